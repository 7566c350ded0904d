import EndpointGenJSON

extension YAMLParser {
    /// Parses a block node whose lines are indented more than `indent` (a block sequence may sit at `indent` when
    /// `sequenceAtIndent`), and moves to the next content after it.
    ///
    /// - Parameter compact: Whether a block collection may start on the line of the indicator that introduces the
    ///   node: true after `- `, false after `key:` and `---`.
    mutating func parseBlockNode(
        indent: Int,
        sequenceAtIndent: Bool,
        compact: Bool,
        path: JSONPath,
        depth: Int
    ) throws(YAMLSyntaxError) -> JSONNode {
        let indicatorLine = lines.line
        let emptyLocation = here()
        try skipToContent(path: path)
        var properties = YAMLProperties()
        var propertiesLine = 0
        while current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            if lines.line != indicatorLine && column <= indent {
                throw error("the anchor or tag must be indented deeper than its parent", path: path)
            }
            let saved = (position, lines)
            let more = try parseProperties(path: path)
            skipSpaces()
            if !Self.isBreakOrEnd(current) && current != UInt8(ascii: "#")
                && (lines.line != indicatorLine || compact) && isImplicitKey(at: position) {
                // `&a key: value` anchors the key, not the mapping the line starts.
                (position, lines) = saved
                break
            }
            guard (properties.anchor == nil || more.anchor == nil) && (properties.tag == nil || more.tag == nil) else {
                throw error("a node can have only one anchor and one tag", at: saved.0, path: path)
            }
            properties.anchor = properties.anchor ?? more.anchor
            if more.tag != nil {
                (properties.tag, properties.tagOffset) = (more.tag, more.tagOffset)
            }
            propertiesLine = lines.line
            if Self.isBreakOrEnd(current) || current == UInt8(ascii: "#") {
                try skipToContent(path: path)
            }
        }
        let sameLine = lines.line == indicatorLine
        let atSequence = current == UInt8(ascii: "-") && Self.isBlank(at(position + 1))
        let minimum = sequenceAtIndent && atSequence ? indent : indent + 1
        if current == 0 || isDocumentMarker(at: position) || (!sameLine && column < minimum) {
            return try anchoring(properties, depth: depth) { parser throws(YAMLSyntaxError) in
                try parser.scalarNode(text: "", plain: true, tag: properties.tag, location: emptyLocation, path: path,
                                      depth: depth)
            }
        }
        let blockColumn = column
        let atExplicitKey = current == UInt8(ascii: "?") && Self.isBlank(at(position + 1))
        // A plain value after `key:` is by far the most common node: rather than looking ahead for a `: ` that would
        // make it a mapping, which is an error there, read it and check what follows (the `:` check after `parseContent` below).
        let plainAfterKey = sameLine && !compact && properties.isEmpty && isPlainStart(at: position, inFlow: false)
        if atSequence || atExplicitKey || !plainAfterKey && isImplicitKey(at: position) {
            if propertiesLine == lines.line {
                throw error("an anchor or tag of a block collection must be on the line before it", path: path)
            }
            if sameLine && Self.containsTab(bytes[lines.lineStart..<position]) {
                throw error("a tab cannot indent a block collection", path: path, hint: "use spaces after '-'")
            }
            guard !sameLine || compact else {
                let what = atSequence ? "a block sequence" : "a mapping"
                throw error("\(what) cannot start on the same line as the key it belongs to", path: path,
                            hint: atSequence ? "start the sequence on the next line" : "quote the value if ': ' is part of it")
            }
            return try anchoring(properties, depth: depth) { parser throws(YAMLSyntaxError) in
                let node = atSequence
                    ? try parser.parseBlockSequence(column: blockColumn, path: path, depth: depth)
                    : try parser.parseBlockMapping(column: blockColumn, path: path, depth: depth)
                try parser.check(properties, fits: node)
                return node
            }
        }
        if current == UInt8(ascii: "|") || current == UInt8(ascii: ">") {
            let node = try anchoring(properties, depth: depth) { parser throws(YAMLSyntaxError) in
                let location = parser.here()
                let text = try parser.parseBlockScalar(indent: indent, path: path)
                return try parser.scalarNode(text: text, plain: false, tag: properties.tag, location: location, path: path,
                                             depth: depth)
            }
            try skipToContent(path: path)
            return node
        }
        let start = (offset: position, line: lines.line, lineStart: lines.lineStart)
        let node = try parseContent(properties, path: path, depth: depth, inFlow: false, blockIndent: indent)
        skipSpaces()
        if current == UInt8(ascii: ":") && Self.isBlank(at(position + 1)) {
            // On the value's first line, this is the mapping the look-ahead above would have found.
            let firstLine = plainAfterKey && lines.line == start.line
            if firstLine && Self.containsTab(bytes[start.lineStart..<start.offset]) {
                throw error("a tab cannot indent a block collection", at: start.offset, path: path, hint: "use spaces after '-'")
            }
            throw error("a mapping cannot start on the same line as the key it belongs to", at: firstLine ? start.offset : nil,
                        path: path, hint: "quote the value if ': ' is part of it")
        }
        if current == UInt8(ascii: "#") && !Self.isBlank(at(position - 1)) {
            throw error("a comment needs a space before '#'", path: path)
        }
        if !Self.isBreakOrEnd(current) && current != UInt8(ascii: "#") {
            throw error("expected the end of the line after the value, found \(found())", path: path)
        }
        try skipToContent(path: path)
        return node
    }

    /// Parses the block mapping whose keys start at `column`; the current position is its first key.
    mutating func parseBlockMapping(column mappingColumn: Int, path: JSONPath, depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        try checkDepth(depth, path: path)
        let location = here()
        var mapping = YAMLMapping(path: path, start: members.count)
        while true {
            if current == UInt8(ascii: "?") && Self.isBlank(at(position + 1)) {
                try parseExplicitEntry(column: mappingColumn, into: &mapping, depth: depth)
            } else {
                try parseImplicitEntry(column: mappingColumn, into: &mapping, depth: depth)
            }
            if current == 0 || isDocumentMarker(at: position) || column < mappingColumn {
                break
            }
            guard column == mappingColumn else {
                throw error("unexpected indentation: expected a key at column \(mappingColumn + 1)", path: path,
                            hint: "indent this line like the other keys of its mapping")
            }
        }
        return try finish(mapping, location: location, depth: depth)
    }

    /// Parses a `key: value` entry of a block mapping.
    private mutating func parseImplicitEntry(column mappingColumn: Int, into mapping: inout YAMLMapping, depth: Int) throws(YAMLSyntaxError) {
        let path = mapping.path
        let key: YAMLKey
        if let plainKey = try parsePlainKey(keyPath: mapping.memberPath(""), depth: depth) {
            key = plainKey
        } else {
            guard isImplicitKey(at: position) else {
                throw error("expected a key followed by ':', found \(found())", path: path,
                            hint: current == UInt8(ascii: "-") ? "a sequence item cannot follow mapping keys at the same indentation" : nil)
            }
            key = try parseKey(path: path, keyPath: mapping.memberPath(""), depth: depth, inFlow: false)
        }
        skipSpaces()
        position += 1
        let value = try parseBlockNode(indent: mappingColumn, sequenceAtIndent: true, compact: false,
                                       path: mapping.memberPath(key.text), depth: depth + 1)
        try add(key, value, to: &mapping)
    }

    /// Parses a `? key` entry of a block mapping and its `: value` line, if any; the key must be a scalar (tools
    /// write long keys this way), as a collection has no JSON form as a key.
    private mutating func parseExplicitEntry(column mappingColumn: Int, into mapping: inout YAMLMapping, depth: Int) throws(YAMLSyntaxError) {
        let location = here()
        let isMerge = at(position + 2) == UInt8(ascii: "<") && at(position + 3) == UInt8(ascii: "<") && Self.isBlank(at(position + 4))
        position += 1
        let keyNode = try parseBlockNode(indent: mappingColumn, sequenceAtIndent: false, compact: true,
                                         path: mapping.memberPath(""), depth: depth + 1)
        let key = YAMLKey(text: try keyText(of: keyNode, path: mapping.path, at: location), location: location,
                          isMerge: isMerge && keyNode.value == .string("<<"))
        let valuePath = mapping.memberPath(key.text)
        let value: JSONNode
        if current == UInt8(ascii: ":") && Self.isBlank(at(position + 1)) && column == mappingColumn {
            position += 1
            value = try parseBlockNode(indent: mappingColumn, sequenceAtIndent: true, compact: true, path: valuePath,
                                       depth: depth + 1)
        } else {
            value = try made(JSONNode(value: .null, location: location, path: valuePath), depth: depth + 1)
        }
        try add(key, value, to: &mapping)
    }

    /// Parses the block sequence whose `- ` indicators are at `column`; the current position is the first one.
    mutating func parseBlockSequence(column sequenceColumn: Int, path: JSONPath, depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        try checkDepth(depth, path: path)
        let location = here()
        let parent = path.asParent
        let start = elements.count
        while true {
            position += 1
            let element = try parseBlockNode(indent: sequenceColumn, sequenceAtIndent: false, compact: true,
                                             path: JSONPath(parent, index: elements.count - start), depth: depth + 1)
            elements.append(element)
            if current == 0 || isDocumentMarker(at: position) || column < sequenceColumn {
                break
            }
            guard column == sequenceColumn else {
                throw error("unexpected indentation: expected '- ' at column \(sequenceColumn + 1)", path: path,
                            hint: "indent this line like the other items of its sequence")
            }
            guard current == UInt8(ascii: "-") && Self.isBlank(at(position + 1)) else {
                break
            }
        }
        return try made(JSONNode(value: .array(elements.removeArray(from: start)), location: location, path: path), depth: depth)
    }

    /// Refuses a collection nested `depth` levels deep when that reaches ``YAMLReader/maximumDepth``; checking every
    /// collection bounds the parser's recursion.
    func checkDepth(_ depth: Int, path: JSONPath) throws(YAMLSyntaxError) {
        guard depth < YAMLReader.maximumDepth else {
            throw error("nesting deeper than \(YAMLReader.maximumDepth) levels", path: path, hint: "flatten the document")
        }
    }

    /// Whether `text` holds a tab.
    static func containsTab(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        text.contains(UInt8(ascii: "\t"))
    }

    /// The error for a `? ` explicit key or a collection used as a key, which JSON cannot represent.
    func complexKey(path: JSONPath) -> YAMLSyntaxError {
        error("complex mapping keys ('? ' or a collection as key) are not supported", path: path,
              hint: "use a plain or quoted scalar as the key")
    }
}
