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
                problems.warning("model name '\(model.name.value)' would shadow the type '\(swiftName)' that generated code uses; it is named '\(renamed)' in Swift",
                                 at: model.name, hint: "rename the model to silence this")
                swiftName = renamed
            }
            let claim = scope.claim(swiftName, for: model.name)
            problems.collision("model", model.name, wanted: swiftName, claim)
            var enumCases: [EnumModel.Case]?
            var isInteger = false
            if case .enumeration(let values, let integer) = model.kind {
                enumCases = translateEnumCases(values)
                isInteger = integer
            }
            entries[model.name.value] = .init(swiftName: claim.name, enumCases: enumCases, enumIsInteger: isInteger)
        }
        resolver = TypeResolver(models: entries)
        return spec.models.compactMap { model in
            guard imported.files[model.name.value] == nil, let swiftName = entries[model.name.value]?.swiftName else { return nil }
            switch model.kind {
            case .object(let properties):
                return .object(ObjectModel(
                    specName: model.name.value, name: swiftName, description: model.description,
                    properties: translateProperties(properties, isErrorBody: spec.errorBody?.model.value == model.name.value),
                    specPath: model.origin
                ))
            case .union(let union):
                return translateUnion(union, model: model, swiftName: swiftName).map(ModelDeclaration.union)
            case .enumeration(_, let isInteger):
                return .enumeration(EnumModel(
                    specName: model.name.value, name: swiftName, description: model.description, isInteger: isInteger,
                    cases: entries[model.name.value]?.enumCases ?? [], specPath: model.origin
                ))
            }
        }
    }

    /// The properties of an object model; an error body's leave `serverMessage` to its `ServerErrorBody` conformance.
    private mutating func translateProperties(_ properties: [PropertySpec], isErrorBody: Bool) -> [PropertyModel] {
        var scope = NameScope(generated: isErrorBody ? ["serverMessage": "the error body's message"] : [:])
        var wireOwners: [String: Located<String>] = [:]
        return properties.compactMap { property in
            guard let resolved = resolver.resolve(property.type, problems: &problems),
                  let (type, coding) = propertyCoding(property, type: resolved)
            else { return nil }
            let wanted = Naming.memberName(swiftName(property.swiftName) ?? Casing.lowerCamel(property.key.value))
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
                specName: property.key.value, specPath: property.key.origin, swiftName: claim.name, wireName: wireName, type: type, description: property.description,
                deprecation: property.deprecation.map { DeprecationModel(message: $0.message) }, constraints: translateConstraints(property.constraints, type: type),
                coding: coding
            )
        }
    }

    private mutating func translateEnumCases(_ values: [EnumValueSpec]) -> [EnumModel.Case] {
        var scope = NameScope()
        var seen: [String: Located<String>] = [:]
        return values.compactMap { spec in
            let value = spec.value
            if let first = seen[value.value] {
                problems.error("duplicate enum value '\(value.value)'; the first is at \(first.position)",
                               at: value, hint: "remove one of the two values")
                return nil
            }
            seen[value.value] = value
            guard let wanted = enumCaseName(spec) else { return nil }
            let source = spec.caseName ?? value
            let claim = scope.claim(wanted, for: source)
            problems.collision("enum value", source, wanted: wanted, claim)
            return EnumModel.Case(swiftName: claim.name, rawValue: value.value, specPath: value.origin)
        }
    }

    /// The case name written in the object form, checked; otherwise one made from the value.
    private mutating func enumCaseName(_ spec: EnumValueSpec) -> String? {
        guard let given = spec.caseName else { return Self.enumCaseName(spec.value.value) }
        guard given.value != "unknown" else {
            problems.error("the case name 'unknown' is taken by the case that keeps values this SDK does not know", at: given,
                           hint: "choose another name, e.g. \"unknownValue\"")
            return nil
        }
        guard given.value != "Type", given.value != "Protocol" else {
            problems.error("the case name '\(given.value)' would clash with Swift's '.\(given.value)' of every type", at: given,
                           hint: "choose another name, e.g. \"\(Casing.lowerCamel(given.value))\"")
            return nil
        }
        guard Casing.isPlainIdentifier(given.value) else {
            problems.error("case name '\(given.value)' is not a Swift identifier", at: given,
                           hint: "use letters, digits and '_', starting with a letter, e.g. \"\(Casing.lowerCamel(given.value))\"")
            return nil
        }
        return given.value
    }

    /// The case name for an enum value; `unknown` is taken by the case that keeps values this SDK does not know.
    /// In a value without letters, symbols are spelled out, so that `+1` and `-1` become `plus1` and `minus1`
    /// rather than two `_1`s.
    static func enumCaseName(_ value: String) -> String {
        let spelled = value.contains(where: \.isLetter) ? value : value.map { symbolWords[$0].map { " \($0) " } ?? String($0) }.joined()
        let name = Casing.lowerCamel(spelled)
        return name == "unknown" ? "unknownValue" : name
    }

    private static let symbolWords: [Character: String] = [
        "+": "plus", "-": "minus", "*": "times", "/": "slash", "=": "equals", "<": "less than", ">": "greater than",
        "%": "percent", ".": "point", "!": "not", "&": "and", "|": "or", "~": "tilde", "^": "caret", "#": "number",
    ]
}
