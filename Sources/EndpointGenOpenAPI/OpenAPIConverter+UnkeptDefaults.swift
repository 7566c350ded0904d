import EndpointGenJSON
import EndpointGenSpec

/// Why a required property's `default` is left out, in the document's terms. Counted per schema as "unusable property
/// defaults not kept by the native format", Meilisearch's `GetLogs.mode` (default `Human` beside the values `human`,
/// `json`, `profile`) said neither which value nor what was wrong with it.
extension OpenAPIConverter {
    /// Warns that the default `value` of the required property `key`, of `type`, which it does not fit, is left out:
    /// the value, and why (a value the enum does not list, another kind of value, or a type the SDK writes no default
    /// of). `schema` is the property's, `target` the one its `$ref` names.
    mutating func reportUnkeptDefault(_ value: JSONNode, of key: String, type: TypeExpression, schema: JSONNode, target: JSONNode?) {
        let written = Self.written(value)
        let base = type.unwrapped
        var hint: String?
        let reason: String
        let expected = Self.jsonKind(of: base, model: modelShape(base))
        if let name = base.name, let cases = enumCases(ofModel: name) {
            let listed = cases.prefix(Self.listedValues).map { Self.written($0.value.value) }.joined(separator: ", ")
            let more = cases.count > Self.listedValues ? ", … \(cases.count) in all" : ""
            reason = "\(written) is not one of its enum values (\(listed)\(more))"
            // Only a value the enum lists in other letters (Meilisearch's `Human` beside `human`) has a spelling to copy.
            if cases.contains(where: { Self.written($0.value.value).lowercased() == written.lowercased() }) {
                hint = "write the default as the enum lists it"
            }
        } else if let expected, expected != value.kindName {
            reason = "\(written) is \(Self.article(value.kindName)) \(value.kindName), where the property is \(describe(base, schema: schema, target: target))"
            hint = "write a default of the property's type"
        } else if expected == "number" {
            // A fraction for an integer, or a number beyond the type's range.
            reason = "\(written) does not fit \(describe(base, schema: schema, target: target))"
            hint = "write a default of the property's type"
        } else {
            reason = "the generated SDK keeps no default for \(describe(base, schema: schema, target: target)) (\(written))"
        }
        warning("default of property '\(key)' left out: \(reason)", at: value, hint: hint)
    }

    /// What values of `type` (not optional) are, as the schema says it: `an integer`, `a string of format 'uri'`.
    private func describe(_ type: TypeExpression, schema: JSONNode, target: JSONNode?) -> String {
        if type.unwrapped == .json { return "a schema of any value" }
        if modelShape(type.unwrapped) == .union { return "a oneOf or anyOf" }
        guard let written = openAPIType(of: type, schema: schema, target: target) else { return "its schema" }
        let named = "\(Self.article(written.name)) \(written.name)"
        return written.format.map { "\(named) of format '\($0)'" } ?? named
    }

    /// `type` as a warning quotes it to the document's author, in OpenAPI's words rather than the generated SDK's:
    /// `integer`, `string, format uuid`, `object` (for `[string: json]`), `any JSON value` (for `json?`); an enum or a
    /// union by its model's name. A warning that quoted `'json?'` or `'int'` named a type the document never wrote.
    func openAPITypeName(_ type: TypeExpression, schema: JSONNode) -> String {
        guard let written = openAPIType(of: type, schema: schema, target: nil) else { return type.unwrapped.name ?? "\(type.unwrapped)" }
        return written.format.map { "\(written.name), format \($0)" } ?? written.name
    }

    /// The OpenAPI type name and format of `type`'s values (`integer` and `int32`); `any JSON value` for `json`
    /// (`object` where the schema says `type: object`); nil for an enum or a union, and a model not known.
    private func openAPIType(of type: TypeExpression, schema: JSONNode, target: JSONNode?) -> (name: String, format: String?)? {
        switch type {
        case .array: return ("array", nil)
        case .dictionary: return ("object", nil)
        case .optional(let wrapped): return openAPIType(of: wrapped, schema: schema, target: target)
        case .named(let name):
            switch name {
            case "string": return ("string", nil)
            case "int", "int64": return ("integer", nil)
            case "int32": return ("integer", "int32")
            case "double": return ("number", nil)
            case "bool": return ("boolean", nil)
            case "json": return (typeNames(of: schema).names == ["object"] ? "object" : "any JSON value", nil)
            default: break
            }
            if let format = Self.formats[name] { return ("string", (schema["format"] ?? target?["format"])?.string ?? format) }
            return modelShape(type) == .object ? ("object", nil) : nil
        }
    }

    private enum ModelShape {
        case object, union
    }

    /// Whether `type` names an object model or a union, also one of a component only reserved so far (a default of
    /// the component that holds it, or of one named after it); nil for anything else.
    private func modelShape(_ type: TypeExpression) -> ModelShape? {
        guard let name = type.name, let index = modelIndex[name] else { return nil }
        switch models[index].kind {
        case .object?: return .object
        case .union?: return .union
        case .enumeration?: return nil
        case nil:
            let origin = models[index].origin
            if alternatives(of: origin) != nil { return .union }
            return isObjectModelSchema(origin) ? .object : nil
        }
    }

    /// The JSON kind (as ``JSONNode/kindName``) of every value of `type`; nil for a union's, a schema of any value's,
    /// and an unknown model's.
    private static func jsonKind(of type: TypeExpression, model: ModelShape?) -> String? {
        switch type {
        case .array: return "array"
        case .dictionary: return "object"
        case .optional(let wrapped): return jsonKind(of: wrapped, model: model)
        case .named(let name):
            if name == "bool" { return "boolean" }
            if ["int", "int32", "int64", "double"].contains(name) { return "number" }
            if name == "string" || formats[name] != nil { return "string" }
            return model == .object ? "object" : nil
        }
    }

    /// The string formats of the native types that have no default, as a document most often writes them.
    private static let formats = ["date-time": "date-time", "date": "date", "uuid": "uuid", "url": "uri", "bytes": "byte"]

    /// How many of an enum's values the warning lists.
    private static let listedValues = 10

    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// A value as the warning quotes it: a string in single quotes, anything else as compact JSON, cut short.
    private static func written(_ value: JSONValue) -> String {
        let text = if case .string(let string) = value { "'\(string)'" } else { value.compactText }
        return text.count > 40 ? text.prefix(39) + "…" : text
    }

    private static func written(_ value: JSONNode) -> String {
        written(value.value)
    }

    private static func written(_ literal: EnumLiteral) -> String {
        if case .string(let string) = literal { return "'\(string)'" }
        return literal.text
    }
}
