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
        var changed = true
        while changed {
            changed = false
            for model in models {
                let (name, types) = switch model {
                case .object(let object): (object.name, object.properties.map(\.type))
                case .union(let union): (union.name, union.alternatives.compactMap(\.type))
                case .enumeration(let enumeration): (enumeration.name, [])
                }
                guard !validating.contains(name), types.contains(where: { holdsModel(in: validating, $0) }) else { continue }
                validating.insert(name)
                changed = true
            }
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

    /// Whether `type` holds a model named in `names`, in the shapes `validate()` walks.
    static func holdsModel(in names: Set<String>, _ type: SwiftType) -> Bool {
        var holds = false
        type.forEachModel { holds = holds || names.contains($0) }
        return holds
    }
}
