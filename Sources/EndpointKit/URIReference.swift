import Foundation

/// A URL exactly as written — a spec's `url` type, OpenAPI's `format: uri` — sent and received character for
/// character.
///
/// Foundation's `URL(string:)` rewrites what it parses: `https://shop.example.com/done?id={CHECKOUT_SESSION_ID}`
/// becomes `…?id=%7BCHECKOUT_SESSION_ID%7D`, so a server that fills in the placeholder never finds it, and on
/// some platforms it refuses such text, or an empty string, altogether (a JSON property of that type would then
/// fail to decode). This type keeps the text and parses it only when asked, through ``url``.
///
/// ```swift
/// let session = try await client.createCheckoutSession(successURL: "https://shop.example.com/done?id={CHECKOUT_SESSION_ID}", …)
/// if let page = session.url.url { await UIApplication.shared.open(page) }
/// ```
public struct URIReference: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral, ParameterValue {
    /// The text as written.
    public var text: String

    /// A reference with the text `text`, which is not checked or changed.
    public init(_ text: String) {
        self.text = text
    }

    /// The reference of `url`: its absolute string.
    public init(_ url: URL) {
        text = url.absoluteString
    }

    public init(stringLiteral text: String) {
        self.text = text
    }

    /// The text parsed as a Foundation `URL`, or `nil` when it does not parse; `URL` may percent-encode
    /// characters of the text that it does not allow.
    public var url: URL? { URL(string: text) }

    /// The text as written.
    public var description: String { text }

    public var parameterValue: String { text }

    public init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension URIReference: HeaderFieldValue {
    public init?(headerField: String) {
        self.init(headerField)
    }
}
