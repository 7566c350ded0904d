/// The JSON shapes (see ``JSONShape``) of one spec's models, each computed once: an object by whether it takes every
/// object, an enum by the kind of its values, a union by its alternatives.
///
/// Used by the model stage to find union alternatives that can never be reached, and by the OpenAPI importer to
/// order alternatives so that none is.
package struct ModelShapes {
    private let models: [ModelSpec]
    /// The position in ``models`` of each name's first declaration: the models themselves are not copied into a
    /// dictionary, which retained every one of their names, types and locations.
    private var positions: [String: Int] = [:]
    /// Shapes found so far, and those of imported models, by model name.
    private var known: [String: [JSONShape]]
    /// The unions being computed, so that one reached again through an array of itself is not judged.
    private var visiting: Set<String> = []

    /// `imported`: the shapes of models that other specs declare, by name.
    package init(models: [ModelSpec], imported: [String: [JSONShape]] = [:]) {
        self.models = models
        known = imported
        // Sized up front (the model stage asks for every model's shapes) rather than rehashed at every doubling.
        known.reserveCapacity(imported.count + models.count)
        positions.reserveCapacity(models.count)
        for (position, model) in models.enumerated() where positions[model.name.value] == nil { positions[model.name.value] = position }
    }

    /// The shapes of a value of `type`.
    package mutating func shapes(of type: TypeExpression) -> [JSONShape] {
        JSONShape.shapes(of: type) { shapes(ofModel: $0) }
    }

    /// The shapes of the model declared as `name`; opaque for a name that is no model.
    package mutating func shapes(ofModel name: String) -> [JSONShape] {
        if let shapes = known[name] { return shapes }
        guard let position = positions[name] else { return [.opaque] }
        let model = models[position]
        let shapes: [JSONShape]
        switch model.kind {
        case .object(let properties):
            shapes = [.object(everyObject: properties.isEmpty && Self.keepsAnyValue(model.additionalProperties))]
        case .enumeration(let values):
            shapes = JSONShape.enumeration(EnumKind(values: values.map(\.value.value)))
        case .union(let union):
            // A union reached again through itself is not judged, nor one below 64 others: a chain of 6,000 unions,
            // each an alternative of the one before, overflowed the stack.
            guard visiting.count < Self.maximumDepth, visiting.insert(name).inserted else { return [.opaque] }
            // Each shape once: unions that list each other would otherwise multiply their lists at every level.
            var unique: [JSONShape] = []
            for alternative in union.alternatives {
                for shape in self.shapes(of: alternative.value) where !unique.contains(shape) { unique.append(shape) }
            }
            shapes = unique
            visiting.remove(name)
        }
        known[name] = shapes
        return shapes
    }

    /// The most unions judged inside one another.
    static let maximumDepth = 64

    /// Whether the object takes any value under a key it does not declare: it ignores such keys (no
    /// `additionalProperties`, or `false`) or keeps any value (`true`, `json`).
    private static func keepsAnyValue(_ additional: AdditionalPropertiesSpec?) -> Bool {
        guard let type = additional?.type else { return true }
        return type.value == .named(AdditionalPropertiesReader.anyValue)
    }
}
