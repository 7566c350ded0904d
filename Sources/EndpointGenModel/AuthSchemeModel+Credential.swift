extension AuthSchemeModel {
    /// The type of the client initializer's argument, made optional there: the app passes only the credentials it has.
    package var credentialType: String {
        switch kind {
        case .token: "TokenProvider"
        case .basic: "BasicCredential"
        case .apiKey: "String"
        }
    }

    /// The argument's documentation: the spec's description, else what is sent.
    package var documentation: String {
        if let description { return description }
        switch kind {
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
}
