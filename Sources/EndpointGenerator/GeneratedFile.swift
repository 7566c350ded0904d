/// One Swift source file produced by the generator.
public struct GeneratedFile: Sendable, Hashable {
    /// The file name, e.g. `movies.Endpoint.swift`.
    public var name: String
    /// The complete file contents.
    public var contents: String
}
