/// Orders the alternatives that a discriminator value selects together (``UnionModel/sharedValues``), which are tried
/// in turn: first those that pin a value of another key (``UnionModel/Alternative/tags``), which only an object holding
/// that value can be, then, among each, one that requires every key an earlier one requires, and more, before it. An
/// enum of one value is open, so OpenAI's input message (`role` of several values) took every assistant message, and
/// Hugging Face TGI's streamed chunk (`id`) took every final completion (`id`, `usage`) and lost its usage.
enum UnionSharedValues {
    static func order(_ models: inout [ModelDeclaration]) {
        // Most documents have no such value: their object models need not be read.
        guard models.contains(where: { if case .union(let union) = $0 { !union.sharedValues.isEmpty } else { false } }) else { return }
        var requiredKeys: [String: Set<String>] = [:]
        for model in models {
            guard case .object(let object) = model else { continue }
            requiredKeys[object.name] = Set(object.properties.filter(Self.isRequired).map(\.wireName))
        }
        for index in models.indices {
            guard case .union(var union) = models[index], !union.sharedValues.isEmpty else { continue }
            for shared in union.sharedValues.indices {
                let keyed = union.sharedValues[shared].alternatives.map { alternative in
                    let keys: Set<String> = if case .model(let name)? = union.alternatives[alternative].type { requiredKeys[name] ?? [] } else { [] }
                    return (index: alternative, keys: keys)
                }
                let pinned = keyed.filter { !union.alternatives[$0.index].tags.isEmpty }
                let free = keyed.filter { union.alternatives[$0.index].tags.isEmpty }
                union.sharedValues[shared].alternatives = requiringMoreFirst(pinned) + requiringMoreFirst(free)
            }
            models[index] = .union(union)
        }
    }

    /// Whether an object must hold the property's key.
    private static func isRequired(_ property: PropertyModel) -> Bool {
        if case .nullable = property.coding { return true }
        return !property.type.isOptional
    }

    /// `alternatives` with each moved before the first earlier one whose keys it requires, and more.
    private static func requiringMoreFirst(_ alternatives: [(index: Int, keys: Set<String>)]) -> [Int] {
        var ordered: [(index: Int, keys: Set<String>)] = []
        for alternative in alternatives {
            let position = ordered.firstIndex { $0.keys.isStrictSubset(of: alternative.keys) } ?? ordered.count
            ordered.insert(alternative, at: position)
        }
        return ordered.map(\.index)
    }
}
