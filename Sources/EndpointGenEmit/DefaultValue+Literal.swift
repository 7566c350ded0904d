import EndpointGenModel

extension DefaultValue {
    /// The value as a Swift literal.
    var swiftLiteral: String {
        switch self {
        case .string(let text): SwiftLiteral.string(text)
        case .integer(let value): String(value)
        case .double(let value): "\(value)"
        case .bool(let flag): flag ? "true" : "false"
        case .enumCase(let name, let qualifier): (qualifier ?? "") + "." + Naming.escaped(name)
        case .none: "nil"
        }
    }
}
