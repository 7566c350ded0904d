extension String {
    /// The word as compared with others: in lower case, and a plural as its singular (`models` is `model`,
    /// `activities` `activity`), so that a path's `dashboard` is the tag `Dashboards`' word and the name `listModel`'s
    /// path `/models` adds nothing.
    var comparableWord: String {
        let lowered = lowercased()
        if lowered.count > 3, lowered.hasSuffix("ies") { return lowered.dropLast(3) + "y" }
        if lowered.count > 2, lowered.hasSuffix("s"), !lowered.hasSuffix("ss") { return String(lowered.dropLast()) }
        return lowered
    }
}
