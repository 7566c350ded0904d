import EndpointGenJSON

/// Reads an object's `additionalProperties` key.
enum AdditionalPropertiesReader {
    /// `false`, `true` (values of any type, `json`), a type string, or an object with `type`, `swiftName`,
    /// `description` and the constraints of each value.
    static func read(_ node: JSONNode, problems: inout Problems) -> AdditionalPropertiesSpec? {
        var spec = AdditionalPropertiesSpec(location: node.location, path: node.path)
        switch node.value {
        case .bool(let allowed):
            spec.type = allowed ? Located(.named(anyValue), at: node) : nil
        case .string:
            guard let type = TypeExpressionParser.read(node, problems: &problems) else { return nil }
            spec.type = type
        case .object:
            guard var object = ObjectReader(node, describing: "'additionalProperties'", problems: &problems) else { return nil }
            let type = object.value("type")
            spec.swiftName = object.string("swiftName", problems: &problems)
            spec.description = object.string("description", problems: &problems)?.value
            spec.constraints = object.constraints(problems: &problems)
            object.finish(&problems)
            guard let type else {
                problems.error("missing required key 'type'", at: node, hint: "add \"type\": \"string\", the type of the other keys' values")
                return nil
            }
            guard let resolved = TypeExpressionParser.read(type, problems: &problems) else { return nil }
            spec.type = resolved
        default:
            problems.error("'additionalProperties' must be true, false, a type or an object, found \(node.kindName)", at: node,
                           hint: "write \"additionalProperties\": \"string\" to keep the other keys in a [String: String] property")
            return nil
        }
        return spec
    }

    /// The type of the values `true` allows: any JSON value.
    static let anyValue = "json"
}
