@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// What waits between a streamed body and its consumer is counted in bytes and never grows past the limit.
@Suite(.waitsForEvents) struct StreamBacklogTests {
    @Test func aConsumerThatNeverReadsEndsAnEndlessBodyAtTheLimit() async throws {
        let body = EndlessBody(chunk: Data(repeating: 0x61, count: 1_000))
        let backlog = StreamBacklog(body.chunks, limit: 10_000)
        try #require(await eventually { body.isClosed.value }, "the body was never closed")
        #expect(backlog.waitingBytes == 10_000, "ten chunks fit, the eleventh ends the body")
        #expect(backlog.peakWaitingBytes == 10_000)
        #expect(body.yieldedBytes.value > 10_000, "the body went on beyond the limit, so the limit stopped it")
        var taken = 0
        let error = await endpointError { while let chunk = try await backlog.next() { taken += chunk.count } }
        #expect(taken == 10_000, "the chunks that waited are handed out before the error")
        guard case .backlogTooLarge(10_000)? = error else {
            Issue.record("expected .backlogTooLarge(10000), got \(String(describing: error))")
            return
        }
    }

    @Test func aConsumerThatKeepsUpNeverReachesTheLimit() async throws {
        let (chunks, continuation) = ResponseBodyChunks.makeStream()
        let backlog = StreamBacklog(chunks, limit: 4_000)
        // 100 kB through a 4 kB backlog: each chunk is taken before the next arrives.
        for round in 0..<100 {
            continuation.yield(Data(repeating: UInt8(round), count: 1_000))
            #expect(try await backlog.next() == Data(repeating: UInt8(round), count: 1_000))
        }
        continuation.finish()
        #expect(try await backlog.next() == nil)
        #expect(backlog.peakWaitingBytes == 1_000)
    }

    @Test func aChunkLargerThanTheLimitIsLetInWhenNothingWaits() async throws {
        // What a transport that cannot stream hands over: the whole body in one chunk.
        let backlog = StreamBacklog(.complete(Data(count: 50_000)), limit: 1_000)
        #expect(try await backlog.next()?.count == 50_000)
        #expect(try await backlog.next() == nil)
    }

    @Test func closingStopsReadingTheBody() async {
        let body = EndlessBody(chunk: Data(repeating: 0x61, count: 10))
        let backlog = StreamBacklog(body.chunks, limit: 1 << 30)
        #expect(await eventually { body.yieldedBytes.value > 0 })
        backlog.close()
        #expect(await eventually { body.isClosed.value })
    }

    @Test func droppingTheBacklogClosesTheBody() async {
        let body = EndlessBody(chunk: Data(repeating: 0x61, count: 10))
        var backlog: StreamBacklog? = StreamBacklog(body.chunks, limit: 1 << 30)
        #expect(await eventually { body.yieldedBytes.value > 0 })
        #expect(backlog != nil)
        backlog = nil
        #expect(await eventually { body.isClosed.value })
    }

    @Test func cancellingTheWaitingConsumerClosesTheBody() async {
        let (chunks, continuation) = ResponseBodyChunks.makeStream()
        let closed = Shared(false)
        continuation.onTermination = { _ in closed.update { $0 = true } }
        let backlog = StreamBacklog(chunks, limit: 1_000)
        let consumer = Task { try await backlog.next() }
        consumer.cancel()
        _ = await consumer.result
        #expect(await eventually { closed.value })
    }

    @Test func aFailingBodyEndsWithItsErrorAfterItsChunks() async throws {
        let (chunks, continuation) = ResponseBodyChunks.makeStream()
        continuation.yield(Data("a".utf8))
        continuation.finish(throwing: URLError(.networkConnectionLost))
        let backlog = StreamBacklog(chunks, limit: 1_000)
        #expect(try await backlog.next() == Data("a".utf8))
        let error = await endpointError { _ = try await backlog.next() }
        guard case .noConnection? = error else {
            Issue.record("expected .noConnection, got \(String(describing: error))")
            return
        }
    }
}

/// A body that yields `chunk` without pause until it is closed, counting the bytes it yielded.
final class EndlessBody: Sendable {
    let chunks: ResponseBodyChunks
    let yieldedBytes = Shared(0)
    let isClosed = Shared(false)

    init(chunk: Data) {
        let (chunks, continuation) = ResponseBodyChunks.makeStream()
        self.chunks = chunks
        let producer = Task { [yieldedBytes] in
            while case .enqueued = continuation.yield(chunk) {
                yieldedBytes.update { $0 += chunk.count }
                await Task.yield()
            }
        }
        continuation.onTermination = { [isClosed] _ in
            producer.cancel()
            isClosed.update { $0 = true }
        }
    }
}
