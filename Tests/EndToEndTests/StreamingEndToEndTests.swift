import EndpointKit
import Foundation
import Synchronization
import Testing

/// Server-Sent Events from Tests/Server/serve.py's `/sse/<n>` and JSON lines from httpbin's `/stream/<n>`,
/// through the real `URLSessionTransport`.
@Suite(.requiresHTTPBin) struct StreamingEndToEndTests {
    private struct Get: Endpoint {
        var path: String
        var query: [QueryItem] = []
        var method: HTTPMethod { .get }
    }

    private struct Tick: Decodable, Sendable, Equatable {
        var n: Int
        var text: String
    }

    private struct StreamLine: Decodable, Sendable {
        var id: Int
        var url: String
    }

    /// What Tests/Server/serve.py's `/stream-status/<tag>` says of a tagged stream.
    private struct StreamState: Decodable {
        var state: String
        var sent: Int
    }

    /// When the server first said the stream tagged `tag` was closed by the client, or `nil` if it did not
    /// within `timeout`.
    private func serverNoticedClose(of tag: String, client: APIClient, within timeout: Duration) async -> ContinuousClock.Instant? {
        let status = Get(path: "/stream-status/\(tag)")
        let seen = await waitUntil(timeout: timeout) {
            (try? await client.send(status, decoding: StreamState.self).state) == "closed"
        }
        return seen ? ContinuousClock.now : nil
    }

    private func client() async throws -> APIClient {
        APIClient(
            configuration: .init(server: Server(baseURL: try await TestServer.baseURL()), timeout: 30),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    @Test func eventsArriveWithTheirFieldsAsTheServerSendsThem() async throws {
        let client = try await client()
        let clock = ContinuousClock()
        let start = clock.now
        var events: [ServerSentEvent] = []
        var arrivals: [Duration] = []
        // A second between events: the gap asserted below then holds however late the first one is scheduled.
        for try await event in client.serverSentEvents(Get(path: "/sse/3", query: [QueryItem("delay", "1")])) {
            events.append(event)
            arrivals.append(clock.now - start)
        }
        #expect(events.map(\.lastEventID) == ["1", "2", "3"])
        #expect(events.map(\.type) == ["message", "message", "tick"])
        #expect(events.first?.data == "{\"n\": 1,\n\"text\": \"line\"}")
        #expect(events.allSatisfy { $0.retry == 1500 })
        // Spaced by the server's delay: the first event was handed over before the last one was sent.
        if let first = arrivals.first, let last = arrivals.last {
            #expect(last - first >= .seconds(1), "arrivals \(arrivals)")
        }
    }

    @Test func decodedEventsOfAnEndlessStreamArriveBeforeItEndsAndCancellingClosesTheConnection() async throws {
        let client = try await client()
        let tag = UUID().uuidString
        let stream = client.stream(
            Get(path: "/sse/0", query: [QueryItem("delay", "0.05"), QueryItem("tag", tag)]),
            format: .serverSentEvents(), decoding: Tick.self)
        let received = LatestValue()
        let consumer = Task {
            for try await tick in stream { received.set(tick.n) }
        }
        // An endless stream that was buffered would never yield: events arriving proves they are not.
        try #require(await waitUntil(timeout: .seconds(20)) { received.value >= 5 }, "no events arrived")
        let clock = ContinuousClock()
        let cancelled = clock.now
        consumer.cancel()
        let outcome = await consumer.result
        #expect(clock.now - cancelled < .seconds(5), "the stream took \(clock.now - cancelled) to end")
        if case .failure(let error) = outcome, case .cancelled? = error as? EndpointError {} else if case .success = outcome {} else {
            Issue.record("unexpected end: \(outcome)")
        }
        // The server writes every 50 ms; once the client's socket is closed its first write draws a reset and the
        // second fails, so it notices within about 100 ms. 5 s leaves room for a loaded 2-core machine; the wait
        // goes on to 20 s so that a failure says how late the server noticed, or that it never did.
        let noticed = await serverNoticedClose(of: tag, client: client, within: .seconds(20))
        #expect(noticed.map { $0 - cancelled < .seconds(5) } == true,
                "the server noticed the client leave \(noticed.map { "after \($0 - cancelled)" } ?? "never")")
    }

    @Test func jsonLinesFromHTTPBinStreamDecodeOneByOne() async throws {
        let client = try await client()
        var ids: [Int] = []
        for try await line in client.stream(Get(path: "/stream/5"), format: .jsonLines, decoding: StreamLine.self) {
            ids.append(line.id)
            #expect(line.url.hasSuffix("/stream/5"))
        }
        #expect(ids == [0, 1, 2, 3, 4])
    }

    @Test func aNon2xxStreamIsAnHTTPError() async throws {
        let client = try await client()
        let error = await endpointError { for try await _ in client.serverSentEvents(Get(path: "/failure/418")) {} }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 418)
        #expect(String(decoding: failure.body, as: UTF8.self).contains("Failure 418"))
    }
}

/// The latest value a consumer task reported.
private final class LatestValue: Sendable {
    private let storage = Mutex(0)
    func set(_ value: Int) { storage.withLock { $0 = value } }
    var value: Int { storage.withLock { $0 } }
}

/// Polls `condition` every 20 ms until it holds or `timeout` passes.
private func waitUntil(timeout: Duration, _ condition: () async -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return false
}
