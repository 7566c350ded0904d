import EndpointGenJSON

/// Parses one YAML document from UTF-8 bytes into located JSON nodes (see ``YAMLReader``).
///
/// A recursive-descent parser working on bytes: block collections are recognised by indentation, flow collections
/// by brackets; recursion is bounded by ``YAMLReader/maximumDepth``.
struct YAMLParser: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var position: Int
    var lines: YAMLLineTracker
    /// Where the multi-byte characters are, for columns; filled by the encoding check before parsing.
    var columns = YAMLColumnIndex()
    /// Problems that do not stop parsing, such as duplicate keys, followed by the error that stopped it, if any.
    var diagnostics: [Diagnostic] = []
    /// Anchored nodes by name; a later anchor with the same name replaces an earlier one, as YAML specifies.
    var anchors: [String: YAMLAnchor] = [:]
    /// Nodes created so far, copies included, held to ``maximumValues``.
    var nodeCount = 0
    /// Nodes that aliases and merge keys copied so far (see ``YAMLReader/aliasedNodesPerWrittenNode``).
    var copiedCount = 0
    /// Whether an anchored node holds copies of other anchors, so that copying it multiplies them.
    var anchorsHoldCopies = false
    /// The most values the document may hold (``YAMLReader/maximumValues``; lowered by tests).
    var maximumValues = YAMLReader.maximumValues
    /// The deepest nesting reached so far, to know the height of an anchored node.
    var deepest = 0
    /// `%TAG` handles declared by the document.
    var tagHandles: [String: String] = [:]
    /// The indentation of the block collection that holds the flow collection being read (-1 at the top).
    var flowIndent = -1
    /// The largest document read, in bytes (``YAMLReader/maximumSize``; lowered by tests).
    var maximumSize = YAMLReader.maximumSize
    /// The members and elements of the collections being read, so that each collection's array is made once, at
    /// its exact size, when it is finished.
    var members = JSONValueStack<JSONMember>()
    var elements = JSONValueStack<JSONNode>()
    /// The document's short strings, each made once.
    var shortStrings = ShortStrings()
    /// Reused for scalars with escapes or folded lines, so decoding them does not allocate a buffer each time.
    var scratch: [UInt8] = []

    /// Prepares to parse `bytes`, skipping a UTF-8 byte-order mark.
    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        lines = YAMLLineTracker(lineStart: position)
    }

    /// Parses the document, returning nil after recording the error that stopped it.
    mutating func parse() -> JSONNode? {
        do throws(YAMLSyntaxError) {
            try checkEncoding()
            return try parseStream()
        } catch {
            diagnostics.append(
                Diagnostic(.error, error.message, file: file, location: error.location ?? location(of: error.offset), path: error.path,
                           hint: error.hint)
            )
            return nil
        }
    }

    // MARK: Reading bytes

    /// The byte at `offset`, or 0 past the end (the encoding check refuses NUL, so 0 means only the end).
    @inline(__always)
    func at(_ offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// The byte at the current position, or 0 at the end.
    @inline(__always)
    var current: UInt8 { at(position) }

    /// The byte column (0-based) of the current position; indentation is spaces only, so it counts them.
    var column: Int { position - lines.lineStart }

    /// The location of the current position.
    func here() -> SourceLocation {
        SourceLocation(line: lines.line, column: columns.column(of: position, line: lines.line, lineStart: lines.lineStart))
    }

    /// The location of any offset, counted from the start; used for errors, which may point back past line breaks.
    func location(of offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && at(index + 1) != UInt8(ascii: "\n")) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != UInt8(ascii: "\r") {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// Whether `byte` is a space, a tab, a line break or the end of input.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || isBreakOrEnd(byte)
    }

    /// Whether `byte` is a line break or the end of input.
    @inline(__always)
    static func isBreakOrEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0
    }

    /// Whether `byte` is one of the flow indicators `,[]{}`.
    @inline(__always)
    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// Moves past the line break at the current position (`\n`, `\r\n` or `\r`).
    mutating func consumeBreak() {
        if current == UInt8(ascii: "\r") && at(position + 1) == UInt8(ascii: "\n") {
            position += 1
        }
        position += 1
        lines.startLine(at: position)
    }

    /// Moves past spaces and tabs on the current line.
    mutating func skipSpaces() {
        while current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") {
            position += 1
        }
    }

    /// Moves to the end of the current line (before its break).
    mutating func skipToLineEnd() {
        while !Self.isBreakOrEnd(current) {
            position += 1
        }
    }

    /// Moves past separation, comments and line breaks to the next content of block context; a tab used as
    /// indentation before content is an error.
    mutating func skipToContent(path: JSONPath) throws(YAMLSyntaxError) {
        skipSpaces()
        while true {
            if current == UInt8(ascii: "#") {
                skipToLineEnd()
            }
            guard current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") else {
                return
            }
            consumeBreak()
            while current == UInt8(ascii: " ") {
                position += 1
            }
            if current == UInt8(ascii: "\t") {
                let tab = position
                skipSpaces()
                if !Self.isBreakOrEnd(current) && current != UInt8(ascii: "#") {
                    throw YAMLSyntaxError(offset: tab, message: "a tab is used for indentation",
                                          hint: "indent YAML with spaces only", path: path)
                }
            }
        }
    }

    /// Whether a document marker (`---` or `...` followed by a blank) starts at the current position, which must
    /// be the start of a line.
    func isDocumentMarker(at offset: Int) -> Bool {
        guard offset == lines.lineStart || offset == 0 else { return false }
        let first = at(offset)
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return at(offset + 1) == first && at(offset + 2) == first && Self.isBlank(at(offset + 3))
    }

    /// A syntax error at `offset` (the current position by default).
    func error(_ message: String, at offset: Int? = nil, path: JSONPath, hint: String? = nil) -> YAMLSyntaxError {
        YAMLSyntaxError(offset: offset ?? position, message: message, hint: hint, path: path)
    }

    /// What is at the current position, for messages.
    func found() -> String {
        switch current {
        case 0: "end of input"
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): "a line break"
        case UInt8(ascii: "\t"): "a tab"
        default:
            "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + (JSONParser.utf8SequenceLength(in: bytes, at: position) ?? 1)]), as: UTF8.self))'"
        }
    }
}
