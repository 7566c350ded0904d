import EndpointGenJSON

/// Turns any wire or spec name into a valid, idiomatic Swift identifier.
///
/// All naming decisions live here so that they are consistent and tested in one place.
package enum Naming {
    /// A property or parameter name that also works after a dot: `self`, `Type`, `init` and the like
    /// cannot be reached as `value.self`, so they get a `Value` suffix; `hashValue` would implement `Hashable`'s
    /// deprecated requirement, so it is `hashValueField`.
    static func memberName(_ name: String) -> String {
        if name == "hashValue" { return "hashValueField" }
        return unreachableAfterDot.contains(name) ? name + "Value" : name
    }

    /// Names that cannot be reached after a dot; a static set rather than an array made at every call.
    private static let unreachableAfterDot: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "Any"]

    /// The identifier with backticks when it is a Swift keyword, e.g. `` `default` ``.
    package static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// An argument label at a call site, where keywords other than `inout` need no backticks.
    package static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// The English plural of a lowerCamelCase name, by its ending: `category` → `categories`, `address` →
    /// `addresses`, `string` → `strings`; a name already ending in a plural-looking `s` gets `List` (`bytes` →
    /// `bytesList`), since adding to it would not read as a plural.
    static func plural(_ name: String) -> String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if ["ss", "us", "sh", "ch", "x", "z"].contains(where: name.hasSuffix) { return name + "es" }
        if name.hasSuffix("s") { return name + "List" }
        if name.hasSuffix("y"), let before = name.dropLast().last, !vowels.contains(before) { return name.dropLast() + "ies" }
        return name + "s"
    }

    /// The name with its first character in upper case: `string` → `String`.
    static func capitalizingFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Words that need backticks as identifiers.
    static let keywords: KeywordSet = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "package", "consume", "borrowing", "consuming", "some", "any",
    ]
}
