extension JSONParser {
    /// Parses a string, number, `true`, `false` or `null` at the current position.
    mutating func parseScalar(path: JSONPath, expected: String) throws(JSONSyntaxError) -> JSONNode {
        let location = here()
        guard let byte = peek() else {
            throw unexpected(expected, path: path)
        }
        let value: JSONValue
        switch byte {
        case UInt8(ascii: "\""):
            value = .string(try readString(startingAt: location, path: path))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            value = .number(try readNumber(path: path))
        case _ where Self.isLetter(byte):
            let end = wordEnd()
            let word = UnsafeBufferPointer(rebasing: bytes[position..<end])
            if word.elementsEqual("true".utf8) {
                value = .bool(true)
            } else if word.elementsEqual("false".utf8) {
                value = .bool(false)
            } else if word.elementsEqual("null".utf8) {
                value = .null
            } else {
                throw unexpected(expected, path: path, hint: Self.wordHint(String(decoding: word, as: UTF8.self)))
            }
            position = end
        case UInt8(ascii: "+"):
            throw unexpected(expected, path: path, hint: "JSON numbers cannot start with '+'; remove it")
        case UInt8(ascii: "."):
            throw unexpected(expected, path: path, hint: "write a leading zero, as in 0.5")
        default:
            throw unexpected(expected, path: path)
        }
        return JSONNode(value: value, location: location, path: path)
    }

    private mutating func readNumber(path: JSONPath) throws(JSONSyntaxError) -> JSONNumber {
        let start = position
        if peek() == UInt8(ascii: "-") {
            position += 1
            guard isAtDigit() else {
                let word = peek().map(Self.isLetter) == true
                    ? String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<wordEnd()]), as: UTF8.self)
                    : ""
                let hint = word == "Infinity" ? Self.wordHint(word) : nil
                throw unexpected("expected a digit after '-'", path: path, hint: hint)
            }
        }
        if peek() == UInt8(ascii: "0") {
            position += 1
            if isAtDigit() {
                throw unexpected(
                    "expected '.', 'e' or the end of the number after a leading '0'",
                    path: path,
                    hint: "JSON numbers cannot have leading zeros; remove them"
                )
            }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard isAtDigit() else {
                throw unexpected("expected a digit after '.'", path: path)
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                position += 1
            }
            guard isAtDigit() else {
                throw unexpected("expected a digit in the exponent", path: path)
            }
            skipDigits()
        }
        return JSONNumber(text: shortStrings.string(in: bytes, at: start, count: position - start))
    }

    private func isAtDigit() -> Bool {
        guard let byte = peek() else {
            return false
        }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipDigits() {
        while isAtDigit() {
            position += 1
        }
    }

    /// The end of the run of letters, digits and underscores that starts at the current position.
    func wordEnd() -> Int {
        var end = position
        while end < bytes.count,
            Self.isLetter(bytes[end]) || bytes[end] == UInt8(ascii: "_")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end])
        {
            end += 1
        }
        return end
    }

    /// Whether `byte` is an ASCII letter.
    package static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func wordHint(_ word: String) -> String {
        switch word {
        case "NaN", "Infinity":
            "JSON has no NaN or Infinity; use null or a string"
        case _ where ["true", "false", "null"].contains { $0.hasPrefix(word.lowercased()) }:
            "the JSON literals are true, false and null, in lowercase"
        default:
            "strings must be in double quotes"
        }
    }
}
