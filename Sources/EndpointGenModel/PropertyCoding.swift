/// How a model property is read from and written to JSON, decided by ``Translator`` from `nullable`,
/// `default` and `const`.
package enum PropertyCoding: Sendable, Hashable {
    /// What Swift synthesizes: a `T?` may be absent or `null` and is left out when nil.
    case standard
    /// A `T?` whose key must be present when decoding; nil is sent as an explicit `null`.
    case nullable
    /// An optional whose value can itself be `null` — a `Nullable<T>?`, or a `T?` of a union that lists `null`: nil
    /// leaves the key out, the wrapped `null` sends `null`, and an absent key decodes to nil.
    case optionalNullable
    /// An absent (or `null`) key decodes to this value, which is also the initializer's default.
    case defaulted(DefaultValue)
    /// Always this value: a computed property, sent every time, and decoding any other value fails.
    case constant(DefaultValue)

    /// Whether Swift's synthesized `Codable` would get it wrong, so the model needs its own.
    package var needsCustomCoding: Bool { self != .standard }

    /// Whether an absent key decodes to a default value.
    package var hasDefault: Bool {
        if case .defaulted = self { return true }
        return false
    }

    /// Whether the property is stored and set by the initializer.
    package var isStored: Bool {
        if case .constant = self { return false }
        return true
    }
}
