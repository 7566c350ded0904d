import EndpointGenJSON
import EndpointGenSpec

/// The description a value's schema holds one level down, where a member that says nothing of its own takes it:
/// Spotify writes each of its 214 parameters' text in the parameter's `schema`, and its `Mode` (1 is major, 0 is
/// minor) in a component integer that properties `$ref`.
extension OpenAPIConverter {
    /// The description of a parameter's value: its own, else its schema's, else that of the schema the schema's `$ref`
    /// or one-part `allOf` names. The Schema Object describes the same value as the Parameter Object, and the
    /// method's `- Parameters:` list is where a caller reads what to pass, so a model's text is taken too.
    func describeParameter(_ parameter: JSONNode, schema: JSONNode) -> String? {
        describe(parameter) ?? describe(schema) ?? referencedDescription(of: schema)
    }

    /// The description of a property (or form field) of type `type`: its schema's own, else that of the schema its
    /// `$ref` or one-part `allOf` names when that makes no model (a scalar, or a list or dictionary of values), whose
    /// text is documented nowhere else. A model documents itself: copied onto each property that holds it, its text
    /// would be printed once per use.
    func describeProperty(_ schema: JSONNode, type: TypeExpression) -> String? {
        if let own = describe(schema) { return own }
        if case .named(let name) = type.unwrapped, !TypeExpression.scalarNames.contains(name) { return nil }
        return referencedDescription(of: schema)
    }

    /// The first description along the schemas `schema` writes in place of itself (a `$ref`'s target, the one typed part
    /// of an `allOf`, the one alternative beside `null`), following at most ``referencedDescriptionSteps`` of them, so
    /// that schemas naming each other end; nil when none says anything.
    private func referencedDescription(of schema: JSONNode) -> String? {
        var current = schema
        for _ in 0..<Self.referencedDescriptionSteps {
            guard let next = writtenInPlace(of: current) else { return nil }
            if let text = describe(next) { return text }
            current = next
        }
        return nil
    }

    /// The schema `schema` stands for, or nil when it is one of its own, or its `$ref` leads nowhere or to no schema
    /// (as the conversion reports). A header or parameter component stands for its `schema`, as it does for the type:
    /// the text of a response, say, is no value's.
    private func writtenInPlace(of schema: JSONNode) -> JSONNode? {
        if schema["$ref"] != nil {
            let target = peek(schema)
            guard target.path != schema.path else { return nil }
            let steps = target.path.components
            guard steps.count == 3, steps[0] == .key("components"), steps[1] != .key("schemas") else { return target }
            return steps[1] == .key("headers") || steps[1] == .key("parameters") ? target["schema"] : nil
        }
        if let parts = schema["allOf"]?.elements, case let typed = Self.typedParts(ofAllOf: parts), typed.count == 1 { return typed[0] }
        return nullableAlternative(of: schema)
    }

    /// How many schemas ``referencedDescription(of:)`` follows: an alias of an alias is as far as documents go.
    private static let referencedDescriptionSteps = 8
}
