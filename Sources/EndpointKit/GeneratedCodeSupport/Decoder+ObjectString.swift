extension Decoder {
    /// The string the JSON object being decoded holds at `key`; nil when the value is not an object, lacks the key,
    /// or holds something else there.
    ///
    /// A generated `oneOf` enum reads it to try an alternative whose model allows one value at a key (an enum of one
    /// value, which would decode any other as `unknown`) only for an object holding that value.
    public func objectString(forKey key: String) -> String? {
        guard let container = try? container(keyedBy: MemberKey.self) else { return nil }
        return try? container.decodeIfPresent(String.self, forKey: MemberKey(key))
    }
}
