/// A kind of JSON value that a type's decoding accepts, coarsely: enough to prove that an alternative of a `oneOf`
/// tried in order can never be reached, because those before it accept everything it would.
///
/// A type accepts a list of shapes. The judgement errs one way only: ``covers(_:)`` answers true only when every value
/// of the shape is certainly taken, so a union is never refused for an alternative that could be reached.
package indirect enum JSONShape: Sendable, Equatable {
    case null
    case boolean
    /// Only this boolean: a `false` or `true` alternative.
    case booleanValue(Bool)
    /// Only this string: an alternative written in double quotes.
    case stringValue(String)
    /// Integers that fit in this many bits (32 or 64).
    case integer(bits: Int)
    /// Every number.
    case number
    /// Strings of a format (`uuid`, `date-time`, …), or every string when nil.
    case string(format: String?)
    /// Arrays whose elements each have one of these shapes.
    case array([JSONShape])
    /// Objects: every object, or only some (an object model's required keys and types).
    case object(everyObject: Bool)
    /// Every JSON value (`json`).
    case anything
    /// Values the generator cannot judge (a model of an imported spec): never covered, covers nothing.
    case opaque

    /// Whether a value of this shape can be a JSON object, which a discriminator would have to tell apart.
    package var mayBeObject: Bool {
        switch self {
        case .object, .anything, .opaque: true
        default: false
        }
    }

    /// Whether some JSON value can have both shapes: always for `anything` and `opaque` (never judged), else when both
    /// are of one kind (two objects, two arrays, two strings of any formats, an integer and a number).
    package func mayOverlap(_ other: JSONShape) -> Bool {
        guard let kind, let otherKind = other.kind else { return true }
        if case .booleanValue(let value) = self, case .booleanValue(let otherValue) = other { return value == otherValue }
        if case .stringValue(let value) = self, case .stringValue(let otherValue) = other { return value == otherValue }
        return kind == otherKind
    }

    /// The kind of JSON value, or nil for shapes that may be any.
    private var kind: Int? {
        switch self {
        case .null: 0
        case .boolean, .booleanValue: 1
        case .integer, .number: 2
        case .string, .stringValue: 3
        case .array: 4
        case .object: 5
        case .anything, .opaque: nil
        }
    }

    /// The shapes of `type`, with those of a model from `model` (by the name the spec declares it under).
    static func shapes(of type: TypeExpression, model: (String) -> [JSONShape]) -> [JSONShape] {
        switch type {
        case .named(UnionSpec.nullAlternative): [.null]
        case .named(let name) where UnionSpec.booleanAlternatives[name] != nil: UnionSpec.boolean(of: type).map { [.booleanValue($0)] } ?? []
        case .named where UnionSpec.string(of: type) != nil: UnionSpec.string(of: type).map { [.stringValue($0)] } ?? []
        case .named("string"): [.string(format: nil)]
        case .named("int"), .named("int64"): [.integer(bits: 64)]
        case .named("int32"): [.integer(bits: 32)]
        case .named("double"): [.number]
        case .named("bool"): [.boolean]
        case .named("json"): [.anything]
        case .named(let name) where TypeExpression.scalarNames.contains(name): [.string(format: name)]
        case .named(let name): model(name)
        case .array(let element): [.array(shapes(of: element, model: model))]
        case .dictionary(let value): [.object(everyObject: shapes(of: value, model: model).contains(.anything))]
        case .optional(let wrapped): shapes(of: wrapped, model: model) + [.null]
        }
    }

    /// The shapes an open enum of this kind accepts: every value of its kind, since unknown values are kept.
    static func enumeration(_ kind: EnumKind) -> [JSONShape] {
        switch kind {
        case .string: [.string(format: nil)]
        case .integer: [.integer(bits: 64)]
        case .number: [.number]
        case .boolean: [.boolean]
        case .mixed: [.string(format: nil), .number, .boolean]
        }
    }
}

extension Array where Element == JSONShape {
    /// Whether no JSON value has one of these shapes and one of `other`'s.
    package func sharesNoValue(with other: [JSONShape]) -> Bool {
        !contains { shape in other.contains(where: shape.mayOverlap) }
    }

    /// Whether every value of `shape` has one of these shapes.
    package func covers(_ shape: JSONShape) -> Bool {
        if contains(.anything) { return true }
        switch shape {
        case .null, .number, .anything:
            return contains(shape)
        case .boolean:
            return contains(shape) || (contains(.booleanValue(false)) && contains(.booleanValue(true)))
        case .booleanValue:
            return contains(.boolean) || contains(shape)
        case .integer(let bits):
            return contains(.number) || contains { if case .integer(let wider) = $0 { wider >= bits } else { false } }
        case .string(let format):
            return contains(.string(format: nil)) || (format != nil && contains(shape))
        case .stringValue:
            return contains(.string(format: nil)) || contains(shape)
        case .array(let elements):
            return contains { candidate in
                guard case .array(let taken) = candidate else { return false }
                return elements.allSatisfy(taken.covers)
            }
        case .object:
            return contains(.object(everyObject: true))
        case .opaque:
            return false
        }
    }
}
