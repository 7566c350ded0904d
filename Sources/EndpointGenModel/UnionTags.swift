/// Tells apart alternatives tried in order by the one value each requires of a key: an enum of one value is open
/// (an `unknown` case takes any other), so `{"type": "ping", "text": "…"}` decoded as the first alternative holding
/// a `text`, `Message(type: .unknown("ping"))`, when the document allows only `"message"` there. This happens where
/// no discriminator can be implied, because another object alternative declares no tag.
enum UnionTags {
    /// Sets ``UnionModel/Alternative/tags`` on each alternative tried in order, or selected by a discriminator value it
    /// shares with others, whose object model requires a key holding an enum of one string value.
    static func mark(_ models: inout [ModelDeclaration]) {
        var singleValues: [String: String] = [:]
        for model in models {
            guard case .enumeration(let enumeration) = model, enumeration.cases.count == 1,
                  case .string(let value) = enumeration.cases[0].value else { continue }
            singleValues[enumeration.name] = value
        }
        guard !singleValues.isEmpty else { return }
        var tagsByModel: [String: [UnionModel.Tag]] = [:]
        for model in models {
            guard case .object(let object) = model else { continue }
            let tags = object.properties.compactMap { property -> UnionModel.Tag? in
                // A nullable or optional key may hold null or be absent, which the tag check would refuse.
                guard case .standard = property.coding, case .model(let name) = property.type,
                      let value = singleValues[name] else { return nil }
                return UnionModel.Tag(key: property.wireName, value: value)
            }
            if !tags.isEmpty { tagsByModel[object.name] = tags }
        }
        guard !tagsByModel.isEmpty else { return }
        for index in models.indices {
            guard case .union(var union) = models[index] else { continue }
            var marked = false
            let sharing = Set(union.sharedValues.flatMap(\.alternatives))
            for alternative in union.alternatives.indices where union.alternatives[alternative].discriminatorValues.isEmpty || sharing.contains(alternative) {
                // The discriminator holds the value that selected the alternative already.
                guard case .model(let name)? = union.alternatives[alternative].type,
                      let tags = tagsByModel[name]?.filter({ $0.key != union.discriminator }), !tags.isEmpty else { continue }
                union.alternatives[alternative].tags = tags
                marked = true
            }
            if marked { models[index] = .union(union) }
        }
    }
}
