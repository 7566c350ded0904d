import EndpointGenJSON

/// Writes a JSON document's values as block YAML laid out the way PyYAML's `safe_dump` does (the tool vendors'
/// YAML documents come from): mappings indented by two, sequences in a mapping not indented, long plain and
/// single-quoted scalars wrapped near 80 columns, quotes only where a plain scalar would change meaning.
struct YAMLTwinWriter {
    /// What the current line holds before the node being written.
    private enum Context {
        case lineStart, afterKey, afterDash
    }

    private static let width = 80
    private var bytes: [UInt8] = []
    private var lineStart = 0

    /// The YAML text of `node`.
    static func yaml(of node: JSONNode) -> String {
        var writer = YAMLTwinWriter()
        writer.write(node, indent: 0, context: .lineStart)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes `node`, whose entries (if it is a collection) start at column `indent`; ends with a line break.
    private mutating func write(_ node: JSONNode, indent: Int, context: Context) {
        switch node.value {
        case .object(let members) where !members.isEmpty:
            for (index, member) in members.enumerated() {
                startEntry(first: index == 0, indent: indent, context: context)
                emit(Self.key(member.key) + ":")
                switch member.value.value {
                case .object(let members) where !members.isEmpty:
                    write(member.value, indent: indent + 2, context: .afterKey)
                case .array(let elements) where !elements.isEmpty:
                    write(member.value, indent: indent, context: .afterKey)
                default:
                    write(member.value, indent: indent + 2, context: .afterKey)
                }
            }
        case .array(let elements) where !elements.isEmpty:
            for (index, element) in elements.enumerated() {
                startEntry(first: index == 0, indent: indent, context: context)
                emit("- ")
                write(element, indent: indent + 2, context: .afterDash)
            }
        default:
            if context == .afterKey { emit(" ") }
            emit(scalar(node.value, indent: indent))
            newLine()
        }
    }

    /// Moves to where the next entry of a collection starts: on the line of a `- ` for the first entry of a
    /// sequence item, else on a new line indented to `indent`.
    private mutating func startEntry(first: Bool, indent: Int, context: Context) {
        if first && context == .afterDash { return }
        if first && context == .afterKey { newLine() }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    private mutating func emit(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        lineStart = bytes.count
    }

    private func scalar(_ value: JSONValue, indent: Int) -> String {
        switch value {
        case .object: return "{}"
        case .array: return "[]"
        case .number(let number): return number.text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .string(let string):
            let column = bytes.count - lineStart
            if Self.isPlainSafe(string) {
                return Self.wrapped(string, column: column, indent: indent)
            }
            if Self.isPrintable(string) {
                return Self.wrapped(Self.singleQuoted(string), column: column, indent: indent)
            }
            return Self.doubleQuoted(string)
        }
    }

    private static func key(_ key: String) -> String {
        isPlainSafe(key) ? key : isPrintable(key) ? singleQuoted(key) : doubleQuoted(key)
    }

    /// Breaks `scalar` at single spaces once a line passes `width` columns; continuation lines are indented by
    /// `indent`, and each break reads back as the space it replaced.
    private static func wrapped(_ scalar: String, column: Int, indent: Int) -> String {
        let source = Array(scalar.utf8)
        var result: [UInt8] = []
        var lineLength = column
        for (index, byte) in source.enumerated() {
            let breakable = byte == UInt8(ascii: " ") && index > 0 && index + 1 < source.count
                && source[index - 1] != UInt8(ascii: " ") && source[index + 1] != UInt8(ascii: " ")
            if breakable && lineLength > width {
                result.append(UInt8(ascii: "\n"))
                result.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
                lineLength = indent
            } else {
                result.append(byte)
                lineLength += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `text` reads back as the same string when written plain.
    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last, isPrintable(text) else {
            return false
        }
        if "-?:,[]{}#&*!|>'\"%@` ".unicodeScalars.contains(first) || last == " " || last == ":" { return false }
        // Numbers, `.inf` and `~` resolve to something else; quoting every text that starts like one is simplest.
        if ("0"..."9").contains(first) || first == "." || first == "+" || first == "~" { return false }
        if text.contains(": ") || text.contains(" #") { return false }
        // Words the core schema or YAML 1.1 would read as something else.
        return !["null", "true", "false", "yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
    }

    private static func isPrintable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && $0.value != 0xFEFF }
    }

    private static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// JSON's escapes are all YAML escapes too.
    private static func doubleQuoted(_ text: String) -> String {
        JSONValue.string(text).compactText
    }
}
