import EndpointGenJSON
import EndpointGenSpec

/// `servers` → the environment type: a server of a fixed URL is a case, a server with variables a function of them.
extension Translator {
    /// The members of a generated environment enum besides its cases, which no server case or function may take.
    static let environmentMembers: Set<String> = ["default", "server", "allCases", "rawValue", "init", "self", "Type"]

    mutating func translateServers(environment: String) -> (cases: [ServerModel], templates: [ServerTemplateModel]) {
        var caseScope = NameScope()
        var functionScope = NameScope()
        var cases: [ServerModel] = []
        var templates: [ServerTemplateModel] = []
        for server in spec.servers {
            var name = Casing.lowerCamel(server.name.value)
            let what = server.variables.isEmpty ? "case" : "function"
            if Self.environmentMembers.contains(name) {
                problems.warning("server '\(server.name.value)' would be the \(what) '\(name)', which the environment type already declares; "
                                 + "it is named '\(name)Server'", at: server.name, hint: "rename the server, e.g. \"production\"")
                name += "Server"
            }
            if server.variables.isEmpty {
                let claim = caseScope.claim(name, for: server.name)
                problems.collision("server", server.name, wanted: name, claim)
                guard checkServerURL(server.url) else { continue }
                cases.append(ServerModel(caseName: claim.name, name: server.name.value, url: server.url.value,
                                         description: server.description, specPath: server.name.origin))
            } else {
                let claim = functionScope.claim(name, for: server.name)
                problems.collision("server", server.name, wanted: name, claim)
                if let template = translateTemplate(server, functionName: claim.name) { templates.append(template) }
            }
        }
        typeServerValues(of: &templates, environment: environment)
        return (cases, templates)
    }

    /// Whether `url` is an absolute http or https URL with a host and without query or fragment; reports it when not.
    mutating func checkServerURL(_ url: Located<String>) -> Bool {
        guard ServerSpec.isUsable(url: url.value) else {
            problems.error("invalid server URL '\(url.value)'", at: url,
                           hint: "write an absolute http or https URL without query or fragment, e.g. \"https://api.example.com/v1\"")
            return false
        }
        return true
    }

    /// An endpoint's own server, naming variables of the API's servers (`https://intake.{site}`) whose value the
    /// client's server gives at run time; nil (reported) when it is not usable.
    mutating func translateEndpointServer(_ url: Located<String>) -> EndpointServerModel? {
        guard url.value.contains(where: { $0 == "{" || $0 == "}" }) else {
            return checkServerURL(url) ? EndpointServerModel(url: url.value, variables: []) : nil
        }
        guard let placeholders = ServerSpec.placeholders(in: url.value) else {
            problems.error("server URL '\(url.value)' has a '{' or '}' that does not enclose a variable name", at: url, hint: "write each variable as {name}")
            return nil
        }
        var variables: [EndpointServerModel.Variable] = []
        for name in placeholders.compactMap(\.name) where !variables.contains(where: { $0.name == name }) {
            guard let variable = spec.servers.lazy.flatMap(\.variables).first(where: { $0.name.value == name }) else {
                problems.error("server URL '\(url.value)' names '\(name)', which is not a variable of the API's servers", at: url,
                               hint: "write the value itself, or declare {\(name)} in a server's \"variables\"")
                return nil
            }
            variables.append(EndpointServerModel.Variable(name: name, defaultValue: variable.defaultValue?.value))
        }
        let sample = ServerSpec.sampleURL(placeholders) { name in variables.first { $0.name == name }?.defaultValue }
        guard ServerSpec.isUsable(url: sample) else {
            problems.error("invalid server URL '\(url.value)': with its variables filled in ('\(sample)') it is not an absolute http or https URL without query or fragment",
                           at: url, hint: "keep the scheme out of the variables, e.g. \"https://upload.{region}.example.com\"")
            return nil
        }
        return EndpointServerModel(url: url.value, variables: variables)
    }

    /// The server `defaultServer` names, else the first server when it has a fixed URL or is a closed template
    /// (``ServerTemplateModel/isClosed``). Another template cannot be the default: the value the app must supply has
    /// none (a tenant's subdomain).
    mutating func resolveDefaultServer(_ servers: [ServerModel], templates: [ServerTemplateModel]) -> DefaultServerModel? {
        guard let requested = spec.defaultServer else {
            guard let first = spec.servers.first else { return nil }
            if let server = servers.first(where: { $0.name == first.name.value }) { return .environment(server) }
            return templates.first { $0.name == first.name.value && $0.isClosed }.map { .template($0) }
        }
        if let server = servers.first(where: { $0.name == requested.value }) { return .environment(server) }
        if let template = templates.first(where: { $0.name == requested.value }) {
            if template.isClosed { return .template(template) }
            problems.error("defaultServer '\(requested.value)' has variables of values the app must supply", at: requested,
                           hint: "name a server without variables, or one whose every variable has an 'enum' and a 'default'; or leave "
                               + "'defaultServer' out so that the client takes its server as an argument")
            return nil
        }
        let names = spec.servers.map(\.name.value)
        problems.error("defaultServer '\(requested.value)' is not one of the servers", at: requested,
                       hint: Spelling.closest(to: requested.value, among: names).map { "did you mean '\($0)'?" }
                           ?? "use one of: \(names.joined(separator: ", "))")
        return nil
    }

    /// The function of a server with variables, or nil (reported) when its URL and its variables disagree or the URL
    /// is not usable with sample values in place.
    private mutating func translateTemplate(_ server: ServerSpec, functionName: String) -> ServerTemplateModel? {
        guard let placeholders = ServerSpec.placeholders(in: server.url.value) else {
            problems.error("server URL '\(server.url.value)' has a '{' or '}' that does not enclose a variable name", at: server.url,
                           hint: "write each variable as {name}")
            return nil
        }
        var scope = NameScope()
        var variables: [ServerVariableModel] = []
        var valid = true
        for variable in server.variables {
            guard placeholders.contains(where: { $0.name == variable.name.value }) else {
                problems.error("server variable '\(variable.name.value)' is not in the URL '\(server.url.value)'", at: variable.name,
                               hint: "write {\(variable.name.value)} where its value goes, or remove the variable")
                valid = false
                continue
            }
            let wanted = Casing.lowerCamel(variable.name.value)
            let claim = scope.claim(wanted, for: variable.name)
            problems.collision("server variable", variable.name, wanted: wanted, claim)
            variables.append(ServerVariableModel(name: variable.name.value, swiftName: claim.name,
                                                 defaultValue: variable.defaultValue?.value, description: variable.description))
        }
        for name in placeholders.compactMap(\.name) where !server.variables.contains(where: { $0.name.value == name }) {
            problems.error("server URL '\(server.url.value)' names the variable '\(name)', which its 'variables' do not declare",
                           at: server.url, hint: "add \"\(name)\": { \"description\": \"…\" } to the server's \"variables\"")
            valid = false
        }
        guard valid else { return nil }
        // A variable of listed values and no default stands for its first value.
        let fallback = { (name: String) in
            server.variables.first { $0.name.value == name }.flatMap { $0.defaultValue?.value ?? $0.allowedValues.first?.value }
        }
        let sample = ServerSpec.sampleURL(placeholders, values: fallback)
        guard ServerSpec.isUsable(url: sample) else {
            problems.error("invalid server URL '\(server.url.value)': with its variables filled in ('\(sample)') it is not an absolute http or https URL without query or fragment",
                           at: server.url, hint: "keep the scheme out of the variables, e.g. \"https://{tenant}.example.com/v1\"")
            return nil
        }
        // Each listed value is a case the app may pass, so each must make a URL the runtime can send to.
        for variable in server.variables {
            for value in variable.allowedValues {
                let url = ServerSpec.sampleURL(placeholders) { $0 == variable.name.value ? value.value : fallback($0) }
                guard !ServerSpec.isUsable(url: url) else { continue }
                problems.error("server variable '\(variable.name.value)' lists '\(value.value)', which makes the URL '\(url)': not an absolute http or https URL without query or fragment",
                               at: value, hint: "remove the value, or keep the scheme out of the variables")
                valid = false
            }
        }
        guard valid else { return nil }
        return ServerTemplateModel(functionName: functionName, name: server.name.value, url: server.url.value,
                                   description: server.description, variables: variables, specPath: server.name.origin)
    }
}
