/// Splits an output's declarations over a fixed number of files, so that a big API compiles in parallel and
/// a change recompiles only the files whose text changed.
package enum FileSplitter {
    /// `units` in order, cut into `parts` runs of about equal length (in UTF-8 bytes); a run may be empty when
    /// there are fewer units than parts.
    package static func split(_ units: [String], into parts: Int) -> [[String]] {
        guard parts > 1 else { return [units] }
        let total = units.reduce(0) { $0 + $1.utf8.count }
        var result: [[String]] = [[]]
        var filled = 0
        for unit in units {
            // Start the next part once this one has its share of the text so far.
            if result.count < parts, !result[result.count - 1].isEmpty, filled >= total * result.count / parts {
                result.append([])
            }
            result[result.count - 1].append(unit)
            filled += unit.utf8.count
        }
        while result.count < parts { result.append([]) }
        return result
    }
}
