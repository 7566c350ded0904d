import EndpointGenJSON
import EndpointGenSpec

/// A model while the converter builds it: its name is reserved first, its kind filled in when its schema is converted.
struct ModelDraft: Sendable {
    /// The native (and Swift) model name.
    var name: String
    var description: String?
    /// Nil while a component schema's conversion has not finished.
    var kind: ModelSpec.Kind?
    /// The schema it was made from.
    var origin: JSONNode
    /// An object model's keys beyond its properties.
    var additionalProperties: AdditionalPropertiesSpec?
    /// Whether the document declares it under `components.schemas` (also through another file a `$ref` names), so
    /// that it keeps its own type; the converter named the others, which may share a type with others of their shape.
    var isComponentSchema: Bool
    /// The property holding the message of an error body an operation declares (see ``ModelSpec/serverMessage``).
    var serverMessage: Located<String>?

    /// The finished model; one left unfinished is an empty object.
    var spec: ModelSpec {
        var model = ModelSpec(name: Located(name, at: origin), kind: kind ?? .object([]), location: origin.location, path: origin.path)
        model.description = description
        model.isInline = !isComponentSchema && !Self.isComponentResponseBody(origin.path)
        model.additionalProperties = additionalProperties
        model.serverMessage = serverMessage
        return model
    }

    /// Whether `path` is the schema of a media type of a `components.responses` entry
    /// (`$.components.responses.TooManyRequests.content['application/json'].schema`): the spec names that body by the
    /// response's key, as it names a component schema. Spotify's `Unauthorized`, `Forbidden` and `TooManyRequests` have
    /// one shape, `{error}`; shared as one type, an app's `catch` of a `TooManyRequestsError` caught every 401 too.
    private static func isComponentResponseBody(_ path: JSONPath) -> Bool {
        let components = path.components
        return components.count == 6 && components[0] == .key("components") && components[1] == .key("responses")
            && components[3] == .key("content") && components[5] == .key("schema")
    }
}

extension OpenAPIConverter {
    /// A model name not used yet: `base`; for an inline property's or parameter's schema, else `base` and what it is
    /// (`baseProperty`, `baseParameter`); else `base2`, `base3`, … (deterministic: names are taken in document
    /// order).
    mutating func reserveModel(_ base: String, origin: JSONNode, isComponentSchema: Bool = false) -> String {
        var name = base
        // Stripe names a property's union `card` of `payment_intent_payment_method_options` as the component it may
        // be, `payment_intent_payment_method_options_card`, and GitHub a query's enum `status` as its commit status
        // object: 23 and 6 such types were `…Card2` and `Status2`, numbers that say nothing.
        if isTaken(name), !isComponentSchema, let role = Self.namingRole(of: origin) {
            name = base + role
        }
        var number = 2
        while isTaken(name) {
            name = "\(base)\(number)"
            number += 1
        }
        modelIndex[name] = models.count
        models.append(ModelDraft(name: name, description: nil, kind: nil, origin: origin, isComponentSchema: isComponentSchema))
        return name
    }

    private func isTaken(_ name: String) -> Bool {
        modelIndex[name] != nil || TypeExpression.scalarNames.contains(name) || name == "none" || name == "data"
    }

    /// What an inline schema is the type of, as a word that sets its name apart from a component's: `Property` for
    /// an object's property, `Parameter` for a parameter's; nil for any other place.
    private static func namingRole(of schema: JSONNode) -> String? {
        let steps = schema.path.components
        guard steps.count >= 3 else { return nil }
        if steps[steps.count - 2] == .key("properties") { return "Property" }
        guard steps[steps.count - 1] == .key("schema") else { return nil }
        switch steps[steps.count - 3] {
        case .key("parameters"): return "Parameter"
        case .index: return steps.count >= 4 && steps[steps.count - 4] == .key("parameters") ? "Parameter" : nil
        default: return nil
        }
    }

    mutating func finishModel(_ name: String, description: String?, kind: ModelSpec.Kind) {
        guard let index = modelIndex[name] else { return }
        models[index].description = description
        models[index].kind = kind
    }

    /// The kind of the model `type` names; nil for any other type, and for a model not converted yet.
    func kind(ofModel type: TypeExpression) -> ModelSpec.Kind? {
        type.name.flatMap { modelIndex[$0] }.flatMap { models[$0].kind }
    }

    /// Whether `type` names an enum model (which may be used as a parameter).
    func isEnumModel(_ type: String) -> Bool {
        enumCases(ofModel: type) != nil
    }

    /// The cases of the enum model `name`, also while a component enum is only reserved.
    func enumCases(ofModel name: String) -> [EnumValueSpec]? {
        guard let index = modelIndex[name] else { return nil }
        switch models[index].kind {
        case .enumeration(let values)?: return values
        case nil: return enumCases(of: models[index].origin)
        default: return nil
        }
    }
}
