@testable import EndpointGenJSON
@testable import EndpointGenYAML
import Foundation

/// Reading YAML text in tests, and comparing what it gives with JSON.
enum YAMLTestSupport {
    /// The root node of `text` (nil when refused) and every diagnostic.
    static func read(_ text: String, file: String = "test.yaml") -> (root: JSONNode?, diagnostics: [Diagnostic]) {
        var collector = DiagnosticCollector()
        let root = YAMLReader.parse(Array(text.utf8), file: file, diagnostics: &collector)
        return (root, collector.diagnostics)
    }

    /// The root node of JSON text, which must be valid.
    static func json(_ data: Data) -> JSONNode? {
        var collector = DiagnosticCollector()
        return JSONReader.parse(data, file: "expected.json", diagnostics: &collector)
    }

    /// Whether two values are equal as JSON data: members in any order, numbers by value.
    static func sameValue(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            let rightByKey = Dictionary(right.map { ($0.key, $0.value.value) }, uniquingKeysWith: { first, _ in first })
            return left.allSatisfy { member in rightByKey[member.key].map { sameValue(member.value.value, $0) } ?? false }
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { sameValue($0.value, $1.value) }
        case (.number(let left), .number(let right)):
            return left.text == right.text || left.double == right.double
        default:
            return lhs == rhs
        }
    }

    /// A short JSON rendering of a value for failure messages.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .object(let members): "{" + members.map { "\(JSONParser.quoted($0.key)): \(text($0.value.value))" }.joined(separator: ", ") + "}"
        case .array(let elements): "[" + elements.map { text($0.value) }.joined(separator: ", ") + "]"
        case .string(let string): JSONParser.quoted(string)
        case .number(let number): number.text
        case .bool(let bool): bool ? "true" : "false"
        case .null: "null"
        }
    }

    /// `node` written as block-style YAML (strings double-quoted, whose escapes JSON and YAML share), to make the
    /// YAML twin of a JSON document.
    static func yaml(_ node: JSONNode) -> String {
        var lines = ["# The YAML twin of a JSON document."]
        write(node.value, indent: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ value: JSONValue, indent: String, into lines: inout [String]) {
        switch value {
        case .object(let members) where !members.isEmpty:
            for member in members {
                let key = indent + JSONParser.quoted(member.key) + ":"
                if let scalar = inline(member.value.value) {
                    lines.append(key + " " + scalar)
                } else {
                    lines.append(key)
                    write(member.value.value, indent: indent + "  ", into: &lines)
                }
            }
        case .array(let elements) where !elements.isEmpty:
            for element in elements {
                if let scalar = inline(element.value) {
                    lines.append(indent + "- " + scalar)
                } else {
                    lines.append(indent + "-")
                    write(element.value, indent: indent + "  ", into: &lines)
                }
            }
        default:
            lines.append(indent + (inline(value) ?? ""))
        }
    }

    /// A scalar or empty collection written on one line; nil for a collection with content.
    private static func inline(_ value: JSONValue) -> String? {
        switch value {
        case .object(let members): members.isEmpty ? "{}" : nil
        case .array(let elements): elements.isEmpty ? "[]" : nil
        default: text(value)
        }
    }
}
