/// A value that is either present or an explicit JSON `null` (a spec property with `"type": "T?"` and
/// `"nullable": true`).
///
/// Generated models store it as `Nullable<T>?`, so a PATCH body can say three things about a key:
/// `nil` leaves the key out, `.null` sends `null`, `.value(x)` sends `x`.
///
/// It deliberately does not conform to `ExpressibleByNilLiteral`: for a `Nullable<T>?` property, `nil`
/// would then read as "send null" but still mean "leave out". Write `.null` to send `null`.
public enum Nullable<Wrapped> {
    /// An explicit JSON `null`.
    case null
    /// A present value.
    case value(Wrapped)

    /// `.value(x)` for `x`, `.null` for nil.
    public init(_ optional: Wrapped?) {
        self = optional.map(Nullable.value) ?? .null
    }

    /// The value, or nil for `.null`.
    public var value: Wrapped? {
        if case .value(let wrapped) = self { return wrapped }
        return nil
    }
}

extension Nullable: Sendable where Wrapped: Sendable {}
extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}

extension Nullable: Decodable where Wrapped: Decodable {
    /// Decodes `null` as ``null`` and anything else as a `Wrapped`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
    }
}

extension Nullable: Encodable where Wrapped: Encodable {
    /// Encodes ``null`` as `null` and ``value(_:)`` as its value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .value(let wrapped): try container.encode(wrapped)
        }
    }
}
