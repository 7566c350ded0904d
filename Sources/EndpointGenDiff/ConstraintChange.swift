import EndpointGenModel

/// How a parameter's or property's checks changed. The SDK checks values before it sends them (`validate()`), so a
/// tighter check refuses, without sending, a value the old SDK sent; a looser one refuses nothing it sent.
struct ConstraintChange {
    /// Whether some bound is new or narrower: a higher minimum, a lower maximum, another pattern.
    var isTighter: Bool
    /// `checks changed from length ≤ 1 to none`.
    var detail: String

    /// The change from `old` to `new`, or nil when they are the same.
    init?(_ old: Constraints, _ new: Constraints) {
        guard old != new else { return nil }
        isTighter = Self.tightens(old, new)
        detail = "checks changed from \(Self.describe(old)) to \(Self.describe(new))"
    }

    private static func tightens(_ old: Constraints, _ new: Constraints) -> Bool {
        guard old != new else { return false }
        // A bound that is new, or past the old one; a bound that is no number (which the model never holds) is the widest.
        func raises(_ old: Double?, _ new: Double?) -> Bool { new.map { new in old.map { new > $0 } ?? true } ?? false }
        func lowers(_ old: Double?, _ new: Double?) -> Bool { new.map { new in old.map { new < $0 } ?? true } ?? false }
        func number(_ text: String?) -> Double? { text.map { Double($0) ?? .nan } }
        return raises(old.minLength.map(Double.init), new.minLength.map(Double.init)) || lowers(old.maxLength.map(Double.init), new.maxLength.map(Double.init))
            || raises(number(old.minimum), number(new.minimum)) || raises(number(old.exclusiveMinimum), number(new.exclusiveMinimum))
            || lowers(number(old.maximum), number(new.maximum)) || lowers(number(old.exclusiveMaximum), number(new.exclusiveMaximum))
            || new.pattern != nil && new.pattern != old.pattern
            || tightens(old.element ?? Constraints(), new.element ?? Constraints())
    }

    /// `length ≥ 1, length ≤ 10, pattern ^a+$, each element: ≥ 0`, or `none`.
    static func describe(_ constraints: Constraints) -> String {
        var parts: [String] = []
        if let minLength = constraints.minLength { parts.append("length ≥ \(minLength)") }
        if let maxLength = constraints.maxLength { parts.append("length ≤ \(maxLength)") }
        if let minimum = constraints.minimum { parts.append("≥ \(minimum)") }
        if let exclusiveMinimum = constraints.exclusiveMinimum { parts.append("> \(exclusiveMinimum)") }
        if let maximum = constraints.maximum { parts.append("≤ \(maximum)") }
        if let exclusiveMaximum = constraints.exclusiveMaximum { parts.append("< \(exclusiveMaximum)") }
        if let pattern = constraints.pattern { parts.append("pattern \(pattern)") }
        if let element = constraints.element, !element.isEmpty { parts.append("each element: \(describe(element))") }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
