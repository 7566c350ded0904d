import EndpointGenJSON

extension YAMLParser {
    /// Whether an implicit key (a single-line scalar or alias, with optional properties, followed by `:` and a
    /// blank) starts at `offset`; collections followed by `:` count too, so they are refused as complex keys.
    func isImplicitKey(at offset: Int) -> Bool {
        var index = offset
        while at(index) == UInt8(ascii: "&") || at(index) == UInt8(ascii: "!") {
            while !Self.isBlank(at(index)) {
                index += 1
            }
            while at(index) == UInt8(ascii: " ") || at(index) == UInt8(ascii: "\t") {
                index += 1
            }
        }
        let first = at(index)
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            index += 1
            while true {
                let byte = at(index)
                if Self.isBreakOrEnd(byte) { return false }
                if byte == UInt8(ascii: "\\") && first == UInt8(ascii: "\"") {
                    index += 2
                    continue
                }
                if byte == first {
                    if first == UInt8(ascii: "'") && at(index + 1) == first {
                        index += 2
                        continue
                    }
                    index += 1
                    break
                }
                index += 1
            }
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            var level = 0
            repeat {
                let byte = at(index)
                if Self.isBreakOrEnd(byte) { return false }
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { level += 1 }
                if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { level -= 1 }
                index += 1
            } while level > 0
        default:
            if first == UInt8(ascii: "*") {
                // An alias's name runs to a blank, so `*a:` is the alias "a:", not a key.
                while !Self.isBlank(at(index)) && !Self.isFlowIndicator(at(index)) {
                    index += 1
                }
                while at(index) == UInt8(ascii: " ") || at(index) == UInt8(ascii: "\t") {
                    index += 1
                }
                return at(index) == UInt8(ascii: ":") && Self.isBlank(at(index + 1))
            } else if !isPlainStart(at: index, inFlow: false) {
                return false
            }
            // A plain key runs to the first ': ' (or ':' at the end of the line); ' #' starts a comment instead.
            while true {
                let byte = at(index)
                if Self.isBreakOrEnd(byte) { return false }
                if byte == UInt8(ascii: ":") && Self.isBlank(at(index + 1)) { return true }
                if byte == UInt8(ascii: "#") && (at(index - 1) == UInt8(ascii: " ") || at(index - 1) == UInt8(ascii: "\t")) {
                    return false
                }
                index += 1
            }
        }
        while at(index) == UInt8(ascii: " ") || at(index) == UInt8(ascii: "\t") {
            index += 1
        }
        return at(index) == UInt8(ascii: ":") && Self.isBlank(at(index + 1))
    }

    /// Whether a plain scalar may start at `offset`: not with an indicator, except `-`, `?` and `:` followed by a
    /// character that is part of the scalar.
    func isPlainStart(at offset: Int, inFlow: Bool) -> Bool {
        switch at(offset) {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            let next = at(offset + 1)
            return !Self.isBlank(next) && !(inFlow && Self.isFlowIndicator(next))
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
             UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"):
            return false
        default:
            return !Self.isBlank(at(offset))
        }
    }

    /// Reads a mapping key: a scalar or an alias of one, with optional properties; collections are refused.
    ///
    /// - Parameters:
    ///   - path: The path of the mapping, for errors.
    ///   - keyPath: The path given to the key's own node.
    mutating func parseKey(path: JSONPath, keyPath: JSONPath, depth: Int, inFlow: Bool) throws(YAMLSyntaxError) -> YAMLKey {
        var properties = YAMLProperties()
        if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            properties = try parseProperties(path: path)
        }
        let location = here()
        if !properties.isEmpty && current == UInt8(ascii: ":") {
            // `!!str : value`: the key is an empty scalar with properties.
            let node = try anchoring(properties, depth: depth) { parser throws(YAMLSyntaxError) in
                try parser.scalarNode(text: "", plain: true, tag: properties.tag, location: location,
                                      path: keyPath, depth: depth + 1, tagOffset: properties.tagOffset)
            }
            return YAMLKey(text: node.value == .null ? "null" : "", location: location, isMerge: false)
        }
        if current == UInt8(ascii: "[") || current == UInt8(ascii: "{") || current == UInt8(ascii: "?") && Self.isBlank(at(position + 1)) {
            throw complexKey(path: path)
        }
        if current == UInt8(ascii: ":") && (Self.isBlank(at(position + 1)) || inFlow && Self.isFlowIndicator(at(position + 1))) {
            throw error("a mapping key is missing before ':'", path: path, hint: "write a key before ':'")
        }
        let isPlain = current != UInt8(ascii: "\"") && current != UInt8(ascii: "'") && current != UInt8(ascii: "*")
        let node = try parseContent(properties, path: keyPath, depth: depth + 1, inFlow: inFlow, blockIndent: -1,
                                    singleLine: !inFlow)
        let text = try keyText(of: node, path: path, at: location)
        return YAMLKey(text: text, location: location, isMerge: isPlain && properties.tag == nil && text == "<<")
    }

    /// Reads a plain key of a block mapping, the usual kind, in one pass over it; nil, having read nothing, when the
    /// current position holds no plain scalar followed by `: ` on this line (``parseKey(path:keyPath:depth:inFlow:)``
    /// then reads what is there, or says why it is no key). Ends before the `:`.
    mutating func parsePlainKey(keyPath: JSONPath, depth: Int) throws(YAMLSyntaxError) -> YAMLKey? {
        guard isPlainStart(at: position, inFlow: false) else { return nil }
        let start = position
        var end = position
        var index = position
        // As ``isImplicitKey(at:)`` and a single-line plain scalar read it: up to `: `, without trailing blanks.
        while true {
            let byte = at(index)
            if Self.isBreakOrEnd(byte) { return nil }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if at(index + 1) == UInt8(ascii: "#") { return nil }
            } else if byte == UInt8(ascii: ":") && Self.isBlank(at(index + 1)) {
                break
            } else {
                end = index + 1
            }
            index += 1
        }
        let location = here()
        let text = shortStrings.string(in: bytes, at: start, count: end - start)
        position = end
        let node = try scalarNode(text: text, plain: true, tag: nil, location: location, path: keyPath, depth: depth + 1)
        let isMerge = end - start == 2 && bytes[start] == UInt8(ascii: "<") && bytes[start + 1] == UInt8(ascii: "<")
        return YAMLKey(text: try keyText(of: node, path: keyPath, at: location), location: location, isMerge: isMerge)
    }

    /// The JSON object key for a key node; a collection has none.
    func keyText(of node: JSONNode, path: JSONPath, at location: SourceLocation) throws(YAMLSyntaxError) -> String {
        switch node.value {
        case .string(let string): string
        case .number(let number): number.text
        case .bool(let bool): bool ? "true" : "false"
        case .null: "null"
        case .object, .array:
            throw YAMLSyntaxError(offset: 0, message: "complex mapping keys (a collection as key) are not supported",
                                  hint: "use a plain or quoted scalar as the key", path: path, location: location)
        }
    }

    /// Adds a member to `mapping`; a duplicate key is reported and its value dropped, as the JSON reader does.
    mutating func add(_ key: consuming YAMLKey, _ value: consuming JSONNode, to mapping: inout YAMLMapping) throws(YAMLSyntaxError) {
        if key.isMerge {
            let sources: [JSONNode]
            switch value.value {
            case .object: sources = [value]
            case .array(let elements) where elements.allSatisfy({ if case .object = $0.value { true } else { false } }):
                sources = elements
            default:
                throw YAMLSyntaxError(offset: 0, message: "the merge key '<<' needs a mapping or a sequence of mappings",
                                      hint: "merge an alias of a mapping, as in '<<: *defaults'", path: value.path,
                                      location: value.location)
            }
            mapping.merges.append((members.count - mapping.start, sources))
            return
        }
        let first = members.withValues(from: mapping.start) { members in
            mapping.keys.position(of: key.text, among: members).map { members[$0].keyLocation }
        }
        if let first {
            diagnostics.append(Diagnostic(
                .error, "duplicate key \(JSONParser.quoted(key.text)); the first is at \(first.line):\(first.column)",
                file: file, location: key.location, path: mapping.memberPath(key.text),
                hint: "remove or rename one of the two members"))
            return
        }
        mapping.keys.added(key.text, at: members.count - mapping.start)
        members.append(JSONMember(key: key.text, keyLocation: key.location, value: value))
    }

    /// The finished mapping as a node: merged members go where their `<<` was, unless a key is written explicitly.
    mutating func finish(_ mapping: YAMLMapping, location: SourceLocation, depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        guard !mapping.merges.isEmpty else {
            return try made(JSONNode(value: .object(members.removeArray(from: mapping.start)), location: location, path: mapping.path),
                        depth: depth)
        }
        let explicit = members.removeArray(from: mapping.start)
        var taken = Set(explicit.map(\.key))
        var result: [JSONMember] = []
        var merges = mapping.merges[...]
        for index in 0...explicit.count {
            while let merge = merges.first, merge.index == index {
                merges.removeFirst()
                for case .object(let sourceMembers) in merge.sources.map(\.value) {
                    for member in sourceMembers where taken.insert(member.key).inserted {
                        result.append(try merged(member, into: mapping))
                    }
                }
            }
            if index < explicit.count {
                result.append(explicit[index])
            }
        }
        return try made(JSONNode(value: .object(result), location: location, path: mapping.path), depth: depth)
    }

    /// A member copied by a merge key, moved into `mapping` and counted against the alias budget.
    private mutating func merged(_ member: JSONMember, into mapping: YAMLMapping) throws(YAMLSyntaxError) -> JSONMember {
        let size = Self.size(of: member.value, limit: max(0, copyLimit - copiedCount) + 1)
        try countCopies(size, by: "aliases and merge keys", nested: anchorsHoldCopies, path: mapping.path)
        return JSONMember(key: member.key, keyLocation: member.keyLocation,
                          value: Self.moved(member.value, to: mapping.memberPath(member.key)))
    }

    /// The number of nodes in `node`, counting no further than `limit`.
    static func size(of node: JSONNode, limit: Int) -> Int {
        var count = 1
        switch node.value {
        case .object(let members):
            for member in members where count < limit {
                count += size(of: member.value, limit: limit - count)
            }
        case .array(let elements):
            for element in elements where count < limit {
                count += size(of: element, limit: limit - count)
            }
        default:
            break
        }
        return count
    }
}
