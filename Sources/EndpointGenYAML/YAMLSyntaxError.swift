import EndpointGenJSON

/// The problem that stopped reading a YAML document: where it happened and what to tell the user.
struct YAMLSyntaxError: Error {
    /// The byte offset of the offending text.
    let offset: Int
    /// What is wrong.
    let message: String
    /// How to fix it, when there is a likely fix.
    let hint: String?
    /// The path of the value being read.
    let path: JSONPath
    /// The location to report instead of the offset's, for problems found after a node was read.
    var location: SourceLocation?
}
