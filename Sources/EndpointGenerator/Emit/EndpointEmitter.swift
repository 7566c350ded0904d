/// Prints `<stem>.Endpoint.swift`: the API's endpoint enum and its statically typed request encoding.
struct EndpointEmitter {
    let api: APIModel
    let access: AccessLevel

    func emit() -> String {
        var printer = CodePrinter()
        FileHeader.print(into: &printer, source: api.sourceName)
        printer.documentation(api.description.map { "The endpoints of the \(api.name) API.\n\n\($0)" } ?? "The endpoints of the \(api.name) API.",
                              remark: "$.endpoints")
        printer.block("\(access.declarationModifiers)enum \(api.typeNames.endpoint): Endpoint, Hashable") { printer in
            for endpoint in api.endpoints {
                printCase(endpoint, into: &printer)
            }
            printMethod(into: &printer)
            printPath(into: &printer)
            printItems(property: "query", type: "QueryItem", select: \.query, into: &printer)
            printItems(property: "headers", type: "HTTPHeader", select: \.headers, into: &printer)
            printBody(into: &printer)
            printRequiresAuthentication(into: &printer)
            printRetryable(into: &printer)
            printTimeout(into: &printer)
            printValidate(into: &printer)
        }
        return printer.text
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

    private func printMethod(into printer: inout CodePrinter) {
        printer.block("\(access.modifier)var method: HTTPMethod") { printer in
            printer.switchBlock("self") { printer in
                var order: [String] = []
                var cases: [String: [String]] = [:]
                for endpoint in api.endpoints {
                    if cases[endpoint.method] == nil { order.append(endpoint.method) }
                    cases[endpoint.method, default: []].append("." + Naming.escaped(endpoint.caseName))
                }
                for method in order {
                    printer.line("case \(cases[method]!.joined(separator: ", ")): .\(method.lowercased())")
                }
            }
        }
    }

    private func printPath(into printer: inout CodePrinter) {
        printer.line()
        printer.block("\(access.modifier)var path: String") { printer in
            printer.switchBlock("self") { printer in
                for endpoint in api.endpoints {
                    let bound = Set(endpoint.path.compactMap { part -> String? in
                        if case .parameter(let name) = part { return name }
                        return nil
                    })
                    let literal = endpoint.path.map { part in
                        switch part {
                        case .literal(let text): SwiftLiteral.escaped(PathLiteral.encode(text))
                        case .parameter(let name): "\\(PathSegment(\(Naming.escaped(name))))"
                        }
                    }.joined()
                    printer.line("case \(Self.pattern(endpoint, binding: bound)): \"\(literal)\"")
                }
            }
        }
    }

    /// Prints `query` or `headers` when any endpoint has such parameters.
    private func printItems(property: String, type: String, select: KeyPath<EndpointModel, [ParameterModel]>, into printer: inout CodePrinter) {
        guard api.endpoints.contains(where: { !$0[keyPath: select].isEmpty }) else { return }
        printer.line()
        printer.block("\(access.modifier)var \(property): [\(type)]") { printer in
            printer.switchBlock("self") { printer in
                let empty = api.endpoints.filter { $0[keyPath: select].isEmpty }
                for endpoint in api.endpoints where !endpoint[keyPath: select].isEmpty {
                    let parameters = endpoint[keyPath: select]
                    printer.line("case \(Self.pattern(endpoint, binding: Set(parameters.map(\.swiftName)))):")
                    ItemListPrinter(type: type).print(parameters, into: &printer)
                }
                if !empty.isEmpty {
                    printer.line("case \(empty.map { "." + Naming.escaped($0.caseName) }.joined(separator: ", ")):")
                    printer.line("    return []")
                }
            }
        }
    }

    private func printBody(into printer: inout CodePrinter) {
        guard api.endpoints.contains(where: { $0.body != nil }) else { return }
        printer.line()
        printer.block("\(access.modifier)var body: RequestBody?") { printer in
            printer.switchBlock("self") { printer in
                for endpoint in api.endpoints {
                    switch endpoint.body {
                    case .json(let body)?:
                        printer.line("case \(Self.pattern(endpoint, binding: [body.swiftName])):")
                        let name = Naming.escaped(body.swiftName)
                        printer.line(body.type.isOptional ? "    return \(name).map { .json($0) }" : "    return .json(\(name))")
                    case .form(let fields)?:
                        printer.line("case \(Self.pattern(endpoint, binding: Set(fields.map(\.swiftName)))):")
                        ItemListPrinter(type: "QueryItem", wrap: ".form").print(fields, into: &printer)
                    case nil:
                        break
                    }
                }
                let empty = api.endpoints.filter { $0.body == nil }
                if !empty.isEmpty {
                    printer.line("case \(empty.map { "." + Naming.escaped($0.caseName) }.joined(separator: ", ")):")
                    printer.line("    return nil")
                }
            }
        }
    }

    private func printRequiresAuthentication(into printer: inout CodePrinter) {
        let open = api.endpoints.filter { !$0.requiresAuth }
        guard !api.auth.isEmpty, !open.isEmpty else { return }
        let closed = api.endpoints.filter(\.requiresAuth)
        printer.line()
        printer.block("\(access.modifier)var requiresAuthentication: Bool") { printer in
            printer.switchBlock("self") { printer in
                printer.line("case \(open.map { "." + Naming.escaped($0.caseName) }.joined(separator: ", ")): false")
                if !closed.isEmpty {
                    printer.line("case \(closed.map { "." + Naming.escaped($0.caseName) }.joined(separator: ", ")): true")
                }
            }
        }
    }

    private func printRetryable(into printer: inout CodePrinter) {
        guard api.endpoints.contains(where: { $0.isRetryable != nil }) else { return }
        printer.line()
        printer.block("\(access.modifier)var isRetryable: Bool?") { printer in
            printer.switchBlock("self") { printer in
                for value in [true, false] {
                    let cases = api.endpoints.filter { $0.isRetryable == value }
                    if !cases.isEmpty { printer.line("case \(Self.caseList(cases)): \(value)") }
                }
                let unset = api.endpoints.filter { $0.isRetryable == nil }
                if !unset.isEmpty { printer.line("case \(Self.caseList(unset)): nil") }
            }
        }
    }

    private func printTimeout(into printer: inout CodePrinter) {
        guard api.endpoints.contains(where: { $0.timeout != nil }) else { return }
        printer.line()
        printer.block("\(access.modifier)var timeout: TimeInterval?") { printer in
            printer.switchBlock("self") { printer in
                for endpoint in api.endpoints {
                    if let timeout = endpoint.timeout {
                        printer.line("case .\(Naming.escaped(endpoint.caseName)): \(DefaultValue.double(timeout).swiftLiteral)")
                    }
                }
                let unset = api.endpoints.filter { $0.timeout == nil }
                if !unset.isEmpty { printer.line("case \(Self.caseList(unset)): nil") }
            }
        }
    }

    /// `validate()` when any parameter or JSON body model has constraints.
    private func printValidate(into printer: inout CodePrinter) {
        let checked = api.endpoints.map { ($0, validationLines($0)) }
        guard checked.contains(where: { !$0.1.lines.isEmpty }) else { return }
        printer.line()
        printer.documentation("Checks the parameters against the spec's constraints; ``APIClient`` calls it before sending.")
        printer.block("\(access.modifier)func validate() throws(EndpointError)") { printer in
            printer.switchBlock("self") { printer in
                for (endpoint, validation) in checked where !validation.lines.isEmpty {
                    printer.line("case \(Self.pattern(endpoint, binding: validation.bound)):")
                    for line in validation.lines { printer.line("    " + line) }
                }
                let unchecked = checked.filter { $0.1.lines.isEmpty }.map(\.0)
                if !unchecked.isEmpty {
                    printer.line("case \(Self.caseList(unchecked)):")
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
        if case .json(let body)? = endpoint.body, case .model(let name) = body.type.unwrapped,
           api.models.contains(where: { if case .object(let object) = $0 { object.name == name && object.hasConstraints } else { false } }) {
            lines.append("try \(Naming.escaped(body.swiftName))\(body.type.isOptional ? "?" : "").validate()")
            bound.insert(body.swiftName)
        }
        return (lines, bound)
    }

    /// `.a, .b, .c`
    static func caseList(_ endpoints: [EndpointModel]) -> String {
        endpoints.map { "." + Naming.escaped($0.caseName) }.joined(separator: ", ")
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
