import Foundation

/// One link of an HTTP `Link` header field (RFC 8288), e.g. `<https://api.github.com/user/repos?page=2>; rel="next"`.
///
/// ```swift
/// let links = WebLink.parse(#"<https://api.example.com/items?page=2>; rel="next", <…?page=9>; rel="last""#)
/// links.first { $0.relations.contains("next") }?.target   // "https://api.example.com/items?page=2"
/// ```
public struct WebLink: Sendable, Hashable {
    /// The link target as written between `<` and `>`; possibly relative to the response's URL.
    public var target: String
    /// The relation types of `rel`, lowercased: `rel="next last"` gives `["next", "last"]`.
    public var relations: [String]
    /// The other parameters by lowercased name, unquoted (`title`, `type`, …); the first of repeated names wins.
    public var parameters: [String: String]

    /// Creates a link.
    public init(target: String, relations: [String], parameters: [String: String] = [:]) {
        self.target = target
        self.relations = relations
        self.parameters = parameters
    }

    /// The links of a `Link` field value, in order. Parsing never fails: a link without `<…>` or with a
    /// malformed parameter list ends the parse, keeping the links before it.
    ///
    /// Several links are separated by commas; commas and semicolons inside quoted parameter values
    /// (`title="a, b"`) do not split; `\"` escapes a quote; parameter names are case-insensitive.
    public static func parse(_ field: String) -> [WebLink] {
        var scanner = LinkScanner(field)
        var links: [WebLink] = []
        while let link = scanner.nextLink() {
            links.append(link)
        }
        return links
    }

    /// The target of the first link whose `rel` includes `relation` (compared case-insensitively).
    public static func target(of relation: String, in field: String) -> String? {
        let wanted = relation.lowercased()
        return parse(field).first { $0.relations.contains(wanted) }?.target
    }
}

/// Reads a `Link` field value link by link; see ``WebLink/parse(_:)``.
private struct LinkScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func nextLink() -> WebLink? {
        skip { $0 == "," || $0 == " " || $0 == "\t" }
        guard peek == "<" else { return nil }
        index += 1
        let start = index
        while let scalar = peek, scalar != ">" { index += 1 }
        guard peek == ">" else { return nil }
        let target = String(String.UnicodeScalarView(scalars[start..<index])).trimmingCharacters(in: .whitespaces)
        index += 1
        var relations: [String] = []
        var parameters: [String: String] = [:]
        while true {
            skipSpace()
            guard peek == ";" else { break }
            index += 1
            skipSpace()
            let name = take { $0 != "=" && $0 != ";" && $0 != "," && $0 != " " && $0 != "\t" }.lowercased()
            skipSpace()
            var value = ""
            if peek == "=" {
                index += 1
                skipSpace()
                guard let read = readValue() else { return nil }
                value = read
            }
            guard !name.isEmpty else { continue }
            if name == "rel" {
                // RFC 8288 §3.3: only the first `rel` counts.
                if relations.isEmpty { relations = value.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
            } else if parameters[name] == nil {
                parameters[name] = value
            }
        }
        return WebLink(target: target, relations: relations, parameters: parameters)
    }

    /// A quoted string (with `\` escapes) or a token; nil for an unterminated quote.
    private mutating func readValue() -> String? {
        guard peek == "\"" else {
            return take { $0 != ";" && $0 != "," && $0 != " " && $0 != "\t" }
        }
        index += 1
        var value = String.UnicodeScalarView()
        while let scalar = peek {
            index += 1
            switch scalar {
            case "\"": return String(value)
            case "\\":
                guard let escaped = peek else { return nil }
                value.append(escaped)
                index += 1
            default: value.append(scalar)
            }
        }
        return nil
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipSpace() { skip { $0 == " " || $0 == "\t" } }

    private mutating func skip(while condition: (Unicode.Scalar) -> Bool) {
        while let scalar = peek, condition(scalar) { index += 1 }
    }

    private mutating func take(while condition: (Unicode.Scalar) -> Bool) -> String {
        let start = index
        skip(while: condition)
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }
}
