import EndpointGenJSON

/// The component schemas that only describe form and multipart bodies (FastAPI's `Body_upload_file_upload_post`).
/// Such a body is sent field by field, so a model of the schema would go unused, and its files would be reported as
/// base64 inside JSON, which they never are.
enum FormBodyComponents {
    /// The keys of the component schemas that every `$ref` to them names as a form or multipart body's schema.
    static func keys(in document: JSONNode) -> Set<String> {
        var candidates: Set<String> = []
        // Most documents send no form of a component; they pay for this look at their bodies only.
        for pathItem in document["paths"]?.members ?? [] {
            for operation in pathItem.value.members ?? [] { formSchemas(of: operation.value["requestBody"], into: &candidates) }
        }
        for body in document["components"]?["requestBodies"]?.members ?? [] { formSchemas(of: body.value, into: &candidates) }
        guard !candidates.isEmpty else { return [] }
        var usedElsewhere: Set<String> = []
        walk(document, role: .plain, candidates: candidates, usedElsewhere: &usedElsewhere)
        return candidates.subtracting(usedElsewhere)
    }

    /// Where a value stands, as far as telling a form body's schema from any other use is concerned.
    private enum Role {
        case plain, content, formMedia, formSchema
    }

    private static func formSchemas(of body: JSONNode?, into keys: inout Set<String>) {
        for media in body?["content"]?.members ?? [] where isForm(media.key) {
            if let key = componentKey(media.value["schema"]) { keys.insert(key) }
        }
    }

    private static func walk(_ node: JSONNode, role: Role, candidates: Set<String>, usedElsewhere: inout Set<String>) {
        switch node.value {
        case .object(let members):
            if role != .formSchema, let key = componentKey(node), candidates.contains(key) { usedElsewhere.insert(key) }
            for member in members {
                let next: Role = switch role {
                case .content: isForm(member.key) ? .formMedia : .plain
                case .formMedia where member.key == "schema": .formSchema
                default: member.key == "content" ? .content : .plain
                }
                walk(member.value, role: next, candidates: candidates, usedElsewhere: &usedElsewhere)
            }
        case .array(let elements):
            for element in elements { walk(element, role: .plain, candidates: candidates, usedElsewhere: &usedElsewhere) }
        default:
            break
        }
    }

    private static func isForm(_ mediaType: String) -> Bool {
        let kind = OpenAPIConverter.BodyKind(mediaType: mediaType)
        return kind == .form || kind == .multipart
    }

    /// The key of the component schema `node` is a `$ref` to.
    private static func componentKey(_ node: JSONNode?) -> String? {
        OpenAPIConverter.componentKey(node?["$ref"]?.string, in: .schemas)
    }
}
