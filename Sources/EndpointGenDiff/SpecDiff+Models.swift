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
            compareProperties(oldProperties, newProperties, model: after)
            compareAdditionalProperties(oldAdditional, newAdditional, model: after)
        case (.enumeration(_, let oldType), .enumeration(_, let newType)) where oldType != newType:
            // Every case's raw value, and what `unknown` holds, changes type.
            breaking(subject, after.swiftName, oldType.article != newType.article ? "changed from \(oldType.article) to \(newType.article)"
                         : "raw values changed from \(oldType.code) to \(newType.code)", at: after.path)
        case (.enumeration(let oldValues, _), .enumeration(let newValues, _)):
            compareEnumValues(oldValues, newValues, model: after)
        case (.union(let oldCases, let oldKey), .union(let newCases, let newKey)):
            // Any change to the cases breaks exhaustive switches; another key breaks decoding.
            if oldCases != newCases {
                breaking(subject, after.swiftName, "cases changed from \(oldCases.joined(separator: ", ")) to \(newCases.joined(separator: ", "))", at: after.path)
            }
            if oldKey != newKey {
                breaking(subject, after.swiftName, "discriminator changed from \(oldKey ?? "none") to \(newKey ?? "none")", at: after.path)
            }
        default:
            breaking(subject, after.swiftName, "changed from \(before.shape.article) to \(after.shape.article)", at: after.path)
        }
    }

    private mutating func compareProperties(_ old: [DiffSnapshot.Property], _ new: [DiffSnapshot.Property], model: DiffSnapshot.Model) {
        let owner = "of model '\(model.key)'"
        Self.match(old, new, key: \.key) { property in
            breaking("property '\(property.key)' \(owner)", "\(model.swiftName).\(property.swiftName)", "removed", at: property.path)
        } common: { before, after in
            let subject = "property '\(after.key)' \(owner)"
            let symbol = "\(model.swiftName).\(after.swiftName)"
            if before.swiftName != after.swiftName {
                breaking(subject, symbol, "Swift name changed from '\(before.swiftName)' to '\(after.swiftName)'", at: after.path)
            }
            if before.wireName != after.wireName {
                breaking(subject, symbol, "wire name changed from '\(before.wireName)' to '\(after.wireName)'", at: after.path)
            }
            if before.coding == .nullable, after.coding != .nullable {
                // Payloads with `null` that decoded before now fail, whatever happens to the Swift type.
                breaking(subject, symbol, "no longer nullable (type changed from \(before.type.code) to \(after.type.code))", at: after.path)
            } else if before.type.unwrapped != after.type.unwrapped {
                breaking(subject, symbol, "type changed from \(before.type.code) to \(after.type.code)", at: after.path)
            } else if before.type.isOptional != after.type.isOptional {
                // Both directions break: readers must unwrap a newly optional value; writers must supply a newly required one.
                let detail = after.type.isOptional ? "now optional" : "now required"
                breaking(subject, symbol, "\(detail) (type changed from \(before.type.code) to \(after.type.code))", at: after.path)
            } else if before.coding.isStored != after.coding.isStored {
                let detail = after.coding.isStored ? "no longer a constant: the initializer needs it" : "now a constant: the initializer no longer takes it"
                breaking(subject, symbol, detail, at: after.path)
            } else if case .constant(let old) = before.coding, case .constant(let new) = after.coding, old != new {
                breaking(subject, symbol, "constant changed from \(Self.literal(old)) to \(Self.literal(new)): decoding the old value fails", at: after.path)
            } else if before.coding.hasDefault, !after.coding.hasDefault {
                breaking(subject, symbol, "no longer has a default: decoding fails without it and the initializer needs it", at: after.path)
            }
            if !before.isReadOnly, after.isReadOnly {
                breaking(subject, symbol, "now read-only: requests no longer send it", at: after.path)
            } else if before.isReadOnly, !after.isReadOnly {
                additive(subject, symbol, "no longer read-only: requests send it", at: after.path)
            }
        } added: { property in
            let subject = "property '\(property.key)' \(owner)"
            let symbol = "\(model.swiftName).\(property.swiftName)"
            if property.type.isOptional && property.coding != .nullable {
                additive(subject, symbol, "added as optional (\(property.type.code))", at: property.path)
            } else if case .defaulted = property.coding {
                additive(subject, symbol, "added with a default (\(property.type.code))", at: property.path)
            } else if !property.coding.isStored {
                breaking(subject, symbol, "added as a constant (\(property.type.code)): decoding fails without it", at: property.path)
            } else {
                breaking(subject, symbol, "added as required (\(property.type.code)): decoding fails without it and the initializer needs it", at: property.path)
            }
        }
    }

    private mutating func compareEnumValues(_ old: [DiffSnapshot.EnumValue], _ new: [DiffSnapshot.EnumValue], model: DiffSnapshot.Model) {
        Self.match(old, new, key: \.key) { value in
            breaking("enum value '\(value.rawValue)' of '\(model.key)'", "\(model.swiftName).\(value.swiftName)", "removed", at: value.path)
        } common: { before, after in
            if before.swiftName != after.swiftName {
                breaking("enum value '\(after.rawValue)' of '\(model.key)'", "\(model.swiftName).\(after.swiftName)",
                         "Swift name changed from '\(before.swiftName)' to '\(after.swiftName)'", at: after.path)
            }
        } added: { value in
            additive("enum value '\(value.rawValue)' of '\(model.key)'", "\(model.swiftName).\(value.swiftName)", "added", at: value.path)
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
