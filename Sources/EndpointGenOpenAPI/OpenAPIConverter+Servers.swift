import EndpointGenJSON
import EndpointGenSpec
import Foundation

/// `servers` → native `servers`: an `enum` variable gives one server per value; a server with a variable of free
/// values in its host or without a default (a tenant's subdomain), or with two `enum` variables (a region and a
/// version), is a template whose variables the app supplies, the default only when each has an `enum` and a default.
/// Without top-level `servers`, the one list every operation declares (on its path or itself) is the API's. Without an
/// absolute server URL there are none, and the client takes its server as an argument: a made-up default host
/// (`api.example.com`, as it was) would have received the app's token. So would a variable's `default`, which is
/// often a placeholder (`your-resource-name.openai.azure.com`, `example.zendesk.com`).
extension OpenAPIConverter {
    /// The servers, and the one that is the API's default when it is not the first: the first server's URL with
    /// every variable at its `default`, which an `enum` variable need not list first (Exoscale's `zone` defaults to
    /// its second value; the client called another region).
    mutating func servers() -> (servers: [ServerSpec], defaultServer: Located<String>?) {
        let list = apiServerList()
        let pathKeys = (document["paths"]?.members ?? []).map(\.key).filter { !$0.isSpecificationExtension }
        var servers: [ServerSpec] = []
        var defaultServer: Located<String>?
        if list.isEmpty {
            // A document of models only (components, or webhooks, which are left out) has no client to take one.
            if hasOperations() { warning("the document has no 'servers'; the client takes its server as an argument", at: document) }
            return ([], nil)
        }
        for (index, server) in list.enumerated() {
            guard let template = server["url"]?.string else {
                warning("a server needs a string 'url'; left out", at: server)
                continue
            }
            guard let placeholders = ServerSpec.placeholders(in: template) else {
                warning("server URL '\(template)' has a '{' or '}' that does not enclose a variable name; left out", at: server["url"] ?? server)
                continue
            }
            reportRepeatedPath(of: server, template: template, paths: pathKeys)
            if let variables = freeVariables(of: server, placeholders: placeholders) {
                let name = uniqueServerName(serverName(server, index: index, in: list), among: servers)
                let sample = ServerSpec.sampleURL(placeholders) { name in server["variables"]?[name]?["default"].flatMap(Self.scalarText) }
                guard isAbsolute(sample, at: server) else { continue }
                var entry = ServerSpec(name: Located(name, at: server), url: Located(template, at: server["url"] ?? server))
                entry.description = server["description"]?.string.flatMap { $0.isEmpty ? nil : $0 }
                entry.variables = variables
                reportServerValues(of: server, placeholders: placeholders, variables: variables)
                servers.append(entry)
                continue
            }
            for (suffix, url, isDefault) in expand(template, variables: server["variables"]) {
                let name = uniqueServerName(serverName(server, index: index, in: list) + suffix, among: servers)
                guard isAbsolute(url, at: server) else { continue }
                var entry = ServerSpec(name: Located(name, at: server), url: Located(url, at: server["url"] ?? server))
                if let description = server["description"]?.string, !description.isEmpty { entry.description = description }
                if index == 0, isDefault, !servers.isEmpty { defaultServer = entry.name }
                servers.append(entry)
            }
        }
        return (servers, defaultServer)
    }

    /// Whether a path item has an operation, which makes an endpoint and so a client.
    private func hasOperations() -> Bool {
        (document["paths"]?.members ?? []).contains { path in
            !path.key.isSpecificationExtension && (peek(path.value).members ?? []).contains { Self.operationMethods.contains($0.key) && $0.key != "trace" }
        }
    }

    /// `base`, numbered when an earlier server has it (`default` is the environment's own member).
    private func uniqueServerName(_ base: String, among servers: [ServerSpec]) -> String {
        var name = base
        var number = 2
        while servers.contains(where: { $0.name.value == name }) || name == "default" {
            name = "\(base)\(number)"
            number += 1
        }
        return name
    }

    /// The variables of a server the app supplies, in the order its URL names them, or nil when it need supply none.
    /// It supplies them when one variable takes free values (no `enum` of at most 16, which ``expand(_:variables:)``
    /// makes a server each) and either is in the host, where a `default` is often a placeholder that would receive
    /// the app's credentials (`example.zendesk.com`), or has no `default`; and when two variables or more have an
    /// `enum` of 2 to 16 values, of which servers one per value could offer only the first's. A path or port variable
    /// with a default (`{version}`, `{port}`) takes it, as before. A name the URL uses without declaring it is
    /// supplied, without a default. A `default` is the argument's default, except in the host, where it is only
    /// mentioned; an `enum`'s values are the only ones the argument takes.
    private func freeVariables(of server: JSONNode, placeholders: [(text: String, name: String?)]) -> [ServerVariableSpec]? {
        let declared = server["variables"]?.members ?? []
        let names = placeholders.compactMap(\.name)
        // A variable whose default begins with `/` is a path, though nothing separates it from the host before it
        // (Matrix's `{protocol}://{hostname}{basePath}`).
        let inHost = ServerSpec.hostVariables(in: placeholders).filter { name in
            declared.first { $0.key == name }?.value["default"].flatMap(Self.scalarText)?.hasPrefix("/") != true
        }
        let supplied = names.contains { name in
            guard let variable = declared.first(where: { $0.key == name }) else { return true }
            guard !(1...16).contains(variable.value["enum"]?.elements?.count ?? 0) else { return false }
            return inHost.contains(name) || (variable.value["default"].flatMap(Self.scalarText) ?? "").isEmpty
        }
        // Servers one per value of each would pin all but the first to their defaults: a region's `v1` was out of reach.
        let choices = Set(names).filter { name in (2...16).contains(declared.first { $0.key == name }?.value["enum"]?.elements?.count ?? 0) }
        guard supplied || choices.count > 1 else { return nil }
        var variables: [ServerVariableSpec] = []
        for name in names where !variables.contains(where: { $0.name.value == name }) {
            guard let variable = declared.first(where: { $0.key == name }) else {
                variables.append(ServerVariableSpec(name: Located(name, at: server["url"] ?? server)))
                continue
            }
            var entry = ServerVariableSpec(name: Located(name, at: variable.value))
            var values = Self.allowedValues(of: variable, in: server, placeholders: placeholders) ?? []
            var example: String?
            if let node = variable.value["default"], let text = Self.scalarText(node), !text.isEmpty {
                // A free host's default is a placeholder more often than not (Azure's `your-resource-name.openai.azure.com`,
                // which anyone may claim): no argument defaults to it, so no call sends the app's token there unasked.
                if inHost.contains(name), values.isEmpty {
                    example = "The document's default, `\(text)`, is not assumed."
                } else {
                    entry.defaultValue = Located(text, at: node)
                }
            }
            // OpenAPI sends the default when no other value is given (``reportServerValues(of:variables:)`` says so), and
            // the native format wants it among the values.
            if let defaultValue = entry.defaultValue, !values.isEmpty, !values.contains(where: { $0.value == defaultValue.value }) {
                values.append(defaultValue)
            }
            entry.allowedValues = values
            // Values of an `enum` the native format cannot type (beside an empty one) are still listed.
            let texts = (variable.value["enum"]?.elements ?? []).compactMap(Self.scalarText).filter { !$0.isEmpty }
            let listed = !values.isEmpty || texts.isEmpty ? nil : "One of " + texts.map { "`\($0)`" }.joined(separator: ", ") + "."
            let description = [variable.value["description"]?.string, listed, example].compactMap { $0 }.filter { !$0.isEmpty }
            entry.description = description.isEmpty ? nil : description.joined(separator: " ")
            variables.append(entry)
        }
        return variables
    }

    /// The values of a variable's `enum`, each once, a number as written (`443`); empty without one; nil when one of
    /// them cannot be typed (``untypableValue(of:in:placeholders:)``), which leaves the variable a `String`.
    private static func allowedValues(of variable: JSONMember, in server: JSONNode, placeholders: [(text: String, name: String?)]) -> [Located<String>]? {
        guard untypableValue(of: variable, in: server, placeholders: placeholders) == nil else { return nil }
        var values: [Located<String>] = []
        for element in variable.value["enum"]?.elements ?? [] {
            guard let text = scalarText(element) else { continue }
            if !values.contains(where: { $0.value == text }) { values.append(Located(text, at: element)) }
        }
        return values
    }

    /// The first value of a variable's `enum` that the native format refuses, and why: one that is not a non-empty
    /// string or number, or one with which the URL is not one the runtime sends to (`ftp` before `://`), since each
    /// value is a case the app may pass.
    private static func untypableValue(of variable: JSONMember, in server: JSONNode,
                                       placeholders: [(text: String, name: String?)]) -> (node: JSONNode, reason: String)? {
        for element in variable.value["enum"]?.elements ?? [] {
            guard let text = scalarText(element), !text.isEmpty else { return (element, " is not a non-empty string or number") }
            let url = ServerSpec.sampleURL(placeholders) { name in
                name == variable.key ? text : server["variables"]?[name]?["default"].flatMap(scalarText)
            }
            if !ServerSpec.isUsable(url: url) { return (element, ", '\(text)', makes the URL '\(url)', not an absolute http or https URL") }
        }
        return nil
    }

    /// Warns of what ``freeVariables(of:placeholders:)`` made of a supplied variable's `enum` that the document did not
    /// say: a value it cannot take, which leaves the variable a `String`, or a default outside it, which it adds.
    private mutating func reportServerValues(of server: JSONNode, placeholders: [(text: String, name: String?)], variables: [ServerVariableSpec]) {
        for variable in server["variables"]?.members ?? [] where variables.contains(where: { $0.name.value == variable.key }) {
            if let untypable = Self.untypableValue(of: variable, in: server, placeholders: placeholders) {
                warning("server variable '\(variable.key)' is left a String: a value of its 'enum'\(untypable.reason)",
                        at: untypable.node, hint: "write each value as the text that replaces {\(variable.key)} in the URL")
                continue
            }
            let values = Self.allowedValues(of: variable, in: server, placeholders: placeholders) ?? []
            let defaultValue = variables.first { $0.name.value == variable.key }?.defaultValue
            if let defaultValue, !values.isEmpty, !values.contains(where: { $0.value == defaultValue.value }) {
                warning("server variable '\(variable.key)' defaults outside its 'enum', to '\(defaultValue.value)'; the value is taken as one more of them",
                        at: defaultValue, hint: "add '\(defaultValue.value)' to the 'enum', or default to one of its values")
            }
        }
    }

    /// Warns when every one of `paths` begins with the end of the server's own path (OPNsense's `https://{host}/api`
    /// before 738 paths `/api/wireguard/…`): requests go to `/api/api/…`, which a server seldom serves, and nothing
    /// said so. The URL is built as written, as a server may serve the repeat; `owner` names a path's or an
    /// operation's own server, whose one path is `paths`. A relative URL, left out, is checked too: the host it
    /// tells the app to pass would be followed by the repeat.
    mutating func reportRepeatedPath(of server: JSONNode, template: String, paths: [String], owner: String? = nil) {
        let defaults = server["variables"]?.members ?? []
        var url = template
        for variable in defaults {
            guard let value = variable.value["default"].flatMap(Self.scalarText) else { continue }
            url = url.replacingOccurrences(of: "{\(variable.key)}", with: value)
        }
        guard let repeated = Self.repeatedPath(serverURL: url, paths: paths) else { return }
        let written = template.hasSuffix("/") ? String(template.dropLast()) : template
        // One wording, so that one kind hides both (`--quiet-warnings`).
        let message = if let owner, let path = paths.first {
            "path '\(repeated)' of server URL '\(template)' is repeated by its path '\(path)' (\(owner)-level server): requests go to '\(written)\(path)'"
        } else {
            "path '\(repeated)' of server URL '\(template)' is repeated by every path: requests go to '\(written)\(repeated)/…'"
        }
        warning(message, at: server["url"] ?? server,
                hint: "if the API is served at '\(repeated)/…', write '\(repeated)' once: take it out of the server URL or out of the paths")
    }

    /// The last segments of `serverURL`'s path that every one of `paths` begins with (`/api` of `https://host/api`
    /// before `/api/users` and `/api/pets`; `/v1` of `https://host/api/v1` before `/v1/users`), the most there are,
    /// or nil. Segments are compared whole: `/api` is not repeated by `/apis/…`. A segment with a variable left in it
    /// ends the comparison.
    static func repeatedPath(serverURL: String, paths: [String]) -> String? {
        guard !paths.isEmpty else { return nil }
        var rest = Substring(serverURL)
        if let scheme = rest.range(of: "://") {
            rest = rest[scheme.upperBound...]
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            rest = rest[slash...]
        }
        let own = rest.prefix { $0 != "?" && $0 != "#" }.split(separator: "/")
        let fixed = Array(own.suffix(own.count - (own.lastIndex { $0.contains("{") || $0.contains("}") }.map { $0 + 1 } ?? 0)))
        let segments = paths.map { $0.prefix { $0 != "?" && $0 != "#" }.split(separator: "/") }
        for count in stride(from: fixed.count, to: 0, by: -1) {
            let tail = fixed.suffix(count)
            if segments.allSatisfy({ $0.starts(with: tail) }) { return "/" + tail.joined(separator: "/") }
        }
        return nil
    }

    /// A string's text, or a number's as written (`default: 8443`, which OpenAPI requires to be a string).
    private static func scalarText(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): text
        case .number(let number): number.text
        default: nil
        }
    }

    /// A short description names the server (`Staging server` → `stagingServer`); else `production` for the
    /// only server; else the words of its URL that no other server's has (`sandbox` of `sandbox.example.com` beside
    /// `api.example.com`, `eu` of `example.eu` beside `example.com`, `http` beside `https`); else `server1`,
    /// `server2`, ….
    private func serverName(_ server: JSONNode, index: Int, in list: [JSONNode]) -> String {
        if let description = server["description"]?.string, (1...4).contains(Casing.words(description).count) {
            return Casing.lowerCamel(description)
        }
        guard list.count > 1 else { return "production" }
        let words = Self.fixedWords(of: server)
        let others = list.indices.filter { $0 != index }.map { Set(Self.fixedWords(of: list[$0])) }
        // Only words no other server has tell this one apart.
        let own = words.filter { word in !others.contains { $0.contains(word) } }
        guard (1...3).contains(own.count) else { return "server\(index + 1)" }
        return Casing.lowerCamel(own.joined(separator: " "))
    }

    /// The words of a server's URL outside its `{variables}`, whose names say what varies, not which server it is.
    private static func fixedWords(of server: JSONNode) -> [String] {
        let placeholders = ServerSpec.placeholders(in: server["url"]?.string ?? "") ?? []
        return placeholders.flatMap { Casing.words($0.text) }
    }

    /// The URL with every variable replaced: one URL per value of the variable with 2 to 16 `enum` values (a server
    /// with two is a template, ``freeVariables(of:placeholders:)``), the default for the others. Each comes with the
    /// name suffix of its value, and whether that value is the default.
    private func expand(_ template: String, variables: JSONNode?) -> [(suffix: String, url: String, isDefault: Bool)] {
        var results = [(suffix: "", url: template, isDefault: true)]
        var expanded = false
        for variable in variables?.members ?? [] {
            let placeholder = "{\(variable.key)}"
            let fallback = variable.value["default"].flatMap(Self.scalarText) ?? ""
            let values = (variable.value["enum"]?.elements ?? []).compactMap(\.string)
            if !expanded, values.count > 1, values.count <= 16 {
                expanded = true
                results = results.flatMap { result in
                    values.map { (result.suffix + Casing.capitalizedWords($0), result.url.replacingOccurrences(of: placeholder, with: $0), result.isDefault && $0 == fallback) }
                }
            } else {
                results = results.map { ($0.suffix, $0.url.replacingOccurrences(of: placeholder, with: fallback), $0.isDefault) }
            }
        }
        return results
    }

    /// Whether `url` is an absolute http(s) URL; a relative one (`/api/v3`, relative to wherever the document is served,
    /// which the generator does not know) is reported and left out.
    private mutating func isAbsolute(_ url: String, at server: JSONNode) -> Bool {
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return true }
        // An empty URL or `/` is the host's root (Label Studio's, Evidently's): nothing to follow the host with.
        let path = url.trimmingCharacters(in: CharacterSet(charactersIn: "/")).isEmpty ? "" : ", followed by '\(url)'"
        warning("server URL '\(url)' is not an absolute http(s) URL; left out", at: server["url"] ?? server,
                hint: "pass the client a Server(baseURL:) of the host the API is served from\(path)")
        return false
    }
}

/// `servers` of a path or an operation: a list that sends requests elsewhere (an upload host) becomes the endpoint's own
/// `server`; one that names any of the API's URLs leaves the endpoint on the API's servers.
extension OpenAPIConverter {
    /// The servers the API's are read from: the document's `servers`, else the list every operation declares (on its
    /// path or itself) when they are all the same, else none.
    func apiServerList() -> [JSONNode] {
        if let list = document["servers"]?.elements, !list.isEmpty { return list }
        var common: [JSONNode]?
        for pathItem in (document["paths"]?.members ?? []).map({ peek($0.value) }) {
            for member in pathItem.members ?? [] where Self.operationMethods.contains(member.key) {
                guard let list = (member.value.present("servers") ?? pathItem["servers"])?.elements, !list.isEmpty else { return [] }
                guard let first = common else {
                    common = list
                    continue
                }
                if serverURLs(list) != serverURLs(first) { return [] }
            }
        }
        return common ?? []
    }

    /// The URL `servers` of `owner` (`path`, `operation`) send requests to when it is none of `apiURLs`: the first
    /// server's, variables at their defaults. An empty list overrides nothing. A relative URL is reported and left
    /// out (it is relative to where the document is served, which the generator does not know), as is one the native
    /// format refuses (a query, an undeclared variable); so are the servers after the first.
    mutating func ownServer(_ servers: JSONNode, of owner: String, path: String, apiURLs: Set<String>) -> Located<String>? {
        let list = servers.elements ?? []
        guard !list.isEmpty, serverURLs(list).isDisjoint(with: apiURLs), let first = list.first, let node = first["url"], var url = node.string else {
            return nil
        }
        reportRepeatedPath(of: first, template: url, paths: [path], owner: owner)
        let shared = sharedVariables(of: first)
        for variable in first["variables"]?.members ?? [] where !shared.contains(variable.key) {
            url = url.replacingOccurrences(of: "{\(variable.key)}", with: variable.value["default"].flatMap(Self.scalarText) ?? "")
        }
        if url.hasSuffix("/") { url.removeLast() }
        // Only the shared variables stay: the sample of a URL with any other `{name}` keeps it, and so is refused.
        let sample = ServerSpec.placeholders(in: url).map { placeholders in
            ServerSpec.sampleURL(placeholders) { name in shared.contains(name) ? first["variables"]?[name]?["default"].flatMap(Self.scalarText) : "{\(name)}" }
        } ?? url
        guard ServerSpec.isUsable(url: sample) else {
            warning("\(owner)-level server URL '\(url)' is not an absolute http(s) URL without query or fragment; requests go to the API's servers",
                    at: node, hint: "pass Server(baseURL:) to a client of its own for these endpoints")
            return nil
        }
        if list.count > 1 {
            warning("\(owner)-level 'servers' lists \(list.count) servers; requests go to the first, '\(url)'", at: servers)
        }
        return Located(url, at: node)
    }

    /// The variables of `server` (an operation's or path's) that a templated server of the API declares alike, with
    /// the same default and values among the API's: they stay `{name}`, to take the value the client's server was given (Datadog's
    /// log intake on `https://http-intake.logs.{site}` in the client's region, not the default one). A variable an
    /// API server expanded into fixed servers cannot follow the client's choice; the default is reported.
    private mutating func sharedVariables(of server: JSONNode) -> Set<String> {
        var shared: Set<String> = []
        for variable in server["variables"]?.members ?? [] {
            let alike = apiServerList().filter { api in
                guard let declared = api["variables"]?[variable.key] else { return false }
                // The operation may list fewer values (Datadog's intake serves 9 of the API's 10 sites), or the API's
                // own list repeat one; a value outside the API's would be a site the client cannot be made for.
                let values = { (node: JSONNode) in Set((node["enum"]?.elements ?? []).compactMap(Self.scalarText)) }
                let (own, api) = (values(variable.value), values(declared))
                return declared["default"].flatMap(Self.scalarText) == variable.value["default"].flatMap(Self.scalarText)
                    && (own.isEmpty || api.isEmpty || own.isSubset(of: api))
            }
            guard !alike.isEmpty else {
                // Its own: the endpoint cannot take the client's value, so it takes the default. Values it lists
                // beside that one are servers the SDK cannot reach, which should not go unsaid.
                let values = (variable.value["enum"]?.elements ?? []).compactMap(Self.scalarText)
                let value = variable.value["default"].flatMap(Self.scalarText) ?? ""
                let others = values.filter { $0 != value }
                if !others.isEmpty {
                    warning("server variable '\(variable.key)' belongs to this server alone; it takes its default, '\(value)', and not \(others.map { "'\($0)'" }.joined(separator: ", "))",
                            at: variable.value, hint: "pass Server(baseURL:) to a client of its own for these endpoints on another of its servers")
                }
                continue
            }
            if alike.contains(where: { api in
                api["url"]?.string.flatMap(ServerSpec.placeholders).flatMap { freeVariables(of: api, placeholders: $0) } != nil
            }) {
                shared.insert(variable.key)
            } else {
                let value = variable.value["default"].flatMap(Self.scalarText) ?? ""
                warning("server variable '\(variable.key)' is declared by the API, whose servers are one per value; this server takes its default, '\(value)', whichever the client is given",
                        at: variable.value, hint: "pass Server(baseURL:) to a client of its own for these endpoints in another region")
            }
        }
        return shared
    }

    /// The URLs a server list stands for, variables replaced as ``servers()`` replaces them, without a trailing `/`.
    func serverURLs(_ list: [JSONNode]) -> Set<String> {
        Set(list.flatMap { server -> [String] in
            guard let template = server["url"]?.string else { return [] }
            return expand(template, variables: server["variables"]).map { $0.url.hasSuffix("/") ? String($0.url.dropLast()) : $0.url }
        })
    }
}
