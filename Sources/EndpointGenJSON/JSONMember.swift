/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The decoded key.
    public var key: String
    /// The position of the key's opening quote.
    public var keyLocation: SourceLocation
    /// The member's value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
