import EndpointGenJSON
import EndpointGenSpec

/// Names for the inline schemas of a shared request body or response (`components/requestBodies/Email`,
/// `components/responses/NotFound`): every operation that refers to it shares its types, so they are named after the
/// component, not after whichever operation happens to be converted first, and adding an operation renames nothing.
extension OpenAPIConverter {
    /// The sections of `components` whose entries name the inline types of their schemas, by the prefix of a `$ref`
    /// into them (written out: made per response, the prefix was a tenth of converting responses).
    enum ComponentSection: String {
        case responses = "#/components/responses/"
        case requestBodies = "#/components/requestBodies/"
    }

    /// The name the inline types of `node` start with when it is a `$ref` to `#/components/<section>/<key>`: the key in
    /// UpperCamelCase without a last word the generated names add again (`Response`, `Request`, `Body`); nil otherwise.
    static func componentStem(of node: JSONNode, in section: ComponentSection) -> String? {
        let prefix = section.rawValue
        guard let ref = node["$ref"]?.string, ref.hasPrefix(prefix), let key = token(ref.dropFirst(prefix.count)) else { return nil }
        var stem = Casing.upperCamel(key)
        for word in ["Response", "Request", "Body"] where stem.hasSuffix(word) && stem.count > word.count {
            stem.removeLast(word.count)
            break
        }
        return stem.isEmpty ? nil : stem
    }
}
