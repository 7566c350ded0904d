import EndpointGenJSON
import EndpointGenSpec

extension Translator {
    /// `entries` with the JSON shapes (see ``JSONShape``) of the models declared here: an object by whether it takes
    /// every object, an enum by its raw type, a union by its alternatives. Imported models keep their own spec's.
    func assigningShapes(to entries: [String: TypeResolver.ModelEntry]) -> [String: TypeResolver.ModelEntry] {
        var result = entries
        var unions: [String: [SwiftType?]] = [:]
        let resolver = TypeResolver(models: entries)
        // Alternatives that do not resolve are reported when the union is translated; here they are just opaque.
        var scratch = Problems(file: spec.file)
        for model in spec.models where imported.files[model.name.value] == nil {
            guard let swiftName = entries[model.name.value]?.swiftName else { continue }
            switch model.kind {
            case .object(let properties):
                result[model.name.value]?.shapes = [.object(everyObject: properties.isEmpty && Self.keepsAnyValue(model.additionalProperties))]
            case .enumeration:
                result[model.name.value]?.shapes = entries[model.name.value]?.enumRawType.map(JSONShape.enumeration) ?? [.opaque]
            case .union(let union):
                unions[swiftName] = union.alternatives.map { alternative in
                    alternative.value == .named(UnionSpec.nullAlternative) ? nil : resolver.resolve(alternative, problems: &scratch) ?? .json
                }
            }
        }
        let known = Dictionary(result.values.map { ($0.swiftName, $0.shapes) }, uniquingKeysWith: { first, _ in first })
        var done: [String: [JSONShape]] = [:]
        var visiting: Set<String> = []
        func shapes(ofModel name: String) -> [JSONShape] {
            guard let alternatives = unions[name] else { return known[name] ?? [.opaque] }
            if let shapes = done[name] { return shapes }
            // A union reached again through an array of itself: the inner level is not judged.
            guard visiting.insert(name).inserted else { return [.opaque] }
            let shapes = alternatives.flatMap { alternative in
                alternative.map { JSONShape.shapes(of: $0, model: shapes(ofModel:)) } ?? [.null]
            }
            visiting.remove(name)
            done[name] = shapes
            return shapes
        }
        for (key, entry) in result.sorted(by: { $0.key < $1.key }) where unions[entry.swiftName] != nil {
            result[key]?.shapes = shapes(ofModel: entry.swiftName)
        }
        return result
    }

    /// Whether `additionalProperties` lets the object hold any value under any other key (`true` or `json`), as a
    /// model without it does when decoding, since undeclared keys are then ignored.
    private static func keepsAnyValue(_ additional: AdditionalPropertiesSpec?) -> Bool {
        guard let additional, let type = additional.type else { return true }
        return type.value == .named("json")
    }
}
