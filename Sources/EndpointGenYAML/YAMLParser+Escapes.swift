import EndpointGenJSON

extension YAMLParser {
    /// Decodes the escape sequence at the current position (a backslash) into `scratch`.
    mutating func appendEscape(path: JSONPath) throws(YAMLSyntaxError) {
        let start = position
        let letter = at(position + 1)
        position += 2
        let scalar: UInt32
        switch letter {
        case UInt8(ascii: "0"): scalar = 0
        case UInt8(ascii: "a"): scalar = 0x07
        case UInt8(ascii: "b"): scalar = 0x08
        case UInt8(ascii: "t"), UInt8(ascii: "\t"): scalar = 0x09
        case UInt8(ascii: "n"): scalar = 0x0A
        case UInt8(ascii: "v"): scalar = 0x0B
        case UInt8(ascii: "f"): scalar = 0x0C
        case UInt8(ascii: "r"): scalar = 0x0D
        case UInt8(ascii: "e"): scalar = 0x1B
        case UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"): scalar = UInt32(letter)
        case UInt8(ascii: "N"): scalar = 0x85
        case UInt8(ascii: "_"): scalar = 0xA0
        case UInt8(ascii: "L"): scalar = 0x2028
        case UInt8(ascii: "P"): scalar = 0x2029
        case UInt8(ascii: "x"): scalar = try hexDigits(2, escape: start, path: path)
        case UInt8(ascii: "u"): scalar = try hexDigits(4, escape: start, path: path)
        case UInt8(ascii: "U"): scalar = try hexDigits(8, escape: start, path: path)
        default:
            let end = letter == 0 ? start + 1 : start + 1 + (JSONParser.utf8SequenceLength(in: bytes, at: start + 1) ?? 1)
            let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            throw error("invalid escape '\(written)'", at: start, path: path,
                        hint: "YAML escapes are \\0 \\a \\b \\t \\n \\v \\f \\r \\e \\\" \\/ \\\\ \\N \\_ \\L \\P \\x \\u \\U; write a backslash as \\\\")
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw error("the escape names U+\(JSONParser.hex(scalar, digits: 4)), which is not a Unicode scalar", at: start,
                        path: path, hint: "write the character itself; surrogate halves cannot be escaped one by one")
        }
        scratch.append(contentsOf: String(unicode).utf8)
    }

    /// Reads `count` hexadecimal digits after an `\x`, `\u` or `\U` escape.
    private mutating func hexDigits(_ count: Int, escape: Int, path: JSONPath) throws(YAMLSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            let digit: UInt8
            switch current {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = current - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = current - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = current - UInt8(ascii: "A") + 10
            default:
                throw error("the escape needs \(count) hexadecimal digits, found \(found())", at: escape, path: path)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
