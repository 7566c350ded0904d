/// A native model while the converter builds it; printed by ``OpenAPIConverter/modelNodes()``.
struct ModelDraft: Sendable {
    enum Kind: Sendable {
        case object([PropertyDraft])
        case enumeration([JSONNode])
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

    /// The model this property holds directly (not through an array or dictionary), if its type is one.
    var directModel: String? {
        let base = type.hasSuffix("?") ? String(type.dropLast()) : type
        return base.hasPrefix("[") ? nil : base
    }

    var node: NativeNode {
        guard description != nil || deprecated || !constraints.isEmpty else { return .string(type, from: origin) }
        var object = NativeObject()
        object.set("type", .string(type, from: origin))
        if let description { object.set("description", .string(description)) }
        if deprecated { object.set("deprecated", NativeNode(.bool(true))) }
        for (key, value) in constraints.members { object.set(key, value) }
        return object.node(from: origin)
    }
}

extension OpenAPIConverter {
    /// A model name not used yet: `base`, else `base2`, `base3`, … (deterministic: names are taken in document order).
    mutating func reserveModel(_ base: String, origin: JSONNode) -> String {
        var name = base
        var number = 2
        while modelIndex[name] != nil || SwiftType.scalars[name] != nil || name == "none" || name == "data" {
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
        guard let index = modelIndex[type], case .enumeration = models[index].kind else { return false }
        return true
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
            case .pending:
                object.set("properties", NativeObject().node())
            }
            section.set(model.name, object.node(from: model.origin))
        }
        return section.node()
    }

    /// Swift structs cannot contain themselves: a property that holds a model (not through an array or
    /// dictionary) closing a cycle back to its own model becomes `json`, with a warning.
    mutating func breakStructCycles() {
        var state: [String: Bool] = [:]  // false: on the current path; true: done
        for model in models.map(\.name) { visit(model, state: &state) }
    }

    private mutating func visit(_ name: String, state: inout [String: Bool]) {
        guard state[name] == nil, let index = modelIndex[name], case .object(var properties) = models[index].kind else { return }
        state[name] = false
        var changed = false
        for position in properties.indices {
            guard let target = properties[position].directModel, modelIndex[target] != nil else { continue }
            if state[target] == false {
                let optional = properties[position].type.hasSuffix("?")
                warning("property '\(properties[position].key)' of '\(name)' refers back to '\(target)' directly, which a Swift struct cannot hold; typed as json",
                        at: properties[position].origin, hint: "refer to it through an array, or curate the type in the native spec")
                properties[position].type = optional ? "json?" : "json"
                changed = true
            } else {
                visit(target, state: &state)
            }
        }
        if changed { models[index].kind = .object(properties) }
        state[name] = true
    }
}
