import EndpointGenJSON

/// Comparing schemas by the values they describe rather than by how they document them.
extension JSONNode {
    /// Whether this schema and `other` say the same about a value, at every depth, whatever they say in the keywords
    /// that only document it (``documentingKeywords``, `x-` extensions). Members match by key in any order, as JSON
    /// objects are unordered; a keyword's value that is no schema (`enum`, `const`, `default`, `required`) is compared
    /// as JSON.
    func describesSameValues(as other: JSONNode) -> Bool {
        guard case .object(let one) = value, case .object(let another) = other.value else { return hasSameValue(as: other) }
        var compared = 0
        for member in one where !Self.onlyDocuments(member.key) {
            compared += 1
            guard let match = another.first(where: { $0.key == member.key }),
                  Self.sameValue(of: member.key, member.value, match.value) else { return false }
        }
        // Each key of `one` found its match above; `another` may still hold keywords `one` lacks.
        return compared == another.reduce(0) { Self.onlyDocuments($1.key) ? $0 : $0 + 1 }
    }

    private static func onlyDocuments(_ key: String) -> Bool {
        documentingKeywords.contains(key) || key.isSpecificationExtension
    }

    /// Whether the values of `key` in two schemas say the same, comparing the schemas they hold as schemas.
    private static func sameValue(of key: String, _ one: JSONNode, _ another: JSONNode) -> Bool {
        if schemaKeywords.contains(key) { return sameSchemas(one, another) }
        // A map's keys are names (a property may be called `description`): they are compared, its values as schemas.
        if schemaMapKeywords.contains(key), case .object(let first) = one.value, case .object(let second) = another.value {
            return first.count == second.count && first.allSatisfy { member in
                second.first { $0.key == member.key }.map { member.value.describesSameValues(as: $0.value) } ?? false
            }
        }
        return one.hasSameValue(as: another)
    }

    /// A schema, or a list of schemas (`allOf`, the `items` of older drafts), compared as schemas.
    private static func sameSchemas(_ one: JSONNode, _ another: JSONNode) -> Bool {
        guard case .array(let first) = one.value, case .array(let second) = another.value else { return one.describesSameValues(as: another) }
        return first.count == second.count && zip(first, second).allSatisfy { $0.describesSameValues(as: $1) }
    }

    /// Keywords that change nothing a client sends or reads: doc comments, a union case's name, examples, and a
    /// deprecation mark. `readOnly` and `writeOnly` are not among them: they decide whether a property is sent and
    /// whether a value may lack it. Nor are `nullable` and `default`, which decide what a value holds.
    private static let documentingKeywords: KeywordSet = ["description", "summary", "title", "example", "examples", "$comment", "deprecated"]

    /// Keywords whose value is a schema or a list of schemas.
    private static let schemaKeywords: KeywordSet = [
        "items", "additionalProperties", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "prefixItems", "contains",
        "propertyNames", "additionalItems", "unevaluatedItems", "unevaluatedProperties", "contentSchema",
    ]

    /// Keywords whose value maps names to schemas.
    private static let schemaMapKeywords: KeywordSet = ["properties", "patternProperties", "dependentSchemas", "$defs", "definitions"]
}
