import Foundation

/// An ``Endpoint`` that computes its whole request at once, in ``requestParts``, and reads every other property
/// from it.
///
/// Generated endpoint enums conform: they compute each case's request in one `switch`, and their `method`,
/// `path`, `query` and the rest always agree with it. ``requestParts`` has no default, so a conforming type that
/// forgets it does not compile (a default built from the properties, which read it back, would recurse forever).
public protocol GeneratedEndpoint: Endpoint {
    /// The method, path, query, headers, body and policies of this endpoint's request.
    var requestParts: RequestParts { get }

    /// The name of this value's case as declared, without its associated values: `popular` for
    /// `MoviesEndpoint.popular(page: 2)`. ``RequestContext/endpointName`` is built from it (`MoviesEndpoint.popular`),
    /// so that naming a generated endpoint for a log line costs no reflection.
    var caseName: String { get }
}

extension GeneratedEndpoint {
    public var parts: RequestParts { requestParts }
    public var method: HTTPMethod { requestParts.method }
    public var path: String { requestParts.path }
    public var server: Server? { requestParts.server }
    public var query: [QueryItem] { requestParts.query }
    public var headers: [HTTPHeader] { requestParts.headers }
    public var cookies: [QueryItem] { requestParts.cookies }
    public var body: RequestBody? { requestParts.body }
    public var requiresAuthentication: Bool { requestParts.requiresAuthentication }
    public var isRetryable: Bool? { requestParts.isRetryable }
    public var timeout: TimeInterval? { requestParts.timeout }
}
