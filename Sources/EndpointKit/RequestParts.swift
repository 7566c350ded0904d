import Foundation

/// Everything an ``Endpoint`` contributes to its request, computed at once.
///
/// The runtime reads an endpoint through this value, once per call. Generated endpoint enums compute it
/// in a single `switch`, which keeps large APIs quick to type-check; hand-written endpoints usually
/// implement the separate ``Endpoint`` properties and get this value from them.
///
/// ```swift
/// var parts: RequestParts {
///     RequestParts(method: .get, path: "/movie/popular", query: [QueryItem("page", page)])
/// }
/// ```
public struct RequestParts: Sendable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path relative to the server's base URL, starting with `/`, already percent-encoded.
    public var path: String
    /// The server the API declares for this endpoint alone (an OpenAPI operation's `servers`), used instead of the
    /// client's while ``APIClient/Configuration/usesEndpointServers`` is on; `nil` for the client's server.
    public var server: Server?
    /// Query items in order, not yet percent-encoded.
    public var query: [QueryItem]
    /// Endpoint-specific header fields.
    public var headers: [HTTPHeader]
    /// Cookies sent in the `Cookie` header field, names and values unencoded, after the client's API-key cookies.
    public var cookies: [QueryItem]
    /// The request body, or `nil` for none.
    public var body: RequestBody?
    /// Whether the client must attach its credentials.
    public var requiresAuthentication: Bool
    /// Which named credentials the endpoint needs, when it requires authentication; `nil` uses the client's
    /// ``APIClient/Configuration/security``.
    public var security: SecurityRequirement?
    /// Whether a failed attempt may be sent again; `nil` leaves it to the method.
    public var isRetryable: Bool?
    /// The endpoint's timeout in seconds; `nil` uses the client's.
    public var timeout: TimeInterval?

    /// Creates the parts of a request; everything but the method and path has the ``Endpoint`` defaults.
    public init(
        method: HTTPMethod,
        path: String,
        server: Server? = nil,
        query: [QueryItem] = [],
        headers: [HTTPHeader] = [],
        cookies: [QueryItem] = [],
        body: RequestBody? = nil,
        requiresAuthentication: Bool = true,
        security: SecurityRequirement? = nil,
        isRetryable: Bool? = nil,
        timeout: TimeInterval? = nil
    ) {
        self.method = method
        self.path = path
        self.server = server
        self.query = query
        self.headers = headers
        self.cookies = cookies
        self.body = body
        self.requiresAuthentication = requiresAuthentication
        self.security = security
        self.isRetryable = isRetryable
        self.timeout = timeout
    }
}
