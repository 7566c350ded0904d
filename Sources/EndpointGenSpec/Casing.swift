import Foundation

/// Spells any wire or spec name as identifier-shaped text: words, camel case, snake case.
///
/// Used by the OpenAPI importer to name what a document leaves unnamed and by the model stage, whose ``Naming``
/// adds Swift's own rules (keywords, reserved names) on top.
package enum Casing {
    /// `poster_path` → `posterPath`, `X-Device-Type` → `xDeviceType`, `ID` → `id`, `1080p` → `_1080p`, `2.5gbase-t` →
    /// `_2_5gbaseT`, `claude-3-5-sonnet` → `claude3_5Sonnet` (a `.`, `-` or `_` between digits parts two numbers, kept
    /// as `_`: see ``words(_:)``).
    package static func lowerCamel(_ name: String) -> String {
        // Most keys are one lowercase word (`id`, `title`), which is its own name: kept, rather than spelled again.
        if let first = name.utf8.first, first.isASCIILowercase, name.utf8.allSatisfy({ $0.isASCIILowercase || $0.isASCIIDigit }) {
            return name
        }
        return withFoldedBytes(of: name, unicode: lowerCamel(words:)) { bytes in
            var identifier: [UInt8] = []
            identifier.reserveCapacity(bytes.count + 1)
            let shouted = isShouted(bytes)
            // Whether the first word is a capital and digits (`A2`, `B2`), which the next word's first capital may
            // end as an acronym of the shape `A2P`, `B2B`, `P2P`.
            var acronymGoesOn = false
            forEachWord(in: bytes) { word in
                let current = UnsafeBufferPointer(rebasing: bytes[word])
                if acronymGoesOn {
                    acronymGoesOn = false
                    // "A2PProfileBundleSid" → "a2pProfileBundleSid", the name "a2p_profile_bundle_sid" has: the acronym is
                    // "A2P", cut at its digit into words, and "a2PProfileBundleSid" lowered only its first piece. Longer
                    // runs are acronyms of their own ("V1SSHKeys" → "v1SSHKeys").
                    if current.count > 2, current[0].isASCIIUppercase, current[1].isASCIIUppercase, current[2].isASCIILowercase {
                        identifier.append(current[0] + 0x20)
                        return appendCapitalized(UnsafeBufferPointer(rebasing: current[1...]), to: &identifier)
                    }
                }
                guard identifier.isEmpty else {
                    return appendCapitalized(current, to: &identifier, lowering: shouted)
                }
                // Keep acronym runs readable: "ID" → "id", "URLPath" → "urlPath", "Movie" → "movie"; an acronym's
                // plural is one word too: "APIs" → "apis", not "apIs".
                let upperRun = current.prefix(while: \.isASCIIUppercase).count
                let isPlural = upperRun >= 2 && current.count == upperRun + 1 && current[upperRun] == UInt8(ascii: "s")
                // A run followed by a digit is all acronym ("HTTP2" → "http2"); by a lowercase letter, its last capital
                // starts the next word, but for a word written in mixed case ("OAuth2" → "oauth2", not "oAuth2").
                let endsRun = upperRun == current.count || isPlural || current[upperRun].isASCIIDigit
                let lowered = endsRun ? current.count : mixedCaseWord(startingWith: current)?.count ?? max(upperRun - 1, 1)
                for (offset, byte) in current.enumerated() {
                    identifier.append(offset < lowered && byte.isASCIIUppercase ? byte + 0x20 : spelled(byte))
                }
                acronymGoesOn = upperRun == 1 && current.count > 1 && current.dropFirst().allSatisfy(\.isASCIIDigit)
            }
            guard let first = identifier.first else { return "value" }
            if first.isASCIIDigit { identifier.insert(UInt8(ascii: "_"), at: 0) }
            return String(decoding: identifier, as: UTF8.self)
        }
    }

    /// The word in mixed case (``mixedCaseWords``) that `word` starts with, written in any case, when it does as a
    /// whole word: one word, spelled in lower case at the start of a name, where its capitals would otherwise read as
    /// an acronym and a word, and with its own capitals in a type name.
    private static func mixedCaseWord(startingWith word: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        mixedCaseWords.first { mixed in
            word.count >= mixed.count && zip(word, mixed).allSatisfy { $0 | 0x20 == $1 | 0x20 }
                && (word.count == mixed.count || !word[mixed.count].isASCIILowercase)
        }
    }

    /// Words whose capitals are no acronym: FastAPI names its OAuth schemes `OAuth2PasswordBearer`, which was
    /// `oAuth2PasswordBearer` beside `httpBearer`.
    private static let mixedCaseWords: [[UInt8]] = [Array("OAuth".utf8)]

    /// `movie_page` → `MoviePage`, `friends` → `Friends`, `2fa` → `Model2fa`.
    ///
    /// A leading digit gets a word, not the `_` a value gets (``lowerCamel(_:)``): a type `_2fa` and a parameter
    /// `_2fa` would be one name, and the parameter would hide the type in `decoding: _2fa.self`.
    package static func upperCamel(_ name: String) -> String {
        let joined = capitalizedWords(name)
        guard let first = joined.utf8.first else { return "Value" }
        return first.isASCIIDigit ? "Model" + joined : joined
    }

    /// The words of `name` capitalized and joined, to follow other words in a name: `us-east` → `UsEast`, `1eu` → `1eu`
    /// (a server `production` for the region `1eu` is `production1eu`, where ``upperCamel(_:)`` would make `Model1eu`).
    package static func capitalizedWords(_ name: String) -> String {
        withFoldedBytes(of: name, unicode: capitalizedWords(words:)) { bytes in
            var identifier: [UInt8] = []
            identifier.reserveCapacity(bytes.count)
            let shouted = isShouted(bytes)
            forEachWord(in: bytes) { word in
                appendCapitalized(UnsafeBufferPointer(rebasing: bytes[word]), to: &identifier, lowering: shouted)
            }
            return String(decoding: identifier, as: UTF8.self)
        }
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

    /// Whether `first` and `second` have the same letters (ignoring case) and digits in the same order, as names
    /// alike in Swift (``lowerCamel(_:)``, ``upperCamel(_:)``) have; compared in place, without spelling either.
    package static func looselyEqual(_ first: String, _ second: String) -> Bool {
        guard first.utf8.allSatisfy({ $0 < 0x80 }), second.utf8.allSatisfy({ $0 < 0x80 }) else {
            return lowerCamel(first).lowercased() == lowerCamel(second).lowercased()
        }
        func letters(_ text: String) -> some Sequence<UInt8> {
            text.utf8.lazy.filter { $0.isASCIILetter || $0.isASCIIDigit }.map { $0.isASCIIUppercase ? $0 + 0x20 : $0 }
        }
        return letters(first).elementsEqual(letters(second))
    }

    /// Whether `name` is usable as a type name as written (no conversion needed).
    package static func isPlainIdentifier(_ name: String) -> Bool {
        // `_` alone is a keyword (the wildcard): an enum value `_` beside `value` was the case `_`, which did not compile.
        guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_", name != "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
    }

    /// Splits on anything that is not a letter or digit (but an apostrophe between two letters, which is left out:
    /// `Men's` is `Mens`), and on lower→upper case changes. Diacritics are folded
    /// first (`é` → `e`), and the Latin letters that have none written as ASCII does (`ı` → `i`, `ß` → `ss`); letters
    /// of other scripts are kept (`цвет`, `日本`: Swift names may hold them),
    /// and other characters (punctuation, symbols, emoji, invisible ones) separate words. A `.`, `-` or `_` between
    /// two digits does not: it parts the numbers of a version or a date (`2.5gbase`, `v1.2`, `haiku-4-5`), which
    /// names spell with `_` between. Dropped, NetBox's interface types `2.5gbase-t` and `25gbase-t` were one name, and
    /// the case numbered `_25gbaseT2` was the 25G one; Anthropic's model `claude-3-5-sonnet` was `claude35Sonnet`.
    ///
    /// An acronym of two letters or more stands apart from a word after it (`VPNService` → `VPN`, `Service`): read as
    /// one word, OPNsense's `OpenVPN_Service_startService` tagged `OpenVPN` kept its group's words
    /// (`openVPNServiceStartService`). An acronym's plural (`URLs`, `IDs`) and a word in mixed case (`OAuth`) stay whole, and
    /// so does a capital and a word (`PProfile` of `A2PProfile`, an acronym cut at its digit): see ``readerWords(_:)``,
    /// which parts those too.
    package static func words(_ name: String) -> [String] {
        withFoldedBytes(of: name, unicode: { $0 }) { bytes in
            var words: [String] = []
            forEachWord(in: bytes) { range in
                let word = UnsafeBufferPointer(rebasing: bytes[range])
                guard let split = acronymEnd(in: word, shortestRun: 3) else {
                    return words.append(String(decoding: word, as: UTF8.self))
                }
                words.append(String(decoding: UnsafeBufferPointer(rebasing: word[..<split]), as: UTF8.self))
                words.append(String(decoding: UnsafeBufferPointer(rebasing: word[split...]), as: UTF8.self))
            }
            return words
        }
    }

    /// ``words(_:)`` with an acronym apart from the word after it, as a reader splits them: `HTTPGetAction` → `HTTP`,
    /// `Get`, `Action`, and `OpenAIUserMessage` → `Open`, `AI`, `User`, `Message`. An acronym's plural (`APIs`) and a
    /// word written in mixed case (`OAuth2`) stay whole, also after an acronym: `APIOAuthCode` → `API`, `OAuth`,
    /// `Code` (ThousandEyes' union cases were `apiBasicAuthentication` and `apioAuthCodeAuthentication`).
    package static func readerWords(_ name: String) -> [String] {
        words(name).flatMap { word -> [String] in
            let bytes = Array(word.utf8)
            guard let split = bytes.withUnsafeBufferPointer({ acronymEnd(in: $0, shortestRun: 2) }) else { return [word] }
            return [String(decoding: bytes[..<split], as: UTF8.self), String(decoding: bytes[split...], as: UTF8.self)]
        }
    }

    /// Where the acronym `word` opens with ends, when a word in lower case follows it: before the last of a run of at
    /// least `shortestRun` capitals, or before a word in mixed case in it (`APIOAuth` → 3). Nil for a word without one,
    /// an acronym's plural (`APIs`) and a word that is in mixed case itself (`OAuth2`).
    private static func acronymEnd(in word: UnsafeBufferPointer<UInt8>, shortestRun: Int) -> Int? {
        let upperRun = word.prefix(while: \.isASCIIUppercase).count
        guard upperRun >= shortestRun, upperRun < word.count, word[upperRun].isASCIILowercase,
              !(word.count == upperRun + 1 && word[upperRun] == UInt8(ascii: "s")),
              mixedCaseWord(startingWith: word) == nil else { return nil }
        let mixed = (1..<upperRun).first { start in mixedCaseWord(startingWith: UnsafeBufferPointer(rebasing: word[start...])) != nil }
        return mixed ?? upperRun - 1
    }

    /// `body` of the bytes of `name` with its apostrophes between letters left out and diacritics folded, in which every
    /// word (``words(_:)``) is ASCII letters and digits, so that callers spell them byte by byte rather than through a
    /// string per word; `unicode` of its words when folding leaves letters of another script (``unicodeWords(_:)``).
    ///
    /// The bytes are the name's own when it is ASCII without an apostrophe, not a copy: naming spells every property, parameter and model
    /// name, and copying each name's bytes and collecting its words into arrays was most of the time that took.
    private static func withFoldedBytes<Result>(of name: String, unicode: ([String]) -> Result,
                                                _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // Folding goes through Foundation and was a sixth of generation time; ASCII names have nothing to fold, and
        // most have no apostrophe either.
        guard name.utf8.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "'") }) else {
            var text = name
            return text.withUTF8(body)
        }
        let joined = apostrophesInWordsDropped(name)
        guard !joined.utf8.allSatisfy({ $0 < 0x80 }) else {
            var text = joined
            return text.withUTF8(body)
        }
        var text = latinSpelled(joined.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil))
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return unicode(unicodeWords(text)) }
        return text.withUTF8(body)
    }

    /// `text` without the apostrophes (`'`, `’`) between two letters, which join a word's parts rather than part two
    /// words: `Men's` is one word, `Mens`, and `Don’t know` two. Read as separators, they made `menS`, `childrenSBooks`
    /// and `donTKnow` of enum values.
    private static func apostrophesInWordsDropped(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { $0 == "'" || $0 == "\u{2019}" }) else { return text }
        var joined = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar == "'" || scalar == "\u{2019}", index > 0, index + 1 < scalars.count,
               scalars[index - 1].properties.isAlphabetic, scalars[index + 1].properties.isAlphabetic {
                continue
            }
            joined.append(scalar)
        }
        return String(joined)
    }

    /// `text` with the Latin letters that folding leaves, having no diacritic to drop (`ı`, `ł`, `ß`, `æ`, `ø`, …),
    /// written as ASCII writes them. Kept, one name mixed two spellings: `Müşteriler` was `musteriler` but `Kazanım`
    /// `kazanım`, and `Łódź` became `Łodz`.
    private static func latinSpelled(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { latinLetters[$0] != nil }) else { return text }
        var spelled = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let ascii = latinLetters[scalar] { spelled.append(contentsOf: ascii.unicodeScalars) } else { spelled.append(scalar) }
        }
        return String(spelled)
    }

    /// Latin letters without a decomposition, and how ASCII writes them.
    private static let latinLetters: [Unicode.Scalar: String] = [
        "ı": "i", "ł": "l", "Ł": "L", "ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "Ae", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "Oe",
        "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ħ": "h", "Ħ": "H",
    ]

    /// Calls `body` with the range of each word in `bytes`, in order: a word is a run of ASCII letters and digits
    /// (and of `.`, `-` or `_` between two digits), split where a lowercase letter or digit is followed by an uppercase
    /// letter.
    @inline(__always)
    private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start: Int?
        // Bytes of non-ASCII characters are neither letters nor digits, so they separate words as the characters would.
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte.isASCIILetter || byte.isASCIIDigit || isDigitSeparator(at: index, in: bytes) else {
                if let wordStart = start { body(wordStart..<index) }
                start = nil
                continue
            }
            if let wordStart = start {
                let previous = bytes[index - 1]
                if previous.isASCIILowercase || previous.isASCIIDigit, byte.isASCIIUppercase {
                    body(wordStart..<index)
                    start = index
                }
            } else {
                start = index
            }
        }
        if let wordStart = start { body(wordStart..<bytes.count) }
    }

    /// Whether the byte at `index` is a `.`, `-` or `_` between two digits, which belongs to the word around it.
    @inline(__always)
    private static func isDigitSeparator(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isDigitSeparator(bytes[index]) && index > 0 && index + 1 < bytes.count && bytes[index - 1].isASCIIDigit && bytes[index + 1].isASCIIDigit
    }

    /// Whether `byte` parts two numbers when it stands between their digits.
    @inline(__always)
    static func isDigitSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// A byte of a word as a name spells it: a separator between digits (the only other byte a word holds) as `_`.
    @inline(__always)
    private static func spelled(_ byte: UInt8) -> UInt8 {
        isDigitSeparator(byte) ? UInt8(ascii: "_") : byte
    }

    /// Appends a word with an uppercase first letter, and the rest lowercased when `lowering`.
    private static func appendCapitalized(_ word: UnsafeBufferPointer<UInt8>, to identifier: inout [UInt8], lowering: Bool = false) {
        let first = identifier.count
        identifier.append(contentsOf: word)
        if identifier[first].isASCIILowercase { identifier[first] -= 0x20 }
        for index in (first + 1)..<identifier.count {
            let byte = identifier[index]
            identifier[index] = lowering && byte.isASCIIUppercase ? byte + 0x20 : spelled(byte)
        }
        // A word in mixed case keeps its capitals in a type name, however it is written: the operation `OAuth2Token`,
        // whose member is `oauth2Token`, named its types `Oauth2TokenKind` beside the model `OAuth2Token`.
        if let mixed = mixedCaseWord(startingWith: word) {
            identifier.replaceSubrange(first..<first + mixed.count, with: mixed)
        }
    }

    /// Whether `bytes` is a name in capitals of several words (`PAYER_ACTION_REQUIRED`, `X-API-KEY`): its words are
    /// words, not acronyms, and are spelled `payerActionRequired`, as a name in lowercase would be. One word in
    /// capitals (`URL`, `ID`) is an acronym, and stays one.
    private static func isShouted(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.contains(where: \.isASCIILowercase) else { return false }
        var words = 0
        forEachWord(in: bytes) { _ in words += 1 }
        return words > 1
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { isASCIIUppercase || isASCIILowercase }
    var isASCIIUppercase: Bool { ("A"..."Z").contains(self) }
    var isASCIILowercase: Bool { ("a"..."z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension UInt8 {
    package var isASCIILetter: Bool { isASCIIUppercase || isASCIILowercase }
    package var isASCIIUppercase: Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) }
    package var isASCIILowercase: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) }
    package var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
