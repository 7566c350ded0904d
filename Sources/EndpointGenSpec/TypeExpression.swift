import EndpointGenJSON

/// A type as written in a spec: `int`, `Movie`, `[Movie]`, `[string: int]`, `string?`.
// Only the cases that hold another type are indirect: a name is held in place, as most types are one, and boxing
// each was an allocation per type made.
package enum TypeExpression: Sendable, Hashable, CustomStringConvertible {
    case named(String)
    indirect case array(TypeExpression)
    indirect case dictionary(TypeExpression)
    indirect case optional(TypeExpression)

    /// The most arrays and dictionaries a type nests: Swift's type checker takes seconds for a property of 24 nested
    /// arrays and grows with each (GeoJSON's deepest, a multipolygon, is 4).
    package static let maximumNesting = 12

    /// How many arrays and dictionaries the type nests.
    package var nesting: Int {
        switch self {
        case .named: 0
        case .array(let inner), .dictionary(let inner): inner.nesting + 1
        case .optional(let inner): inner.nesting
        }
    }

    /// The scalar type names of the native format; every other name refers to a model.
    package static let scalarNames: Set<String> = [
        "string", "int", "int32", "int64", "double", "bool", "date-time", "date", "uuid", "url", "bytes", "json",
    ]

    package var description: String {
        switch self {
        case .named(let name): name
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[string: \(value)]"
        case .optional(let wrapped): "\(wrapped)?"
        }
    }

    /// The type with one level of optionality removed.
    package var unwrapped: TypeExpression {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Whether it names an integer scalar of any width: `int`, `int32` or `int64`.
    package var isInteger: Bool {
        [.named("int"), .named("int32"), .named("int64")].contains(self)
    }

    /// Whether `name` occurs anywhere in the type.
    package func mentions(_ name: String) -> Bool {
        switch self {
        case .named(let own): own == name
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.mentions(name)
        }
    }

    /// The type with every occurrence of the name `name` replaced by `replacement`.
    package func replacing(_ name: String, with replacement: String) -> TypeExpression {
        switch self {
        case .named(let own): .named(own == name ? replacement : own)
        case .array(let inner): .array(inner.replacing(name, with: replacement))
        case .dictionary(let inner): .dictionary(inner.replacing(name, with: replacement))
        case .optional(let inner): .optional(inner.replacing(name, with: replacement))
        }
    }
}

/// A syntax error in a type expression, with the 0-based offset (in characters) where it was found.
struct TypeExpressionError: Error, Sendable, Equatable {
    var message: String
    var offset: Int
}

/// Parses the type grammar: `type := name | '[' type ']' | '[' 'string' ':' type ']' | type '?'`.
struct TypeExpressionParser {
    private let characters: [Character]
    private var index = 0

    static func parse(_ text: String) -> Result<TypeExpression, TypeExpressionError> {
        var parser = TypeExpressionParser(characters: Array(text))
        do {
            let type = try parser.parseType()
            parser.skipSpaces()
            if parser.index < parser.characters.count {
                throw parser.failure("unexpected '\(parser.characters[parser.index])' after the type")
            }
            return .success(type)
        } catch let error as TypeExpressionError {
            return .failure(error)
        } catch {
            return .failure(TypeExpressionError(message: "\(error)", offset: 0))
        }
    }

    /// The type written in `node`, a JSON string; reports a non-string, and points a syntax error at the offending
    /// character.
    static func read(_ node: JSONNode, problems: inout Problems) -> Located<TypeExpression>? {
        var parsed: [String: Result<TypeExpression, TypeExpressionError>] = [:]
        return read(node, problems: &problems, parsed: &parsed)
    }

    /// ``read(_:problems:)``, parsing each text once into `parsed`: a spec writes the same few types thousands of
    /// times, and parsing them again was a tenth of reading one.
    static func read(
        _ node: JSONNode, problems: inout Problems, parsed: inout [String: Result<TypeExpression, TypeExpressionError>]
    ) -> Located<TypeExpression>? {
        guard case .string(let text) = node.value else {
            problems.error("a type must be a string such as \"int\", \"Movie\" or \"[Movie]?\", found \(node.kindName)", at: node)
            return nil
        }
        let result: Result<TypeExpression, TypeExpressionError>
        if let known = parsed[text] {
            result = known
        } else {
            result = parse(text)
            parsed[text] = result
        }
        switch result {
        case .success(let type):
            return Located(type, at: node)
        case .failure(let error):
            // +1 skips the opening quote of the JSON string.
            let location = SourceLocation(line: node.location.line, column: node.location.column + 1 + error.offset)
            let shown = text.count > 80 ? text.prefix(60) + "…" : text[...]
            problems.error("invalid type \"\(shown)\": \(error.message)", location: location, path: node.path,
                           hint: "types are written like \"int\", \"string?\", \"Movie\", \"[Movie]\" or \"[string: int]\"")
            return nil
        }
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private mutating func parseType(depth: Int = 0) throws -> TypeExpression {
        skipSpaces()
        var type: TypeExpression
        if peek == "[" {
            // 30,000 brackets overflowed the stack, and 24 made a property the compiler took seconds to type-check.
            guard depth < TypeExpression.maximumNesting else {
                throw failure("a type may nest at most \(TypeExpression.maximumNesting) arrays and dictionaries")
            }
            index += 1
            skipSpaces()
            let keyStart = index
            let first = try parseType(depth: depth + 1)
            skipSpaces()
            if peek == ":" {
                guard first == .named("string") else {
                    throw failure("dictionary keys must be 'string'", at: keyStart)
                }
                index += 1
                type = .dictionary(try parseType(depth: depth + 1))
            } else {
                type = .array(first)
            }
            skipSpaces()
            guard peek == "]" else { throw failure(peek == nil ? "missing ']'" : "expected ']'") }
            index += 1
        } else {
            type = .named(try parseName())
        }
        skipSpaces()
        if peek == "?" {
            index += 1
            type = .optional(type)
            skipSpaces()
            if peek == "?" { throw failure("a type can be optional only once") }
        }
        return type
    }

    private mutating func parseName() throws -> String {
        let start = index
        while let character = peek, Self.isNameCharacter(character) {
            index += 1
        }
        guard index > start else {
            throw failure(peek.map { "expected a type name, found '\($0)'" } ?? "expected a type name")
        }
        return String(characters[start..<index])
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        // ASCII first: Unicode property lookups were a twentieth of generation time.
        if let byte = character.asciiValue {
            return byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        return character.isLetter || character.isNumber
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private mutating func skipSpaces() {
        while peek == " " { index += 1 }
    }

    private func failure(_ message: String, at offset: Int? = nil) -> TypeExpressionError {
        TypeExpressionError(message: message, offset: offset ?? index)
    }
}
