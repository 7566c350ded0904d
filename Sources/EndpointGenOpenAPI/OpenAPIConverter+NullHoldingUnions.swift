import EndpointGenSpec

extension OpenAPIConverter {
    /// A nullable property whose union holds `null` itself (an alternative of any JSON, such as a free-form or empty
    /// object) is not also marked nullable: `null` decodes as that alternative. GitHub writes `nullable: true` beside
    /// `oneOf: [{$ref: simple-user}, {$ref: empty-object}]`, which the native format refuses as two ways to say null.
    mutating func unmarkNullHoldingUnions() {
        var shapes = ModelShapes(models: models.map(\.spec))
        for index in models.indices {
            guard case .object(var properties)? = models[index].kind else { continue }
            var changed = false
            for property in properties.indices where properties[property].nullable?.value == true {
                let type = properties[property].type.value.unwrapped
                guard isUnionModel(type), shapes.shapes(of: type).covers(.null) else { continue }
                properties[property].nullable = nil
                changed = true
            }
            if changed { models[index].kind = .object(properties) }
        }
    }

    private func isUnionModel(_ type: TypeExpression) -> Bool {
        guard let target = type.name.flatMap({ modelIndex[$0] }), case .union? = models[target].kind else { return false }
        return true
    }
}
