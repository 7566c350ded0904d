import EndpointGenSpec

/// The models of the spec files a spec imports: its types may name them, and their own spec emits them.
package struct ImportedModels: Sendable {
    /// The models by the name they were declared under.
    package var entries: [String: TypeResolver.ModelEntry] = [:]
    /// The file each model was declared in, by model name, for messages.
    package var files: [String: String] = [:]
    /// The models an imported spec declares as its `errorBody`; that spec emits their `ServerErrorBody` conformance.
    var errorBodies: Set<String> = []
    /// How many levels of models each imported model holds by value, by Swift name.
    var inlineDepths: [String: Int] = [:]
    /// The Swift names of the models of each import that names a module, by module.
    var modules: [String: Set<String>] = [:]

    package init() {}

    /// Adds the models of `model`, the translation of the spec file `file`, generated into `module` (nil for the
    /// importing spec's own).
    package mutating func add(_ model: APIModel, spec: Spec, resolver: TypeResolver, file: String, module: String?) {
        for declared in spec.models {
            guard let entry = resolver.models[declared.name.value] else { continue }
            entries[declared.name.value] = entry
            files[declared.name.value] = file
            inlineDepths[entry.swiftName] = model.inlineDepths[entry.swiftName]
            if let module { modules[module, default: []].insert(entry.swiftName) }
        }
        if let errorBody = spec.errorBody?.model.value, model.errorBody?.emitsConformance == true {
            errorBodies.insert(errorBody)
        }
    }
}
