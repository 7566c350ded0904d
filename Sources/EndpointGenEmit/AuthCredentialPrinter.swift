import EndpointGenModel

/// Prints how the client's initializer stores the credential of one security scheme.
enum AuthCredentialPrinter {
    /// `if let x = x { configuration.credentials.append(….named("x")) }`.
    static func appendStatement(_ scheme: AuthSchemeModel) -> String {
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
