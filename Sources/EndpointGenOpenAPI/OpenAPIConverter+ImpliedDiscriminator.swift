import EndpointGenJSON
import EndpointGenSpec

/// Unions told apart by a tag without a `discriminator`: Pydantic and FastAPI write a union of models as `anyOf` of
/// objects whose `type` allows one value (`const: call-webhook`, in 3.0 `enum: [call-webhook]`), usually with that
/// value as its `default` and not required. Tried in order, every one of Prefect's automation actions decoded as the
/// first alternative whose keys it held (`DoNothing(type: "call-webhook")`), and what the others declare was lost.
extension OpenAPIConverter {
    /// The discriminator a union's alternatives imply by their tags.
    struct ImpliedDiscriminator {
        /// The tag's key, located where the first alternative declares it.
        var property: Located<String>
        /// Each tagged alternative's value, the property schema declaring it, and the model it selects.
        var values: [(value: String, node: JSONNode, model: String)]
        /// Whether an alternative may leave the tag out: it is not `required` there.
        var isOptional: Bool
        /// Where the tags' `const`s are written: on an optional property the model cannot keep one, and the union
        /// checks it instead (see ``reportOptionalConsts()``).
        var constants: [SchemaPlace]
    }

    /// The discriminator that `alternatives` (each schema with the model it was converted to, nil for a type that is
    /// no model) imply: a property that every alternative that is an object declares with one string value of its own
    /// (a `const`, or an `enum` of one value, in the object or any part of its `allOf`; a part declaring it as a plain
    /// string narrows nothing). The first such property of the first object is taken. Nil when fewer than two objects
    /// have one, or when an object has none or shares its value: those are tried in order. An alternative that is not
    /// plainly an object (a scalar, a list, a union, any JSON) is left to ``finishUnions()``, which drops the
    /// discriminator when it can be an object all the same.
    func impliedDiscriminator(of alternatives: [(schema: JSONNode, model: String?)]) -> ImpliedDiscriminator? {
        let objects = alternatives.filter { isPlainObject($0.schema) }
        guard objects.count > 1, let first = objects.first else { return nil }
        let tagLists = objects.map { tags(of: $0.schema) }
        for candidate in tagLists[0] {
            var seen: Set<String> = []
            let chosen = tagLists.compactMap { tags in tags.first { $0.property == candidate.property } }
            guard chosen.count == objects.count, chosen.allSatisfy({ seen.insert($0.value).inserted }) else { continue }
            var values: [(value: String, node: JSONNode, model: String)] = []
            for (tag, object) in zip(chosen, objects) {
                guard let model = object.model else { return nil }
                values.append((tag.value, tag.node, model))
            }
            let property = Located(candidate.property, at: tagLists[0].first { $0.property == candidate.property }?.node ?? first.schema)
            return ImpliedDiscriminator(property: property, values: values, isOptional: chosen.contains { !$0.isRequired },
                                        constants: chosen.flatMap(\.constants))
        }
        return nil
    }

    /// A property of an object that allows one string value.
    private struct Tag {
        var property: String
        var value: String
        var isRequired: Bool
        /// The property's schema where the value is first written.
        var node: JSONNode
        var constants: [SchemaPlace]
    }

    /// Whether `schema` (or the one it refers to) is a JSON object, by its `type` or else its properties or `allOf`
    /// parts, and not a union.
    private func isPlainObject(_ schema: JSONNode) -> Bool {
        let target = peek(schema)
        guard alternatives(of: target) == nil else { return false }
        let names = typeNames(of: target).names
        return names == ["object"] || names.isEmpty && (target["properties"] != nil || target["allOf"] != nil)
    }

    /// The properties of the object `schema` that allow one string value, in the order first declared, looked up in
    /// the schema, the schemas it refers to and the parts of its `allOf`, each once. A property given two different
    /// values is none (no value passes both).
    private func tags(of schema: JSONNode) -> [Tag] {
        var order: [String] = []
        var values: [String: (value: String, conflicting: Bool, node: JSONNode, constants: [SchemaPlace])] = [:]
        var required: Set<String> = []
        for (node, _) in mergedParts(of: schema) {
            required.formUnion((node["required"]?.elements ?? []).compactMap(\.string))
            for member in node["properties"]?.members ?? [] {
                guard let (value, constant) = singleValue(of: member.value) else { continue }
                guard var entry = values[member.key] else {
                    order.append(member.key)
                    values[member.key] = (value, false, member.value, constant.map { [SchemaPlace(of: $0)] } ?? [])
                    continue
                }
                if entry.value != value { entry.conflicting = true }
                if let constant { entry.constants.append(SchemaPlace(of: constant)) }
                values[member.key] = entry
            }
        }
        return order.compactMap { key in
            guard let entry = values[key], !entry.conflicting else { return nil }
            return Tag(property: key, value: entry.value, isRequired: required.contains(key), node: entry.node, constants: entry.constants)
        }
    }

    /// The one string `schema` allows, with its `const` node when written so: its `const` or `enum` of one value, or
    /// that of the schema it refers to or wraps in an `allOf` of one part (as Pydantic writes a reference beside a
    /// `default` in 3.0). Nil for any other schema.
    private func singleValue(of schema: JSONNode) -> (value: String, constant: JSONNode?)? {
        var node = schema
        // A few steps: no generator wraps a reference deeper.
        for _ in 0..<4 {
            node = peek(node)
            let listed = Self.stringValues(of: node)
            if listed.count == 1 { return (listed[0], node["enum"] == nil ? node["const"] : nil) }
            guard listed.isEmpty, node["const"] == nil, let parts = node["allOf"]?.elements, parts.count == 1 else { return nil }
            node = parts[0]
        }
        return nil
    }
}
