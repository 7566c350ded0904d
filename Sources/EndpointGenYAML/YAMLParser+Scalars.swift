import EndpointGenJSON

extension YAMLParser {
    /// Parses a plain (unquoted) scalar; its lines are folded (one break → a space, each empty line → a newline).
    mutating func parsePlain(minimumIndent: Int, inFlow: Bool, singleLine: Bool, path: JSONPath) throws(YAMLSyntaxError) -> String {
        let start = position
        scanPlainLine(inFlow: inFlow)
        guard !singleLine, let firstBreak = continuationStart(minimumIndent: minimumIndent, inFlow: inFlow) else {
            return shortStrings.string(in: bytes, at: start, count: position - start)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        var breaks = firstBreak
        while true {
            (position, lines) = breaks.resume
            if breaks.count == 1 {
                scratch.append(UInt8(ascii: " "))
            } else {
                scratch.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: breaks.count - 1))
            }
            let lineStart = position
            scanPlainLine(inFlow: inFlow)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<position]))
            guard let next = continuationStart(minimumIndent: minimumIndent, inFlow: inFlow) else { break }
            breaks = next
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Moves to the end of the plain scalar's text on this line (before trailing blanks, ` #`, `: ` and, in flow
    /// context, flow indicators).
    private mutating func scanPlainLine(inFlow: Bool) {
        var end = position
        while true {
            let byte = current
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                position += 1
                if current == UInt8(ascii: "#") { break }
                continue
            }
            if Self.isBreakOrEnd(byte) { break }
            if byte == UInt8(ascii: ":") {
                let next = at(position + 1)
                if Self.isBlank(next) || inFlow && Self.isFlowIndicator(next) { break }
            } else if inFlow && Self.isFlowIndicator(byte) {
                break
            }
            position += 1
            end = position
        }
        position = end
    }

    /// When the plain scalar continues on a later line: how many line breaks come first and where its text resumes.
    /// Nil, leaving the position unchanged, when it ends here.
    private mutating func continuationStart(minimumIndent: Int, inFlow: Bool) -> (count: Int, resume: (Int, YAMLLineTracker))? {
        let saved = (position, lines)
        skipSpaces()
        var count = 0
        var indent = 0
        while current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
            consumeBreak()
            count += 1
            while current == UInt8(ascii: " ") {
                position += 1
            }
            indent = column
            skipSpaces()
        }
        let continues = count > 0 && current != 0 && current != UInt8(ascii: "#") && indent > minimumIndent
            && !isDocumentMarker(at: lines.lineStart)
            && !(current == UInt8(ascii: ":") && (Self.isBlank(at(position + 1)) || inFlow && Self.isFlowIndicator(at(position + 1))))
            && !(inFlow && Self.isFlowIndicator(current))
        let resume = (position, lines)
        (position, lines) = saved
        return continues ? (count, resume) : nil
    }

    /// Parses a double-quoted scalar with its escapes; line breaks fold as in plain scalars.
    mutating func parseDoubleQuoted(minimumIndent: Int, path: JSONPath) throws(YAMLSyntaxError) -> String {
        let open = position
        position += 1
        let start = position
        while current != UInt8(ascii: "\"") && current != UInt8(ascii: "\\") && !Self.isBreakOrEnd(current) {
            position += 1
        }
        if current == UInt8(ascii: "\"") {
            position += 1
            return shortStrings.string(in: bytes, at: start, count: position - 1 - start)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        // Escaped characters are content: trimming before a line break must not remove them.
        var keep = 0
        while true {
            switch current {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                if Self.isBreakOrEnd(at(position + 1)) && at(position + 1) != 0 {
                    position += 1
                    try fold(escaped: true, keep: &keep, open: open, minimumIndent: minimumIndent, path: path)
                } else {
                    try appendEscape(path: path)
                    keep = scratch.count
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try fold(escaped: false, keep: &keep, open: open, minimumIndent: minimumIndent, path: path)
            case 0:
                throw unterminated("double", open: open, path: path)
            default:
                appendRun(endingBefore: UInt8(ascii: "\""), UInt8(ascii: "\\"))
            }
        }
    }

    /// Parses a single-quoted scalar, where `''` is a quote; line breaks fold as in plain scalars.
    mutating func parseSingleQuoted(minimumIndent: Int, path: JSONPath) throws(YAMLSyntaxError) -> String {
        let open = position
        position += 1
        let start = position
        while current != UInt8(ascii: "'") && !Self.isBreakOrEnd(current) {
            position += 1
        }
        if current == UInt8(ascii: "'") && at(position + 1) != UInt8(ascii: "'") {
            position += 1
            return shortStrings.string(in: bytes, at: start, count: position - 1 - start)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        var keep = 0
        while true {
            switch current {
            case UInt8(ascii: "'"):
                if at(position + 1) == UInt8(ascii: "'") {
                    scratch.append(UInt8(ascii: "'"))
                    position += 2
                    keep = scratch.count
                } else {
                    position += 1
                    return String(decoding: scratch, as: UTF8.self)
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try fold(escaped: false, keep: &keep, open: open, minimumIndent: minimumIndent, path: path)
            case 0:
                throw unterminated("single", open: open, path: path)
            default:
                appendRun(endingBefore: UInt8(ascii: "'"), UInt8(ascii: "'"))
            }
        }
    }

    /// Appends the text from the current position up to `first`, `second`, a line break or the end to `scratch`,
    /// all at once, and moves past it.
    private mutating func appendRun(endingBefore first: UInt8, _ second: UInt8) {
        let start = position
        while true {
            position = ByteSearch.firstSpecialByte(in: bytes, from: position, first, second, nonASCII: false)
            // Tabs are the only control characters the encoding check lets through besides line breaks.
            guard current == UInt8(ascii: "\t") else { break }
            position += 1
        }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
    }

    /// Folds the line break at the current position inside a quoted scalar: trailing blanks before it are dropped,
    /// one break becomes a space (nothing when `escaped`), each further empty line a newline.
    private mutating func fold(escaped: Bool, keep: inout Int, open: Int, minimumIndent: Int, path: JSONPath) throws(YAMLSyntaxError) {
        if !escaped {
            while scratch.count > keep, let last = scratch.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                scratch.removeLast()
            }
        }
        var count = 0
        while current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
            consumeBreak()
            count += 1
            while current == UInt8(ascii: " ") {
                position += 1
            }
            let indent = column
            skipSpaces()
            if current == 0 {
                throw unterminated(at(open) == UInt8(ascii: "'") ? "single" : "double", open: open, path: path)
            }
            if isDocumentMarker(at: lines.lineStart) {
                throw error("a document marker inside a quoted string", at: lines.lineStart, path: path,
                            hint: "indent the string's continuation lines")
            }
            if !Self.isBreakOrEnd(current) && indent <= minimumIndent {
                let start = location(of: open)
                throw error("this line is not indented as a continuation of the quoted string opened at \(start.line):\(start.column)",
                            path: path, hint: "add the closing quote, or indent the line by \(minimumIndent + 1 - indent) more space(s)")
            }
        }
        if count == 1 && !escaped {
            scratch.append(UInt8(ascii: " "))
        } else if count > 1 {
            scratch.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: count - 1))
        }
        keep = scratch.count
    }

    private func unterminated(_ kind: String, open: Int, path: JSONPath) -> YAMLSyntaxError {
        error("the \(kind)-quoted string is never closed", at: open, path: path,
              hint: "add the closing \(kind == "double" ? "\"" : "'")")
    }
}
