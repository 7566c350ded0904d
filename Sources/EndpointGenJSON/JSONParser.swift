/// Parses strict RFC 8259 JSON from UTF-8 bytes, recording where every value and key starts.
///
/// Containers are tracked on an explicit stack rather than by recursion, so no input can overflow the call stack.
package struct JSONParser {
    /// The deepest nesting of objects and arrays accepted.
    package static let maximumDepth = 256
    /// The most values a document may hold (``JSONReader/maximumValues``).
    package static let maximumValues = 10_000_000

    package let bytes: UnsafeBufferPointer<UInt8>
    package let file: String
    package var position: Int
    /// The current line, 1-based, and the offset its first character is at.
    package var line = 1
    package var lineStart: Int
    /// UTF-8 continuation bytes read so far, and at the start of the current line: their difference turns a byte
    /// offset on the line into a column counted in Unicode scalars without looking at the bytes again. Outside
    /// strings valid JSON is ASCII, so only strings add to it.
    package var continuationBytes = 0
    package var continuationBytesAtLineStart = 0
    /// Problems that do not stop parsing, such as duplicate keys, followed by the syntax error if there is one.
    package var diagnostics: [Diagnostic] = []
    /// Where strings with escapes are decoded; a decoded string is never longer than its source, so a buffer the
    /// size of the document never needs to grow.
    package let scratch: UnsafeMutablePointer<UInt8>
    /// The document's short strings, each made once.
    package var shortStrings = ShortStrings()
    /// The path of the root value: `$`, or where the document sits inside another one (JSON text in a string).
    package var rootPath = JSONPath.root
    /// The location every value is given instead of its own, for a document read out of a string of another one
    /// whose values are all placed at that string.
    package var placement: SourceLocation?
    /// The most values the document may hold (``maximumValues``; lowered by tests), and the values begun so far.
    package var maximumValues = Self.maximumValues
    private var valueCount = 0

    /// Prepares to parse `bytes`, skipping a UTF-8 byte-order mark; `scratch` must hold `bytes.count` bytes.
    package init(bytes: UnsafeBufferPointer<UInt8>, file: String, scratch: UnsafeMutablePointer<UInt8>) {
        self.bytes = bytes
        self.file = file
        self.scratch = scratch
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        lineStart = position
    }

    /// Parses the whole document, returning nil after recording the first syntax error.
    package mutating func parse() -> JSONNode? {
        do throws(JSONSyntaxError) {
            return try parseDocument()
        } catch {
            diagnostics.append(
                Diagnostic(.error, error.message, file: file, location: location(of: error.offset), path: error.path,
                           hint: error.hint)
            )
            return nil
        }
    }

    /// The byte at the current position, or nil at the end of input.
    package func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// The location of the current position, which is outside any string.
    package func here() -> SourceLocation {
        if let placement { return placement }
        return SourceLocation(line: line, column: position - lineStart - (continuationBytes - continuationBytesAtLineStart) + 1)
    }

    /// The location of `offset` on the current line, counting the Unicode scalars before it; for errors, which may
    /// point into a string.
    func location(of offset: Int) -> SourceLocation {
        var column = 1
        // Every byte except a UTF-8 continuation byte starts a new Unicode scalar.
        for index in lineStart..<max(lineStart, offset) where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// Moves past spaces, tabs and line breaks, counting `\n`, `\r\n` and a lone `\r` as one line break each.
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                position += 1
            case UInt8(ascii: "\n"):
                position += 1
                startLine()
            case UInt8(ascii: "\r"):
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "\n") {
                    position += 1
                }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = position
        continuationBytesAtLineStart = continuationBytes
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        guard position < bytes.count else {
            throw unexpected("expected a JSON value", path: .root, hint: "the document is empty")
        }
        var members = JSONValueStack<JSONMember>()
        var elements = JSONValueStack<JSONNode>()
        var open: [JSONOpenContainer] = []
        var expected = "expected a JSON value"
        parsing: while true {
            let path: JSONPath
            if let last = open.indices.last {
                path = open[last].isObject ? open[last].memberPath : open[last].elementPath(stackCount: elements.count)
            } else {
                path = rootPath
            }
            valueCount += 1
            guard valueCount <= maximumValues else {
                throw JSONSyntaxError(offset: position, message: "the document holds more than \(maximumValues) values",
                                      hint: JSONReader.tooManyValuesHint, path: path)
            }
            var node: JSONNode
            if let byte = peek(), byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                guard open.count < Self.maximumDepth else {
                    throw JSONSyntaxError(
                        offset: position,
                        message: "nesting deeper than \(Self.maximumDepth) levels",
                        hint: "flatten the document",
                        path: path
                    )
                }
                let isObject = byte == UInt8(ascii: "{")
                let location = here()
                position += 1
                skipWhitespace()
                if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    node = JSONNode(value: isObject ? .object([]) : .array([]), location: location, path: path)
                } else {
                    var container = JSONOpenContainer(
                        isObject: isObject, location: location, path: path, start: isObject ? members.count : elements.count
                    )
                    if isObject {
                        try readKey(into: &container, members: members, expected: "expected a key in double quotes or '}'")
                        expected = "expected a JSON value after ':'"
                    } else {
                        expected = "expected a JSON value or ']'"
                    }
                    // Moved, as the nodes are: a copy retained its path, key finder and pending key.
                    open.append(consume container)
                    continue parsing
                }
            } else {
                node = try parseScalar(path: path, expected: expected)
            }
            while let last = open.indices.last {
                let isObject = open[last].isObject
                // Moved, not copied: the node is made again before it is read (a copy retained and released its value
                // and path, for every value of the document).
                if isObject {
                    open[last].addMember(consume node, to: &members)
                } else {
                    elements.append(consume node)
                }
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    let afterComma =
                        isObject ? "expected a key in double quotes after ','" : "expected a JSON value after ','"
                    if peek() == open[last].closingByte {
                        let hint = "JSON does not allow a trailing comma; remove it"
                        throw unexpected(afterComma, path: open[last].path, hint: hint)
                    }
                    if isObject {
                        try readKey(into: &open[last], members: members, expected: afterComma)
                        expected = "expected a JSON value after ':'"
                    } else {
                        expected = afterComma
                    }
                    continue parsing
                }
                if peek() == open[last].closingByte {
                    position += 1
                    let closed = open.removeLast()
                    let value: JSONValue = isObject
                        ? .object(members.removeArray(from: closed.start)) : .array(elements.removeArray(from: closed.start))
                    node = JSONNode(value: value, location: closed.location, path: closed.path)
                    continue
                }
                throw unexpected(
                    isObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element",
                    path: open[last].path,
                    hint: missingSeparatorHint(in: open[last])
                )
            }
            skipWhitespace()
            guard position == bytes.count else {
                throw unexpected("expected end of input after the root value", path: .root)
            }
            return node
        }
    }

    private mutating func readKey(
        into container: inout JSONOpenContainer,
        members: borrowing JSONValueStack<JSONMember>,
        expected: String
    ) throws(JSONSyntaxError) {
        guard peek() == UInt8(ascii: "\"") else {
            throw unexpected(expected, path: container.path, hint: keyHint())
        }
        let keyLocation = here()
        let key = try readString(startingAt: keyLocation, path: container.path)
        if let first = container.beginMember(key: key, at: keyLocation, members: members) {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "duplicate key \(Self.quoted(key)); the first is at \(first.line):\(first.column)",
                    file: file,
                    location: keyLocation,
                    path: container.memberPath,
                    hint: "remove or rename one of the two members"
                )
            )
        }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            let hint = peek() == UInt8(ascii: "=") ? "use ':' between a key and its value" : nil
            throw unexpected("expected ':' after object key", path: container.memberPath, hint: hint)
        }
        position += 1
        skipWhitespace()
    }

    /// `key` in double quotes, with quotes, backslashes and control characters escaped as JSON would.
    package static func quoted(_ key: String) -> String {
        var text = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"", "\\":
                text += "\\\(scalar)"
            case "\n":
                text += "\\n"
            case _ where scalar.value < 0x20:
                text += "\\u" + hex(scalar.value, digits: 4)
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// `value` in uppercase hexadecimal, padded with zeros to at least `digits` digits.
    package static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
