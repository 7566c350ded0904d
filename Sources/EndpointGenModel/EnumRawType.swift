import EndpointGenSpec

/// The raw value type of an enum model, decided from the kind of its values.
package enum EnumRawType: String, Sendable, Hashable {
    /// Strings.
    case string
    /// Integers that all fit in 32 bits, so that the code compiles where `Int` has 32 bits.
    case int
    /// Integers of which some need 64 bits.
    case int64
    /// Numbers, some with a fraction (integers among them are numbers too).
    case double
    /// Booleans.
    case bool
    /// Strings, numbers and booleans mixed: EndpointKit's `JSONValue`, whose whole numbers are `Int64`s.
    case json

    /// The raw type of an enum of this kind: `Int` when every integer fits in 32 bits, so that the code compiles where
    /// `Int` has 32 bits.
    init(_ kind: EnumKind) {
        switch kind {
        case .string: self = .string
        case .integer(let wide): self = wide ? .int64 : .int
        case .number: self = .double
        case .boolean: self = .bool
        case .mixed: self = .json
        }
    }

    /// The Swift type.
    package var code: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .int64: "Int64"
        case .double: "Double"
        case .bool: "Bool"
        case .json: "JSONValue"
        }
    }

    /// What the enum is, for messages: "a string enum", "an integer enum", ….
    package var article: String {
        switch self {
        case .string: "a string enum"
        case .int, .int64: "an integer enum"
        case .double: "a number enum"
        case .bool: "a boolean enum"
        case .json: "a mixed enum"
        }
    }
}
