import EndpointGenJSON
import EndpointGenSpec

/// `minLength`, `maxLength`, `minItems`, `maxItems`, `minProperties`, `maxProperties` (of a dictionary), `minimum`,
/// `maximum`, `exclusiveMinimum`, `exclusiveMaximum` and `pattern` → native constraints, kept only where the native format accepts them for the type (anything else is a
/// warning), and those of an array's items or a dictionary's values → `each`.
extension OpenAPIConverter {
    mutating func constraints(of schema: JSONNode, type: TypeExpression) -> ConstraintsSpec {
        var result = ConstraintsSpec()
        guard let members = schema.members else { return result }
        // Most schemas have none of the keywords, and looking each of them up in turn was most of converting a
        // parameter.
        guard Self.constraintKeywords.containsKey(of: members) else {
            // FastAPI writes `Optional[int] = Field(ge=1)` as `anyOf: [{type: integer, minimum: 1}, {type: 'null'}]`:
            // the bounds are the value's, as they are in `type: [integer, 'null']`.
            if let value = nullableAlternative(of: schema) { return constraints(of: value, type: type) }
            if let same = sameScalarAlternatives(of: schema) { return boundsOfEvery(same, type: type) }
            // 3.0 documents put a description beside a `$ref` as `allOf: [{$ref}]` (pydantic v1, NSwag, drf-spectacular):
            // the bounds are the one part's.
            if let parts = schema["allOf"]?.elements, case let typed = Self.typedParts(ofAllOf: parts), typed.count == 1 {
                return constraints(of: typed[0], type: type)
            }
            // A scalar or array component (`Limit: {type: integer, minimum: 1}`) is written in place of its `$ref`, and
            // so are its bounds: Phoenix's `Identifier` pattern was checked nowhere.
            let base = type.unwrapped
            guard schema["$ref"] != nil, base.element != nil || Self.boundedScalars.contains(base.name ?? "") else {
                return withElementConstraints(result, of: schema, type: type)
            }
            let target = peek(schema)
            return target["$ref"] == nil ? constraints(of: target, type: type) : result
        }
        // The values an enum lists are all it can be; Stripe bounds the length of 138 of them (`maxLength: 5000`),
        // each said not to apply.
        if schema["enum"] != nil || schema["const"] != nil { return result }
        let base = type.unwrapped
        let integer = ["int", "int32", "int64"].contains(base.name ?? "")
        let lengths: [String] = switch base {
        case .named("string"): ["minLength", "maxLength"]
        case .array: ["minItems", "maxItems"]
        // FastAPI's `Body(min_length=1, max_length=2)` on a `dict[str, int]`.
        case .dictionary: ["minProperties", "maxProperties"]
        default: []
        }
        // A UUID, URL or date is written in its own form, whose length is bounded as its text's would be: Pydantic's
        // `HttpUrl` says 1...2083, 35 times in fief's document, each reported as not applying.
        let formatted = Self.formattedScalars.contains(base.name ?? "")
        for key in ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"] {
            guard let node = schema[key] else { continue }
            if formatted, key == "minLength" || key == "maxLength" { continue }
            guard lengths.contains(key) else {
                // The counts of an object's keys are said not to be checked where the schema's keywords are read
                // (``reportUnsupportedKeywords(of:)``), once: GitHub's free-form `client_payload` drew two warnings.
                if key.hasSuffix("Properties"), !Self.countsEntries(schema) { continue }
                warning("'\(key)' does not apply to the type '\(openAPITypeName(type, schema: schema))' here; not checked", at: node)
                continue
            }
            guard case .number(let number) = node.value else {
                warning("'\(key)' must be a whole number of 0 or more, found \(node.kindName); not checked", at: node)
                continue
            }
            if let problem = number.countProblem {
                warning("'\(key)' \(problem); not checked", at: node)
                continue
            }
            if key.hasPrefix("min") { result.minLength = Located(node) } else { result.maxLength = Located(node) }
        }
        /// `node` when it is a bound of the type: a number, whole (and within 32 bits for `int32`) for an integer.
        func bound(_ key: String) -> Located<JSONNode>? {
            guard let node = schema[key] else { return nil }
            guard case .number(let number) = node.value, integer || base == .named("double"),
                  !integer || (number.wholeValue != nil && (base != .named("int32") || number.wholeValue.flatMap { Int32(exactly: $0) } != nil)),
                  number.double != nil else {
                warning("'\(key)' does not fit the type '\(openAPITypeName(type, schema: schema))'; not checked", at: node)
                return nil
            }
            return Located(node)
        }
        result.minimum = bound("minimum")
        result.maximum = bound("maximum")
        // 3.1's bounds (Pydantic's `gt` and `lt`) are numbers; 3.0's are flags on `minimum` and `maximum`, whose
        // `false` says what those say already (Exoscale writes it 336 times).
        if schema["exclusiveMinimum"]?.bool == true, let minimum = result.minimum {
            (result.minimum, result.exclusiveMinimum) = (nil, minimum)
        } else if schema["exclusiveMinimum"]?.bool == nil {
            result.exclusiveMinimum = bound("exclusiveMinimum")
        }
        if schema["exclusiveMaximum"]?.bool == true, let maximum = result.maximum {
            (result.maximum, result.exclusiveMaximum) = (nil, maximum)
        } else if schema["exclusiveMaximum"]?.bool == nil {
            result.exclusiveMaximum = bound("exclusiveMaximum")
        }
        // A UUID's pattern (Immich writes one 307 times) says what its form does: it is not worth a warning each.
        if let node = schema["pattern"], base != .named("uuid") {
            if base != .named("string") {
                warning("'pattern' applies to text; a value of the type '\(openAPITypeName(type, schema: schema))' is not checked against it", at: node)
            } else if let pattern = node.string, (try? Regex(pattern)) != nil {
                result.pattern = Located(pattern, at: node)
            } else {
                warning("'pattern' is not a regular expression Swift accepts; not checked", at: node)
            }
        }
        // Bounds beside a one-part `allOf` add to the part's: `{allOf: [{$ref: Name}], maxLength: 3}` kept Name's
        // `minLength`. Where both say one bound, the one beside it is kept, as it narrows the other.
        if let parts = schema["allOf"]?.elements, case let typed = Self.typedParts(ofAllOf: parts), typed.count == 1 {
            result = Self.filling(result, from: constraints(of: typed[0], type: type))
        }
        if let same = sameScalarAlternatives(of: schema) { result = Self.filling(result, from: boundsOfEvery(same, type: type)) }
        return withElementConstraints(result, of: schema, type: type)
    }

    /// The native types of formatted strings, whose values are written in their own form.
    private static let formattedScalars: Set<String> = ["uuid", "url", "date", "date-time"]

    /// `own` with the bounds it does not say taken from `other`.
    private static func filling(_ own: ConstraintsSpec, from other: ConstraintsSpec) -> ConstraintsSpec {
        var result = own
        result.minLength = own.minLength ?? other.minLength
        result.maxLength = own.maxLength ?? other.maxLength
        result.minimum = own.minimum ?? other.minimum
        result.maximum = own.maximum ?? other.maximum
        result.exclusiveMinimum = own.exclusiveMinimum ?? other.exclusiveMinimum
        result.exclusiveMaximum = own.exclusiveMaximum ?? other.exclusiveMaximum
        result.pattern = own.pattern ?? other.pattern
        result.each = own.each ?? other.each
        return result
    }

    /// `constraints` with `each`: those of an array's `items` or a dictionary's `additionalProperties` (a list of ids
    /// of at most 36 characters each), which went unchecked.
    private mutating func withElementConstraints(_ constraints: ConstraintsSpec, of schema: JSONNode, type: TypeExpression) -> ConstraintsSpec {
        let element: (schema: JSONNode, type: TypeExpression)
        switch type.unwrapped {
        case .array(let itemType):
            guard let items = schema["items"], items.members != nil else { return constraints }
            element = (items, itemType)
        case .dictionary(let valueType):
            guard let values = schema["additionalProperties"], values.members != nil else { return constraints }
            element = (values, valueType)
        default:
            return constraints
        }
        let each = self.constraints(of: element.schema, type: element.type)
        guard !each.isEmpty else { return constraints }
        var result = constraints
        result.each = Located(each, at: element.schema)
        return result
    }

    /// The one alternative of `anyOf` or `oneOf` beside `null`; nil for any other schema.
    func nullableAlternative(of schema: JSONNode) -> JSONNode? {
        guard let variants = (schema["anyOf"] ?? schema["oneOf"])?.elements, variants.count == 2 else { return nil }
        let values = variants.filter { !isNullSchema($0) }
        return values.count == 1 ? values[0] : nil
    }

    /// The native scalars that bounds apply to; a component of another type is a model, whose bounds are its own.
    private static let boundedScalars: Set<String> = ["string", "int", "int32", "int64", "double"]

    /// Every keyword ``constraints(of:type:)`` reads.
    private static let constraintKeywords: KeywordSet = [
        "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties", "minimum", "maximum", "exclusiveMinimum",
        "exclusiveMaximum", "pattern",
    ]
}
