import Foundation

/// What the client sending a request knows about its secrets and limits, for the parts of EndpointKit that
/// see only a `URLRequest`: the transport (redirects, response size) and ``LoggingMiddleware`` (redaction).
///
/// ``APIClient`` binds it to ``current`` for the duration of each send, so it reaches the middleware chain
/// and the transport through the task without a change to ``Transport`` or ``Middleware``; a transport
/// used without a client sees ``standard``.
struct RequestSafety: Sendable {
    /// Header fields that are always credentials, lowercased.
    static let alwaysCredentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]

    /// Header fields carrying credentials, lowercased: never logged, dropped on a redirect to another origin.
    var credentialHeaders: Set<String>
    /// Query item names carrying credentials, lowercased, likewise.
    var credentialQueryItems: Set<String>
    /// Secret values (API keys, tokens) to cut out of any text that is logged or put in an error.
    var secrets: Set<String>
    /// Whether redirects are followed at all.
    var followsRedirects: Bool
    /// The largest response body read into memory, in bytes; `nil` for no limit.
    var maximumResponseSize: Int?

    /// What a transport assumes when no client says more: the standard credential headers, redirects
    /// followed, the default size limit.
    static let standard = RequestSafety(
        credentialHeaders: alwaysCredentialHeaders,
        credentialQueryItems: [],
        secrets: [],
        followsRedirects: true,
        maximumResponseSize: APIClient.Configuration.defaultMaximumResponseSize
    )

    /// The safety of the request being sent by the current task.
    @TaskLocal static var current = RequestSafety.standard
}

extension RequestSafety {
    /// The safety of requests sent with `configuration`: its credentials' names and fixed values.
    init(_ configuration: APIClient.Configuration) {
        var headers = Self.alwaysCredentialHeaders
        var queryItems: Set<String> = []
        var secrets: Set<String> = []
        for credential in configuration.credentials {
            switch credential.kind {
            case .token(let header, _, _):
                headers.insert(header.lowercased())
            case .apiKey(let name, let value, .header):
                headers.insert(name.lowercased())
                secrets.insert(value)
            case .apiKey(let name, let value, .query):
                queryItems.insert(name.lowercased())
                secrets.insert(value)
            case .apiKey(_, let value, .cookie):
                // The `Cookie` field is always a credential; the value is a secret wherever else it shows.
                secrets.insert(value)
            }
        }
        if let password = URLComponents(string: configuration.server.baseURL)?.password {
            secrets.insert(password)
        }
        secrets.remove("")
        self.init(
            credentialHeaders: headers,
            credentialQueryItems: queryItems,
            secrets: secrets,
            followsRedirects: configuration.followsRedirects,
            maximumResponseSize: configuration.maximumResponseSize
        )
    }

    /// This safety for a request that also carries `tokens`, which are secrets too.
    func carrying(_ tokens: [String?]) -> RequestSafety {
        var safety = self
        for case let token? in tokens where !token.isEmpty {
            safety.secrets.insert(token)
        }
        return safety
    }

    /// The ``Redactor`` for text about this request, also redacting `extraNames` (headers or query items).
    func redactor(alsoRedacting extraNames: Set<String> = []) -> Redactor {
        Redactor(
            headerNames: credentialHeaders.union(extraNames),
            queryNames: credentialQueryItems.union(extraNames),
            secrets: secrets
        )
    }
}
