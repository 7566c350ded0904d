import EndpointGenJSON

/// Reads a model's `enum` key.
enum EnumReader {
    /// `"enum"`: an array of values, or an object of case name → value; each value a string, a number or a boolean.
    /// Which Swift raw type the values make is the model stage's decision.
    static func read(_ node: JSONNode, problems: inout Problems) -> ModelSpec.Kind? {
        let items: [(value: JSONNode, name: Located<String>?)]
        switch node.value {
        case .array(let elements) where !elements.isEmpty:
            items = elements.map { ($0, nil) }
        case .object(let members) where !members.isEmpty:
            items = members.map { ($0.value, Located($0.key, location: $0.keyLocation, path: $0.value.path)) }
        default:
            problems.error("'enum' must be a non-empty array of values or an object of case name → value, found \(node.kindName)", at: node,
                           hint: "write \"enum\": [\"a\", \"b\"], or \"enum\": { \"low\": 1, \"high\": 2 } to name the cases")
            return nil
        }
        let values = items.compactMap { item in
            literal(item.value, problems: &problems).map { EnumValueSpec(value: Located($0, at: item.value), caseName: item.name) }
        }
        return .enumeration(values)
    }

    private static func literal(_ node: JSONNode, problems: inout Problems) -> EnumLiteral? {
        if let literal = EnumLiteral(node.value) { return literal }
        switch node.value {
        case .null:
            problems.error("'null' cannot be an enum value", at: node,
                           hint: "remove it, and make the property that uses the enum optional (\"T?\") or \"nullable\": true")
        case .array, .object:
            problems.error("enum values must be strings, numbers or booleans, found \(node.kindName)", at: node,
                           hint: "list arrays and objects in a \"oneOf\" model instead")
        case .number(let number):
            problems.error("enum value \(number.text) is too large for a Double", at: node, hint: "write a value within ±1.8e308")
        case .string, .bool:
            break
        }
        return nil
    }
}
