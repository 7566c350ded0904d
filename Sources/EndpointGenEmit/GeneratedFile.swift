/// One Swift source file produced by the generator.
public struct GeneratedFile: Sendable, Equatable {
    /// The file name, e.g. `movies.Endpoint.swift`.
    public var name: String
    /// The complete file contents.
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// The number of lines (newline characters) in ``contents``.
    public var lineCount: Int {
        contents.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
