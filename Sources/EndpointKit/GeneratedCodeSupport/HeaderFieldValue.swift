import Foundation

/// A type a response header field's text can be parsed as by ``ReceivedResponse``'s `header(_:as:)`.
///
/// Integers and doubles are parsed as Swift does (`"42"`, `"-1.5"`); `Bool` accepts `true` and `false`
/// in any case; `URL` an absolute or relative URL; `UUID` its usual text. Enums with such raw values are
/// read by their raw value through the `RawRepresentable` overloads of ``ReceivedResponse``.
public protocol HeaderFieldValue {
    /// Parses a header field's value, already trimmed of surrounding spaces; `nil` when it is not valid.
    init?(headerField: String)
}

extension String: HeaderFieldValue {
    public init?(headerField: String) { self = headerField }
}

extension Int: HeaderFieldValue {
    public init?(headerField: String) { self.init(headerField) }
}

extension Int32: HeaderFieldValue {
    public init?(headerField: String) { self.init(headerField) }
}

extension Int64: HeaderFieldValue {
    public init?(headerField: String) { self.init(headerField) }
}

extension Double: HeaderFieldValue {
    public init?(headerField: String) { self.init(headerField) }
}

extension Bool: HeaderFieldValue {
    public init?(headerField: String) {
        switch headerField.lowercased() {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
}

extension URL: HeaderFieldValue {
    public init?(headerField: String) { self.init(string: headerField) }
}

extension UUID: HeaderFieldValue {
    public init?(headerField: String) { self.init(uuidString: headerField) }
}
