/// One difference between two versions of a spec, as it affects the generated Swift API.
package struct Change: Sendable, Equatable {
    package enum Impact: Sendable, Equatable {
        /// Code written against the old SDK may stop compiling, or the app may send or expect something else.
        case breaking
        /// Existing code keeps compiling and behaving as before.
        case additive
    }

    package var impact: Impact
    /// What changed, e.g. `endpoint 'recommended'`.
    package var subject: String
    /// The Swift symbol it affects, e.g. `MoviesEndpoint.recommended`.
    package var symbol: String
    /// What happened to it, e.g. `removed`.
    package var detail: String
    /// Where in the spec (the new one, or the old one for removals), e.g. `$.endpoints.recommended.path`.
    package var specPath: String

    /// The report line: `- endpoint 'x' (XEndpoint.x): removed (at $.endpoints.x)`.
    package var line: String { "- \(subject) (\(symbol)): \(detail) (at \(specPath))" }
}

/// Everything `endpoint-gen diff` found, in a stable order, and how it prints.
package struct DiffReport: Sendable, Equatable {
    package var changes: [Change]

    package var breaking: [Change] { changes.filter { $0.impact == .breaking } }
    package var additive: [Change] { changes.filter { $0.impact == .additive } }
    package var hasBreakingChanges: Bool { !breaking.isEmpty }

    /// The report as printed, one entry per line.
    package var lines: [String] {
        var lines: [String] = []
        for (title, group) in [("Breaking changes:", breaking), ("Additive changes:", additive)] where !group.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append(title)
            lines += group.map(\.line)
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(summary)
        return lines
    }

    package var summary: String {
        if changes.isEmpty { return "No changes to the generated API." }
        let counts = "\(Self.count(breaking.count, "breaking change")), \(Self.count(additive.count, "additive change"))"
        return hasBreakingChanges ? "\(counts): the new spec breaks code written against the old SDK." : "\(counts): code written against the old SDK keeps compiling."
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
