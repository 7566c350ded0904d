extension JSONParser {
    /// Reads the string whose opening quote is at the current position, validating UTF-8 and decoding escapes.
    mutating func readString(startingAt start: SourceLocation, path: JSONPath) throws(JSONSyntaxError) -> String {
        let base = bytes.baseAddress!
        position += 1
        var runStart = position
        // Bytes decoded into `scratch` so far; nil until the first escape.
        var decoded: Int?
        while true {
            position = ByteSearch.firstSpecialByte(
                in: bytes, from: position, UInt8(ascii: "\""), UInt8(ascii: "\\"), nonASCII: true
            )
            guard position < bytes.count else {
                break
            }
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "\""):
                let run = UnsafeBufferPointer(start: base + runStart, count: position - runStart)
                position += 1
                guard var length = decoded else {
                    return shortStrings.string(in: bytes, at: runStart, count: run.count)
                }
                append(run, at: &length)
                return String(validUTF8: UnsafeBufferPointer(start: scratch, count: length))
            case UInt8(ascii: "\\"):
                var length = decoded ?? 0
                append(UnsafeBufferPointer(start: base + runStart, count: position - runStart), at: &length)
                // A one-character escape here: nearly all are, and JSON text held in a string (TMDB's examples) has
                // one every ten bytes, where a call per escape was a third of reading the string.
                if position + 1 < bytes.count, let simple = Self.simpleEscape(base[position + 1]) {
                    scratch[length] = simple
                    length += 1
                    position += 2
                } else {
                    try readEscape(into: &length, path: path)
                }
                decoded = length
                runStart = position
            case 0..<0x20:
                throw controlCharacterError(byte, path: path)
            case 0..<0x80:
                position += 1
            default:
                guard let length = Self.utf8SequenceLength(in: bytes, at: position) else {
                    throw invalidUTF8(path: path)
                }
                position += length
                continuationBytes += length - 1
            }
        }
        throw unexpected(
            "expected '\"' to end the string",
            path: path,
            hint: "the string starting at \(start.line):\(start.column) is never closed"
        )
    }

    /// Copies `run` into `scratch` at `length`, moving `length` past it.
    private func append(_ run: UnsafeBufferPointer<UInt8>, at length: inout Int) {
        guard let source = run.baseAddress, run.count > 0 else { return }
        (scratch + length).update(from: source, count: run.count)
        length += run.count
    }

    /// Reads the escape at the current position other than a one-character one: a `\u` escape, or a bad one.
    private mutating func readEscape(into length: inout Int, path: JSONPath) throws(JSONSyntaxError) {
        let escapeStart = position
        position += 1
        guard let byte = peek() else {
            throw unexpected("expected an escape character after '\\'", path: path)
        }
        guard byte == UInt8(ascii: "u") else {
            let hint = byte == UInt8(ascii: "'") ? "a single quote needs no escape in JSON; write ' alone" : nil
            throw unexpected("expected one of \" \\ / b f n r t u after '\\'", path: path, hint: hint)
        }
        position += 1
        var scalar = try readHexQuad(path: path)
        switch scalar {
        case 0xD800...0xDBFF:
            guard position + 1 < bytes.count,
                bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw unpairedSurrogate(at: escapeStart, path: path)
            }
            position += 2
            let low = try readHexQuad(path: path)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw unpairedSurrogate(at: escapeStart, path: path)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw unpairedSurrogate(at: escapeStart, path: path)
        default:
            break
        }
        appendUTF8(of: scalar, at: &length)
    }

    /// The byte a one-character escape (`\n`, `\"`, …) stands for; nil for `u` and for bytes that escape nothing.
    @inline(__always)
    static func simpleEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    private mutating func readHexQuad(path: JSONPath) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigitValue(byte) else {
                throw unexpected("expected 4 hexadecimal digits after '\\u'", path: path)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// The value of a hexadecimal digit, either case.
    static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func appendUTF8(of scalar: UInt32, at length: inout Int) {
        let count = scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
        var remaining = scalar
        for index in stride(from: count - 1, to: 0, by: -1) {
            scratch[length + index] = UInt8(0x80 | remaining & 0x3F)
            remaining >>= 6
        }
        // The lead byte starts with as many 1 bits as the sequence has bytes (none for ASCII).
        let marker: UInt32 = count == 1 ? 0 : 0xFF00 >> count & 0xFF
        scratch[length] = UInt8(remaining | marker)
        length += count
    }

    private func unpairedSurrogate(at offset: Int, path: JSONPath) -> JSONSyntaxError {
        let escape = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + 6]), as: UTF8.self)
        return JSONSyntaxError(
            offset: offset,
            message: "unpaired surrogate '\(escape)' in string",
            hint: "a high surrogate \\uD800-\\uDBFF must be followed directly by a low surrogate \\uDC00-\\uDFFF",
            path: path
        )
    }

    private func controlCharacterError(_ byte: UInt8, path: JSONPath) -> JSONSyntaxError {
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            return unexpected(
                "expected '\"' to end the string",
                path: path,
                hint: "JSON strings cannot span lines; close the string or write \\n"
            )
        }
        let code = Self.hex(UInt32(byte), digits: 4)
        let isTab = byte == UInt8(ascii: "\t")
        let name = isTab ? "tab" : "control character U+\(code)"
        let escape = isTab ? "\\t" : "\\u\(code)"
        return JSONSyntaxError(
            offset: position,
            message: "unescaped \(name) in string",
            hint: "write it as \(escape)",
            path: path
        )
    }
}
