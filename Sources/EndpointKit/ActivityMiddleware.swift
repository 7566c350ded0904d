import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request starting or finishing, with the number of requests in flight after it.
public struct ActivityEvent: Sendable, Hashable {
    /// Whether a request started or finished.
    public enum Kind: Sendable, Hashable {
        case started
        case finished
    }

    /// Whether a request started or finished.
    public var kind: Kind
    /// The number of requests in flight through this middleware after the event.
    public var inFlight: Int
    /// The endpoint's ``RequestContext/endpointName``.
    public var endpointName: String

    /// Creates an event.
    public init(kind: Kind, inFlight: Int, endpointName: String) {
        self.kind = kind
        self.inFlight = inFlight
        self.endpointName = endpointName
    }
}

/// Reports every request starting and finishing, with the number in flight, e.g. to drive a network
/// activity indicator.
///
/// Finish is reported however the request ends: with a response, an error or a cancellation. Share one
/// instance among clients to count all their requests together. `onChange` is called on the request's
/// task, not on the main actor; hop there yourself. Placed outside a ``RetryMiddleware``, a request with
/// its retries counts once.
///
/// ```swift
/// let activity = ActivityMiddleware { event in
///     Task { @MainActor in indicator.isVisible = event.inFlight > 0 }
/// }
/// let configuration = APIClient.Configuration(server: server, middleware: [activity, RetryMiddleware()])
/// ```
public final class ActivityMiddleware: Middleware {
    private let count = Locked(0)
    private let onChange: @Sendable (ActivityEvent) -> Void

    /// Creates a middleware that calls `onChange` when a request starts and when it finishes.
    public init(onChange: @escaping @Sendable (ActivityEvent) -> Void = { _ in }) {
        self.onChange = onChange
    }

    /// The number of requests in flight now.
    public var inFlight: Int { count.withLock { $0 } }

    /// Reports the start, sends `request` onward, and reports the finish.
    public func intercept(
        _ request: URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse) {
        let started = count.withLock { $0 += 1; return $0 }
        onChange(ActivityEvent(kind: .started, inFlight: started, endpointName: context.endpointName))
        defer {
            let finished = count.withLock { $0 -= 1; return $0 }
            onChange(ActivityEvent(kind: .finished, inFlight: finished, endpointName: context.endpointName))
        }
        return try await next(request)
    }
}
