import EndpointGenJSON

/// A ``DiagnosticCollector`` bound to one file, taking locations from JSON nodes and located spec values.
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

    package mutating func error(_ message: String, location: SourceLocation, path: JSONPath, hint: String? = nil) {
        collector.error(message, file: file, location: location, path: path, hint: hint)
    }

    package mutating func warning(_ message: String, location: SourceLocation, path: JSONPath, hint: String? = nil) {
        collector.warning(message, file: file, location: location, path: path, hint: hint)
    }

    package mutating func error<Value>(_ message: String, at located: Located<Value>, hint: String? = nil) {
        error(message, location: located.location, path: located.path, hint: hint)
    }

    package mutating func warning<Value>(_ message: String, at located: Located<Value>, hint: String? = nil) {
        warning(message, location: located.location, path: located.path, hint: hint)
    }
}
