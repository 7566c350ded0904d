import EndpointGenJSON
import EndpointGenSpec

extension OpenAPIConverter {
    /// The fields an OpenAPI document (3.0 or 3.1) gives as booleans: of parameters, headers, request bodies and
    /// encodings, of schemas, and of their XML objects.
    private static let booleanFields: Set<String> = [
        "required", "deprecated", "allowEmptyValue", "explode", "allowReserved", "nullable", "readOnly", "writeOnly",
        "uniqueItems", "exclusiveMinimum", "exclusiveMaximum", "additionalProperties", "unevaluatedProperties",
        "attribute", "wrapped",
    ]

    /// Fields whose values are data rather than OpenAPI objects, so their keys mean nothing to OpenAPI.
    private static let dataFields: Set<String> = ["example", "examples", "enum", "const", "default"]

    /// Warns at each YAML 1.1 boolean word (`required: yes`, `nullable: on`) where the document expects a boolean:
    /// YAML 1.2 reads it as a string, which is not `true`, so the converter would otherwise drop it silently.
    mutating func warnAboutYAML11Booleans() {
        // Only YAML reads the words as strings: a JSON document that includes no other file has none, and walking all
        // of a large one was a tenth of converting it.
        guard includesOtherFiles || YAML11Booleans.isYAML(file) else { return }
        var pending = [document]
        while let node = pending.popLast() {
            switch node.value {
            case .object(let members):
                let isBooleanSchema = node["type"]?.string == "boolean"
                for member in members where !member.key.isSpecificationExtension {
                    if Self.booleanFields.contains(member.key) || isBooleanSchema && member.key == "default",
                       let problem = YAML11Booleans.problem(with: member.value, key: member.key, file: path(of: member.value.file)) {
                        warning(problem.message, at: member.value, hint: problem.hint)
                    }
                    if !Self.dataFields.contains(member.key) {
                        pending.append(member.value)
                    }
                }
            case .array(let elements):
                pending.append(contentsOf: elements)
            default:
                break
            }
        }
    }
}
