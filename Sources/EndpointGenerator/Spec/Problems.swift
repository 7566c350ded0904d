/// A ``DiagnosticCollector`` bound to one file, taking locations from JSON nodes and located spec values.
struct Problems: Sendable {
    let file: String
    private var collector = DiagnosticCollector()

    init(file: String) {
        self.file = file
    }

    var all: [Diagnostic] { collector.diagnostics }
    var hasErrors: Bool { collector.hasErrors }

    mutating func error(_ message: String, at node: JSONNode, hint: String? = nil) {
        error(message, location: node.location, path: node.path, hint: hint)
    }

    mutating func error(_ message: String, location: SourceLocation, path: JSONPath, hint: String? = nil) {
        collector.error(message, file: file, location: location, path: path, hint: hint)
    }

    mutating func warning(_ message: String, location: SourceLocation, path: JSONPath, hint: String? = nil) {
        collector.warning(message, file: file, location: location, path: path, hint: hint)
    }

    mutating func error<Value>(_ message: String, at located: Located<Value>, hint: String? = nil) {
        error(message, location: located.location, path: located.path, hint: hint)
    }

    mutating func warning<Value>(_ message: String, at located: Located<Value>, hint: String? = nil) {
        warning(message, location: located.location, path: located.path, hint: hint)
    }
}
