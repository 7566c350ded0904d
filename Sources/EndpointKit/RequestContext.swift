/// What a middleware knows about the endpoint a request was built from.
///
/// ```swift
/// func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws
///     -> (Data, HTTPURLResponse) {
///     guard context.allowsRetry else { return try await next(request) }
///     // ... send again on failure
/// }
/// ```
public struct RequestContext: Sendable, Hashable {
    /// A name for logs and metrics, e.g. `MoviesAPI.movie`: the endpoint type and its case or type name,
    /// without associated values (they may be secrets). Worked out when read.
    public var endpointName: String {
        get { name.text }
        set { name = EndpointName(newValue) }
    }
    /// The HTTP method.
    public var method: HTTPMethod
    /// Whether the endpoint requires authentication, i.e. whether credentials were applied.
    public var requiresAuthentication: Bool
    /// The endpoint's own retry decision; `nil` leaves it to the method.
    public var isRetryable: Bool?
    /// ``endpointName``, or the endpoint to work it out from when read (see ``EndpointName``).
    var name: EndpointName

    /// Creates a context.
    public init(endpointName: String, method: HTTPMethod, requiresAuthentication: Bool, isRetryable: Bool? = nil) {
        self.init(name: EndpointName(endpointName), method: method, requiresAuthentication: requiresAuthentication, isRetryable: isRetryable)
    }

    /// The context of `endpoint`.
    public init(_ endpoint: some Endpoint) {
        self.init(endpoint, parts: endpoint.parts)
    }

    /// The context of `endpoint`, whose parts were already computed.
    init(_ endpoint: some Endpoint, parts: RequestParts) {
        self.init(
            name: EndpointName(of: endpoint),
            method: parts.method,
            requiresAuthentication: parts.requiresAuthentication,
            isRetryable: parts.isRetryable
        )
    }

    private init(name: EndpointName, method: HTTPMethod, requiresAuthentication: Bool, isRetryable: Bool?) {
        self.name = name
        self.method = method
        self.requiresAuthentication = requiresAuthentication
        self.isRetryable = isRetryable
    }

    /// Whether a failed attempt may be sent again: ``isRetryable`` if set, else whether the method is
    /// idempotent.
    public var allowsRetry: Bool { isRetryable ?? method.isIdempotent }

    public static func == (a: RequestContext, b: RequestContext) -> Bool {
        a.method == b.method && a.requiresAuthentication == b.requiresAuthentication && a.isRetryable == b.isRetryable
            && a.endpointName == b.endpointName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(endpointName)
        hasher.combine(method)
        hasher.combine(requiresAuthentication)
        hasher.combine(isRetryable)
    }
}

extension HTTPMethod {
    /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2):
    /// GET, HEAD, PUT, DELETE and OPTIONS.
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete, .options: true
        case .post, .patch: false
        }
    }
}
