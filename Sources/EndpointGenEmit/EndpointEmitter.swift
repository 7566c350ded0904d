import EndpointGenModel

/// Prints `<stem>.Endpoint.swift`: the API's endpoint enum and its statically typed request encoding.
struct EndpointEmitter {
    let api: APIModel
    let access: AccessLevel
    /// Whether the client output is generated too: its methods then carry each endpoint's documentation, and a
    /// documented case points at its method instead of repeating it.
    let clientIsEmitted: Bool

    /// One unit per endpoint enum, with its extensions, for split files; its samples are a unit of their own, so
    /// that a spec's many examples do not make one file, compiled by one frontend, as big as the rest together.
    func units() -> [String] {
        let endpointsByGroup = api.endpointsByGroup
        return api.endpointEnums.flatMap { group in
            let endpoints = endpointsByGroup[group.name] ?? []
            var printer = CodePrinter()
            printEnum(group, endpoints: endpoints, into: &printer)
            var samples = CodePrinter()
            SamplesPrinter(group: group, access: access).print(endpoints, into: &samples)
            return [printer.text] + (samples.text.isEmpty ? [] : [samples.text])
        }
    }

    private func printEnum(_ group: EndpointGroupModel, endpoints: [EndpointModel], into printer: inout CodePrinter) {
        let summary = group.name.map { "The \($0) endpoints of the \(api.name) API." } ?? "The endpoints of the \(api.name) API."
        let description = group.name == nil ? api.description : nil
        printer.documentation(description.map { "\(summary)\n\n\($0)" } ?? summary, remark: api.sectionPaths.endpoints)
        printer.block("\(access.declarationModifiers)enum \(group.endpointType): GeneratedEndpoint") { printer in
            for endpoint in endpoints {
                printCase(endpoint, group: group, into: &printer)
            }
            printParts(group, endpoints: endpoints, into: &printer)
            printCaseNames(group, endpoints: endpoints, into: &printer)
            printValidate(group, endpoints: endpoints, into: &printer)
        }
        ResponseTypesPrinter(endpointType: group.endpointType, access: access).print(endpoints, into: &printer)
    }

    private func printCase(_ endpoint: EndpointModel, group: EndpointGroupModel, into printer: inout CodePrinter) {
        let documented = endpoint.description != nil || endpoint.parameters.contains { $0.description != nil }
        if documented, clientIsEmitted, let method = endpoint.clientMethods.first {
            printer.documentation("The request ``\(group.protocolType)/\(Self.symbol(of: method))`` sends.\n- Remark: Generated from `\(endpoint.specPath)`.")
        } else {
            printer.documentation(endpoint.description, parameters: endpoint.parameters.map { ($0.swiftName, $0.description) }, remark: endpoint.specPath)
        }
        let values = endpoint.parameters.map { parameter in
            "\(Naming.escaped(parameter.swiftName)): \(parameter.type.code)" + Self.defaultClause(parameter.defaultValue)
        }
        printer.deprecation(endpoint.deprecation)
        printer.line("case \(Naming.escaped(endpoint.caseName))\(values.isEmpty ? "" : "(\(values.joined(separator: ", ")))")")
        printer.line()
    }

    /// `requestParts`: every case's request in one `switch`. Swift checks a switch over an enum in time that
    /// grows faster than the number of cases, so the enum has one switch over all of them (in parts, when larger
    /// than one switch may be).
    private func printParts(_ group: EndpointGroupModel, endpoints: [EndpointModel], into printer: inout CodePrinter) {
        printer.documentation("The request of each endpoint, built with straight-line code.")
        printChain("requestParts", of: group.switchParts, type: "RequestParts", returning: true, into: &printer) { part, printer in
            for endpoint in endpoints[part] {
                let branch = RequestPartsPrinter(endpoint: endpoint)
                printer.indented(under: "case \(Self.pattern(endpoint, binding: branch.boundNames)):") { printer in
                    branch.print(into: &printer)
                }
            }
        }
    }

    /// `caseName`: each case's name as a literal, so that logs name an endpoint without reflecting on it. A pattern
    /// without bindings matches whatever the associated values.
    private func printCaseNames(_ group: EndpointGroupModel, endpoints: [EndpointModel], into printer: inout CodePrinter) {
        printer.line()
        printer.documentation("The name of each endpoint's case, for logs and metrics.")
        printChain("caseName", of: group.switchParts, type: "String", returning: false, into: &printer) { part, printer in
            for endpoint in endpoints[part] {
                printer.line("case \(Self.pattern(endpoint, binding: [])): \(SwiftLiteral.string(endpoint.caseName))")
            }
        }
    }

    /// `validate()` when any parameter or JSON body model has constraints.
    private func printValidate(_ group: EndpointGroupModel, endpoints: [EndpointModel], into printer: inout CodePrinter) {
        let checked = endpoints.map { ($0, validatedNames($0)) }
        guard checked.contains(where: { !$0.1.isEmpty }) else { return }
        // Only the parts with a case to check; `default` rather than a list of the unchecked cases: listing them
        // all would make this a second switch over every case (see `printParts`).
        let parts = group.switchParts.filter { part in checked[part].contains { !$0.1.isEmpty } }
        for (index, part) in parts.enumerated() {
            printer.line()
            let name = EndpointGroupModel.partMember("validate", part: index)
            if index == 0 {
                printer.documentation("Checks the parameters against the spec's constraints; ``APIClient`` calls it before sending.")
            } else {
                printer.documentation("The checks of cases \(part.lowerBound + 1) to \(part.upperBound), which ``validate()`` hands on.")
            }
            printer.block("\(index == 0 ? access.modifier : "private ")func \(name)() throws(EndpointError)") { printer in
                printer.switchBlock("self") { printer in
                    for (endpoint, bound) in checked[part] where !bound.isEmpty {
                        printer.indented(under: "case \(Self.pattern(endpoint, binding: bound)):") { printer in
                            printChecks(endpoint, into: &printer)
                        }
                    }
                    if index + 1 < parts.count {
                        printer.indented(under: "default:") { printer in
                            printer.line("try self.\(EndpointGroupModel.partMember("validate", part: index + 1))()")
                        }
                    } else if group.switchParts.count > 1 || checked.contains(where: { $0.1.isEmpty }) {
                        printer.indented(under: "default:") { printer in printer.line("break") }
                    }
                }
            }
        }
    }

    /// Prints the computed property `member` as a `switch self` over the cases of the first part, and, for each
    /// further part, a private property of its own that the part before hands the other cases on to in its
    /// `default`. The last part's `default` is never reached: every case is in one part.
    private func printChain(_ member: String, of parts: [Range<Int>], type: String, returning: Bool, into printer: inout CodePrinter,
                            cases: (Range<Int>, inout CodePrinter) -> Void) {
        for (index, part) in parts.enumerated() {
            if index > 0 {
                printer.line()
                printer.documentation("The cases \(part.lowerBound + 1) to \(part.upperBound) of ``\(member)``, which the part before hands on.")
            }
            let modifier = index == 0 ? access.modifier : "private "
            printer.block("\(modifier)var \(EndpointGroupModel.partMember(member, part: index)): \(type)") { printer in
                printer.switchBlock("self") { printer in
                    cases(part, &printer)
                    guard parts.count > 1 else { return }
                    printer.indented(under: "default:") { printer in
                        if index + 1 < parts.count {
                            printer.line("\(returning ? "return " : "")self.\(EndpointGroupModel.partMember(member, part: index + 1))")
                        } else {
                            printer.line("preconditionFailure(\"every case of \\(Self.self) is in one part of \(member)\")")
                        }
                    }
                }
            }
        }
    }

    /// The associated values `validate()` checks for `endpoint`; empty when it checks none.
    private func validatedNames(_ endpoint: EndpointModel) -> Set<String> {
        var bound = Set(endpoint.parameters.filter { !$0.constraints.isEmpty || $0.checksSegment }.map(\.swiftName))
        bound.formUnion(endpoint.validatesNested)
        return bound
    }

    private func printChecks(_ endpoint: EndpointModel, into printer: inout CodePrinter) {
        for parameter in endpoint.parameters where !parameter.constraints.isEmpty {
            ValidationPrinter.printChecks(value: Naming.escaped(parameter.swiftName), label: parameter.swiftName,
                                          constraints: parameter.constraints, type: parameter.type, into: &printer)
        }
        for parameter in endpoint.pathParameters where parameter.checksSegment {
            printer.line("try Validate.segment(\(SerializationPrinter.pathSegment(parameter)), of: \(SwiftLiteral.string(parameter.swiftName)))")
        }
        // The models a parameter holds, itself, in a list, a dictionary or a union.
        // A model's failure names its type (`Pet.name`); one in a list or dictionary names where it is (`pets[2].name`).
        for parameter in endpoint.parameters where endpoint.validatesNested.contains(parameter.swiftName) {
            let label: String? = switch parameter.type.unwrapped.nonNullable {
            case .array, .dictionary: parameter.swiftName
            default: nil
            }
            ValidationPrinter.printNestedChecks(value: Naming.escaped(parameter.swiftName), label: label, type: parameter.type, into: &printer)
        }
    }

    /// `.name`, or `let .name(a, _, b)` binding only the named associated values.
    static func pattern(_ endpoint: EndpointModel, binding names: Set<String>) -> String {
        let parameters = endpoint.parameters
        let caseName = "." + Naming.escaped(endpoint.caseName)
        guard parameters.contains(where: { names.contains($0.swiftName) }) else { return caseName }
        let slots = parameters.map { names.contains($0.swiftName) ? Naming.escaped($0.swiftName) : "_" }
        return "let \(caseName)(\(slots.joined(separator: ", ")))"
    }

    /// A method's DocC symbol name: `name(label:_:)`.
    private static func symbol(of method: ClientMethodModel) -> String {
        method.name + "(" + method.parameters.map { ($0.isUnlabeled ? "_" : $0.swiftName) + ":" }.joined() + ")"
    }

    static func defaultClause(_ value: DefaultValue?) -> String {
        value.map { " = " + $0.swiftLiteral } ?? ""
    }
}
