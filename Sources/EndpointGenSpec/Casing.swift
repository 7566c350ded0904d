import Foundation

/// Spells any wire or spec name as identifier-shaped text: words, camel case, snake case.
///
/// Used by the OpenAPI importer to name what a document leaves unnamed and by the model stage, whose ``Naming``
/// adds Swift's own rules (keywords, reserved names) on top.
package enum Casing {
    /// `poster_path` → `posterPath`, `X-Device-Type` → `xDeviceType`, `ID` → `id`, `1080p` → `_1080p`.
    package static func lowerCamel(_ name: String) -> String {
        let words = self.words(name)
        guard let first = words.first else { return "value" }
        let head = first.allSatisfy(\.isUppercase) ? first.lowercased() : lowercasingFirst(first)
        return leadingDigitSafe(head + words.dropFirst().map(capitalizingFirst).joined())
    }

    /// `movie_page` → `MoviePage`, `friends` → `Friends`, `2fa` → `Model2fa`.
    ///
    /// A leading digit gets a word, not the `_` a value gets (``lowerCamel(_:)``): a type `_2fa` and a parameter
    /// `_2fa` would be one name, and the parameter would hide the type in `decoding: _2fa.self`.
    package static func upperCamel(_ name: String) -> String {
        let words = self.words(name)
        guard !words.isEmpty else { return "Value" }
        let identifier = words.map(capitalizingFirst).joined()
        return identifier.first?.isNumber == true ? "Model" + identifier : identifier
    }

    /// `posterPath` → `poster_path`, `userID` → `user_id`.
    package static func snakeCase(_ name: String) -> String {
        // Names are nearly always ASCII; looking up Unicode properties per character cost more than the rest.
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return unicodeSnakeCase(name) }
        let bytes = Array(name.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 4)
        for (index, byte) in bytes.enumerated() {
            if byte.isASCIIUppercase && index > 0 {
                let previous = bytes[index - 1]
                let nextIsLowercase = index + 1 < bytes.count && bytes[index + 1].isASCIILowercase
                if previous.isASCIILowercase || previous.isASCIIDigit || (previous.isASCIIUppercase && nextIsLowercase) {
                    result.append(UInt8(ascii: "_"))
                }
            }
            result.append(byte.isASCIIUppercase ? byte + 0x20 : byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func unicodeSnakeCase(_ name: String) -> String {
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

    /// Whether `name` is usable as a type name as written (no conversion needed).
    package static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
    }

    /// Splits on anything that is not an ASCII letter or digit, and on lower→upper case changes.
    /// Diacritics are folded first (`é` → `e`); other non-ASCII characters separate words.
    package static func words(_ name: String) -> [String] {
        // Folding goes through Foundation and was a sixth of generation time; ASCII names have nothing to fold.
        let folded = name.utf8.allSatisfy { $0 < 0x80 } ? name : name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var current: [UInt8] = []
        var previous: UInt8?
        // Bytes of non-ASCII characters are neither letters nor digits, so they separate words as the characters would.
        for byte in folded.utf8 {
            guard byte.isASCIILetter || byte.isASCIIDigit else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previous = nil
                continue
            }
            if let previous, previous.isASCIILowercase || previous.isASCIIDigit, byte.isASCIIUppercase {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(byte)
            previous = byte
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// The word with an uppercase first letter; words hold ASCII letters and digits only.
    private static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.utf8.first, first.isASCIILowercase else { return word }
        var bytes = Array(word.utf8)
        bytes[0] = first - 0x20
        return String(decoding: bytes, as: UTF8.self)
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
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { isASCIIUppercase || isASCIILowercase }
    var isASCIIUppercase: Bool { ("A"..."Z").contains(self) }
    var isASCIILowercase: Bool { ("a"..."z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension UInt8 {
    var isASCIILetter: Bool { isASCIIUppercase || isASCIILowercase }
    var isASCIIUppercase: Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) }
    var isASCIILowercase: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) }
    var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
