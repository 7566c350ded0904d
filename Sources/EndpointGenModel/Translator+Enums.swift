import EndpointGenJSON
import EndpointGenSpec

extension Translator {
    /// The cases of an enum whose raw type is `rawType`: duplicates (`1` and `1.0` are one number) and, in a number
    /// enum, integers a `Double` cannot hold exactly are errors; names come from ``enumCaseNames(_:)``.
    mutating func translateEnumCases(_ values: [EnumValueSpec], rawType: EnumRawType) -> [EnumModel.Case] {
        var seen: [EnumLiteral: Located<EnumLiteral>] = [:]
        let unique = values.filter { spec in
            let value = spec.value
            if let first = seen[value.value.canonical] {
                problems.error("duplicate enum value \(value.value.quoted); the first is at \(first.position)",
                               at: value, hint: "remove one of the two values")
                return false
            }
            if case .integer(let integer) = value.value, rawType == .double, Double(exactly: integer) == nil {
                problems.error("enum value \(integer) cannot be held exactly by the Double that \(rawType.article)'s numbers are", at: value,
                               hint: "write it as a string, or leave out the values that make the enum hold Doubles")
                return false
            }
            seen[value.value.canonical] = value
            return true
        }
        return enumCaseNames(unique).map { spec, name in
            EnumModel.Case(swiftName: name, value: spec.value.value, specPath: describedPath(spec.value.path, inFile: spec.value.file))
        }
    }

    /// A Swift name for each value: the name written in the object form, checked, or one made from the value
    /// (``enumCaseName(_:)``). Values whose made names collide are each named by their own spelling when it is a
    /// Swift identifier (`asc` and `ASC`); only what still collides is numbered, with a warning.
    private mutating func enumCaseNames(_ values: [EnumValueSpec]) -> [(EnumValueSpec, String)] {
        // A sign the name would drop is spelled even without a twin (``showsSign(_:besideOffsets:)``): `-score` alone
        // was `.score`, which sends a descending order, and `Etc/GMT-13` `.etcGMT13` beside `.etcGMTMinus12`.
        let offsets = Self.offsetStems(values.map(\.value.value.text))
        let operators = values.contains { spec in
            let text = spec.value.value.text
            return text != "*" && !text.isEmpty && text.allSatisfy { !$0.isLetter && !$0.isNumber && !$0.isWhitespace }
        }
        let wanted = values.map { spec in
            if let given = spec.caseName { return checkedCaseName(given) }
            let text = spec.value.value.text
            // `*` among other symbols (`+`, `/`) is an operator, `times`; alone or beside names it stands for any name
            // (LangGraph's "*" for every node was `.times`).
            if text == "*", !operators, case .string = spec.value.value { return "wildcard" }
            return Self.enumCaseName(Self.showsSign(text, besideOffsets: offsets) ? Self.signedSpelling(text) ?? text : text)
        }
        // Colliding values with signs are told apart by spelling them first (`C++` → `cPlusPlus`), so that what no
        // longer collides (`C` → `c`) keeps its made name; what still does is named by its own spelling when it can be.
        let counts = Self.counts(wanted)
        let signed = zip(values, wanted).map { spec, name -> String? in
            guard let name, spec.caseName == nil, counts[name, default: 0] > 1 else { return name }
            return Self.signedSpelling(spec.value.value.text).map(Self.enumCaseName) ?? name
        }
        let signedCounts = signed == wanted ? counts : Self.counts(signed)
        let candidates = zip(values, signed).map { spec, name -> String? in
            guard let name else { return nil }
            let spelling = spec.value.value.text
            guard spec.caseName == nil, signedCounts[name, default: 0] > 1 else { return name }
            // `Unknown` and `UNKNOWN` as written read as the catch-all `.unknown(_)`: each keeps its spelling with the
            // `Value` that `unknown`'s name has (`.UnknownValue` beside `.unknownValue`).
            if spelling.lowercased() == "unknown" { return spelling + "Value" }
            return Self.isCaseNameAsWritten(spelling) ? spelling : name
        }
        // Names that are a value's own spelling are claimed first, so that a made name never takes one of them.
        var scope = NameScope()
        var claimed: [Int: String] = [:]
        let order = candidates.indices.sorted { first, second in
            let firstOwn = candidates[first] == values[first].value.value.text
            let secondOwn = candidates[second] == values[second].value.value.text
            return firstOwn != secondOwn ? firstOwn : first < second
        }
        for index in order {
            guard let candidate = candidates[index] else { continue }
            let source = values[index].caseName ?? values[index].value.with(values[index].value.value.text)
            let claim = scope.claim(candidate, for: source)
            problems.collision("enum value", source, wanted: candidate, claim)
            claimed[index] = claim.name
        }
        return values.indices.compactMap { index in claimed[index].map { (values[index], $0) } }
    }

    /// The value with each sign before a digit spelled as a word (`UTC-1` → `UTC minus 1`, `Etc/GMT+13` → `Etc/GMT plus
    /// 13`), every `+` (`1g.24gb+me` → `1g.24gb plus me`, beside `1g.24gb-me`), a leading `-` or `+` before a word as
    /// a descending or ascending order and a trailing `[]` as a list (`string[]` → `string array`), for values whose names collide
    /// without their signs; nil when it has none. Only then, and a `-` before a letter or after a digit never: the `-`
    /// of `gpt-4o`, of `1g.24gb-me` and of `v1-2` is a hyphen.
    private static func signedSpelling(_ value: String) -> String? {
        // A leading `-` before a word is a descending sort order (`-createdAt` beside `createdAt`, as JSON:API and
        // PeerTube write it), which was numbered `createdAt2`.
        // Other symbols than signs between the `-` and the word do not change that: Datadog sorts by
        // `-@detection_changed_at` beside `@detection_changed_at`, which was numbered `detectionChangedAt2`.
        // But `-inf` beside `inf` (nodata values of rasters, NumPy's spellings) is negative infinity.
        if value.first == "-" || value.first == "+", ["inf", "infinity"].contains(value.dropFirst().lowercased()) {
            return (value.first == "-" ? "minus " : "plus ") + value.dropFirst()
        }
        // A leading `+` before a word is the ascending order beside it (`+name` beside `-name`).
        if value.first == "-" || value.first == "+", signLeadsAWord(value) {
            let order = value.first == "-" ? " descending" : " ascending"
            return (signedSpelling(String(value.dropFirst())) ?? String(value.dropFirst())) + order
        }
        // A trailing `[]` is a list of what it follows (ThousandEyes' input types `string` and `string[]`, which were
        // `string` and `string2`).
        if value.count > 2, value.hasSuffix("[]") {
            return (signedSpelling(String(value.dropLast(2))) ?? String(value.dropLast(2))) + " array"
        }
        var spelled = ""
        var changed = false
        var characters = value.makeIterator()
        var previous: Character?
        var current = characters.next()
        while let character = current {
            let next = characters.next()
            // A `-` between digits parts two numbers, as a `.` does (`v1-2` and `v1.2` are both `v1_2`), and is no sign:
            // `v1Minus2` read as a subtraction.
            let isSign = character == "+" || (character == "-" && next?.isNumber == true && previous?.isNumber != true)
            if isSign, let word = symbolWords[character] {
                spelled += " \(word) "
                changed = true
            } else {
                spelled.append(character)
            }
            previous = character
            current = next
        }
        return changed ? spelled : nil
    }

    /// Whether the first character of `value`, a sign, is followed by a word before any digit or other sign, whatever
    /// symbols come between (`-@score`).
    private static func signLeadsAWord(_ value: String) -> Bool {
        value.dropFirst().first { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "+" }?.isLetter == true
    }

    /// Whether `value` has a sign that its name shows even when no other value is named alike without it: a leading
    /// `-` before a word (a descending order) or a digit (`-7d`), a leading `+` (`+1d`), a `+` before a digit
    /// (`Etc/GMT+12`), and a `-` before a digit after a symbol (`x_-1`) or after a stem that `offsets` holds
    /// (`Etc/GMT-13` beside `Etc/GMT+12`). After a letter a `-` is otherwise a hyphen (`gpt-4o`, `utf-8`); a value
    /// without letters spells its signs anyway (`-1` → `minus1`).
    private static func showsSign(_ value: String, besideOffsets offsets: Set<Substring>) -> Bool {
        // Read as bytes first: most values have no sign, and this runs for every value.
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }), value.contains(where: \.isLetter) else {
            return false
        }
        if value.first == "-", signLeadsAWord(value) { return true }
        var previous: Character?
        for (index, character) in zip(value.indices, value) {
            let next = value[value.index(after: index)...].first
            defer { previous = character }
            guard character == "-" || character == "+", let next, next.isLetter || next.isNumber else { continue }
            // Leading: before a word or a number (`-7d`, `+1d`, `+rank`).
            guard let previous else { return true }
            // Before a number and after no digit, a `+` is a sign, a `-` after a symbol or an offset's stem too.
            guard next.isNumber, !previous.isNumber else { continue }
            if character == "+" || !previous.isLetter || offsets.contains(value[..<index]) { return true }
        }
        return false
    }

    /// What comes before each `+` that follows a letter and leads a digit (`Etc/GMT` of `Etc/GMT+12`): an enum of such
    /// offsets writes a `-` after the same stem as a sign.
    private static func offsetStems(_ values: [String]) -> Set<Substring> {
        var stems: Set<Substring> = []
        for value in values where value.utf8.contains(UInt8(ascii: "+")) {
            var previous: Character?
            for (index, character) in zip(value.indices, value) {
                if character == "+", previous?.isLetter == true, value[value.index(after: index)...].first?.isNumber == true {
                    stems.insert(value[..<index])
                }
                previous = character
            }
        }
        return stems
    }

    private static func counts(_ names: [String?]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for name in names.compactMap(\.self) { counts[name, default: 0] += 1 }
        return counts
    }

    /// Whether a value's spelling can be its case name as is: an identifier that needs no change after a dot.
    private static func isCaseNameAsWritten(_ spelling: String) -> Bool {
        Casing.isPlainIdentifier(spelling) && Naming.memberName(spelling) == spelling && spelling != "unknown"
    }

    /// The case name written in the object form, checked; nil after reporting.
    private mutating func checkedCaseName(_ given: Located<String>) -> String? {
        guard given.value != "unknown" else {
            problems.error("the case name 'unknown' is taken by the case that keeps values this SDK does not know", at: given,
                           hint: "choose another name, e.g. \"unknownValue\"")
            return nil
        }
        guard given.value != "Type", given.value != "Protocol" else {
            problems.error("the case name '\(given.value)' would clash with Swift's '.\(given.value)' of every type", at: given,
                           hint: "choose another name, e.g. \"\(Casing.lowerCamel(given.value))\"")
            return nil
        }
        guard Casing.isPlainIdentifier(given.value) else {
            problems.error("case name '\(given.value)' is not a Swift identifier", at: given,
                           hint: "use letters, digits and '_', starting with a letter, e.g. \"\(Casing.lowerCamel(given.value))\"")
            return nil
        }
        return given.value
    }

    /// The case name for an enum value; `unknown` is taken by the case that keeps values this SDK does not know.
    /// A `!` that leads a word is `not` (`!match_regex` → `notMatchRegex`). A value without letters keeps its digits:
    /// a symbol between two digits becomes `_` (`2022-11-28` → `_2022_11_28`, `1.5` → `_1_5`), other symbols are
    /// spelled out (`+1` → `plus1`, `-1` → `minus1`, `>=` → `greaterThanEquals`); the empty value (a "not set"
    /// choice, as in `["", "asc", "desc"]`) is `empty`.
    static func enumCaseName(_ value: String) -> String {
        guard value.contains(where: { !$0.isWhitespace }) else { return "empty" }
        let name = spelledName(trailingSignsSpelled(negationsSpelled(value)))
        return name == "unknown" ? "unknownValue" : name
    }

    /// `value` with each `!` that leads a word spelled `not` (`!exists` → ` not exists`, `!!a` → ` not  not a`).
    /// Dropped as a separator, it gave the negation the plain name: Datadog's WAF operator `!match_regex` was
    /// `.matchRegex` beside `match_regex`'s `.match_regex`, so a rule written with `.matchRegex` was inverted. A `!`
    /// after a letter or digit (`Yahoo!`, `a!b`) or before none (`!=`, `!1`) is left as it was.
    private static func negationsSpelled(_ value: String) -> String {
        // Read as bytes: almost no value has a `!`, and this runs for every value.
        guard value.utf8.contains(UInt8(ascii: "!")) else { return value }
        let characters = Array(value)
        var spelled = ""
        for (index, character) in characters.enumerated() {
            let afterWord = index > 0 && (characters[index - 1].isLetter || characters[index - 1].isNumber)
            // A run of `!` counts each: `!!a` is not the same as `a`, nor as `!a`.
            let word = characters[(index + 1)...].first { $0 != "!" }
            if character == "!", !afterWord, word?.isLetter == true {
                spelled += " not "
            } else {
                spelled.append(character)
            }
        }
        return spelled
    }

    /// `value` with the `#` and `+` that end a word after a letter spelled as they are said (`C#` → `C sharp`, `C++` →
    /// `C plus plus`, `A+` → `A plus`); other symbols separate words. Without it `F#` would be `.f`, which reads as
    /// another value.
    private static func trailingSignsSpelled(_ value: String) -> String {
        // Read as bytes: most values have neither sign, and reading every value by characters cost 2% of generating.
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "+") }) else { return value }
        let characters = Array(value)
        var spelled = ""
        var afterLetter = false
        for (index, character) in characters.enumerated() {
            let word = character == "#" ? "sharp" : character == "+" ? "plus" : nil
            // The run of signs after a letter must end the word: `gb+me` is two words joined by `+`.
            let rest = characters[(index + 1)...].drop { $0 == "#" || $0 == "+" }
            if let word, afterLetter, rest.first.map({ !($0.isLetter || $0.isNumber) }) ?? true {
                spelled += " \(word) "
            } else {
                spelled.append(character)
                afterLetter = character.isLetter
            }
        }
        return spelled
    }

    /// `value` in lowerCamelCase, or, without letters, with its symbols spelled (`+1` → `plus1`): the names of enum
    /// values and of property and parameter keys.
    static func spelledName(_ value: String) -> String {
        value.contains(where: \.isLetter) ? Casing.lowerCamel(value) : symbolName(value) ?? Casing.lowerCamel(value)
    }

    /// The identifier for a value without letters; nil when nothing of it can be spelled.
    private static func symbolName(_ value: String) -> String? {
        let characters = Array(value)
        var name = ""
        for (index, character) in characters.enumerated() {
            if character.isASCII, character.isNumber {
                name.append(character)
            } else if index > 0, index + 1 < characters.count, characters[index - 1].isNumber, characters[index + 1].isNumber,
                      digitSeparators.contains(character) {
                name.append("_")
            } else if let words = symbolWords[character] {
                for word in words.split(separator: " ") {
                    name += name.isEmpty ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
                }
            }
        }
        guard let first = name.first else { return nil }
        return first.isNumber ? "_" + name : name
    }

    /// Symbols that separate the parts of a number-like value: dates, times, versions, ratios.
    private static let digitSeparators: Set<Character> = ["-", ".", "/", ":", " ", "_", ","]

    private static let symbolWords: [Character: String] = [
        "+": "plus", "-": "minus", "*": "times", "/": "slash", "=": "equals", "<": "less than", ">": "greater than",
        "%": "percent", ".": "point", "!": "not", "&": "and", "|": "or", "~": "tilde", "^": "caret", "#": "number",
    ]
}

extension EnumLiteral {
    /// Whether an enum of `rawType` can hold the value: a string in a string or mixed enum, and so on.
    package func fits(_ rawType: EnumRawType) -> Bool {
        switch (self, rawType) {
        case (.string, .string), (.bool, .bool), (.integer, .int), (.integer, .int64), (.integer, .double), (.number, .double): true
        case (_, .json): true
        default: false
        }
    }

    /// The value as a message quotes it: `'a'` for a string, `1` or `true` otherwise, so that `"1"` and `1` differ.
    package var quoted: String {
        if case .string(let text) = self { return "'\(text)'" }
        return text
    }
}
