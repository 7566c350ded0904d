/// A query or form value: a scalar, an array or an object with ordered fields. See ``FormEncoding``.
public indirect enum FormValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    /// One value, already in wire form (see ``ParameterValue``).
    case value(String)
    /// Elements named per ``FormEncoding/arrays``.
    case array([FormValue])
    /// Fields in order, each named `parent[key]`.
    case object([Field])

    /// One field of an object.
    public struct Field: Sendable, Hashable {
        public var key: String
        public var value: FormValue

        public init(_ key: String, _ value: FormValue) {
            self.key = key
            self.value = value
        }
    }

    /// A scalar in its wire form.
    public static func of(_ value: some ParameterValue) -> FormValue { .value(value.parameterValue) }

    /// An object from `(key, value)` pairs, in order.
    public static func object(_ fields: KeyValuePairs<String, FormValue>) -> FormValue {
        .object(fields.map { Field($0.key, $0.value) })
    }

    public init(stringLiteral value: String) { self = .value(value) }

    public init(arrayLiteral elements: FormValue...) { self = .array(elements) }
}
