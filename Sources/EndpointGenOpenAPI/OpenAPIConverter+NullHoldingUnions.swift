import EndpointGenSpec

extension OpenAPIConverter {
    /// A nullable property whose union holds `null` itself (an alternative of any JSON, `{}`) is not also marked
    /// nullable: `null` decodes as that alternative, and the native format refuses two ways to say null. (GitHub's
    /// `nullable: true` beside `oneOf: [{$ref: simple-user}, {$ref: empty-object}]` was one, until an object alternative
    /// without properties became an object of any values.)
    mutating func unmarkNullHoldingUnions() {
        // The shapes are worked out only for documents that have such a property: most have none, and building them
        // reads every model.
        var candidates: [(model: Int, property: Int)] = []
        for index in models.indices {
            guard case .object(let properties)? = models[index].kind else { continue }
            for property in properties.indices where properties[property].nullable?.value == true && isUnionModel(properties[property].type.value.unwrapped) {
                candidates.append((index, property))
            }
        }
        guard !candidates.isEmpty else { return }
        var shapes = ModelShapes(models: models.map(\.spec))
        for candidate in candidates {
            guard case .object(var properties)? = models[candidate.model].kind,
                  shapes.shapes(of: properties[candidate.property].type.value.unwrapped).covers(.null) else { continue }
            properties[candidate.property].nullable = nil
            models[candidate.model].kind = .object(properties)
        }
    }

    private func isUnionModel(_ type: TypeExpression) -> Bool {
        if case .union? = kind(ofModel: type) { true } else { false }
    }
}
