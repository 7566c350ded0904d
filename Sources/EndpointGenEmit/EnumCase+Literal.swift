import EndpointGenModel

extension EnumModel.Case {
    /// The value as a Swift literal of the enum's raw type: `"a"`, `5`, `0.5`, `true`, or for a mixed enum a
    /// `JSONValue` case such as `.integer(5)` or `.number(0.5)`.
    func swiftLiteral(as rawType: EnumRawType) -> String {
        let literal = switch value {
        case .string(let text): SwiftLiteral.string(text)
        case .integer(let integer): String(integer)
        // A finite Double's description is a Swift float literal that reads back as the same value (`1e+20`).
        case .number(let double, _): "\(double)"
        case .bool(let flag): flag ? "true" : "false"
        }
        guard rawType == .json else { return literal }
        // A decoded whole number is `.integer`, and a switch over payloads matches by case, so `10.0` is written
        // `.integer(10)` as well.
        switch value.canonical {
        case .string: return ".string(\(literal))"
        case .integer(let integer): return ".integer(\(integer))"
        case .number: return ".number(\(literal))"
        case .bool: return ".bool(\(literal))"
        }
    }
}
