extension Diagnostic {
    /// A short name for what the diagnostic is about, the same for every diagnostic of one message whatever names
    /// it quotes: the first four significant words of the message without its quoted parts and numbers, e.g.
    /// `oauth2-scheme-becomes-bearer`. Used to count and hide warnings by kind (`--quiet-warnings`).
    public var kind: String {
        var words: [String] = []
        var word = ""
        var quote: Character?
        for character in message + " " {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if character == "'" || character == "\"" || character == "`" {
                quote = character
            } else if character.isLetter || character.isNumber {
                word.append(contentsOf: character.lowercased())
                continue
            }
            if !word.isEmpty, !word.allSatisfy(\.isNumber), !Self.stopWords.contains(word) { words.append(word) }
            word = ""
            if words.count == 4 { break }
        }
        return words.isEmpty ? "other" : words.joined(separator: "-")
    }

    private static let stopWords: Set<String> = [
        "a", "an", "the", "is", "are", "be", "of", "to", "in", "by", "it", "its", "and", "or", "as", "for", "with",
        "this", "that", "on", "at", "has", "have", "not", "no",
    ]
}
