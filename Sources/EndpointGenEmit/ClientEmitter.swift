import EndpointGenModel

/// Prints `<stem>.Client.swift`: environments, app-supplied shared parameters, the service protocol and the client.
struct ClientEmitter {
    let api: APIModel
    let access: AccessLevel

    private var names: APITypeNames { api.typeNames }

    /// The declarations (environments, shared parameters, each protocol and each client or service), each a
    /// unit a split file can hold.
    func units() -> [String] {
        var units = api.servers.isEmpty && api.serverTemplates.isEmpty ? [] : [unit { printEnvironment(into: &$0) }]
        if !api.suppliedSharedParameters.isEmpty { units.append(unit { printSharedParameters(into: &$0) }) }
        let endpointsByGroup = api.endpointsByGroup
        let rootEndpoints = endpointsByGroup[nil] ?? []
        units.append(unit { printService(api.rootGroup, endpoints: rootEndpoints, into: &$0) })
        units.append(unit { printClient(endpoints: rootEndpoints, into: &$0) })
        for group in api.groups {
            let endpoints = endpointsByGroup[group.name] ?? []
            units.append(unit { printService(group, endpoints: endpoints, into: &$0) })
            units.append(unit { printGroupService(group, endpoints: endpoints, into: &$0) })
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
        // An enum of no cases cannot have raw values: servers that are all templates are functions of a bare enum.
        let conformances = api.servers.isEmpty ? "Sendable" : "String, CaseIterable, Sendable"
        printer.block("\(access.declarationModifiers)enum \(names.environment): \(conformances)") { printer in
            for server in api.servers {
                printer.documentation(server.documentation)
                let rawValue = server.caseName == server.name ? "" : " = \(SwiftLiteral.string(server.name))"
                printer.line("case \(Naming.escaped(server.caseName))\(rawValue)")
            }
            if case .environment(let defaultServer)? = api.defaultServer {
                printer.line()
                printer.documentation("The environment used when none is chosen: `\(defaultServer.name)`.")
                printer.line("\(access.modifier)static let `default`: \(names.environment) = .\(Naming.escaped(defaultServer.caseName))")
            }
            if !api.servers.isEmpty {
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
            for (index, template) in api.serverTemplates.enumerated() {
                if index > 0 || !api.servers.isEmpty { printer.line() }
                printTemplate(template, into: &printer)
            }
            for values in api.serverValueTypes {
                printer.line()
                printValues(values, into: &printer)
            }
        }
    }

    private func printSharedParameters(into printer: inout CodePrinter) {
        printer.documentation("Values the app supplies that are sent with every \(api.name) request.", remark: api.sectionPaths.shared)
        printer.block("\(access.declarationModifiers)struct \(names.sharedParameters): Hashable, Sendable") { printer in
            var parameters: [String] = []
            for parameter in api.suppliedSharedParameters {
                guard case .supplied(let swiftName, let type, let defaultValue) = parameter.value else { continue }
                printer.documentation(parameter.documentation)
                printer.line("\(access.modifier)var \(Naming.escaped(swiftName)): \(type.code)")
                parameters.append("\(Naming.escaped(swiftName)): \(type.code)" + EndpointEmitter.defaultClause(defaultValue))
            }
            printer.line()
            printer.documentation("Creates the shared parameters.")
            printer.block("\(access.modifier)init(\(parameters, separator: ", "))") { printer in
                for parameter in api.suppliedSharedParameters {
                    guard case .supplied(let swiftName, _, _) = parameter.value else { continue }
                    printer.line("self.\(Naming.escaped(swiftName)) = \(Naming.escaped(swiftName))")
                }
            }
        }
    }

    /// The protocol of a group's methods (and, for the root group, of the groups' services).
    private func printService(_ group: EndpointGroupModel, endpoints: [EndpointModel], into printer: inout CodePrinter) {
        let operations = group.name.map { "The \($0) operations of the \(api.name) API." } ?? "The operations of the \(api.name) API."
        printer.documentation("\(operations) ``\(group.serviceType)`` conforms; substitute a fake in tests.")
        // Not `nonisolated`: a conforming `@MainActor` fake keeps its isolation (see ``AccessLevel/declarationModifiers``).
        printer.block("\(access.modifier)protocol \(group.protocolType): Sendable") { printer in
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
            for endpoint in endpoints {
                for method in endpoint.clientMethods {
                    if !first { printer.line() }
                    first = false
                    printer.documentation(Self.documentation(of: method), parameters: method.parameters.map { ($0.swiftName, $0.description) }, remark: nil)
                    printer.deprecation(endpoint.deprecation)
                    printer.line("func \(signature(method, group: group, defaults: false))")
                }
            }
        }
    }

    private func printClient(endpoints: [EndpointModel], into printer: inout CodePrinter) {
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
            for endpoint in endpoints {
                for method in endpoint.clientMethods {
                    printer.line()
                    printMethod(method, of: api.rootGroup, into: &printer)
                }
            }
        }
    }

    /// The struct implementing a group's protocol through the client's ``APIClient``.
    private func printGroupService(_ group: EndpointGroupModel, endpoints: [EndpointModel], into printer: inout CodePrinter) {
        printer.documentation("The \(group.name ?? "") operations of the \(api.name) API, sent by ``\(names.client)``.")
        printer.block("\(access.declarationModifiers)struct \(group.serviceType): \(group.protocolType)") { printer in
            printer.documentation("The runtime client that builds, sends and decodes every request.")
            printer.line("\(access.modifier)let apiClient: APIClient")
            printer.line()
            printer.documentation("Creates the service around a runtime client; ``\(names.client)`` passes its own.")
            printer.block("\(access.modifier)init(apiClient: APIClient)") { printer in
                printer.line("self.apiClient = apiClient")
            }
            for endpoint in endpoints {
                for method in endpoint.clientMethods {
                    printer.line()
                    printMethod(method, of: group, into: &printer)
                }
            }
        }
    }

    private func serviceProperty(_ group: EndpointGroupModel) -> String {
        Naming.escaped(group.propertyName ?? "")
    }

    private func printInitializer(into printer: inout CodePrinter) {
        // Without a default server there is no default: a made-up one would receive the app's credentials.
        var parameters = switch api.defaultServer {
        case nil: ["server: Server"]
        case .environment?: ["server: Server = \(names.environment).default.server"]
        case .template(let template)?: ["server: Server = \(names.environment).\(Naming.escaped(template.functionName))()"]
        }
        let servesElsewhere = !(api.servers.isEmpty && api.serverTemplates.isEmpty) && api.endpoints.contains { $0.server != nil }
        var documented: [(String, String?)] = [("server", api.servers.isEmpty && api.serverTemplates.isEmpty
            ? "The server to call; the spec names none."
            : api.defaultServer == nil || api.servers.isEmpty
            ? "The server to call; pick an environment, whose functions take the values its URL needs, or a custom URL"
                + (servesElsewhere ? ", which also takes the endpoints the API serves elsewhere." : ".")
            : servesElsewhere
            ? "The server to call; pick an environment or a custom URL, which also takes the endpoints the API serves elsewhere."
            : "The server to call; pick an environment or a custom URL.")]
        for scheme in api.auth.schemes {
            parameters.append("\(Naming.escaped(scheme.swiftName)): \(scheme.credentialType)? = nil")
            documented.append((scheme.swiftName, scheme.documentation))
        }
        if !api.suppliedSharedParameters.isEmpty {
            // Values that all have defaults (an optional language) need not be written: `MoviesClient(apiKey:)`.
            let defaulted = api.suppliedSharedParametersHaveDefaults
            parameters.append("shared: \(names.sharedParameters)" + (defaulted ? " = \(names.sharedParameters)()" : ""))
            documented.append(("shared", "Values sent with every request."))
        }
        parameters += ["transport: any Transport = URLSessionTransport()", "middleware: [any Middleware] = []"]
        documented += [("transport", "Sends the requests; URLSession by default."), ("middleware", "Applied to every request, first is outermost.")]
        printer.documentation("Creates a client for one server.", parameters: documented, remark: nil)
        printer.block("\(access.modifier)init", wrappedParameters: parameters) { printer in
            printer.line("var configuration = APIClient.Configuration(server: server)")
            printShared(api.sharedQuery, property: "sharedQuery", type: "QueryItem", into: &printer)
            printShared(api.sharedHeaders, property: "sharedHeaders", type: "HTTPHeader", into: &printer)
            for scheme in api.auth.schemes {
                printer.line(CodeLine(AuthCredentialPrinter.appendStatement(scheme)))
            }
            if !api.auth.isEmpty {
                printer.line("configuration.security = \(RequestPartsPrinter.requirementLiteral(api.auth.defaultRequirement))")
            }
            if let errorBody = api.errorBody {
                printer.line("configuration.errorBody = \(errorBody.typeName).self")
            }
            if servesElsewhere {
                // Only a server of the API's own takes an endpoint elsewhere: a custom one (a test server) takes every request.
                // Datadog lists `https://{subdomain}.{site}` twice, with other variables: one URL is one check.
                var urls: [String] = []
                for template in api.serverTemplates where !urls.contains(template.url) { urls.append(template.url) }
                let templates = urls.map(SwiftLiteral.string).joined(separator: ", ")
                let checks = [api.servers.isEmpty ? nil : "\(names.environment).allCases.contains { $0.server == server }",
                              templates.isEmpty ? nil : "[\(templates)].contains { $0 == server.template }"]
                printer.line(CodeLine("configuration.usesEndpointServers = " + checks.compactMap { $0 }.joined(separator: " || ")))
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
            printer.line("configuration.\(property) = [\(fixed, separator: ", ")]")
        }
        // The unwrapped value gets a name of its own: the parameter's could be `configuration`, the local it appends to.
        for (wire, name) in optional {
            printer.line("if let value = shared.\(name) { configuration.\(property).append(\(type)(\(wire), value)) }")
        }
    }

    /// A method implementing a protocol requirement: it has no doc comment of its own, so documentation shows the
    /// requirement's rather than a second copy of the endpoint's text (the enum case names the requirement).
    private func printMethod(_ method: ClientMethodModel, of group: EndpointGroupModel, into printer: inout CodePrinter) {
        let endpoint = method.endpoint
        let response = ResponseSignature(endpoint: endpoint, endpointType: group.endpointType)
        let readsStream = response.stream != nil
        // Every associated value in the case's order; the Accept one of a media choice is the method's own case, and a
        // stream field says whether the method reads a stream.
        let arguments = endpoint.parameters.map { parameter in
            let value = if parameter.swiftName == method.acceptParameter {
                "." + Naming.escaped(method.acceptCase ?? "")
            } else if case .field(parameter.swiftName)? = endpoint.streamFlag {
                "\(readsStream)"
            } else {
                Naming.escaped(parameter.swiftName)
            }
            return "\(Naming.argumentLabel(parameter.swiftName)): \(value)"
        }
        let value = "\(group.endpointType).\(Naming.escaped(endpoint.caseName))" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        printer.deprecation(endpoint.deprecation)
        let errors = endpoint.errors.map { "\(Self.literal($0.status)): \($0.type.code).self" }
        let errorsArgument = errors.isEmpty ? [] : ["errors: [\(errors.joined(separator: ", "))]"]
        printer.block("\(access.modifier)func \(signature(method, group: group, defaults: true))") { printer in
            // The call is the body's only expression, unless the stream flag is set first.
            var lead = ""
            if case .bodyProperty(let property, let nullable)? = endpoint.streamFlag, case .json(let body, _)? = endpoint.body {
                let name = Naming.escaped(body.swiftName)
                printer.line("var \(name) = \(name)")
                printer.line("\(name)\(body.type.isOptional ? "?" : "").\(Naming.escaped(property)) = \(nullable ? ".value(\(readsStream))" : "\(readsStream)")")
                lead = "return "
            }
            if let stream = response.stream {
                let call = switch stream {
                case .events: "apiClient.serverSentEvents"
                case .decodedEvents, .jsonLines: "apiClient.stream"
                }
                printer.line("\(lead)\(call)(\([value] + Self.streamArguments(stream) + errorsArgument, separator: ", "))")
                return
            }
            guard !response.isSimple else {
                switch endpoint.response {
                case .data: printer.line("\(lead)try await apiClient.data(for: \(value))")
                case .decoded(let type): printer.line("\(lead)try await apiClient.send(\([value] + errorsArgument + ["decoding: \(type.code).self"], separator: ", "))")
                default: printer.line("\(lead)try await apiClient.send(\(value))")
                }
                return
            }
            let accepted = response.acceptedStatuses.map(String.init)
            let arguments = [value] + (accepted.isEmpty ? [] : ["accepting: [\(accepted.joined(separator: ", "))]"]) + errorsArgument
            guard response.decodesResponse else {
                printer.line("\(lead)try await apiClient.send(\(arguments, separator: ", ")) { _ in }")
                return
            }
            printer.closure("\(lead)try await apiClient.send(\(arguments.joined(separator: ", ")))", parameters: "response throws(EndpointError)") { printer in
                response.printDecoding(into: &printer)
            }
        }
    }

    /// The `format` and `decoding` arguments of `APIClient.stream`; none for `serverSentEvents`.
    private static func streamArguments(_ stream: StreamResponse) -> [String] {
        switch stream {
        case .events:
            []
        case .decodedEvents(let type, let terminator):
            ["format: .serverSentEvents(\(terminator.map { "terminator: " + SwiftLiteral.string($0) } ?? ""))", "decoding: \(type.code).self"]
        case .jsonLines(let type):
            ["format: .jsonLines", "decoding: \(type.code).self"]
        }
    }

    /// The endpoint's description, followed by what a method of one of several media types asks for, and how a
    /// stream is ended.
    private static func documentation(of method: ClientMethodModel) -> String? {
        var paragraphs = method.endpoint.description.map { [$0] } ?? []
        if let mediaType = method.mediaType {
            paragraphs.append("Asks for the response as `\(mediaType)`.")
        }
        if case .stream = method.endpoint.response {
            paragraphs.append("The request is sent when iteration starts, and each element is handed over as it arrives. "
                              + "Leaving the loop, or cancelling the task that iterates, closes the connection.")
        }
        return paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n\n")
    }

    /// The `ResponseStatus` key of an error body: `422`, `.range(4)` or `.default`.
    private static func literal(_ status: EndpointModel.ErrorStatus) -> String {
        switch status {
        case .code(let code): "\(code)"
        case .range(let digit): ".range(\(digit))"
        case .otherwise: ".default"
        }
    }

    /// `name(label: Type = default) async throws -> Response`, or `name(…) -> AsyncThrowingStream<…>` for a stream; a
    /// body the model leaves unlabelled is `_ body`.
    private func signature(_ method: ClientMethodModel, group: EndpointGroupModel, defaults: Bool) -> String {
        let endpoint = method.endpoint
        let parameters = method.parameters.map { parameter in
            Self.parameterDeclaration(parameter) + (defaults ? EndpointEmitter.defaultClause(parameter.defaultValue) : "")
        }
        let response = ResponseSignature(endpoint: endpoint, endpointType: group.endpointType)
        let result = response.returnType.map { " -> " + $0 } ?? ""
        let effects = response.stream == nil ? " async throws" : ""
        return "\(Naming.escaped(method.name))(\(parameters.joined(separator: ", ")))\(effects)\(result)"
    }

    /// `label: Type` of a method parameter, `_ name: Type` when unlabelled.
    static func parameterDeclaration(_ parameter: ParameterModel) -> String {
        let label = parameter.isUnlabeled ? "_ \(Naming.escaped(parameter.swiftName))" : Naming.escaped(parameter.swiftName)
        return "\(label): \(parameter.type.code)"
    }
}
