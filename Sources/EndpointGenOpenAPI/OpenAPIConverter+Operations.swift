import EndpointGenJSON
import EndpointGenSpec

/// `paths` → native endpoints: one per operation, in document order.
extension OpenAPIConverter {
    /// Operation keys of a path item, in the order OpenAPI lists them.
    static let operationMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    mutating func endpoints(hasAuth: Bool) -> [EndpointSpec] {
        var endpoints: [EndpointSpec] = []
        // Swift names are unique within a group (`taken` is keyed by group), JSON keys within the whole spec.
        var taken: [String: [String: NamedOperation]] = [:]
        var keys: Set<String> = []
        guard let paths = document["paths"] else {
            warning("the document has no 'paths'; the client has no endpoint methods", at: document)
            return endpoints
        }
        let apiURLs = serverURLs(apiServerList())
        let baseNames = baseNames()
        let repeatedNames = repeatedOperationNames(baseNames)
        var namedByPath: Set<Int> = []
        for pathMember in paths.members ?? [] where !pathMember.key.isSpecificationExtension {
            guard let pathItem = dereferenced(pathMember.value) else { continue }
            let pathServer = pathItem["servers"].flatMap { ownServer($0, of: "path", path: pathMember.key, apiURLs: apiURLs) }
            reportUnknownKeys(of: pathItem, known: Self.pathItemKeys, what: "path item")
            for member in pathItem.members ?? [] where Self.operationMethods.contains(member.key) {
                let operation = member.value
                guard member.key != "trace" else {
                    warning("TRACE operations are left out: no method is generated for them", at: operation)
                    continue
                }
                reportUnknownKeys(of: operation, known: Self.operationKeysBesideLinks, what: "operation")
                let group = group(of: operation)
                let name = endpointName(operation, method: member.key, path: pathMember.key, repeated: repeatedNames[SchemaPlace(of: operation)], baseNames: baseNames,
                                        taken: &taken[Casing.upperCamel(group?.name ?? ""), default: [:]])
                let (path, pathQuery) = nativePath(pathMember.key, at: pathMember.value)
                // Another group may have the same Swift name: a trailing `_` keeps the JSON key unique and the Swift name.
                var key = name
                while !keys.insert(key).inserted { key += "_" }
                // The path is located at its key in `paths`, so that a diagnostic can point at a placeholder in it.
                let located = Located(path, location: pathMember.keyLocation, path: pathMember.value.path)
                var endpoint = endpoint(operation, name: key, method: member.key, path: located, pathItem: pathItem, hasAuth: hasAuth, caseName: name)
                endpoint.query += queryParameters(pathQuery, writtenIn: pathMember.key, nativePath: path, declared: endpoint.query, at: pathMember.value)
                endpoint.group = group.map { Located($0.name, at: $0.node) }
                // An operation's own non-empty list replaces its path item's.
                if let servers = operation["servers"], servers.elements?.isEmpty == false {
                    endpoint.server = ownServer(servers, of: "operation", path: pathMember.key, apiURLs: apiURLs)
                } else {
                    endpoint.server = pathServer
                }
                if !hasOperationID(operation, method: member.key, path: pathMember.key) { namedByPath.insert(endpoints.count) }
                endpoints.append(endpoint)
                dropped.flush(owner: "operation '\(name)'", into: &diagnostics, file: file)
            }
        }
        Self.nameWithoutGroupPrefix(&endpoints, namedByPath: namedByPath)
        return endpoints
    }

    /// The endpoint of `operation`, keyed `name`; `caseName` (the name without a trailing `_`) names its inline types.
    private mutating func endpoint(_ operation: JSONNode, name: String, method: String, path: Located<String>, pathItem: JSONNode, hasAuth: Bool,
                                   caseName: String) -> EndpointSpec {
        var endpoint = EndpointSpec(name: Located(name, at: operation), method: Located(method.uppercased(), at: operation), path: path,
                                    location: operation.location, jsonPath: operation.path, file: operation.file)
        endpoint.description = describe(operation) ?? describe(pathItem)
        let parameters = parameters(of: operation, pathItem: pathItem, endpoint: caseName, path: path.value)
        endpoint.pathParameters = parameters.path
        let declared = Set(parameters.query.map(\.key.value))
        endpoint.query = parameters.query + formQuery(of: operation, endpoint: caseName, method: method).filter { !declared.contains($0.key.value) }
        endpoint.headers = parameters.headers
        endpoint.cookies = parameters.cookies
        (endpoint.body, endpoint.alternativeBodies) = requestBodies(of: operation, endpoint: caseName, method: method)
        Self.nameBodyFieldsApart(&endpoint)
        let responses = responses(of: operation, endpoint: caseName, method: method)
        if let response = responses.response { endpoint.response = response }
        if Self.comesInSeveralMediaTypes(endpoint.response.value),
           let accept = endpoint.headers.firstIndex(where: { $0.key.value.lowercased() == "accept" }) {
            warning("header parameter 'Accept' is chosen by the client method called, as the response comes in several media types; left out",
                    at: endpoint.headers[accept].key)
            endpoint.headers.remove(at: accept)
        }
        endpoint.errors = responses.errors
        endpoint.responseHeaders = responses.headers
        endpoint.examples = responses.examples
        endpoint.paging = paging(query: parameters.query, serverDefaults: parameters.serverDefaults, response: responses.response, responseHeaders: responses.headers, method: method, at: operation)
        if hasAuth { endpoint.auth = endpointAuth(operation) }
        if operation["deprecated"]?.bool == true { endpoint.deprecation = Deprecation() }
        if let node = operation.present("callbacks") { warning("operation 'callbacks' are \(Self.requestsToTheApp)", at: node) }
        if let node = operation["links"] { warning("'links' belong to a response, not an operation; ignored", at: node) }
        return endpoint
    }

    /// Whether a response is read in more than one media type, so that its client methods choose `Accept`.
    private static func comesInSeveralMediaTypes(_ response: ResponseSpec) -> Bool {
        switch response {
        case .content(let media): media.count > 1
        case .byStatus(let statuses): statuses.contains { comesInSeveralMediaTypes($0.response.value) }
        case .none, .data, .decoded: false
        }
    }

    /// The endpoint's group: the operation's first tag (later tags are not used), or nil without a usable one, or for
    /// the API's own name (Airflow's FAB auth manager tags its operations `FabAuthManager`): its types repeated the name
    /// (`FABAuthManagerFabAuthManagerService`), and its operations are the API's own. A Spring controller's tag names
    /// the group without `-controller` (``SpringIDs``).
    private mutating func group(of operation: JSONNode) -> (name: String, node: JSONNode)? {
        guard let tags = operation["tags"] else { return nil }
        // Tags of another kind are an error already (``checkValueKinds()``).
        guard let first = tags.elements?.first else { return nil }
        guard let tag = Self.groupTag(of: operation), let name = tag.string else {
            warning("tag \(first.string.map { "'\($0)'" } ?? first.kindName) has no letters or digits to name a group; no group", at: first)
            return nil
        }
        let group = SpringIDs.controllerGroup(ofTag: name) ?? name
        if Casing.upperCamel(group).lowercased() == apiName().lowercased() { return nil }
        return (group, tag)
    }

    /// The tag that names the operation's group: its first, when that is a string with letters or digits.
    static func groupTag(of operation: JSONNode) -> JSONNode? {
        guard let first = operation["tags"]?.elements?.first, let name = first.string, !Casing.words(name).isEmpty else { return nil }
        return first
    }

    /// The path as the native format takes it, and the query items written into it (name and value). An OpenAPI
    /// path holds no query, but documents write one to tell operations on one path apart (`/v1/messages?beta=true`);
    /// see ``queryParameters(_:writtenIn:nativePath:declared:at:)``. A fragment is never sent.
    /// The query is nil when the path has none.
    private mutating func nativePath(_ path: String, at node: JSONNode) -> (path: String, query: [(name: String, value: String)]?) {
        guard let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) else { return (path, nil) }
        let native = String(path[..<cut])
        let fragment = path.firstIndex(of: "#")
        guard path[cut] == "?" else {
            warning("path '\(path)' contains a fragment, which is never sent; the client requests '\(native)'", at: node)
            return (native, nil)
        }
        let items = path[path.index(after: cut)..<(fragment ?? path.endIndex)].split(separator: "&").compactMap { item -> (name: String, value: String)? in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first, !name.isEmpty else { return nil }
            return (String(name), parts.count > 1 ? String(parts[1]) : "")
        }
        return (native, items)
    }

    /// The query items written into `path`, each a query parameter whose default is the value written (a boolean for
    /// `true` and `false`, else a string), so that requests still carry it; the operation's own parameter of that
    /// name wins.
    private mutating func queryParameters(_ items: [(name: String, value: String)]?, writtenIn path: String, nativePath: String, declared: [ParameterSpec],
                                          at node: JSONNode) -> [ParameterSpec] {
        guard let items else { return [] }
        var parameters: [ParameterSpec] = []
        for item in items where !declared.contains(where: { $0.key.value == item.name }) && !parameters.contains(where: { $0.key.value == item.name }) {
            let isFlag = item.value == "true" || item.value == "false"
            var parameter = ParameterSpec(key: Located(item.name, at: node), type: Located(.named(isFlag ? "bool" : "string"), at: node))
            parameter.defaultValue = Located(JSONNode(value: isFlag ? .bool(item.value == "true") : .string(item.value),
                                                      location: node.location, path: node.path, file: node.file))
            parameter.description = "Written into the path as `\(item.name)=\(item.value)`; sent on every request unless changed."
            parameters.append(parameter)
        }
        let names = parameters.map { "'\($0.key.value)'" }.joined(separator: ", ")
        warning("path '\(path)' contains a query, which OpenAPI paths do not; the client requests '\(nativePath)'"
                + (parameters.isEmpty ? "" : " with query parameter\(parameters.count == 1 ? "" : "s") \(names), whose default is the value written"),
                at: node, hint: "declare query values as parameters")
        return parameters
    }
}
