import EndpointGenSpec

extension Translator {
    /// A `oneOf` model: resolves each alternative and, with a discriminator, the value that selects it.
    mutating func translateUnion(_ union: UnionSpec, model: ModelSpec, swiftName: String) -> UnionModel? {
        // Case names come from `enumCaseName`, which keeps `unknown` free for unknown discriminator values.
        var scope = NameScope()
        var seen: Set<String> = []
        var alternatives: [UnionModel.Alternative] = []
        for alternative in union.alternatives {
            guard seen.insert(alternative.value).inserted else {
                problems.error("'\(alternative.value)' is listed twice in oneOf", at: alternative, hint: "remove one of the two")
                continue
            }
            let expression = alternative.with(TypeExpression.named(alternative.value))
            guard let type = resolver.resolve(expression, problems: &problems) else { continue }
            if union.discriminator != nil, !isObjectModel(alternative.value) {
                problems.error("with a discriminator, every oneOf alternative must be an object model; '\(alternative.value)' is not", at: alternative,
                               hint: "remove the discriminator to try the alternatives in order, or list object models only")
                continue
            }
            let wanted = Self.enumCaseName(alternative.value)
            let claim = scope.claim(wanted, for: alternative)
            problems.collision("oneOf alternative", alternative, wanted: wanted, claim)
            let values = union.mapping.filter { $0.model.value == alternative.value }.map(\.value.value)
            alternatives.append(UnionModel.Alternative(
                caseName: claim.name, type: type,
                discriminatorValues: union.discriminator == nil ? [] : (values.isEmpty ? [alternative.value] : values)
            ))
        }
        // A value is mapped once (JSON keys are unique), but a mapped value can equal another alternative's name.
        var selecting: [String: String] = [:]
        for alternative in alternatives {
            for value in alternative.discriminatorValues {
                if let other = selecting[value] {
                    problems.error("discriminator value '\(value)' would select both '\(other)' and '\(alternative.caseName)'",
                                   at: union.discriminator ?? model.name, hint: "add a mapping entry for each alternative")
                }
                selecting[value] = alternative.caseName
            }
        }
        for entry in union.mapping where !seen.contains(entry.model.value) {
            problems.error("mapping value '\(entry.value.value)' selects '\(entry.model.value)', which is not in oneOf", at: entry.model,
                           hint: Spelling.closest(to: entry.model.value, among: union.alternatives.map(\.value)).map { "did you mean '\($0)'?" }
                               ?? "add '\(entry.model.value)' to oneOf")
        }
        return UnionModel(
            specName: model.name.value, name: swiftName, description: model.description, alternatives: alternatives,
            discriminator: union.discriminator?.value, specPath: model.origin
        )
    }

    private func isObjectModel(_ name: String) -> Bool {
        guard let model = spec.models.first(where: { $0.name.value == name }), case .object = model.kind else { return false }
        return true
    }
}
