import EndpointGenJSON
import EndpointGenSpec

/// Names for the inline schemas of a shared request body or response (`components/requestBodies/Email`,
/// `components/responses/NotFound`): every operation that refers to it shares its types, so they are named after the
/// component, not after whichever operation happens to be converted first, and adding an operation renames nothing.
extension OpenAPIConverter {
    /// The name the inline types of `node` start with when it is a `$ref` to `#/components/<section>/<key>`: the key in
    /// UpperCamelCase without a last word the generated names add again (`Response`, `Request`, `Body`); nil otherwise.
    /// A component that is itself a `$ref` to another of its section is an alias (1Password's `AuditRequest` for
    /// `CursorRequest`): the types are those of `target`, where the chain ends, and are named after it.
    static func componentStem(of node: JSONNode, resolvedTo target: JSONNode, in section: ComponentSection) -> String? {
        guard let referenced = componentKey(node["$ref"]?.string, in: section) else { return nil }
        let key = componentKey(at: target.path, in: section) ?? referenced
        var stem = Casing.upperCamel(key)
        for word in ["Response", "Request", "Body"] where stem.hasSuffix(word) && stem.count > word.count {
            stem.removeLast(word.count)
            break
        }
        return stem.isEmpty ? nil : stem
    }
}
