import EndpointGenJSON
import EndpointGenSpec

/// `oneOf` / `anyOf` of several schemas → native `oneOf` models, with the `discriminator` when it applies.
extension OpenAPIConverter {
    /// Whether `schema` makes a native `oneOf` model: a `oneOf`/`anyOf` of at least two non-null alternatives, or a
    /// schema of several types.
    func isUnionSchema(_ schema: JSONNode) -> Bool {
        guard schema.members != nil, schema["$ref"] == nil else { return false }
        if let variants = alternatives(of: schema)?.variants { return variants.filter { !isNullSchema($0) }.count > 1 }
        return schema["allOf"] == nil && schema["enum"] == nil && typeNames(of: schema).names.count > 1
    }

    /// The `oneOf` (else `anyOf`) alternatives that make `schema` a choice of types; nil without them, and when every
    /// alternative only constrains the object it stands beside: OpenAI's `anyOf: [{required: [file_ids]}, {required:
    /// [files]}]` says which of the object's properties must be present, and the object keeps them (the rule is not
    /// checked; see ``constraintOnlyKeyword(of:)``). Alternatives that are one scalar are the first of them
    /// (``sameScalarPositions(_:)``).
    func alternatives(of schema: JSONNode) -> (keyword: String, variants: [JSONNode])? {
        guard let keyword = schema["oneOf"] != nil ? "oneOf" : schema["anyOf"] != nil ? "anyOf" : nil,
              let variants = schema[keyword]?.elements else { return nil }
        guard !variants.allSatisfy(Self.onlyConstrains) || variants.isEmpty else { return nil }
        let choice = Self.withoutEmptyStringChoice(variants)
        guard let same = sameScalarPositions(choice) else { return (keyword, choice) }
        return (keyword, choice.indices.filter { $0 == same[0] || !same.contains($0) }.map { choice[$0] })
    }

    /// `variants` without an alternative that only allows `""` beside a plain string that allows it too: Stripe
    /// writes `anyOf: [{type: string, maxLength: 5000}, {type: string, enum: [""]}]` (an empty string clears the
    /// field) hundreds of times, which is a string, not an enum of one value that every other text is unknown to.
    static func withoutEmptyStringChoice(_ variants: [JSONNode]) -> [JSONNode] {
        let takesEmpty = variants.contains { (variant: JSONNode) -> Bool in
            if let minimum = variant["minLength"], case .number(let number) = minimum.value, number.int64 != 0 { return false }
            return variant["type"]?.string == "string" && ["enum", "const", "format", "pattern"].allSatisfy { variant[$0] == nil }
        }
        guard takesEmpty else { return variants }
        return variants.filter { stringValues(of: $0) != [""] }
    }

    /// `oneOf` or `anyOf` when `schema` has one whose alternatives only constrain the object beside them.
    func constraintOnlyKeyword(of schema: JSONNode) -> String? {
        guard alternatives(of: schema) == nil else { return nil }
        return ["oneOf", "anyOf"].first { schema[$0]?.elements?.isEmpty == false }
    }

    /// Whether `alternative` holds constraints on the value beside it (an object's `required`, `not` or property count;
    /// a list's, a text's or a number's bounds) and nothing that makes a type.
    private static func onlyConstrains(_ alternative: JSONNode) -> Bool {
        guard let members = alternative.members, members.contains(where: { constraintKeys.contains($0.key) }) else { return false }
        return members.allSatisfy { constraintKeys.contains($0.key) || annotationKeys.contains($0.key) || $0.key.isSpecificationExtension }
    }

    /// OGC API's bounding box is `type: array, items: number, oneOf: [{minItems: 4, maxItems: 4}, {minItems: 6,
    /// maxItems: 6}]`: a list of numbers, which became a union of one `json` case.
    static let constraintKeys: Set<String> = [
        "required", "not", "minProperties", "maxProperties", "dependentRequired", "minItems", "maxItems", "uniqueItems", "minLength",
        "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
    ]

    /// Converts the alternatives of a union schema (or the `subtypes` of a base schema, see
    /// ``subtypeAlternatives(ofComponent:schema:)``) into the model `name`; returns whether `null` is one of them.
    @discardableResult
    mutating func fillUnionModel(_ name: String, schema: JSONNode, subtypes: [JSONNode]? = nil) -> Bool {
        if subtypes == nil, let object = keylessAlternativesObject(schema) {
            fillObjectModel(name, schema: object)
            return false
        }
        guard let (keyword, listed) = subtypes.map({ ("oneOf", $0) }) ?? alternatives(of: schema) else {
            fillTypeListModel(name, schema: schema)
            return false
        }
        guard listed.count <= UnionSpec.maximumAlternatives else {
            error(UnionSpec.tooManyAlternatives(listed.count, keyword: keyword), at: schema[keyword] ?? schema, hint: "split the union")
            finishModel(name, description: describe(schema), kind: .object([]))
            return false
        }
        var nullable = listed.contains { isNullSchema($0) }
        let variants = mergingStringChoices(listed)
        if let choice = choiceValues(variants.filter { !isNullSchema($0) }) {
            if let sentinels = sentinelUnion(of: choice) {
                finishModel(name, description: describe(schema), kind: .union(sentinels))
                return nullable
            }
            reportUncheckedBounds(of: choice.free, enumeration: name)
            finishModel(name, description: describe(schema), kind: .enumeration(choice.values))
            return nullable
        }
        var union = UnionSpec(alternatives: [])
        var componentKeys: [String: String] = [:]  // model name → component key, for the discriminator
        var components: [String: JSONNode] = [:]  // model name → its component schema
        var inlineObjects: [(model: String, schema: JSONNode)] = []
        var converted: [(schema: JSONNode, model: String?)] = []  // each alternative's schema and model, for its tag
        let alternativeNames = Self.alternativeNames(variants, discriminator: schema["discriminator"]?["propertyName"]?.string, resolve: peek)
        var keepsProperties = true
        let oneOrMany = oneOrMany(variants)
        var element: TypeExpression?
        for (index, variant) in variants.enumerated() where !isNullSchema(variant) {
            let merged = alternativeWithSharedProperties(variant, of: schema)
            if merged == nil, variant["$ref"] == nil, schema["properties"] != nil { keepsProperties = false }
            var type: TypeExpression
            if let oneOrMany, index == oneOrMany.one || index == oneOrMany.many {
                // One type for the value and the list's items, converted once: `.value(.debug)`, `.values([.debug])`.
                let value = element ?? self.type(of: variants[oneOrMany.one], hint: name + "Value")
                element = value
                type = index == oneOrMany.many ? .array(value) : value
            } else if merged == nil, let literal = Self.booleanAlternative(variant) ?? Self.stringAlternative(variant) {
                type = literal
            } else {
                type = self.type(of: merged ?? variant, hint: name + alternativeNames[index])
            }
            if type.isOptional {
                type = type.unwrapped
                nullable = true
            }
            type = Self.objectWhenFreeForm(type, declaredType: peek(merged ?? variant)["type"]?.string)
            guard add(type, at: variant, to: &union) else { continue }
            converted.append((merged ?? variant, type.name))
            guard let alternative = type.name else { continue }
            if let key = Self.componentKey(variant["$ref"]?.string, in: .schemas) {
                componentKeys[alternative] = key
                components[alternative] = peek(variant)
            } else if variant["$ref"] == nil, isObjectModel(type) {
                inlineObjects.append((alternative, variant))
            }
        }
        if !keepsProperties, let properties = schema["properties"] {
            warning("'properties' beside '\(keyword)' are kept only by the alternatives that are objects", at: properties)
        }
        if let discriminator = schema["discriminator"] {
            union.discriminator = discriminator["propertyName"]?.string.map { Located($0, at: discriminator) }
            if union.discriminator == nil {
                warning("'discriminator' needs a string 'propertyName'; ignored", at: discriminator)
            }
            for member in discriminator["mapping"]?.members ?? [] {
                guard let target = member.value.string else { continue }
                let key = target.droppingPointerPrefix("#/components/schemas/").map { Self.token($0) } ?? target
                guard let model = key.flatMap({ componentTypes[$0] })?.unwrapped.name else {
                    warning("discriminator mapping '\(member.key)' → '\(target)' is not a component schema; left out", at: member.value)
                    continue
                }
                // A schema the mapping selects is one of the types the value can be, listed or not (Cohere's stream
                // events map citation-start to an event its oneOf leaves out).
                if !union.alternatives.contains(where: { $0.value == .named(model) }) {
                    union.alternatives.append(Located(.named(model), at: member.value))
                }
                union.map(member.key, to: model, at: member.value)
            }
            // Without a mapping entry OpenAPI selects by the component's name, which the model name may spell differently.
            // A component whose property lists its own values is selected by those too: Spotify's `TrackObject` pins
            // `type: {enum: [track]}` without a mapping, the server sends `track`, and every item decoded as unknown.
            for alternative in union.alternatives {
                guard let model = alternative.value.name, !union.mapping.contains(where: { $0.model.value == model }),
                      let key = componentKeys[model] else { continue }
                let listed = union.discriminator.flatMap { property in components[model].map { listedValues(of: property.value, in: $0) } } ?? []
                for value in listed where value != key { union.map(value, to: model, at: discriminator) }
                if key != model || !listed.isEmpty { union.map(key, to: model, at: discriminator) }
            }
            if let property = union.discriminator?.value {
                selectInlineObjects(inlineObjects, by: property, in: &union, at: discriminator)
                reportSharedValues(of: union, property: property, keyword: keyword, at: discriminator, componentKeys: componentKeys) { model in
                    inlineObjects.first { $0.model == model }.flatMap { object in schema[keyword]?.elements?.firstIndex { $0.path == object.schema.path } }
                }
            }
            // A mapping means nothing without the property it reads.
            if union.discriminator == nil { union.mapping = [] }
        } else if let implied = impliedDiscriminator(of: converted) {
            union.discriminator = implied.property
            union.discriminatorIsOptional = implied.isOptional
            for entry in implied.values { union.map(entry.value, to: entry.model, at: entry.node) }
            impliedDiscriminators[name] = implied.constants
        }
        if union.alternatives.isEmpty {
            warning("'\(keyword)' lists no alternative other than null; '\(name)' is an empty object", at: schema[keyword] ?? schema)
            finishModel(name, description: describe(schema), kind: .object([]))
        } else {
            finishModel(name, description: describe(schema), kind: .union(union))
        }
        return nullable
    }

    /// `variants` with their inline string `enum`s and `const`s, when there are several beside other alternatives, as
    /// one `enum` of all their values in the place of the first. Each was an open enum, which takes every string, so
    /// all but the first were unreachable: Stripe's `cancel_at` (an integer, `''`, or `max_period_end` and
    /// `min_period_end`) needed `.option2(.unknown("max_period_end"))`. Alternatives of strings only are one enum
    /// already (``choiceValues(_:depth:)``).
    private func mergingStringChoices(_ variants: [JSONNode]) -> [JSONNode] {
        let choices = variants.indices.filter { index in
            let variant = variants[index]
            guard variant["$ref"] == nil, variant["format"] == nil, variant["pattern"] == nil else { return false }
            let values = variant["const"].map { [$0] } ?? variant["enum"]?.elements ?? []
            return !values.isEmpty && values.allSatisfy { $0.string != nil }
                && (variant["type"] == nil || variant["type"]?.string == "string")
        }
        guard choices.count > 1, choices.count < variants.filter({ !isNullSchema($0) }).count, let first = choices.first else {
            return variants
        }
        var values: [JSONNode] = []
        for index in choices {
            for value in variants[index]["const"].map({ [$0] }) ?? variants[index]["enum"]?.elements ?? []
            where !values.contains(where: { $0.hasSameValue(as: value) }) {
                values.append(value)
            }
        }
        let at = { (value: JSONValue) in JSONNode(value: value, location: variants[first].location, path: variants[first].path, file: variants[first].file) }
        let merged = at(.object([JSONMember(key: "type", keyLocation: variants[first].location, value: at(.string("string"))),
                                 JSONMember(key: "enum", keyLocation: variants[first].location, value: at(.array(values)))]))
        return variants.indices.compactMap { index in index == first ? merged : choices.contains(index) ? nil : variants[index] }
    }

    /// A choice of strings whose one plain alternative says what it holds (a `description` or `title` of its own) as a
    /// union of a case without payload per listed value, tried first, and that string: Replicate's prediction
    /// `version` is `oneOf: [{type: string, description: The ID of the model version…}, {enum: [hidden]}]`, and as
    /// one open enum every version ID, the usual value, was `.unknown("5c7d…")`, documented as a value the SDK does
    /// not know. Without such words the plain string is "any other value" beside the known ones (OpenAI's and
    /// Anthropic's model names), which the enum's `unknown` case says; nil for that, and for numbers.
    private func sentinelUnion(of choice: (values: [EnumValueSpec], free: [JSONNode])) -> UnionSpec? {
        guard choice.free.count == 1, let free = choice.free.first, free["$ref"] == nil, free["type"]?.string == "string",
              free["description"] != nil || free["title"] != nil else { return nil }
        var alternatives: [Located<TypeExpression>] = []
        for value in choice.values {
            guard case .string(let text) = value.value.value else { return nil }
            alternatives.append(value.value.with(UnionSpec.stringAlternative(text)))
        }
        alternatives.append(Located(.named("string"), at: free))
        return UnionSpec(alternatives: alternatives)
    }

    /// Says that the bounds of the plain alternatives of a choice that became the enum `enumeration` are not checked:
    /// a value it does not list is its `unknown` value, whether it matches them or not (beside Netdata's colour names,
    /// a hex colour as `zzz` is).
    private mutating func reportUncheckedBounds(of free: [JSONNode], enumeration: String) {
        for alternative in free {
            let text = typeNames(of: alternative).names.first == "string"
            for key in text ? ["pattern", "minLength", "maxLength"] : ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"] {
                guard let node = alternative[key], node.bool == nil else { continue }
                let value = text ? "string" : "number"
                warning("'\(key)' is not checked: the enum '\(enumeration)' lists the values beside this \(value) and takes any other \(value) as 'unknown'",
                        at: node)
            }
        }
    }

    /// The positions of the first inline schema that a union also lists an array of: "one value or a list"
    /// (langgraph's `stream_mode`), whose list and value got the names `Option1Items` and `Option2` of two types of one
    /// shape. Other alternatives may stand beside them: Llama Stack's content is `string | X | [X]`, whose X and list
    /// were `option2(…Option2)` and `item2s([…Item2])`. A referenced schema is named already.
    private func oneOrMany(_ variants: [JSONNode]) -> (one: Int, many: Int)? {
        for one in variants.indices where variants[one]["$ref"] == nil && !isNullSchema(variants[one]) {
            let many = variants.indices.first { many in
                variants[many]["type"]?.string == "array" && variants[many]["items"]?.hasSameValue(as: variants[one]) == true
            }
            if let many { return (one, many) }
        }
        return nil
    }

    /// Maps the values an inline object alternative lists for the discriminator `property` (`kind: {enum: [circle]}`)
    /// to it: an inline schema has no name for the discriminator to default to, and the model name the converter gave
    /// it is nothing the server sends. When one lists none, the discriminator cannot select it and is dropped with a
    /// warning: the alternatives are tried in order.
    private mutating func selectInlineObjects(_ objects: [(model: String, schema: JSONNode)], by property: String,
                                              in union: inout UnionSpec, at discriminator: JSONNode) {
        for object in objects where !union.mapping.contains(where: { $0.model.value == object.model }) {
            let values = listedValues(of: property, in: object.schema)
            guard !values.isEmpty else {
                warning("'discriminator' cannot select the inline alternative '\(object.model)', which lists no value of '\(property)'; alternatives are tried in order",
                        at: discriminator, hint: "add a 'mapping', or an enum of the values to the alternative's '\(property)'")
                union.discriminator = nil
                union.mapping = []
                return
            }
            for value in values { union.map(value, to: object.model, at: object.schema) }
        }
    }

    /// The strings the object `schema` lists for its `property` (an `enum` or `const`, also of a schema the property
    /// refers to), where it first declares one: in the schema, the schema it refers to and the parts of its `allOf`,
    /// each once, in order. Spotify's `EpisodeObject` is `allOf: [EpisodeBase, …]`, whose `type` lists `episode`; read
    /// from the object and its inline parts alone, the value selected nothing and every episode decoded as unknown. A
    /// base another schema names counts only when it pins one value: a base that lists every subtype's value (`kind:
    /// [cat, dog]` on `Pet`) says nothing of which subtype this is.
    private func listedValues(of property: String, in schema: JSONNode) -> [String] {
        for (node, isBase) in mergedParts(of: schema) {
            guard let declared = node["properties"]?[property] else { continue }
            let values = Self.stringValues(of: peek(declared))
            if isBase ? values.count == 1 : !values.isEmpty { return values }
        }
        return []
    }

    /// Once every model is converted: an alternative through which a union would contain itself by unions alone
    /// (never decodable) is left out; a discriminator stays only when every alternative that can be a JSON object is an
    /// object model, which it then selects; the alternatives tried in order are ordered so that each can be reached
    /// (see ``UnionOrdering``).
    mutating func finishUnions() {
        var shapes = ModelShapes(models: models.map(\.spec))
        // A union can reach itself through an alternative only when both are in one cycle of unions, and leaving an
        // alternative out only removes edges: the search below runs for those alone. Searching from every alternative
        // of every union took the square of a chain's length (5,000 unions each listing the next: 15 s).
        let cycles = CycleGroups(models.compactMap { model in
            if case .union(let union)? = model.kind { (model.name, union.alternatives.compactMap(\.value.name)) } else { nil }
        })
        for index in models.indices {
            guard case .union(var union)? = models[index].kind else { continue }
            var leftOut: Set<String> = []
            union.alternatives.removeAll { alternative in
                var visited: Set<String> = []
                guard let name = alternative.value.name, let cycle = cycles.group(of: name), cycles.group(of: models[index].name) == cycle,
                      reachesUnion(models[index].name, from: name, visited: &visited) else { return false }
                warning("alternative '\(name)' makes '\(models[index].name)' one of itself through unions only; left out", at: alternative)
                leftOut.insert(name)
                return true
            }
            // Its discriminator values go with it (they would select a model no longer listed).
            union.mapping.removeAll { leftOut.contains($0.model.value) }
            if let discriminator = union.discriminator,
               let other = union.alternatives.first(where: { !isObjectModel($0.value) && shapes.shapes(of: $0.value).contains(where: \.mayBeObject) }) {
                // A discriminator the document did not write goes silently: trying in order is what it asked for.
                if impliedDiscriminators.removeValue(forKey: models[index].name) == nil {
                    warning("'discriminator' cannot select '\(other.value)', which can be an object but is not an object model; alternatives are tried in order",
                            at: discriminator)
                }
                union.discriminator = nil
                union.discriminatorIsOptional = false
                union.mapping = []
            }
            let ordering: (kept: [Located<TypeExpression>], leftOut: [UnionOrdering.LeftOut])
            if union.discriminator == nil {
                ordering = UnionOrdering.ordering(union.alternatives, shapes: &shapes)
                union.alternatives = ordering.kept
            } else {
                // Objects are selected by the discriminator, whatever their order; the rest is tried when the value is none.
                let objects = union.alternatives.filter { isObjectModel($0.value) }
                ordering = UnionOrdering.ordering(union.alternatives.filter { !isObjectModel($0.value) }, shapes: &shapes)
                union.alternatives = objects + ordering.kept
            }
            for left in ordering.leftOut {
                let takers = left.takers.map { "'\($0)'" }
                let taken = takers.isEmpty ? "it takes no value" : "\(takers.joined(separator: " and ")) \(takers.count == 1 ? "takes" : "take") every value it would"
                warning("alternative '\(left.alternative.value)' of '\(models[index].name)' is left out, unreachable: \(taken)", at: left.alternative)
            }
            models[index].kind = union.alternatives.isEmpty ? .object([]) : .union(union)
        }
    }

    /// A schema of several types (`type: ["string", "array"]`) as the model `name`: one alternative per type, each
    /// read with the schema's keywords (`items` for the array, `properties` for the object), `null` left to the caller.
    private mutating func fillTypeListModel(_ name: String, schema: JSONNode) {
        var union = UnionSpec(alternatives: [])
        let typeNode = schema["type"] ?? schema
        for typeName in typeNames(of: schema).names {
            let node = typeNode.elements?.first { $0.string == typeName } ?? typeNode
            let type = singleType(schema, name: typeName, hint: name + Casing.upperCamel(typeName))
            add(Self.objectWhenFreeForm(type, declaredType: typeName), at: node, to: &union)
        }
        finishModel(name, description: describe(schema), kind: .union(union))
    }

    /// `type`, an alternative converted, as an object of any values when it is a free-form object (`declaredType`
    /// `object` without properties), which is any JSON elsewhere: in a union it decoded numbers and strings too, and its
    /// case was `.json` beside an `array` of any values (Wikimedia's `log_params`).
    private static func objectWhenFreeForm(_ type: TypeExpression, declaredType: String?) -> TypeExpression {
        type == .json && declaredType == "object" ? .dictionary(.json) : type
    }

    /// `false` (or `true`) for an inline alternative that allows that one boolean (`{type: boolean, enum: [false]}`,
    /// `{const: false}`): a case without payload that stands for it, as `null`'s does. LangGraph's `index` is `false`
    /// or the fields to index, and was `.option1(StorePutRequestIndexOption1)` whose one case was `.false` and which
    /// kept `true` as an unknown value the server refuses.
    private static func booleanAlternative(_ schema: JSONNode) -> TypeExpression? {
        guard let members = schema.members, schema["type"].map({ $0.string == "boolean" }) ?? true,
              members.allSatisfy({ booleanAlternativeKeys.contains($0.key) || $0.key.isSpecificationExtension }) else { return nil }
        let values = schema["enum"]?.elements ?? schema["const"].map { [$0] } ?? []
        guard values.count == 1, let value = values[0].bool, schema["nullable"]?.bool != true else { return nil }
        return .named(value ? "true" : "false")
    }

    /// The quoted string (``UnionSpec/stringAlternative(_:)``) for an inline alternative that allows that one string
    /// (`{type: string, enum: [auto]}`, `{const: "*"}`) beside alternatives that are not all strings: a case without
    /// payload, as `false`'s is. LangGraph's `interrupt_before` is `"*"` or a list of nodes, and was
    /// `.wildcard(RunCreateInterruptBeforeWildcard)`, an enum of one value that also took every other string.
    private static func stringAlternative(_ schema: JSONNode) -> TypeExpression? {
        guard let members = schema.members, schema["type"].map({ $0.string == "string" }) ?? true,
              members.allSatisfy({ booleanAlternativeKeys.contains($0.key) || $0.key.isSpecificationExtension }) else { return nil }
        let values = schema["enum"]?.elements ?? schema["const"].map { [$0] } ?? []
        guard values.count == 1, let value = values[0].string, !value.isEmpty, schema["nullable"]?.bool != true else { return nil }
        return UnionSpec.stringAlternative(value)
    }

    /// The keywords of an alternative of one boolean: its value and type, and what only annotates it.
    private static let booleanAlternativeKeys = annotationKeys.union(["type", "enum", "const"])

    /// Adds `type` to `union` unless it is an alternative already, which is reported; returns whether it was added.
    @discardableResult
    private mutating func add(_ type: TypeExpression, at node: JSONNode, to union: inout UnionSpec) -> Bool {
        guard !union.alternatives.contains(where: { $0.value == type }) else {
            warning("alternative '\(type)' is listed twice once converted; kept once", at: node)
            return false
        }
        union.alternatives.append(Located(type, at: node))
        return true
    }

    private func isObjectModel(_ type: TypeExpression) -> Bool {
        if case .object? = kind(ofModel: type) { true } else { false }
    }

    /// Whether `target` is reached from `name` through union alternatives: an explicit stack, each union entered
    /// once (linear however the unions fan out, and no recursion however long the chain).
    private func reachesUnion(_ target: String, from name: String, visited: inout Set<String>) -> Bool {
        var stack = [name]
        while let current = stack.popLast() {
            if current == target { return true }
            guard visited.insert(current).inserted, let index = modelIndex[current], case .union(let union)? = models[index].kind else { continue }
            stack.append(contentsOf: union.alternatives.compactMap(\.value.name))
        }
        return false
    }
}

extension UnionSpec {
    /// Maps the discriminator value `value` to `model`, beside any other model it selects: two alternatives may allow
    /// one value, and the value then selects neither alone.
    fileprivate mutating func map(_ value: String, to model: String, at node: JSONNode) {
        guard !mapping.contains(where: { $0.value.value == value && $0.model.value == model }) else { return }
        mapping.append(Mapping(value: Located(value, at: node), model: Located(model, at: node)))
    }
}
