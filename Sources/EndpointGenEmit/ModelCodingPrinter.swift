import EndpointGenModel

/// Prints `init(from:)` and `encode(to:)`, each where the model needs it, for an object model whose properties Swift's
/// synthesized `Codable` would code wrongly: nullable keys that must be present, optional unions that hold `null`,
/// defaults, constants, read-only properties (left out of requests), and the undeclared keys that
/// `additionalProperties` keeps.
struct ModelCodingPrinter {
    let object: ObjectModel
    let access: AccessLevel

    func print(into printer: inout CodePrinter) {
        let deprecation = object.codingDeprecation
        // No doc comment on the `Codable` witnesses: the protocol's own describes them, and the same sentence on every
        // model would be a large part of a big SDK's lines.
        let besides = object.properties.isEmpty ? "" : ", besides: CodingKeys.self"
        if object.needsCustomDecoding {
            printer.deprecation(deprecation)
            printer.block("\(access.modifier)init(from decoder: any Decoder) throws") { printer in
                if !object.properties.isEmpty {
                    printer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
                }
                for property in object.properties { printDecode(property, into: &printer) }
                if let additional = object.additionalProperties {
                    printer.line("self.\(Naming.escaped(additional.swiftName)) = try decoder.decodeAdditionalProperties(\(additional.valueType.code).self\(besides))")
                }
            }
        }
        guard object.needsCustomEncoding else { return }
        if object.needsCustomDecoding { printer.line() }
        printer.deprecation(deprecation)
        printer.block("\(access.modifier)func encode(to encoder: any Encoder) throws") { printer in
            if !object.properties.isEmpty {
                printer.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            }
            // Read-only properties, in runs so that the keys keep the model's order, are left out of requests.
            var rest = object.properties[...]
            while let first = rest.first {
                let run = rest.prefix { $0.isReadOnly == first.isReadOnly }
                rest = rest.dropFirst(run.count)
                guard first.isReadOnly else {
                    for property in run { printEncode(property, into: &printer) }
                    continue
                }
                printer.block("if !encoder.writesRequest") { printer in
                    for property in run { printEncode(property, into: &printer) }
                }
            }
            if let additional = object.additionalProperties {
                printer.line("try encoder.encodeAdditionalProperties(self.\(Naming.escaped(additional.swiftName))\(besides))")
            }
        }
    }

    private func printEncode(_ property: PropertyModel, into printer: inout CodePrinter) {
        let name = "self." + Naming.escaped(property.swiftName)
        let key = "." + property.codingKey
        printer.line("try container.\(property.leavesOutNil ? "encodeIfPresent" : "encode")(\(name), forKey: \(key))")
    }

    private func printDecode(_ property: PropertyModel, into printer: inout CodePrinter) {
        let key = "." + property.codingKey
        let type = property.type
        let value: String
        switch property.coding {
        case .standard where type.isOptional, .optionalNullable:
            // For a `Nullable<T>?`, EndpointKit's overload of decodeIfPresent tells `null` from an absent key.
            value = "try container.decodeIfPresent(\(type.unwrapped.code).self, forKey: \(key))"
        case .standard:
            value = "try container.decode(\(type.code).self, forKey: \(key))"
        case .nullable:
            // Decoding the optional type itself fails on an absent key but accepts `null`.
            value = "try container.decode(\(type.code).self, forKey: \(key))"
        case .optionalNullHolding:
            // decodeIfPresent would read `null` as an absent key, losing the difference.
            value = "container.contains(\(key)) ? try container.decode(\(type.unwrapped.code).self, forKey: \(key)) : nil"
        case .defaulted(let defaultValue):
            value = "try container.decodeIfPresent(\(type.unwrapped.code).self, forKey: \(key)) ?? \(defaultValue.swiftLiteral)"
        case .constant(let constant):
            printConstantCheck(property, constant, into: &printer)
            return
        }
        if let storage = property.indirectStorage {
            // Only the plain decode calls are postfix expressions; a conditional or `??` needs parentheses.
            let isPostfix = [.standard, .nullable, .optionalNullable].contains(property.coding)
            printer.line("self.\(storage) = \(property.boxing(isPostfix ? value : "(\(value))"))")
        } else {
            printer.line("self.\(Naming.escaped(property.swiftName)) = \(value)")
        }
    }

    private func printConstantCheck(_ property: PropertyModel, _ constant: DefaultValue, into printer: inout CodePrinter) {
        let key = "." + property.codingKey
        printer.block("do") { printer in
            printer.line("let value = try container.decode(\(property.type.code).self, forKey: \(key))")
            printer.block("guard value == \(constant.swiftLiteral) else") { printer in
                let expected = "\\(String(describing: \(constant.swiftLiteral) as \(property.type.code)))"
                let message = "'\(SwiftLiteral.escaped(property.wireName))' must be \(expected), found \\(String(describing: value))"
                printer.line("throw DecodingError.dataCorruptedError(forKey: \(key), in: container, debugDescription: \"\(message)\")")
            }
        }
    }
}
