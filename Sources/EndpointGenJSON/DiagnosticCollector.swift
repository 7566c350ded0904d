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

extension Array where Element == Diagnostic {
    /// The diagnostics sorted by file (`first`, then the others in order of first appearance) and position within
    /// it, keeping the order they were reported in for equal positions, each once: a shared schema read for several
    /// operations reported the same warning at the same place once per operation.
    package func inFileOrder(first: String? = nil) -> [Diagnostic] {
        var fileOrder: [String: Int] = [:]
        if let first { fileOrder[first] = 0 }
        for diagnostic in self where fileOrder[diagnostic.file] == nil { fileOrder[diagnostic.file] = fileOrder.count }
        return enumerated().sorted { lhs, rhs in
            let leftFile = fileOrder[lhs.element.file] ?? 0
            let rightFile = fileOrder[rhs.element.file] ?? 0
            if leftFile != rightFile { return leftFile < rightFile }
            let left = lhs.element.location ?? SourceLocation(line: 0, column: 0)
            let right = rhs.element.location ?? SourceLocation(line: 0, column: 0)
            return left == right ? lhs.offset < rhs.offset : left < right
        }.map(\.element).withoutRepeats()
    }

    /// The diagnostics of an ordered list without those equal to an earlier one at the same place, compared only
    /// with those: hashing every diagnostic cost five times the sorting.
    private func withoutRepeats() -> [Diagnostic] {
        var kept: [Diagnostic] = []
        kept.reserveCapacity(count)
        var placeStart = 0
        for diagnostic in self {
            if let last = kept.last, last.file != diagnostic.file || last.location != diagnostic.location { placeStart = kept.count }
            if !kept[placeStart...].contains(diagnostic) { kept.append(diagnostic) }
        }
        return kept
    }
}
