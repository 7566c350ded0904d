import EndpointGenJSON
import Foundation

/// Read-only access to OpenAPI objects, for the converter.
extension JSONNode {
    /// The value of member `key` when this is an object that has it.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        // By index, each key compared in place: `first(where:)` copied every member it passed (key, path and value),
        // and the converter looks up several keywords in every schema.
        for index in members.indices where members[index].key == key { return members[index].value }
        return nil
    }

    /// The value of member `key` when this is an object that has it and it is not `null`, which generators write for a
    /// field they leave out (robyn's `info.description`, OPNsense's `requestBody`): read as absent, as the document's
    /// kind checks read it (``OpenAPIConverter/checkValueKinds()``).
    func present(_ key: String) -> JSONNode? {
        guard let node = self[key], node.value != .null else { return nil }
        return node
    }

    /// The members when this is an object, else nil.
    var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements when this is an array, else nil.
    var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The text when this is a string, else nil.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The flag when this is a boolean, else nil.
    var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// This path item, or the one its local `$ref` names in `document` (read before the paths are converted, which
    /// reports a reference that leads nowhere).
    func pathItem(in document: JSONNode) -> JSONNode {
        self["$ref"]?.string.flatMap { $0.hasPrefix("#") ? document.resolve(pointer: String($0.dropFirst())) : nil } ?? self
    }

    /// The value at a JSON pointer (RFC 6901, the part after `#`), or nil when it does not exist.
    func resolve(pointer: String) -> JSONNode? {
        // A pointer is empty (the whole document) or starts with "/"; `Pet` is no pointer, not the root.
        guard pointer.isEmpty || pointer.unicodeScalars.first == "/" else { return nil }
        var node = self
        for raw in pointer.pointerTokens.dropFirst() {
            let token = Self.decodedToken(raw)
            switch node.value {
            case .object:
                guard let next = node[token] else { return nil }
                node = next
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else { return nil }
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }
}

extension JSONNode {
    /// One token of a JSON pointer as the key or index it names: percent-decoded (a URI fragment), then `~1` → `/`
    /// and `~0` → `~`. Most tokens have neither, and Foundation's decoding and replacing are slow on Linux.
    static func decodedToken(_ raw: Substring) -> String {
        guard raw.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "~") }) else { return String(raw) }
        return (String(raw).removingPercentEncoding ?? String(raw))
            .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}

/// Changes the multi-file joiner makes to objects.
extension JSONNode {
    /// Replaces members of this object with `replacements` of the same key, or adds them.
    mutating func replaceMembers(with replacements: [JSONMember]) {
        guard !replacements.isEmpty, var members else { return }
        for replacement in replacements {
            if let index = members.firstIndex(where: { $0.key == replacement.key }) {
                members[index] = replacement
            } else {
                members.append(replacement)
            }
        }
        value = .object(members)
    }

    /// Adds `schemas` to this document's `components.schemas`, making both where they are missing.
    mutating func appendComponentSchemas(_ schemas: [JSONMember]) {
        var components = self["components"] ?? JSONNode(value: .object([]), location: location, path: path)
        var existing = components["schemas"] ?? JSONNode(value: .object([]), location: components.location, path: components.path)
        existing.value = .object((existing.members ?? []) + schemas)
        components.replaceMembers(with: [JSONMember(key: "schemas", keyLocation: existing.location, value: existing)])
        replaceMembers(with: [JSONMember(key: "components", keyLocation: components.location, value: components)])
    }
}
