import EndpointGenJSON
import EndpointGenSpec

/// `oneOf` / `anyOf` of several schemas → native `oneOf` models, with the `discriminator` when it applies.
extension OpenAPIConverter {
    /// Native scalars a `oneOf` may list besides models.
    static let unionScalars: Set<String> = ["string", "int", "int32", "int64", "double", "bool", "date-time", "date", "uuid", "url"]

    /// Whether `schema` is a `oneOf`/`anyOf` of at least two non-null alternatives that can each be a native type name.
    mutating func isUnionSchema(_ schema: JSONNode) -> Bool {
        var visiting: Set<String> = []
        return isUnionSchema(schema, depth: 0, visiting: &visiting)
    }

    private mutating func isUnionSchema(_ schema: JSONNode, depth: Int, visiting: inout Set<String>) -> Bool {
        guard schema.members != nil, schema["$ref"] == nil, depth < 8, let variants = (schema["oneOf"] ?? schema["anyOf"])?.elements else { return false }
        let nonNull = variants.filter { !isNullSchema($0) }
        return nonNull.count > 1 && nonNull.allSatisfy { isUnionAlternative($0, depth: depth + 1, visiting: &visiting) }
    }

    /// Whether a schema converts to a model or a scalar (not an array, dictionary or `json`), so a `oneOf` can list it.
    /// A reference back to a component being checked counts as one (it becomes a model).
    private mutating func isUnionAlternative(_ schema: JSONNode, depth: Int, visiting: inout Set<String>) -> Bool {
        guard schema.members != nil, depth < 8 else { return false }
        if let ref = schema["$ref"]?.string {
            // Each reference is judged once, so references that fan out cannot make this exponential.
            if let known = unionAlternatives[ref] { return known }
            guard ref.hasPrefix("#"), let target = document.resolve(pointer: String(ref.dropFirst())) else { return false }
            guard visiting.insert(ref).inserted else { return true }
            defer { visiting.remove(ref) }
            // `depth` bounds inline nesting; a chain of references is bounded by how many are followed at once.
            guard visiting.count <= 64 else { return false }
            let result = isUnionAlternative(target, depth: 0, visiting: &visiting)
            unionAlternatives[ref] = result
            return result
        }
        if isObjectModelSchema(schema) || enumCases(of: schema) != nil { return true }
        if let variants = (schema["oneOf"] ?? schema["anyOf"])?.elements {
            // A nested union is a model of its own (or one schema and null).
            let nonNull = variants.filter { !isNullSchema($0) }
            return nonNull.count == 1 ? isUnionAlternative(nonNull[0], depth: depth + 1, visiting: &visiting)
                : isUnionSchema(schema, depth: depth + 1, visiting: &visiting)
        }
        if let parts = schema["allOf"]?.elements, parts.count == 1 { return isUnionAlternative(parts[0], depth: depth + 1, visiting: &visiting) }
        let names = typeNames(of: schema).names
        guard names.count == 1, schema["enum"] == nil else { return false }
        switch names[0] {
        case "integer", "number", "boolean": return true
        case "string": return schema["format"]?.string != "binary" && schema["format"]?.string != "byte"
        default: return false
        }
    }

    /// Converts the alternatives of a union schema into the model `name`; returns whether `null` is one of them.
    @discardableResult
    mutating func fillUnionModel(_ name: String, schema: JSONNode) -> Bool {
        let keyword = schema["oneOf"] != nil ? "oneOf" : "anyOf"
        let variants = schema[keyword]?.elements ?? []
        var nullable = variants.contains { isNullSchema($0) }
        if schema["properties"] != nil {
            warning("'properties' beside '\(keyword)' are not kept; the model is one of the alternatives", at: schema["properties"] ?? schema)
        }
        var union = UnionSpec(alternatives: [])
        var componentNames: [String: String] = [:]  // model name → component key, for the discriminator
        for (index, variant) in variants.enumerated() where !isNullSchema(variant) {
            let title = variant["title"]?.string.flatMap { Casing.words($0).isEmpty ? nil : Casing.upperCamel($0) }
            var type = type(of: variant, hint: name + (title ?? "Option\(index + 1)"))
            if type.isOptional {
                type = type.unwrapped
                nullable = true
            }
            guard let alternative = type.name, Self.unionScalars.contains(alternative) || modelIndex[alternative] != nil else {
                warning("alternative of type '\(type)' cannot be listed in a native 'oneOf'; left out", at: variant)
                continue
            }
            guard !union.alternatives.contains(where: { $0.value == .named(alternative) }) else {
                warning("alternative '\(alternative)' is listed twice once converted; kept once", at: variant)
                continue
            }
            union.alternatives.append(Located(.named(alternative), at: variant))
            if let ref = variant["$ref"]?.string, ref.hasPrefix("#/components/schemas/"),
               let key = Self.token(ref.dropFirst("#/components/schemas/".count)) {
                componentNames[alternative] = key
            }
        }
        if let discriminator = schema["discriminator"] {
            union.discriminator = discriminator["propertyName"]?.string.map { Located($0, at: discriminator) }
            if union.discriminator == nil {
                warning("'discriminator' needs a string 'propertyName'; ignored", at: discriminator)
            }
            for member in discriminator["mapping"]?.members ?? [] {
                guard let target = member.value.string else { continue }
                let key = target.hasPrefix("#/components/schemas/") ? Self.token(target.dropFirst("#/components/schemas/".count)) : target
                guard let model = key.flatMap({ componentTypes[$0] })?.unwrapped.name,
                      union.alternatives.contains(where: { $0.value == .named(model) }) else {
                    warning("discriminator mapping '\(member.key)' → '\(target)' is not one of the alternatives; left out", at: member.value)
                    continue
                }
                union.map(member.key, to: model, at: member.value)
            }
            // Without a mapping entry OpenAPI selects by the component's name, which the model name may spell differently.
            for alternative in union.alternatives {
                guard let model = alternative.value.name, !union.mapping.contains(where: { $0.model.value == model }) else { continue }
                if let key = componentNames[model], key != model { union.map(key, to: model, at: discriminator) }
            }
            // A mapping means nothing without the property it reads.
            if union.discriminator == nil { union.mapping = [] }
        }
        if union.alternatives.isEmpty {
            warning("'\(keyword)' has no alternative the native format can list; '\(name)' is an empty object", at: schema[keyword] ?? schema)
            finishModel(name, description: describe(schema), kind: .object([]))
        } else {
            finishModel(name, description: describe(schema), kind: .union(union))
        }
        return nullable
    }

    /// Once every model is converted: a discriminator stays only when every alternative is an object model, and an
    /// alternative through which a union would contain itself by unions alone (never decodable) is left out.
    mutating func finishUnions() {
        for index in models.indices {
            guard case .union(var union)? = models[index].kind else { continue }
            if let discriminator = union.discriminator,
               let scalar = union.alternatives.first(where: { alternative in
                   guard let target = alternative.value.name.flatMap({ modelIndex[$0] }), case .object? = models[target].kind else { return true }
                   return false
               }) {
                warning("'discriminator' needs every alternative to be an object model, and '\(scalar.value)' is not; alternatives are tried in order",
                        at: discriminator)
                union.discriminator = nil
                union.mapping = []
            }
            union.alternatives.removeAll { alternative in
                var visited: Set<String> = []
                guard let name = alternative.value.name, reachesUnion(models[index].name, from: name, visited: &visited) else { return false }
                warning("alternative '\(alternative.value)' makes '\(models[index].name)' one of itself through unions only; left out", at: alternative)
                return true
            }
            if union.alternatives.isEmpty {
                models[index].kind = .object([])
            } else {
                models[index].kind = .union(union)
            }
        }
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
    /// Maps the discriminator value `value` to `model`; a value mapped before keeps its place and takes the new model.
    fileprivate mutating func map(_ value: String, to model: String, at node: JSONNode) {
        if let index = mapping.firstIndex(where: { $0.value.value == value }) {
            mapping[index].model = Located(model, at: node)
        } else {
            mapping.append(Mapping(value: Located(value, at: node), model: Located(model, at: node)))
        }
    }
}
