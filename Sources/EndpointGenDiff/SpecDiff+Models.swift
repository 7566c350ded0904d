import EndpointGenModel

extension SpecDiff {
    mutating func compareModels() {
        Self.match(old.models, new.models, key: \.key) { model in
            breaking("model '\(model.key)'", model.swiftName, "removed", at: model.path)
        } common: { before, after in
            compareModel(before, after)
        } added: { model in
            additive("model '\(model.key)'", model.swiftName, "added", at: model.path)
        }
    }

    private mutating func compareModel(_ before: DiffSnapshot.Model, _ after: DiffSnapshot.Model) {
        let subject = "model '\(after.key)'"
        if before.swiftName != after.swiftName {
            breaking(subject, after.swiftName, "Swift name changed from '\(before.swiftName)' to '\(after.swiftName)'", at: after.path)
        }
        switch (before.shape, after.shape) {
        case (.object(let oldProperties, let oldAdditional), .object(let newProperties, let newAdditional)):
            // The initializer takes the stored properties in the document's order.
            let (oldStored, newStored) = (oldProperties.filter(\.coding.isStored), newProperties.filter(\.coding.isStored))
            if Self.reordered(oldStored, newStored, key: \.key) {
                let labels = { (properties: [DiffSnapshot.Property]) in "init(" + properties.map { $0.swiftName + ":" }.joined() + ")" }
                breaking(subject, after.swiftName, "initializer's arguments in another order: \(labels(oldStored)) → \(labels(newStored))", at: after.path)
            }
            compareProperties(oldProperties, newProperties, model: after)
            compareAdditionalProperties(oldAdditional, newAdditional, model: after)
        case (.enumeration(_, let oldType), .enumeration(_, let newType)) where oldType != newType:
            // Every case's raw value, and what `unknown` holds, changes type.
            breaking(subject, after.swiftName, oldType.article != newType.article ? "changed from \(oldType.article) to \(newType.article)"
                         : "raw values changed from \(oldType.code) to \(newType.code)", at: after.path)
        case (.enumeration(let oldValues, _), .enumeration(let newValues, _)):
            compareEnumValues(oldValues, newValues, model: after)
        case (.union(let oldCases, let oldKey), .union(let newCases, let newKey)):
            compareAlternatives(oldCases, newCases, model: after)
            // Another key breaks decoding.
            if oldKey != newKey {
                breaking(subject, after.swiftName, "discriminator changed from \(oldKey ?? "none") to \(newKey ?? "none")", at: after.path)
            }
        default:
            breaking(subject, after.swiftName, "changed from \(before.shape.article) to \(after.shape.article)", at: after.path)
        }
    }

    private mutating func compareEnumValues(_ old: [DiffSnapshot.EnumValue], _ new: [DiffSnapshot.EnumValue], model: DiffSnapshot.Model) {
        Self.match(old, new, key: \.key, twin: \.swiftName) { value in
            breaking("enum value '\(value.rawValue)' of '\(model.key)'", "\(model.swiftName).\(value.swiftName)", "removed", at: value.path)
        } common: { before, after in
            if before.key != after.key {
                // The same case, another value on the wire: the old one no longer decodes as it.
                let change = before.rawValue == after.rawValue ? "from \(before.kindAndValue) to \(after.kindAndValue)"
                    : "from '\(before.rawValue)' to '\(after.rawValue)'"
                breaking("enum value '\(after.rawValue)' of '\(model.key)'", "\(model.swiftName).\(after.swiftName)", "raw value changed \(change)", at: after.path)
            }
            if before.swiftName != after.swiftName {
                breaking("enum value '\(after.rawValue)' of '\(model.key)'", "\(model.swiftName).\(after.swiftName)",
                         "Swift name changed from '\(before.swiftName)' to '\(after.swiftName)'", at: after.path)
            }
        } added: { value in
            // `unknown` held the value before; now a case does, which a switch without `default` does not list.
            breaksOnly(["exhaustive switches over \(model.swiftName)"], "enum value '\(value.rawValue)' of '\(model.key)'",
                       "\(model.swiftName).\(value.swiftName)", "added", at: value.path)
        }
    }

    private mutating func compareAdditionalProperties(_ old: DiffSnapshot.AdditionalProperties?, _ new: DiffSnapshot.AdditionalProperties?,
                                                      model: DiffSnapshot.Model) {
        let subject = "additionalProperties of model '\(model.key)'"
        switch (old, new) {
        case (let old?, nil):
            breaking(subject, "\(model.swiftName).\(old.swiftName)", "removed: other keys are no longer kept", at: model.path)
        case (nil, let new?):
            // The initializer's argument defaults to no keys, so existing code compiles and sends what it did.
            additive(subject, "\(model.swiftName).\(new.swiftName)", "added (\(new.type.code))", at: new.path)
        case (let old?, let new?):
            let symbol = "\(model.swiftName).\(new.swiftName)"
            if old.swiftName != new.swiftName {
                breaking(subject, symbol, "Swift name changed from '\(old.swiftName)' to '\(new.swiftName)'", at: new.path)
            }
            if old.type != new.type {
                breaking(subject, symbol, "type changed from \(old.type.code) to \(new.type.code)", at: new.path)
            }
        case (nil, nil):
            break
        }
    }
}
