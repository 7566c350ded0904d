import EndpointGenJSON

extension YAMLParser {
    /// Parses a literal (`|`) or folded (`>`) block scalar whose parent collection is indented `indent` columns,
    /// honouring its chomping (`-`, `+`) and indentation (`1`–`9`) indicators; ends at the start of the first line
    /// after it.
    mutating func parseBlockScalar(indent: Int, path: JSONPath) throws(YAMLSyntaxError) -> String {
        let literal = current == UInt8(ascii: "|")
        position += 1
        var chomping: UInt8 = 0
        var explicitIndent: Int?
        for _ in 0..<2 {
            if chomping == 0 && (current == UInt8(ascii: "-") || current == UInt8(ascii: "+")) {
                chomping = current
            } else if explicitIndent == nil && (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(current) {
                explicitIndent = Int(current - UInt8(ascii: "0"))
            } else {
                break
            }
            position += 1
        }
        let headerEnd = position
        skipSpaces()
        if current == UInt8(ascii: "#") && position > headerEnd {
            skipToLineEnd()
        }
        guard Self.isBreakOrEnd(current) else {
            throw error("expected a line break after the block scalar's indicators, found \(found())", path: path,
                        hint: "the text of a '\(literal ? "|" : ">")' block starts on the next line")
        }
        if current != 0 {
            consumeBreak()
        }
        let contentIndent: Int
        if let explicitIndent {
            contentIndent = indent + explicitIndent
        } else {
            contentIndent = try detectIndent(parent: indent, path: path)
        }
        scratch.removeAll(keepingCapacity: true)
        var emptyLines = 0
        var sawContent = false
        var previousMoreIndented = false
        var endsWithBreak = false
        while current != 0 {
            let lineStart = position
            if isDocumentMarker(at: lineStart) {
                break
            }
            var spaces = 0
            while spaces < contentIndent && current == UInt8(ascii: " ") {
                position += 1
                spaces += 1
            }
            if Self.isBreakOrEnd(current) {
                if current == 0 { break }
                emptyLines += 1
                consumeBreak()
                continue
            }
            if spaces < contentIndent && current == UInt8(ascii: "\t") {
                throw error("a tab is used for indentation in a block scalar", path: path, hint: "indent YAML with spaces only")
            }
            if spaces < contentIndent {
                position = lineStart
                break
            }
            let textStart = position
            skipToLineEnd()
            let moreIndented = bytes[textStart] == UInt8(ascii: " ") || bytes[textStart] == UInt8(ascii: "\t")
            if !sawContent {
                scratch.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: emptyLines))
            } else if !literal && !previousMoreIndented && !moreIndented {
                if emptyLines == 0 {
                    scratch.append(UInt8(ascii: " "))
                } else {
                    scratch.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: emptyLines))
                }
            } else {
                scratch.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: emptyLines + 1))
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[textStart..<position]))
            sawContent = true
            previousMoreIndented = moreIndented
            emptyLines = 0
            endsWithBreak = current != 0
            if current != 0 {
                consumeBreak()
            }
        }
        switch chomping {
        case UInt8(ascii: "-"):
            break
        case UInt8(ascii: "+"):
            scratch.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: emptyLines + (endsWithBreak ? 1 : 0)))
        default:
            if endsWithBreak {
                scratch.append(UInt8(ascii: "\n"))
            }
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// The indentation of a block scalar without an indentation indicator: that of its first non-empty line, which
    /// no leading empty line may exceed.
    private func detectIndent(parent: Int, path: JSONPath) throws(YAMLSyntaxError) -> Int {
        var index = position
        var widestEmpty = 0
        while true {
            let lineStart = index
            while at(index) == UInt8(ascii: " ") {
                index += 1
            }
            let spaces = index - lineStart
            let byte = at(index)
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                if byte == 0 || spaces <= parent {
                    return max(parent + 1, widestEmpty)
                }
                guard spaces >= widestEmpty else {
                    throw error("a leading empty line of the block scalar has more spaces than its first line",
                                at: lineStart, path: path, hint: "remove the trailing spaces of the empty lines")
                }
                return spaces
            }
            widestEmpty = max(widestEmpty, spaces)
            index += byte == UInt8(ascii: "\r") && at(index + 1) == UInt8(ascii: "\n") ? 2 : 1
        }
    }
}
