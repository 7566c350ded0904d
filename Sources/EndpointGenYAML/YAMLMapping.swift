import EndpointGenJSON

/// A mapping being read: where its members are, their keys, and its merge keys.
struct YAMLMapping {
    /// The path of the mapping itself.
    let path: JSONPath
    /// The shared start of the members' paths.
    let parent: JSONPath.Parent
    /// Where the members written explicitly start on the parser's member stack, in source order.
    let start: Int
    /// Finds the member with a key, to report duplicates.
    var keys = JSONKeyFinder()
    /// The mappings merged by `<<` keys, each with the number of explicit members written before it.
    var merges: [(index: Int, sources: [JSONNode])] = []

    /// Starts an empty mapping at `path`, whose members will start at `start` on the member stack.
    init(path: JSONPath, start: Int) {
        self.path = path
        self.start = start
        parent = path.asParent
    }

    /// The path of the member with `key`.
    func memberPath(_ key: String) -> JSONPath {
        JSONPath(parent, key: key)
    }
}

/// A mapping key as read: its text (scalars become their JSON text), where it is and whether it is the merge key.
struct YAMLKey {
    /// The key as a JSON object key.
    var text: String
    /// Where the key starts.
    var location: SourceLocation
    /// Whether this is an untagged plain `<<`, which merges mappings into this one.
    var isMerge: Bool
}
