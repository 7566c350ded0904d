import Foundation

/// Turns any wire or spec name into a valid, idiomatic Swift identifier.
///
/// All naming decisions live here so that they are consistent and tested in one place.
enum Naming {
    /// `poster_path` → `posterPath`, `X-Device-Type` → `xDeviceType`, `ID` → `id`, `1080p` → `_1080p`.
    static func lowerCamel(_ name: String) -> String {
        let words = self.words(name)
        guard let first = words.first else { return "value" }
        let head = first.allSatisfy(\.isUppercase) ? first.lowercased() : lowercasingFirst(first)
        return leadingDigitSafe(head + words.dropFirst().map(capitalizingFirst).joined())
    }

    /// `movie_page` → `MoviePage`, `friends` → `Friends`.
    static func upperCamel(_ name: String) -> String {
        let words = self.words(name)
        guard !words.isEmpty else { return "Value" }
        return leadingDigitSafe(words.map(capitalizingFirst).joined())
    }

    /// `posterPath` → `poster_path`, `userID` → `user_id`.
    static func snakeCase(_ name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character.isUppercase && index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result += "_"
                }
            }
            result += character.lowercased()
        }
        return result
    }

    /// A property or parameter name that also works after a dot: `self`, `Type`, `init` and the like
    /// cannot be reached as `value.self`, so they get a `Value` suffix.
    static func memberName(_ name: String) -> String {
        ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "Any"].contains(name) ? name + "Value" : name
    }

    /// The identifier with backticks when it is a Swift keyword, e.g. `` `default` ``.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// An argument label at a call site, where keywords other than `inout` need no backticks.
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// Whether `name` is usable as a type name as written (no conversion needed).
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
    }

    /// Splits on anything that is not an ASCII letter or digit, and on lower→upper case changes.
    /// Diacritics are folded first (`é` → `e`); other non-ASCII characters separate words.
    static func words(_ name: String) -> [String] {
        let folded = name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in folded.unicodeScalars {
            guard scalar.isASCIILetter || scalar.isASCIIDigit else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, previous.isASCIILowercase || previous.isASCIIDigit, scalar.isASCIIUppercase {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previous = scalar
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowercasingFirst(_ word: String) -> String {
        // Keep acronym runs readable: "URLPath" → "urlPath", "Movie" → "movie".
        let scalars = Array(word.unicodeScalars)
        var upperRun = 0
        while upperRun < scalars.count, scalars[upperRun].isASCIIUppercase { upperRun += 1 }
        let lowered = upperRun > 1 && upperRun < scalars.count ? upperRun - 1 : max(upperRun, 1)
        return word.prefix(lowered).lowercased() + word.dropFirst(lowered)
    }

    private static func leadingDigitSafe(_ identifier: String) -> String {
        identifier.first?.isNumber == true ? "_" + identifier : identifier
    }

    /// Words that need backticks as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "package", "consume", "borrowing", "consuming", "some", "any",
    ]
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { isASCIIUppercase || isASCIILowercase }
    var isASCIIUppercase: Bool { ("A"..."Z").contains(self) }
    var isASCIILowercase: Bool { ("a"..."z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
