import EndpointGenJSON

extension YAMLParser {
    /// Refuses malformed UTF-8 and control characters anywhere in the document (comments included) before parsing,
    /// so the parser can treat every byte as well-formed text, and records where the multi-byte characters are.
    mutating func checkEncoding() throws(YAMLSyntaxError) {
        guard bytes.count <= maximumSize else {
            throw error("the document is \(bytes.count) bytes; at most \(maximumSize) are read", at: 0,
                        path: .root, hint: "split the document into several files")
        }
        var index = position
        while true {
            // Printable ASCII, all but a few bytes of a document, is skipped eight bytes at a time; DEL (0x7F) is the
            // one control character above 0x20.
            index = ByteSearch.firstSpecialByte(in: bytes, from: index, 0x7F, 0x7F, nonASCII: true)
            guard index < bytes.count else { return }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\t") {
                index += 1
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                // As the parser counts lines: `\r\n` is one break.
                index += 1
                if byte == UInt8(ascii: "\n") || index == bytes.count || bytes[index] != UInt8(ascii: "\n") {
                    columns.startLine()
                }
            } else if byte >= 0x80, let length = JSONParser.utf8SequenceLength(in: bytes, at: index) {
                columns.addSequence(at: index, length: length)
                index += length
            } else if byte >= 0x80 {
                throw error("invalid UTF-8 byte 0x\(JSONParser.hex(UInt32(byte), digits: 2))", at: index, path: .root,
                            hint: "save the file as UTF-8")
            } else {
                throw error("control character U+\(JSONParser.hex(UInt32(byte), digits: 4)) is not allowed in YAML",
                            at: index, path: .root, hint: "remove it, or write it as an escape in a double-quoted string")
            }
        }
    }

    /// Reads directives, the one document and its markers; a second document is an error.
    mutating func parseStream() throws(YAMLSyntaxError) -> JSONNode {
        try skipToContent(path: .root)
        let hasDirectives = try parseDirectives()
        var explicitStart = false
        if isDocumentMarker(at: position) && current == UInt8(ascii: "-") {
            explicitStart = true
            position += 3
        } else if hasDirectives {
            throw error("expected '---' after the directives, found \(found())", path: .root)
        }
        if !explicitStart && (current == 0 || isDocumentMarker(at: position)) {
            throw error("the document is empty", path: .root, hint: "an OpenAPI document or a spec starts with a mapping")
        }
        // Block collections may not start on the `---` line, but do start on the first line of a bare document.
        let root = try parseBlockNode(indent: -1, sequenceAtIndent: false, compact: !explicitStart, path: .root, depth: 0)
        if isDocumentMarker(at: position) && current == UInt8(ascii: ".") {
            position += 3
            try skipToContent(path: .root)
        }
        guard current == 0 else {
            if isDocumentMarker(at: position) || current == UInt8(ascii: "%") {
                throw error("the stream holds more than one document", path: .root,
                            hint: "put each document in a file of its own")
            }
            throw error("expected the end of the document, found \(found())", path: .root,
                        hint: column > 0 ? "check the indentation of this line" : nil)
        }
        return root
    }

    /// Reads `%YAML` and `%TAG` directives; returns whether there were any.
    private mutating func parseDirectives() throws(YAMLSyntaxError) -> Bool {
        var hasDirectives = false
        var sawVersion = false
        while current == UInt8(ascii: "%") && column == 0 {
            hasDirectives = true
            let start = position
            let name = word()
            skipSpaces()
            if name == "%TAG" {
                let handleOffset = position
                let handle = word()
                skipSpaces()
                let prefix = word()
                guard handle.hasPrefix("!") && handle.hasSuffix("!") && !prefix.isEmpty else {
                    throw error("a %TAG directive needs a handle such as '!e!' and a prefix", at: handleOffset, path: .root)
                }
                tagHandles[handle] = prefix
            } else if name == "%YAML" {
                let version = word()
                guard !sawVersion else {
                    throw error("a second %YAML directive", at: start, path: .root)
                }
                sawVersion = true
                let parts = version.split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                      parts[0] == "1" else {
                    throw error("YAML version '\(version)' is not supported; this reader reads YAML 1.2", at: start, path: .root)
                }
                skipSpaces()
                guard Self.isBreakOrEnd(current) || current == UInt8(ascii: "#") else {
                    throw error("expected the end of the %YAML directive, found \(found())", path: .root)
                }
            }
            // Other directives are reserved for future use: YAML says to ignore them.
            skipToLineEnd()
            try skipToContent(path: .root)
        }
        return hasDirectives
    }

    /// The run of non-blank characters at the current position, moved past.
    private mutating func word() -> String {
        let start = position
        while !Self.isBlank(current) {
            position += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }
}
