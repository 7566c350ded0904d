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
    public var endpointName: String {
        get { name.text }
        set { name = EndpointName(newValue) }
    }
    /// The context's name, worked out only if read.
    private var name: EndpointName

    /// Creates an event.
    public init(kind: Kind, inFlight: Int, endpointName: String) {
        self.init(kind: kind, inFlight: inFlight, name: EndpointName(endpointName))
    }

    init(kind: Kind, inFlight: Int, name: EndpointName) {
        self.kind = kind
        self.inFlight = inFlight
        self.name = name
    }

    public static func == (a: ActivityEvent, b: ActivityEvent) -> Bool {
        a.kind == b.kind && a.inFlight == b.inFlight && a.endpointName == b.endpointName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(inFlight)
        hasher.combine(endpointName)
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
    // Held while a change is counted and reported, so that reports arrive in the order of the changes: a
    // finish counted first but reported last would leave an indicator showing a request that ended. A lock of
    // its own, so `onChange` may read ``inFlight``; a plain lock, as it guards a sequence of steps, not a value.
    private let reporting = NSLock()
    private let onChange: @Sendable (ActivityEvent) -> Void

    /// Creates a middleware that calls `onChange` when a request starts and when it finishes. Calls never
    /// overlap and arrive in the order of the changes they report.
    public init(onChange: @escaping @Sendable (ActivityEvent) -> Void = { _ in }) {
        self.onChange = onChange
    }

    /// The number of requests in flight now.
    public var inFlight: Int { count.withLock { $0 } }

    /// Reports the start, sends `request` onward, and reports the finish.
    public func intercept(
        _ request: consuming URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse) {
        report(.started, name: context.name)
        defer { report(.finished, name: context.name) }
        return try await next(consume request)
    }

    private func report(_ kind: ActivityEvent.Kind, name: EndpointName) {
        reporting.lock()
        defer { reporting.unlock() }
        let inFlight = count.withLock { count in
            count += kind == .started ? 1 : -1
            return count
        }
        onChange(ActivityEvent(kind: kind, inFlight: inFlight, name: name))
    }
}
