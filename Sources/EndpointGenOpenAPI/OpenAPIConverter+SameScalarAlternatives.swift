import EndpointGenJSON
import EndpointGenSpec

/// A choice among alternatives that are all one scalar, each bounded its own way, is that scalar. drf-spectacular
/// writes a Django field that may be blank and has a validator as `oneOf: [{type: string, format: email}, {type:
/// string, maxLength: 0}]` (NetBox's `email`, `color` and `dns_name`, 76 properties): it was a union of one case,
/// set as `.string("a@example.com")` and read with a `switch`. The bounds kept are those every alternative says.
extension OpenAPIConverter {
    /// The positions of `variants` (`null` aside) when there are two or more and each is the same scalar (a string, or a
    /// string of one format, an integer of one size, a number, a boolean) with bounds and annotations only; nil for any
    /// other choice.
    func sameScalarPositions(_ variants: [JSONNode]) -> [Int]? {
        var positions: [Int] = []
        var scalar: String?
        for (index, variant) in variants.enumerated() where !isNullSchema(variant) {
            guard let kind = scalarKind(of: variant), scalar == nil || scalar == kind else { return nil }
            scalar = kind
            positions.append(index)
        }
        return positions.count > 1 ? positions : nil
    }

    /// The alternatives of `schema` that are one scalar (``sameScalarPositions(_:)``), or nil.
    func sameScalarAlternatives(of schema: JSONNode) -> [JSONNode]? {
        guard let listed = (schema["oneOf"] ?? schema["anyOf"])?.elements else { return nil }
        let variants = Self.withoutEmptyStringChoice(listed)
        guard let positions = sameScalarPositions(variants) else { return nil }
        return positions.map { variants[$0] }
    }

    /// The native scalar `alternative` (or the schema it refers to) is, when it has nothing but a type, a format,
    /// bounds and annotations; nil otherwise.
    private func scalarKind(of alternative: JSONNode) -> String? {
        let target = peek(alternative)
        guard let members = target.members, target["nullable"]?.bool != true,
              members.allSatisfy({ Self.scalarKeys.contains($0.key) || $0.key.isSpecificationExtension }) else { return nil }
        let names = typeNames(of: target)
        guard names.names.count == 1, !names.nullable, !names.ignoresValues else { return nil }
        let format = target["format"]?.string
        switch names.names[0] {
        case "string": return Self.stringScalar(format: format, of: target)
        case "integer": return format == "int32" || format == "int64" ? format : "int"
        case "number": return "double"
        case "boolean": return "bool"
        default: return nil
        }
    }

    private static let scalarKeys: Set<String> = annotationKeys.union([
        "type", "format", "contentEncoding", "minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
    ])

    /// The bounds of a choice of one scalar that hold whichever alternative a value matches: the loosest of a bound
    /// that every alternative says (NetBox's `email` is at most 254 characters, or none), and none that only some say,
    /// each reported as not checked: a value another alternative allows may break it (NetBox's `color` matches
    /// `^[0-9a-f]{6}$` or is empty).
    mutating func boundsOfEvery(_ alternatives: [JSONNode], type: TypeExpression) -> ConstraintsSpec {
        let each = alternatives.map { constraints(of: $0, type: type) }
        var result = ConstraintsSpec()
        let value = type.unwrapped == .named("string") ? "string" : "number"
        let reason = "each alternative is a \(value), and another one takes \(value)s it refuses"
        let bounds: [(WritableKeyPath<ConstraintsSpec, Located<JSONNode>?>, lower: Bool)] = [
            (\.minLength, true), (\.maxLength, false), (\.minimum, true), (\.maximum, false), (\.exclusiveMinimum, true), (\.exclusiveMaximum, false),
        ]
        for (bound, lower) in bounds {
            let said = each.compactMap { $0[keyPath: bound] }
            if said.count == each.count {
                let ordered = said.sorted { Self.number($0) < Self.number($1) }
                result[keyPath: bound] = lower ? ordered.first : ordered.last
            } else {
                for index in each.indices {
                    guard let node = each[index][keyPath: bound] else { continue }
                    reportUnchecked(Self.keyword(at: node), at: node, of: alternatives[index], reason: reason)
                }
            }
        }
        let patterns = each.compactMap(\.pattern)
        if patterns.count == each.count, Set(patterns.map(\.value)).count == 1 {
            result.pattern = patterns.first
        } else {
            for index in each.indices {
                if let pattern = each[index].pattern { reportUnchecked("pattern", at: pattern, of: alternatives[index], reason: reason) }
            }
        }
        return result
    }

    /// Says that the bound `keyword` written at `bound` is not checked: at the alternative when it refers to a schema,
    /// whose bound is checked where that schema stands alone.
    private mutating func reportUnchecked<Value>(_ keyword: String, at bound: Located<Value>, of alternative: JSONNode, reason: String) {
        let message = "'\(keyword)' is not checked: \(reason)"
        if alternative["$ref"] != nil { warning(message, at: alternative) } else { warning(message, at: bound) }
    }

    private static func number(_ bound: Located<JSONNode>) -> Double {
        if case .number(let number) = bound.value.value { number.double ?? 0 } else { 0 }
    }

    /// The keyword a bound was written as: the last key of its path.
    private static func keyword<Value>(at located: Located<Value>) -> String {
        if case .key(let key)? = located.path.components.last { key } else { "bound" }
    }
}
