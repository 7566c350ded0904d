import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite(.waitsForEvents) struct ActivityMiddlewareTests {
    @Test func reportsStartAndFinishWithTheCount() async throws {
        let events = Recorder<ActivityEvent>()
        let activity = ActivityMiddleware { events.append($0) }
        let client = makeClient(StubTransport(responding: .status(204)), middleware: [activity])
        try await client.send(TestAPI.delete(id: 1))
        #expect(events.all == [
            ActivityEvent(kind: .started, inFlight: 1, endpointName: "TestAPI.delete"),
            ActivityEvent(kind: .finished, inFlight: 0, endpointName: "TestAPI.delete"),
        ])
        #expect(activity.inFlight == 0)
    }

    @Test func countsBackToZeroAfterErrorsAndErrorStatuses() async throws {
        let events = Recorder<ActivityEvent>()
        let activity = ActivityMiddleware { events.append($0) }
        let failing = makeClient(StubTransport { _ in throw URLError(.timedOut) }, middleware: [activity])
        let serverError = makeClient(StubTransport(responding: .status(500)), middleware: [activity])
        _ = await endpointError { try await failing.send(TestAPI.delete(id: 1)) }
        _ = await endpointError { try await serverError.send(TestAPI.delete(id: 2)) }
        #expect(events.all.map(\.kind) == [.started, .finished, .started, .finished])
        #expect(events.all.map(\.inFlight) == [1, 0, 1, 0])
        #expect(activity.inFlight == 0)
    }

    @Test func reportsArriveInTheOrderOfTheChangesUnderConcurrency() async throws {
        let events = Recorder<ActivityEvent>()
        let activity = ActivityMiddleware { events.append($0) }
        let client = makeClient(StubTransport(responding: .status(204)), middleware: [activity])
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<400 {
                group.addTask { try? await client.send(TestAPI.delete(id: index)) }
            }
        }
        // In the order reported, each event moves the count by exactly one from the one before.
        var previous = 0
        for event in events.all {
            #expect(event.inFlight == previous + (event.kind == .started ? 1 : -1), "\(event) after \(previous)")
            previous = event.inFlight
        }
        #expect(events.all.count == 800)
        #expect(events.all.last?.inFlight == 0)
    }

    @Test func countsConcurrentRequestsAndFinishesOnCancellation() async throws {
        let events = Recorder<ActivityEvent>()
        let activity = ActivityMiddleware { events.append($0) }
        // The requests wait until cancelled. Started while CI runs the generator's swiftc tests beside this one, the five
        // tasks took more than the usual 10 s to be scheduled; the bound is for a hang, not a speed.
        let transport = StubTransport { _ in
            try await Task.sleep(for: .seconds(600))
            return .status(204)
        }
        let client = makeClient(transport, middleware: [activity])
        let tasks = (0..<5).map { index in Task { await endpointError { try await client.send(TestAPI.delete(id: index)) } } }
        #expect(await eventually { activity.inFlight == 5 })
        #expect(events.all.map(\.inFlight).max() == 5)
        for task in tasks { task.cancel() }
        for task in tasks {
            guard case .cancelled? = await task.value else {
                Issue.record("expected .cancelled")
                continue
            }
        }
        #expect(activity.inFlight == 0)
        #expect(events.all.filter { $0.kind == .finished }.count == 5)
        #expect(events.all.last?.inFlight == 0)
    }
}
