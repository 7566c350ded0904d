import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Adds query items and header fields to every request, for parameters an app sends outside its API
/// spec, e.g. `version` and `device_type`.
///
/// A query item is appended after the request's own, its name and value percent-encoded with ``PercentEncoding``, and
/// a header field added, only when the request has no item or field of that name: the endpoint's own parameter or the
/// client's API key wins (of two middleware adding one name, the one earlier in the chain). A header name that is not an HTTP token, or a value with CR, LF or NUL,
/// fails the request with ``InvalidRequestReason/invalidHeader(name:)`` before anything is sent.
///
/// Placed at the head of an ``APIClient``'s middleware (after any others that do nothing), it is applied while the
/// client builds the request, which gives the same request without parsing its URL a second time; for requests
/// the client changes after building (the pages of ``APIClient/pages(linkedFrom:decoding:items:)``, streams) it runs
/// as any middleware does.
///
/// ```swift
/// let common = CommonParametersMiddleware(
///     query: [QueryItem("version", "2.1")],
///     headers: [HTTPHeader(name: "X-Device-Type", value: "ios")]
/// )
/// let configuration = APIClient.Configuration(server: server, middleware: [common])
/// ```
public struct CommonParametersMiddleware: Middleware {
    /// The query items appended to every request that lacks them.
    public let query: [QueryItem]
    /// The header fields added to every request that lacks them.
    public let headers: [HTTPHeader]

    /// `query` and `headers` as every request gets them, worked out once rather than per request.
    let parameters: CommonParameters

    /// Creates a middleware adding `query` and `headers`.
    public init(query: [QueryItem] = [], headers: [HTTPHeader] = []) {
        self.query = query
        self.headers = headers
        parameters = CommonParameters(query: query, headers: headers)
    }

    /// Sends `request` with the common parameters added, in place when nothing else holds it.
    public func intercept(
        _ request: consuming URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse) {
        try await next(try parameters.adding(to: consume request))
    }
}

extension CommonParametersMiddleware: IdleCapableMiddleware {
    /// Whether there is nothing to add.
    var isIdle: Bool { query.isEmpty && headers.isEmpty }
}
