/// Everything `endpoint-gen diff` found, in a stable order, and how it prints.
package struct DiffReport: Sendable, Equatable {
    package var changes: [Change]

    package var breaking: [Change] { changes.filter { $0.impact == .breaking } }
    package var breakingExhaustiveUses: [Change] { changes.filter { $0.impact == .breaksExhaustiveUses } }
    package var deprecations: [Change] { changes.filter { $0.impact == .deprecation } }
    package var additive: [Change] { changes.filter { $0.impact == .additive } }
    package var hasBreakingChanges: Bool { !breaking.isEmpty }

    /// Whether `endpoint-gen diff` exits 1: on a breaking change; with `strict`, also on a change that breaks only
    /// exhaustive uses and on a deprecation, each of which stops some code written against the old SDK compiling.
    package func fails(strict: Bool) -> Bool {
        hasBreakingChanges || strict && changes.contains { $0.impact != .additive }
    }

    /// The report as printed, one entry per line.
    package var lines: [String] {
        var lines: [String] = []
        let groups = [
            ("Breaking changes:", breaking),
            ("Changes that break only exhaustive switches, patterns, conformances and calls through protocols:", breakingExhaustiveUses),
            ("Deprecations:", deprecations),
            ("Additive changes:", additive),
        ]
        for (title, group) in groups where !group.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append(title)
            lines += group.map(\.line)
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(summary)
        return lines
    }

    /// The counts and what they mean for code written against the old SDK. The two middle groups are counted only when
    /// present, and with either the summary never says that code keeps compiling: some of it does not.
    package var summary: String {
        if changes.isEmpty { return "No changes to the generated API." }
        var counts = [Self.count(breaking.count, "breaking change", "breaking changes")]
        if !breakingExhaustiveUses.isEmpty {
            counts.append(Self.count(breakingExhaustiveUses.count, "change that breaks", "changes that break") + " only exhaustive switches, patterns, conformances or calls through protocols")
        }
        if !deprecations.isEmpty { counts.append(Self.count(deprecations.count, "deprecation", "deprecations")) }
        counts.append(Self.count(additive.count, "additive change", "additive changes"))
        return counts.joined(separator: ", ") + ": " + verdict
    }

    private var verdict: String {
        if hasBreakingChanges { return "the new spec breaks code written against the old SDK." }
        let warns = { (user: String) in "with a warning where \(user) what is now deprecated (an error under -warnings-as-errors)" }
        let listed = "the switches, patterns, conformances and calls through protocols named above do not"
        return switch (breakingExhaustiveUses.isEmpty, deprecations.isEmpty) {
        case (true, true): "code written against the old SDK keeps compiling."
        case (false, true): "calls of the client compile as before, but \(listed)."
        case (true, false): "code compiles as before, \(warns("it uses"))."
        case (false, false): "calls of the client compile as before, \(warns("they use")), but \(listed)."
        }
    }

    private static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }
}
