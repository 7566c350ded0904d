/// Reading and writing the keys of a JSON object that a generated model does not declare, which the spec's
/// `additionalProperties` keeps in a dictionary property.
extension Decoder {
    /// Every member of the object being decoded whose key is not one of `Declared`'s, each decoded as `Value`.
    public func decodeAdditionalProperties<Value: Decodable, Declared: CodingKey>(
        _ type: Value.Type, besides declared: Declared.Type
    ) throws -> [String: Value] {
        try decodeMembers(type) { Declared(stringValue: $0) == nil }
    }

    /// Every member of the object being decoded, each decoded as `Value`: for a model that declares no keys.
    public func decodeAdditionalProperties<Value: Decodable>(_ type: Value.Type) throws -> [String: Value] {
        try decodeMembers(type) { _ in true }
    }

    private func decodeMembers<Value: Decodable>(_ type: Value.Type, where isKept: (String) -> Bool) throws -> [String: Value] {
        let container = try container(keyedBy: MemberKey.self)
        var members: [String: Value] = [:]
        for key in container.allKeys where isKept(key.stringValue) {
            members[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return members
    }
}

extension Encoder {
    /// Writes each entry of `values` as a member of the object being encoded, in key order, except those whose key is
    /// one of `Declared`'s: the declared property is written under that key.
    public func encodeAdditionalProperties<Value: Encodable, Declared: CodingKey>(
        _ values: [String: Value], besides declared: Declared.Type
    ) throws {
        try encodeMembers(values) { Declared(stringValue: $0) == nil }
    }

    /// Writes each entry of `values` as a member of the object being encoded, in key order: for a model that declares
    /// no keys.
    public func encodeAdditionalProperties<Value: Encodable>(_ values: [String: Value]) throws {
        try encodeMembers(values) { _ in true }
    }

    /// Writes each entry of `values` as ``encodeAdditionalProperties(_:besides:)`` does, with its UUIDs in lowercase.
    public func encodeAdditionalProperties<Value: LowercaseUUIDEncodable, Declared: CodingKey>(
        _ values: [String: Value], besides declared: Declared.Type
    ) throws {
        try encodeMembers(values.lowercaseForm) { Declared(stringValue: $0) == nil }
    }

    /// Writes each entry of `values` as ``encodeAdditionalProperties(_:)`` does, with its UUIDs in lowercase.
    public func encodeAdditionalProperties<Value: LowercaseUUIDEncodable>(_ values: [String: Value]) throws {
        try encodeMembers(values.lowercaseForm) { _ in true }
    }

    private func encodeMembers<Value: Encodable>(_ values: [String: Value], where isKept: (String) -> Bool) throws {
        var container = container(keyedBy: MemberKey.self)
        // Sorted, so that an encoder that keeps the order of its keys (a form body's) writes the same bytes every time.
        for (key, value) in values.sorted(by: { $0.key < $1.key }) where isKept(key) {
            try container.encode(value, forKey: MemberKey(key))
        }
    }
}
