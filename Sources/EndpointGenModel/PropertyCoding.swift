/// How a model property is read from and written to JSON, decided by ``Translator`` from `nullable`,
/// `default` and `const`.
package enum PropertyCoding: Sendable, Hashable {
    /// What Swift synthesizes: a `T?` may be absent or `null` and is left out when nil.
    case standard
    /// A `T?` whose key must be present when decoding; nil is sent as an explicit `null`.
    case nullable
    /// A `Nullable<T>?`: nil leaves the key out, `.null` sends `null`, and an absent key decodes to nil. EndpointKit's
    /// `decodeIfPresent` for `Nullable` tells `null` from an absent key, so synthesized `Codable` codes it right.
    case optionalNullable
    /// A `T?` of a union that lists `null`: nil leaves the key out, the union's `null` sends `null`, and an absent key
    /// decodes to nil, which synthesized decoding would read `null` as.
    case optionalNullHolding
    /// An absent (or `null`) key decodes to this value. For a `T`, it is also the initializer's default and always
    /// sent; a `T?` defaults to nil in the initializer, and nil is left out of what it sends (the server assumes the
    /// value then).
    case defaulted(DefaultValue)
    /// Always this value: a computed property, sent every time, and decoding any other value fails.
    case constant(DefaultValue)

    /// Whether Swift's synthesized `init(from:)` would get it wrong, so the model needs its own.
    package var needsCustomDecoding: Bool {
        switch self {
        case .standard, .optionalNullable: false
        case .nullable, .optionalNullHolding, .defaulted, .constant: true
        }
    }

    /// Whether Swift's synthesized `encode(to:)` would get it wrong: it leaves out a nil that must be sent as `null`,
    /// and it cannot send a constant, which is not stored. (A default is encoded like any value, and a
    /// `Nullable<T>?` or a union encodes its `null` itself.)
    package var needsCustomEncoding: Bool {
        switch self {
        case .nullable, .constant: true
        case .standard, .optionalNullable, .optionalNullHolding, .defaulted: false
        }
    }

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

extension PropertyModel {
    /// Whether encoding leaves the key out when the value is nil; a ``PropertyCoding/nullable`` property sends `null`.
    package var leavesOutNil: Bool { type.isOptional && coding != .nullable }
}
