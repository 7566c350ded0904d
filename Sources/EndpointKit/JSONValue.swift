/// Any JSON value, for data whose shape a spec does not fix (free-form objects, unions the spec format cannot
/// express yet). Generated code uses it for the spec type `json`.
///
/// A number the decoder reads as a whole `Int64` is an ``integer(_:)``, so identifiers beyond 2^53 are sent back
/// unchanged; any other number is a ``number(_:)``. (Beyond 2^53 a `Double` holds no fraction, so Foundation's
/// decoder reads `9007199254740993.5` as a whole number, as a `Double` did.) The two compare and hash by their
/// numeric value: `.integer(1) == .number(1)`.
public enum JSONValue: Codable, Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that `Int64` holds, kept exactly.
    case integer(Int64)
    /// Any other number: one with a fraction, or a whole one beyond `Int64`'s range.
    case number(Double)
    /// A string.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object; JSON does not order keys, and neither does this.
    case object([String: JSONValue])

    /// Decodes whichever JSON value is present.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as the JSON it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .integer(let integer): try container.encode(integer)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }

    /// The member `key` of an object, or nil for other values and missing keys.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}
