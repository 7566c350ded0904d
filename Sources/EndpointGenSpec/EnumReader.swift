import EndpointGenJSON

/// Reads a model's `enum` key.
enum EnumReader {
    /// `"enum"`: an array of values, or an object of case name → value; the values all strings or all integers.
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
        var isInteger: Bool?
        var values: [EnumValueSpec] = []
        for item in items {
            let text: String
            let integer: Bool
            if case .string(let string) = item.value.value {
                (text, integer) = (string, false)
            } else if case .number(let number) = item.value.value, let value = number.int64 {
                // Swift's Int is 32 bits on some watches, and the generated `case` literals must compile there.
                guard Int32(exactly: value) != nil else {
                    problems.error("integer enum value \(value) does not fit in 32 bits", at: item.value,
                                   hint: "integer enum values must be between \(Int32.min) and \(Int32.max)")
                    continue
                }
                (text, integer) = (String(value), true)
            } else {
                problems.error("enum values must be strings or integers, found \(item.value.kindName)", at: item.value)
                continue
            }
            if let first = isInteger, first != integer {
                problems.error("enum values must be all strings or all integers; this one is \(integer ? "an integer" : "a string")", at: item.value,
                               hint: "an enum is either a string enum or an integer enum")
                continue
            }
            isInteger = integer
            values.append(EnumValueSpec(value: Located(text, at: item.value), caseName: item.name))
        }
        return .enumeration(values, isInteger: isInteger ?? false)
    }
}
