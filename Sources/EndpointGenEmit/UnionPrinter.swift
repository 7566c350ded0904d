import EndpointGenModel

/// Prints a `oneOf` model: an enum with a case per alternative, decoded by its discriminator or by trying each
/// alternative in order, and encoded as the payload itself.
struct UnionPrinter {
    let union: UnionModel
    let access: AccessLevel

    func print(into printer: inout CodePrinter) {
        let summary = union.discriminator.map { "The `\($0)` key selects the case; values this version of the SDK does not know decode to `unknown`." }
            ?? "Decodes as the first alternative that fits, in the order \(union.alternatives.map { "`\($0.type.code)`" }.joined(separator: ", "))."
        printer.documentation((union.description.map { $0 + "\n\n" } ?? "") + summary, remark: union.specPath)
        let indirect = union.isIndirect ? "indirect " : ""
        printer.block("\(access.declarationModifiers)\(indirect)enum \(union.name): Codable, Hashable, Sendable") { printer in
            for alternative in union.alternatives {
                printer.line("case \(Naming.escaped(alternative.caseName))(\(alternative.type.code))")
            }
            if union.discriminator != nil {
                printer.documentation("A discriminator value this version of the SDK does not know; the rest of the payload is not kept.")
                printer.line("case unknown(String)")
            }
            printer.line()
            if let discriminator = union.discriminator {
                printDiscriminated(by: discriminator, into: &printer)
            } else {
                printTried(into: &printer)
            }
        }
    }

    private func printDiscriminated(by discriminator: String, into printer: inout CodePrinter) {
        printer.documentation("Decodes the alternative that the `\(discriminator)` value selects.")
        printer.block("\(access.modifier)init(from decoder: any Decoder) throws") { printer in
            printer.line("let container = try decoder.container(keyedBy: DiscriminatorKey.self)")
            printer.line("let value = try container.decode(String.self, forKey: .discriminator)")
            printer.switchBlock("value") { printer in
                for alternative in union.alternatives {
                    let values = alternative.discriminatorValues.map(SwiftLiteral.string).joined(separator: ", ")
                    printer.line("case \(values): self = .\(Naming.escaped(alternative.caseName))(try \(alternative.type.code)(from: decoder))")
                }
                printer.line("default: self = .unknown(value)")
            }
        }
        printer.line()
        printer.documentation("Encodes the payload and its `\(discriminator)` value.")
        printer.block("\(access.modifier)func encode(to encoder: any Encoder) throws") { printer in
            printer.line("let value: String")
            printer.switchBlock("self") { printer in
                for alternative in union.alternatives {
                    // The payload's own coding may leave the discriminator out, so it is written here too.
                    let value = SwiftLiteral.string(alternative.discriminatorValues.first ?? "")
                    printer.indented(under: "case .\(Naming.escaped(alternative.caseName))(let payload):") { printer in
                        printer.line("try payload.encode(to: encoder)")
                        printer.line("value = \(value)")
                    }
                }
                printer.indented(under: "case .unknown(let unknown):") { printer in printer.line("value = unknown") }
            }
            printer.line("var container = encoder.container(keyedBy: DiscriminatorKey.self)")
            printer.line("try container.encode(value, forKey: .discriminator)")
        }
        printer.line()
        printer.block("private enum DiscriminatorKey: String, CodingKey") { printer in
            printer.line("case discriminator = \(SwiftLiteral.string(discriminator))")
        }
    }

    private func printTried(into printer: inout CodePrinter) {
        printer.documentation("Decodes the first alternative that fits; the error lists why each one did not.")
        printer.block("\(access.modifier)init(from decoder: any Decoder) throws") { printer in
            // Through a single-value container, so the decoder's date and data strategies apply to scalar alternatives.
            printer.line("let container = try decoder.singleValueContainer()")
            printer.line("var failures: [String] = []")
            for alternative in union.alternatives {
                let label = SwiftLiteral.escaped(alternative.type.code)
                printer.line("do { self = .\(Naming.escaped(alternative.caseName))(try container.decode(\(alternative.type.code).self)); return } catch { failures.append(\"\(label): \\(error)\") }")
            }
            let message = SwiftLiteral.escaped("\(union.name) matches none of its alternatives: ")
            printer.wrappedCall("throw DecodingError.dataCorrupted(DecodingError.Context", [
                "codingPath: decoder.codingPath, debugDescription: \"\(message)\" + failures.joined(separator: \"; \")",
            ], suffix: ")")
        }
        printer.line()
        printer.documentation("Encodes the payload itself.")
        printer.block("\(access.modifier)func encode(to encoder: any Encoder) throws") { printer in
            printer.line("var container = encoder.singleValueContainer()")
            printer.switchBlock("self") { printer in
                for alternative in union.alternatives {
                    printer.line("case .\(Naming.escaped(alternative.caseName))(let payload): try container.encode(payload)")
                }
            }
        }
    }
}
