/// Which properties hold models whose `validate()` their model's must call: a JSON body's `validate()` checked its
/// own properties only, so an `Order`'s `address.line1` went unchecked whatever its `maxLength`.
enum NestedValidation {
    /// Marks ``PropertyModel/validatesNested`` on every property that holds, directly or through optionals, arrays,
    /// dictionaries and `Nullable`, an object model that validates: one with constraints, or (worked out until nothing
    /// changes, so cycles end) one holding such a model.
    static func mark(_ models: inout [ModelDeclaration]) {
        var validating: Set<String> = []
        for model in models { if case .object(let object) = model, object.hasConstraints { validating.insert(object.name) } }
        guard !validating.isEmpty else { return }
        var changed = true
        while changed {
            changed = false
            for model in models {
                guard case .object(let object) = model, !validating.contains(object.name),
                      object.properties.contains(where: { holdsModel(in: validating, $0.type) }) else { continue }
                validating.insert(object.name)
                changed = true
            }
        }
        for index in models.indices {
            guard case .object(var object) = models[index] else { continue }
            var marked = false
            for property in object.properties.indices where holdsModel(in: validating, object.properties[property].type) {
                object.properties[property].validatesNested = true
                marked = true
            }
            if marked { models[index] = .object(object) }
        }
    }

    /// Whether `type` holds a model named in `names`, in the shapes `validate()` walks.
    private static func holdsModel(in names: Set<String>, _ type: SwiftType) -> Bool {
        var holds = false
        type.forEachModel { holds = holds || names.contains($0) }
        return holds
    }
}
