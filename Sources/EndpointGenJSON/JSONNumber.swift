/// A JSON number kept as its exact source text, so no precision is lost before its use is known.
public struct JSONNumber: Sendable, Hashable {
    /// The number exactly as written in the source, such as `-12`, `0.5` or `1e3`.
    public var text: String

    /// Creates a number from its JSON source text.
    public init(text: String) {
        self.text = text
    }

    /// The exact integer value, or nil when the text has a fraction or exponent or does not fit in `Int64`.
    public var int64: Int64? {
        let hasFractionOrExponent = text.utf8.contains {
            $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
        }
        return hasFractionOrExponent ? nil : Int64(text)
    }

    /// The value when it is a whole number in `Int64`, however written (`2`, `2.0`, `2e0`): JSON Schema counts each
    /// as an integer. Nil for a fraction, and for a whole number beyond `Double` precision written with a fraction or
    /// an exponent.
    public var wholeValue: Int64? {
        if let int64 { return int64 }
        guard let double, double.rounded() == double, abs(double) < 0x1p53 else { return nil }
        return Int64(exactly: double)
    }

    /// The nearest `Double`, or nil when the magnitude is too large for a `Double`.
    public var double: Double? {
        guard let value = Double(text), value.isFinite else {
            return nil
        }
        return value
    }
}
