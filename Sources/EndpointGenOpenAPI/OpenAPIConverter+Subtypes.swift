import EndpointGenJSON
import EndpointGenSpec

/// A base schema with a `discriminator` and no `oneOf`, which its subtypes include through `allOf` (OpenAPI's own
/// Pet, Cat and Dog; springdoc and NSwag write every class hierarchy so): a value of the base is one of its subtypes.
extension OpenAPIConverter {
    /// The alternatives of the component schema `key` when it is such a base: a `$ref` to each schema its mapping
    /// names, then to each other component schema whose `allOf` includes it, in document order; nil for any other
    /// schema. Made a struct of the base's own properties, it decoded a Cat without its `huntingSkill` and sent a Pet
    /// that no subtype accepts.
    mutating func subtypeAlternatives(ofComponent key: String, schema: JSONNode) -> [JSONNode]? {
        guard let discriminator = schema["discriminator"], discriminator["propertyName"]?.string != nil,
              alternatives(of: schema) == nil, schema["allOf"] == nil else { return nil }
        let own = "#/components/schemas/" + key
        var references: [(reference: String, at: JSONNode)] = []
        for member in discriminator["mapping"]?.members ?? [] {
            guard let target = member.value.string else { continue }
            let reference = target.hasPrefix("#") ? target : "#/components/schemas/" + target
            guard reference != own else {
                // The base is a value of its own: a union of it and its subtypes would hold itself.
                warning("discriminator mapping '\(member.key)' names the schema itself, so its subtypes are not decoded as such; '\(key)' is read as its own properties",
                        at: member.value)
                return nil
            }
            references.append((reference, member.value))
        }
        for member in document["components"]?["schemas"]?.members ?? [] {
            let includesBase = (member.value["allOf"]?.elements ?? []).contains { $0["$ref"]?.string == own }
            guard includesBase, member.key != key else { continue }
            references.append(("#/components/schemas/" + member.key, member.value))
        }
        var seen: Set<String> = []
        let unique = references.filter { seen.insert($0.reference).inserted }
        guard !unique.isEmpty else { return nil }
        return unique.map { reference, node in
            let target = JSONNode(value: .string(reference), location: node.location, path: node.path, file: node.file)
            return JSONNode(value: .object([JSONMember(key: "$ref", keyLocation: node.location, value: target)]),
                            location: node.location, path: node.path, file: node.file)
        }
    }
}
