/// An object or array whose closing bracket the parser has not reached yet.
package struct JSONOpenContainer {
    /// Whether this is an object rather than an array.
    package let isObject: Bool
    /// The location of the opening bracket.
    package let location: SourceLocation
    /// The path of the container itself.
    package let path: JSONPath
    /// Where the container's values start on the parser's member or element stack.
    package let start: Int
    /// The shared start of the paths of the container's values.
    private let parent: JSONPath.Parent
    private var keys = JSONKeyFinder()
    private var pendingKey = ""
    private var pendingKeyLocation: SourceLocation
    private var pendingIsDuplicate = false

    /// Creates a container opened at `location` that has values, which will start at `start` on the stack.
    package init(isObject: Bool, location: SourceLocation, path: JSONPath, start: Int) {
        self.isObject = isObject
        self.location = location
        self.path = path
        self.start = start
        parent = path.asParent
        pendingKeyLocation = location
    }

    /// The byte that closes this container.
    package var closingByte: UInt8 {
        isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    }

    /// The path of the member whose key was read last.
    package var memberPath: JSONPath {
        JSONPath(parent, key: pendingKey)
    }

    /// The path of the element about to be parsed, given the number of elements on the stack.
    package func elementPath(stackCount: Int) -> JSONPath {
        JSONPath(parent, index: stackCount - start)
    }

    /// Starts the member with `key`; returns where the same key first appeared when it is a duplicate.
    package mutating func beginMember(
        key: String,
        at keyLocation: SourceLocation,
        members: borrowing JSONValueStack<JSONMember>
    ) -> SourceLocation? {
        pendingKey = key
        pendingKeyLocation = keyLocation
        let first = members.withValues(from: start) { members in
            keys.position(of: key, among: members).map { members[$0].keyLocation }
        }
        pendingIsDuplicate = first != nil
        return first
    }

    /// Adds a finished value as the value of the pending member, unless its key is a duplicate.
    package mutating func addMember(_ node: consuming JSONNode, to members: inout JSONValueStack<JSONMember>) {
        guard !pendingIsDuplicate else { return }
        keys.added(pendingKey, at: members.count - start)
        members.append(JSONMember(key: pendingKey, keyLocation: pendingKeyLocation, value: node))
    }
}
