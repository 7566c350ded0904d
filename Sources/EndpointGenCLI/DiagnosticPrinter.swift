import EndpointGenJSON

/// What the command line does with warnings: `--warnings-as-errors`, and the kinds `--quiet-warnings` hides.
struct WarningPolicy: Equatable {
    var asErrors = false
    var quiet: Set<String> = []
}

/// Prints one run's diagnostics compiler-style, applying the ``WarningPolicy``, and closes with a count of the
/// warnings by kind, so that a document that warns 400 times says what about and how to hide a kind. Each warning
/// ends with its kind in brackets, as a compiler's warnings end with the flag that controls them.
final class DiagnosticPrinter {
    private let policy: WarningPolicy
    private var shown: [String: Int] = [:]
    private var hidden = 0
    /// The `--quiet-warnings` kinds that hid a warning, so that one that hid none (a misspelt kind) is reported.
    private var used: Set<String> = []

    init(_ policy: WarningPolicy) {
        self.policy = policy
    }

    /// Prints `diagnostics`; returns whether they fail the run.
    func print(_ diagnostics: [Diagnostic], to standardError: (String) -> Void) -> Bool {
        var failed = false
        for var diagnostic in diagnostics {
            var kind: String?
            if diagnostic.severity == .warning {
                let warningKind = diagnostic.kind
                if policy.quiet.contains(warningKind) {
                    hidden += 1
                    used.insert(warningKind)
                    continue
                }
                shown[warningKind, default: 0] += 1
                kind = warningKind
                if policy.asErrors { diagnostic.severity = .error }
            }
            failed = failed || diagnostic.severity == .error
            standardError(diagnostic.description(kind: kind))
        }
        return failed
    }

    /// `endpoint-gen: 23 warnings: 20 [schema-refers-itself-without], 3 [oauth2-scheme-becomes-bearer]; …` (`23 warnings
    /// treated as errors: …` under `--warnings-as-errors`), most frequent first; nothing when no warning was printed or
    /// hidden.
    func printSummary(to standardError: (String) -> Void) {
        for kind in policy.quiet.subtracting(used).sorted() {
            standardError("endpoint-gen: --quiet-warnings \(kind) hid no warning (the summary names the kinds reported)")
        }
        let total = shown.values.reduce(0, +)
        guard total > 0 || hidden > 0 else { return }
        let kinds = shown.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        var line = "endpoint-gen: \(total) warning\(total == 1 ? "" : "s")"
        // Under --warnings-as-errors they were printed as errors, and the count says so.
        if policy.asErrors, total > 0 { line += total == 1 ? " treated as an error" : " treated as errors" }
        if !kinds.isEmpty { line += ": " + kinds.map { "\($0.value) [\($0.key)]" }.joined(separator: ", ") }
        if hidden > 0 { line += "; \(hidden) hidden by --quiet-warnings" }
        if !kinds.isEmpty { line += "; hide a kind with --quiet-warnings KIND" }
        standardError(line)
    }
}
