extension JSONValue {
    /// The value as compact JSON text: members in source order, numbers as written, strings escaped
    /// minimally (quote, backslash and control characters), so the same input always gives the same text.
    package var compactText: String {
        // One byte buffer for the whole value: TMDB's examples are large, and building a string per nested value
        // (and appending scalar by scalar) made this a sixth of its generation time.
        var bytes: [UInt8] = []
        appendCompactText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func appendCompactText(to bytes: inout [UInt8]) {
        switch self {
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            // Through the buffer, so that each member is read in place rather than copied (and retained) whole.
            members.withUnsafeBufferPointer { members in
                for index in members.indices {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    Self.appendQuoted(members[index].key, to: &bytes)
                    bytes.append(UInt8(ascii: ":"))
                    members[index].value.value.appendCompactText(to: &bytes)
                }
            }
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            elements.withUnsafeBufferPointer { elements in
                for index in elements.indices {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    elements[index].value.appendCompactText(to: &bytes)
                }
            }
            bytes.append(UInt8(ascii: "]"))
        case .string(let text): Self.appendQuoted(text, to: &bytes)
        case .number(let number): bytes.append(contentsOf: number.text.utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: bytes.append(contentsOf: "null".utf8)
        }
    }

    /// Appends `text` in quotes; bytes of multi-byte characters are copied as they are, which keeps them valid UTF-8.
    private static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 { appendEscaped(byte, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends one byte of a string as compact text writes it: quote, backslash and control characters escaped.
    static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
        case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
        case 0..<0x20:
            let digits = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: #"\u00"#.utf8)
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0xF)])
        default: bytes.append(byte)
        }
    }
}
