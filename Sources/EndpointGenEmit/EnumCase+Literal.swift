import EndpointGenModel

extension EnumModel.Case {
    /// The value as a Swift literal of the enum's raw type: `"a"`, `5`, `0.5`, `true`, or for a mixed enum a
    /// `JSONValue` case such as `.number(5)`.
    func swiftLiteral(as rawType: EnumRawType) -> String {
        let literal = switch value {
        case .string(let text): SwiftLiteral.string(text)
        case .integer(let integer): String(integer)
        // A finite Double's description is a Swift float literal that reads back as the same value (`1e+20`).
        case .number(let double, _): "\(double)"
        case .bool(let flag): flag ? "true" : "false"
        }
        guard rawType == .json else { return literal }
        switch value {
        case .string: return ".string(\(literal))"
        case .integer, .number: return ".number(\(literal))"
        case .bool: return ".bool(\(literal))"
        }
    }
}
