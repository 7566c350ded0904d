extension Decoder {
    /// The keys of the JSON object being decoded; empty when the value is not an object.
    ///
    /// A generated `oneOf` enum reads them to tell apart alternatives that would each decode from any object (none
    /// of their keys is required): each is tried in its turn only when the object holds one of its keys.
    public func objectKeys() -> Set<String> {
        guard let container = try? container(keyedBy: MemberKey.self) else { return [] }
        return Set(container.allKeys.map(\.stringValue))
    }
}
