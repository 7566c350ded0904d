/// Splits the outputs' declarations over a fixed number of files per output, so that a big API compiles in
/// parallel and a change recompiles only the files whose text changed.
package enum FileSplitter {
    /// `outputs` (each output's declarations, in file order) cut into `filesEach` files per output, every file
    /// holding at least one declaration, in order; nil when there are fewer declarations than files.
    ///
    /// Each output fills its own files where it has declarations enough. An output with fewer (an API without
    /// groups has one endpoint enum) leaves its remaining files to the output with the most text per file, whose
    /// run then starts in the files before its own or ends in those after them: the file names are declared
    /// before the spec is read, so they cannot follow the declarations.
    package static func split(_ outputs: [[String]], filesEach: Int) -> [[String]]? {
        let total = outputs.count * filesEach
        guard outputs.reduce(0, { $0 + $1.count }) >= total else { return nil }
        let sizes = outputs.map { units in units.reduce(0) { $0 + $1.utf8.count } }
        var files = outputs.map { min($0.count, filesEach) }
        for _ in 0..<(total - files.reduce(0, +)) {
            // The output that most needs another file: the most text per file among those with a declaration to spare.
            let candidates = outputs.indices.filter { files[$0] < outputs[$0].count }
            guard let neediest = candidates.max(by: { sizes[$0] * files[$1] < sizes[$1] * files[$0] }) else { return nil }
            files[neediest] += 1
        }
        return outputs.indices.flatMap { Self.split(outputs[$0], into: files[$0]) }
    }

    /// `outputs` cut into `filesEach` files per output where ``split(_:filesEach:)`` cannot give every file a
    /// declaration: each output's declarations in as many of its own files as they fill, the files left over empty.
    package static func splitLeavingFilesOver(_ outputs: [[String]], filesEach: Int) -> [[String]] {
        outputs.flatMap { units in
            let used = min(units.count, filesEach)
            return split(units, into: used) + Array(repeating: [], count: filesEach - used)
        }
    }

    /// `units` in order, cut into `parts` runs of about equal length (in UTF-8 bytes), none empty; `units` holds
    /// at least `parts` units.
    static func split(_ units: [String], into parts: Int) -> [[String]] {
        guard parts > 0 else { return [] }
        let total = units.reduce(0) { $0 + $1.utf8.count }
        var result: [[String]] = [[]]
        var filled = 0
        for (index, unit) in units.enumerated() {
            let current = result[result.count - 1]
            let unitsLeft = units.count - index
            let runsLeft = parts - result.count
            // Start the next run once this one has its share of the text so far, or when every unit left must start one.
            if runsLeft > 0, !current.isEmpty, filled >= total * result.count / parts || unitsLeft == runsLeft {
                result.append([])
            }
            result[result.count - 1].append(unit)
            filled += unit.utf8.count
        }
        return result
    }
}
