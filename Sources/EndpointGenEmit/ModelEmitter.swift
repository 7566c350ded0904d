import EndpointGenModel

/// Prints `<stem>.Models.swift`: Codable structs, with coding keys where a wire name is not the property's, and open
/// string enums.
struct ModelEmitter {
    let api: APIModel
    let access: AccessLevel

    /// The declarations, one per model (and the error body's conformance), each a unit a split file can hold.
    func units() -> [String] {
        if api.models.isEmpty { return ["// The \(api.name) API declares no models.\n"] }
        var units = api.models.filter { api.aliases[$0.name] == nil }.map { model in
            var printer = CodePrinter()
            switch model {
            case .object(let object): printObject(object, into: &printer)
            case .enumeration(let enumeration): printEnum(enumeration, into: &printer)
            case .union(let union): UnionPrinter(union: union, access: access).print(into: &printer)
            }
            return printer.text
        }
        let aliased = api.models.compactMap { model in api.aliases[model.name].map { (model.name, $0) } }
        if !aliased.isEmpty {
            var printer = CodePrinter()
            printer.line("// Inline models of the same shape as an earlier one are that type under their own name.")
            for (name, target) in aliased {
                printer.line("\(access.modifier)typealias \(name) = \(target)")
            }
            units.append(printer.text)
        }
        if let errorBody = api.errorBody, errorBody.emitsConformance {
            var printer = CodePrinter()
            printErrorBodyConformance(errorBody, into: &printer)
            units.append(printer.text)
        }
        for model in api.serverMessages {
            var printer = CodePrinter()
            printErrorBodyConformance(model, into: &printer)
            units.append(printer.text)
        }
        return units
    }

    private func printObject(_ object: ObjectModel, into printer: inout CodePrinter) {
        printer.documentation(object.description, remark: object.specPath)
        let conformances = "Codable, Hashable, Sendable" + (object.validates ? ", Validatable" : "")
            + (object.validatesDeprecatedProperties ? ", DeprecatedPropertyValidation" : "")
        printer.block("\(access.declarationModifiers)struct \(object.name): \(conformances)") { printer in
            for property in object.properties {
                printer.documentation(property.description)
                printer.deprecation(property.deprecation)
                let declaration = "\(access.modifier)var \(Naming.escaped(property.swiftName)): \(property.type.code)"
                if case .constant(let value) = property.coding {
                    printer.line("\(declaration) { \(value.swiftLiteral) }")
                } else if let storage = property.indirectStorage {
                    // Not a property wrapper: `nonisolated` structs reject wrapped mutable properties.
                    printer.block(CodeLine(declaration)) { printer in
                        printer.line("get { \(property.unboxing(storage)) }")
                        printer.line("set { \(storage) = \(property.boxing("newValue")) }")
                    }
                    printer.line("private var \(storage): \(property.indirectStorageType)")
                } else {
                    printer.line(CodeLine(declaration))
                }
            }
            if let additional = object.additionalProperties {
                printer.documentation(additional.description ?? "The object's other keys, which the spec does not declare, with their values.")
                printer.line("\(access.modifier)var \(Naming.escaped(additional.swiftName)): \(additional.type.code)")
            }
            if !object.properties.isEmpty || object.additionalProperties != nil { printer.line() }
            printInitializers(object, into: &printer)
            if object.validates { printValidation(object, into: &printer) }
            guard !object.properties.isEmpty || object.additionalProperties != nil else { return }
            if object.needsCustomDecoding || object.needsCustomEncoding {
                printer.line()
                ModelCodingPrinter(object: object, access: access).print(into: &printer)
            }
            // An enum without cases cannot have a raw type, and a model without properties needs no keys.
            guard !object.properties.isEmpty, !Self.synthesizedKeysSuffice(object) else { return }
            printer.line()
            let conformances = Self.writesUUIDs(object) ? "String, CodingKey, LowercaseUUIDKey" : "String, CodingKey"
            printer.block(CodeLine("private enum CodingKeys: " + conformances)) { printer in
                // In declaration order, which synthesized `encode(to:)` writes the keys in.
                // By position, each read in place: mapping the properties copied each of them whole.
                printer.list("case", object.properties.indices.map { object.properties[$0].codingKeyCase })
            }
        }
    }

    /// `validate()`, and beside it the deprecated method checking deprecated properties, which it calls through
    /// `DeprecatedPropertyValidation` (reading them directly would warn).
    private func printValidation(_ object: ObjectModel, into printer: inout CodePrinter) {
        // By position: filtering the properties copied each of them whole, and looping over the copies copied them again.
        let checked = object.properties.indices.filter { object.properties[$0].isChecked }
        printer.line()
        printer.block("\(access.modifier)func validate() throws(EndpointError)") { printer in
            for index in checked where object.properties[index].deprecation == nil { printChecks(object.properties[index], of: object, into: &printer) }
            if let additional = object.additionalProperties, !additional.constraints.isEmpty {
                ValidationPrinter.printChecks(value: Naming.escaped(additional.swiftName), label: "\(object.name).\(additional.swiftName)",
                                              constraints: additional.propertyConstraints, type: additional.type, into: &printer)
            }
            if object.validatesDeprecatedProperties { printer.line("try Validate.deprecatedProperties(of: self)") }
        }
        guard object.validatesDeprecatedProperties else { return }
        printer.line()
        printer.documentation("Checks the deprecated properties against the spec's constraints; ``validate()`` calls it.")
        printer.deprecation(DeprecationModel(message: "Reads deprecated properties; call validate()."))
        printer.block("\(access.modifier)func validateDeprecatedProperties() throws(EndpointError)") { printer in
            for index in checked where object.properties[index].deprecation != nil { printChecks(object.properties[index], of: object, into: &printer) }
        }
    }

    private func printChecks(_ property: PropertyModel, of object: ObjectModel, into printer: inout CodePrinter) {
        // A `Nullable<T>?` is checked when it holds a value; absent and null pass, as for any optional.
        let nullable = property.coding == .optionalNullable
        let value = Naming.escaped(property.swiftName) + (nullable ? "?.value" : "")
        let type = nullable ? SwiftType.optional(property.type.unwrapped.nonNullable) : property.type
        ValidationPrinter.printChecks(value: value, label: "\(object.name).\(property.swiftName)", constraints: property.constraints,
                                      type: type, into: &printer)
        if property.validatesNested {
            ValidationPrinter.printNestedChecks(value: Naming.escaped(property.swiftName), label: "\(object.name).\(property.swiftName)",
                                                type: property.type, into: &printer)
        }
    }

    /// Whether Swift's synthesized `CodingKeys` are the model's keys: every property is stored under its own name
    /// and is its wire name exactly (`ID` sent as `id` needs its key), with no undeclared keys' dictionary, which
    /// synthesis would take for a key, and Swift synthesizes one of the two `Codable` witnesses (it makes the keys
    /// only for a witness it synthesizes).
    private static func synthesizedKeysSuffice(_ object: ObjectModel) -> Bool {
        !object.needsCustomEncoding && object.additionalProperties == nil && !writesUUIDs(object) && object.properties.allSatisfy { property in
            property.coding.isStored && !property.isIndirect && property.wireName == property.swiftName
        }
    }

    /// Whether a property holds UUIDs, which keys that are `LowercaseUUIDKey`s write in lowercase, as a path or query
    /// does: Foundation's capitals in a body failed a server's lowercase `pattern`.
    private static func writesUUIDs(_ object: ObjectModel) -> Bool {
        // By position: `contains` copied each property whole to read its type.
        object.properties.indices.contains { object.properties[$0].type.holdsUUIDs }
    }

    /// The model's initializers (``ObjectModel/initializers``), separated by a blank line.
    private func printInitializers(_ object: ObjectModel, into printer: inout CodePrinter) {
        for (index, initializer) in object.initializers.enumerated() {
            if index > 0 { printer.line() }
            printer.documentation(initializer.summary)
            printer.deprecation(initializer.deprecation)
            var parameters = initializer.arguments.map { argument in
                "\(Naming.escaped(argument.property.swiftName)): \(argument.property.type.code)" + EndpointEmitter.defaultClause(argument.defaultValue)
            }
            if let additional = initializer.additionalProperties {
                parameters.append("\(Naming.escaped(additional.swiftName)): \(additional.type.code) = [:]")
            }
            printer.block("\(access.modifier)init(\(parameters, separator: ", "))") { printer in
                for argument in initializer.arguments {
                    let name = Naming.escaped(argument.property.swiftName)
                    printer.line(argument.property.indirectStorage.map { "self.\($0) = \(argument.property.boxing(name))" } ?? "self.\(name) = \(name)")
                }
                if let additional = initializer.additionalProperties {
                    let name = Naming.escaped(additional.swiftName)
                    printer.line("self.\(name) = \(name)")
                }
            }
        }
    }

    private func printEnum(_ enumeration: EnumModel, into printer: inout CodePrinter) {
        let rawType = enumeration.rawType.code
        printer.documentation(
            (enumeration.description.map { $0 + "\n\n" } ?? "")
                + "Values this version of the SDK does not know decode to `unknown` and encode back unchanged.",
            remark: enumeration.specPath
        )
        printer.block("\(access.declarationModifiers)enum \(enumeration.name): RawRepresentable, Codable, Hashable, Sendable, ParameterValue") { printer in
            for enumCase in enumeration.cases {
                printer.line("case \(Naming.escaped(enumCase.swiftName))")
            }
            printer.documentation("A value this version of the SDK does not know, received or sent as it is.")
            printer.line("case unknown(\(rawType))")
            printer.line()
            printer.block("\(access.modifier)init(rawValue: \(rawType))") { printer in
                printer.switchBlock("rawValue") { printer in
                    for enumCase in enumeration.cases {
                        printer.line("case \(enumCase.swiftLiteral(as: enumeration.rawType)): self = .\(Naming.escaped(enumCase.swiftName))")
                    }
                    printer.line("default: self = .unknown(rawValue)")
                }
            }
            printer.line()
            printer.block("\(access.modifier)var rawValue: \(rawType)") { printer in
                printer.switchBlock("self") { printer in
                    for enumCase in enumeration.cases {
                        printer.line("case .\(Naming.escaped(enumCase.swiftName)): \(enumCase.swiftLiteral(as: enumeration.rawType))")
                    }
                    printer.line("case .unknown(let value): value")
                }
            }
        }
    }

    private func printErrorBodyConformance(_ errorBody: ErrorBodyModel, into printer: inout CodePrinter) {
        printer.block("nonisolated extension \(errorBody.typeName): ServerErrorBody") { printer in
            printer.documentation(errorBody.messagePath.isEmpty
                ? "The document names no property for the message: `EndpointError` reads it where APIs conventionally put one."
                : "The message the server sent, shown to users by `EndpointError`.")
            let value = errorBody.messagePath.isEmpty ? "nil" : errorBody.messagePath.enumerated().map { index, step in
                let isLast = index == errorBody.messagePath.count - 1
                return Naming.escaped(step.swiftName) + (step.isOptional && (!isLast || step.isNullable) ? "?" : "") + (step.isNullable ? ".value" : "")
            }.joined(separator: ".")
            printer.line("\(access.modifier)var serverMessage: String? { \(value) }")
        }
    }
}
