/// An object or array whose closing bracket the parser has not reached yet.
package struct JSONOpenContainer {
    /// Whether this is an object rather than an array.
    package let isObject: Bool
    /// The location of the opening bracket.
    package let location: SourceLocation
    /// The path of the container itself.
    package let path: JSONPath
    private var members: [JSONMember] = []
    private var elements: [JSONNode] = []
    private var firstKeyLocations: [String: SourceLocation] = [:]
    private var pendingKey = ""
    private var pendingKeyLocation: SourceLocation
    private var pendingIsDuplicate = false

    /// Creates an empty container opened at `location`.
    package init(isObject: Bool, location: SourceLocation, path: JSONPath) {
        self.isObject = isObject
        self.location = location
        self.path = path
        pendingKeyLocation = location
    }

    /// The byte that closes this container.
    package var closingByte: UInt8 {
        isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    }

    /// The path of the value about to be parsed inside this container.
    package var childPath: JSONPath {
        isObject ? path.appending(key: pendingKey) : path.appending(index: elements.count)
    }

    /// Starts the member with `key`; returns where the same key first appeared when it is a duplicate.
    package mutating func beginMember(key: String, at keyLocation: SourceLocation) -> SourceLocation? {
        pendingKey = key
        pendingKeyLocation = keyLocation
        if let first = firstKeyLocations[key] {
            pendingIsDuplicate = true
            return first
        }
        firstKeyLocations[key] = keyLocation
        pendingIsDuplicate = false
        return nil
    }

    /// Adds a finished value as the next element, or as the value of the pending member unless its key is a duplicate.
    package mutating func add(_ node: JSONNode) {
        if !isObject {
            elements.append(node)
        } else if !pendingIsDuplicate {
            members.append(JSONMember(key: pendingKey, keyLocation: pendingKeyLocation, value: node))
        }
    }

    /// The finished container as a node.
    package var node: JSONNode {
        JSONNode(value: isObject ? .object(members) : .array(elements), location: location, path: path)
    }
}
