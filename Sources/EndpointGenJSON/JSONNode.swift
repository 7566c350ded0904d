/// A parsed JSON value together with where it appears in the source and in the document.
public struct JSONNode: Sendable, Hashable {
    /// The value itself.
    public var value: JSONValue
    /// The position of the value's first character.
    public var location: SourceLocation
    /// The JSON path from the root of its file to this value.
    public var path: JSONPath
    /// The file the value was read from when it is not the document's own, relative to the document's folder: a
    /// document split over several files is joined into one whose values keep the file they were written in.
    /// Nil for the document's own file.
    public var file: String?

    /// Creates a node.
    public init(value: JSONValue, location: SourceLocation, path: JSONPath, file: String? = nil) {
        self.value = value
        self.location = location
        self.path = path
        self.file = file
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
