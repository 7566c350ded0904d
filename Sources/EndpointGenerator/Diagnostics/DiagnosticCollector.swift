/// Collects diagnostics in the order they are reported.
public struct DiagnosticCollector: Sendable {
    /// Every diagnostic reported so far, in order.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// Whether any reported diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// Records a diagnostic.
    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records an error.
    public mutating func error(
        _ message: String,
        file: String,
        location: SourceLocation?,
        path: JSONPath?,
        hint: String? = nil
    ) {
        append(Diagnostic(.error, message, file: file, location: location, path: path, hint: hint))
    }

    /// Records a warning.
    public mutating func warning(
        _ message: String,
        file: String,
        location: SourceLocation?,
        path: JSONPath?,
        hint: String? = nil
    ) {
        append(Diagnostic(.warning, message, file: file, location: location, path: path, hint: hint))
    }
}
