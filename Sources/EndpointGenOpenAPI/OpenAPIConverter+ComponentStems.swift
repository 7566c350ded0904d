import EndpointGenJSON
import EndpointGenSpec

/// Names for the inline schemas of a shared request body or response (`components/requestBodies/Email`,
/// `components/responses/NotFound`): every operation that refers to it shares its types, so they are named after the
/// component, not after whichever operation happens to be converted first, and adding an operation renames nothing.
extension OpenAPIConverter {
    /// The name the inline types of `node` start with when it is a `$ref` to `#/components/<section>/<key>`: the key in
    /// UpperCamelCase without a last word the generated names add again (`Response`, `Request`, `Body`); nil otherwise.
    static func componentStem(of node: JSONNode, in section: ComponentSection) -> String? {
        guard let key = componentKey(node["$ref"]?.string, in: section) else { return nil }
        var stem = Casing.upperCamel(key)
        for word in ["Response", "Request", "Body"] where stem.hasSuffix(word) && stem.count > word.count {
            stem.removeLast(word.count)
            break
        }
        return stem.isEmpty ? nil : stem
    }
}
