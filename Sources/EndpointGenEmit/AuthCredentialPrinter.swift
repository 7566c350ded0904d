import EndpointGenModel

/// How the client's initializer takes and stores the credential of one security scheme.
struct AuthCredentialPrinter {
    let scheme: AuthSchemeModel

    /// The argument's type, made optional by the caller: the app passes only the credentials it has.
    var argumentType: String {
        switch scheme.kind {
        case .token: "TokenProvider"
        case .basic: "BasicCredential"
        case .apiKey: "String"
        }
    }

    /// The argument's documentation: the spec's description, else what is sent.
    var documentation: String {
        if let description = scheme.description { return description }
        switch scheme.kind {
        case .token(let header, let prefix):
            return "Supplies the token sent as `\(header): \(prefix.map { $0 + " " } ?? "")<token>`."
        case .basic:
            return "The user name and password sent as `Authorization: Basic …`."
        case .apiKey(let name, let placement):
            let what = switch placement {
            case .query: "query item"
            case .header: "header field"
            case .cookie: "cookie"
            }
            return "Sent as the `\(name)` \(what)."
        }
    }

    /// `if let x = x { configuration.credentials.append(….named("x")) }`.
    var appendStatement: String {
        let name = Naming.escaped(scheme.swiftName)
        let credential = switch scheme.kind {
        case .token(let header, let prefix):
            ".token(header: \(SwiftLiteral.string(header)), scheme: \(prefix.map(SwiftLiteral.string) ?? "nil"), provider: \(name))"
        case .basic:
            ".basic(\(name))"
        case .apiKey(let keyName, let placement):
            ".apiKey(name: \(SwiftLiteral.string(keyName)), value: \(name), location: .\(placement.rawValue))"
        }
        return "if let \(name) = \(name) { configuration.credentials.append(Credential\(credential).named(\(SwiftLiteral.string(scheme.name)))) }"
    }
}
