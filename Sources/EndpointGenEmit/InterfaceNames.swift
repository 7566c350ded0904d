import EndpointGenJSON
import Foundation

/// Which type names a piece of generated Swift names in its interface: the declarations other modules see at the
/// generated access level, with the conformances of its types and extensions where that level is `public`.
///
/// A module whose types a file's interface names must be imported `public` (or `package`) where imports are internal by
/// default (`InternalImportsByDefault`, a future language mode's default), and such an import whose types the interface
/// does not name is warned about; so each file's imports follow from its own declarations. Reading the printed text,
/// rather than having each emitter report the types it prints, keeps the answer true to what was printed, whichever
/// printer printed it. The reading over-approximates (an initial value's types count too), which at worst makes an
/// import public that could have stayed internal.
package enum InterfaceNames {
    /// The names among `candidates` that `source`'s declarations at `access` (`public`, `package`) name in their
    /// signatures, types, default arguments and (for `public`) conformances: every declaration marked `access`, the
    /// requirements of a protocol and the cases of an enum so marked, and every extension's line.
    package static func named(in source: String, access: String, among candidates: Candidates) -> Set<String> {
        var source = source
        return source.withUTF8 { bytes in
            var reader = Reader(bytes: bytes, access: Array(access.utf8), candidates: candidates)
            reader.readDeclarations()
            return reader.found
        }
    }

    /// The type names looked for, made once for many files.
    package struct Candidates {
        let names: Set<String>
        /// Each name's length and first byte (`count << 8 | first`): most words are told apart by these alone,
        /// without making a `String` of them.
        let shapes: Set<Int>

        package init(_ names: Set<String>) {
            self.names = names
            shapes = Set(names.map { Self.shape(count: $0.utf8.count, first: $0.utf8.first ?? 0) })
        }

        static func shape(count: Int, first: UInt8) -> Int {
            count << 8 | Int(first)
        }
    }

    /// What the lines directly inside a pair of braces declare.
    private enum Scope {
        /// The members of a type or extension, which count where marked with the access level.
        case members
        /// The requirements of a protocol at the access level: each counts.
        case requirements
        /// The members of an enum at the access level: its cases count too.
        case cases
        /// Code, or the members of a type below the access level: nothing counts.
        case code
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The generated access level's keyword.
        let access: [UInt8]
        let candidates: Candidates
        var found: Set<String> = []
        var offset = 0
        var scopes: [Scope] = [.members]

        init(bytes: UnsafeBufferPointer<UInt8>, access: [UInt8], candidates: Candidates) {
            self.bytes = bytes
            self.access = access
            self.candidates = candidates
        }

        mutating func readDeclarations() {
            while offset < bytes.count {
                readLine()
            }
        }

        /// Reads one line of code, with the lines its brackets and parentheses carry on to.
        private mutating func readLine() {
            skipSpaces()
            let scope = scopes.last ?? .members
            // Inside code, where most lines are, no line declares interface: its keywords are not even read.
            let keywords = scope == .code ? [] : readLeadingKeywords()
            let marked = keywords.contains(.access) || keywords.contains(.extension)
            let counts = scope != .code && (marked || (scope == .requirements && !keywords.isEmpty) || (scope == .cases && keywords.contains(.case)))
            let opens: Scope
            if scope == .code || !marked || keywords.isDisjoint(with: .types) {
                opens = .code
            } else if keywords.contains(.protocol) {
                opens = .requirements
            } else if keywords.contains(.enum) {
                opens = .cases
            } else {
                opens = .members
            }
            // The interface is read up to the declaration's body, or a stored property's initial value; a `package`
            // type's conformances are no package interface (only a protocol's inheritance is), a public one's are.
            var reading = counts
            let stopsAtValue = keywords.contains(.storedValue)
            let stopsAtConformances = access != Self.public && !keywords.isDisjoint(with: .conformingTypes)
            var opened = false
            var depth = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                guard Self.matters[Int(byte)] || (reading && Self.isIdentifierStart(byte)) else {
                    offset += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\n"):
                    offset += 1
                    if depth == 0 { return }
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    depth += 1
                    offset += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                    offset += 1
                case UInt8(ascii: "{"):
                    scopes.append(!opened && depth == 0 ? opens : .code)
                    opened = true
                    reading = false
                    offset += 1
                case UInt8(ascii: "}"):
                    if scopes.count > 1 { scopes.removeLast() }
                    offset += 1
                case UInt8(ascii: "="):
                    if depth == 0, stopsAtValue { reading = false }
                    offset += 1
                case UInt8(ascii: ":"):
                    if depth == 0, stopsAtConformances { reading = false }
                    offset += 1
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    if !skipString() { offset += 1 }
                case UInt8(ascii: "/"):
                    if !skipComment() { offset += 1 }
                default:
                    note(readWord())
                }
            }
        }

        /// The bytes that end a run of ordinary code: brackets, line breaks, the starts of strings and comments, and
        /// the marks that end a declaration's interface.
        private static let matters: [Bool] = (0...255).map { byte in
            "\n()[]{}=:\"#/".utf8.contains(UInt8(byte))
        }

        /// The declaration keywords and modifiers a line starts with, attributes passed over; stops before the first
        /// other word.
        private mutating func readLeadingKeywords() -> Keywords {
            var keywords: Keywords = []
            while offset < bytes.count {
                if bytes[offset] == UInt8(ascii: "@") {
                    offset += 1
                    _ = readWord()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "(") { skipGroup() }
                } else if Self.isIdentifierStart(bytes[offset]) {
                    let start = offset
                    let word = readWord()
                    if bytes[word].elementsEqual(access) {
                        keywords.insert(.access)
                    } else if let keyword = Keywords.leading(bytes[word]) {
                        keywords.insert(keyword)
                    } else {
                        offset = start
                        break
                    }
                } else {
                    break
                }
                skipSpaces()
            }
            return keywords
        }

        private mutating func note(_ word: Range<Int>) {
            guard let first = word.first.map({ bytes[$0] }), first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
                  candidates.shapes.contains(Candidates.shape(count: word.count, first: first)) else { return }
            let name = String(decoding: bytes[word], as: UTF8.self)
            if candidates.names.contains(name) { found.insert(name) }
        }

        /// Reads an identifier (or a number) starting at `offset`.
        private mutating func readWord() -> Range<Int> {
            let start = offset
            while offset < bytes.count, Self.isIdentifierStart(bytes[offset]) || (bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")) {
                offset += 1
            }
            return start..<offset
        }

        private mutating func skipSpaces() {
            while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
                offset += 1
            }
        }

        /// Passes over a parenthesized group, strings and comments in it included.
        private mutating func skipGroup() {
            var depth = 0
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "("):
                    depth += 1
                    offset += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    offset += 1
                    if depth == 0 { return }
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    if !skipString() { offset += 1 }
                case UInt8(ascii: "/"):
                    if !skipComment() { offset += 1 }
                default:
                    offset += 1
                }
            }
        }

        /// Passes over a string literal starting at `offset` (plain, raw `#"…"#`, or multi-line), interpolations
        /// included; false, moving nothing, when none starts there. A plain literal's bytes are looked through eight
        /// at a time for the quote or backslash that matters.
        private mutating func skipString() -> Bool {
            var cursor = offset
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
            let hashes = cursor - offset
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return false }
            let multiline = cursor + 2 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "\"") && bytes[cursor + 2] == UInt8(ascii: "\"")
            cursor += multiline ? 3 : 1
            if hashes > 0 { return skipRawString(from: cursor, hashes: hashes, multiline: multiline) }
            while cursor < bytes.count {
                cursor = ByteSearch.firstSpecialByte(in: bytes, from: cursor, UInt8(ascii: "\""), UInt8(ascii: "\\"), nonASCII: false)
                guard cursor < bytes.count else { break }
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "\\") {
                    cursor += 1
                    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") {
                        offset = cursor
                        skipGroup()
                        cursor = offset
                    } else {
                        cursor += 1
                    }
                } else if byte == UInt8(ascii: "\""), closes(at: cursor, multiline: multiline, hashes: 0) {
                    offset = cursor + (multiline ? 3 : 1)
                    return true
                } else if byte == UInt8(ascii: "\n"), !multiline {
                    break
                } else {
                    cursor += 1
                }
            }
            offset = cursor
            return true
        }

        /// Passes over the rest of a raw literal from `cursor`, just past its opening quotes, to just past its closing
        /// delimiter. Only a `#` can end it or begin an interpolation (`\#(`), and the JSON samples that make raw
        /// literals most of an SDK's text rarely hold one: each is found by the C library's `memchr`.
        private mutating func skipRawString(from start: Int, hashes: Int, multiline: Bool) -> Bool {
            let quotes = multiline ? 3 : 1
            var cursor = start
            while cursor < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + cursor, Int32(UInt8(ascii: "#")), bytes.count - cursor) {
                let hash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bytes[hash - 1] == UInt8(ascii: "\\"), hasHashes(hashes, at: hash), hash + hashes < bytes.count,
                   bytes[hash + hashes] == UInt8(ascii: "(") {
                    offset = hash + hashes
                    skipGroup()
                    cursor = offset
                } else if hash - quotes >= start, closes(at: hash - quotes, multiline: multiline, hashes: hashes) {
                    offset = hash + hashes
                    return true
                } else {
                    cursor = hash + 1
                }
            }
            offset = bytes.count
            return true
        }

        private func hasHashes(_ count: Int, at start: Int) -> Bool {
            guard start + count <= bytes.count else { return false }
            return (start..<start + count).allSatisfy { bytes[$0] == UInt8(ascii: "#") }
        }

        private func closes(at quote: Int, multiline: Bool, hashes: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            guard quote + quotes <= bytes.count, (quote..<quote + quotes).allSatisfy({ bytes[$0] == UInt8(ascii: "\"") }) else { return false }
            return hasHashes(hashes, at: quote + quotes)
        }

        /// Passes over a `//` comment up to its line's end, or a `/* … */` one (which may nest); false, moving nothing,
        /// when none starts at `offset`.
        private mutating func skipComment() -> Bool {
            guard offset + 1 < bytes.count else { return false }
            switch bytes[offset + 1] {
            case UInt8(ascii: "/"):
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                return true
            case UInt8(ascii: "*"):
                var depth = 0
                while offset + 1 < bytes.count {
                    if bytes[offset] == UInt8(ascii: "/"), bytes[offset + 1] == UInt8(ascii: "*") {
                        depth += 1
                        offset += 2
                    } else if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        offset += 2
                        if depth == 0 { return true }
                    } else {
                        offset += 1
                    }
                }
                offset = bytes.count
                return true
            default:
                return false
            }
        }

        private static let `public` = Array("public".utf8)

        private static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_") || byte >= 0x80
        }
    }

    /// The keywords and modifiers a declaration's line starts with, as far as reading the interface needs them.
    private struct Keywords: OptionSet {
        let rawValue: UInt16

        /// The generated access level (`public`, `package`).
        static let access = Keywords(rawValue: 1 << 0)
        static let `extension` = Keywords(rawValue: 1 << 1)
        static let `case` = Keywords(rawValue: 1 << 2)
        static let `protocol` = Keywords(rawValue: 1 << 3)
        static let `enum` = Keywords(rawValue: 1 << 4)
        /// `struct`, `class` or `actor`.
        static let otherType = Keywords(rawValue: 1 << 5)
        /// `let` or `var`.
        static let storedValue = Keywords(rawValue: 1 << 6)
        /// Any other modifier or declaration keyword.
        static let other = Keywords(rawValue: 1 << 7)

        /// The keywords that open a type's or an extension's members.
        static let types: Keywords = [.extension, .protocol, .enum, .otherType]
        /// The keywords of declarations whose inheritance clause lists conformances.
        static let conformingTypes: Keywords = [.extension, .enum, .otherType]

        /// What `word` is, if a word a declaration's line may start with before its name (the access level aside).
        static func leading(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Keywords? {
            guard let first = word.first, let last = word.last, word.count > 1 else { return nil }
            guard let entry = byKey[key(count: word.count, first: first, second: word[word.startIndex + 1], last: last)],
                  word.elementsEqual(entry.word) else { return nil }
            return entry.keyword
        }

        /// A word's length and its first, second and last bytes, which tell every leading word apart.
        private static func key(count: Int, first: UInt8, second: UInt8, last: UInt8) -> Int {
            count << 24 | Int(first) << 16 | Int(second) << 8 | Int(last)
        }

        private static let byKey: [Int: (word: [UInt8], keyword: Keywords)] = {
            var words: [String: Keywords] = ["extension": .extension, "case": .case, "protocol": .protocol, "enum": .enum,
                                             "struct": .otherType, "class": .otherType, "actor": .otherType, "let": .storedValue, "var": .storedValue]
            for word in ["public", "package", "internal", "private", "fileprivate", "open", "nonisolated", "static", "final", "indirect",
                         "override", "mutating", "nonmutating", "convenience", "required", "func", "init", "typealias",
                         "associatedtype", "subscript"] {
                words[word] = .other
            }
            var byKey: [Int: (word: [UInt8], keyword: Keywords)] = [:]
            for (word, keyword) in words {
                let bytes = Array(word.utf8)
                let key = key(count: bytes.count, first: bytes[0], second: bytes[1], last: bytes[bytes.count - 1])
                precondition(byKey[key] == nil, "two leading words share a key: \(word)")
                byKey[key] = (bytes, keyword)
            }
            return byKey
        }()
    }
}
