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

    /// Decodes a ``Nullable`` stored out of line, in an ``Indirect``, as the overload above decodes one stored inline:
    /// nil when `key` is absent, a boxed ``Nullable/null`` when its value is `null`.
    ///
    /// The overload a synthesized `init(from:)` calls for a generated model's `Indirect<Nullable<T>>?` storage (a
    /// nullable property that closes a cycle of models, or nests them too deeply); Swift's own reads `null` as absent.
    public func decodeIfPresent<Wrapped: Decodable>(_ type: Indirect<Nullable<Wrapped>>.Type, forKey key: Key) throws -> Indirect<Nullable<Wrapped>>? {
        contains(key) ? try decode(Indirect<Nullable<Wrapped>>.self, forKey: key) : nil
    }
}
