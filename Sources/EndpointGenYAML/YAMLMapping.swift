import EndpointGenJSON

/// A mapping being read: its members in source order, the first location of each key, and its merge keys.
struct YAMLMapping {
    /// The path of the mapping itself.
    let path: JSONPath
    /// The members written explicitly, in source order.
    var members: [JSONMember] = []
    /// Where each key first appears, to report duplicates.
    var firstKeyLocations: [String: SourceLocation] = [:]
    /// The mappings merged by `<<` keys, each with the number of explicit members written before it.
    var merges: [(index: Int, sources: [JSONNode])] = []
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
