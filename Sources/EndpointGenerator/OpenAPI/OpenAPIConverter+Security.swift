/// `components.securitySchemes` and `security` → native `auth` and per-endpoint `"auth": false`.
extension OpenAPIConverter {
    /// The native `auth` section from the schemes the document's requirements use, or nil when none is used.
    ///
    /// The first token-like scheme (http bearer or basic, oauth2, openIdConnect) becomes `token`, the first
    /// header or query API key becomes `apiKey`; the others are reported.
    mutating func auth() -> NativeNode? {
        let used = usedSchemeNames()
        var token: NativeNode?
        var apiKey: NativeNode?
        for member in document["components"]?["securitySchemes"]?.members ?? [] where used.contains(member.key) {
            guard let scheme = dereferenced(member.value) else { continue }
            let type = scheme["type"]?.string ?? ""
            switch type {
            case "apiKey":
                let place = scheme["in"]?.string ?? ""
                guard let name = scheme["name"]?.string, place == "header" || place == "query" else {
                    warning("API key scheme '\(member.key)' in '\(place)' is not supported by the native format (header or query only); left out", at: scheme)
                    continue
                }
                guard apiKey == nil else {
                    warning("security scheme '\(member.key)' is a second API key; the native format has one, so it is left out", at: scheme)
                    continue
                }
                var object = NativeObject()
                object.set("name", name, from: scheme["name"])
                object.set("in", place, from: scheme["in"])
                apiKey = object.node(from: scheme)
            case "http", "oauth2", "openIdConnect":
                guard token == nil else {
                    warning("security scheme '\(member.key)' is a second token scheme; the native format has one, so it is left out", at: scheme)
                    continue
                }
                token = tokenAuth(scheme, name: member.key, type: type)
            default:
                warning("security scheme '\(member.key)' of type '\(type)' is not supported by the native format; left out", at: scheme)
            }
        }
        guard token != nil || apiKey != nil else { return nil }
        var auth = NativeObject()
        if let token { auth.set("token", token) }
        if let apiKey { auth.set("apiKey", apiKey) }
        return auth.node(from: document["components"]?["securitySchemes"])
    }

    private mutating func tokenAuth(_ scheme: JSONNode, name: String, type: String) -> NativeNode {
        var object = NativeObject()
        switch (type, scheme["scheme"]?.string?.lowercased()) {
        case ("http", "bearer"?):
            break
        case ("http", "basic"?):
            warning("HTTP basic scheme '\(name)' becomes a token with scheme 'Basic': supply base64(user:password) from the TokenProvider",
                    at: scheme)
            object.set("scheme", "Basic", from: scheme)
        case ("http", let other):
            let written = other.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
            warning("HTTP scheme '\(other ?? "")' of '\(name)' becomes a token with scheme '\(written)'; the app supplies the credentials", at: scheme)
            object.set("scheme", written, from: scheme)
        default:
            warning("\(type) scheme '\(name)' becomes a bearer token supplied by the app; \(type) flows are not implemented", at: scheme)
        }
        return object.node(from: scheme)
    }

    /// Names of the schemes any requirement (the document's or an operation's) lists.
    private func usedSchemeNames() -> Set<String> {
        var names: Set<String> = []
        var lists = [document["security"]]
        for path in document["paths"]?.members ?? [] {
            for operation in path.value.members ?? [] where Self.operationMethods.contains(operation.key) {
                lists.append(operation.value["security"])
            }
        }
        for list in lists {
            for requirement in list?.elements ?? [] { names.formUnion((requirement.members ?? []).map(\.key)) }
        }
        return names
    }

    /// Whether an operation needs credentials: its `security` (else the document's) has a non-empty requirement.
    func requiresAuth(_ operation: JSONNode) -> Bool {
        let requirements = operation["security"] ?? document["security"]
        return (requirements?.elements ?? []).contains { !($0.members ?? []).isEmpty }
    }
}
