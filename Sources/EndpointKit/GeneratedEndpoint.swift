import Foundation

/// An ``Endpoint`` that implements ``Endpoint/parts`` and reads every other property from it.
///
/// Generated endpoint enums conform: they compute each case's request in one `switch`, and their `method`,
/// `path`, `query` and the rest always agree with it. A hand-written endpoint may conform too, and must then
/// implement ``Endpoint/parts`` itself (the default reads these properties, which would read it back).
public protocol GeneratedEndpoint: Endpoint {}

extension GeneratedEndpoint {
    public var method: HTTPMethod { parts.method }
    public var path: String { parts.path }
    public var query: [QueryItem] { parts.query }
    public var headers: [HTTPHeader] { parts.headers }
    public var body: RequestBody? { parts.body }
    public var requiresAuthentication: Bool { parts.requiresAuthentication }
    public var isRetryable: Bool? { parts.isRetryable }
    public var timeout: TimeInterval? { parts.timeout }
}
