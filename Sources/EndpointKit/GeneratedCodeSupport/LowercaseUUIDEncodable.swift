import Foundation

/// A `UUID`, or a value that holds them (optional, in an array, a dictionary or a ``Nullable``), which generated code
/// writes with each UUID in lowercase, as RFC 9562 says UUIDs are output: keys that are ``LowercaseUUIDKey``s, a
/// union's payload and the undeclared keys of an object write ``lowercaseForm`` in its place.
public protocol LowercaseUUIDEncodable: Encodable {
    /// The value with each UUID replaced by its lowercase text.
    associatedtype LowercaseForm: Encodable
    /// The value with each UUID replaced by its lowercase text.
    var lowercaseForm: LowercaseForm { get }
}

extension UUID: LowercaseUUIDEncodable {
    /// The UUID's text in lowercase.
    public var lowercaseForm: String { uuidString.lowercased() }
}

extension Optional: LowercaseUUIDEncodable where Wrapped: LowercaseUUIDEncodable {
    /// The wrapped value's lowercase form, or nil.
    public var lowercaseForm: Wrapped.LowercaseForm? { map(\.lowercaseForm) }
}

extension Array: LowercaseUUIDEncodable where Element: LowercaseUUIDEncodable {
    /// Each element's lowercase form, in order.
    public var lowercaseForm: [Element.LowercaseForm] { map(\.lowercaseForm) }
}

extension Dictionary: LowercaseUUIDEncodable where Key == String, Value: LowercaseUUIDEncodable {
    /// Each value's lowercase form, under its key.
    public var lowercaseForm: [String: Value.LowercaseForm] { mapValues(\.lowercaseForm) }
}

extension Nullable: LowercaseUUIDEncodable where Wrapped: LowercaseUUIDEncodable {
    /// `null`, or the value's lowercase form.
    public var lowercaseForm: Nullable<Wrapped.LowercaseForm> {
        switch self {
        case .null: .null
        case .value(let wrapped): .value(wrapped.lowercaseForm)
        }
    }
}
