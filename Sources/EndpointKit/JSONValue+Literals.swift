/// A `JSONValue` written as a Swift literal: `["bbox": [1, 41.5, 3, 43], "label": "north"]`. A free-form value of
/// a generated model (an `[[JSONValue]]` for a `prefixItems` tuple, a `json` property) took `.number(1)` for each
/// element. There is no `nil` literal: a `JSONValue?` would read it as absent, not as JSON's `null`, so
/// `null` is written `.null`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }

    public init(floatLiteral value: Double) {
        self = .number(value)
    }

    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }

    /// An object of the pairs; a key written twice keeps its last value.
    public init(dictionaryLiteral pairs: (String, JSONValue)...) {
        self = .object(Dictionary(pairs) { $1 })
    }
}
