import Foundation

/// A string of a JSON or YAML text: a quoted string with its escapes undone, or a YAML plain scalar.
struct DocumentScalar: Equatable {
    var value: String
    /// Whether a `:` follows it, so that it is a mapping key.
    var isKey: Bool
}

/// The strings of a JSON or YAML text in order, found without parsing it: the plugin cannot link the generator's
/// readers, and it must name a spec's inputs before the generator reads the spec.
///
/// A JSON text is YAML in flow style, so one scanner serves both. It knows quoted strings and their escapes (JSON's
/// `"schemas\/pet.json"`, YAML's `'it''s'`), comments, and which characters end a plain scalar in block and in flow
/// collections (`paths/users_{id}.yaml` is one scalar in a block mapping); anything else (anchors, tags, a plain
/// scalar over several lines) may give extra or split strings, which only makes the caller look at one more name.
enum DocumentScalars {
    static func scan(_ text: String) -> [DocumentScalar] {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.scan()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// How many `[` and `{` are open: inside them `,`, `[`, `]`, `{` and `}` end a plain scalar.
        var flowDepth = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func scan() -> [DocumentScalar] {
            var scalars: [DocumentScalar] = []
            while index < bytes.count {
                let byte = bytes[index]
                let value: String
                if byte == UInt8(ascii: "\"") {
                    value = doubleQuoted()
                } else if byte == UInt8(ascii: "'") {
                    value = singleQuoted()
                } else if byte == UInt8(ascii: "#") {
                    skipLine()
                    continue
                } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    flowDepth += 1
                    index += 1
                    continue
                } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    flowDepth = max(0, flowDepth - 1)
                    index += 1
                    continue
                } else if flowDepth == 0, byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">") {
                    skipBlockScalar()
                    continue
                } else if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "!") {
                    // An anchor, an alias or a tag names no file.
                    while !isBlank(at: index), flowDepth == 0 || !isFlowIndicator(bytes[index]) { index += 1 }
                    continue
                } else if isBlank(at: index) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")
                            || (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?")) && isBlank(at: index + 1) {
                    // Between scalars, or a value indicator, a block sequence entry or a complex key.
                    index += 1
                    continue
                } else {
                    value = plain()
                }
                scalars.append(DocumentScalar(value: value, isKey: colonFollows()))
            }
            return scalars
        }

        /// Skips a `|` or `>` block scalar: the rest of its line and the lines indented at least as far as its first
        /// line of text. Its text is prose, where a line starting with a quote would otherwise open a string.
        private mutating func skipBlockScalar() {
            skipLine()
            var indentation: Int?
            while index < bytes.count {
                let lineStart = index + 1
                var position = lineStart
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
                let isEmpty = position >= bytes.count || bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r")
                if !isEmpty {
                    if let indentation, position - lineStart < indentation { return }
                    if indentation == nil {
                        // The text must be indented (a top-level scalar's too, past the document's zero).
                        guard position > lineStart else { return }
                        indentation = position - lineStart
                    }
                }
                index = position
                skipLine()
            }
        }

        /// Whether the byte at `position` is a space, a tab, a line break or past the end.
        private func isBlank(at position: Int) -> Bool {
            guard position < bytes.count else { return true }
            return [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[position])
        }

        private func isFlowIndicator(_ byte: UInt8) -> Bool {
            [UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(byte)
        }

        private mutating func skipLine() {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        }

        /// After a scalar: whether the next character on its line, past spaces, is a `:`.
        private mutating func colonFollows() -> Bool {
            var position = index
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
            return position < bytes.count && bytes[position] == UInt8(ascii: ":")
        }

        /// A plain scalar: up to a line break, a ` #` comment or a `: `, and in a flow collection a flow indicator.
        private mutating func plain() -> String {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
                if byte == UInt8(ascii: ":"), isBlank(at: index + 1) || (flowDepth > 0 && index + 1 < bytes.count && isFlowIndicator(bytes[index + 1])) { break }
                if byte == UInt8(ascii: "#"), index > start, isBlank(at: index - 1) { break }
                if flowDepth > 0, isFlowIndicator(byte) { break }
                index += 1
            }
            var end = index
            while end > start, isBlank(at: end - 1) { end -= 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }

        /// A `'…'` scalar, in which `''` is one quote.
        private mutating func singleQuoted() -> String {
            var value: [UInt8] = []
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "'") {
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "'") else { break }
                    index += 1
                }
                value.append(byte)
            }
            return String(decoding: value, as: UTF8.self)
        }

        /// A `"…"` string with its escapes undone: JSON's (`\/`, `\uXXXX` and surrogate pairs) and YAML's (`\xXX`,
        /// `\UXXXXXXXX`, a backslash before a line break).
        private mutating func doubleQuoted() -> String {
            var value = ""
            var pendingHighSurrogate: UInt32?
            index += 1
            var start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                    index += 1
                    continue
                }
                value += String(decoding: bytes[start..<index], as: UTF8.self)
                let escape = bytes[index + 1]
                index += 2
                let digits = [UInt8(ascii: "x"): 2, UInt8(ascii: "u"): 4, UInt8(ascii: "U"): 8][escape]
                if let digits, let code = hexNumber(digits: digits) {
                    // JSON writes a character beyond U+FFFF as two \u escapes, a high and a low surrogate.
                    if (0xD800..<0xDC00).contains(code) {
                        pendingHighSurrogate = code
                    } else if let high = pendingHighSurrogate, (0xDC00..<0xE000).contains(code) {
                        value.unicodeScalars.append(Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (code - 0xDC00)) ?? "\u{FFFD}")
                        pendingHighSurrogate = nil
                    } else {
                        value.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    }
                } else if escape == UInt8(ascii: "\n") {
                    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                } else {
                    value += Self.escapes[escape] ?? String(decoding: [escape], as: UTF8.self)
                }
                start = index
            }
            value += String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
            index += 1
            return value
        }

        /// The number written in the next `digits` hexadecimal digits, consumed; nil (consuming nothing) when they are not.
        private mutating func hexNumber(digits: Int) -> UInt32? {
            guard index + digits <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + digits], as: UTF8.self), radix: 16) else {
                return nil
            }
            index += digits
            return code
        }

        /// The one-letter escapes whose character is not the letter itself (`\/` is `/`, `\"` is `"`).
        private static let escapes: [UInt8: String] = [
            UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r",
            UInt8(ascii: "t"): "\t", UInt8(ascii: "0"): "\0", UInt8(ascii: "a"): "\u{7}", UInt8(ascii: "v"): "\u{B}",
            UInt8(ascii: "e"): "\u{1B}", UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}",
            UInt8(ascii: "P"): "\u{2029}",
        ]
    }
}
