import EndpointGenJSON

extension YAMLParser {
    /// Parses a node that is not a block collection or block scalar: a flow collection, an alias, a quoted or a
    /// plain scalar, given the properties already read before it.
    ///
    /// - Parameters:
    ///   - inFlow: Whether the node is inside a flow collection (where `,[]{}` end plain scalars).
    ///   - blockIndent: The indentation of the enclosing block collection; continuation lines must be deeper.
    ///   - singleLine: Whether the node must end on its line (an implicit key).
    mutating func parseContent(
        _ properties: YAMLProperties,
        path: JSONPath,
        depth: Int,
        inFlow: Bool,
        blockIndent: Int,
        singleLine: Bool = false
    ) throws(YAMLSyntaxError) -> JSONNode {
        let location = here()
        switch current {
        case UInt8(ascii: "*"):
            guard properties.isEmpty else {
                throw error("an alias cannot have an anchor or a tag", path: path)
            }
            return try parseAlias(path: path, depth: depth)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let outerIndent = flowIndent
            if !inFlow {
                flowIndent = blockIndent
            }
            defer { flowIndent = outerIndent }
            return try anchoring(properties, depth: depth) { parser throws(YAMLSyntaxError) in
                let node = parser.current == UInt8(ascii: "[")
                    ? try parser.parseFlowSequence(location: location, path: path, depth: depth)
                    : try parser.parseFlowMapping(location: location, path: path, depth: depth)
                try parser.check(properties, fits: node)
                return node
            }
        default:
            let minimumIndent = inFlow ? flowIndent : blockIndent
            let text: String
            var plain = false
            if current == UInt8(ascii: "\"") {
                text = try parseDoubleQuoted(minimumIndent: minimumIndent, path: path)
            } else if current == UInt8(ascii: "'") {
                text = try parseSingleQuoted(minimumIndent: minimumIndent, path: path)
            } else if isPlainStart(at: position, inFlow: inFlow) {
                plain = true
                text = try parsePlain(minimumIndent: minimumIndent, inFlow: inFlow, singleLine: singleLine, path: path)
            } else if !properties.isEmpty && (Self.isBlank(current) || inFlow && Self.isFlowIndicator(current)) {
                // Properties with no content, as in `[!!str , a]`: an empty scalar.
                plain = true
                text = ""
            } else {
                throw error("\(found()) cannot start a value", path: path, hint: "quote the value")
            }
            return try anchoring(properties, depth: depth) { parser throws(YAMLSyntaxError) in
                try parser.scalarNode(text: text, plain: plain, tag: properties.tag, location: location, path: path,
                                      depth: depth, tagOffset: properties.tagOffset)
            }
        }
    }

    /// Parses a node inside a flow collection, properties included.
    mutating func parseFlowNode(path: JSONPath, depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        var properties = YAMLProperties()
        if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            properties = try parseProperties(path: path)
            try skipFlowSpace(path: path)
        }
        return try parseContent(properties, path: path, depth: depth, inFlow: true, blockIndent: flowIndent)
    }

    /// Parses `[ ... ]`, whose entries may be single-pair mappings (`[a: 1, b]`).
    private mutating func parseFlowSequence(location: SourceLocation, path: JSONPath, depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        try checkDepth(depth, path: path)
        let open = position
        position += 1
        let parent = path.asParent
        let start = elements.count
        while true {
            try skipFlowSpace(path: path)
            if current == UInt8(ascii: "]") {
                position += 1
                break
            }
            if current == UInt8(ascii: "?") && Self.isBlank(at(position + 1)) {
                throw complexKey(path: path)
            }
            let elementPath = JSONPath(parent, index: elements.count - start)
            let entryLocation = here()
            let keyStart = (position, lines)
            let isPlainKey = isPlainStart(at: position, inFlow: true)
            var node = try parseFlowNode(path: elementPath, depth: depth + 1)
            try skipFlowSpace(path: path)
            if current == UInt8(ascii: ":") && (!isPlainKey || Self.isBlank(at(position + 1)) || Self.isFlowIndicator(at(position + 1))) {
                guard lines.line == keyStart.1.line else {
                    throw error("the key of a single-pair mapping must be on one line with its ':'", path: elementPath)
                }
                // A single-pair mapping: reread the key as a key so it gets a key's text and checks.
                (position, lines) = keyStart
                var mapping = YAMLMapping(path: elementPath, start: members.count)
                let key = try parseKey(path: elementPath, keyPath: mapping.memberPath(""), depth: depth + 1, inFlow: true)
                try skipFlowSpace(path: path)
                position += 1
                let value = try flowValue(path: mapping.memberPath(key.text), depth: depth + 2, closing: UInt8(ascii: "]"))
                try add(key, value, to: &mapping)
                node = try finish(mapping, location: entryLocation, depth: depth + 1)
            }
            elements.append(node)
            try skipFlowSpace(path: path)
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current != UInt8(ascii: "]") {
                throw unclosed("expected ',' or ']' in the flow sequence", open: open, path: path)
            }
        }
        return try made(JSONNode(value: .array(elements.removeArray(from: start)), location: location, path: path), depth: depth)
    }

    /// Parses `{ ... }`; a key without `:` has a null value (`{a, b: 1}`).
    private mutating func parseFlowMapping(location: SourceLocation, path: JSONPath, depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        try checkDepth(depth, path: path)
        let open = position
        position += 1
        var mapping = YAMLMapping(path: path, start: members.count)
        while true {
            try skipFlowSpace(path: path)
            if current == UInt8(ascii: "}") {
                position += 1
                break
            }
            let key = try parseKey(path: path, keyPath: mapping.memberPath(""), depth: depth, inFlow: true)
            try skipFlowSpace(path: path)
            let valuePath = mapping.memberPath(key.text)
            let value: JSONNode
            if current == UInt8(ascii: ":") {
                position += 1
                value = try flowValue(path: valuePath, depth: depth + 1, closing: UInt8(ascii: "}"))
            } else {
                value = try made(JSONNode(value: .null, location: key.location, path: valuePath), depth: depth + 1)
            }
            try add(key, value, to: &mapping)
            try skipFlowSpace(path: path)
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current != UInt8(ascii: "}") {
                throw unclosed("expected ',' or '}' in the flow mapping", open: open, path: path)
            }
        }
        return try finish(mapping, location: location, depth: depth)
    }

    /// The value after a `:` in a flow collection; empty (null) when the entry ends right there.
    private mutating func flowValue(path: JSONPath, depth: Int, closing: UInt8) throws(YAMLSyntaxError) -> JSONNode {
        let location = here()
        try skipFlowSpace(path: path)
        if current == UInt8(ascii: ",") || current == closing {
            return try made(JSONNode(value: .null, location: location, path: path), depth: depth)
        }
        return try parseFlowNode(path: path, depth: depth)
    }

    /// The error for a flow collection that does not continue as it must, naming where it was opened.
    private func unclosed(_ expected: String, open: Int, path: JSONPath) -> YAMLSyntaxError {
        let start = location(of: open)
        return error("\(expected), found \(found())", path: path,
                     hint: current == 0 ? "the collection opened at \(start.line):\(start.column) is never closed" : nil)
    }

    /// Whether the rest of the line from `offset` holds only blanks or a comment.
    func isBlankLine(from offset: Int) -> Bool {
        var index = offset
        while at(index) == UInt8(ascii: " ") || at(index) == UInt8(ascii: "\t") {
            index += 1
        }
        return Self.isBreakOrEnd(at(index)) || at(index) == UInt8(ascii: "#")
    }

    /// Moves past spaces, tabs, comments and line breaks inside a flow collection, whose lines must stay indented
    /// deeper than the enclosing block collection, but for a closing bracket at its indentation.
    mutating func skipFlowSpace(path: JSONPath) throws(YAMLSyntaxError) {
        while true {
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                position += 1
            case UInt8(ascii: "#"):
                guard position == lines.lineStart || Self.isBlank(at(position - 1)) else {
                    throw error("a comment needs a space before '#'", path: path)
                }
                skipToLineEnd()
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                consumeBreak()
                while current == UInt8(ascii: " ") {
                    position += 1
                }
                if isDocumentMarker(at: lines.lineStart) {
                    throw error("a document marker inside a flow collection", at: lines.lineStart, path: path,
                                hint: "close the collection first")
                }
                if column <= flowIndent && current == UInt8(ascii: "\t") && !isBlankLine(from: position) {
                    throw error("a tab is used for indentation", path: path, hint: "indent YAML with spaces only")
                }
                // A closing bracket at the block's own indentation is read as the collection's end, as libyaml reads
                // it: the Matrix specification closes every example so (`example: {` … `}` under the `e`).
                let closes = column == flowIndent && (current == UInt8(ascii: "}") || current == UInt8(ascii: "]"))
                if column <= flowIndent && !closes && !Self.isBlank(current) && current != UInt8(ascii: "#") {
                    throw error("this line of a flow collection must be indented deeper than its block", path: path,
                                hint: "indent the line by \(flowIndent + 1 - column) more space(s)")
                }
            default:
                return
            }
        }
    }
}
