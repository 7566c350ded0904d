import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct StubScenarioTests {
    @Test func routesAnswerPerEndpointAndPlayStatusScenariosInOrder() async throws {
        let transport = StubTransport(routes: [
            StubRoute(CallsAPI.item(id: 1), .response(.json(#"{"id":1}"#))),
            StubRoute(.get, "/items/2", [.response(.status(503)), .response(.json(#"{"id":2}"#))]),
        ])
        let client = makeClient(transport)
        #expect(try await client.send(CallsAPI.item(id: 1), decoding: Item.self) == Item(id: 1))

        let first = await endpointError { _ = try await client.send(CallsAPI.item(id: 2), decoding: Item.self) }
        guard case .http(let failure)? = first else {
            Issue.record("expected .http(503), got \(String(describing: first))")
            return
        }
        #expect(failure.statusCode == 503)
        #expect(try await client.send(CallsAPI.item(id: 2), decoding: Item.self) == Item(id: 2))
        #expect(try await client.send(CallsAPI.item(id: 2), decoding: Item.self) == Item(id: 2))  // last repeats

        let unmatched = await endpointError { _ = try await client.send(CallsAPI.item(id: 3), decoding: Item.self) }
        guard case .http(let fallback)? = unmatched else {
            Issue.record("expected the 404 fallback, got \(String(describing: unmatched))")
            return
        }
        #expect(fallback.statusCode == 404)
        #expect(transport.recordedRequests.map { $0.url?.path } == [
            "/api/v3/items/1", "/api/v3/items/2", "/api/v3/items/2", "/api/v3/items/2", "/api/v3/items/3",
        ])
    }

    @Test func methodMustMatch() async throws {
        let transport = StubTransport(routes: [StubRoute(.post, "/items/1", response: .json(#"{"id":1}"#))])
        let error = await endpointError { _ = try await makeClient(transport).send(CallsAPI.item(id: 1), decoding: Item.self) }
        guard case .http(let failure)? = error else {
            Issue.record("expected 404, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 404)
    }

    @Test func networkErrorsMapLikeURLSession() async {
        let cases: [(URLError.Code, String)] = [(.notConnectedToInternet, "noConnection"), (.timedOut, "timedOut")]
        for (code, expected) in cases {
            let transport = StubTransport(routes: [StubRoute(CallsAPI.item(id: 1), .failure(URLError(code)))])
            let error = await endpointError { try await makeClient(transport).send(CallsAPI.item(id: 1)) }
            switch error {
            case .noConnection? where expected == "noConnection": break
            case .timedOut? where expected == "timedOut": break
            default: Issue.record("\(code): expected \(expected), got \(String(describing: error))")
            }
        }
    }

    @Test func delaysAreHonouredAndCancellable() async throws {
        let clock = ContinuousClock()
        let slow = StubTransport(responding: StubResponse.json(#"{"id":1}"#).delayed(by: .milliseconds(300)))
        let start = clock.now
        _ = try await makeClient(slow).send(CallsAPI.item(id: 1), decoding: Item.self)
        #expect(clock.now - start >= .milliseconds(300))

        // Delays far beyond the bound, which a loaded machine may stretch: the call can only end this early by cancelling.
        let routed = StubTransport(routes: [StubRoute(CallsAPI.item(id: 1), .delayed(.seconds(120), .response(.status(200))))])
        for transport in [StubTransport(responding: StubResponse.status(200).delayed(by: .seconds(120))), routed] {
            let cancelledAt = clock.now
            let task = Task { await endpointError { try await makeClient(transport).send(CallsAPI.item(id: 1)) } }
            try await Task.sleep(for: .milliseconds(100))
            task.cancel()
            let error = await task.value
            guard case .cancelled? = error else {
                Issue.record("expected .cancelled, got \(String(describing: error))")
                continue
            }
            #expect(clock.now - cancelledAt < .seconds(60))
        }
    }

    @Test func recordingIsCappedToTheMostRecentAndCanBeTurnedOff() async throws {
        let capped = StubTransport(responding: .status(204), recordingLimit: 3)
        let client = makeClient(capped)
        for id in 1...5 { try await client.send(CallsAPI.item(id: id)) }
        #expect(capped.recordedRequests.map { $0.url?.lastPathComponent } == ["3", "4", "5"])
        #expect(capped.recordedRequestCount == 5)
        capped.clearRecordedRequests()
        #expect(capped.recordedRequests.isEmpty && capped.recordedRequestCount == 0)

        let off = StubTransport(recordingLimit: 0) { _ in .status(204) }
        try await makeClient(off).send(CallsAPI.item(id: 1))
        #expect(off.recordedRequests.isEmpty)
        #expect(off.recordedRequestCount == 1)
        #expect(StubTransport(responding: .status(200)).recordingLimit == StubTransport.defaultRecordingLimit)
    }
}
