extension Diagnostic {
    /// A short name for what the diagnostic is about, the same for every diagnostic of one message whatever names
    /// it quotes and however many things it counts: the first four significant words of the message without its
    /// quoted parts and numbers, with the `not` or `no` among them, the words a number counts in the singular (`2 schema examples` is `schema-example`,
    /// as `1 schema example`), e.g. `oauth2-scheme-becomes-bearer`. Used to count and hide warnings by kind
    /// (`--quiet-warnings`).
    public var kind: String {
        // Messages are ASCII but for the names they quote, whose bytes are their characters: read by characters
        // (and Unicode properties), the kinds of a document's 2,000 warnings took a twentieth of generating it. Read
        // in place, a word is made a String only once it is known to count.
        var message = message
        return message.withUTF8 { $0.reduce(0, |) < 0x80 ? Self.kind(of: $0) : nil } ?? unicodeKind
    }

    private static func kind(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        var words: [String] = []
        var word: [UInt8] = []
        word.reserveCapacity(32)
        var quote: UInt8?
        var counted = false
        var significant = 0
        // The message's bytes, then a space that ends the last word.
        for position in 0...bytes.count {
            let byte = position < bytes.count ? bytes[position] : UInt8(ascii: " ")
            if let open = quote {
                if byte == open, open != UInt8(ascii: "'") || position + 1 >= bytes.count || !isAlphanumeric(bytes[position + 1]) {
                    quote = nil
                }
                continue
            }
            if byte == UInt8(ascii: "'"), position > 0, isAlphanumeric(bytes[position - 1]) {
                // An apostrophe, in the word it is part of.
                continue
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "`") {
                quote = byte
            } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                word.append(byte)
                continue
            } else if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                word.append(byte + 0x20)
                continue
            }
            if !word.isEmpty {
                if word.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                    counted = true
                } else {
                    let text = String(decoding: word, as: UTF8.self)
                    if stopWords.contains(text) {
                        counted = false
                    } else {
                        words.append(counted ? String(decoding: singular(word), as: UTF8.self) : text)
                        if !negations.contains(text) { significant += 1 }
                    }
                }
            }
            word.removeAll(keepingCapacity: true)
            if significant == 4 { break }
        }
        return words.isEmpty ? "other" : words.joined(separator: "-")
    }

    /// Whether `byte` is an ASCII letter or digit: a `'` beside one is an apostrophe (`Clancy's`), not a quote's start
    /// or end. Read as quotes, the apostrophes of quoted enum values shifted the words: LZT's duplicate values were
    /// `enum-value-s-rainbow` beside `enum-value-same-swift`.
    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isAlphanumeric(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// `word` without the ending of a plural: `examples` → `example`, `classes` → `class`, `matches` → `match`; not
    /// `class` itself.
    private static func singular(_ word: [UInt8]) -> [UInt8] {
        guard word.count > 2, word.last == UInt8(ascii: "s"), word[word.count - 2] != UInt8(ascii: "s") else { return word }
        let text = String(decoding: word, as: UTF8.self)
        let es = ["sses", "xes", "ches", "shes"].contains { text.hasSuffix($0) }
        return Array(word.dropLast(es ? 2 : 1))
    }

    private var unicodeKind: String {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var counted = false
        var significant = 0
        let characters = Array(message + " ")
        for (position, character) in characters.enumerated() {
            if let open = quote {
                if character == open, open != "'" || !Self.isAlphanumeric(characters[position + 1]) { quote = nil }
                continue
            }
            if character == "'", position > 0, Self.isAlphanumeric(characters[position - 1]) {
                continue
            } else if character == "'" || character == "\"" || character == "`" {
                quote = character
            } else if character.isLetter || character.isNumber {
                word.append(contentsOf: character.lowercased())
                continue
            }
            if !word.isEmpty {
                if word.allSatisfy(\.isNumber) {
                    counted = true
                } else {
                    if Self.stopWords.contains(word) {
                        counted = false
                    } else {
                        words.append(counted ? String(decoding: Self.singular(Array(word.utf8)), as: UTF8.self) : word)
                        if !Self.negations.contains(word) { significant += 1 }
                    }
                }
            }
            word = ""
            if significant == 4 { break }
        }
        return words.isEmpty ? "other" : words.joined(separator: "-")
    }

    /// Words that say nothing of the kind. `not` and `no` are not among them: without them `does not fit` was
    /// `does-fit`, the opposite of the message. They are ``negations``, kept beside the four words they turn.
    private static let stopWords: Set<String> = [
        "a", "an", "the", "is", "are", "be", "of", "to", "in", "by", "it", "its", "and", "or", "as", "for", "with",
        "this", "that", "on", "at", "has", "have", "does", "do",
    ]

    private static let negations: Set<String> = ["not", "no"]
}
