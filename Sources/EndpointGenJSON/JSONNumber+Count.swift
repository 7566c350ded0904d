extension JSONNumber {
    /// What keeps the number from being a count (a length or a number of items or members), or nil when it is one:
    /// a whole number of 0 or more however written (`64`, `64.0`, `6.4e1`), as JSON Schema reads it. Its value is
    /// then ``wholeValue``. The number is quoted, so that a diagnostic's kind does not change with it (`1e400`).
    package var countProblem: String? {
        if let whole = wholeValue { return whole < 0 ? "must be 0 or more, found '\(text)'" : nil }
        if let double, double.rounded() != double { return "must be a whole number, found '\(text)'" }
        return "is too large, found '\(text)'"
    }
}
