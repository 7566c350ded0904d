import Foundation

/// Stage 2: turns a ``Spec`` into an ``APIModel``, checking meaning and deciding every Swift name and type.
struct Translator {
    var problems: Problems
    let spec: Spec
    var resolver = TypeResolver(models: [:])

    init(spec: Spec) {
        self.spec = spec
        problems = Problems(file: spec.file)
    }

    /// The model, or nil when the spec has errors (all of them are then in ``problems``).
    mutating func translate(sourceName: String) -> APIModel? {
        let apiName = Naming.upperCamel(spec.name.value)
        let typeNames = APITypeNames(apiName: apiName)
        if !Naming.isPlainIdentifier(spec.name.value) || spec.name.value != apiName {
            problems.warning("API name '\(spec.name.value)' is written as '\(apiName)' in Swift", at: spec.name,
                             hint: "write \"name\": \"\(apiName)\" to silence this")
        }
        let models = translateModels(reserved: Set(typeNames.all))
        let servers = translateServers()
        let defaultServer = resolveDefaultServer(servers)
        let sharedQuery = translateShared(spec.sharedQuery)
        let sharedHeaders = translateShared(spec.sharedHeaders)
        let errorBody = translateErrorBody(models)
        let auth = AuthModel(token: spec.auth?.token, apiKey: spec.auth?.apiKey)
        let endpoints = translateEndpoints(hasAuth: !auth.isEmpty)
        guard !problems.hasErrors, let defaultServer else { return nil }
        return APIModel(
            sourceName: sourceName, name: apiName, description: spec.description, typeNames: typeNames,
            servers: servers, defaultServer: defaultServer, sharedQuery: sharedQuery, sharedHeaders: sharedHeaders,
            auth: auth, errorBody: errorBody, endpoints: endpoints, models: models
        )
    }

    private mutating func translateServers() -> [ServerModel] {
        var seen: [String: Located<String>] = [:]
        return spec.servers.compactMap { server in
            let caseName = Naming.lowerCamel(server.name.value)
            if let first = seen[caseName] {
                problems.error("server '\(server.name.value)' has the same Swift name '\(caseName)' as '\(first.value)'", at: server.name,
                               hint: "rename one of the two servers")
                return nil
            }
            seen[caseName] = server.name
            guard let url = URL(string: server.url.value), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", url.host?.isEmpty == false,
                  url.query == nil, url.fragment == nil
            else {
                problems.error("invalid server URL '\(server.url.value)'", at: server.url,
                               hint: "write an absolute http or https URL without query or fragment, e.g. \"https://api.example.com/v1\"")
                return nil
            }
            return ServerModel(caseName: caseName, name: server.name.value, url: server.url.value, description: server.description)
        }
    }

    private mutating func resolveDefaultServer(_ servers: [ServerModel]) -> ServerModel? {
        guard let requested = spec.defaultServer else { return servers.first }
        if let server = servers.first(where: { $0.name == requested.value }) { return server }
        let names = spec.servers.map(\.name.value)
        problems.error("defaultServer '\(requested.value)' is not one of the servers", at: requested,
                       hint: Spelling.closest(to: requested.value, among: names).map { "did you mean '\($0)'?" }
                           ?? "use one of: \(names.joined(separator: ", "))")
        return nil
    }

    private mutating func translateShared(_ parameters: [ParameterSpec]) -> [SharedParameter] {
        parameters.compactMap { parameter in
            let wireName = parameter.wireName?.value ?? parameter.key.value
            if let fixed = parameter.fixedValue {
                switch fixed.value {
                case .string(let text): return SharedParameter(wireName: wireName, value: .fixed(text), description: parameter.description)
                case .number(let number): return SharedParameter(wireName: wireName, value: .fixed(number.text), description: parameter.description)
                case .bool(let flag): return SharedParameter(wireName: wireName, value: .fixed(flag ? "true" : "false"), description: parameter.description)
                default:
                    problems.error("a shared 'value' must be a string, number or boolean, found \(fixed.kindName)", at: fixed)
                    return nil
                }
            }
            guard let type = resolver.resolve(parameter.type, problems: &problems) else { return nil }
            guard resolver.isParameterValue(type) else {
                problems.error("shared parameter '\(parameter.key.value)' has type '\(parameter.type.value)', which cannot be sent in a query or header",
                               at: parameter.type, hint: "use a scalar such as \"string\" or a string enum")
                return nil
            }
            let swiftName = Naming.memberName(parameter.swiftName?.value ?? Naming.lowerCamel(parameter.key.value))
            return SharedParameter(wireName: wireName, value: .supplied(swiftName: swiftName, type: type), description: parameter.description)
        }
    }

    private mutating func translateErrorBody(_ models: [ModelDeclaration]) -> ErrorBodyModel? {
        guard let errorBody = spec.errorBody else { return nil }
        guard let entry = resolver.models[errorBody.model.value] else {
            problems.error("errorBody model '\(errorBody.model.value)' is not declared", at: errorBody.model,
                           hint: Spelling.closest(to: errorBody.model.value, among: resolver.models.keys.sorted()).map { "did you mean '\($0)'?" }
                               ?? "declare it under 'models'")
            return nil
        }
        guard case .object(let object)? = models.first(where: { $0.name == entry.swiftName }) else {
            problems.error("errorBody model '\(errorBody.model.value)' must be an object model", at: errorBody.model)
            return nil
        }
        let requested = errorBody.messageProperty?.value
        let message = object.properties.first { property in
            requested.map { property.swiftName == $0 || property.wireName == $0 } ?? (property.wireName == "message")
        }
        if let requested, message == nil {
            problems.error("errorBody message property '\(requested)' is not a property of '\(errorBody.model.value)'", at: errorBody.messageProperty!)
            return nil
        }
        if let message, message.type.unwrapped != .string {
            problems.error("errorBody message property '\(message.swiftName)' must be a string", at: errorBody.messageProperty ?? errorBody.model)
            return nil
        }
        return ErrorBodyModel(typeName: object.name, messageProperty: message?.swiftName, messageIsOptional: message?.type.isOptional ?? false)
    }
}
