import Foundation

/// A value that can stand in a path segment, a query item, a form field or a header.
///
/// The standard scalar types conform; generated enums conform through their raw value.
public protocol ParameterValue: Sendable {
    /// The value as it is written on the wire, before percent-encoding.
    var parameterValue: String { get }
}

extension String: ParameterValue {
    public var parameterValue: String { self }
}

extension Int: ParameterValue {
    public var parameterValue: String { String(self) }
}

extension Int32: ParameterValue {
    public var parameterValue: String { String(self) }
}

extension Int64: ParameterValue {
    public var parameterValue: String { String(self) }
}

/// Whole values are written without a fraction, as JSON writes them (`10`, not `10.0`): a server that reads an integer
/// from a `number` parameter refuses `10.0` (JupyterHub's `offset` and `limit`). Small values are written in decimals,
/// not exponents (`-0.00005`, not `-5e-05`): a map API's coordinates near 0° and radii were refused by servers that
/// match numbers as digits. Below 1e-20, and for large values beyond whole numbers (`1e+20`), the exponent stays.
/// Negative zero is `-0`, as JSON writes it: the sign of a coordinate or a delta of zero is kept.
extension Double: ParameterValue {
    public var parameterValue: String {
        if rounded() == self, abs(self) < 9_007_199_254_740_992 { return self == 0 && sign == .minus ? "-0" : String(Int64(self)) }
        let shortest = String(self)
        guard let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(shortest[shortest.index(after: e)...]),
              (-20 ... -1).contains(exponent) else { return shortest }
        return Self.decimal(mantissa: shortest[..<e], exponent: exponent)
    }

    /// `mantissa` × 10^`exponent` (negative) in decimals. A shortest description's mantissa has one digit before its
    /// point (`-1.2345e-05`), so the digits follow `0.` and `-exponent - 1` zeros.
    private static func decimal(mantissa: Substring, exponent: Int) -> String {
        let negative = mantissa.hasPrefix("-")
        let digits = (negative ? mantissa.dropFirst() : mantissa).filter { $0 != "." }
        let text = "0." + String(repeating: "0", count: -exponent - 1) + digits
        return negative ? "-" + text : text
    }
}

extension Bool: ParameterValue {
    public var parameterValue: String { self ? "true" : "false" }
}

extension UUID: ParameterValue {
    public var parameterValue: String { uuidString.lowercased() }
}

extension URL: ParameterValue {
    public var parameterValue: String { absoluteString }
}

extension Data: ParameterValue {
    /// Base64 (RFC 4648, with padding), as OpenAPI's `format: byte` writes bytes in text; a query or path
    /// percent-encodes its `+`, `/` and `=` like any other value.
    public var parameterValue: String { base64EncodedString() }
}

extension Date: ParameterValue {
    /// ISO 8601 in UTC, with whole seconds (`2026-11-22T05:30:00Z`) or the fraction to the microsecond when the date has
    /// one (`2026-11-22T05:30:00.123Z`), as ``DateCoding/iso8601`` writes it.
    public var parameterValue: String { DateCoding.iso8601Text(self) }
}

extension ParameterValue where Self: RawRepresentable, RawValue == String {
    public var parameterValue: String { rawValue }
}

/// Generated integer enums are written as their raw value in decimal.
extension ParameterValue where Self: RawRepresentable, RawValue == Int {
    public var parameterValue: String { String(rawValue) }
}

extension Array: ParameterValue where Element: ParameterValue {
    /// Comma-separated, the common form for arrays in path segments and headers.
    public var parameterValue: String { map(\.parameterValue).joined(separator: ",") }
}

/// Generated 64-bit integer enums are written as their raw value in decimal.
extension ParameterValue where Self: RawRepresentable, RawValue == Int64 {
    public var parameterValue: String { String(rawValue) }
}

/// Generated number enums are written as JSON writes their raw value: `2` for 2.0, `0.5`.
extension ParameterValue where Self: RawRepresentable, RawValue == Double {
    public var parameterValue: String { rawValue.parameterValue }
}

/// Generated boolean enums are written `true` or `false`.
extension ParameterValue where Self: RawRepresentable, RawValue == Bool {
    public var parameterValue: String { rawValue.parameterValue }
}

/// Generated enums of mixed values are written as their raw value: a string as is, a number as JSON writes it,
/// `true` or `false`.
extension ParameterValue where Self: RawRepresentable, RawValue == JSONValue {
    public var parameterValue: String { rawValue.parameterText }
}
