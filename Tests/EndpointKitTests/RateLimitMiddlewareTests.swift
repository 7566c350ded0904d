import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite(.waitsForEvents) struct RateLimitMiddlewareTests {
    @Test func aBurstOfNGoesAtOnceAndNoSecondHoldsMoreThanN() async throws {
        let clock = FakeClock()
        let limiter = RateLimitMiddleware(requestsPerSecond: 4, now: clock.now, sleep: clock.sleep)
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(transport, middleware: [limiter])
        var startTimes: [Duration] = []
        for index in 0..<10 {
            try await client.send(TestAPI.delete(id: index))
            startTimes.append(clock.time.value)
        }
        #expect(clock.sleeps.all == [.seconds(1), .seconds(1)])
        #expect(startTimes == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2].map { Duration.seconds($0) })
        // A token bucket let 7 start within the first second: 4, then its refill at 250 ms steps.
        for first in startTimes {
            #expect(startTimes.filter { $0 >= first && $0 < first + .seconds(1) }.count <= 4)
        }
        #expect(transport.recordedRequests.count == 10)
    }

    @Test func aQuietSecondEmptiesTheWindow() async throws {
        let clock = FakeClock()
        let limiter = RateLimitMiddleware(requestsPerSecond: 2, now: clock.now, sleep: clock.sleep)
        let client = makeClient(StubTransport(responding: .status(204)), middleware: [limiter])
        try await client.send(TestAPI.delete(id: 1))
        try await client.send(TestAPI.delete(id: 2))
        clock.time.update { $0 += .seconds(5) }  // two may start again, not ten
        for index in 3...5 { try await client.send(TestAPI.delete(id: index)) }
        #expect(clock.sleeps.all == [.seconds(1)])
    }

    @Test func waitersAreReleasedInArrivalOrder() async throws {
        let clock = FakeClock(open: false)
        let limiter = RateLimitMiddleware(requestsPerSecond: 1, now: clock.now, sleep: clock.sleep)
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(transport, middleware: [limiter])
        try await client.send(TestAPI.delete(id: 0))  // fills the window of one
        var tasks: [Task<Void, any Error>] = []
        for index in 1...8 {
            tasks.append(Task { try await client.send(TestAPI.delete(id: index)) })
            #expect(await eventually { await limiter.waitingCount == index })
        }
        // One request may start per wake-up, so each wake-up releases exactly one waiter; the next wake-up waits until
        // that waiter has reached the transport, so released requests never race each other there.
        for index in 1...8 {
            #expect(await clock.wakeNextSleeper())
            #expect(await eventually { transport.recordedRequests.count > index })
            let order = transport.recordedRequests.map { $0.url?.lastPathComponent ?? "" }
            #expect(order == (0...index).map(String.init))
        }
        for task in tasks { try await task.value }
        #expect(clock.sleeps.all == Array(repeating: .seconds(1), count: 8))
        #expect(clock.heldCount == 0)
    }

    @Test func aReleasedRequestCountsFromWhenItRunsNotFromItsRelease() async throws {
        // On a loaded machine a released burst reaches the server over tens of milliseconds: counted from the
        // release, the next burst shared a second with its tail (79 of a limit of 50 in one second).
        let clock = FakeClock(open: false)
        // Once armed, the first reading (the limiter's, as it releases) is on time, the next two (the two released
        // requests', as they run) 300 ms late, and the rest on time again.
        let readings = Locked<Int?>(nil)
        let now: @Sendable () -> Duration = {
            readings.withLock { count in
                guard let read = count else { return clock.time.value }
                count = read + 1
                return clock.time.value + (read == 1 || read == 2 ? .milliseconds(300) : .zero)
            }
        }
        let limiter = RateLimitMiddleware(requestsPerSecond: 2, now: now, sleep: clock.sleep)
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(transport, middleware: [limiter])
        try await client.send(TestAPI.delete(id: 0))
        try await client.send(TestAPI.delete(id: 1))
        var tasks: [Task<Void, any Error>] = []
        for index in 2...4 {
            tasks.append(Task { try await client.send(TestAPI.delete(id: index)) })
            #expect(await eventually { await limiter.waitingCount == index - 1 })
        }
        readings.withLock { $0 = 0 }
        #expect(await clock.wakeNextSleeper())  // a second on: 2 and 3 are released at 1 s and run at 1.3 s
        #expect(await eventually { transport.recordedRequests.count == 4 })
        // The next may start a second after they ran, at 2.3 s, in one wait: the limiter reads the window once they
        // have run, not at their release.
        #expect(await clock.wakeNextSleeper())
        #expect(await eventually { transport.recordedRequests.count == 5 })
        #expect(clock.sleeps.all == [.seconds(1), .milliseconds(1300)])
        clock.open()  // lets a limiter that waits again finish
        for task in tasks { try await task.value }
    }

    @Test func aCancelledWaiterLeavesTheQueueAndThrowsCancelled() async throws {
        let clock = FakeClock(open: false)
        let limiter = RateLimitMiddleware(requestsPerSecond: 1, now: clock.now, sleep: clock.sleep)
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(transport, middleware: [limiter])
        try await client.send(TestAPI.delete(id: 0))
        let first = Task { await endpointError { try await client.send(TestAPI.delete(id: 1)) } }
        #expect(await eventually { await limiter.waitingCount == 1 })
        let second = Task { try await client.send(TestAPI.delete(id: 2)) }
        #expect(await eventually { await limiter.waitingCount == 2 })
        first.cancel()
        let error = await first.value
        guard case .cancelled? = error else {
            Issue.record("expected .cancelled, got \(String(describing: error))")
            return
        }
        #expect(await limiter.waitingCount == 1)
        clock.open()
        try await second.value
        #expect(transport.recordedRequests.map { $0.url?.lastPathComponent ?? "" } == ["0", "2"])
        #expect(await limiter.waitingCount == 0)
    }

    @Test func anAlreadyCancelledTaskDoesNotWaitOrSend() async throws {
        let limiter = RateLimitMiddleware(requestsPerSecond: 1)
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(transport, middleware: [limiter])
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        }
        guard case .cancelled? = await task.value else {
            Issue.record("expected .cancelled")
            return
        }
        #expect(transport.recordedRequests.isEmpty)
    }

    @Test func concurrentRequestsAllGetThroughAtTheRate() async throws {
        let clock = FakeClock()
        let limiter = RateLimitMiddleware(requestsPerSecond: 10, now: clock.now, sleep: clock.sleep)
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(transport, middleware: [limiter])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<50 { group.addTask { try await client.send(TestAPI.delete(id: index)) } }
            try await group.waitForAll()
        }
        #expect(transport.recordedRequests.count == 50)
        // 10 at once, then 40 more at 10 per second: 4 s of (fake) waiting, never less.
        #expect(clock.time.value >= .milliseconds(3999))
        #expect(clock.time.value <= .milliseconds(4001))
        #expect(limiter.requestsPerSecond == 10)
        #expect(RateLimitMiddleware(requestsPerSecond: 0).requestsPerSecond == 1)
    }
}
