import EndpointGenSpec

/// The questions the converter asks of the native types it builds.
extension TypeExpression {
    static let json = TypeExpression.named("json")

    /// The type made optional, unless it already is.
    var optionalized: TypeExpression { isOptional ? self : .optional(self) }

    /// The name of a plain named type (a scalar or a model); nil for an array, dictionary or optional.
    var name: String? {
        if case .named(let name) = self { return name }
        return nil
    }

    /// The element of an array type; nil for any other type, dictionaries included.
    var element: TypeExpression? {
        if case .array(let element) = self { return element }
        return nil
    }
}
