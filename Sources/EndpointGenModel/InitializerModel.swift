/// One initializer an object model declares, taking its stored properties.
package struct InitializerModel: Sendable, Equatable {
    package struct Argument: Sendable, Equatable {
        package var property: PropertyModel
        /// The default argument; nil when callers must pass it.
        package var defaultValue: DefaultValue?
    }

    package var arguments: [Argument]
    /// The object's undeclared keys (`additionalProperties`), taken after the arguments and defaulting to none.
    package var additionalProperties: AdditionalPropertiesModel?
    /// The doc comment's summary; nil for the plain memberwise initializer, which its parameters explain (its one
    /// sentence, repeated on every model, was a large part of a big SDK's lines).
    package var summary: String?
    package var deprecation: DeprecationModel?
}

extension ObjectModel {
    /// The memberwise initializers. Assigning a deprecated property warns, so with deprecated properties there is a
    /// clean initializer without them (when they are all optional) and a deprecated one with everything; deprecated
    /// properties get no default, so a call that leaves them out picks the clean one. Constants are not stored and
    /// never taken.
    package var initializers: [InitializerModel] {
        // By the properties' positions, each property copied once, into its argument: filtering copies of them copied
        // every property (strings, types, constraints) twice more.
        let stored = properties.indices.filter { properties[$0].coding.isStored }
        let deprecated = stored.filter { properties[$0].deprecation != nil }
        var initializers: [InitializerModel] = []
        if deprecated.allSatisfy({ properties[$0].type.isOptional }) {
            initializers.append(InitializerModel(
                arguments: stored.filter { properties[$0].deprecation == nil }.map { Self.argument(properties[$0]) },
                additionalProperties: additionalProperties, summary: nil
            ))
        }
        if !deprecated.isEmpty {
            let names = deprecated.map { properties[$0].swiftName }
            initializers.append(InitializerModel(
                arguments: stored.map { Self.argument(properties[$0]) }, additionalProperties: additionalProperties,
                summary: "Creates a value including the deprecated \(names.map { "`\($0)`" }.joined(separator: ", ")).",
                deprecation: DeprecationModel(message: "Sets deprecated properties: \(names.joined(separator: ", "))")
            ))
        }
        return initializers
    }

    /// The deprecation of its own `init(from:)` and `encode(to:)`: they assign deprecated properties, which warns unless
    /// the assigning declaration is deprecated too, and as `Codable` witnesses nobody calls them by name.
    package var codingDeprecation: DeprecationModel? {
        properties.contains { $0.deprecation != nil }
            ? DeprecationModel(message: "Codes deprecated properties; use JSONDecoder and JSONEncoder.") : nil
    }

    private static func argument(_ property: PropertyModel) -> InitializerModel.Argument {
        var defaultValue = property.type.isOptional && property.deprecation == nil ? DefaultValue.none : nil
        if case .defaulted(let value) = property.coding, !property.type.isOptional { defaultValue = value }
        return InitializerModel.Argument(property: property, defaultValue: defaultValue)
    }
}
