/// An object model's `additionalProperties`: a `[String: Value]` property, after the declared ones, holding every
/// key of the JSON object that no declared property has.
package struct AdditionalPropertiesModel: Sendable, Hashable {
    package var swiftName: String
    /// The type of each value (the property is a dictionary of it).
    package var valueType: SwiftType
    package var description: String?
    /// The checks of each value.
    package var constraints = Constraints()
    /// Where the spec declares it, as a JSON path.
    package var specPath: String

    /// The property's type, `[String: Value]`.
    package var type: SwiftType { .dictionary(valueType) }

    /// The checks of the dictionary property: those of its values, each.
    package var propertyConstraints: Constraints {
        var checks = Constraints()
        checks.element = constraints.isEmpty ? nil : constraints
        return checks
    }
}
