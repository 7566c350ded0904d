import EndpointGenModel

/// Prints a `oneOf` model: an enum with a case per alternative, decoded by its discriminator or by trying each
/// alternative in order, and encoded as the payload itself (`null`, `false` or `true` for a case without payload).
struct UnionPrinter {
    let union: UnionModel
    let access: AccessLevel

    func print(into printer: inout CodePrinter) {
        let tried = union.fallbackAlternatives.map { "`\($0.type?.code ?? UnionModel.literal($0))`" }.joined(separator: ", ")
        let summary: String
        if let discriminator = union.discriminator {
            let fallback = union.discriminatorIsOptional ? "An object without the key, or a value that is not an object," : "A value that is not an object"
            summary = "The `\(discriminator)` key selects the case; values this version of the SDK does not know decode to `unknown`."
                + (tried.isEmpty ? "" : " \(fallback) decodes as the first of \(tried) that fits.")
                + " A case encodes as its payload with its `\(discriminator)` value added" + (union.triedAlternatives.isEmpty ? "." : "; one holding no object, as its value alone.")
        } else {
            summary = "Decodes as the first alternative that fits, in the order \(tried), or throws an error that lists why each one did not;"
                + " a case encodes as its payload alone."
        }
        let keyed = union.alternatives.filter { $0.keys != nil }.compactMap { $0.type.map { "`\($0.code)`" } }
        let keys = keyed.isEmpty ? "" : " \(keyed.joined(separator: ", ")) " + (keyed.count == 1 ? "requires" : "each require")
            + " no key, so an object is one of them in its turn only if it holds one of its keys."
        printer.documentation((union.description.map { $0 + "\n\n" } ?? "") + summary + keys, remark: union.specPath)
        let indirect = union.isIndirect ? "indirect " : ""
        printer.block("\(access.declarationModifiers)\(indirect)enum \(union.name): Codable, Hashable, Sendable\(union.validates ? ", Validatable" : "")") { printer in
            for alternative in union.alternatives {
                printer.line("case \(Naming.escaped(alternative.caseName))\(alternative.type.map { "(\($0.code))" } ?? "")")
            }
            if union.discriminator != nil {
                printer.documentation("A discriminator value this version of the SDK does not know; the rest of the payload is not kept.")
                printer.line("case unknown(String)")
            }
            printer.line()
            if let discriminator = union.discriminator {
                printDiscriminatedDecoding(by: discriminator, into: &printer)
            } else {
                printTriedDecoding(into: &printer)
            }
            printer.line()
            printEncoding(into: &printer)
            if union.validates {
                printer.line()
                printValidation(into: &printer)
            }
            if let discriminator = union.discriminator {
                printer.line()
                printer.block("private enum DiscriminatorKey: String, CodingKey") { printer in
                    printer.line("case discriminator = \(SwiftLiteral.string(discriminator))")
                }
            }
            printKeyLists(into: &printer)
        }
    }

    /// `validate()`: the `validate()` of the models the payload holds, for the alternatives that hold some.
    private func printValidation(into printer: inout CodePrinter) {
        printer.block("\(access.modifier)func validate() throws(EndpointError)") { printer in
            printer.switchBlock("self") { printer in
                for alternative in union.alternatives where alternative.validatesNested {
                    guard let type = alternative.type else { continue }
                    printer.indented(under: "case .\(Naming.escaped(alternative.caseName))(let value):") {
                        ValidationPrinter.printNestedChecks(value: "value", type: type, into: &$0)
                    }
                }
                if union.alternatives.contains(where: { !$0.validatesNested }) || union.discriminator != nil {
                    printer.indented(under: "default:") { $0.line("break") }
                }
            }
        }
    }

    /// `private static let <case>Keys = [...]`: the wire keys of each alternative chosen by the keys an object holds,
    /// written once though decoding reads them twice.
    private func printKeyLists(into printer: inout CodePrinter) {
        for alternative in union.alternatives {
            guard let keys = alternative.keys else { continue }
            printer.line()
            printer.documentation("The keys of `\(alternative.type?.code ?? "")`, none of them required: an object holding one is tried as it in its turn.")
            let head = "private static let \(keyListName(of: alternative)) ="
            let literal = Self.keyList(keys)
            if head.count + 1 + literal.count <= CodePrinter.wrappingWidth {
                printer.line("\(head) \(literal)")
            } else {
                printer.packedArrayLiteral(head, keys.map(SwiftLiteral.string))
            }
        }
    }

    /// `<case>Keys`, with `_` added while a case has that name.
    private func keyListName(of alternative: UnionModel.Alternative) -> String {
        var name = alternative.caseName + "Keys"
        while union.alternatives.contains(where: { $0.caseName == name }) { name += "_" }
        return name
    }

    private func printDiscriminatedDecoding(by discriminator: String, into printer: inout CodePrinter) {
        let tried = union.fallbackAlternatives
        printer.block("\(access.modifier)init(from decoder: any Decoder) throws") { printer in
            if tried.isEmpty {
                printer.line("let container = try decoder.container(keyedBy: DiscriminatorKey.self)")
                printer.line("let value = try container.decode(String.self, forKey: .discriminator)")
                printSelection(into: &printer)
            } else if union.discriminatorIsOptional {
                // An object without the key (or with `null`) may be any alternative; so may anything else.
                printer.line("if let container = try? decoder.container(keyedBy: DiscriminatorKey.self),")
                printer.block("   let value = try container.decodeIfPresent(String.self, forKey: .discriminator)") { printer in
                    printSelection(into: &printer)
                    printer.line("return")
                }
                printAttempts(tried, into: &printer)
            } else {
                // Only objects carry a discriminator; anything else is one of the other alternatives.
                printer.block("if let container = try? decoder.container(keyedBy: DiscriminatorKey.self)") { printer in
                    printer.line("let value = try container.decode(String.self, forKey: .discriminator)")
                    printSelection(into: &printer)
                    printer.line("return")
                }
                printAttempts(tried, into: &printer)
            }
        }
    }

    /// The `switch` over the discriminator `value` that sets `self`. A value that selects several alternatives tries
    /// them in turn.
    private func printSelection(into printer: inout CodePrinter) {
        let shared = Set(union.sharedValues.map(\.value))
        printer.switchBlock("value") { printer in
            for alternative in union.alternatives {
                let values = alternative.discriminatorValues.filter { !shared.contains($0) }
                guard !values.isEmpty else { continue }
                let type = alternative.type?.code ?? ""
                printer.line("case \(values.map(SwiftLiteral.string).joined(separator: ", ")): self = .\(Naming.escaped(alternative.caseName))(try \(type)(payloadFrom: decoder))")
            }
            for value in union.sharedValues {
                printer.indented(under: "case \(SwiftLiteral.string(value.value)):") { printer in
                    printer.line("var failures: [String] = []")
                    for index in value.alternatives {
                        let alternative = union.alternatives[index]
                        guard let type = alternative.type else { continue }
                        printAttempt(alternative, name: Naming.escaped(alternative.caseName), type: type, decoding: "\(type.code)(payloadFrom: decoder)",
                                     when: Self.tagCondition(alternative), into: &printer)
                    }
                    printFailure("\(union.name) whose '\(union.discriminator ?? "")' is '\(value.value)' matches none of the alternatives it selects",
                                 listingFailures: true, into: &printer)
                }
            }
            printer.line("default: self = .unknown(value)")
        }
    }

    private func printTriedDecoding(into printer: inout CodePrinter) {
        printer.block("\(access.modifier)init(from decoder: any Decoder) throws") { printer in
            printAttempts(union.alternatives, into: &printer)
        }
    }

    /// Tries `alternatives` in order and throws a `DecodingError` listing every failure when none fits. An alternative
    /// with ``UnionModel/Alternative/keys`` is tried in its turn only for an object holding one of them, and after
    /// all others for an object holding none.
    private func printAttempts(_ alternatives: [UnionModel.Alternative], into printer: inout CodePrinter) {
        // Through a single-value container, so the decoder's date and data strategies apply to scalar alternatives.
        printer.line("let container = try decoder.singleValueContainer()")
        let typed = alternatives.filter { $0.type != nil }
        if !typed.isEmpty { printer.line("var failures: [String] = []") }
        let keyed = alternatives.filter { $0.keys != nil }
        if !keyed.isEmpty { printer.line("let keys = decoder.objectKeys()") }
        for alternative in alternatives {
            let name = Naming.escaped(alternative.caseName)
            guard let type = alternative.type else {
                // `true` is no `false` case: it is tried as the other alternatives, and fails as none of them.
                if let string = alternative.string {
                    printer.line("if (try? container.decode(String.self)) == \(SwiftLiteral.string(string)) { self = .\(name); return }")
                } else if let boolean = alternative.boolean {
                    printer.line("if (try? container.decode(Bool.self)) == \(boolean) { self = .\(name); return }")
                } else {
                    printer.line("if container.decodeNil() { self = .\(name); return }")
                }
                continue
            }
            let condition = alternative.keys.map { _ in "!keys.isDisjoint(with: Self.\(keyListName(of: alternative)))" } ?? Self.tagCondition(alternative)
            printAttempt(alternative, name: name, type: type, decoding: "container.decode(\(type.code).self)", when: condition, into: &printer)
        }
        if !keyed.isEmpty {
            printer.line("// An object holding none of their keys (`{}`): the first of them that fits.")
            for alternative in keyed {
                guard let type = alternative.type else { continue }
                printAttempt(alternative, name: Naming.escaped(alternative.caseName), type: type, decoding: "container.decode(\(type.code).self)",
                             when: "keys.isDisjoint(with: Self.\(keyListName(of: alternative)))", into: &printer)
            }
        }
        printFailure("\(union.name) matches none of its alternatives", listingFailures: !typed.isEmpty, into: &printer)
    }

    /// Throws the `DecodingError` of a value no alternative took: `description`, then, when `listingFailures`, the
    /// `failures` the attempts collected.
    private func printFailure(_ description: String, listingFailures: Bool, into printer: inout CodePrinter) {
        let text = listingFailures
            ? SwiftLiteral.string(description + ": ") + " + failures.joined(separator: \"; \")"
            : SwiftLiteral.string(description)
        printer.line("throw DecodingError.dataCorrupted(DecodingError.Context(")
        printer.line("    codingPath: decoder.codingPath, debugDescription: \(text)")
        printer.line("))")
    }

    /// `decoder.objectString(forKey: "type") == "message"`, for each of the alternative's tags; nil without one.
    private static func tagCondition(_ alternative: UnionModel.Alternative) -> String? {
        guard !alternative.tags.isEmpty else { return nil }
        return alternative.tags.map { "decoder.objectString(forKey: \(SwiftLiteral.string($0.key))) == \(SwiftLiteral.string($0.value))" }
            .joined(separator: ", ")
    }

    /// One attempt, by the expression `decoding`, under `condition` when there is one.
    private func printAttempt(_ alternative: UnionModel.Alternative, name: String, type: SwiftType, decoding: String, when condition: String?,
                              into printer: inout CodePrinter) {
        let label = SwiftLiteral.escaped(type.code)
        let attempt: CodeLine = "do { self = .\(name)(try \(decoding)); return } catch { failures.append(\"\(label): \\(error)\") }"
        guard let condition else { return printer.line(attempt) }
        printer.block("if \(condition)") { printer in printer.line(attempt) }
    }

    /// What a payload written by itself encodes: one holding UUIDs writes them in lowercase, as a model's keys do.
    private static func payload(_ alternative: UnionModel.Alternative) -> String {
        alternative.type?.holdsUUIDs == true ? "payload.lowercaseForm" : "payload"
    }

    /// What a case without payload encodes: `null`, its boolean or its string.
    private static func literalEncoding(_ alternative: UnionModel.Alternative) -> String {
        alternative.string.map { "try container.encode(\(SwiftLiteral.string($0)))" }
            ?? alternative.boolean.map { "try container.encode(\($0))" } ?? "try container.encodeNil()"
    }

    private static func keyList(_ keys: [String]) -> String {
        "[" + keys.map(SwiftLiteral.string).joined(separator: ", ") + "]"
    }

    private func printEncoding(into printer: inout CodePrinter) {
        guard union.discriminator != nil else {
            printer.block("\(access.modifier)func encode(to encoder: any Encoder) throws") { printer in
                printer.line("var container = encoder.singleValueContainer()")
                printer.switchBlock("self") { printer in
                    for alternative in union.alternatives {
                        let name = Naming.escaped(alternative.caseName)
                        printer.line(alternative.type == nil ? "case .\(name): \(Self.literalEncoding(alternative))" : "case .\(name)(let payload): try container.encode(\(Self.payload(alternative)))")
                    }
                }
            }
            return
        }
        printer.block("\(access.modifier)func encode(to encoder: any Encoder) throws") { printer in
            printer.line("let value: String")
            printer.switchBlock("self") { printer in
                for alternative in union.alternatives {
                    let name = Naming.escaped(alternative.caseName)
                    if alternative.sendsOwnValue {
                        printer.line("case .\(name)(let payload):")
                        printer.line("    try payload.encodePayload(to: encoder)")
                        printer.line("    return")
                    } else if let value = alternative.discriminatorValues.first {
                        // The payload's own coding may leave the discriminator out, so it is written here too.
                        printer.line("case .\(name)(let payload):")
                        printer.line("    try payload.encodePayload(to: encoder)")
                        printer.line("    value = \(SwiftLiteral.string(value))")
                    } else {
                        printer.line(alternative.type == nil ? "case .\(name):" : "case .\(name)(let payload):")
                        printer.line("    var container = encoder.singleValueContainer()")
                        printer.line(alternative.type == nil ? "    \(Self.literalEncoding(alternative))" : "    try container.encode(\(Self.payload(alternative)))")
                        printer.line("    return")
                    }
                }
                printer.line("case .unknown(let unknown):")
                printer.line("    value = unknown")
            }
            printer.line("var container = encoder.container(keyedBy: DiscriminatorKey.self)")
            printer.line("try container.encode(value, forKey: .discriminator)")
        }
    }
}
