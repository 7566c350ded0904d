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

    /// The value at `pointer` (RFC 6901) in `document`: inside a component through the index, elsewhere by walking it.
    func resolve(pointer: String, in document: JSONNode) -> JSONNode? {
        guard pointer.hasPrefix("/components/") else { return document.resolve(pointer: pointer) }
        // "", "components", the section, and the component's name with anything after it.
        let tokens = pointer.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard tokens.count == 4, let section = sections[JSONNode.decodedToken(tokens[2])] else { return document.resolve(pointer: pointer) }
        let rest = tokens[3]
        guard let slash = rest.firstIndex(of: "/") else { return section[JSONNode.decodedToken(rest)] }
        return section[JSONNode.decodedToken(rest[..<slash])]?.resolve(pointer: String(rest[slash...]))
    }
}
