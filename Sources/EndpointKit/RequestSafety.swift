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
    var credentialHeaders: Set<String> { redaction.headerNames.lowercased }
    /// Query item names carrying credentials, lowercased, likewise.
    var credentialQueryItems: Set<String> { redaction.queryNames.lowercased }
    /// Secret values (API keys, tokens) to cut out of any text that is logged or put in an error.
    var secrets: Set<String> { didSet { redaction = Redaction(headerNames: redaction.headerNames, queryNames: redaction.queryNames, secrets: secrets) } }
    /// Whether redirects are followed at all.
    var followsRedirects: Bool
    /// The largest response body read into memory, in bytes; `nil` for no limit.
    var maximumResponseSize: Int?
    /// The most bytes of a streamed body a ``StreamingTransport`` may hold for its reader before the reader takes
    /// them, as ``StreamBacklog`` counts them (one chunk may be larger); `nil` for no limit. Past it the transport
    /// stops reading and ends the body with ``EndpointError/backlogTooLarge(limit:)``: a body that arrives faster
    /// than it is read (a decompressing gzip bomb) must not fill memory before the reader can count it.
    var maximumStreamBacklog: Int?
    /// The credential names and ``secrets`` as a ``Redactor`` compares and searches for them, worked out when they
    /// change rather than for every request a logger redacts.
    private var redaction: Redaction

    init(
        credentialHeaders: Set<String>,
        credentialQueryItems: Set<String>,
        secrets: Set<String>,
        followsRedirects: Bool,
        maximumResponseSize: Int?
    ) {
        self.secrets = secrets
        self.followsRedirects = followsRedirects
        self.maximumResponseSize = maximumResponseSize
        redaction = Redaction(
            headerNames: RedactedNames(credentialHeaders),
            queryNames: RedactedNames(credentialQueryItems),
            secrets: secrets
        )
    }

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
            secrets.formUnion(credential.hiddenSecrets)
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
        let added = tokens.compactMap { $0 }.filter { !$0.isEmpty && !secrets.contains($0) }
        guard !added.isEmpty else { return self }
        var safety = self
        safety.secrets.formUnion(added)
        return safety
    }

    /// The ``Redactor`` for text about this request, also redacting `extraNames` (headers or query items).
    func redactor(alsoRedacting extraNames: RedactedNames = RedactedNames([])) -> Redactor {
        Redactor(redaction, alsoRedacting: extraNames)
    }
}
