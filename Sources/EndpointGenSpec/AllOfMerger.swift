/// Gives each object model with `allOf` the properties of the models it includes, in order, before its own, and
/// their `additionalProperties` when it has none of its own.
///
/// Runs after reading so that every later stage (translator, diff) sees one flat list of properties per model.
/// A property that two sources declare with the same type is kept once; with different types it is an error naming
/// both. An unknown or non-object model, or a model that includes itself through others, is an error at the name.
package struct AllOfMerger {
    private let declared: [ModelSpec]
    private let byName: [String: ModelSpec]
    /// Properties and `additionalProperties` per model name, once merged.
    private var merged: [String: (properties: [PropertySpec], additional: AdditionalPropertiesSpec?)] = [:]
    /// How many models one `allOf` chain may pass through; merging recurses once per model, and a spec must never
    /// be able to exhaust the stack.
    package static let maximumDepth = 64

    init(models: [ModelSpec]) {
        declared = models
        byName = Dictionary(models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The models with `allOf` resolved; models without it are returned unchanged.
    mutating func merged(problems: inout Problems) -> [ModelSpec] {
        declared.map { model in
            guard !model.allOf.isEmpty, case .object = model.kind else { return model }
            var result = model
            let merged = members(of: model, including: [model.name.value], problems: &problems)
            result.kind = .object(merged.properties)
            result.additionalProperties = merged.additional
            return result
        }
    }

    /// `model`'s merged properties and `additionalProperties`; `chain` holds the models being merged around it, to
    /// find cycles.
    private mutating func members(of model: ModelSpec, including chain: [String], problems: inout Problems)
        -> (properties: [PropertySpec], additional: AdditionalPropertiesSpec?) {
        if let done = merged[model.name.value] { return done }
        guard case .object(let own) = model.kind else { return ([], nil) }
        var result: [PropertySpec] = []
        var additional = model.additionalProperties
        var sources: [String: String] = [:]
        for reference in model.allOf {
            guard let base = byName[reference.value] else {
                let names = byName.keys.filter { !$0.contains(".") }.sorted()
                problems.error("allOf refers to '\(reference.value)', which is not a declared model", at: reference,
                               hint: Spelling.closest(to: reference.value, among: names).map { "did you mean '\($0)'?" } ?? "declare it under 'models'")
                continue
            }
            guard case .object = base.kind else {
                problems.error("allOf can include only object models; '\(reference.value)' is \(base.kind.article)", at: reference)
                continue
            }
            guard !chain.contains(reference.value) else {
                let cycle = (chain + [reference.value]).joined(separator: " → ")
                problems.error("allOf includes '\(reference.value)' in itself: \(cycle)", at: reference,
                               hint: "remove '\(reference.value)' from this allOf")
                continue
            }
            guard chain.count < Self.maximumDepth else {
                problems.error("allOf nests more than \(Self.maximumDepth) models deep", at: reference,
                               hint: "include the properties of fewer levels; such chains also make every model carry all of them")
                continue
            }
            let included = members(of: base, including: chain + [reference.value], problems: &problems)
            for property in included.properties {
                add(property, from: reference.value, to: &result, sources: &sources, problems: &problems)
            }
            if model.additionalProperties == nil, let inherited = included.additional {
                if let first = additional, first.type?.value != inherited.type?.value {
                    problems.error("allOf includes models whose additionalProperties differ: '\(first.type.map { "\($0.value)" } ?? "false")' and '\(inherited.type.map { "\($0.value)" } ?? "false")' in '\(reference.value)'",
                                   at: reference, hint: "give '\(model.name.value)' its own \"additionalProperties\", which replaces theirs")
                }
                additional = additional ?? inherited
            }
        }
        for property in own {
            add(property, from: model.name.value, to: &result, sources: &sources, problems: &problems)
        }
        merged[model.name.value] = (result, additional)
        return (result, additional)
    }

    private func add(_ property: PropertySpec, from source: String, to result: inout [PropertySpec], sources: inout [String: String],
                     problems: inout Problems) {
        guard let index = result.firstIndex(where: { $0.key.value == property.key.value }) else {
            result.append(property)
            sources[property.key.value] = source
            return
        }
        let existing = result[index]
        // The same property reached twice (a diamond, or a model restating a base property) is kept once.
        guard existing.type.value != property.type.value else { return }
        let first = sources[property.key.value] ?? "?"
        problems.error(
            "property '\(property.key.value)' is '\(existing.type.value)' in '\(first)' but '\(property.type.value)' in '\(source)'",
            at: property.type, hint: "give the property the same type in both models, or rename one of them"
        )
    }
}
