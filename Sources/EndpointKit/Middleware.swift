import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a request onward and returns its response; the rest of a middleware chain and the transport.
public typealias SendRequest = @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

/// Code that runs around every request an ``APIClient`` sends: logging, retries, metrics, header
/// injection, response rewriting.
///
/// A client's middleware run in array order, the first being outermost: it sees the request first and
/// the response last. A middleware may change the request before calling `next`, change the response or
/// error after it, call it several times (retry) or not at all (cache, stub). Errors it throws are mapped
/// like transport errors.
public protocol Middleware: Sendable {
    /// Handles `request`, calling `next` to send it onward.
    func intercept(
        _ request: URLRequest,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse)
}

extension Array where Element == any Middleware {
    /// Folds the middleware around `transport` so that the first element is outermost.
    func chained(to transport: any Transport) -> SendRequest {
        let send: SendRequest = { request in try await transport.send(request) }
        return reversed().reduce(send) { next, middleware -> SendRequest in
            { request in try await middleware.intercept(request, next: next) }
        }
    }
}
