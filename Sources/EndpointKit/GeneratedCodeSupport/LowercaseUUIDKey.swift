import Foundation

/// The coding keys of a generated model that holds UUIDs: a container keyed by them writes a `UUID`, alone or inside an
/// optional, array, dictionary or ``Nullable``, in lowercase, as RFC 9562 says UUIDs are output. Foundation writes them
/// in capitals, so one value went out as `3fa85f64-…` in a path or query and `3FA85F64-…` in a body, which a server
/// comparing text, or a lowercase `pattern`, refuses.
public protocol LowercaseUUIDKey: CodingKey {}

extension KeyedEncodingContainer where Key: LowercaseUUIDKey {
    /// Writes `value` with its UUIDs in lowercase.
    public mutating func encode<Value: LowercaseUUIDEncodable>(_ value: Value, forKey key: Key) throws {
        try encode(value.lowercaseForm, forKey: key)
    }

    /// Writes `value` with its UUIDs in lowercase, when there is one.
    public mutating func encodeIfPresent<Value: LowercaseUUIDEncodable>(_ value: Value?, forKey key: Key) throws {
        try encodeIfPresent(value?.lowercaseForm, forKey: key)
    }
}
