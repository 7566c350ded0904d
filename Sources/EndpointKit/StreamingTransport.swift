import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The body of a streamed response: its bytes in the chunks they arrived in.
///
/// Ending the iteration early, cancelling the iterating task or dropping the stream closes the connection.
public typealias ResponseBodyChunks = AsyncThrowingStream<Data, any Error>

/// A transport that hands over a response as soon as its head arrives and its body as it arrives, for
/// ``APIClient/serverSentEvents(_:maximumEventSize:maximumBacklog:)`` and ``APIClient/stream(_:format:decoding:maximumEventSize:maximumBacklog:)``.
///
/// Like ``Transport`` it returns non-2xx responses rather than throwing them. ``URLSessionTransport``
/// conforms; with any other ``Transport`` the client streams the body it returns, all at once. The client
/// takes each chunk as soon as it is yielded and counts it against the stream's `maximumBacklog`, so a
/// transport need not bound what it yields.
public protocol StreamingTransport: Transport {
    /// Sends `request` and returns, once the response head has arrived, the body chunks still to come
    /// and the response, whatever its status.
    func stream(_ request: URLRequest) async throws -> (ResponseBodyChunks, HTTPURLResponse)
}

extension ResponseBodyChunks {
    /// A body that is already complete: `data` as one chunk.
    static func complete(_ data: Data) -> ResponseBodyChunks {
        AsyncThrowingStream { continuation in
            if !data.isEmpty { continuation.yield(data) }
            continuation.finish()
        }
    }

    /// All remaining chunks joined, for an error body; a body larger than `limit` is cut at `limit` bytes,
    /// because an error page streamed without end must not exhaust memory.
    func collect(limit: Int) async throws -> Data {
        var body = Data()
        for try await chunk in self {
            body.append(chunk.prefix(limit - body.count))
            if body.count >= limit { break }
        }
        return body
    }
}
