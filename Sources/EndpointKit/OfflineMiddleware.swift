import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fails a request at once with ``EndpointError/noConnection(_:)`` when the device is offline, without
/// touching the network.
///
/// `isOnline` is asked before every request; back it with `NWPathMonitor` or any reachability source.
/// When it answers `true` the request goes on, and a connectivity failure of the transport still becomes
/// ``EndpointError/noConnection(_:)`` (``APIClient`` maps `URLError`s such as `.notConnectedToInternet`,
/// `.networkConnectionLost`, `.cannotConnectToHost`, `.cannotFindHost` and `.dnsLookupFailed` to it).
/// Place it outside a ``RetryMiddleware`` to skip the retries, inside to check before every attempt.
///
/// ```swift
/// let monitor = ReachabilityFlag()  // the app's own thread-safe flag
/// let offline = OfflineMiddleware(isOnline: { monitor.isOnline })
/// let configuration = APIClient.Configuration(server: server, middleware: [offline, RetryMiddleware()])
/// ```
public struct OfflineMiddleware: Middleware {
    /// The detail carried by the error thrown when offline.
    public static let offlineDetail = "the device is offline"

    private let isOnline: @Sendable () -> Bool

    /// Creates a middleware that fails requests while `isOnline` returns `false`.
    public init(isOnline: @escaping @Sendable () -> Bool) {
        self.isOnline = isOnline
    }

    /// Sends `request` onward when online; throws ``EndpointError/noConnection(_:)`` otherwise.
    public func intercept(
        _ request: consuming URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse) {
        guard isOnline() else { throw EndpointError.noConnection(TransportFailure(Self.offlineDetail)) }
        return try await next(consume request)
    }
}
