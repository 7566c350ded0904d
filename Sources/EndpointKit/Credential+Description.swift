/// A credential as a log or a debugger shows it: what it sends and where, never the secret. An app that printed or
/// dumped its configuration wrote its API keys and passwords into its log.
extension Credential: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The credential's kind with its key left out, e.g. `Credential.apiKey(name: "X-Api-Key", value: <redacted>,
    /// location: .header).named("key")`.
    public var description: String {
        "Credential." + kindDescription + (schemeName.map { ".named(\"\($0)\")" } ?? "")
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The kind, without its key, and the scheme's name.
    public var customMirror: Mirror {
        Mirror(self, children: ["kind": kindDescription, "schemeName": schemeName as Any], displayStyle: .struct)
    }

    private var kindDescription: String {
        switch kind {
        case .token(let header, let scheme, _):
            "token(header: \"\(header)\", scheme: \(scheme.map { "\"\($0)\"" } ?? "nil"), provider: TokenProvider)"
        case .apiKey(let name, _, let location):
            "apiKey(name: \"\(name)\", value: \(Redactor.placeholder), location: .\(location))"
        }
    }
}

/// A basic credential as a log or a debugger shows it: the user name, never the password.
extension BasicCredential: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `BasicCredential(username: "alice", password: <redacted>)`.
    public var description: String {
        "BasicCredential(username: \"\(username)\", password: \(Redactor.placeholder))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The user name, and the password redacted.
    public var customMirror: Mirror {
        Mirror(self, children: ["username": username, "password": Redactor.placeholder], displayStyle: .struct)
    }
}
