import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a built request and returns the response, whatever its status code.
///
/// A transport reports only transport-level failures; non-2xx responses are returned, not thrown, so
/// ``APIClient`` can turn them into ``EndpointError/http(_:)``. Throwing an ``EndpointError`` is
/// preferred; any other error is mapped by ``APIClient`` (cancellation to
/// ``EndpointError/cancelled``, `URLError` by code, anything else to ``EndpointError/transport(_:)``).
public protocol Transport: Sendable {
    /// Sends `request` and returns the response body and the HTTP response.
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
