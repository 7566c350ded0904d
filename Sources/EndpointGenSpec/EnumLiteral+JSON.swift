import EndpointGenJSON

extension EnumLiteral {
    /// The enum value a JSON value is: a string, a boolean, an integer within 64 bits or another number a `Double`
    /// holds; nil for `null`, arrays, objects and numbers beyond a `Double`, which no enum can hold.
    package init?(_ value: JSONValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .number(let number):
            if let integer = number.int64 {
                self = .integer(integer)
            } else if let double = number.double {
                self = .number(double, text: number.text)
            } else {
                return nil
            }
        case .null, .array, .object: return nil
        }
    }

    /// The value that equal values share: numbers by their value (`1`, `1.0` and `1e0` are one number).
    package var canonical: EnumLiteral {
        if case .number(let double, _) = self, let integer = Int64(exactly: double) { return .integer(integer) }
        if case .number(let double, _) = self { return .number(double, text: "") }
        return self
    }
}
