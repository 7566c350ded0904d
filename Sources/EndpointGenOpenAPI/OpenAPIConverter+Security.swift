import EndpointGenJSON

/// `components.securitySchemes` and `security` → native `auth.schemes`, `auth.require` and endpoint `auth`.
///
/// A security requirement list keeps OpenAPI's meaning: any one of its objects suffices (OR), every scheme
/// of an object is sent together (AND), and `[]` or `[{}]` needs no credentials.
extension OpenAPIConverter {
    /// The native `auth` section: every scheme a requirement uses, and the document's `security` as the
    /// default requirement; nil when no requirement uses a scheme.
    mutating func auth() -> NativeNode? {
        let used = usedSchemeNames()
        var schemes = NativeObject()
        let declared = document["components"]?["securitySchemes"]
        for member in declared?.members ?? [] where used.contains(member.key) {
            guard let scheme = dereferenced(member.value), let native = nativeScheme(scheme, name: member.key) else { continue }
            schemes.set(member.key, native)
        }
        guard !schemes.isEmpty else { return nil }
        var auth = NativeObject()
        auth.set("schemes", schemes.node(from: declared))
        auth.set("require", document["security"].map { requirement($0) } ?? NativeNode(.array([])))
        return auth.node(from: declared)
    }

    /// An operation's own `auth`: `false` when its `security` needs no credentials, its alternatives when they
    /// differ from the document's, nil when it has no `security` or the same as the document.
    mutating func endpointAuth(_ operation: JSONNode) -> NativeNode? {
        guard let security = operation["security"] else { return nil }
        let own = requirement(security)
        guard case .array(let alternatives) = own.value, alternatives.contains(where: Self.namesScheme) else {
            return NativeNode(.bool(false), from: security)
        }
        if let inherited = document["security"], Self.sameNames(security, inherited) { return nil }
        return own
    }

    /// A native scheme for an OpenAPI one, or nil (reported) when the native format cannot send it.
    private mutating func nativeScheme(_ scheme: JSONNode, name: String) -> NativeNode? {
        var object = NativeObject()
        let type = scheme["type"]?.string ?? ""
        switch (type, scheme["scheme"]?.string?.lowercased()) {
        case ("http", "bearer"?), ("oauth2", _), ("openIdConnect", _):
            // OAuth 2 and OpenID Connect send an access token as a bearer token; obtaining it is the app's business.
            object.set("type", "bearer", from: scheme["type"])
        case ("http", "basic"?):
            object.set("type", "basic", from: scheme["type"])
        case ("http", let other):
            let written = other.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
            warning("HTTP scheme '\(other ?? "")' of '\(name)' becomes a token with scheme '\(written)'; the app supplies the credentials", at: scheme)
            object.set("type", "bearer", from: scheme["type"])
            object.set("scheme", written, from: scheme["scheme"])
        case ("apiKey", _):
            let place = scheme["in"]?.string ?? ""
            guard let keyName = scheme["name"]?.string, ["header", "query", "cookie"].contains(place) else {
                warning("API key scheme '\(name)' needs a 'name' and 'in' of header, query or cookie; left out", at: scheme)
                return nil
            }
            object.set("type", "apiKey", from: scheme["type"])
            object.set("in", place, from: scheme["in"])
            object.set("name", keyName, from: scheme["name"])
        default:
            warning("security scheme '\(name)' of type '\(type)' is not supported by the native format; left out", at: scheme,
                    hint: "operations that accept only this scheme are sent without credentials")
            return nil
        }
        if let description = describe(scheme) ?? Self.tokenOrigin(type) { object.set("description", description, from: scheme["description"]) }
        return object.node(from: scheme)
    }

    /// What the app supplies for an OAuth 2 or OpenID Connect scheme, which has no fields of its own to say so.
    private static func tokenOrigin(_ type: String) -> String? {
        switch type {
        case "oauth2": "An OAuth 2 access token, obtained by the app."
        case "openIdConnect": "An OpenID Connect access token, obtained by the app."
        default: nil
        }
    }

    /// A requirement list as native alternatives: a scheme name, a list of names sent together, or `[]` for
    /// none. An alternative naming a scheme the native spec leaves out is left out too (reported).
    private mutating func requirement(_ list: JSONNode) -> NativeNode {
        let convertible = convertibleSchemeNames()
        var alternatives: [NativeNode] = []
        for object in list.elements ?? [] {
            let names = (object.members ?? []).map(\.key)
            if let missing = names.first(where: { !convertible.contains($0) }) {
                warning("security requirement names '\(missing)', which is not a declared scheme the native format supports; this alternative is left out",
                        at: object)
                continue
            }
            alternatives.append(names.count == 1 ? .string(names[0], from: object)
                                : NativeNode(.array(names.map { NativeNode.string($0) }), from: object))
        }
        return NativeNode(.array(alternatives), from: list)
    }

    /// Whether a native alternative names at least one scheme.
    private static func namesScheme(_ alternative: NativeNode) -> Bool {
        switch alternative.value {
        case .string: true
        case .array(let names): !names.isEmpty
        default: false
        }
    }

    /// Whether two requirement lists name the same schemes in the same order (scopes aside).
    private static func sameNames(_ first: JSONNode, _ second: JSONNode) -> Bool {
        let names = { (list: JSONNode) in (list.elements ?? []).map { ($0.members ?? []).map(\.key) } }
        return names(first) == names(second)
    }

    /// Names of the declared schemes ``nativeScheme(_:name:)`` converts, checked without reporting.
    private mutating func convertibleSchemeNames() -> Set<String> {
        var names: Set<String> = []
        for member in document["components"]?["securitySchemes"]?.members ?? [] {
            guard let scheme = dereferenced(member.value) else { continue }
            switch scheme["type"]?.string {
            case "http", "oauth2", "openIdConnect": names.insert(member.key)
            case "apiKey" where scheme["name"]?.string != nil && ["header", "query", "cookie"].contains(scheme["in"]?.string ?? ""):
                names.insert(member.key)
            default: break
            }
        }
        return names
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
}
