import Foundation

/// The coding keys of a generated model that holds UUIDs: a container keyed by them writes a `UUID` (alone, optional,
/// or in an array) in lowercase, as RFC 9562 says UUIDs are output. Foundation writes them in capitals, so one value
/// went out as `3fa85f64-…` in a path or query and `3FA85F64-…` in a body, which a server comparing text, or a
/// lowercase `pattern`, refuses.
public protocol LowercaseUUIDKey: CodingKey {}

extension KeyedEncodingContainer where Key: LowercaseUUIDKey {
    /// Writes `value` in lowercase.
    public mutating func encode(_ value: UUID, forKey key: Key) throws {
        try encode(value.uuidString.lowercased(), forKey: key)
    }

    /// Writes `value` in lowercase, when there is one.
    public mutating func encodeIfPresent(_ value: UUID?, forKey key: Key) throws {
        try encodeIfPresent(value?.uuidString.lowercased(), forKey: key)
    }

    /// Writes each of `values` in lowercase.
    public mutating func encode(_ values: [UUID], forKey key: Key) throws {
        try encode(values.map { $0.uuidString.lowercased() }, forKey: key)
    }

    /// Writes each of `values` in lowercase, when there are any.
    public mutating func encodeIfPresent(_ values: [UUID]?, forKey key: Key) throws {
        try encodeIfPresent(values?.map { $0.uuidString.lowercased() }, forKey: key)
    }
}
