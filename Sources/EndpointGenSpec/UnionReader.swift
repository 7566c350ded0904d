import EndpointGenJSON

/// Reads the `oneOf` and `discriminator` keys of a model into a ``UnionSpec``.
enum UnionReader {
    static func read(oneOf node: JSONNode, discriminator: JSONNode?, problems: inout Problems) -> UnionSpec? {
        guard case .array(let items) = node.value, !items.isEmpty else {
            problems.error("'oneOf' must be a non-empty array of types, found \(node.kindName)", at: node,
                           hint: "write \"oneOf\": [\"Cat\", \"Dog\"]")
            return nil
        }
        guard items.count <= UnionSpec.maximumAlternatives else {
            problems.error(UnionSpec.tooManyAlternatives(items.count, keyword: "oneOf"), at: node, hint: "split the union, or type the value as json")
            return nil
        }
        let alternatives = items.compactMap { item -> Located<TypeExpression>? in
            guard case .string(let text) = item.value else {
                problems.error("'oneOf' lists types, found \(item.kindName)", at: item, hint: "write \"oneOf\": [\"Cat\", \"Dog\"] or [\"string\", \"[string]\"]")
                return nil
            }
            // A string in double quotes stands for that one string, which no type name can start with.
            if text.count > 1, text.first == "\"", text.last == "\"" { return Located(UnionSpec.stringAlternative(String(text.dropFirst().dropLast())), at: item) }
            switch TypeExpressionParser.parse(text) {
            case .success(let type) where type.isOptional:
                problems.error("a oneOf alternative cannot be optional, found \"\(text)\"", at: item,
                               hint: "list \"\(UnionSpec.nullAlternative)\" as an alternative of its own to accept null")
                return nil
            case .success(let type) where !UnionSpec.isLiteral(type):
                guard let literal = ([UnionSpec.nullAlternative] + UnionSpec.booleanAlternatives.keys.sorted()).first(where: type.mentions) else {
                    return Located(type, at: item)
                }
                problems.error("'\(literal)' can only be a oneOf alternative of its own, found \"\(text)\"", at: item,
                               hint: "list \"\(literal)\" beside the other alternatives")
                return nil
            case .success(let type):
                return Located(type, at: item)
            case .failure(let error):
                problems.error("invalid type \"\(text)\" in oneOf: \(error.message)", at: item,
                               hint: "list types such as \"Cat\", \"string\", \"[string]\", \"[string: int]\" or \"null\"")
                return nil
            }
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
        union.discriminatorIsOptional = object.bool("optional", problems: &problems)?.value ?? false
        object.finish(&problems)
        union.mapping = mapping.flatMap { member -> [UnionSpec.Mapping] in
            let value = Located(member.key, location: member.keyLocation, path: member.value.path)
            // A value that several models allow (two message types both `"type": "message"`) lists them all.
            let nodes: [JSONNode] = if case .array(let items) = member.value.value { items } else { [member.value] }
            let models = nodes.compactMap { node -> Located<String>? in
                guard case .string(let model) = node.value else { return nil }
                return Located(model, at: node)
            }
            guard !models.isEmpty, models.count == nodes.count else {
                problems.error("a mapping value must be the name of a model in 'oneOf', or a non-empty list of them, found \(member.value.kindName)",
                               at: member.value, hint: "write \"\(member.key)\": \"Model\" or \"\(member.key)\": [\"Model\", \"OtherModel\"]")
                return []
            }
            return models.map { UnionSpec.Mapping(value: value, model: $0) }
        }
    }
}
