import EndpointGenJSON

/// The document's components by section and name, so that a `$ref` to one is found without reading the members of its
/// section one by one: that read every schema of a document with thousands once per reference, and made a chain of
/// schemas that include each other quadratic.
struct ComponentIndex {
    private let sections: [String: [String: JSONNode]]

    init(_ document: JSONNode) {
        var sections: [String: [String: JSONNode]] = [:]
        for section in document["components"]?.members ?? [] {
            var entries: [String: JSONNode] = [:]
            // The first of two equal keys, as reading the members in order finds it.
            for member in section.value.members ?? [] where entries[member.key] == nil { entries[member.key] = member.value }
            sections[section.key] = entries
        }
        self.sections = sections
    }

    /// `node`, or the value its local `$ref` names in `document` (one step; a reference that leads nowhere leaves
    /// `node`, as the conversion reports it).
    func followingLocalReference(_ node: JSONNode, in document: JSONNode) -> JSONNode {
        node["$ref"]?.string.flatMap { $0.hasPrefix("#") ? resolve(pointer: String($0.dropFirst()), in: document) : nil } ?? node
    }

    /// The value at `pointer` (RFC 6901) in `document`: inside a component through the index, elsewhere by walking it.
    func resolve(pointer: String, in document: JSONNode) -> JSONNode? {
        // The section, the component's name, and anything after it.
        guard let inComponents = pointer.droppingPointerPrefix("/components/") else { return document.resolve(pointer: pointer) }
        let tokens = String(inComponents).pointerTokens
        guard tokens.count >= 2, let section = sections[JSONNode.decodedToken(tokens[0])] else { return document.resolve(pointer: pointer) }
        guard tokens.count > 2 else { return section[JSONNode.decodedToken(tokens[1])] }
        return section[JSONNode.decodedToken(tokens[1])]?.resolve(pointer: "/" + tokens[2...].joined(separator: "/"))
    }
}
