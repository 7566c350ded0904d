import EndpointGenJSON
import EndpointGenSpec

/// `properties` beside `oneOf`/`anyOf`: what every alternative holds.
extension OpenAPIConverter {
    /// The schema an inline alternative is converted from when its union declares properties of its own: `allOf` of
    /// the union's object keywords and the alternative, so that each alternative holds them (GitHub's check runs
    /// declare `name` and `head_sha` beside a `oneOf` that narrows `status`; they were left out, and no check run
    /// could be created). Nil when the union declares no properties, and for an alternative that is not an inline
    /// object: a referenced one is a schema of its own (typically a subtype that includes the union's properties
    /// through its `allOf`), a scalar has no properties to hold.
    mutating func alternativeWithSharedProperties(_ variant: JSONNode, of union: JSONNode) -> JSONNode? {
        guard let members = union.members, union["properties"] != nil, variant["$ref"] == nil, isObjectSchema(variant) else { return nil }
        // The union's description and composition stay with it; the merged model is described by the alternative.
        let shared = members.filter { Self.sharedKeywords.contains($0.key) }
        let base = JSONNode(value: .object(shared), location: union.location, path: union.path, file: union.file)
        let parts = JSONNode(value: .array([base, variant]), location: variant.location, path: variant.path, file: variant.file)
        let merged = [JSONMember(key: "allOf", keyLocation: variant.location, value: parts)]
        return JSONNode(value: .object(merged), location: variant.location, path: variant.path, file: variant.file)
    }

    private static let sharedKeywords: Set<String> = ["type", "properties", "required", "additionalProperties", "allOf"]

    /// Whether `schema` describes a JSON object: properties, a list of required ones, `type: object`, or parts of those.
    private func isObjectSchema(_ schema: JSONNode) -> Bool {
        if let type = schema["type"]?.string { return type == "object" }
        return ["properties", "required", "additionalProperties", "allOf"].contains { schema[$0] != nil }
    }
}
