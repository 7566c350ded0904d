/// Spreads the outputs' declarations over a fixed number of files per output, so that a big API compiles in
/// parallel and a change recompiles only the files whose text changed.
///
/// A declaration's file follows from its own name alone (rendezvous hashing over the files it may go to): adding,
/// removing or resizing another declaration never moves it, so an added operation changes the files its own
/// declarations fall to and no others. Cutting each output into runs of equal size moved every boundary instead,
/// and one operation added to a 200-operation API rewrote 9 of its 12 files.
package enum FileSplitter {
    /// `outputs` (each output's declarations in order, nil for an output not generated) spread over `filesEach`
    /// files per output. A declaration may go to any of the files, whichever output names it: an API without
    /// groups has one endpoint enum and a models-only spec none, and files kept for their own output would stay
    /// empty while the models crowd into theirs. Each file keeps its declarations in the outputs' order; a file no
    /// declaration falls to is empty.
    package static func spread(_ outputs: [[String]?], filesEach: Int) -> [[String]] {
        let files = Array(0..<outputs.count * filesEach)
        var contents = Array(repeating: [String](), count: files.count)
        for unit in outputs.compactMap({ $0 }).joined() {
            contents[file(for: unit, among: files)].append(unit)
        }
        return contents
    }

    /// The file among `candidates` whose score for the unit's name is highest (the first of equal scores).
    static func file(for unit: String, among candidates: [Int]) -> Int {
        let name = StableHash.of(declarationName(of: unit))
        var best = candidates[0]
        var bestScore = StableHash.mix(name, best)
        for candidate in candidates.dropFirst() {
            let score = StableHash.mix(name, candidate)
            if score > bestScore { (best, bestScore) = (candidate, score) }
        }
        return best
    }

    /// What names a declaration: its first line of code (not a comment or an attribute) up to its inheritance
    /// clause, generic parameters or body (`public nonisolated struct Pet`), so that a declaration whose members
    /// change stays where it is; for an extension, which many declarations share (`extension PetEndpoint`), with
    /// its first member's line cut the same way.
    static func declarationName(of unit: String) -> String {
        // Line by line over the bytes, and only as far as the name goes: splitting whole declarations into lines
        // took twice the time of the rest of generating TMDB's SDK.
        var code: [Substring] = []
        var rest = unit[...]
        while code.count < 2, !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? rest[end...] : rest[rest.utf8.index(after: end)...]
            let text = line.drop { $0 == " " }
            guard !line.isEmpty, !text.hasPrefix("//"), !text.hasPrefix("@") else { continue }
            let cut = line.prefix { !":{<(=".contains($0) }
            code.append(cut)
            if code.count == 1, !(cut.hasPrefix("extension ") || cut.contains(" extension ")) { break }
        }
        guard let head = code.first else { return unit }
        return code.count == 2 ? String(head + code[1]) : String(head)
    }
}
