import EndpointGenJSON

/// Spreads the outputs' declarations over a fixed number of files per output, so that a big API compiles in
/// parallel and a change recompiles only the files whose text changed.
///
/// A declaration's file follows from its own name alone (rendezvous hashing over the files): adding,
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
        var contents = Array(repeating: [String](), count: outputs.count * filesEach)
        for unit in outputs.compactMap({ $0 }).joined() {
            contents[file(for: unit, of: contents.count)].append(unit)
        }
        return contents
    }

    /// The file of `count` (at least one) whose score for the unit's name is highest (the first of equal scores).
    static func file(for unit: String, of count: Int) -> Int {
        let name = StableHash.of(declarationName(of: unit))
        return (0..<count).max { StableHash.mix(name, $0) < StableHash.mix(name, $1) } ?? 0
    }

    /// What names a declaration: its first line of code (not a comment or an attribute) up to its inheritance
    /// clause, generic parameters or body (`public nonisolated struct Pet`), so that a declaration whose members
    /// change stays where it is; for an extension, which many declarations share (`extension PetEndpoint`), with
    /// its first member's line cut the same way.
    static func declarationName(of unit: String) -> String {
        // Over the bytes in place, and only as far as the name goes: splitting whole declarations into lines of
        // `Character`s took twice the time of the rest of generating TMDB's SDK, and stepping through the string's
        // UTF-8 view and asking a set for each byte was still two hundredths of generating the synthetic 1k document.
        var source = unit
        let name = source.withUTF8 { bytes -> String? in
            var name: [UInt8] = []
            var lines = 0
            var start = 0
            while lines < 2, start < bytes.count {
                let end = Self.lineEnd(in: bytes, from: start)
                let line = bytes[start..<end]
                start = end + 1
                let text = line.drop { $0 == UInt8(ascii: " ") }
                guard !line.isEmpty, !text.starts(with: "//".utf8), text.first != UInt8(ascii: "@") else { continue }
                let cut = line.prefix { !Self.endsName($0) }
                name.append(contentsOf: cut)
                lines += 1
                if lines == 1, !Self.isExtension(cut) { break }
            }
            return lines == 0 ? nil : String(decoding: name, as: UTF8.self)
        }
        return name ?? unit
    }

    /// Whether a declaration's first line, cut where its name ends, declares an extension (`extension PetEndpoint`,
    /// `nonisolated extension Pet`).
    private static func isExtension(_ head: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        // By bytes, and only at the start and after each space: keywords and a Swift identifier, where Foundation's
        // search for ` extension ` in every declaration's name was most of spreading the synthetic 1k document's
        // declarations.
        var start = head.startIndex
        while true {
            if head[start...].starts(with: "extension ".utf8) { return true }
            guard let space = head[start...].firstIndex(of: UInt8(ascii: " ")) else { return false }
            start = space + 1
        }
    }

    /// The offset of the first line break at or after `offset`, or the end of `bytes`; looked for eight bytes at a
    /// time, as the documentation a declaration starts with may be long.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        // The search stops at every control character too; any other than a line break is passed over.
        var index = ByteSearch.firstSpecialByte(in: bytes, from: offset, UInt8(ascii: "\n"), UInt8(ascii: "\n"), nonASCII: false)
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            index = ByteSearch.firstSpecialByte(in: bytes, from: index + 1, UInt8(ascii: "\n"), UInt8(ascii: "\n"), nonASCII: false)
        }
        return index
    }

    /// Whether `byte` ends a declaration's name: its inheritance clause, generic parameters, parameters or body.
    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ":"), UInt8(ascii: "{"), UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "="): true
        default: false
        }
    }
}
