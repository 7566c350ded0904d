/// Which properties hold models whose `validate()` their model's must call: a JSON body's `validate()` checked its
/// own properties only, so an `Order`'s `address.line1` went unchecked whatever its `maxLength`.
enum NestedValidation {
    /// Marks ``PropertyModel/validatesNested`` on every property, and ``UnionModel/Alternative/validatesNested`` on every
    /// union alternative, that holds, directly or through optionals, arrays, dictionaries and `Nullable`, a model that
    /// validates: an object with constraints, or (worked out until nothing changes, so cycles end) an object or union
    /// holding such a model. dstack's run spec holds its configuration in a union, whose task's bounds went unchecked.
    static func mark(_ models: inout [ModelDeclaration]) {
        var validating: Set<String> = []
        for model in models { if case .object(let object) = model, object.hasConstraints { validating.insert(object.name) } }
        guard !validating.isEmpty else { return }
        // Walked back from the constrained models through who holds whom, each model once: going over every model
        // until nothing changed took one pass per level of nesting.
        var holders: [String: [String]] = [:]
        for model in models {
            forEachHeldModel(of: model) { holders[$0, default: []].append(model.name) }
        }
        var pending = Array(validating)
        while let held = pending.popLast() {
            for holder in holders[held] ?? [] where validating.insert(holder).inserted { pending.append(holder) }
        }
        for index in models.indices {
            switch models[index] {
            case .object(var object):
                var marked = false
                for property in object.properties.indices where holdsModel(in: validating, object.properties[property].type) {
                    object.properties[property].validatesNested = true
                    marked = true
                }
                if marked { models[index] = .object(object) }
            case .union(var union):
                var marked = false
                for alternative in union.alternatives.indices where union.alternatives[alternative].type.map({ holdsModel(in: validating, $0) }) == true {
                    union.alternatives[alternative].validatesNested = true
                    marked = true
                }
                if marked { models[index] = .union(union) }
            case .enumeration:
                break
            }
        }
    }

    /// Calls `body` with each model `model` holds in the shapes `validate()` walks: its properties' or its alternatives'.
    private static func forEachHeldModel(of model: ModelDeclaration, _ body: (String) -> Void) {
        switch model {
        case .object(let object): for property in object.properties { property.type.forEachModel(body) }
        case .union(let union): for alternative in union.alternatives { alternative.type?.forEachModel(body) }
        case .enumeration: break
        }
    }

    /// Whether `type` holds a model named in `names`, in the shapes `validate()` walks.
    static func holdsModel(in names: Set<String>, _ type: SwiftType) -> Bool {
        var holds = false
        type.forEachModel { holds = holds || names.contains($0) }
        return holds
    }
}
