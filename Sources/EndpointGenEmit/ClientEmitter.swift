import EndpointGenModel

/// Prints `<stem>.Client.swift`: environments, app-supplied shared parameters, the service protocol and the client.
struct ClientEmitter {
    let api: APIModel
    let access: AccessLevel

    private var names: APITypeNames { api.typeNames }

    /// The declarations (environments, shared parameters, each protocol and each client or service), each a
    /// unit a split file can hold.
    func units() -> [String] {
        var units = [unit { printEnvironment(into: &$0) }]
        if !api.suppliedSharedParameters.isEmpty { units.append(unit { printSharedParameters(into: &$0) }) }
        units.append(unit { printService(api.rootGroup, into: &$0) })
        units.append(unit { printClient(into: &$0) })
        for group in api.groups {
            units.append(unit { printService(group, into: &$0) })
            units.append(unit { printGroupService(group, into: &$0) })
        }
        return units
    }

    private func unit(_ print: (inout CodePrinter) -> Void) -> String {
        var printer = CodePrinter()
        print(&printer)
        return printer.text
    }

    private func printEnvironment(into printer: inout CodePrinter) {
        printer.documentation("The servers the \(api.name) API is deployed on.", remark: api.sectionPaths.servers)
        printer.block("\(access.declarationModifiers)enum \(names.environment): String, CaseIterable, Sendable") { printer in
            for server in api.servers {
                printer.documentation(server.description ?? "`\(server.url)`")
                let rawValue = server.caseName == server.name ? "" : " = \(SwiftLiteral.string(server.name))"
                printer.line("case \(Naming.escaped(server.caseName))\(rawValue)")
            }
            if let defaultServer = api.defaultServer {
                printer.line()
                printer.documentation("The environment used when none is chosen: `\(defaultServer.name)`.")
                printer.line("\(access.modifier)static let `default`: \(names.environment) = .\(Naming.escaped(defaultServer.caseName))")
            }
            printer.line()
            printer.documentation("The server of this environment.")
            printer.block("\(access.modifier)var server: Server") { printer in
                printer.switchBlock("self") { printer in
                    for server in api.servers {
                        printer.line("case .\(Naming.escaped(server.caseName)): Server(name: \(SwiftLiteral.string(server.name)), baseURL: \(SwiftLiteral.string(server.url)))")
                    }
                }
            }
        }
    }

    private func printSharedParameters(into printer: inout CodePrinter) {
        printer.documentation("Values the app supplies that are sent with every \(api.name) request.", remark: api.sectionPaths.shared)
        printer.block("\(access.declarationModifiers)struct \(names.sharedParameters): Hashable, Sendable") { printer in
            var parameters: [String] = []
            for parameter in api.suppliedSharedParameters {
                guard case .supplied(let swiftName, let type, let defaultValue) = parameter.value else { continue }
                printer.documentation(parameter.description ?? "Sent as `\(parameter.wireName)`.")
                printer.line("\(access.modifier)var \(Naming.escaped(swiftName)): \(type.code)")
                parameters.append("\(Naming.escaped(swiftName)): \(type.code)" + EndpointEmitter.defaultClause(defaultValue))
            }
            printer.line()
            printer.documentation("Creates the shared parameters.")
            printer.block("\(access.modifier)init(\(parameters.joined(separator: ", ")))") { printer in
                for parameter in api.suppliedSharedParameters {
                    guard case .supplied(let swiftName, _, _) = parameter.value else { continue }
                    printer.line("self.\(Naming.escaped(swiftName)) = \(Naming.escaped(swiftName))")
                }
            }
        }
    }

    /// The protocol of a group's methods (and, for the root group, of the groups' services).
    private func printService(_ group: EndpointGroupModel, into printer: inout CodePrinter) {
        let operations = group.name.map { "The \($0) operations of the \(api.name) API." } ?? "The operations of the \(api.name) API."
        printer.documentation("\(operations) ``\(group.serviceType)`` conforms; substitute a fake in tests.")
        printer.block("\(access.declarationModifiers)protocol \(group.protocolType): Sendable") { printer in
            var first = true
            if group.name == nil {
                for service in api.groups {
                    if !first { printer.line() }
                    first = false
                    printer.documentation("The \(service.name ?? "") operations.")
                    printer.line("associatedtype \(service.serviceRequirement ?? ""): \(service.protocolType)")
                    printer.line("var \(serviceProperty(service)): \(service.serviceRequirement ?? "") { get }")
                }
            }
            for endpoint in api.endpoints(in: group) {
                if !first { printer.line() }
                first = false
                printer.documentation(endpoint.description, parameters: endpoint.parameters.map { ($0.swiftName, $0.description) }, remark: nil)
                printer.deprecation(endpoint.deprecation)
                printer.line("func \(signature(endpoint, group: group, defaults: false))")
            }
        }
    }

    private func printClient(into printer: inout CodePrinter) {
        printer.documentation("A client for the \(api.name) API.")
        printer.block("\(access.declarationModifiers)struct \(names.client): \(names.protocolType)") { printer in
            printer.documentation("The runtime client that builds, sends and decodes every request.")
            printer.line("\(access.modifier)let apiClient: APIClient")
            printer.line()
            printInitializer(into: &printer)
            printer.line()
            printer.documentation("Creates a client around a runtime client configured by the app.")
            printer.block("\(access.modifier)init(apiClient: APIClient)") { printer in
                printer.line("self.apiClient = apiClient")
            }
            for service in api.groups {
                printer.line()
                printer.documentation("The \(service.name ?? "") operations.")
                printer.line("\(access.modifier)var \(serviceProperty(service)): \(service.serviceType) { \(service.serviceType)(apiClient: apiClient) }")
            }
            for endpoint in api.endpoints(in: api.rootGroup) {
                printer.line()
                printMethod(endpoint, of: api.rootGroup, into: &printer)
            }
        }
    }

    /// The struct implementing a group's protocol through the client's ``APIClient``.
    private func printGroupService(_ group: EndpointGroupModel, into printer: inout CodePrinter) {
        printer.documentation("The \(group.name ?? "") operations of the \(api.name) API, sent by ``\(names.client)``.")
        printer.block("\(access.declarationModifiers)struct \(group.serviceType): \(group.protocolType)") { printer in
            printer.documentation("The runtime client that builds, sends and decodes every request.")
            printer.line("\(access.modifier)let apiClient: APIClient")
            printer.line()
            printer.documentation("Creates the service around a runtime client; ``\(names.client)`` passes its own.")
            printer.block("\(access.modifier)init(apiClient: APIClient)") { printer in
                printer.line("self.apiClient = apiClient")
            }
            for endpoint in api.endpoints(in: group) {
                printer.line()
                printMethod(endpoint, of: group, into: &printer)
            }
        }
    }

    private func serviceProperty(_ group: EndpointGroupModel) -> String {
        Naming.escaped(group.propertyName ?? "")
    }

    private func printInitializer(into printer: inout CodePrinter) {
        var parameters = ["server: Server = \(names.environment).default.server"]
        var documented: [(String, String?)] = [("server", "The server to call; pick an environment or a custom URL.")]
        for scheme in api.auth.schemes {
            let credential = AuthCredentialPrinter(scheme: scheme)
            parameters.append("\(Naming.escaped(scheme.swiftName)): \(credential.argumentType)? = nil")
            documented.append((scheme.swiftName, credential.documentation))
        }
        if !api.suppliedSharedParameters.isEmpty {
            parameters.append("shared: \(names.sharedParameters)")
            documented.append(("shared", "Values sent with every request."))
        }
        parameters += ["transport: any Transport = URLSessionTransport()", "middleware: [any Middleware] = []"]
        documented += [("transport", "Sends the requests; URLSession by default."), ("middleware", "Applied to every request, first is outermost.")]
        printer.documentation("Creates a client for one server.", parameters: documented, remark: nil)
        printer.block("\(access.modifier)init(\n        \(parameters.joined(separator: ",\n        "))\n    )") { printer in
            printer.line("var configuration = APIClient.Configuration(server: server)")
            printShared(api.sharedQuery, property: "sharedQuery", type: "QueryItem", into: &printer)
            printShared(api.sharedHeaders, property: "sharedHeaders", type: "HTTPHeader", into: &printer)
            for scheme in api.auth.schemes {
                printer.line(AuthCredentialPrinter(scheme: scheme).appendStatement)
            }
            if !api.auth.isEmpty {
                printer.line("configuration.security = \(RequestPartsPrinter.requirementLiteral(api.auth.defaultRequirement))")
            }
            if let errorBody = api.errorBody {
                printer.line("configuration.errorBody = \(errorBody.typeName).self")
            }
            printer.line("configuration.middleware = middleware")
            printer.line("apiClient = APIClient(configuration: configuration, transport: transport)")
        }
    }

    private func printShared(_ parameters: [SharedParameter], property: String, type: String, into printer: inout CodePrinter) {
        guard !parameters.isEmpty else { return }
        var fixed: [String] = []
        var optional: [(String, String)] = []
        for parameter in parameters {
            let wire = SwiftLiteral.string(parameter.wireName)
            switch parameter.value {
            case .fixed(let text):
                fixed.append("\(type)(name: \(wire), value: \(SwiftLiteral.string(text)))")
            case .supplied(let swiftName, let valueType, _) where valueType.isOptional:
                optional.append((wire, Naming.escaped(swiftName)))
            case .supplied(let swiftName, _, _):
                fixed.append("\(type)(\(wire), shared.\(Naming.escaped(swiftName)))")
            }
        }
        if !fixed.isEmpty {
            printer.line("configuration.\(property) = [\(fixed.joined(separator: ", "))]")
        }
        // The unwrapped value gets a name of its own: the parameter's could be `configuration`, the local it appends to.
        for (wire, name) in optional {
            printer.line("if let value = shared.\(name) { configuration.\(property).append(\(type)(\(wire), value)) }")
        }
    }

    private func printMethod(_ endpoint: EndpointModel, of group: EndpointGroupModel, into printer: inout CodePrinter) {
        printer.documentation(endpoint.description, parameters: endpoint.parameters.map { ($0.swiftName, $0.description) }, remark: endpoint.specPath)
        let arguments = endpoint.parameters.map { "\(Naming.argumentLabel($0.swiftName)): \(Naming.escaped($0.swiftName))" }
        let value = "\(group.endpointType).\(Naming.escaped(endpoint.caseName))" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        printer.deprecation(endpoint.deprecation)
        let response = ResponseSignature(endpoint: endpoint, endpointType: group.endpointType)
        printer.block("\(access.modifier)func \(signature(endpoint, group: group, defaults: true))") { printer in
            guard !response.isSimple else {
                switch endpoint.response {
                case .data: printer.line("try await apiClient.data(for: \(value))")
                case .decoded(let type): printer.line("try await apiClient.send(\(value), decoding: \(type.code).self)")
                case .none, .byStatus: printer.line("try await apiClient.send(\(value))")
                }
                return
            }
            let errors = endpoint.errors.map { "\(Self.literal($0.status)): \($0.type.code).self" }
            let accepted = response.acceptedStatuses.map(String.init)
            let arguments = [value] + (accepted.isEmpty ? [] : ["accepting: [\(accepted.joined(separator: ", "))]"])
                + (errors.isEmpty ? [] : ["errors: [\(errors.joined(separator: ", "))]"])
            let lines = response.decodingLines()
            guard !lines.isEmpty else {
                printer.line("try await apiClient.send(\(arguments.joined(separator: ", "))) { _ in }")
                return
            }
            printer.closure("try await apiClient.send(\(arguments.joined(separator: ", ")))", parameters: "response throws(EndpointError)") { printer in
                for line in lines { printer.line(line) }
            }
        }
    }

    /// The `ResponseStatus` key of an error body: `422`, `.range(4)` or `.default`.
    private static func literal(_ status: EndpointModel.ErrorStatus) -> String {
        switch status {
        case .code(let code): "\(code)"
        case .range(let digit): ".range(\(digit))"
        case .otherwise: ".default"
        }
    }

    /// `name(label: Type = default) async throws -> Response`; a JSON body is the unlabelled last argument.
    private func signature(_ endpoint: EndpointModel, group: EndpointGroupModel, defaults: Bool) -> String {
        let parameters = endpoint.parameters.map { parameter in
            let isBody: Bool
            switch endpoint.body {
            case .json(let body)?, .data(let body, _)?: isBody = body == parameter
            default: isBody = false
            }
            let label = isBody ? "_ \(Naming.escaped(parameter.swiftName))" : Naming.escaped(parameter.swiftName)
            return "\(label): \(parameter.type.code)" + (defaults ? EndpointEmitter.defaultClause(parameter.defaultValue) : "")
        }
        let result = ResponseSignature(endpoint: endpoint, endpointType: group.endpointType).returnType.map { " -> " + $0 } ?? ""
        return "\(Naming.escaped(endpoint.caseName))(\(parameters.joined(separator: ", "))) async throws\(result)"
    }
}
