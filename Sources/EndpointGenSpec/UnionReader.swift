import EndpointGenJSON

/// Reads the `oneOf` and `discriminator` keys of a model into a ``UnionSpec``.
enum UnionReader {
    static func read(oneOf node: JSONNode, discriminator: JSONNode?, problems: inout Problems) -> UnionSpec? {
        guard case .array(let items) = node.value, !items.isEmpty else {
            problems.error("'oneOf' must be a non-empty array of type names, found \(node.kindName)", at: node,
                           hint: "write \"oneOf\": [\"Cat\", \"Dog\"]")
            return nil
        }
        let alternatives = items.compactMap { item -> Located<String>? in
            guard case .string(let text) = item.value else {
                problems.error("'oneOf' lists type names, found \(item.kindName)", at: item, hint: "write \"oneOf\": [\"Cat\", \"Dog\"]")
                return nil
            }
            guard case .success(.named(let name)) = TypeExpressionParser.parse(text) else {
                problems.error("'oneOf' lists type names such as \"Cat\" or \"string\", found \"\(text)\"", at: item,
                               hint: "declare a model for an array or optional type and list its name")
                return nil
            }
            return Located(name, at: item)
        }
        var union = UnionSpec(alternatives: alternatives)
        if let discriminator {
            readDiscriminator(discriminator, into: &union, problems: &problems)
        }
        return union
    }

    private static func readDiscriminator(_ node: JSONNode, into union: inout UnionSpec, problems: inout Problems) {
        guard var object = ObjectReader(node, describing: "'discriminator'", problems: &problems) else { return }
        union.discriminator = object.requiredString("property", problems: &problems, hint: "add \"property\": \"type\", the key whose value names the alternative")
        let mapping = object.members("mapping", problems: &problems) ?? []
        object.finish(&problems)
        union.mapping = mapping.compactMap { member in
            let value = Located(member.key, location: member.keyLocation, path: member.value.path)
            guard case .string(let model) = member.value.value else {
                problems.error("a mapping value must be the name of a model in 'oneOf', found \(member.value.kindName)", at: member.value)
                return nil
            }
            return UnionSpec.Mapping(value: value, model: Located(model, at: member.value))
        }
    }
}
