/// The content of a JSON value, with containers holding located child nodes.
public enum JSONValue: Sendable, Hashable {
    /// An object; members are in source order, which drives the order of generated output.
    case object([JSONMember])
    /// An array of elements in source order.
    case array([JSONNode])
    /// A string with all escapes decoded.
    case string(String)
    /// A number, kept as its exact source text.
    case number(JSONNumber)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
}
