import Foundation

/// A description of one HTTP operation: everything needed to build its request except the server, unless the API
/// serves the operation elsewhere (``server``).
///
/// Generated code conforms one enum per API to this protocol, with a case per endpoint whose associated
/// values are the endpoint's parameters. Hand-written endpoints can conform too, by implementing the
/// properties they need (``method`` and ``path`` at least).
///
/// The runtime reads an endpoint once per call, through ``parts``; generated enums implement ``parts`` in
/// one `switch` and read each property from it.
public protocol Endpoint: Sendable {
    /// The HTTP method.
    var method: HTTPMethod { get }

    /// The path relative to the server's base URL, starting with `/`, already percent-encoded.
    ///
    /// Build path parameters with ``PathSegment`` so a value can never inject `/`, `?` or `#`.
    var path: String { get }

    /// The server the API declares for this endpoint alone, used instead of the client's; `nil` for the client's.
    var server: Server? { get }

    /// Query items in order, not yet percent-encoded; ``RequestBuilder`` encodes them per RFC 3986.
    var query: [QueryItem] { get }

    /// Endpoint-specific header fields, sent in addition to the client's shared headers.
    var headers: [HTTPHeader] { get }

    /// Cookies sent in the `Cookie` header field, names and values unencoded; a value is percent-encoded
    /// like a query value.
    var cookies: [QueryItem] { get }

    /// The request body, or `nil` for none.
    var body: RequestBody? { get }

    /// Whether the client must attach its credentials; `false` for public endpoints such as login.
    var requiresAuthentication: Bool { get }

    /// Whether a failed attempt may be sent again; `nil` leaves it to the method (idempotent methods only).
    var isRetryable: Bool? { get }

    /// This endpoint's timeout in seconds, replacing the client's; `nil` uses the client's.
    var timeout: TimeInterval? { get }

    /// All of the above at once. The default builds it from the separate properties.
    var parts: RequestParts { get }

    /// Checks the parameters against the spec's constraints before anything is sent.
    /// Throws ``EndpointError/invalidRequest(_:)`` with a ``ValidationFailure`` naming the parameter.
    func validate() throws(EndpointError)
}

extension Endpoint {
    public var server: Server? { nil }
    public var query: [QueryItem] { [] }
    public var headers: [HTTPHeader] { [] }
    public var cookies: [QueryItem] { [] }
    public var body: RequestBody? { nil }
    public var requiresAuthentication: Bool { true }
    public var isRetryable: Bool? { nil }
    public var timeout: TimeInterval? { nil }
    public var parts: RequestParts {
        RequestParts(
            method: method,
            path: path,
            server: server,
            query: query,
            headers: headers,
            cookies: cookies,
            body: body,
            requiresAuthentication: requiresAuthentication,
            isRetryable: isRetryable,
            timeout: timeout
        )
    }
    public func validate() throws(EndpointError) {}
}
