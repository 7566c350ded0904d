/// Names in other scripts than Latin: Swift names may hold their letters (`цвет`, `日本`), so an API written in
/// Russian or Japanese keeps its words rather than becoming `value`, `value2`, … (a name with no ASCII
/// letter used to have no word at all).
extension Casing {
    /// The words of `text` (diacritics already folded): runs of letters and digits (and of `.`, `-` or `_` between two
    /// digits, as in the ASCII ``words(_:)``), split where a lowercase letter or digit is followed by an uppercase one.
    static func unicodeWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var previous: Character?
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard isWordCharacter(character) || isDigitSeparator(at: index, in: characters) else {
                if !word.isEmpty { words.append(word) }
                word = ""
                previous = nil
                continue
            }
            if let previous, previous.isLowercase || previous.isNumber, character.isUppercase, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(character)
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// `words` in lowerCamelCase: the first word's leading capitals lowered as ``lowerCamel(_:)`` lowers them.
    static func lowerCamel(words: [String]) -> String {
        let words = words.map(spelled)
        guard let first = words.first else { return "value" }
        let characters = Array(first)
        let upperRun = characters.prefix(while: \.isUppercase).count
        let isPlural = upperRun >= 2 && characters.count == upperRun + 1 && characters.last == "s"
        let endsRun = upperRun == characters.count || isPlural || characters[upperRun].isNumber
        let lowered = endsRun ? characters.count : max(upperRun - 1, 1)
        var name = characters.prefix(lowered).map { $0.lowercased() }.joined() + String(characters.dropFirst(lowered))
        let shouted = isShouted(words)
        for word in words.dropFirst() { name += capitalized(shouted ? word.lowercased() : word) }
        return name.first?.isASCII == true && name.first?.isNumber == true ? "_" + name : name
    }

    /// `words` capitalized and joined (``capitalizedWords(_:)``).
    static func capitalizedWords(words: [String]) -> String {
        let words = words.map(spelled)
        let shouted = isShouted(words)
        return words.map { capitalized(shouted ? $0.lowercased() : $0) }.joined()
    }

    /// Whether `words` are several written in capitals (`ЦВЕТ_КУЗОВА`), so words and not acronyms (see the ASCII
    /// `isShouted`).
    private static func isShouted(_ words: [String]) -> Bool {
        words.count > 1 && !words.contains { $0.contains(where: \.isLowercase) }
    }

    /// Whether `characters[index]` is a `.`, `-` or `_` between two ASCII digits, which belongs to the word around it.
    private static func isDigitSeparator(at index: Int, in characters: [Character]) -> Bool {
        guard index > 0, index + 1 < characters.count, let byte = characters[index].asciiValue, isDigitSeparator(byte) else {
            return false
        }
        let digits: ClosedRange<Character> = "0"..."9"
        return digits.contains(characters[index - 1]) && digits.contains(characters[index + 1])
    }

    /// `word` as a name spells it: a separator between digits as `_`.
    private static func spelled(_ word: String) -> String {
        word.contains { $0 == "." || $0 == "-" } ? String(word.map { $0 == "." || $0 == "-" ? "_" : $0 }) : word
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Whether `character` is part of a word: a letter or digit of any script, every scalar of which Swift takes in a
    /// name. Combining marks standing alone, symbols, emoji and invisible characters (a zero-width space, a
    /// right-to-left override) are not.
    private static func isWordCharacter(_ character: Character) -> Bool {
        if character.isASCII { return character.isLetter || character.isNumber }
        guard character.isLetter || character.isNumber else { return false }
        return character.unicodeScalars.allSatisfy { scalar in
            let properties = scalar.properties
            return (properties.isAlphabetic || properties.numericType != nil) && !Self.combiningRanges.contains { $0.contains(scalar.value) }
        }
    }

    /// Combining marks, which Swift takes inside a name but not at its start; folding diacritics removes most.
    private static let combiningRanges: [ClosedRange<UInt32>] = [0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]
}
