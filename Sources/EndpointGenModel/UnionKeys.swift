/// Tells apart the alternatives of a union tried in order that would each decode from any object: Benchling's,
/// PeerTube's and 1Password's `oneOf`s of objects without `required` keys or a discriminator decoded every value as
/// the first of them, and lost what the others declare.
enum UnionKeys {
    /// Sets ``UnionModel/Alternative/keys`` on each alternative, tried in order beside another typed one, that is an
    /// object model decoding from any object: declared properties, none of which must be present, and no dictionary
    /// of the other keys (which would claim every key). With an optional discriminator every alternative is tried for
    /// an object without the key, so each may be marked.
    static func mark(_ models: inout [ModelDeclaration]) {
        var keysByModel: [String: [String]] = [:]
        for model in models {
            guard case .object(let object) = model, object.additionalProperties == nil, !object.properties.isEmpty,
                  object.properties.allSatisfy(decodesWhenAbsent) else { continue }
            keysByModel[object.name] = object.properties.map(\.wireName)
        }
        guard !keysByModel.isEmpty else { return }
        for index in models.indices {
            guard case .union(var union) = models[index], union.fallbackAlternatives.filter({ $0.type != nil }).count > 1 else { continue }
            var marked = false
            for alternative in union.alternatives.indices where union.discriminatorIsOptional || union.alternatives[alternative].discriminatorValues.isEmpty {
                guard case .model(let name)? = union.alternatives[alternative].type, let keys = keysByModel[name] else { continue }
                union.alternatives[alternative].keys = keys
                marked = true
            }
            if marked { models[index] = .union(union) }
        }
    }

    /// Whether decoding succeeds without the property's key: an optional, or a value with a default.
    private static func decodesWhenAbsent(_ property: PropertyModel) -> Bool {
        switch property.coding {
        case .standard: property.type.isOptional
        case .optionalNullable, .optionalNullHolding, .defaulted: true
        case .nullable, .constant: false
        }
    }
}
