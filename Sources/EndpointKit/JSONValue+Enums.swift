import Foundation

/// Generated enums whose values mix strings, numbers and booleans have `JSONValue` raw values; unknown values of
/// those kinds are kept in `unknown`, while `null`, arrays and objects fail to decode.
extension RawRepresentable where Self: Decodable, RawValue == JSONValue {
    /// Decodes a string, number or boolean as the case it stands for.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        switch value {
        case .string, .integer, .number, .bool:
            guard let decoded = Self(rawValue: value) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(value) is not a value of \(Self.self)"))
            }
            self = decoded
        case .null, .array, .object:
            throw DecodingError.typeMismatch(Self.self, DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "Expected a string, number or boolean for \(Self.self)"
            ))
        }
    }
}

extension RawRepresentable where Self: Encodable, RawValue == JSONValue {
    /// Encodes the raw value.
    public func encode(to encoder: any Encoder) throws {
        try rawValue.encode(to: encoder)
    }
}

extension JSONValue {
    /// The value as a URL or header writes it: a string as is, a number as JSON writes it (`2`, `0.5`, `1e+20`),
    /// `true`/`false`, `null` empty; arrays and objects as compact JSON text.
    var parameterText: String {
        switch self {
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return ""
        case .integer(let integer): return String(integer)
        case .number(let number): return number.parameterValue
        case .array, .object:
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let data = (try? encoder.encode(self)) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
    }
}
