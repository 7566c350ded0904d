/// A parsed JSON value together with where it appears in the source and in the document.
public struct JSONNode: Sendable, Hashable {
    /// The value itself.
    public var value: JSONValue
    /// The position of the value's first character.
    public var location: SourceLocation
    /// The JSON path from the document root to this value.
    public var path: JSONPath

    /// Creates a node.
    public init(value: JSONValue, location: SourceLocation, path: JSONPath) {
        self.value = value
        self.location = location
        self.path = path
    }
}

extension JSONNode {
    /// The kind of value for use in messages: "object", "array", "string", "number", "boolean" or "null".
    public var kindName: String {
        switch value {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}
