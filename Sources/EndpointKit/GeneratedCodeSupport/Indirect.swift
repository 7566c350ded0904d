/// Stores a value out of line, so a generated model can contain itself (`parent: Node?`).
///
/// A struct cannot store a value of its own type inline: its size would be infinite. The generator stores the
/// properties that close such a cycle, and those that would nest models too deeply, in a private `Indirect` (an
/// optional as `Indirect<T>?`) behind a computed property, so reading and writing them looks the same as for any
/// property; hand-written types can use it as the property wrapper `@Indirect`.
/// It is an enum with an `indirect` case rather than a class, so it keeps value semantics and is `Sendable`,
/// `Hashable` and `Codable` exactly when the value is.
@propertyWrapper
public enum Indirect<Value> {
    indirect case wrapped(Value)

    public init(wrappedValue: Value) {
        self = .wrapped(wrappedValue)
    }

    /// The stored value.
    public var wrappedValue: Value {
        get {
            switch self {
            case .wrapped(let value): value
            }
        }
        set {
            self = .wrapped(newValue)
        }
    }
}

extension Indirect: Sendable where Value: Sendable {}
extension Indirect: Equatable where Value: Equatable {}
extension Indirect: Hashable where Value: Hashable {}

extension Indirect: Decodable where Value: Decodable {
    /// Decodes the value itself; the box leaves no trace in JSON.
    public init(from decoder: any Decoder) throws {
        self = .wrapped(try Value(from: decoder))
    }
}

extension Indirect: Encodable where Value: Encodable {
    /// Encodes the value itself.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}
