import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a request onward and returns its response; the rest of a middleware chain and the transport.
///
/// It takes the request over (`consuming`): a request nothing else holds is changed in place by the middleware after
/// it, where a shared one is copied first, which on Linux costs a whole `NSMutableURLRequest`.
public typealias SendRequest = @Sendable (consuming URLRequest) async throws -> (Data, HTTPURLResponse)

/// Code that runs around every request an ``APIClient`` sends: logging, retries, metrics, header
/// injection, response rewriting.
///
/// A client's middleware run in array order, the first being outermost: it sees the request first and
/// the response last. A middleware may change the request before calling `next`, change the response or
/// error after it, call it several times (retry) or not at all (cache, stub). Errors it throws are mapped
/// like transport errors. `context` describes the endpoint the request was built from.
///
/// ```swift
/// struct UserAgent: Middleware {
///     func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest)
///         async throws -> (Data, HTTPURLResponse) {
///         var request = request
///         request.setValue("MyApp/1.0", forHTTPHeaderField: "User-Agent")
///         return try await next(request)
///     }
/// }
/// ```
public protocol Middleware: Sendable {
    /// Handles `request`, built for the endpoint `context` describes, calling `next` to send it onward.
    ///
    /// `request` is taken over (`consuming`), so that a middleware changing it changes it in place when nothing else
    /// holds it; an implementation may declare it as a plain `URLRequest`.
    func intercept(
        _ request: consuming URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse)
}

/// Sends a request described by a context through the rest of a chain.
typealias SendContextualRequest = @Sendable (consuming URLRequest, RequestContext) async throws -> (Data, HTTPURLResponse)

/// A built-in middleware that can tell that it would send a request on unchanged and return whatever comes back,
/// as a ``CommonParametersMiddleware`` with nothing to add does for every request and a ``RetryMiddleware`` does for
/// a request it may not retry. A chain leaves out one that is idle for every request and passes a request straight
/// on past one that is idle for it, so that it costs nothing rather than an async call.
protocol IdleCapableMiddleware: Middleware {
    /// Whether leaving this middleware out of a chain changes nothing.
    var isIdle: Bool { get }
    /// Whether sending a request described by `context` straight on, past this middleware, changes nothing.
    func isIdle(for context: RequestContext) -> Bool
}

extension IdleCapableMiddleware {
    func isIdle(for context: RequestContext) -> Bool { isIdle }
}

extension Array where Element == any Middleware {
    /// The middleware that do something, in order: those that are idle (see ``IdleCapableMiddleware``) left out.
    var withoutIdle: [any Middleware] {
        filter { ($0 as? any IdleCapableMiddleware)?.isIdle != true }
    }

    /// Folds the middleware around `transport` so that the first element is outermost.
    ///
    /// Folded in a loop rather than with `reduce`: a closure passed through a generic function is stored in its
    /// most general form, and every call then went through two conversion thunks, each an async call of its own.
    func chained(to transport: any Transport) -> SendContextualRequest {
        var send: SendContextualRequest = { request, _ in try await transport.send(request) }
        for middleware in withoutIdle.reversed() {
            let next = send
            let idleCapable = middleware as? any IdleCapableMiddleware
            send = { (request: consuming URLRequest, context: RequestContext) in
                if let idleCapable, idleCapable.isIdle(for: context) { return try await next(consume request, context) }
                return try await middleware.intercept(consume request, context: context) { (request: consuming URLRequest) in
                    try await next(consume request, context)
                }
            }
        }
        return send
    }
}
