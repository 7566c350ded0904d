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

/// How far a transfer has got, reported to a progress handler.
public struct TransferProgress: Sendable, Hashable {
    /// Bytes sent (upload) or received (download) so far.
    public var completedBytes: Int64
    /// The expected total, or `nil` when unknown (no `Content-Length`).
    public var totalBytes: Int64?

    /// Creates a progress value; a negative total means unknown.
    public init(completedBytes: Int64, totalBytes: Int64?) {
        self.completedBytes = completedBytes
        self.totalBytes = totalBytes.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// `completedBytes / totalBytes` clamped to 0...1, or `nil` when the total is unknown or zero.
    public var fractionCompleted: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(1, max(0, Double(completedBytes) / Double(totalBytes)))
    }
}

/// Receives ``TransferProgress`` on an arbitrary thread.
public typealias ProgressHandler = @Sendable (TransferProgress) -> Void

/// A transport that also moves bodies between the network and files without holding them in memory;
/// used by ``APIClient/download(_:to:progress:)`` and the `upload` calls.
///
/// Like ``Transport``, it returns non-2xx responses rather than throwing them, and reports only
/// transport failures. ``URLSessionTransport`` and EndpointKitTesting's `StubTransport` conform.
public protocol FileTransport: Transport {
    /// Downloads the response body of `request` into a new file the caller then owns, reporting
    /// progress, and returns the file's location and the response, whatever the status.
    func download(_ request: URLRequest, progress: @escaping ProgressHandler) async throws -> (URL, HTTPURLResponse)

    /// Sends `request` with the contents of `fileURL` as its body, reporting upload progress, and
    /// returns the response body and the response, whatever the status.
    func upload(
        _ request: URLRequest,
        fromFile fileURL: URL,
        progress: @escaping ProgressHandler
    ) async throws -> (Data, HTTPURLResponse)
}
