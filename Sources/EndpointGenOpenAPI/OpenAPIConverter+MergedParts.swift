import EndpointGenJSON

extension OpenAPIConverter {
    /// `schema`, the schema its `$ref` names and the parts of its `allOf`, and theirs in turn, each once, in the order
    /// they are read (a part and what it holds before the next part): the schemas whose keywords a value of `schema`
    /// meets together. Each says whether it is reached through a `$ref`, a schema the document names elsewhere too.
    func mergedParts(of schema: JSONNode) -> [(schema: JSONNode, isReferenced: Bool)] {
        var parts: [(schema: JSONNode, isReferenced: Bool)] = []
        var visited: Set<SchemaPlace> = []
        var pending = [(schema: schema, isReferenced: false)]
        while let (node, isReferenced) = pending.popLast() {
            guard visited.insert(SchemaPlace(of: node)).inserted else { continue }
            parts.append((node, isReferenced))
            if node["$ref"] != nil {
                let target = peek(node)
                if SchemaPlace(of: target) != SchemaPlace(of: node) { pending.append((target, true)) }
            }
            // Reversed, so that the parts are read in their order.
            pending.append(contentsOf: (node["allOf"]?.elements ?? []).reversed().map { ($0, isReferenced) })
        }
        return parts
    }
}
