extension JSONParser {
    /// The error for the byte at the current position: "`expected`, found X", or an invalid UTF-8 error if X is one.
    package func unexpected(_ expected: String, path: JSONPath, hint: String? = nil) -> JSONSyntaxError {
        if let byte = peek(), byte >= 0x80, Self.utf8SequenceLength(in: bytes, at: position) == nil {
            return invalidUTF8(path: path)
        }
        return JSONSyntaxError(
            offset: position,
            message: "\(expected), found \(foundDescription())",
            hint: hint ?? commonMistakeHint(),
            path: path
        )
    }

    /// The error for the malformed UTF-8 sequence at the current position.
    func invalidUTF8(path: JSONPath) -> JSONSyntaxError {
        let byte = bytes[position]
        let looksLikeUTF16 = position == 0 && bytes.count >= 2 && [bytes[0], bytes[1]].sorted() == [0xFE, 0xFF]
        return JSONSyntaxError(
            offset: position,
            message: "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), digits: 2))",
            hint: looksLikeUTF16 ? "the file looks like UTF-16; save it as UTF-8" : "save the file as UTF-8",
            path: path
        )
    }

    /// What is at the current position, for messages: `'x'`, `'word'`, `a line break`, `end of input`, ...
    func foundDescription() -> String {
        guard let byte = peek() else {
            return "end of input"
        }
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return "a line break"
        case UInt8(ascii: "\t"):
            return "a tab"
        case 0..<0x20, 0x7F:
            return "control character U+\(Self.hex(UInt32(byte), digits: 4))"
        case _ where Self.isLetter(byte):
            let end = wordEnd()
            let shown = min(end, position + 24)
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<shown]), as: UTF8.self)
            return "'\(word)\(shown < end ? "…" : "")'"
        case 0..<0x80:
            return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            let length = Self.utf8SequenceLength(in: bytes, at: position) ?? 1
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + length]), as: UTF8.self)
            let codePoints = text.unicodeScalars.map { "U+" + Self.hex($0.value, digits: 4) }.joined(separator: " ")
            return "'\(text)' (\(codePoints))"
        }
    }

    /// A hint for a key position that holds something other than a double-quoted string.
    func keyHint() -> String? {
        guard let byte = peek(), Self.isLetter(byte) else {
            return nil
        }
        return "object keys must be strings in double quotes"
    }

    /// A hint for a container that is not followed by a separator or its closing bracket.
    func missingSeparatorHint(in container: JSONOpenContainer) -> String? {
        guard let byte = peek() else {
            let kind = container.isObject ? "object" : "array"
            return "the \(kind) starting at \(container.location.line):\(container.location.column) is never closed"
        }
        let startsValue = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Self.isLetter(byte)
        guard startsValue else {
            return commonMistakeHint()
        }
        return container.isObject ? "add ',' between members" : "add ',' between elements"
    }

    private func commonMistakeHint() -> String? {
        switch peek() {
        case UInt8(ascii: "/") where position + 1 < bytes.count
            && (bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")):
            "JSON has no comments; remove it"
        case UInt8(ascii: "'"):
            "JSON strings use double quotes, not single quotes"
        default:
            nil
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `offset`, or nil if it is malformed or truncated.
    package static func utf8SequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        // The second byte's range excludes overlong forms, UTF-16 surrogates and scalars above U+10FFFF.
        let second: ClosedRange<UInt8>
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return nil
        }
        guard offset + length <= bytes.count, second.contains(bytes[offset + 1]) else {
            return nil
        }
        for index in offset + 2..<offset + length where bytes[index] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
