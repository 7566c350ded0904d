extension KeyedDecodingContainer {
    /// Decodes a ``JSONValue`` that may be absent: nil when `key` is absent, ``JSONValue/null`` when its value is
    /// `null`, else the value.
    ///
    /// Swift's own `decodeIfPresent` reads `null` as an absent key, so a model decoded with `"metadata": null` and
    /// sent back left the key out, and the server's "clear it" became "leave it". Being the more specific overload,
    /// this one is what a synthesized `init(from:)` calls for a `JSONValue?` property.
    public func decodeIfPresent(_ type: JSONValue.Type, forKey key: Key) throws -> JSONValue? {
        contains(key) ? try decode(JSONValue.self, forKey: key) : nil
    }
}
