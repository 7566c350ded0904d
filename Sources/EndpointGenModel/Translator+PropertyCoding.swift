import EndpointGenSpec

extension Translator {
    /// The Swift type and coding of a property from its spec type and its `nullable`, `default` and `const` keys;
    /// nil (after reporting) when they do not fit together or the value does not fit the type.
    mutating func propertyCoding(_ property: PropertySpec, type: SwiftType) -> (type: SwiftType, coding: PropertyCoding)? {
        let nullable = property.nullable?.value == true
        if let node = property.constValue ?? property.defaultValue {
            let role = property.constValue != nil ? "const" : "default"
            // A `T?` with a default decodes an absent key as the default and leaves nil out of what it sends, so that a
            // request never sends a value the app did not set (a PATCH would reset it).
            guard role == "default" || !type.isOptional, !nullable else {
                let what = role == "const" ? "always has its value, so it cannot be optional or nullable" : "uses its default when the key is absent, so it cannot be nullable"
                problems.error("a property with a '\(role)' \(what)", at: node,
                               hint: role == "const" ? "write the type without '?' and remove \"nullable\", or remove 'const'" : "remove \"nullable\", or remove 'default'")
                return nil
            }
            guard let value = translateDefault(node, type: type, role: role) else { return nil }
            return (type, role == "const" ? .constant(value) : .defaulted(value))
        }
        if case .model = type.unwrapped, modelShapes.shapes(of: property.type.value.unwrapped).covers(.null) {
            // A union with a `null` alternative holds `null` itself: only whether the key is present is left to tell.
            if let nullable = property.nullable, nullable.value {
                problems.error("'\(property.type.value.unwrapped)' holds null itself (a oneOf that lists \"null\"), so it cannot also be nullable",
                               at: nullable, hint: "remove \"nullable\"; write \"\(property.type.value.unwrapped)?\" to also tell an absent key apart")
                return nil
            }
            return (type, type.isOptional ? .optionalNullHolding : .standard)
        }
        guard nullable else { return (type, .standard) }
        guard type.isOptional else { return (.optional(type), .nullable) }
        return (.optional(.nullable(type.unwrapped)), .optionalNullable)
    }
}
