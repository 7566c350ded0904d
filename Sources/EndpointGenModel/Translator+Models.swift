import EndpointGenJSON
import EndpointGenSpec

extension Translator {
    /// Names every model, builds the resolver, then translates properties and enum cases.
    mutating func translateModels(reserved apiTypeNames: Set<String>) -> [ModelDeclaration] {
        var entries = imported.entries
        var scope = NameScope()
        let origin = SourceLocation(line: 1, column: 1)
        for (name, entry) in imported.entries.sorted(by: { $0.key < $1.key }) {
            scope.reserve(entry.swiftName, by: Located(name, location: origin, path: .root))
        }
        for model in spec.models {
            if let file = imported.files[model.name.value] {
                problems.error("model '\(model.name.value)' is also declared in \(file), which this spec imports", at: model.name,
                               hint: "remove one of the two, or rename this one")
                continue
            }
            var swiftName = options.typePrefix + Casing.upperCamel(model.name.value)
            if RuntimeSymbols.isReserved(swiftName) || apiTypeNames.contains(swiftName) {
                let renamed = swiftName + "Model"
                let user = RuntimeSymbols.appFacing.contains(swiftName) ? "code using the SDK" : "generated code"
                // Renaming the model means editing the document (an OpenAPI `Error` schema, or slurmrestd's `v0.0.38_error`
                // named without its version); a prefix of every type is set in the configuration instead.
                let hint = options.typePrefix.isEmpty && RuntimeSymbols.isReserved(swiftName)
                    ? "rename the model, or give every type a prefix with \"typePrefix\" in endpoint-gen.json (\"Acme\" makes it 'Acme\(swiftName)')"
                    : "rename the model to silence this"
                problems.warning("model name '\(model.name.value)' would shadow the type '\(swiftName)' that \(user) uses; it is named '\(renamed)' in Swift",
                                 at: model.name, hint: hint)
                swiftName = renamed
            }
            let claim = scope.claim(swiftName, for: model.name)
            problems.collision("model", model.name, wanted: swiftName, claim)
            var entry = TypeResolver.ModelEntry(swiftName: claim.name)
            if case .enumeration(let values) = model.kind {
                let rawType = EnumRawType(EnumKind(values: values.map(\.value.value)))
                entry.enumRawType = rawType
                entry.enumCases = translateEnumCases(values, rawType: rawType)
            }
            entries[model.name.value] = entry
        }
        modelShapes = ModelShapes(models: spec.models, imported: imported.entries.mapValues(\.shapes))
        for model in spec.models where imported.files[model.name.value] == nil {
            // Kept with the entry, for the specs that import this one.
            entries[model.name.value]?.shapes = modelShapes.shapes(ofModel: model.name.value)
        }
        resolver = TypeResolver(models: entries)
        let inlineModels = Set(spec.models.lazy.filter(\.isInline).map(\.name.value))
        return spec.models.compactMap { model in
            guard imported.files[model.name.value] == nil, let entry = resolver.models[model.name.value] else { return nil }
            switch model.kind {
            case .object(let properties):
                // Properties leave `validate` to the method that checks them, which a model gets when it or a model it
                // holds has constraints (known only once every model is translated): GitHub's SARIF upload has a
                // `validate` flag, and a referenced pattern gave its model the method too. An error body's properties
                // leave `serverMessage` to its `ServerErrorBody` conformance.
                var generated = Self.modelMembers
                if spec.errorBody?.model.value == model.name.value || model.serverMessage != nil { generated["serverMessage"] = "the error body's message" }
                var scope = NameScope(generated: generated)
                return .object(ObjectModel(
                    specName: model.name.value, name: entry.swiftName, description: model.description,
                    properties: translateProperties(properties, scope: &scope),
                    additionalProperties: model.additionalProperties.flatMap { translateAdditionalProperties($0, scope: &scope) },
                    specPath: describedPath(model.path, inFile: model.name.file)
                ))
            case .union(let union):
                return translateUnion(union, model: model, swiftName: entry.swiftName, inlineModels: inlineModels).map(ModelDeclaration.union)
            case .enumeration:
                return .enumeration(EnumModel(
                    specName: model.name.value, name: entry.swiftName, description: model.description, rawType: entry.enumRawType ?? .string,
                    cases: entry.enumCases ?? [], specPath: describedPath(model.path, inFile: model.name.file)
                ))
            }
        }
    }

    /// The members generated code declares on every object model, which its properties leave alone.
    private static let modelMembers = ["validate": "the method that checks the properties against the spec's constraints"]

    /// The properties of an object model, named in `scope`, which the model's other members share.
    private mutating func translateProperties(_ properties: [PropertySpec], scope: inout NameScope) -> [PropertyModel] {
        // Sized up front (with room for `additionalProperties`): grown one property at a time, both were rehashed at
        // every doubling, which cost as much as naming the properties.
        var wireOwners: [String: Located<String>] = Dictionary(minimumCapacity: properties.count)
        scope.reserveCapacity(forMore: properties.count + 1)
        let keyNames = properties.map { $0.swiftName == nil ? memberName(ofKey: $0.key.value) : nil }
        return NameScope.inClaimOrder(properties, keys: properties.map(\.key.value), names: keyNames, reserved: scope.generatedNames) { property in
            translateProperty(property, wireOwners: &wireOwners, scope: &scope)
        }
    }

    /// One property of an object model, named in `scope`; nil when its type or wire key is unusable.
    private mutating func translateProperty(_ property: PropertySpec, wireOwners: inout [String: Located<String>], scope: inout NameScope) -> PropertyModel? {
        guard let resolved = resolver.resolve(property.type, problems: &problems),
              let (type, coding) = propertyCoding(property, type: resolved)
        else { return nil }
        let wanted = swiftName(property.swiftName).map(Naming.memberName) ?? memberName(ofKey: property.key.value)
        let wireName = property.wireName?.value
            ?? (spec.keyStyle == .snakeCase ? Casing.snakeCase(property.key.value) : property.key.value)
        if let owner = wireOwners[wireName] {
            problems.error("property '\(property.key.value)' has the same wire key '\(wireName)' as '\(owner.value)'",
                           at: property.key, hint: "give one of them a different \"wireName\"")
            return nil
        }
        wireOwners[wireName] = property.key
        let claim = scope.claim(wanted, for: property.key)
        problems.collision("property", property.key, wanted: wanted, claim)
        return PropertyModel(
            specName: property.key.value, specPath: describedPath(property.key.path, inFile: property.key.file), swiftName: claim.name, wireName: wireName, type: type, description: property.description,
            deprecation: property.deprecation.map { DeprecationModel(message: $0.message) }, constraints: translateConstraints(property.constraints, type: type),
            coding: coding, isReadOnly: property.readOnly?.value == true
        )
    }

    /// The dictionary property of `additionalProperties`, named `additionalProperties` unless `swiftName` says otherwise;
    /// nil for `false`, which keeps no other keys.
    private mutating func translateAdditionalProperties(_ additional: AdditionalPropertiesSpec, scope: inout NameScope) -> AdditionalPropertiesModel? {
        guard let written = additional.type, let valueType = resolver.resolve(written, problems: &problems) else { return nil }
        let source = Located("additionalProperties", location: additional.location, path: additional.path, file: additional.file)
        // A property of that name (guardrails' JSON Schema model) leaves the dictionary the next plain name, not
        // `additionalProperties2` beside it with a warning that no document could act on.
        let plain = scope.holds("additionalProperties") ? "undeclaredProperties" : "additionalProperties"
        let wanted = Naming.memberName(swiftName(additional.swiftName) ?? plain)
        let claim = scope.claim(wanted, for: source)
        problems.collision("additionalProperties", source, wanted: wanted, claim)
        var model = AdditionalPropertiesModel(swiftName: claim.name, valueType: valueType, description: additional.description,
                                              specPath: additional.path.described(inFile: additional.file))
        model.constraints = translateConstraints(additional.constraints, type: valueType)
        return model
    }
}
