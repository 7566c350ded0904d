import EndpointGenJSON
import EndpointGenSpec

/// Resolves spec type expressions against the scalar types and the spec's models.
package struct TypeResolver {
    /// A model as other declarations see it.
    package struct ModelEntry: Sendable {
        package var swiftName: String
        /// The cases of an enum; nil for an object model.
        var enumCases: [EnumModel.Case]?
        var enumIsInteger = false
    }

    /// Models by the name they were declared under in the spec.
    package let models: [String: ModelEntry]
    /// Enum cases by the enum's Swift name.
    private let enumCasesBySwiftName: [String: [EnumModel.Case]]
    /// The Swift names of the integer enums.
    private let integerEnums: Set<String>

    package init(models: [String: ModelEntry]) {
        self.models = models
        var cases: [String: [EnumModel.Case]] = [:]
        for entry in models.values {
            if let enumCases = entry.enumCases { cases[entry.swiftName] = enumCases }
        }
        enumCasesBySwiftName = cases
        integerEnums = Set(models.values.filter(\.enumIsInteger).map(\.swiftName))
    }

    package func resolve(_ type: Located<TypeExpression>, problems: inout Problems) -> SwiftType? {
        resolve(type.value, at: type, problems: &problems)
    }

    private func resolve(_ type: TypeExpression, at source: Located<TypeExpression>, problems: inout Problems) -> SwiftType? {
        switch type {
        case .named(let name):
            if let scalar = SwiftType.scalars[name] { return scalar }
            if let model = models[name] { return .model(model.swiftName) }
            // Inline models (`User.address`) cannot be written in a type, so they are never suggested.
            let candidates = SwiftType.scalars.keys.sorted() + models.keys.filter { !$0.contains(".") }.sorted()
            let hint = Spelling.closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
                ?? "use a scalar (\(SwiftType.scalars.keys.sorted().joined(separator: ", "))) or a model declared under 'models'"
            problems.error("unknown type '\(name)'", at: source, hint: hint)
            return nil
        case .array(let element):
            return resolve(element, at: source, problems: &problems).map(SwiftType.array)
        case .dictionary(let value):
            return resolve(value, at: source, problems: &problems).map(SwiftType.dictionary)
        case .optional(let wrapped):
            return resolve(wrapped, at: source, problems: &problems).map(SwiftType.optional)
        }
    }

    /// Whether `type` (optionality aside) is an integer enum model.
    func isIntegerEnum(_ type: SwiftType) -> Bool {
        guard case .model(let name) = type.unwrapped else { return false }
        return integerEnums.contains(name)
    }

    /// A `default` or `const` written for an enum, as raw-value text: a string for a string enum, an integer for
    /// an integer enum; nil when the JSON value is of the other kind.
    func enumRawText(_ node: JSONNode, of type: SwiftType) -> String? {
        switch node.value {
        case .string(let text) where !isIntegerEnum(type): text
        case .number(let number) where isIntegerEnum(type): number.int64.map { String($0) }
        default: nil
        }
    }

    /// The cases when `type` (optionality aside) is an enum model.
    func enumCases(of type: SwiftType) -> [EnumModel.Case]? {
        guard case .model(let name) = type.unwrapped else { return nil }
        return enumCasesBySwiftName[name]
    }

    /// Whether values of `type` can be written into a URL, form or header: a scalar or an enum.
    func isParameterValue(_ type: SwiftType) -> Bool {
        let type = type.unwrapped
        return type.isParameterScalar || enumCases(of: type) != nil
    }
}
