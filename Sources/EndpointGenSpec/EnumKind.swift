/// What an enum's values are, which decides its Swift raw type: strings, integers, numbers, booleans or a mix.
package enum EnumKind: Sendable, Hashable {
    case string
    /// Integers; `wide` when some need more than 32 bits.
    case integer(wide: Bool)
    /// Numbers, some with a fraction or exponent (integers among them are numbers too).
    case number
    case boolean
    /// Strings, numbers and booleans mixed.
    case mixed

    /// The kind of an enum with these values; an enum without any (all refused) counts as a string enum.
    package init(values: [EnumLiteral]) {
        var kinds: Set<EnumKind> = []
        for value in values {
            switch value {
            case .string: kinds.insert(.string)
            case .bool: kinds.insert(.boolean)
            case .integer(let integer): kinds.insert(.integer(wide: Int32(exactly: integer) == nil))
            case .number: kinds.insert(.number)
            }
        }
        if kinds.count <= 1 {
            self = kinds.first ?? .string
        } else if kinds.isSubset(of: [.integer(wide: false), .integer(wide: true)]) {
            self = .integer(wide: true)
        } else if kinds.isSubset(of: [.integer(wide: false), .integer(wide: true), .number]) {
            self = .number
        } else {
            self = .mixed
        }
    }
}
