import EndpointGenJSON

/// Prints a ``NativeNode`` tree as pretty JSON and records, for every key and value printed, the OpenAPI
/// location it came from, so that diagnostics about the printed text can point into the OpenAPI file.
///
/// Containers below the top-level sections are written on one line when they fit in ``lineWidth``
/// (`{ "type": "int", "default": 1 }`), like the hand-written specs; output is byte-for-byte deterministic.
struct NativePrinter {
    static let lineWidth = 110

    private var text = ""
    private var line = 1
    private var column = 1
    private var entries: [SourceMap.Entry] = []

    /// The printed document (ending in a newline) and its source map.
    static func print(_ root: NativeNode) -> (text: String, map: SourceMap) {
        var printer = NativePrinter()
        let origin = root.origin ?? Origin(location: SourceLocation(line: 1, column: 1), path: .root)
        printer.value(root, inherited: origin, indent: 0, depth: 0)
        printer.write("\n")
        return (printer.text, SourceMap(entries: printer.entries))
    }

    private mutating func value(_ node: NativeNode, inherited: Origin, indent: Int, depth: Int) {
        let origin = node.origin ?? inherited
        mark(origin)
        let inline = depth >= 2 && Self.inlineWidth(node, budget: Self.lineWidth - column) != nil
        switch node.value {
        case .object(let members) where members.isEmpty: write("{}")
        case .array(let elements) where elements.isEmpty: write("[]")
        case .object(let members):
            write(inline ? "{ " : "{\n")
            for (index, member) in members.enumerated() {
                if !inline { write(String(repeating: " ", count: indent + 2)) }
                mark(member.value.origin ?? origin)
                write(Self.quoted(member.key) + ": ")
                value(member.value, inherited: origin, indent: indent + 2, depth: depth + 1)
                let last = index == members.count - 1
                write(inline ? (last ? " " : ", ") : (last ? "\n" : ",\n"))
            }
            if !inline { write(String(repeating: " ", count: indent)) }
            write("}")
        case .array(let elements):
            write(inline ? "[" : "[\n")
            for (index, element) in elements.enumerated() {
                if !inline { write(String(repeating: " ", count: indent + 2)) }
                value(element, inherited: origin, indent: indent + 2, depth: depth + 1)
                let last = index == elements.count - 1
                write(inline ? (last ? "" : ", ") : (last ? "\n" : ",\n"))
            }
            if !inline { write(String(repeating: " ", count: indent)) }
            write("]")
        case .string(let string): write(Self.quoted(string))
        case .number(let number): write(number)
        case .bool(let flag): write(flag ? "true" : "false")
        case .null: write("null")
        }
    }

    private mutating func mark(_ origin: Origin) {
        entries.append(SourceMap.Entry(printed: SourceLocation(line: line, column: column), origin: origin))
    }

    private mutating func write(_ piece: String) {
        text += piece
        for scalar in piece.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }

    /// The width of `node` written on one line, or nil when it exceeds `budget` (checked as it goes, so a large
    /// container costs no more than `budget` to reject) or contains a line break.
    private static func inlineWidth(_ node: NativeNode, budget: Int) -> Int? {
        guard budget > 0 else { return nil }
        switch node.value {
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
