/// The native JSON of models (see ``SpecPrinter``).
extension SpecPrinter {
    /// The `models` section: every model but the inline ones (`User.address`), which are printed inside the property
    /// that declares them, as they were read.
    static func models(_ models: [ModelSpec]) -> Value {
        let inline = Dictionary(models.filter { $0.name.value.contains(".") }.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        return .object(models.filter { !$0.name.value.contains(".") }.map { ($0.name.value, $0.printed(inline: inline)) })
    }
}

extension ModelSpec {
    func printed(inline: [String: ModelSpec]) -> SpecPrinter.Value {
        var object = SpecPrinter.Members()
        object["description"] = description.map(SpecPrinter.Value.string)
        // An inline schema the importer named (an operation's response) keeps sharing one type with its look-alikes.
        if isInline { object["inline"] = .bool(true) }
        object["serverMessage"] = serverMessage.map { .string($0.value) }
        switch kind {
        case .object(let properties):
            printObject(properties, into: &object, inline: inline)
        case .enumeration(let values):
            let named = values.compactMap { spec in spec.caseName.map { ($0.value, spec.value.value.printed) } }
            object["enum"] = !values.isEmpty && named.count == values.count ? .object(named) : .array(values.map(\.value.value.printed))
        case .union(let union):
            object["oneOf"] = .array(union.alternatives.map { .string($0.value.description) })
            if let property = union.discriminator {
                var discriminator = SpecPrinter.Members()
                discriminator["property"] = .string(property.value)
                if !union.mapping.isEmpty { discriminator["mapping"] = union.printedMapping }
                if union.discriminatorIsOptional { discriminator["optional"] = .bool(true) }
                object["discriminator"] = discriminator.value
            }
        }
        return object.value
    }

    /// `allOf`, `properties` and `additionalProperties` of an object model, or of an inline one in its property.
    func printObject(_ properties: [PropertySpec], into object: inout SpecPrinter.Members, inline: [String: ModelSpec]) {
        // The properties are merged with those of `allOf`, which reading merges again to the same list.
        if !allOf.isEmpty { object["allOf"] = .array(allOf.map { .string($0.value) }) }
        if !properties.isEmpty || (allOf.isEmpty && additionalProperties == nil) {
            object["properties"] = .object(properties.map { ($0.key.value, $0.printed(owner: name.value, inline: inline)) })
        }
        object["additionalProperties"] = additionalProperties?.printed
    }
}

extension UnionSpec {
    /// `mapping`: each value once, with the model it selects, or the list of models when it selects several.
    var printedMapping: SpecPrinter.Value {
        var values: [String] = []
        var models: [String: [SpecPrinter.Value]] = [:]
        for entry in mapping {
            if models[entry.value.value] == nil { values.append(entry.value.value) }
            models[entry.value.value, default: []].append(.string(entry.model.value))
        }
        return .object(values.map { value in
            let selected = models[value] ?? []
            return (value, selected.count == 1 ? selected[0] : .array(selected))
        })
    }
}

extension AdditionalPropertiesSpec {
    /// `false`, the type alone, or an object naming or describing the dictionary property.
    var printed: SpecPrinter.Value {
        guard let type else { return .bool(false) }
        guard swiftName != nil || description != nil || !constraints.isEmpty else { return .string(type.value.description) }
        var object = SpecPrinter.Members()
        object["type"] = .string(type.value.description)
        object["swiftName"] = swiftName.map { .string($0.value) }
        object["description"] = description.map(SpecPrinter.Value.string)
        constraints.print(into: &object)
        return object.value
    }
}

extension EnumLiteral {
    /// The value as JSON.
    var printed: SpecPrinter.Value {
        switch self {
        case .string(let text): .string(text)
        case .integer, .number: .number(text)
        case .bool(let flag): .bool(flag)
        }
    }
}

extension PropertySpec {
    /// The type alone when nothing else is said about the property, else an object; a property that declares an
    /// inline model (`owner.key` in `inline`) writes its `properties` and names it `object` in its type.
    func printed(owner: String, inline: [String: ModelSpec]) -> SpecPrinter.Value {
        let inlineName = owner + "." + key.value
        var nested: (model: ModelSpec, properties: [PropertySpec])?
        if let model = inline[inlineName], case .object(let properties) = model.kind, type.value.mentions(inlineName) { nested = (model, properties) }
        var object = SpecPrinter.Members()
        if nested == nil {
            object["type"] = .string(type.value.description)
        } else if type.value != .named(inlineName) {
            object["type"] = .string(type.value.replacing(inlineName, with: SpecReader.inlineObjectName).description)
        }
        object["wireName"] = wireName.map { .string($0.value) }
        object["swiftName"] = swiftName.map { .string($0.value) }
        object["description"] = description.map(SpecPrinter.Value.string)
        object["deprecated"] = deprecation?.printed
        object["nullable"] = nullable.map { .bool($0.value) }
        object["readOnly"] = readOnly.map { .bool($0.value) }
        object["default"] = defaultValue?.value.printed
        object["const"] = constValue?.value.printed
        constraints.print(into: &object)
        if let nested { nested.model.printObject(nested.properties, into: &object, inline: inline) }
        if nested == nil, object.members.count == 1 { return .string(type.value.description) }
        return object.value
    }
}
