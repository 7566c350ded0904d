@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// When a streamed request is sent and its body closed, and how far a slow consumer may fall behind.
@Suite(.waitsForEvents) struct StreamingLifecycleTests {
    @Test func aStreamThatIsNeverIteratedSendsNothing() async {
        let transport = ChunkedTransport(.init(endless: "data: tick\n\n"))
        _ = makeStreamingClient(transport).serverSentEvents(TestAPI.movie(id: "1"))
        // Not a timing assertion: nothing may ever be sent, and 100 ms gives a wrongly eager stream time to.
        try? await Task.sleep(for: .milliseconds(100))
        #expect(transport.requests.all.isEmpty)
    }

    @Test func droppingAPartlyReadStreamClosesTheBody() async throws {
        let transport = ChunkedTransport(.init(endless: "data: tick\n\n"))
        // Neither the stream nor its iterator outlives this call.
        func readTwoEvents(of stream: AsyncThrowingStream<ServerSentEvent, any Error>) async throws {
            var iterator = stream.makeAsyncIterator()
            _ = try await iterator.next()
            _ = try await iterator.next()
        }
        try await readTwoEvents(of: makeStreamingClient(transport).serverSentEvents(TestAPI.movie(id: "1")))
        #expect(await eventually { transport.allClosed })
    }

    @Test func aStreamKeptInAVariableStaysOpenAfterTheLoopUntilItIsReleased() async throws {
        let transport = ChunkedTransport(.init(endless: "data: tick\n\n"))
        var stream: AsyncThrowingStream<ServerSentEvent, any Error>? = makeStreamingClient(transport).serverSentEvents(TestAPI.movie(id: "1"))
        for try await _ in try #require(stream) { break }
        // The loop's iterator shares the stream's state, which the variable still holds.
        #expect(!transport.allClosed)
        stream = nil
        #expect(await eventually { transport.allClosed })
    }

    @Test func aSlowConsumerEndsWithBacklogTooLargeAfterWhatHadArrived() async throws {
        let transport = ChunkedTransport(.init(endless: "data: tick\n\n"))
        let limit = 600
        let stream = makeStreamingClient(transport).serverSentEvents(TestAPI.movie(id: "1"), maximumBacklog: limit)
        var iterator = stream.makeAsyncIterator()
        #expect(try await iterator.next()?.data == "tick")
        // The consumer stalls while the endless body goes on: the backlog fills and closes it.
        try #require(await eventually { transport.allClosed }, "the body was never closed")
        var drained = 0
        let error = await endpointError { while try await iterator.next() != nil { drained += 1 } }
        guard case .backlogTooLarge(limit)? = error else {
            Issue.record("expected .backlogTooLarge(\(limit)), got \(String(describing: error))")
            return
        }
        // What waited for the consumer: at most the limit (50 events of 12 bytes), and the event of the chunk
        // that was being parsed when the consumer stalled.
        #expect(drained <= limit / 12 + 1, "\(drained) events waited")
        #expect(drained >= limit / 12 - 1, "\(drained) events waited")
    }

    @Test func aSecondTaskReadingTheSameStreamGetsATypedError() async {
        let transport = ChunkedTransport(.init(endless: "data: tick\n\n"), interval: .seconds(30))
        let stream = makeStreamingClient(transport).serverSentEvents(TestAPI.movie(id: "1"))
        let first = Task { for try await _ in stream {} }
        // The request went out, so the first task waits inside the stream for the first event.
        #expect(await eventually { transport.requests.all.count == 1 })
        let error = await endpointError { for try await _ in stream {} }
        guard case .transport(let detail)? = error else {
            Issue.record("expected .transport, got \(String(describing: error))")
            first.cancel()
            return
        }
        #expect(detail.description.contains("two tasks"))
        first.cancel()
        _ = await first.result
        #expect(await eventually { transport.allClosed })
    }
}
