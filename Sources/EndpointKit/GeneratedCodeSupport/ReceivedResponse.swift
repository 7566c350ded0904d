import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A 2xx response as generated code decodes it: by status code, with typed header fields.
///
/// ```swift
/// try await apiClient.send(ShopEndpoint.create(body: item)) { response throws(EndpointError) in
///     switch response.statusCode {
///     case 201: .created(try response.decode(Item.self))
///     case 202: .accepted
///     default: throw response.undeclaredStatus()
///     }
/// }
/// ```
public struct ReceivedResponse {
    /// The HTTP status code: 2xx, or a status the endpoint declares among its responses, such as 304.
    public let statusCode: Int
    /// The raw body, possibly empty.
    public let body: Data
    /// The response header fields (built when read: most responses are only decoded).
    public var headers: [String: String] { response.headerFields }
    private let response: HTTPURLResponse
    private let decoder: JSONDecoder

    init(_ response: HTTPURLResponse, body: Data, decoder: JSONDecoder) {
        statusCode = response.statusCode
        self.body = body
        self.response = response
        self.decoder = decoder
    }

    /// Decodes the body as JSON; an empty body as an optional is `nil`. A `Content-Type` that is present and not JSON (`application/json`,
    /// `text/json` or `*/*+json`) or JSON lines (`application/x-ndjson`, `application/jsonl`: a server may answer a
    /// JSON request with one line of them, the one value), or a body that does not decode, throws
    /// ``EndpointError/decoding(_:)``.
    public func decode<Value: Decodable>(_ type: Value.Type) throws(EndpointError) -> Value {
        // Nothing to read, whatever the label (a redirect's empty body comes as `text/html` from Werkzeug).
        if body.isEmpty, let absent = (Value.self as? any AbsentBody.Type)?.absent as? Value { return absent }
        if let contentType = response.contentType, !Self.isJSON(contentType), !MediaType.isJSONLines(contentType) {
            throw .decoding(DecodingFailure(
                typeName: String(describing: Value.self),
                codingPath: "",
                debugDescription: "Expected a JSON response but the Content-Type is \(contentType).",
                bodyExcerpt: DecodingFailure.excerpt(of: body)
            ))
        }
        return try decodedBody(Value.self)
    }

    /// The body decoded from JSON as `Value`, whatever its `Content-Type`: the callers check that first.
    ///
    /// An empty body read as any JSON value is ``JSONValue/null``: a document's `schema: {}` allows anything, and
    /// FastAPI declares one for a redirect that sends nothing. Read as an optional, it is `nil`: a redirect's body
    /// may be absent (Airflow's login `307`).
    func decodedBody<Value: Decodable>(_ type: Value.Type) throws(EndpointError) -> Value {
        if body.isEmpty, let null = JSONValue.null as? Value { return null }
        if body.isEmpty, let absent = (Value.self as? any AbsentBody.Type)?.absent as? Value { return absent }
        do {
            return try decoder.decode(Value.self, from: body)
        } catch {
            throw .decoding(DecodingFailure(type: Value.self, error: error, body: body))
        }
    }

    /// The value of the header field `name` (matched case-insensitively), which must be present and
    /// parse as `Value`; otherwise throws ``EndpointError/decoding(_:)`` naming the field.
    public func header<Value: HeaderFieldValue>(_ name: String, as type: Value.Type) throws(EndpointError) -> Value {
        guard let value = try headerIfPresent(name, as: type) else {
            throw headerFailure(name, Value.self, "The response has no '\(name)' header field.")
        }
        return value
    }

    /// The value of the header field `name` parsed as `Value`, or `nil` when the field is absent; a
    /// value that does not parse throws ``EndpointError/decoding(_:)``.
    public func headerIfPresent<Value: HeaderFieldValue>(_ name: String, as type: Value.Type) throws(EndpointError) -> Value? {
        guard let text = field(name) else { return nil }
        guard let value = Value(headerField: text.trimmingCharacters(in: .whitespaces)) else {
            throw headerFailure(name, Value.self, "The '\(name)' header field '\(text)' is not a valid \(Value.self).")
        }
        return value
    }

    /// The value of the header field `name` read as an enum's raw value, like the ``HeaderFieldValue`` form.
    public func header<Value: RawRepresentable>(_ name: String, as type: Value.Type) throws(EndpointError) -> Value
    where Value.RawValue: HeaderFieldValue {
        guard let value = try headerIfPresent(name, as: type) else {
            throw headerFailure(name, Value.self, "The response has no '\(name)' header field.")
        }
        return value
    }

    /// The value of the header field `name` read as an enum's raw value, or `nil` when the field is absent;
    /// see ``headerIfPresent(_:as:)``.
    public func headerIfPresent<Value: RawRepresentable>(_ name: String, as type: Value.Type) throws(EndpointError) -> Value?
    where Value.RawValue: HeaderFieldValue {
        guard let raw = try headerIfPresent(name, as: Value.RawValue.self) else { return nil }
        guard let value = Value(rawValue: raw) else {
            throw headerFailure(name, Value.self, "The '\(name)' header field '\(raw)' is not a valid \(Value.self).")
        }
        return value
    }

    /// The error for a 2xx status the endpoint does not declare.
    public func undeclaredStatus() -> EndpointError {
        .decoding(DecodingFailure(
            typeName: "response",
            codingPath: "",
            debugDescription: "The status \(statusCode) is not one of the endpoint's declared responses.",
            bodyExcerpt: DecodingFailure.excerpt(of: body)
        ))
    }

    /// The value of the header field `name`, matched case-insensitively; nil when absent.
    func field(_ name: String) -> String? {
        response.value(forHTTPHeaderField: name)
    }

    private func headerFailure(_ name: String, _ type: Any.Type, _ detail: String) -> EndpointError {
        .decoding(DecodingFailure(typeName: String(describing: type), codingPath: "header \(name)", debugDescription: detail, bodyExcerpt: ""))
    }

    /// Whether the media type of `contentType` (before any `;`, without surrounding blanks, in any case) is
    /// empty, `application/json`, `text/json` or ends in `+json`.
    static func isJSON(_ contentType: String) -> Bool {
        if let ascii = ByteSearch.withBytes(of: contentType, { ByteSearch.isASCII($0) ? isJSON(ascii: $0) : nil }) {
            return ascii
        }
        // Scalar by scalar rather than through Foundation's trimming and lowercasing, which cost more than the
        // rest of handling a small response.
        let scalars = contentType.unicodeScalars
        var mediaType = scalars[..<(scalars.firstIndex(of: ";") ?? scalars.endIndex)]
        while let first = mediaType.first, isBlank(first) { mediaType.removeFirst() }
        while let last = mediaType.last, isBlank(last) { mediaType.removeLast() }
        return mediaType.isEmpty || matches(mediaType, "application/json") || matches(mediaType, "text/json")
            || matches(mediaType.suffix(5), "+json")
    }

    /// ``isJSON(_:)`` for a content type in ASCII, as nearly all are, read as bytes: walking its Unicode scalars
    /// cost a twentieth of a request.
    private static func isJSON(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = ByteSearch.firstIndex(of: UInt8(ascii: ";"), in: bytes) ?? bytes.count
        var start = 0
        // The blanks of ASCII: a space and a tab.
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let mediaType = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return mediaType.isEmpty || matches(mediaType, "application/json") || matches(mediaType, "text/json")
            || matches(UnsafeBufferPointer(rebasing: mediaType.suffix(5)), "+json")
    }

    /// Whether `bytes` spell `lowercase` in any ASCII case.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: StaticString) -> Bool {
        lowercase.withUTF8Buffer { expected in
            bytes.count == expected.count && zip(bytes, expected).allSatisfy { ByteSearch.asciiLowercased($0) == $1 }
        }
    }

    /// A tab or a space separator, as `CharacterSet.whitespaces` has them.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || (!scalar.isASCII && scalar.properties.generalCategory == .spaceSeparator)
    }

    /// Whether `scalars` spell `lowercase` in any ASCII case.
    private static func matches(_ scalars: Substring.UnicodeScalarView, _ lowercase: String) -> Bool {
        scalars.elementsEqual(lowercase.unicodeScalars) { scalar, expected in
            scalar == expected || (("A"..."Z").contains(scalar) && scalar.value + 32 == expected.value)
        }
    }
}

/// A type an empty body decodes as: an optional, as `nil`.
private protocol AbsentBody {
    static var absent: Self { get }
}

extension Optional: AbsentBody {
    static var absent: Self { nil }
}
