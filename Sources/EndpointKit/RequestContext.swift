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
    /// without associated values (they may be secrets).
    public var endpointName: String
    /// The HTTP method.
    public var method: HTTPMethod
    /// Whether the endpoint requires authentication, i.e. whether credentials were applied.
    public var requiresAuthentication: Bool
    /// The endpoint's own retry decision; `nil` leaves it to the method.
    public var isRetryable: Bool?

    /// Creates a context.
    public init(endpointName: String, method: HTTPMethod, requiresAuthentication: Bool, isRetryable: Bool? = nil) {
        self.endpointName = endpointName
        self.method = method
        self.requiresAuthentication = requiresAuthentication
        self.isRetryable = isRetryable
    }

    /// The context of `endpoint`.
    public init(_ endpoint: some Endpoint) {
        self.init(endpoint, parts: endpoint.parts)
    }

    /// The context of `endpoint`, whose parts were already computed.
    init(_ endpoint: some Endpoint, parts: RequestParts) {
        self.init(
            endpointName: Self.name(of: endpoint),
            method: parts.method,
            requiresAuthentication: parts.requiresAuthentication,
            isRetryable: parts.isRetryable
        )
    }

    /// Whether a failed attempt may be sent again: ``isRetryable`` if set, else whether the method is
    /// idempotent.
    public var allowsRetry: Bool { isRetryable ?? method.isIdempotent }

    /// `Type.case` for an enum case, `Type` otherwise; associated values are left out.
    static func name(of endpoint: some Endpoint) -> String {
        let typeName = String(describing: type(of: endpoint))
        let mirror = Mirror(reflecting: endpoint)
        guard mirror.displayStyle == .enum else { return typeName }
        if let caseName = mirror.children.first?.label {
            return "\(typeName).\(caseName)"  // a case with associated values
        }
        // A case without associated values describes itself by name, unless a custom description says more.
        guard !(endpoint is any CustomStringConvertible) else { return typeName }
        return "\(typeName).\(String(describing: endpoint))"
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
