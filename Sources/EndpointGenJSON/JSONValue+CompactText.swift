extension JSONValue {
    /// The value as compact JSON text: members in source order, numbers as written, strings escaped
    /// minimally (quote, backslash and control characters), so the same input always gives the same text.
    package var compactText: String {
        switch self {
        case .object(let members):
            "{" + members.map { Self.quoted($0.key) + ":" + $0.value.value.compactText }.joined(separator: ",") + "}"
        case .array(let elements):
            "[" + elements.map(\.value.compactText).joined(separator: ",") + "]"
        case .string(let text): Self.quoted(text)
        case .number(let number): number.text
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
