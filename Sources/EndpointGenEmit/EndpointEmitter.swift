import EndpointGenModel

/// Prints `<stem>.Endpoint.swift`: the API's endpoint enum and its statically typed request encoding.
struct EndpointEmitter {
    let api: APIModel
    let access: AccessLevel

    /// The object models with a `validate()` method, looked up once per endpoint body.
    private let validatedModels: Set<String>

    init(api: APIModel, access: AccessLevel) {
        self.api = api
        self.access = access
        validatedModels = Set(api.models.compactMap { model in
            if case .object(let object) = model, object.hasConstraints { object.name } else { nil }
        })
    }

    /// One unit per endpoint enum, with its extensions, for split files.
    func units() -> [String] {
        api.endpointEnums.map { group in
            var printer = CodePrinter()
            printEnum(group, endpoints: api.endpoints(in: group), into: &printer)
            return printer.text
        }
    }

    private func printEnum(_ group: EndpointGroupModel, endpoints: [EndpointModel], into printer: inout CodePrinter) {
        let summary = group.name.map { "The \($0) endpoints of the \(api.name) API." } ?? "The endpoints of the \(api.name) API."
        let description = group.name == nil ? api.description : nil
        printer.documentation(description.map { "\(summary)\n\n\($0)" } ?? summary, remark: api.sectionPaths.endpoints)
        printer.block("\(access.declarationModifiers)enum \(group.endpointType): GeneratedEndpoint") { printer in
            for endpoint in endpoints {
                printCase(endpoint, into: &printer)
            }
            printParts(endpoints, into: &printer)
            printValidate(endpoints, into: &printer)
        }
        ResponseTypesPrinter(endpointType: group.endpointType, access: access).print(endpoints, into: &printer)
        SamplesPrinter(group: group, access: access).print(endpoints, into: &printer)
    }

    private func printCase(_ endpoint: EndpointModel, into printer: inout CodePrinter) {
        printer.documentation(endpoint.description, parameters: endpoint.parameters.map { ($0.swiftName, $0.description) }, remark: endpoint.specPath)
        let values = endpoint.parameters.map { parameter in
            "\(Naming.escaped(parameter.swiftName)): \(parameter.type.code)" + Self.defaultClause(parameter.defaultValue)
        }
        printer.deprecation(endpoint.deprecation)
        printer.line("case \(Naming.escaped(endpoint.caseName))" + (values.isEmpty ? "" : "(\(values.joined(separator: ", ")))"))
        printer.line()
    }

    /// `requestParts`: every case's request in one `switch`. Swift checks a switch over an enum in time that
    /// grows faster than the number of cases, so the enum has exactly one switch over all of them.
    private func printParts(_ endpoints: [EndpointModel], into printer: inout CodePrinter) {
        printer.documentation("The request of each endpoint, built with straight-line code.")
        printer.block("\(access.modifier)var requestParts: RequestParts") { printer in
            printer.switchBlock("self") { printer in
                for endpoint in endpoints {
                    let branch = RequestPartsPrinter(endpoint: endpoint, apiHasAuth: !api.auth.isEmpty)
                    printer.line("case \(Self.pattern(endpoint, binding: branch.boundNames)):")
                    for line in branch.lines() { printer.line("    " + line) }
                }
            }
        }
    }

    /// `validate()` when any parameter or JSON body model has constraints.
    private func printValidate(_ endpoints: [EndpointModel], into printer: inout CodePrinter) {
        let checked = endpoints.map { ($0, validationLines($0)) }
        guard checked.contains(where: { !$0.1.lines.isEmpty }) else { return }
        printer.line()
        printer.documentation("Checks the parameters against the spec's constraints; ``APIClient`` calls it before sending.")
        printer.block("\(access.modifier)func validate() throws(EndpointError)") { printer in
            printer.switchBlock("self") { printer in
                for (endpoint, validation) in checked where !validation.lines.isEmpty {
                    printer.line("case \(Self.pattern(endpoint, binding: validation.bound)):")
                    for line in validation.lines { printer.line("    " + line) }
                }
                // `default` rather than a list of the unchecked cases: listing them all would make this a
                // second switch over every case (see `printParts`).
                if checked.contains(where: { $0.1.lines.isEmpty }) {
                    printer.line("default:")
                    printer.line("    break")
                }
            }
        }
    }

    private func validationLines(_ endpoint: EndpointModel) -> (lines: [String], bound: Set<String>) {
        var lines: [String] = []
        var bound: Set<String> = []
        for parameter in endpoint.parameters where !parameter.constraints.isEmpty {
            lines += ValidationPrinter.checks(value: Naming.escaped(parameter.swiftName), label: parameter.swiftName, constraints: parameter.constraints)
            bound.insert(parameter.swiftName)
        }
        if case .json(let body)? = endpoint.body, case .model(let name) = body.type.unwrapped, validatedModels.contains(name) {
            lines.append("try \(Naming.escaped(body.swiftName))\(body.type.isOptional ? "?" : "").validate()")
            bound.insert(body.swiftName)
        }
        return (lines, bound)
    }

    /// `.name`, or `let .name(a, _, b)` binding only the named associated values.
    static func pattern(_ endpoint: EndpointModel, binding names: Set<String>) -> String {
        let parameters = endpoint.parameters
        let caseName = "." + Naming.escaped(endpoint.caseName)
        guard parameters.contains(where: { names.contains($0.swiftName) }) else { return caseName }
        let slots = parameters.map { names.contains($0.swiftName) ? Naming.escaped($0.swiftName) : "_" }
        return "let \(caseName)(\(slots.joined(separator: ", ")))"
    }

    static func defaultClause(_ value: DefaultValue?) -> String {
        value.map { " = " + $0.swiftLiteral } ?? ""
    }
}
