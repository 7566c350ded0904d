extension KeyedDecodingContainer {
    /// Decodes a ``Nullable`` that may be absent: nil when `key` is absent, ``Nullable/null`` when its value is
    /// `null`, else the value.
    ///
    /// Swift's own `decodeIfPresent` reads `null` as an absent key, which would lose what `Nullable` is for. Being
    /// the more specific overload, this one is what a synthesized `init(from:)` calls for a `Nullable<T>?`
    /// property, so a model with one decodes it right without an `init(from:)` of its own.
    public func decodeIfPresent<Wrapped: Decodable>(_ type: Nullable<Wrapped>.Type, forKey key: Key) throws -> Nullable<Wrapped>? {
        contains(key) ? try decode(Nullable<Wrapped>.self, forKey: key) : nil
    }
}
