import EndpointGenJSON
import EndpointGenSpec

/// Object schemas (with `allOf` flattened) and enums → native models.
extension OpenAPIConverter {
    /// Whether `schema` becomes an object model: properties, or an `allOf` to flatten.
    func isObjectModelSchema(_ schema: JSONNode) -> Bool {
        guard schema.members != nil, schema["$ref"] == nil, alternatives(of: schema) == nil else { return false }
        if let parts = schema["allOf"]?.elements { return Self.typedParts(ofAllOf: parts).count > 1 || schema["properties"] != nil }
        let names = typeNames(of: schema).names
        guard schema["enum"] == nil, names.count <= 1, names.first ?? "object" == "object" else { return false }
        return !(schema["properties"]?.members ?? []).isEmpty
    }

    /// A new object model for an inline schema, named `hint` (or `hint2`, …).
    mutating func objectModel(_ schema: JSONNode, hint: String) -> String {
        let name = reserveModel(hint, origin: schema)
        fillObjectModel(name, schema: schema)
        return name
    }

    mutating func fillObjectModel(_ name: String, schema: JSONNode) {
        let flat = flatten(schema)
        // Mapped into an array of the right size: a property's spec is large, and appending them one by one copied them
        // as the array grew.
        let properties = flat.properties.map { key, propertySchema in
            property(key, schema: propertySchema, model: name, of: schema, required: flat.required.contains(key))
        }
        finishModel(name, description: flat.description, kind: .object(properties))
        if let extra = flat.additionalProperties, let index = modelIndex[name] {
            models[index].additionalProperties = additionalProperties(extra, model: name)
        }
        // `additionalProperties: false` holds no other key either.
        if flat.additionalProperties.map({ $0.bool == false }) ?? true { reportUndeclaredRequired(flat, of: schema, model: name) }
    }

    /// Warns of each name `required` lists that no property declares, where no `additionalProperties` may hold it:
    /// nothing requires it, and Firefly's `WebhookStore` requires `trigger` beside its property `triggers`, so a body
    /// without the key the server needs was built without a word. A name that a schema including this one through
    /// `allOf` declares is required there (see ``AllOfIncluders``). One that a schema this one includes lists is this
    /// model's to report only when an includer of that schema declares it, as that schema is silent then.
    private mutating func reportUndeclaredRequired(_ flat: FlatObject, of schema: JSONNode, model: String) {
        let declared = flat.properties.map(\.key)
        let undeclared = flat.requiredNodes.filter { !declared.contains($0.key) }
        guard !undeclared.isEmpty else { return }
        let componentKey = schema.file == nil ? Self.componentKey(at: schema.path, in: .schemas) : nil
        for (key, node) in undeclared {
            if let componentKey, allOfIncluders().isDeclared(key, byIncludersOf: componentKey) { continue }
            let closest = Spelling.closest(to: key, among: declared).map { "did you mean '\($0)'?" }
            if node.file == schema.file, node.path.components.starts(with: schema.path.components) {
                warning("required name '\(key)' is not a declared property; nothing requires it", at: node,
                        hint: closest ?? "declare the property, or take the name out of 'required'")
                continue
            }
            let lister = node.file == nil ? Self.componentKey(at: node.path, in: .schemas, within: true) : nil
            if let lister, !allOfIncluders().isDeclared(key, byIncludersOf: lister) { continue }
            // Taking the name out of `required` would make it optional in the includers that declare it.
            warning("required name '\(key)' is not a declared property of '\(model)', which includes this 'required' through allOf; nothing requires it there",
                    at: node, hint: closest ?? "declare the property in '\(model)'")
        }
    }

    /// The names the schemas including each component schema declare, worked out when a model first needs them.
    private mutating func allOfIncluders() -> AllOfIncluders {
        if let includers { return includers }
        let found = AllOfIncluders(document: document)
        includers = found
        return found
    }

    /// The native `additionalProperties` of an object model: the type of the values of the keys it does not declare,
    /// kept in a dictionary property; `json` for `true` and `{}`; nil for `false`, which says what the model does
    /// anyway (other keys are ignored).
    private mutating func additionalProperties(_ node: JSONNode, model: String) -> AdditionalPropertiesSpec? {
        let type: TypeExpression
        if let members = node.members {
            type = members.isEmpty ? .json : self.type(of: node, hint: model + "Value")
        } else if node.bool == true {
            type = .json
        } else {
            if node.bool == nil { warning("'additionalProperties' must be a schema or a boolean, found \(node.kindName); ignored", at: node) }
            return nil
        }
        var spec = AdditionalPropertiesSpec(type: Located(type, at: node), location: node.location, path: node.path)
        // The bounds of each value (`additionalProperties: {type: string, maxLength: 2}` went unchecked).
        if node.members != nil { spec.constraints = constraints(of: node, type: type) }
        return spec
    }

    /// The property `key` of `model`, made from `owner`; `schema` is the property's, which an `allOf` may bring from
    /// another schema.
    private mutating func property(_ key: String, schema: JSONNode, model: String, of owner: JSONNode, required: Bool) -> PropertySpec {
        // Most properties have none of these keywords: one pass over the keys rules them all out, where looking each
        // up scanned the keys again.
        let marked = Self.propertyKeywords.containsKey(of: schema.members ?? [])
        // A property's `const` is mapped here, not reported by `type(of:)`.
        if marked, let constant = schema["const"] { propertyConsts.insert(constant.path.description) }
        // The hint is worked out only for an inline type that needs a name.
        let components = componentTypes
        var (type, nullable) = typeAndNullability(
            of: schema, hint: (Self.declaringComponentModel(of: schema, in: components) ?? model) + Casing.upperCamel(key)
        )
        // A read-only property is missing from requests and a write-only one from responses: optional either way.
        let target = referencedSchema(schema)
        // Pydantic v2 writes `Optional[SecretStr]` as `anyOf: [{…, writeOnly: true}, {type: 'null'}]`: the marks of the
        // value are the property's (Fief's required write-only `encrypt_jwk` failed every decode).
        let value = nullableAlternative(of: schema)
        let readOnly = marked && schema["readOnly"]?.bool == true || target?["readOnly"]?.bool == true || value?["readOnly"]?.bool == true
        let writeOnly = marked && schema["writeOnly"]?.bool == true || value?["writeOnly"]?.bool == true
        // A required read-only property stays required where the client only decodes the model, and a write-only one
        // where it only sends it (see SchemaDirections). The model's way decides, not that of a schema its `allOf` takes
        // properties from: Meilisearch's `TaskDetails`, only ever decoded, takes them from the `Settings` a PATCH sends.
        let optional = !required || readOnly && !directionsOfSchemas().isOnlyDecoded(owner) || writeOnly && !directionsOfSchemas().isOnlySent(owner)
        var property = PropertySpec(key: Located(key, at: schema), type: Located(type, at: schema))
        if readOnly { property.readOnly = Located(true, at: schema) }
        property.description = describeProperty(schema, key: key, type: type)
        if let description = property.description { leave(description, toTheMemberOf: type, madeFrom: schema) }
        if marked, schema["deprecated"]?.bool == true { property.deprecation = Deprecation() }
        // `const: text, default: text`, as Anthropic writes its discriminating `type`s: the default says nothing more.
        let defaultIsConstant = schema["const"].map { constant in schema["default"]?.value == constant.value } ?? false
        if marked, let constant = schema["const"] {
            if optional || nullable {
                // Pydantic's `Literal["text"] = "text"` (43 of Phoenix's 54 warnings) loses nothing on the wire: absent is
                // the constant to the server, as nil sends it.
                if nullable || !defaultIsConstant {
                    optionalConsts.append((constant, "'const' of the \(nullable ? "nullable" : "optional") property '\(key)' is not kept (only a required property that is not null holds its constant); typed as its base type"))
                }
            } else if fits(constant, type: type) {
                property.constValue = Located(constant)
            } else {
                warning("'const' \(constant.kindName) does not fit the type '\(openAPITypeName(type, schema: schema))'; typed as its base type", at: constant)
            }
        }
        // A required property's default, or that of the schema its `$ref` names when it fits (an enum's), as an `allOf`
        // wrapper gives it; an object's or list's is left alone, unreported. An optional property's is what the server
        // assumes when the key is absent, which nil says: decoded as the default, a model read and sent back sent
        // values the server never did (a PATCH reset what the app did not touch, a write-only secret its stored
        // value), and every model with one needed an `init(from:)` of its own (15% of TMDB's SDK).
        let own = marked ? schema["default"] : nil
        if !optional, let value = own ?? target?["default"].flatMap({ fits($0, type: type) ? $0 : nil }), value.value != .null {
            if property.constValue != nil {
                if !defaultIsConstant { warning("a property with 'const' always holds its constant; the other 'default' beside it is not kept", at: value) }
            } else if nullable, type != .json {
                dropped.note("nullable property's default", at: value)
            } else if fits(value, type: type) {
                property.defaultValue = Located(value)
            } else {
                reportUnkeptDefault(value, of: key, type: type, schema: schema, target: target)
            }
        }
        if type == .json {
            // JSONValue holds null itself.
            if optional || nullable { type = .optional(type) }
        } else {
            if optional { type = .optional(type) }
            // Null and absent differ only to a server: in a schema the client only decodes, an optional nullable
            // property is a plain optional (`Nullable<T>?` made a `while let next = page.next` loop read `.value`).
            if nullable, !(optional && directionsOfSchemas().isOnlyDecoded(owner)) {
                property.nullable = Located(true, at: schema["nullable"] ?? schema["type"] ?? schema)
            }
        }
        property.type.value = type
        property.constraints = constraints(of: schema, type: type)
        return property
    }

    /// Which way the document's schemas travel, worked out when first asked, as few documents mark a required property
    /// read-only or write-only.
    private mutating func directionsOfSchemas() -> SchemaDirections {
        if let schemaDirections { return schemaDirections }
        let directions = SchemaDirections(document: document)
        schemaDirections = directions
        return directions
    }

    /// Reports each `const` of an optional or nullable property that no union selects by: the union checks a tag's
    /// value itself (Pydantic's `type: Literal["x"] = "x"`, which every alternative of its unions declares).
    mutating func reportOptionalConsts() {
        let tags = Set(impliedDiscriminators.values.joined())
        for entry in optionalConsts where !tags.contains(SchemaPlace(of: entry.constant)) { warning(entry.message, at: entry.constant) }
        optionalConsts = []
    }

    /// Clears the description of the inline model `type` names when the model was made from the property's (or
    /// parameter's, or form field's) own `schema` and says what its doc comment says: the text was printed twice, and
    /// models that differ only in it could not share a type (Twilio 2010's 49 `…Method` enums of `GET` and `POST`, each
    /// described as "The HTTP method we use to call `<x>_url`").
    mutating func leave(_ description: String, toTheMemberOf type: TypeExpression, madeFrom schema: JSONNode) {
        guard case .named(let name) = type.unwrapped, let index = modelIndex[name],
              models[index].description == description, models[index].origin.path == schema.path,
              models[index].origin.file == schema.file
        else { return }
        models[index].description = nil
    }

    /// The schema a property's local `$ref` names, whose `readOnly` (Datadog marks its `Creator` schema, which monitors
    /// and dashboards refer to) and `default` are the property's too; nil without one (a missing target is reported
    /// where the type is read).
    private func referencedSchema(_ schema: JSONNode) -> JSONNode? {
        guard let ref = schema["$ref"]?.string, ref.hasPrefix("#") else { return nil }
        return components.resolve(pointer: String(ref.dropFirst()), in: document)
    }

    /// The keywords ``property(_:schema:model:required:)`` reads besides the type's.
    private static let propertyKeywords: KeywordSet = ["const", "readOnly", "writeOnly", "deprecated", "default"]

    /// Properties, `required` and description of a schema with its `allOf` parts merged (later parts win).
    mutating func flatten(_ schema: JSONNode) -> FlatObject {
        var flat = FlatObject()
        var visited: Set<String> = []
        var chain: [String] = []
        collect(schema, into: &flat, visited: &visited, chain: &chain, root: schema)
        return flat
    }

    /// The key of `schema` when it is a component schema (`Pet` for `components.schemas.Pet`), which a polymorphic
    /// parent's alternatives name; else nil.
    private static func slotKey(of schema: JSONNode) -> String? {
        let components = schema.path.components
        guard components.count == 3, components[0] == .key("components"), components[1] == .key("schemas"),
              case .key(let key) = components[2] else { return nil }
        return key
    }

    /// An object schema with its `allOf` parts merged.
    struct FlatObject {
        var properties: [(key: String, schema: JSONNode)] = []
        var required: Set<String> = []
        /// Where each name of `required` is first listed, in the order listed.
        var requiredNodes: [(key: String, node: JSONNode)] = []
        var description: String?
        /// The last `additionalProperties` merged (a part's own beside its properties, or one it includes).
        var additionalProperties: JSONNode?
    }

    /// `visited` holds every schema merged so far (a diamond merges a shared part once); `chain` the references
    /// being merged around this one, where a repeat is a cycle. `isReferenced` says `schema` is the target of a `$ref`;
    /// `root` is the schema being flattened.
    private mutating func collect(_ schema: JSONNode, into flat: inout FlatObject, visited: inout Set<String>, chain: inout [String],
                                  isReferenced: Bool = false, root: JSONNode? = nil) {
        if flat.description == nil { flat.description = describe(schema) }
        if let ref = schema["$ref"], let pointer = localPointer(ref) {
            if chain.contains(pointer) {
                let cycle = (chain + [pointer]).map { $0.lastPointerToken.map(String.init) ?? $0 }.joined(separator: " → ")
                warning("allOf includes '#\(pointer)' in itself ('\(cycle)'); the repeated part is merged once", at: ref,
                        hint: "remove the reference that closes the cycle")
            }
            guard visited.insert(pointer).inserted else { return }
            // Each schema of a chain merges the whole rest of it: a chain of 2,000 overflowed the stack, and 1,500 ran for
            // minutes. No real document nests so deep; the native format's limit is the same.
            guard chain.count < AllOfMerger.maximumDepth else {
                error("allOf nests more than \(AllOfMerger.maximumDepth) references deep; '#\(pointer)' is not merged", at: ref,
                      hint: "declare the properties in fewer levels")
                return
            }
            guard let target = components.resolve(pointer: pointer, in: document) else {
                error("'$ref' target '#\(pointer)' does not exist in this document", at: ref)
                return
            }
            chain.append(pointer)
            collect(target, into: &flat, visited: &visited, chain: &chain, isReferenced: true, root: root)
            chain.removeLast()
        }
        for part in schema["allOf"]?.elements ?? [] { collect(part, into: &flat, visited: &visited, chain: &chain, root: root) }
        // A polymorphic parent that a subtype includes (`Circle: allOf [Shape, {radius}]`, Shape's `oneOf` listing
        // Circle and Square): its alternatives are its subtypes, not properties of this one (Nile's JSON Patch
        // operations each had every other operation's properties). Another schema that includes it still gets them.
        let isIncludedParent = isReferenced && schema["discriminator"] != nil && root.flatMap(Self.slotKey).map { key in
            ((schema["oneOf"] ?? schema["anyOf"])?.elements ?? []).contains { Self.componentKey($0["$ref"]?.string, in: .schemas) == key }
        } ?? false
        if let keyword = constraintOnlyKeyword(of: schema), let node = schema[keyword] {
            warning("'\(keyword)' only says which properties must be present; the client does not check it", at: node)
        } else if !isIncludedParent, let (keyword, variants) = alternatives(of: schema), let node = schema[keyword] {
            // A choice of one is that one: toaztr's transfer is `allOf: [Base, {anyOf: [{properties: …}]}]`.
            let chosen = variants.filter { !isNullSchema($0) }
            if chosen.count == 1 {
                collect(chosen[0], into: &flat, visited: &visited, chain: &chain)
            } else {
                collectAlternatives(chosen, of: keyword, at: node, into: &flat, visited: visited, chain: &chain)
            }
        }
        // An `allOf` part is read here, not as a schema of its own (its root and a component it names are read as one).
        reportMistypedKeywords(of: schema)
        if root.map({ SchemaPlace(of: $0) != SchemaPlace(of: schema) }) ?? true, !isReferenced { reportUnsupportedKeywords(of: schema) }
        for member in schema["properties"]?.members ?? [] {
            if let index = flat.properties.firstIndex(where: { $0.key == member.key }) {
                flat.properties[index].schema = Self.declaration(member.value, over: flat.properties[index].schema)
            } else {
                flat.properties.append((member.key, member.value))
            }
        }
        for node in schema["required"]?.elements ?? [] {
            if let name = node.string, flat.required.insert(name).inserted { flat.requiredNodes.append((name, node)) }
        }
        if let extra = schema["additionalProperties"] { flat.additionalProperties = extra }
        reportDeprecatedModel(schema)
    }

    /// The schema of a property that a later `allOf` part declares again over `inherited`: the part's `own` when it
    /// makes a type (the later part wins); when it only refines the inherited one, with annotations and bounds and no
    /// type (hand-written hierarchies add a description, `readOnly` or a `maximum` so), both as one: `{allOf:
    /// [inherited], <own>}` with the inherited annotations the part does not restate. The part alone was any JSON.
    private static func declaration(_ own: JSONNode, over inherited: JSONNode) -> JSONNode {
        guard let members = own.members, members.allSatisfy({ isRefinement($0.key) }),
              let inheritedMembers = inherited.members, !inheritedMembers.allSatisfy({ isRefinement($0.key) }) else { return own }
        // Its `nullable` is read through the `allOf`, and its examples would be reported twice.
        let carried = inheritedMembers.filter { member in
            annotationKeys.contains(member.key) && !["nullable", "example", "examples"].contains(member.key) && own[member.key] == nil
        }
        let parts = JSONNode(value: .array([inherited]), location: own.location, path: own.path, file: own.file)
        let allOf = JSONMember(key: "allOf", keyLocation: own.location, value: parts)
        return JSONNode(value: .object([allOf] + members + carried), location: own.location, path: own.path, file: own.file)
    }

    /// Whether the schema keyword `key` annotates or bounds a value without making a type.
    private static func isRefinement(_ key: String) -> Bool {
        annotationKeys.contains(key) || constraintKeys.contains(key) || key.isSpecificationExtension
    }

    /// The alternatives of a `oneOf`/`anyOf` that is part of an object: their properties become the object's, required
    /// only when every alternative requires them. django-allauth's login is `allOf [{password}, anyOf [{username},
    /// {email}, {phone}]]`; leaving the alternatives out left a body that could not name its user. A property the
    /// alternatives declare differently (a discriminator's values) is left out: no one schema is right for it. One they
    /// only document differently is kept: JupyterHub's user and service each describe their own `name` and `admin`.
    private mutating func collectAlternatives(_ alternatives: [JSONNode], of keyword: String, at node: JSONNode, into flat: inout FlatObject,
                                              visited: Set<String>, chain: inout [String]) {
        var parts: [FlatObject] = []
        for alternative in alternatives {
            var part = FlatObject()
            var seen = visited
            collect(alternative, into: &part, visited: &seen, chain: &chain)
            parts.append(part)
        }
        var conflicting: [String] = []
        for part in parts {
            for property in part.properties where !flat.properties.contains(where: { $0.key == property.key }) && !conflicting.contains(property.key) {
                let declarations = parts.compactMap { other in other.properties.first { $0.key == property.key }?.schema }
                guard declarations.allSatisfy({ $0.describesSameValues(as: property.schema) }) else {
                    conflicting.append(property.key)
                    continue
                }
                // The first alternative's declaration, unless it deprecates a property that another still offers.
                let kept = declarations.first { $0["deprecated"]?.bool != true } ?? property.schema
                flat.properties.append((property.key, kept))
                if parts.allSatisfy({ $0.required.contains(property.key) }) { flat.required.insert(property.key) }
            }
        }
        let left = conflicting.isEmpty ? "" : "; " + conflicting.map { "'\($0)'" }.joined(separator: ", ") + " declared differently by them, left out"
        warning("'\(keyword)' inside an object model: its alternatives' properties are the object's, each optional unless all require it\(left)",
                at: node, hint: "which alternative a value must match is not checked")
    }

    private mutating func reportDeprecatedModel(_ schema: JSONNode) {
        if let node = schema["deprecated"], node.bool == true, schema["properties"] != nil {
            warning("a deprecated schema cannot be marked: a deprecated type would make the SDK's own code that uses it warn; "
                    + "deprecated operations and properties are marked", at: node)
        }
    }

    /// The values of an enum schema as native enum values (strings, numbers, booleans or a mix), equal values kept
    /// once and `null` left out (it makes the type optional); nil for any other schema, and for an enum with a value
    /// no native enum holds: an array, an object, or an integer that the `Double` of a number enum cannot hold. An
    /// array's enum is none (see ``arrayWithItemValues(_:)``).
    func enumCases(of schema: JSONNode) -> [EnumValueSpec]? {
        guard schema.members != nil, schema["$ref"] == nil, schema["allOf"] == nil, alternatives(of: schema) == nil,
              let values = schema["enum"]?.elements, typeNames(of: schema).names != ["array"] else { return nil }
        var seen: Set<EnumLiteral> = []
        var cases: [EnumValueSpec] = []
        for node in values {
            if case .null = node.value { continue }
            guard let literal = EnumLiteral(node.value) else { return nil }
            if seen.insert(literal.canonical).inserted { cases.append(EnumValueSpec(value: Located(literal, at: node))) }
        }
        let kind = EnumKind(values: cases.map(\.value.value))
        let inexact = cases.contains { if case .integer(let integer) = $0.value.value { Double(exactly: integer) == nil } else { false } }
        guard !cases.isEmpty, !(inexact && (kind == .number || kind == .mixed)) else { return nil }
        // An integer enum holding a value beyond 64 bits became a Double enum, and sent `1e+20`.
        if schema["type"]?.string == "integer", kind == .number { return nil }
        return cases
    }

    mutating func enumType(_ schema: JSONNode, values: [JSONNode], hint: @autoclosure () -> String, nullable: Bool) -> (TypeExpression, Bool) {
        let hasNull = values.contains { if case .null = $0.value { true } else { false } }
        if let cases = enumCases(of: schema) {
            let name = reserveModel(hint(), origin: schema)
            fillEnumModel(name, schema: schema, cases: cases)
            return (.named(name), nullable || hasNull)
        }
        // `enum: [null]` allows only null, which JSONValue holds.
        if values.allSatisfy({ if case .null = $0.value { true } else { false } }) { return (.json, false) }
        warning("an enum with an array, an object, or a number its type cannot hold among its values is typed as any JSON value (JSONValue)",
                at: schema["enum"] ?? schema, hint: "declare the values as a 'oneOf' of 'const' schemas")
        return (.json, nullable || hasNull)
    }

    mutating func fillEnumModel(_ name: String, schema: JSONNode, cases: [EnumValueSpec]) {
        let all = schema["enum"]?.elements?.filter { if case .null = $0.value { false } else { true } } ?? []
        if all.count != cases.count, let node = schema["enum"] {
            warning("duplicate enum values are kept once", at: node)
        }
        reportValuesBesideType(of: schema, cases: cases)
        finishModel(name, description: describe(schema), kind: .enumeration(cases))
    }

    /// Warns when an enum's values are not of the one `type` written beside them (Google Maps' `price_level`:
    /// `type: string` with `enum: [0, 1, 2, 3, 4]`), which no value satisfies: the values as written make the enum,
    /// as they are what the documented server sends (`"price_level": 2`), and a value of the other type is refused.
    private mutating func reportValuesBesideType(of schema: JSONNode, cases: [EnumValueSpec]) {
        let declared = typeNames(of: schema).names
        guard declared.count == 1, let type = declared.first, let node = schema["type"] else { return }
        let written: String
        switch EnumKind(values: cases.map(\.value.value)) {
        case .string: written = "strings"
        case .integer where type == "integer" || type == "number", .number where type == "number": return
        case .integer, .number: written = "numbers"
        case .boolean: written = "booleans"
        case .mixed: return
        }
        guard !(written == "strings" && type == "string"), !(written == "booleans" && type == "boolean") else { return }
        // The kind of values in quotes, so that one kind hides every such warning (`--quiet-warnings`).
        warning("enum values of another type than 'type: \(type)' ('\(written)'), which none of them is; they are kept as written, and \(type.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(type) is refused",
                at: node, hint: "write the values as the server sends them, and the 'type' to match")
    }
}
