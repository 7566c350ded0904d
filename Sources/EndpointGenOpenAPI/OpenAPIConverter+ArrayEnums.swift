import EndpointGenJSON

/// An `enum` beside `type: array` whose values are not arrays, which lists the values of the items.
extension OpenAPIConverter {
    /// `schema`, an array whose `enum` lists no array, with those values read as its items' (after those its `items`
    /// list), and whether `null` is among them (a null array), reporting it; nil for any other schema. The enum of an
    /// array lists whole arrays, so a value that is not one allows nothing: the author meant the items. LZT Market
    /// writes the countries of `country[]` and 59 other list parameters so; each became one value of the enum, and the
    /// SDK sent one country where the API takes a list. An enum that lists arrays is one and stays as it is (any JSON,
    /// with a warning); an array whose items are a reference keeps them and loses the enum.
    mutating func arrayWithItemValues(_ schema: JSONNode) -> (schema: JSONNode, allowsNull: Bool)? {
        guard let members = schema.members, let node = schema["enum"], let values = node.elements, !values.isEmpty,
              !values.contains(where: { $0.elements != nil }), typeNames(of: schema).names == ["array"] else { return nil }
        let reason = "'enum' beside 'type: array' lists whole arrays, and none of these values is one"
        let allowsNull = values.contains { $0.value == .null }
        var arrayMembers = members.filter { $0.key != "enum" }
        let items = schema["items"] ?? JSONNode(value: .object([]), location: node.location, path: node.path, file: node.file)
        guard var itemMembers = items.members, !Self.itemsKeywords.contains(where: { items[$0] != nil }) else {
            warning("\(reason); ignored, as its 'items' are not a schema written in place", at: node)
            return (JSONNode(value: .object(arrayMembers), location: schema.location, path: schema.path, file: schema.file), allowsNull)
        }
        let listed = items["enum"]?.elements ?? []
        var merged = listed
        for value in values where value.value != .null && !merged.contains(where: { $0.value == value.value }) { merged.append(value) }
        warning(listed.isEmpty ? "\(reason); read as the values of its items" : "\(reason); read as the values of its items, after those 'items' lists",
                at: node)
        itemMembers.removeAll { $0.key == "enum" }
        itemMembers.append(JSONMember(key: "enum", keyLocation: node.location,
                                      value: JSONNode(value: .array(merged), location: node.location, path: node.path, file: node.file)))
        arrayMembers.removeAll { $0.key == "items" }
        let valued = JSONNode(value: .object(itemMembers), location: items.location, path: items.path, file: items.file)
        arrayMembers.append(JSONMember(key: "items", keyLocation: items.location, value: valued))
        return (JSONNode(value: .object(arrayMembers), location: schema.location, path: schema.path, file: schema.file), allowsNull)
    }

    /// The keywords of items whose values are not theirs to take: a reference, a constant, a union or a composition.
    private static let itemsKeywords = ["$ref", "const", "oneOf", "anyOf", "allOf"]
}
