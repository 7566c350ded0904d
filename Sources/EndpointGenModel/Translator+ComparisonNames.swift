import EndpointGenSpec

extension Translator {
    /// The Swift name of a parameter whose wire name ends in a comparison (`DateCreated<`, `Price>=`, as Twilio's
    /// documents filter by): the name of what it compares and a word for the comparison, which the name would otherwise
    /// drop, leaving `dateCreated2` beside `dateCreated`. Dates and times come `Before` and `After`; other values
    /// `LessThan`, `AtMost`, `GreaterThan` and `AtLeast`. Nil for any other wire name.
    func comparisonName(ofKey key: String, type: SwiftType) -> String? {
        guard let comparison = Self.comparisons.first(where: { key.hasSuffix($0.symbol) }) else { return nil }
        let compared = String(key.dropLast(comparison.symbol.count))
        guard !Casing.words(compared).isEmpty else { return nil }
        let isTime = [SwiftType.date, .calendarDate].contains(type.unwrapped)
        return Naming.memberName(Casing.lowerCamel(compared) + (isTime ? comparison.time : comparison.other))
    }

    /// Longer symbols first, so that `<=` is not read as `<` after an `=`.
    private static let comparisons: [(symbol: String, time: String, other: String)] = [
        ("<=", "Before", "AtMost"), (">=", "After", "AtLeast"), ("<", "Before", "LessThan"), (">", "After", "GreaterThan"),
    ]
}
