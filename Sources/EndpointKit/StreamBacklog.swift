import Foundation

/// The chunks of a streamed body that have arrived and that the stream's consumer has not yet taken: at most
/// `limit` bytes, or one chunk if that is larger.
///
/// A task of its own moves each chunk from the transport as soon as it arrives, so that every byte received
/// is counted here. When a chunk arrives that would make more than `limit` bytes wait, the consumer has fallen
/// that far behind the server: the backlog stops reading, which closes the connection, and the consumer gets
/// ``EndpointError/backlogTooLarge(limit:)`` after the chunks already here. A chunk that arrives while none
/// wait is always let in, however large: the consumer is keeping up, and a body that a non-streaming
/// transport read whole arrives as one chunk.
///
/// Why not slow the server down instead, as a client that reads its socket only on demand does through TCP
/// flow control? URLSession hands over a body as fast as it arrives, and swift-corelibs-foundation cannot
/// pause a transfer: `suspend()` on a running task there closes the connection, and `resume()` sends the
/// request again and delivers the body from its start. So a consumer slower than its server is bounded by
/// ending the stream, the same way on every platform, and the app may reconnect from its last event.
final class StreamBacklog: Sendable {
    /// The most bytes that may wait, unless a single chunk is larger.
    let limit: Int
    /// The queue's iterator, taken out while its one reader waits on it.
    private let queue: Locked<AsyncThrowingStream<Data, any Error>.Iterator?>
    private let size = Locked(WaitingBytes())
    private let mover: Task<Void, Never>

    /// Starts moving the chunks of `body` into the backlog.
    init(_ body: ResponseBodyChunks, limit: Int) {
        self.limit = limit
        let (waiting, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        queue = Locked(waiting.makeAsyncIterator())
        mover = Task { [size] in
            var chunks = body.makeAsyncIterator()
            do {
                while let chunk = try await chunks.next() {
                    guard size.withLock({ $0.admit(chunk.count, limit: limit) }) else {
                        continuation.finish(throwing: EndpointError.backlogTooLarge(limit: limit))
                        await chunks.close()
                        return
                    }
                    continuation.yield(chunk)
                }
                // A cancelled wait for the next chunk ends the loop as if the body had ended.
                continuation.finish(throwing: Task.isCancelled ? EndpointError.cancelled : nil)
            } catch {
                continuation.finish(throwing: EndpointError(mapping: error))
            }
        }
        // A reader cancelled while it waits ends the queue; the body is not wanted any more.
        continuation.onTermination = { [mover] _ in mover.cancel() }
    }

    deinit {
        mover.cancel()
    }

    /// The next chunk, once it has arrived, or `nil` at the end of the body (or when the waiting task is
    /// cancelled). Throws the transport's error, or ``EndpointError/backlogTooLarge(limit:)``, after the
    /// chunks that arrived before it. Call it from one task at a time.
    func next() async throws -> Data? {
        guard var iterator = queue.withLock({ $0.take() }) else { throw EndpointError.readConcurrently }
        defer { queue.withLock { $0 = iterator } }
        guard let chunk = try await iterator.next() else { return nil }
        size.withLock { $0.waiting -= chunk.count }
        return chunk
    }

    /// Stops reading the body, which closes its connection. Chunks already here can still be taken.
    func close() {
        mover.cancel()
    }

    /// The bytes that have arrived and wait to be taken.
    var waitingBytes: Int { size.withLock { $0.waiting } }

    /// The most bytes that ever waited at once.
    var peakWaitingBytes: Int { size.withLock { $0.peak } }
}

extension EndpointError {
    /// A stream's `next()` called by a second task while the first still waits, which a stream of the standard
    /// library would trap on.
    static let readConcurrently = EndpointError.transport("a streamed response was read by two tasks at once")
}

extension ResponseBodyChunks.Iterator {
    /// Ends the body from the reading side, as a cancelled wait for its next chunk does: its `onTermination`
    /// runs, which for a transport's body closes the connection. Dropping the body is not enough, since its
    /// transport may still hold it.
    mutating func close() async {
        withUnsafeCurrentTask { $0?.cancel() }
        _ = try? await next()
    }
}
