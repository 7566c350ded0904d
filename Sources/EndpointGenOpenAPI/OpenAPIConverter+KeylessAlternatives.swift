import EndpointGenJSON

/// `anyOf` of objects that require no key: one object holding any of their keys.
extension OpenAPIConverter {
    /// The object `schema` is when it is an `anyOf`, without a discriminator, of objects that require no key and share
    /// none, beside any empty schema (`{}`): `allOf` of those objects. JSON Schema lets a value be several alternatives
    /// of an `anyOf` at once, and here nothing tells them apart, so read as a choice the first decoded won and the rest
    /// of the keys were dropped: DigitalOcean's page links are `anyOf: [{last, next}, {first, prev}, {}]`, and a middle
    /// page's `first` and `prev` were lost. Nil for any other schema.
    func keylessAlternativesObject(_ schema: JSONNode) -> JSONNode? {
        guard schema["oneOf"] == nil, schema["discriminator"] == nil, let variants = schema["anyOf"]?.elements,
              let members = schema.members else { return nil }
        var objects: [JSONNode] = []
        var keys: Set<String> = []
        for variant in variants {
            if variant.members?.isEmpty == true { continue }
            guard let declared = keylessObjectKeys(of: variant), !declared.isEmpty, keys.isDisjoint(with: declared) else { return nil }
            keys.formUnion(declared)
            objects.append(variant)
        }
        guard objects.count > 1 else { return nil }
        let parts = JSONNode(value: .array(objects), location: schema.location, path: schema.path, file: schema.file)
        let merged = members.filter { $0.key != "anyOf" } + [JSONMember(key: "allOf", keyLocation: schema.location, value: parts)]
        return JSONNode(value: .object(merged), location: schema.location, path: schema.path, file: schema.file)
    }

    /// The keys `variant` declares when it is an object, through its `$ref` and `allOf` parts, that requires none of
    /// them and says nothing else about the value; nil for any other schema.
    private func keylessObjectKeys(of variant: JSONNode) -> Set<String>? {
        var keys: Set<String> = []
        for (part, _) in mergedParts(of: variant) {
            guard let members = part.members, part["required"]?.elements?.isEmpty ?? true,
                  part["type"]?.string ?? "object" == "object",
                  members.allSatisfy({ Self.keylessObjectKeywords.contains($0.key) || $0.key.isSpecificationExtension }) else { return nil }
            keys.formUnion(part["properties"]?.members?.map(\.key) ?? [])
        }
        return keys
    }

    private static let keylessObjectKeywords: Set<String> = annotationKeys.union(["$ref", "allOf", "type", "properties", "required", "title"])
}
