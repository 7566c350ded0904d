import EndpointGenJSON
import EndpointGenSpec

/// `components.securitySchemes` and `security` → native `auth.schemes`, `auth.require` and endpoint `auth`.
///
/// A security requirement list keeps OpenAPI's meaning: any one of its objects suffices (OR), every scheme
/// of an object is sent together (AND), and `[]` or `[{}]` needs no credentials.
extension OpenAPIConverter {
    /// The native `auth`: every scheme a requirement uses, and the document's `security` as the default
    /// requirement; nil when no requirement uses a scheme.
    mutating func auth() -> AuthSpec? {
        let lists = requirementLists()
        let used = Set(lists.flatMap { ($0.elements ?? []).flatMap { ($0.members ?? []).map { sharedName(of: $0.key) } } })
        var schemes: [AuthSchemeSpec] = []
        var named: Set<String> = []
        let declared = document["components"]?["securitySchemes"]
        for member in declared?.members ?? [] {
            // Schemes declared alike are one, under their shared name (``SecuritySchemeGroups``).
            let name = sharedName(of: member.key)
            guard used.contains(name), named.insert(name).inserted,
                  let scheme = dereferenced(member.value), var native = nativeScheme(scheme, name: member.key) else { continue }
            native.name = Located(name, at: scheme)
            schemes.append(native)
        }
        guard let declared, !schemes.isEmpty else {
            // No endpoint reads its requirements then; each that names a scheme nothing sends is still reported, or a
            // call needing credentials would go out without them unremarked.
            for list in lists { _ = requirement(list) }
            return nil
        }
        let require = document["security"].map { requirement($0) }
            ?? RequirementSpec(alternatives: [], location: declared.location, path: declared.path)
        return AuthSpec(schemes: schemes, require: require, location: declared.location, path: declared.path)
    }

    /// `auth` without the schemes no requirement names once converted: one a requirement names only beside a scheme
    /// that writes the same place is never sent (``sendable(_:in:)`` says so, with a middleware hint), and the client
    /// would have taken a credential for it, which the model stage reports in the native spec's terms.
    static func withoutUnsentSchemes(_ auth: AuthSpec, endpoints: [EndpointSpec]) -> AuthSpec {
        var named = Set((auth.require?.alternatives ?? []).joined().map(\.value))
        for endpoint in endpoints {
            if case .requirement(let requirement)? = endpoint.auth { named.formUnion(requirement.alternatives.joined().map(\.value)) }
        }
        var kept = auth
        kept.schemes.removeAll { !named.contains($0.name.value) }
        return kept
    }

    /// An operation's own `auth`: `false` when its `security` needs no credentials, its alternatives when they
    /// differ from the document's, nil when it has no `security` (`null` is none: generators write it for a field they
    /// leave out, and reading it as `[]` sent the call without credentials) or the same as the document.
    mutating func endpointAuth(_ operation: JSONNode) -> EndpointAuthSpec? {
        guard let security = operation.present("security") else { return nil }
        let own = requirement(security)
        guard own.alternatives.contains(where: { !$0.isEmpty }) else { return .flag(Located(false, at: security)) }
        if let inherited = document["security"], Self.sameNames(security, inherited) { return nil }
        return .requirement(own)
    }

    /// A native scheme for an OpenAPI one, or nil (reported) when the native format cannot send it.
    private mutating func nativeScheme(_ scheme: JSONNode, name: String) -> AuthSchemeSpec? {
        let kind: AuthSchemeKind
        let type = scheme["type"]?.string ?? ""
        // Litestar's JWTCookieAuth writes its cookie into an HTTP bearer scheme; its server reads the header first.
        if type == "http", let place = scheme["in"]?.string, place != "header" {
            warning("HTTP scheme '\(name)' says it is sent in a \(place)\(scheme["name"]?.string.map { " named '\($0)'" } ?? ""), which OpenAPI's HTTP schemes cannot be; the credentials go in the Authorization header",
                    at: scheme["in"] ?? scheme, hint: "declare an apiKey scheme for a credential the server reads from a \(place) only")
        }
        switch (type, scheme["scheme"]?.string?.lowercased()) {
        case ("http", "bearer"?), ("oauth2", _), ("openIdConnect", _):
            // OAuth 2 and OpenID Connect send an access token as a bearer token; obtaining it is the app's business.
            kind = .token(header: Self.tokenHeader, scheme: Self.tokenScheme)
        case ("http", "basic"?):
            kind = .basic
        case ("http", let other):
            let written = other.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
            warning("HTTP scheme '\(other ?? "")' of '\(name)' becomes a token with scheme '\(written)'; the app supplies the credentials", at: scheme)
            kind = .token(header: Self.tokenHeader, scheme: written.isEmpty ? nil : written)
        case ("apiKey", _):
            guard let keyName = scheme["name"]?.string, let place = scheme["in"]?.string.flatMap(APIKeyPlacement.init(rawValue:)) else {
                warning("API key scheme '\(name)' needs a 'name' and 'in' of header, query or cookie; left out", at: scheme)
                return nil
            }
            guard Self.canSend(keyName, in: place) else {
                warning("API key scheme '\(name)' is sent in a \(place.rawValue) named '\(keyName)', which is not an HTTP token; left out", at: scheme,
                        hint: "operations that accept only this scheme are sent without credentials")
                return nil
            }
            kind = .apiKey(name: keyName, placement: place)
        case ("mutualTLS", _):
            warning("mutual TLS scheme '\(name)' is not sent by a request: the transport presents the client certificate; requirements keep their other schemes",
                    at: scheme, hint: "give the client a transport whose URLSession answers the client-certificate challenge")
            return nil
        default:
            warning("security scheme '\(name)' of type '\(type)' is not supported: OpenAPI's types are apiKey, http, mutualTLS, oauth2 and openIdConnect; left out", at: scheme,
                    hint: "operations that accept only this scheme are sent without credentials")
            return nil
        }
        var native = AuthSchemeSpec(name: Located(name, at: scheme), kind: kind)
        native.description = describe(scheme) ?? Self.tokenOrigin(type)
        return native
    }

    /// The header and scheme of the native `bearer` type, which every token scheme but HTTP's others uses.
    static let tokenHeader = "Authorization"
    static let tokenScheme = "Bearer"

    /// What the app supplies for an OAuth 2 or OpenID Connect scheme, which has no fields of its own to say so.
    private static func tokenOrigin(_ type: String) -> String? {
        switch type {
        case "oauth2": "An OAuth 2 access token, obtained by the app."
        case "openIdConnect": "An OpenID Connect access token, obtained by the app."
        default: nil
        }
    }

    /// A requirement list as native alternatives: each the names of the schemes sent together, none for `{}`. A mutual
    /// TLS scheme is the transport's, so an alternative keeps its other schemes (FAPI's certificate and token): left out
    /// whole, the token was never sent. An alternative naming another scheme the native spec leaves out is left out
    /// too (reported).
    private mutating func requirement(_ list: JSONNode) -> RequirementSpec {
        let convertible = convertibleSchemeNames()
        let transport = schemeNames(ofType: "mutualTLS")
        var alternatives: [[Located<String>]] = []
        for object in list.elements ?? [] {
            let names = (object.members ?? []).map(\.key).filter { !transport.contains($0) }
            if let missing = names.first(where: { !convertible.contains($0) }) {
                if document["components"]?["securitySchemes"]?[missing] == nil {
                    warning("security requirement names '\(missing)', which no scheme under 'components.securitySchemes' declares; this alternative is left out",
                            at: object, hint: "an operation with no alternative left is sent without credentials")
                } else {
                    warning("security requirement names '\(missing)', whose scheme is left out (see its warning); this alternative is left out too",
                            at: object, hint: "an operation with no alternative left is sent without credentials")
                }
                continue
            }
            var shared: [String] = []
            for name in sendable(names, in: object).map(sharedName(of:)) where !shared.contains(name) { shared.append(name) }
            // Alternatives of schemes declared alike are one alternative: `[{AdminToken}, {UserToken}]` of two alike
            // tokens listed the one credential twice.
            guard !alternatives.contains(where: { Set($0.map(\.value)) == Set(shared) }) else { continue }
            alternatives.append(shared.map { Located($0, at: object) })
        }
        return RequirementSpec(alternatives: alternatives, location: list.location, path: list.path)
    }

    /// `names`, the schemes of one alternative, less each that writes where one before it does, reported: a valid
    /// document may require an OAuth token and HTTP basic together, which one `Authorization` header cannot carry, and
    /// the native format's error for that stopped the whole SDK.
    private mutating func sendable(_ names: [String], in object: JSONNode) -> [String] {
        var kept: [(name: String, slot: (key: String, description: String)?)] = []
        // Schemes declared alike are one credential (``sharedName(of:)``), not two that collide.
        for name in names where !kept.contains(where: { sharedName(of: $0.name) == sharedName(of: name) }) {
            let slot = credentialSlot(of: name)
            if let slot, let first = kept.first(where: { $0.slot?.key == slot.key }) {
                warning("schemes '\(first.name)' and '\(name)' cannot be sent together: both write \(slot.description); this alternative sends '\(first.name)' "
                        + "without '\(name)'", at: object[name] ?? object, hint: "add '\(name)' to the request in a middleware if the server needs both")
                continue
            }
            kept.append((name, slot))
        }
        return kept.map(\.name)
    }

    /// Where the declared scheme `name` puts its credential, as a key two schemes sent together must not share and as
    /// a warning says it (`the header 'Authorization'`); nil for a scheme not read.
    private mutating func credentialSlot(of name: String) -> (key: String, description: String)? {
        guard let declared = document["components"]?["securitySchemes"]?[name], let scheme = dereferenced(declared) else { return nil }
        switch scheme["type"]?.string {
        case "http", "oauth2", "openIdConnect":
            return ("header:" + Self.tokenHeader.lowercased(), "the header '\(Self.tokenHeader)'")
        case "apiKey":
            guard let key = scheme["name"]?.string, let place = scheme["in"]?.string else { return nil }
            // A header's name is told apart without case; a query item's and a cookie's are not.
            return ("\(place):" + (place == "header" ? key.lowercased() : key), "the \(place == "query" ? "query item" : place) '\(key)'")
        default:
            return nil
        }
    }

    /// The name a declared scheme is sent under: its own, or the one it shares with the schemes declared alike.
    private func sharedName(of scheme: String) -> String {
        schemeGroups.sharedNames[scheme] ?? scheme
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
            case "apiKey":
                if let keyName = scheme["name"]?.string, let place = scheme["in"]?.string.flatMap(APIKeyPlacement.init(rawValue:)),
                   Self.canSend(keyName, in: place) {
                    names.insert(member.key)
                }
            default: break
            }
        }
        return names
    }

    /// Whether a request can carry an API key named `name` in `place`: a query item's name is percent-encoded, but a
    /// header's or cookie's is sent as it is, and the runtime refuses any but an HTTP token, failing every call.
    private static func canSend(_ name: String, in place: APIKeyPlacement) -> Bool {
        place == .query || HTTPToken.isToken(name)
    }

    /// Names of the declared schemes of an OpenAPI `type`.
    private mutating func schemeNames(ofType type: String) -> Set<String> {
        var names: Set<String> = []
        for member in document["components"]?["securitySchemes"]?.members ?? [] where dereferenced(member.value)?["type"]?.string == type {
            names.insert(member.key)
        }
        return names
    }

    /// Every requirement list: the document's, then each operation's, also of a path item a `$ref` names (3.1's
    /// `components.pathItems`): a scheme only such an operation needed was left out, and its requirement refused.
    private func requirementLists() -> [JSONNode] {
        var lists = [document["security"]]
        for path in document["paths"]?.members ?? [] {
            for operation in peek(path.value).members ?? [] where Self.operationMethods.contains(operation.key) {
                lists.append(operation.value["security"])
            }
        }
        return lists.compactMap { $0 }
    }
}
