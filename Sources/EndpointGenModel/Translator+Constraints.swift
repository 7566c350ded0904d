import EndpointGenJSON
import EndpointGenSpec

extension Translator {
    /// Checks that each constraint fits the value's type and turns it into Swift literals; `each` is checked against
    /// the type of an array's elements or a dictionary's values.
    mutating func translateConstraints(_ spec: ConstraintsSpec, type: SwiftType) -> Constraints {
        var constraints = Constraints()
        guard !spec.isEmpty else { return constraints }
        // An optional nullable property (`Nullable<T>?`) is checked as the `T` it holds.
        let base = type.unwrapped.nonNullable
        let hasLength: Bool
        switch base {
        case .string, .array, .dictionary: hasLength = true
        default: hasLength = false
        }
        constraints.minLength = spec.minLength.flatMap { length($0, named: "minLength", applies: hasLength) }
        constraints.maxLength = spec.maxLength.flatMap { length($0, named: "maxLength", applies: hasLength) }
        if let min = constraints.minLength, let max = constraints.maxLength, min > max, let node = spec.maxLength {
            problems.error("maxLength \(max) is less than minLength \(min)", at: node)
        }
        constraints.minimum = spec.minimum.flatMap { bound($0, named: "minimum", type: base) }
        constraints.maximum = spec.maximum.flatMap { bound($0, named: "maximum", type: base) }
        constraints.exclusiveMinimum = spec.exclusiveMinimum.flatMap { bound($0, named: "exclusiveMinimum", type: base) }
        constraints.exclusiveMaximum = spec.exclusiveMaximum.flatMap { bound($0, named: "exclusiveMaximum", type: base) }
        if let pattern = spec.pattern {
            if base != .string {
                problems.error("'pattern' applies only to strings, not '\(type.code)'", at: pattern)
            } else if (try? Regex(pattern.value)) == nil {
                problems.error("'pattern' is not a valid regular expression: \(pattern.value)", at: pattern,
                               hint: "write a regular expression such as \"^[a-z0-9_]+$\"")
            } else {
                constraints.pattern = pattern.value
            }
        }
        if let each = spec.each, !each.value.isEmpty {
            switch base {
            case .array(let element), .dictionary(let element):
                let checks = translateConstraints(each.value, type: element)
                constraints.element = checks.isEmpty ? nil : checks
            default:
                problems.error("'each' applies only to arrays and dictionaries, not '\(type.code)'", at: each)
            }
        }
        return constraints
    }

    private mutating func length(_ node: Located<JSONNode>, named key: String, applies: Bool) -> Int? {
        guard applies else {
            problems.error("'\(key)' applies only to strings, arrays and dictionaries", at: node)
            return nil
        }
        guard case .number(let number) = node.json else {
            problems.error("'\(key)' must be a whole number of 0 or more, found \(node.kindName)", at: node)
            return nil
        }
        if let problem = number.countProblem {
            problems.error("'\(key)' \(problem)", at: node)
            return nil
        }
        return number.wholeValue.flatMap { Int(exactly: $0) }
    }

    private mutating func bound(_ node: Located<JSONNode>, named key: String, type: SwiftType) -> String? {
        guard case .number(let number) = node.json else {
            problems.error("'\(key)' must be a number, found \(node.kindName)", at: node)
            return nil
        }
        switch type {
        case .int, .int32, .int64:
            guard let value = number.wholeValue, type != .int32 || Int32(exactly: value) != nil else {
                problems.error("'\(key)' of an integer must be a whole number in range, found \(number.text)", at: node)
                return nil
            }
            return String(value)
        case .double:
            return number.double.map { "\($0)" }
        default:
            problems.error("'\(key)' applies only to numbers", at: node)
            return nil
        }
    }
}
