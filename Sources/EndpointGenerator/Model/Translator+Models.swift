extension Translator {
    /// Names every model, builds the resolver, then translates properties and enum cases.
    mutating func translateModels(reserved apiTypeNames: Set<String>) -> [ModelDeclaration] {
        var entries: [String: TypeResolver.ModelEntry] = [:]
        var owners: [String: Located<String>] = [:]
        for model in spec.models {
            var swiftName = Naming.upperCamel(model.name.value)
            if RuntimeSymbols.isReserved(swiftName) || apiTypeNames.contains(swiftName) {
                let renamed = swiftName + "Model"
                problems.warning("model name '\(model.name.value)' would shadow the type '\(swiftName)' that generated code uses; it is named '\(renamed)' in Swift",
                                 at: model.name, hint: "rename the model to silence this")
                swiftName = renamed
            }
            if let owner = owners[swiftName] {
                problems.error("model '\(model.name.value)' has the same Swift name '\(swiftName)' as model '\(owner.value)' (\(owner.location.line):\(owner.location.column))",
                               at: model.name, hint: "rename one of the two models")
                continue
            }
            owners[swiftName] = model.name
            var enumValues: [String]?
            if case .enumeration(let cases) = model.kind { enumValues = cases.map(\.value) }
            entries[model.name.value] = .init(swiftName: swiftName, enumValues: enumValues)
        }
        resolver = TypeResolver(models: entries)
        return spec.models.compactMap { model in
            guard let swiftName = entries[model.name.value]?.swiftName, owners[swiftName]?.location == model.name.location else {
                return nil
            }
            switch model.kind {
            case .object(let properties):
                return .object(ObjectModel(
                    name: swiftName, description: model.description,
                    properties: translateProperties(properties), specPath: model.path.description
                ))
            case .enumeration(let values):
                return .enumeration(EnumModel(
                    name: swiftName, description: model.description,
                    cases: translateEnumCases(values), specPath: model.path.description
                ))
            }
        }
    }

    private mutating func translateProperties(_ properties: [PropertySpec]) -> [PropertyModel] {
        var owners: [String: Located<String>] = [:]
        var wireOwners: [String: Located<String>] = [:]
        return properties.compactMap { property in
            guard let type = resolver.resolve(property.type, problems: &problems) else { return nil }
            let swiftName = property.swiftName?.value ?? Naming.lowerCamel(property.key.value)
            let wireName = property.wireName?.value
                ?? (spec.keyStyle == .snakeCase ? Naming.snakeCase(property.key.value) : property.key.value)
            if let owner = owners[swiftName] {
                problems.error("property '\(property.key.value)' has the same Swift name '\(swiftName)' as '\(owner.value)'",
                               at: property.key, hint: "give one of them a \"swiftName\"")
                return nil
            }
            if let owner = wireOwners[wireName] {
                problems.error("property '\(property.key.value)' has the same wire key '\(wireName)' as '\(owner.value)'",
                               at: property.key, hint: "give one of them a different \"wireName\"")
                return nil
            }
            owners[swiftName] = property.key
            wireOwners[wireName] = property.key
            return PropertyModel(swiftName: swiftName, wireName: wireName, type: type, description: property.description)
        }
    }

    private mutating func translateEnumCases(_ values: [Located<String>]) -> [EnumModel.Case] {
        var owners: [String: Located<String>] = [:]
        return values.compactMap { value in
            var swiftName = Naming.lowerCamel(value.value)
            if swiftName == "unknown" {
                // `unknown(String)` keeps values this SDK version does not know.
                swiftName = "unknownValue"
            }
            if let owner = owners[swiftName] {
                let message = owner.value == value.value
                    ? "duplicate enum value '\(value.value)'"
                    : "enum value '\(value.value)' has the same Swift name '\(swiftName)' as '\(owner.value)'"
                problems.error(message, at: value, hint: "remove or rename one of the two values")
                return nil
            }
            owners[swiftName] = value
            return EnumModel.Case(swiftName: swiftName, rawValue: value.value)
        }
    }
}
