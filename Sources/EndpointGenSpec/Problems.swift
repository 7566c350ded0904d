import EndpointGenJSON

/// A ``DiagnosticCollector`` bound to one spec file, taking locations from JSON nodes and located spec values.
///
/// A located value written in another file (``Located/file``) is reported in that file.
package struct Problems: Sendable {
    package let file: String
    private var collector = DiagnosticCollector()

    package init(file: String) {
        self.file = file
    }

    package var all: [Diagnostic] { collector.diagnostics }
    package var hasErrors: Bool { collector.hasErrors }

    package mutating func error(_ message: String, at node: JSONNode, hint: String? = nil) {
        error(message, location: node.location, path: node.path, hint: hint)
    }

    /// An error at `location` and `path` in `file`, or in the spec's own file when `file` is nil.
    package mutating func error(_ message: String, location: SourceLocation, path: JSONPath, file: String? = nil, hint: String? = nil) {
        collector.error(message, file: file.map { SpecFile.path(of: $0, besideSpecAt: self.file) } ?? self.file, location: location, path: path, hint: hint)
    }

    /// A warning at `location` and `path` in `file`, or in the spec's own file when `file` is nil.
    package mutating func warning(_ message: String, location: SourceLocation, path: JSONPath, file: String? = nil, hint: String? = nil) {
        collector.warning(message, file: file.map { SpecFile.path(of: $0, besideSpecAt: self.file) } ?? self.file, location: location, path: path, hint: hint)
    }

    package mutating func error<Value>(_ message: String, at located: Located<Value>, hint: String? = nil) {
        error(message, location: located.location, path: located.path, file: located.file, hint: hint)
    }

    package mutating func warning<Value>(_ message: String, at located: Located<Value>, hint: String? = nil) {
        warning(message, location: located.location, path: located.path, file: located.file, hint: hint)
    }
}
