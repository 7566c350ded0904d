import EndpointGenJSON

extension YAMLParser {
    /// Reads an anchor and/or a tag at the current position, in either order.
    mutating func parseProperties(path: JSONPath) throws(YAMLSyntaxError) -> YAMLProperties {
        var properties = YAMLProperties()
        while current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            if current == UInt8(ascii: "&") {
                guard properties.anchor == nil else {
                    throw error("a node can have only one anchor", path: path)
                }
                properties.anchor = try name(after: "&", path: path)
            } else {
                guard properties.tag == nil else {
                    throw error("a node can have only one tag", path: path)
                }
                properties.tagOffset = position
                properties.tag = try parseTag(path: path)
            }
            let before = position
            skipSpaces()
            if position == before || Self.isBreakOrEnd(current) {
                break
            }
        }
        return properties
    }

    /// The name of an anchor or alias (`&name`, `*name`): every character up to a blank or a flow indicator.
    mutating func name(after indicator: String, path: JSONPath) throws(YAMLSyntaxError) -> String {
        position += 1
        let start = position
        while !Self.isBlank(current) && !Self.isFlowIndicator(current) {
            position += 1
        }
        guard position > start else {
            throw error("expected a name after '\(indicator)'", path: path)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// Reads a tag (`!!str`, `!<tag:yaml.org,2002:str>`, `!`) and returns it when it is one of the core schema's.
    private mutating func parseTag(path: JSONPath) throws(YAMLSyntaxError) -> YAMLTag {
        let start = position
        let fullName: String
        if at(position + 1) == UInt8(ascii: "<") {
            position += 2
            let nameStart = position
            while current != UInt8(ascii: ">") && !Self.isBlank(current) {
                position += 1
            }
            guard current == UInt8(ascii: ">") else {
                throw error("expected '>' to close the verbatim tag", path: path)
            }
            fullName = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<position]), as: UTF8.self)
            position += 1
        } else {
            while !Self.isBlank(current) && !Self.isFlowIndicator(current) {
                position += 1
            }
            let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            fullName = try expand(written, at: start, path: path)
        }
        guard let tag = YAMLTag(name: fullName) else {
            let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            throw error("the tag '\(written)' is not supported", at: start, path: path,
                        hint: "only the core schema's tags (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq) have a JSON meaning")
        }
        return tag
    }

    /// The full name of a tag shorthand such as `!!str` or `!e!thing`, using the document's `%TAG` handles.
    private func expand(_ shorthand: String, at offset: Int, path: JSONPath) throws(YAMLSyntaxError) -> String {
        guard shorthand != "!" else { return "!" }
        let rest = shorthand.dropFirst()
        guard let bang = rest.firstIndex(of: "!") else {
            return (tagHandles["!"] ?? "!") + rest
        }
        let handle = String(shorthand[...bang])
        let suffix = String(shorthand[shorthand.index(after: bang)...])
        if let prefix = tagHandles[handle] {
            return prefix + suffix
        }
        guard handle == "!!" else {
            throw error("the tag handle '\(handle)' is not declared", at: offset, path: path,
                        hint: "declare it with a %TAG directive before '---'")
        }
        return "tag:yaml.org,2002:" + suffix
    }

    /// Reads an alias (`*name`) and returns a copy of its anchored node placed at `path`, refusing copies beyond
    /// ``copyLimit``, ``maximumValues`` or ``YAMLReader/maximumDepth``.
    mutating func parseAlias(path: JSONPath, depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = position
        let location = here()
        let alias = try name(after: "*", path: path)
        guard let anchor = anchors[alias] else {
            throw error("the alias '*\(alias)' names no anchor defined before it", at: start, path: path,
                        hint: "define '&\(alias)' on a node earlier in the document")
        }
        guard anchor.height == 0 || depth + anchor.height < YAMLReader.maximumDepth else {
            throw error("the alias '*\(alias)' nests deeper than \(YAMLReader.maximumDepth) levels", at: start, path: path)
        }
        try countCopies(anchor.size, by: "aliases", nested: anchor.holdsCopies, at: start, path: path)
        deepest = max(deepest, depth + anchor.height)
        var copy = Self.moved(anchor.node, to: path)
        copy.location = location
        return copy
    }

    /// `node` and its descendants with their paths rebased at `path`; their locations stay where they are written.
    static func moved(_ node: JSONNode, to path: JSONPath) -> JSONNode {
        let value: JSONValue
        switch node.value {
        case .object(let members):
            let parent = path.asParent
            value = .object(members.map { member in
                JSONMember(key: member.key, keyLocation: member.keyLocation,
                           value: moved(member.value, to: JSONPath(parent, key: member.key)))
            })
        case .array(let elements):
            let parent = path.asParent
            value = .array(elements.enumerated().map { index, element in moved(element, to: JSONPath(parent, index: index)) })
        default:
            value = node.value
        }
        return JSONNode(value: value, location: node.location, path: path)
    }

    /// Runs `body` to read a node and records it under the properties' anchor, with its size and height.
    mutating func anchoring(
        _ properties: YAMLProperties,
        depth: Int,
        _ body: (inout YAMLParser) throws(YAMLSyntaxError) -> JSONNode
    ) throws(YAMLSyntaxError) -> JSONNode {
        guard let anchor = properties.anchor else {
            return try body(&self)
        }
        let copiedBefore = copiedCount
        let deepestBefore = deepest
        deepest = depth
        let node = try body(&self)
        let holdsCopies = copiedCount > copiedBefore
        anchorsHoldCopies = anchorsHoldCopies || holdsCopies
        // Counted in the node, not as the nodes made while reading it: a merge key's source is copied and then left
        // for its members, and counting both made a chain of 200 merges look like billions of nodes.
        anchors[anchor] = YAMLAnchor(node: node, size: Self.size(of: node, limit: .max), height: deepest - depth, holdsCopies: holdsCopies)
        deepest = max(deepest, deepestBefore)
        return node
    }

    /// Refuses a collection whose tag names another kind (`!!str` on a mapping, `!!seq` on a mapping...).
    func check(_ properties: YAMLProperties, fits node: JSONNode) throws(YAMLSyntaxError) {
        guard let tag = properties.tag, tag != .nonSpecific else { return }
        let fits: Bool
        switch node.value {
        case .object: fits = tag == .mapping
        case .array: fits = tag == .sequence
        default: fits = tag != .mapping && tag != .sequence
        }
        guard fits else {
            throw error("the tag does not fit this \(node.kindName)", at: properties.tagOffset, path: node.path)
        }
    }

    /// Counts a finished node, so anchors know their size and height, refusing it past ``maximumValues``.
    mutating func made(_ node: consuming JSONNode, depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        try countNodes(1, path: node.path)
        deepest = max(deepest, depth)
        return node
    }
}
