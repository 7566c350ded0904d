import EndpointGenJSON
import EndpointGenSpec

/// Schemas → native types: scalars and formats, arrays, dictionaries, nullability, `$ref`, unions.
extension OpenAPIConverter {
    /// How deeply schemas (inline or through `$ref`s) may nest before the rest is typed `json`.
    static let maximumSchemaDepth = 48

    /// The native type of `schema` (e.g. `[Pet]?`), creating models named after `hint` for inline objects, enums
    /// and unions.
    ///
    /// `hint` is spelled only when a model is made: most schemas are scalars, and spelling a name for every property
    /// and parameter (its model's name and its key in UpperCamelCase) was a twentieth of converting TMDB.
    mutating func type(of schema: JSONNode, hint: @autoclosure () -> String) -> TypeExpression {
        // Bounds the recursion whatever the document: a thread's stack in a test runner is small.
        guard schemaDepth < Self.maximumSchemaDepth else {
            warning("schema nested more than \(Self.maximumSchemaDepth) levels deep; typed as json", at: schema)
            return .json
        }
        let key = schema["$ref"] == nil ? SchemaPlace(of: schema) : nil
        if let key, let known = inlineTypes[key] { return known }
        schemaDepth += 1
        defer { schemaDepth -= 1 }
        let (base, nullable) = baseType(of: schema, hint: hint())
        let type = nullable ? base.optionalized : base
        if let key { inlineTypes[key] = type }
        return type
    }

    /// The native type of `schema` without its `?`, and whether `null` is allowed (for a property's `nullable`).
    mutating func typeAndNullability(of schema: JSONNode, hint: @autoclosure () -> String) -> (type: TypeExpression, nullable: Bool) {
        let type = type(of: schema, hint: hint())
        return (type.unwrapped, type.isOptional)
    }

    private mutating func baseType(of schema: JSONNode, hint: @autoclosure () -> String) -> (TypeExpression, Bool) {
        guard let members = schema.members else {
            // `true` and `false` are schemas in 3.1 (JSON Schema 2020-12): any value, and none (`items: false` closes a
            // `prefixItems` tuple), which the native format cannot say.
            switch schema.bool {
            case true?: break
            case false?: warning("the schema 'false' allows no value, which is not checked; typed as json", at: schema)
            case nil: warning("a schema must be an object, found \(schema.kindName); typed as json", at: schema)
            }
            return (.json, false)
        }
        reportUnsupportedKeywords(of: schema)
        noteDroppedExamples(of: schema)
        reportMistypedKeywords(of: schema)
        let typeNames = typeNames(of: schema)
        if typeNames.ignoresValues {
            // `type: 5` was typed as any JSON, and `[string, 5]` as a string, without a word.
            warning("'type' is a type name or a list of them; this one's values that are not text are ignored", at: schema["type"] ?? schema)
        }
        let nullable = schema["nullable"]?.bool == true || typeNames.nullable
        // Most schemas are plain (`{"type": "string"}`): one pass over their keys rules out the keywords that make a
        // reference, union, composition, enum or constant, where looking each of them up scanned the keys again.
        let composite = Self.compositeKeywords.containsKey(of: members)
        if composite, let ref = schema["$ref"] { return (referencedType(ref, hint: hint()), nullable) }
        if composite, let variants = alternatives(of: schema)?.variants {
            return unionType(schema, variants: variants, hint: hint(), nullable: nullable)
        }
        // An object's are reported where its properties are read.
        if composite, !typeNames.names.isEmpty, !typeNames.names.contains("object"), let keyword = constraintOnlyKeyword(of: schema),
           let node = schema[keyword] {
            warning("'\(keyword)' only narrows the value beside it with bounds of its own; the client does not check them", at: node)
        }
        if composite, let parts = schema["allOf"]?.elements {
            let typed = Self.typedParts(ofAllOf: parts)
            if typed.count == 1, let part = typed.first, schema["properties"] == nil {
                // Through `type(of:)`, so a part typed before is the type it was: an inline enum that an `allOf` part
                // refines (``declaration(_:over:)``) is the enum its object made, not a second one.
                let (inner, innerNullable) = typeAndNullability(of: part, hint: hint())
                let annotatedNullable = parts.contains { Self.onlyAnnotates($0) && $0["nullable"]?.bool == true }
                return (inner, nullable || innerNullable || annotatedNullable)
            }
            return (.named(objectModel(schema, hint: hint())), nullable)
        }
        if composite, let (array, allowsNull) = arrayWithItemValues(schema) {
            let (type, arrayNullable) = baseType(of: array, hint: hint())
            return (type, nullable || arrayNullable || allowsNull)
        }
        if composite, let values = schema["enum"]?.elements { return enumType(schema, values: values, hint: hint(), nullable: nullable) }
        if composite, let constant = schema["const"], !propertyConsts.contains(constant.path.description) {
            warning("'const' is kept only on a required property of an object model; typed as its base type", at: constant)
        }
        var names = typeNames.names
        if names.isEmpty, composite, let constant = schema["const"] {
            // 3.1's `{ "const": "card" }` has the type of its value.
            switch constant.value {
            case .string: names = ["string"]
            case .bool: names = ["boolean"]
            case .number(let number): names = [number.int64 != nil ? "integer" : "number"]
            default: break
            }
        }
        if names.count > 1 {
            // 3.1's `type: ["string", "array"]`: one of the types, each with the keywords that apply to it.
            let name = reserveModel(hint(), origin: schema)
            fillUnionModel(name, schema: schema)
            return (.named(name), nullable)
        }
        return (singleType(schema, name: names.first ?? inferredTypeName(schema), hint: hint()), nullable)
    }

    /// `type`, an array or dictionary, unless it nests more of them than a type may (the compiler took minutes over a
    /// property of 28 nested arrays): any JSON then, with a warning.
    private mutating func collection(_ type: TypeExpression, at schema: JSONNode) -> TypeExpression {
        guard type.nesting > TypeExpression.maximumNesting else { return type }
        warning("this schema nests more than \(TypeExpression.maximumNesting) arrays and objects of values, which Swift compiles too slowly; "
                + "typed as json", at: schema)
        return .json
    }

    /// The type of `schema` read as the one type `name`, with inline models named after `hint`.
    mutating func singleType(_ schema: JSONNode, name: String?, hint: @autoclosure () -> String) -> TypeExpression {
        let format = schema["format"]?.string
        switch name {
        case "string": return .named(stringType(format: format, at: schema))
        case "integer":
            switch format {
            case "int32": return widenedInteger(.named("int32"), schema: schema)
            case "int64": return .named("int64")
            default: return .named("int")
            }
        case "number": return .named("double")
        case "boolean": return .named("bool")
        case "array":
            // Beside a tuple's `prefixItems`, `items` is the schema of the elements after them: a list of it refused the
            // first ones (pydantic's `tuple[str, *tuple[float, ...]]` was `[Double]`, and its string could not be sent).
            guard let items = Self.tupleItem(of: schema) ?? (schema["prefixItems"] == nil ? schema["items"] : nil) else { return .array(.json) }
            return collection(.array(type(of: items, hint: hint() + "Item")), at: schema)
        case "object":
            if let properties = schema["properties"]?.members, !properties.isEmpty { return .named(objectModel(schema, hint: hint())) }
            if let values = schema["additionalProperties"], values.members != nil {
                return collection(.dictionary(type(of: values, hint: hint() + "Value")), at: schema)
            }
            return .json
        case "null":
            return .json
        case nil:
            return .json
        case let other?:
            warning("unknown schema type '\(other)'; typed as json", at: schema["type"] ?? schema)
            return .json
        }
    }

    /// The native scalar name of a string schema's `format`, or of its `contentEncoding: base64`, which is how 3.1
    /// writes 3.0's `format: byte`: base64 text of bytes whatever `contentMediaType` says they are (the specification's
    /// own example is a PNG image), so a media type beside it no longer made the bytes a `String` to decode by hand.
    /// (A media type without an encoding is raw bytes: a multipart file part.)
    private mutating func stringType(format: String?, at schema: JSONNode) -> String {
        if format == "binary", let field = formFieldInProgress {
            warning("form field '\(field)' is bytes, which a form sends as base64 text", at: schema["format"] ?? schema,
                    hint: "a server that takes files reads them from a multipart body, where they are file parts")
        } else if format == "binary" {
            warning("a binary string inside JSON is typed as bytes (base64)", at: schema["format"] ?? schema)
        }
        return Self.stringScalar(format: format, of: schema)
    }

    /// ``stringType(format:at:)`` without its warning.
    static func stringScalar(format: String?, of schema: JSONNode) -> String {
        if format == nil, schema["contentEncoding"]?.string?.lowercased() == "base64" { return "bytes" }
        switch format {
        case "date-time": return "date-time"
        case "date": return "date"
        // Pydantic's `UUID1` … `UUID5` (fief, fastapi-users) write the version into the format.
        case "uuid", "uuid1", "uuid3", "uuid4", "uuid5": return "uuid"
        case "uri", "url": return "url"
        case "byte", "binary": return "bytes"
        default: return "string"
        }
    }

    /// `type` as a list without `"null"`, whether `"null"` was in it (3.1's `type: [X, "null"]`), and whether it held
    /// values that are not text (`type: 5`), which are ignored.
    ///
    /// Kubernetes (and every API built on its machinery) writes a value that is an integer or a string as
    /// `type: string, format: int-or-string`; its JSON holds either (`"targetPort": 8080`, `"maxSurge": "25%"`), so it
    /// has both types.
    func typeNames(of schema: JSONNode) -> (names: [String], nullable: Bool, ignoresValues: Bool) {
        guard let node = schema["type"] else { return ([], false, false) }
        if let name = node.string {
            if name == "string", schema["format"]?.string == "int-or-string" { return (["integer", "string"], false, false) }
            return (name == "null" ? [] : [name], name == "null", false)
        }
        let elements = node.elements ?? []
        let names = elements.compactMap(\.string)
        return (names.filter { $0 != "null" }, names.contains("null"), node.elements == nil || names.count < elements.count)
    }

    /// The type a schema without `type` has by its keywords: an object with `properties` or `additionalProperties`,
    /// an array with `items`.
    private func inferredTypeName(_ schema: JSONNode) -> String? {
        if schema["properties"] != nil || schema["additionalProperties"] != nil { return "object" }
        if schema["items"] != nil { return "array" }
        return nil
    }

    /// `oneOf`/`anyOf`: `[X, null]` is `X?`; several alternatives make a union model named `hint`, optional when one
    /// of them is `null`.
    private mutating func unionType(_ schema: JSONNode, variants: [JSONNode], hint: @autoclosure () -> String, nullable: Bool) -> (TypeExpression, Bool) {
        let nonNull = variants.filter { !isNullSchema($0) }
        let hasNull = nonNull.count < variants.count
        if nonNull.count == 1, let only = nonNull.first {
            let (inner, innerNullable) = baseType(of: only, hint: hint())
            return (inner, nullable || hasNull || innerNullable)
        }
        if let choices = blankChoice(nonNull) {
            let (inner, innerNullable) = baseType(of: choices, hint: hint())
            return (inner, nullable || hasNull || innerNullable)
        }
        // Only `null`: JSONValue holds it.
        guard !nonNull.isEmpty else { return (.json, false) }
        let name = reserveModel(hint(), origin: schema)
        let unionNullable = fillUnionModel(name, schema: schema)
        return (.named(name), nullable || hasNull || unionNullable)
    }

    /// The values of a choice among strings or among numbers: "known values or any string", `anyOf: [{type: string},
    /// {type: string, enum: [whisper-1, …]}]` as OpenAI names its models, or `{const: claude-…, description: …}`
    /// alternatives as Anthropic does, or several enums (packetexchange's page sizes, `anyOf` of `enum: [50]`,
    /// `enum: [100]` and `enum: [200]`, kept only the first). A generated enum takes any other value in its `unknown`
    /// case, so one enum of every listed value is the whole type, not a union around enums. Nil unless every
    /// alternative is a plain value, an `enum` or a `const` of one type (string, integer or number), and some list values.
    /// An alternative that refers to such a choice, or to an `enum`, in this document adds its values (OpenAI's
    /// `ModelIdsResponses`: `anyOf` of `ModelIdsShared`, itself such a choice, and an `enum` of the models only its
    /// Responses API takes; the enum's values were lost). A string alternative bounded by a `pattern`, lengths or a
    /// format that stays text is any string too (Netdata's badge colours, a colour name or `^[0-9a-fA-F]{6}$`, were a
    /// union of one case, the hex string dropped): such plain alternatives of `alternatives` (or of the schema one
    /// refers to) come back as `free`, for the caller to say that their bounds are not checked.
    func choiceValues(_ alternatives: [JSONNode], depth: Int = 0) -> (values: [EnumValueSpec], free: [JSONNode])? {
        var cases: [EnumValueSpec] = []
        var free: [JSONNode] = []
        var seen: Set<EnumLiteral> = []
        var kind: String?
        for reference in alternatives {
            var alternative = reference
            if reference["$ref"] != nil {
                // A choice of its own, or an enum: its values, as those of the alternatives it stands for.
                // `peek` leaves a reference it cannot resolve here (to another file) as it is.
                let target = peek(reference)
                guard depth < 8, reference.members?.count == 1, target["$ref"] == nil else { return nil }
                if let listed = (target["anyOf"] ?? target["oneOf"])?.elements {
                    guard let values = choiceValues(listed.filter { !isNullSchema($0) }, depth: depth + 1)?.values else { return nil }
                    let family = values.first.map { if case .string = $0.value.value { "string" } else { "number" } }
                    guard kind == nil || kind == family else { return nil }
                    kind = family
                    for value in values where seen.insert(value.value.value.canonical).inserted { cases.append(value) }
                    continue
                }
                alternative = target
            }
            var names = typeNames(of: alternative).names
            if names.isEmpty, let constant = alternative["const"] { names = Self.scalarTypeName(of: constant).map { [$0] } ?? [] }
            // Integers and numbers are one kind: `enum: [50]` of `type: number` beside `const: 200`.
            let family = names.first == "integer" ? "number" : names.first
            // A format that makes another type (a date, a UUID, bytes) is not any string: the union keeps it.
            let otherType = family == "string" ? Self.stringScalar(format: alternative["format"]?.string, of: alternative) != "string"
                : alternative["format"] != nil || alternative["pattern"] != nil
            guard names.count == 1, let family, ["string", "number"].contains(family), kind == nil || kind == family, !otherType,
                  alternative["$ref"] == nil, alternative["enum"] == nil || alternative["const"] == nil else { return nil }
            kind = family
            let values: [EnumValueSpec]
            if let constant = alternative["const"] {
                guard (Self.scalarTypeName(of: constant) == "string") == (family == "string"), let literal = EnumLiteral(constant.value) else { return nil }
                values = [EnumValueSpec(value: Located(literal, at: constant))]
            } else if alternative["enum"] != nil {
                guard let listed = enumCases(of: alternative) else { return nil }
                values = listed
            } else {
                free.append(alternative)
                continue
            }
            for value in values where seen.insert(value.value.value.canonical).inserted { cases.append(value) }
        }
        return cases.isEmpty ? nil : (cases, free)
    }

    /// `string`, `integer` or `number` for a JSON string or number; nil for any other value.
    private static func scalarTypeName(of node: JSONNode) -> String? {
        switch node.value {
        case .string: "string"
        case .number(let number): number.int64 != nil ? "integer" : "number"
        default: nil
        }
    }

    /// The one string `schema` allows (a `const`, or an `enum` of one string): the node that writes it.
    func soleString(_ schema: JSONNode) -> JSONNode? {
        if let constant = schema["const"], constant.string != nil { return constant }
        guard let values = schema["enum"]?.elements, values.count == 1, values[0].string != nil else { return nil }
        return values[0]
    }

    /// Whether `schema` (or the schema it refers to) allows `null` alone: `type: 'null'`, or an `enum` of `null` only,
    /// as drf-spectacular's `NullEnum` beside a nullable field's choices is, which made the choice a union with a case of
    /// any JSON; or 3.0's `nullable: true` with no type and nothing that constrains the value, which is how schemars
    /// (Qdrant, many Rust servers) writes `Option<T>`: `anyOf: [{$ref: T}, {nullable: true}]` was a union with a case of
    /// any JSON that decoded `null` as a value, so `while let next = page.nextPageOffset` never ended.
    func isNullSchema(_ schema: JSONNode) -> Bool {
        let target = peek(schema)
        if let values = target["enum"]?.elements { return !values.isEmpty && values.allSatisfy { $0.value == .null } }
        let names = typeNames(of: target)
        guard names.names.isEmpty else { return false }
        return names.nullable || target["nullable"]?.bool == true && Self.onlyAnnotates(target)
    }

    /// Keywords no conversion uses, named in one warning per schema: also those of an object model, which
    /// ``type(of:hint:)`` does not read when it is a component or an `allOf` part.
    mutating func reportUnsupportedKeywords(of schema: JSONNode) {
        // By index: copying each member (its key, path and value) cost more than checking it.
        let members = schema.members ?? []
        let isDictionary = Self.countsEntries(schema)
        for index in members.indices where Self.unsupportedKeywords.contains(members[index].key) {
            if isDictionary, ["minProperties", "maxProperties"].contains(members[index].key) { continue }
            if members[index].key == "prefixItems", Self.tupleItem(of: schema) != nil { continue }
            let key = members[index].key
            if key == "prefixItems" {
                // A tuple not of one schema throughout, or open after it, is typed by neither it nor `items`.
                warning("'prefixItems' is not kept: the list's elements are any JSON value", at: members[index].value)
            } else if key == "patternProperties" || key == "unevaluatedProperties", let properties = schema["properties"]?.members, !properties.isEmpty {
                // An object model reads the keys it declares, and only `additionalProperties` keeps others.
                let kept = schema["additionalProperties"].map { $0.bool == true || $0.members != nil } ?? false
                let others = !kept ? "keys other than the declared properties are not kept"
                    : "other keys\(key == "patternProperties" ? ", also those it matches," : "") are kept as values of 'additionalProperties'"
                warning("'\(key)' is ignored: the type is made of the schema's other keywords; \(others)", at: members[index].value)
            } else if Self.uncheckedKeywords.contains(key) {
                warning("'\(key)' is not checked by the client; ignored", at: members[index].value)
            } else {
                warning("'\(key)' is ignored: the type is made of the schema's other keywords", at: members[index].value)
            }
        }
    }

    /// Counts the examples of `schema`, which the native format has no place for.
    private mutating func noteDroppedExamples(of schema: JSONNode) {
        for key in Self.exampleKeywords {
            if let node = schema[key] { noteDroppedExample("schema example", at: node) }
        }
    }

    /// Whether `schema` is a dictionary, whose `minProperties` and `maxProperties` are its lengths
    /// (``constraints(of:type:)``); any other schema's are not checked.
    static func countsEntries(_ schema: JSONNode) -> Bool {
        schema["properties"] == nil && schema["additionalProperties"]?.members != nil
    }

    /// The one schema of every element of a 3.1 tuple, a list of it: a bounding box's `prefixItems` of four numbers,
    /// with `maxItems: 4` or `items: false` (or `items` of the same schema) for the elements after them. Nil for any
    /// other schema.
    static func tupleItem(of schema: JSONNode) -> JSONNode? {
        guard let prefix = schema["prefixItems"]?.elements, let first = prefix.first,
              prefix.dropFirst().allSatisfy({ $0.hasSameValue(as: first) }) else { return nil }
        if let rest = schema["items"], rest.bool == false || rest.hasSameValue(as: first) { return first }
        guard case .number(let most)? = schema["maxItems"]?.value, let whole = most.wholeValue else { return nil }
        return whole <= Int64(prefix.count) ? first : nil
    }

    private static let unsupportedKeywords: KeywordSet = [
        "not", "if", "then", "else", "patternProperties", "prefixItems", "contains", "propertyNames", "dependentSchemas",
        "dependentRequired", "unevaluatedProperties", "unevaluatedItems", "$dynamicRef", "$defs", "multipleOf", "uniqueItems",
        "minProperties", "maxProperties",
    ]

    /// The ``unsupportedKeywords`` that only restrict values, which the type holds whatever they say: ignored, they are
    /// not checked. The others describe a shape, left out of the type.
    private static let uncheckedKeywords: KeywordSet = [
        "not", "contains", "propertyNames", "dependentRequired", "multipleOf", "uniqueItems", "minProperties", "maxProperties",
    ]

    private static let exampleKeywords = ["example", "examples"]

    /// The parts of an `allOf` that make a type. OpenAPI 3.0 ignores keywords beside a `$ref`, so documents write
    /// `allOf: [{$ref: …}, {nullable: true}]` (OpenAI's, for a nullable union or object): a part of annotations only
    /// (``onlyAnnotates(_:)``) says something about the other, and the type is that other's, not an object merged from
    /// both.
    static func typedParts(ofAllOf parts: [JSONNode]) -> [JSONNode] {
        parts.filter { !onlyAnnotates($0) }
    }

    /// Whether an `allOf` part holds annotations only: `nullable`, a description, a default, examples.
    static func onlyAnnotates(_ part: JSONNode) -> Bool {
        guard let members = part.members else { return false }
        return members.allSatisfy { annotationKeys.contains($0.key) || $0.key.isSpecificationExtension }
    }

    /// Keywords that say something about a value without constraining it or making a type.
    static let annotationKeys: Set<String> = [
        "nullable", "description", "title", "default", "example", "examples", "readOnly", "writeOnly", "deprecated", "$comment",
    ]

    /// The keywords ``baseType(of:hint:)`` looks for before a schema's `type`.
    private static let compositeKeywords: KeywordSet = ["$ref", "oneOf", "anyOf", "allOf", "enum", "const"]
}

/// Where a schema (or a parameter, an operation) is written: its file (empty for the document's own) and its path there. Hashed by its file and
/// position rather than by its path: TMDB's schemas are deep, and walking the steps of every schema's path was a
/// twentieth of converting it. The position is part of the identity too, as one place has one position.
struct SchemaPlace: Hashable {
    let file: String
    let path: JSONPath
    let location: SourceLocation

    init(of schema: JSONNode) {
        file = schema.file ?? ""
        path = schema.path
        location = schema.location
    }

    static func == (lhs: SchemaPlace, rhs: SchemaPlace) -> Bool {
        lhs.location == rhs.location && lhs.file == rhs.file && lhs.path == rhs.path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(file)
    }
}
