import EndpointGenSpec

/// Server variables limited to listed values (`enum`) → enums nested in the environment type: `region: Region = .eu`
/// rather than a `String` that takes `"mars"` as readily and sends it to a host nobody serves.
extension Translator {
    /// Types each template variable that lists its values. Variables of one name and the same values share an enum
    /// (`Region`); where the values differ between servers, each enum is named after its server too (`EuropeRegion`).
    mutating func typeServerValues(of templates: inout [ServerTemplateModel], environment: String) {
        var wanted: [(template: Int, variable: Int, spec: ServerVariableSpec, function: String)] = []
        for (templateIndex, template) in templates.enumerated() {
            let declared = spec.servers.first { $0.name.value == template.name }?.variables ?? []
            for (variableIndex, variable) in template.variables.enumerated() {
                guard let variableSpec = declared.first(where: { $0.name.value == variable.name }), !variableSpec.allowedValues.isEmpty else { continue }
                wanted.append((templateIndex, variableIndex, variableSpec, template.functionName))
            }
        }
        var valueSets: [String: Set<Set<String>>] = [:]
        for entry in wanted { valueSets[Self.valuesTypeName(entry.spec.name.value), default: []].insert(Set(entry.spec.allowedValues.map(\.value))) }
        // Inside the environment these names are the environment itself and what its raw value and `allCases` are.
        var scope = NameScope(generated: [environment: "the environment type", "AllCases": "the environment's cases", "RawValue": "its raw value"])
        var made: [String: [Set<String>: ServerValuesModel]] = [:]
        for entry in wanted {
            let base = Self.valuesTypeName(entry.spec.name.value)
            let name = valueSets[base, default: []].count > 1 ? Casing.upperCamel(entry.function) + base : base
            let values = Set(entry.spec.allowedValues.map(\.value))
            if let shared = made[name]?[values] {
                templates[entry.template].variables[entry.variable].values = shared
                continue
            }
            let claim = scope.claim(name, for: entry.spec.name)
            problems.collision("server variable", entry.spec.name, wanted: name, claim)
            let cases = translateEnumCases(entry.spec.allowedValues.map { EnumValueSpec(value: $0.with(EnumLiteral.string($0.value))) }, rawType: .string)
            let model = ServerValuesModel(typeName: claim.name, variableName: entry.spec.name.value, cases: cases)
            made[name, default: [:]][values] = model
            templates[entry.template].variables[entry.variable].values = model
        }
    }

    /// The enum's name for a variable: its name in UpperCamelCase, with `Value` after one that would shadow a type
    /// the environment's code names (`Server`, `String`) or that Swift keeps for itself (`Protocol`, `Type`).
    private static func valuesTypeName(_ variable: String) -> String {
        let name = Casing.upperCamel(variable)
        return RuntimeSymbols.isReserved(name) ? name + "Value" : name
    }
}
