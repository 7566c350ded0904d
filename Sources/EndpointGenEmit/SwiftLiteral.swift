import EndpointGenJSON
import EndpointGenSpec

/// Writes untrusted spec text into Swift source so that it can never break out of a literal or a comment.
enum SwiftLiteral {
    /// A double-quoted string literal: quotes, backslashes, control, format and bidi characters are escaped,
    /// so `\(`, `"""` and newlines in spec text stay text.
    static func string(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The contents of a string literal without the surrounding quotes.
    static func escaped(_ text: String) -> String {
        var safety = ScalarSafety()
        return escaped(text, escape: "\\", safety: &safety) { bytes, start in
            var end = start
            while end < bytes.count, isPlain(bytes[end]) { end += 1 }
            return end
        }
    }

    /// A raw string literal, `#"…"#`, for text full of quotes and backslashes such as JSON: they stay as they are, so
    /// a sample reads as the server sends it, and the literal is built without escaping every quote (sample responses
    /// put megabytes through here). More `#`s are used when the text has `"#` or `\#`; control, format and bidi
    /// characters are escaped (`\#n`, `\#u{202E}`) as in ``string(_:)``.
    ///
    /// The literal is `opening`, `contents`, then `closing`, given apart so that megabytes of samples are printed
    /// straight into their file rather than copied into a literal first.
    static func rawString(_ text: String) -> (opening: String, contents: String, closing: String) {
        // One pass over the bytes for both questions, from one byte that matters to the next: the text is megabytes of
        // samples, where `#`, control characters and characters beyond ASCII are rare.
        var text = text
        var safety = ScalarSafety()
        let (longest, isSafe) = text.withUTF8 { bytes in
            var longest = 0
            var isSafe = true
            var index = ByteSearch.firstSpecialByte(in: bytes, from: 0, UInt8(ascii: "#"), 0x7F, nonASCII: true)
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "#") {
                    let start = index
                    while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
                    if start > 0, bytes[start - 1] == UInt8(ascii: "\"") || bytes[start - 1] == UInt8(ascii: "\\") {
                        longest = max(longest, index - start)
                    }
                } else if byte >= 0x80 {
                    let (scalar, length) = scalar(at: index, in: bytes)
                    if safety.isUnsafe(scalar) { isSafe = false }
                    index += length
                } else {
                    isSafe = false
                    index += 1
                }
                index = ByteSearch.firstSpecialByte(in: bytes, from: index, UInt8(ascii: "#"), 0x7F, nonASCII: true)
            }
            return (longest, isSafe)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        // Text without a character to escape is its own contents (`escaped` would copy it byte for byte).
        // Printable ASCII is held as it is: found eight bytes at a time, as the scan above.
        let contents = isSafe ? text : escaped(text, escape: "\\" + hashes, safety: &safety) { bytes, start in
            ByteSearch.firstSpecialByte(in: bytes, from: start, 0x7F, 0x7F, nonASCII: true)
        }
        return (hashes + "\"", contents, "\"" + hashes)
    }

    /// The character whose (valid UTF-8) encoding starts at `index`, and its length in bytes.
    private static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        var value = UInt32(lead) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for continuation in bytes[index + 1..<index + length] { value = value << 6 | UInt32(continuation & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)  // a String's UTF-8 is valid: never nil
    }

    /// `text` with every character outside the plain runs written as an escape after `escape` (`\` in a string
    /// literal, `\#` in a raw one) when it is ASCII or unsafe; `plainRunEnd` gives the end of the run of bytes the
    /// literal holds as they are that starts at an offset.
    private static func escaped(
        _ text: String,
        escape: String,
        safety: inout ScalarSafety,
        plainRunEnd: (UnsafeBufferPointer<UInt8>, Int) -> Int
    ) -> String {
        // By bytes into one buffer, runs of plain bytes at once: sample responses put megabytes through here, and
        // appending scalar by scalar to a String took a sixth of generation time. Plain text is returned as it is.
        var text = text
        return text.withUTF8 { source in
            if plainRunEnd(source, 0) == source.count { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(source.count + 16)
            func append(_ escaped: String) {
                bytes.append(contentsOf: escape.utf8)
                bytes.append(contentsOf: escaped.utf8)
            }
            var index = 0
            while index < source.count {
                let end = plainRunEnd(source, index)
                bytes.append(contentsOf: source[index..<end])
                index = end
                guard index < source.count else { break }
                let byte = source[index]
                switch byte {
                case UInt8(ascii: "\\"): append("\\")
                case UInt8(ascii: "\""): append("\"")
                case UInt8(ascii: "\n"): append("n")
                case UInt8(ascii: "\r"): append("r")
                case UInt8(ascii: "\t"): append("t")
                case 0..<0x80: append(unicodeEscape(Unicode.Scalar(byte)))
                default:
                    // A multi-byte character.
                    let (scalar, length) = scalar(at: index, in: source)
                    if safety.isUnsafe(scalar) { append(unicodeEscape(scalar)) } else { bytes.append(contentsOf: source[index..<index + length]) }
                    index += length
                    continue
                }
                index += 1
            }
            // Plain runs, ASCII escapes and whole characters of a string: valid UTF-8.
            return bytes.withUnsafeBufferPointer(String.init(validUTF8:))
        } ?? text
    }

    /// Printable ASCII other than the quote and the backslash: the bytes a literal holds as they are.
    private static func isPlain(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
    }

    /// `u{…}` with the scalar's value in uppercase hexadecimal, to follow the escape.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// Splits text into doc-comment lines with every control, format and bidi character removed,
    /// trailing spaces trimmed, leading/trailing blank lines dropped and the indentation all lines share removed.
    static func documentationLines(_ text: String) -> [String] {
        // Most descriptions are one line of printable ASCII, which is its own line. Checked eight bytes at a time: a
        // byte loop over every description was a fiftieth of generating a large spec.
        var text = text
        let (isPrintable, isASCII) = text.withUTF8 { bytes in
            let end = ByteSearch.firstSpecialByte(in: bytes, from: 0, 0x7F, 0x7F, nonASCII: true)
            return (end == bytes.count, !bytes[end...].contains { $0 >= 0x80 })
        }
        let lines = isPrintable ? [text] : isASCII ? asciiLines(text) : unicodeLines(text)
        var trimmed = lines.map { line in
            guard line.utf8.last == UInt8(ascii: " ") else { return line }
            return line.unicodeScalars.lastIndex { $0 != " " }.map { String(line.unicodeScalars[...$0]) } ?? ""
        }
        while trimmed.first?.isEmpty == true { trimmed.removeFirst() }
        while trimmed.last?.isEmpty == true { trimmed.removeLast() }
        return collapseBlankRuns(SharedIndentation.removed(from: trimmed))
    }

    /// The lines of ASCII text, by bytes: descriptions nearly always are ASCII, and splitting them by scalars took a
    /// fourteenth of generation time.
    private static func asciiLines(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var current: [UInt8] = []
            var index = 0
            while index < bytes.count {
                // A run of printable bytes at once, then the control byte that ends it.
                var end = index
                while end < bytes.count, (0x20...0x7E).contains(bytes[end]) { end += 1 }
                current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                guard end < bytes.count else { break }
                switch bytes[end] {
                case UInt8(ascii: "\n") where end > 0 && bytes[end - 1] == UInt8(ascii: "\r"):
                    break
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    lines.append(current.withUnsafeBufferPointer(String.init(validUTF8:)))
                    current.removeAll(keepingCapacity: true)
                case UInt8(ascii: "\t"):
                    current.append(UInt8(ascii: " "))
                default:
                    break
                }
                index = end + 1
            }
            lines.append(current.withUnsafeBufferPointer(String.init(validUTF8:)))
            return lines
        }
    }

    private static func unicodeLines(_ text: String) -> [String] {
        var safety = ScalarSafety()
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
            } else if !safety.isUnsafe(scalar) {
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
}
