@testable import EndpointGenerator
@testable import EndpointGenModel
@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec

/// Names that have broken, or could break, generated code, by where the danger comes from.
///
/// The property tests draw every name of a random spec from these sets, so a new danger is one more entry here.
enum HostileNamePool {
    /// Every Swift keyword, those that are keywords only in some positions too.
    static let keywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "throw", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "_", "async", "actor", "any", "some", "consume", "copy", "discard",
        "each", "macro", "sending", "then", "unsafe", "associativity", "convenience", "didSet", "dynamic", "final",
        "get", "indirect", "infix", "isolated", "lazy", "left", "mutating", "none", "nonmutating", "optional",
        "override", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set", "Type", "unowned",
        "weak", "willSet", "distributed", "__owned", "__shared", "#if", "#available",
    ]

    /// Type and function names generated code uses from EndpointKit, Foundation and the standard library.
    static let runtime = RuntimeSymbols.endpointKit.sorted() + RuntimeSymbols.platform.sorted() + [
        "Set", "Character", "Substring", "UInt", "Int8", "Decimal", "Float", "JSONDecoder", "JSONEncoder", "Calendar",
        "Locale", "TimeZone", "URLRequest", "URLComponents", "URLQueryItem", "HTTPURLResponse", "Sequence",
        "Collection", "Identifiable", "CustomStringConvertible", "LocalizedError", "Hasher", "AnyHashable",
        "MainActor", "Actor", "KeyPath", "ObjectIdentifier", "CancellationError", "print", "fatalError", "min", "max",
        "zip", "type", "abs", "Configuration", "Element", "API", "Client", "Endpoint", "Environment", "Service",
        "SharedParameters", "Samples", "Response", "Pages",
    ]

    /// Members of the protocols generated types conform to, and of the types they declare.
    static let members = [
        "hashValue", "hash", "description", "debugDescription", "encode", "decode", "init", "localizedDescription",
        "errorDescription", "failureReason", "rawValue", "allCases", "CodingKeys", "stringValue", "intValue",
        "codingPath", "userInfo", "into", "hasher", "from", "to", "id", "validate", "requestParts", "caseName", "message",
        "serverMessage", "unknown", "unknownValue", "apiClient", "server", "shared", "transport", "middleware",
        "token", "environment", "pages", "items",
    ]

    /// Local names and parameters generated code declares.
    static let locals = [
        "value", "container", "payload", "configuration", "failures", "decoder", "encoder", "body", "query", "headers",
        "form", "fields", "parts", "response", "request", "error", "result", "label", "key", "page", "cursor", "next",
        "kind", "other", "client", "service", "path", "method",
    ]

    /// Names that are empty, start with a digit, carry no letters or no ASCII at all.
    static let odd = [
        "", " ", "1", "2fa", "401", "1st", "0", "9_lives", "_2fa", "Model2fa", "+1", "-1", "+", "-", "*", "$", "@",
        ".", "...", "__", "_1", "a b", "日本", "é", "Ünïcödé", "naïve", "straße", "🙂", "\u{202E}x", "a\u{200B}b",
        "Ａ", "ǅ", "İd", "ﬁle", "Value", "value2", "Value2", "selfValue", "hashValueField", "String2", "AnyService",
    ]

    /// Names that differ as written and may meet after conversion to Swift.
    static let colliding = [
        "user_id", "userId", "UserID", "user-id", "USER_ID", "userID", "UserId", "movie", "Movie", "MOVIE", "movie_",
        "x", "X", "x_", "x2", "X2",
    ]

    static let all = Array(Set(keywords + runtime + members + locals + odd + colliding)).sorted()

    /// The suffixes of the types generated for an API or a group, which a model named like them would meet.
    static let typeSuffixes = ["Client", "Endpoint", "API", "Environment", "SharedParameters", "Service", "Response", "Error"]

    /// A few names a spec reuses in many roles (a type, a parameter, a case, a property, a local), then any name,
    /// now and then one the generator derives from another (`PlainClient` beside an API `plain`).
    static func pick(from theme: [String], using random: inout SplitMix) -> String {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<11: theme.randomElement(using: &random)!
        case 11: Casing.upperCamel(theme.randomElement(using: &random)!) + typeSuffixes.randomElement(using: &random)!
        default: all.randomElement(using: &random)!
        }
    }
}
