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

    /// The nearest `Double`, or nil when the magnitude is too large for a `Double`.
    public var double: Double? {
        guard let value = Double(text), value.isFinite else {
            return nil
        }
        return value
    }
}
