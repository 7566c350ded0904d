import EndpointGenJSON
import EndpointGenSpec

/// A native model while the converter builds it; printed by ``OpenAPIConverter/modelNodes()``.
struct ModelDraft: Sendable {
    enum Kind: Sendable {
        case object([PropertyDraft])
        case enumeration([JSONNode])
        /// A `oneOf` of type names; `discriminator` keeps the OpenAPI `discriminator` for locations.
        case union(UnionDraft)
        /// Reserved for a component schema whose conversion has not finished yet.
        case pending
    }

    /// The native (and Swift) model name.
    var name: String
    var description: String?
    var kind: Kind
    /// The schema it was made from.
    var origin: JSONNode
}

/// A `oneOf` model: alternatives by native type name, and the discriminator when every alternative is an object.
struct UnionDraft: Sendable {
    var alternatives: [(name: String, origin: JSONNode)]
    var discriminator: (property: String, origin: JSONNode)?
    /// Discriminator value → model name.
    var mapping: [(value: String, model: String)] = []
}

/// One property of an object model.
struct PropertyDraft: Sendable {
    /// The JSON key, which is also the native key (the spec's `keyStyle` stays `verbatim`).
    var key: String
    /// A native type string such as `"[Pet]?"`.
    var type: String
    var description: String?
    var deprecated: Bool
    var constraints: NativeObject
    /// The property's schema.
    var origin: JSONNode
    /// Native `nullable: true`: the key may hold `null` (with a `T?` type, `Nullable<T>?` in Swift).
    var nullable = false
    var defaultValue: JSONNode?
    var constValue: JSONNode?

    var node: NativeNode {
        guard description != nil || deprecated || !constraints.isEmpty || nullable || defaultValue != nil || constValue != nil else {
            return .string(type, from: origin)
        }
        var object = NativeObject()
        object.set("type", .string(type, from: origin))
        if let description { object.set("description", .string(description)) }
        if deprecated { object.set("deprecated", NativeNode(.bool(true))) }
        if nullable { object.set("nullable", NativeNode(.bool(true), from: origin["nullable"] ?? origin["type"])) }
        if let defaultValue { object.set("default", NativeNode(copying: defaultValue)) }
        if let constValue { object.set("const", NativeNode(copying: constValue)) }
        for (key, value) in constraints.members { object.set(key, value) }
        return object.node(from: origin)
    }
}

extension OpenAPIConverter {
    /// A model name not used yet: `base`, else `base2`, `base3`, … (deterministic: names are taken in document order).
    mutating func reserveModel(_ base: String, origin: JSONNode) -> String {
        var name = base
        var number = 2
        while modelIndex[name] != nil || TypeExpression.scalarNames.contains(name) || name == "none" || name == "data" {
            name = "\(base)\(number)"
            number += 1
        }
        modelIndex[name] = models.count
        models.append(ModelDraft(name: name, description: nil, kind: .pending, origin: origin))
        return name
    }

    mutating func finishModel(_ name: String, description: String?, kind: ModelDraft.Kind) {
        guard let index = modelIndex[name] else { return }
        models[index].description = description
        models[index].kind = kind
    }

    /// Whether `type` names an enum model (which may be used as a parameter).
    func isEnumModel(_ type: String) -> Bool {
        enumValues(ofModel: type) != nil
    }

    /// The values of the enum model `name`, also while a component enum is only reserved.
    func enumValues(ofModel name: String) -> [JSONNode]? {
        guard let index = modelIndex[name] else { return nil }
        switch models[index].kind {
        case .enumeration(let values): return values
        case .pending: return stringEnumValues(models[index].origin) ?? integerEnumValues(models[index].origin)
        default: return nil
        }
    }

    /// The `models` section.
    func modelNodes() -> NativeNode {
        var section = NativeObject()
        for model in models {
            var object = NativeObject()
            if let description = model.description { object.set("description", description) }
            switch model.kind {
            case .object(let properties):
                var members = NativeObject()
                for property in properties { members.set(property.key, property.node) }
                object.set("properties", members.node())
            case .enumeration(let values):
                object.set("enum", NativeNode(.array(values.map { NativeNode(copying: $0) })))
            case .union(let union):
                object.set("oneOf", NativeNode(.array(union.alternatives.map { .string($0.name, from: $0.origin) })))
                if let discriminator = union.discriminator {
                    var entry = NativeObject()
                    entry.set("property", discriminator.property, from: discriminator.origin)
                    if !union.mapping.isEmpty {
                        var mapping = NativeObject()
                        for pair in union.mapping { mapping.set(pair.value, pair.model) }
                        entry.set("mapping", mapping.node())
                    }
                    object.set("discriminator", entry.node(from: discriminator.origin))
                }
            case .pending:
                object.set("properties", NativeObject().node())
            }
            section.set(model.name, object.node(from: model.origin))
        }
        return section.node()
    }
}
