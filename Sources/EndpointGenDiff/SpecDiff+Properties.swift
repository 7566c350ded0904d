import EndpointGenModel

extension SpecDiff {
    mutating func compareProperties(_ old: [DiffSnapshot.Property], _ new: [DiffSnapshot.Property], model: DiffSnapshot.Model) {
        let owner = "of model '\(model.key)'"
        Self.match(old, new, key: \.key, twin: \.swiftName) { property in
            breaking("property '\(property.key)' \(owner)", "\(model.swiftName).\(property.swiftName)", "removed", at: property.path)
        } common: { before, after in
            compareProperty(before, after, subject: "property '\(after.key)' \(owner)", model: model)
        } added: { property in
            let subject = "property '\(property.key)' \(owner)"
            let symbol = "\(model.swiftName).\(property.swiftName)"
            if property.type.isOptional && property.coding != .nullable {
                additive(subject, symbol, "added as optional (\(property.type.code))", at: property.path)
            } else if property.coding == .nullable {
                // Its argument defaults to nil (or a clean initializer leaves it out), so only old payloads fail.
                breaking(subject, symbol, "added as required and nullable (\(property.type.code)): decoding fails for payloads without the key; "
                         + "the initializer does not need it", at: property.path)
            } else if case .defaulted = property.coding {
                additive(subject, symbol, "added with a default (\(property.type.code))", at: property.path)
            } else if !property.coding.isStored {
                breaking(subject, symbol, "added as a constant (\(property.type.code)): decoding fails without it", at: property.path)
            } else {
                breaking(subject, symbol, "added as required (\(property.type.code)): decoding fails without it and the initializer needs it", at: property.path)
            }
        }
    }

    private mutating func compareProperty(_ before: DiffSnapshot.Property, _ after: DiffSnapshot.Property, subject: String, model: DiffSnapshot.Model) {
        let symbol = "\(model.swiftName).\(after.swiftName)"
        if before.swiftName != after.swiftName {
            breaking(subject, symbol, "Swift name changed from '\(before.swiftName)' to '\(after.swiftName)'", at: after.path)
        }
        if before.wireName != after.wireName {
            breaking(subject, symbol, "wire name changed from '\(before.wireName)' to '\(after.wireName)'", at: after.path)
        }
        compareCoding(before, after, subject: subject, symbol: symbol)
        if before.type.unwrapped == after.type.unwrapped {
            compareConstraints(before.constraints, after.constraints, subject, symbol, at: after.path)
        }
        if !before.isReadOnly, after.isReadOnly {
            breaking(subject, symbol, "now read-only: requests no longer send it", at: after.path)
        } else if before.isReadOnly, !after.isReadOnly {
            additive(subject, symbol, "no longer read-only: requests send it", at: after.path)
        }
        if !before.isDeprecated, after.isDeprecated {
            // With a deprecated non-optional property, the model's only initializer is deprecated (see `initializers`).
            let uses = !after.coding.isStored ? "code reading it warns"
                : after.type.isOptional ? "code reading or setting it, or passing it to \(model.swiftName)'s initializer, warns"
                : "code reading or setting it, and every call of \(model.swiftName)'s initializer, warns"
            deprecated(subject, symbol, "now deprecated: \(uses) (an error under -warnings-as-errors)", at: after.path)
        } else if before.isDeprecated, !after.isDeprecated {
            additive(subject, symbol, "no longer deprecated", at: after.path)
        }
    }

    /// Compares a property's type, whether its key is required and whether it may be `null`, its default and constant.
    private mutating func compareCoding(_ before: DiffSnapshot.Property, _ after: DiffSnapshot.Property, subject: String, symbol: String) {
        let types = "type changed from \(before.type.code) to \(after.type.code)"
        if before.coding == .nullable, after.coding != .nullable, !after.type.isOptional {
            // Payloads with `null` that decoded before now fail, whatever happens to the Swift type.
            breaking(subject, symbol, "no longer nullable (\(types))", at: after.path)
        } else if before.type.unwrapped != after.type.unwrapped {
            breaking(subject, symbol, types, at: after.path)
        } else if !before.type.isOptional, after.type.isOptional {
            // Code setting it compiles (a value converts to an optional); code reading it gets an optional.
            let detail = after.coding == .nullable
                ? "now nullable (\(types)): the key is still required but may hold null, so code reading it must unwrap it"
                : "now optional (\(types)): the key may be absent or null, so code reading it must unwrap it"
            breaking(subject, symbol, detail, at: after.path)
        } else if before.type.isOptional, !after.type.isOptional {
            // Readers of a newly required value break too; writers must supply it.
            breaking(subject, symbol, "now required (\(types))", at: after.path)
        } else if before.coding == .standard, after.coding == .nullable {
            breaking(subject, symbol, "key now required, though it may hold null: decoding fails for payloads without it", at: after.path)
        } else if before.coding == .nullable, after.coding == .standard {
            // A server may read an absent key as "leave it" and `null` as "clear it" (JSON Merge Patch, RFC 7396).
            breaking(subject, symbol, "key no longer required: requests leave a nil value out instead of sending null", at: after.path)
        } else if before.coding.isStored != after.coding.isStored {
            let detail = after.coding.isStored ? "no longer a constant: the initializer needs it" : "now a constant: the initializer no longer takes it"
            breaking(subject, symbol, detail, at: after.path)
        } else if case .constant(let old) = before.coding, case .constant(let new) = after.coding, old != new {
            breaking(subject, symbol, "constant changed from \(Self.literal(old)) to \(Self.literal(new)): decoding the old value fails", at: after.path)
        } else if before.coding.hasDefault, !after.coding.hasDefault {
            breaking(subject, symbol, "no longer has a default: decoding fails without it and the initializer needs it", at: after.path)
        }
    }
}
