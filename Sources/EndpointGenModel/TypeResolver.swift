import EndpointGenJSON
import EndpointGenSpec

/// Resolves spec type expressions against the scalar types and the spec's models.
package struct TypeResolver {
    /// A model as other declarations see it.
    package struct ModelEntry: Sendable {
        package var swiftName: String
        /// The cases of an enum; nil for other models.
        var enumCases: [EnumModel.Case]?
        /// The raw type of an enum; nil for other models.
        var enumRawType: EnumRawType?
        /// The JSON values the model decodes from (see ``ModelShapes``).
        var shapes: [JSONShape] = [.opaque]
    }

    /// Models by the name they were declared under in the spec.
    package let models: [String: ModelEntry]
    /// Models by Swift name.
    private let entriesBySwiftName: [String: ModelEntry]

    package init(models: [String: ModelEntry]) {
        self.models = models
        entriesBySwiftName = Dictionary(models.values.map { ($0.swiftName, $0) }, uniquingKeysWith: { first, _ in first })
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

    /// The raw type when `type` (optionality aside) is an enum model.
    func enumRawType(of type: SwiftType) -> EnumRawType? {
        guard case .model(let name) = type.unwrapped else { return nil }
        return entriesBySwiftName[name]?.enumRawType
    }

    /// A `default` or `const` written for an enum, as the value it names; nil when the JSON value cannot be one.
    func enumLiteral(_ node: JSONNode) -> EnumLiteral? {
        switch node.value {
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .number(let number): number.int64.map(EnumLiteral.integer) ?? number.double.map { .number($0, text: number.text) }
        default: nil
        }
    }

    /// The cases when `type` (optionality aside) is an enum model.
    func enumCases(of type: SwiftType) -> [EnumModel.Case]? {
        guard case .model(let name) = type.unwrapped else { return nil }
        return entriesBySwiftName[name]?.enumCases
    }

    /// Whether values of `type` can be written into a URL, form or header: a scalar or an enum.
    func isParameterValue(_ type: SwiftType) -> Bool {
        let type = type.unwrapped
        return type.isParameterScalar || enumCases(of: type) != nil
    }
}
