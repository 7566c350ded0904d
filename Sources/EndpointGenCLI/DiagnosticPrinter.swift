import EndpointGenJSON

/// What the command line does with warnings: `--warnings-as-errors`, and the kinds `--quiet-warnings` hides.
struct WarningPolicy: Equatable {
    var asErrors = false
    var quiet: Set<String> = []
}

/// Prints one run's diagnostics compiler-style, applying the ``WarningPolicy``, and closes with a count of the
/// warnings by kind, so that a document that warns 400 times says what about and how to hide a kind.
final class DiagnosticPrinter {
    private let policy: WarningPolicy
    private var shown: [String: Int] = [:]
    private var hidden = 0

    init(_ policy: WarningPolicy) {
        self.policy = policy
    }

    /// Prints `diagnostics`; returns whether they fail the run.
    func print(_ diagnostics: [Diagnostic], to standardError: (String) -> Void) -> Bool {
        var failed = false
        for var diagnostic in diagnostics {
            if diagnostic.severity == .warning {
                let kind = diagnostic.kind
                if policy.quiet.contains(kind) {
                    hidden += 1
                    continue
                }
                shown[kind, default: 0] += 1
                if policy.asErrors { diagnostic.severity = .error }
            }
            failed = failed || diagnostic.severity == .error
            standardError(diagnostic.description)
        }
        return failed
    }

    /// `endpoint-gen: 23 warnings: 20 [schema-refers-itself-without], 3 [oauth2-scheme-becomes-bearer]; …`, most
    /// frequent first; nothing when no warning was printed or hidden.
    func printSummary(to standardError: (String) -> Void) {
        let total = shown.values.reduce(0, +)
        guard total > 0 || hidden > 0 else { return }
        let kinds = shown.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        var line = "endpoint-gen: \(total) warning\(total == 1 ? "" : "s")"
        if !kinds.isEmpty { line += ": " + kinds.map { "\($0.value) [\($0.key)]" }.joined(separator: ", ") }
        if hidden > 0 { line += "; \(hidden) hidden by --quiet-warnings" }
        if !kinds.isEmpty { line += "; hide a kind with --quiet-warnings KIND" }
        standardError(line)
    }
}
