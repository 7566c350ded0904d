/// Prints a ``Spec`` as a native spec: pretty JSON that ``SpecReader`` reads back into the same spec.
///
/// Used by `endpoint-gen import` to write the spec an OpenAPI document converts to. Containers below the top-level
/// sections are written on one line when they fit in ``lineWidth`` (`{ "type": "int", "default": 1 }`), like the
/// hand-written specs; output is byte-for-byte deterministic. JSON values (defaults, examples) are printed as written,
/// numbers with their source text.
package struct SpecPrinter {
    static let lineWidth = 110

    /// A JSON value as it is printed: object members in printing order.
    indirect enum Value: Sendable {
        case object([(key: String, value: Value)])
        case array([Value])
        case string(String)
        /// A number, as its exact source text.
        case number(String)
        case bool(Bool)
        case null
    }

    private var text = ""
    private var column = 1

    /// The spec as native JSON, ending in a newline.
    package static func print(_ spec: Spec) -> String {
        var printer = SpecPrinter()
        printer.write(spec.printed, indent: 0, depth: 0)
        printer.append("\n")
        return printer.text
    }

    private mutating func write(_ value: Value, indent: Int, depth: Int) {
        let inline = depth >= 2 && Self.inlineWidth(value, budget: Self.lineWidth - column) != nil
        switch value {
        case .object(let members) where members.isEmpty: append("{}")
        case .array(let elements) where elements.isEmpty: append("[]")
        case .object(let members):
            append(inline ? "{ " : "{\n")
            for (index, member) in members.enumerated() {
                if !inline { append(String(repeating: " ", count: indent + 2)) }
                append(Self.quoted(member.key) + ": ")
                write(member.value, indent: indent + 2, depth: depth + 1)
                let last = index == members.count - 1
                append(inline ? (last ? " " : ", ") : (last ? "\n" : ",\n"))
            }
            if !inline { append(String(repeating: " ", count: indent)) }
            append("}")
        case .array(let elements):
            append(inline ? "[" : "[\n")
            for (index, element) in elements.enumerated() {
                if !inline { append(String(repeating: " ", count: indent + 2)) }
                write(element, indent: indent + 2, depth: depth + 1)
                let last = index == elements.count - 1
                append(inline ? (last ? "" : ", ") : (last ? "\n" : ",\n"))
            }
            if !inline { append(String(repeating: " ", count: indent)) }
            append("]")
        case .string(let string): append(Self.quoted(string))
        case .number(let number): append(number)
        case .bool(let flag): append(flag ? "true" : "false")
        case .null: append("null")
        }
    }

    private mutating func append(_ piece: String) {
        text += piece
        for scalar in piece.unicodeScalars {
            column = scalar == "\n" ? 1 : column + 1
        }
    }

    /// The width of `value` written on one line, or nil when it exceeds `budget` (checked as it goes, so a large
    /// container costs no more than `budget` to reject) or contains a line break.
    private static func inlineWidth(_ value: Value, budget: Int) -> Int? {
        guard budget > 0 else { return nil }
        switch value {
        case .object(let members):
            if members.isEmpty { return 2 }
            var width = 3
            for member in members {
                guard let item = inlineWidth(member.value, budget: budget - width) else { return nil }
                width += quoted(member.key).unicodeScalars.count + 2 + item + 2
                if width > budget { return nil }
            }
            return width
        case .array(let elements):
            var width = 2
            for element in elements {
                guard let item = inlineWidth(element, budget: budget - width) else { return nil }
                width += item + 2
                if width > budget { return nil }
            }
            return width
        case .string(let string):
            let width = quoted(string).unicodeScalars.count
            return width <= budget ? width : nil
        case .number(let number): return number.count <= budget ? number.count : nil
        case .bool(let flag): return flag ? 4 : 5
        case .null: return 4
        }
    }

    /// A JSON string literal; non-ASCII characters stay as they are, so the spec stays readable.
    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
