/// Writes untrusted spec text into Swift source so that it can never break out of a literal or a comment.
enum SwiftLiteral {
    /// A double-quoted string literal: quotes, backslashes, control, format and bidi characters are escaped,
    /// so `\(`, `"""` and newlines in spec text stay text.
    static func string(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The contents of a string literal without the surrounding quotes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isUnsafe(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Splits text into doc-comment lines with every control, format and bidi character removed,
    /// trailing spaces trimmed and leading/trailing blank lines dropped.
    static func documentationLines(_ text: String) -> [String] {
        let lines = text.utf8.allSatisfy { $0 < 0x80 } ? asciiLines(text) : unicodeLines(text)
        var trimmed = lines.map { line in
            guard line.utf8.last == UInt8(ascii: " ") else { return line }
            return line.unicodeScalars.lastIndex { $0 != " " }.map { String(line.unicodeScalars[...$0]) } ?? ""
        }
        while trimmed.first?.isEmpty == true { trimmed.removeFirst() }
        while trimmed.last?.isEmpty == true { trimmed.removeLast() }
        return collapseBlankRuns(trimmed)
    }

    /// The lines of ASCII text, by bytes: descriptions nearly always are ASCII, and splitting them by scalars took a
    /// fourteenth of generation time.
    private static func asciiLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        var previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                lines.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            case UInt8(ascii: "\t"):
                current.append(UInt8(ascii: " "))
            case 0x00...0x1F, 0x7F:
                continue
            default:
                current.append(byte)
            }
        }
        lines.append(String(decoding: current, as: UTF8.self))
        return lines
    }

    private static func unicodeLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" && previous == "\r" {
                continue
            } else if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}" {
                lines.append(current)
                current = ""
            } else if scalar == "\t" {
                current += " "
            } else if !isUnsafe(scalar) {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }

    private static func collapseBlankRuns(_ lines: [String]) -> [String] {
        var result: [String] = []
        for line in lines where !(line.isEmpty && result.last?.isEmpty == true) {
            result.append(line)
        }
        return result
    }

    /// Characters that must never appear raw in generated source: C0/C1 controls, line and paragraph
    /// separators, bidi overrides and isolates, zero-width and other format characters.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x20...0x7E: return false  // printable ASCII: the common case, no property lookup
        default: break
        }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .control, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }
}
