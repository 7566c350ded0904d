/// The raw value type of an enum model, decided from its values.
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
    /// Strings, numbers and booleans mixed: EndpointKit's `JSONValue`, whose numbers are `Double`s.
    case json

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
