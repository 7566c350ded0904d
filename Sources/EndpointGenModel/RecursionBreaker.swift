import EndpointGenSpec

/// Finds models that contain each other by value and decides where to store through an indirection.
///
/// A model contains another by value through a property of its type (optional or `Nullable` too) or a `oneOf`
/// case; arrays and dictionaries store their elements out of line, so they end a chain. Every strongly connected
/// group of models with a cycle (``CycleGroups``) gets its in-group struct properties stored in a private
/// `Indirect<T>` and its unions declared `indirect`, which gives every such type a finite size.
enum RecursionBreaker {
    /// `models` with the cycles broken; models outside any cycle are unchanged.
    static func breakingCycles(in models: [ModelDeclaration]) -> [ModelDeclaration] {
        let groups = CycleGroups(models.map { ($0.name, $0.inlineModels) })
        return models.map { model in
            guard let group = groups.group(of: model.name) else { return model }
            switch model {
            case .object(var object):
                for position in object.properties.indices
                where object.properties[position].type.inlineModel.flatMap({ groups.group(of: $0) }) == group {
                    object.storeOutOfLine(propertyAt: position)
                }
                return .object(object)
            case .union(var union):
                union.isIndirect = true
                return .union(union)
            case .enumeration:
                return model
            }
        }
    }
}
