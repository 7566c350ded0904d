import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// Server-Sent Events from Tests/Server/serve.py's `/sse/<n>`, endless floods of events and JSON lines from its
/// `/flood/<kind>` and JSON lines from httpbin's `/stream/<n>`, through the real `URLSessionTransport`; whether and
/// when the server saw the client leave, and how much it sent, from its `/stream-status/<tag>`.
// Serialized: the floods keep both cores busy for a moment, which would delay the arrivals that another test times.
@Suite(.requiresHTTPBin, .serialized) struct StreamingEndToEndTests {
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

    /// One line of `/flood/<kind>`, `size` bytes on the wire with its framing.
    private struct FloodLine: Decodable, Sendable {
        var n: Int
    }

    /// When the server first said the stream tagged `tag` was closed by the client, with the bytes it had sent,
    /// or `nil` if it did not say so within `timeout`.
    private func serverNoticedClose(
        of tag: String,
        client: APIClient,
        within timeout: Duration = .seconds(20)
    ) async -> (at: ContinuousClock.Instant, sent: Int)? {
        let status = Get(path: "/stream-status/\(tag)")
        let sent = LatestValue()
        let seen = await waitUntil(timeout: timeout) {
            guard let state = try? await client.send(status, decoding: StreamState.self), state.state == "closed" else { return false }
            sent.set(state.sent)
            return true
        }
        return seen ? (ContinuousClock.now, sent.value) : nil
    }

    /// Fails unless a consumer's task ended as a cancelled stream does: the stream ends, or throws `.cancelled` when
    /// the cancellation interrupted its wait.
    private func expectEndedByCancellation(_ outcome: Result<Void, any Error>, sourceLocation: SourceLocation = #_sourceLocation) {
        if case .failure(let error) = outcome, case .cancelled? = error as? EndpointError { return }
        if case .success = outcome { return }
        Issue.record("unexpected end: \(outcome)", sourceLocation: sourceLocation)
    }

    /// Fails unless the server noticed within 5 s of `start` that the client left the stream tagged `tag`.
    ///
    /// The slowest server here writes every 50 ms; once the client's socket is closed its first write draws a
    /// reset and the second fails, so it notices within about 100 ms. 5 s leaves room for a loaded 2-core machine;
    /// the wait goes on to 20 s so that a failure says how late the server noticed, or that it never did.
    @discardableResult
    private func expectServerNoticedClose(
        of tag: String,
        client: APIClient,
        since start: ContinuousClock.Instant,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (at: ContinuousClock.Instant, sent: Int)? {
        let noticed = await serverNoticedClose(of: tag, client: client)
        #expect(noticed.map { $0.at - start < .seconds(5) } == true,
                "the server noticed the client leave \(noticed.map { "after \($0.at - start)" } ?? "never")",
                sourceLocation: sourceLocation)
        return noticed
    }

    private func client() async throws -> APIClient {
        APIClient(
            configuration: .init(server: Server(baseURL: try await TestServer.baseURL()), timeout: 30),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    /// `/chat` ends its stream with `data: [DONE]`, as OpenAI's does; a stream that declares no terminator ends there
    /// too, as Letta's undeclared one must.
    @Test func aStreamWithoutATerminatorEndsAtTheServersDone() async throws {
        struct Chat: Endpoint {
            var method: HTTPMethod { .post }
            var path: String { "/chat" }
            var body: RequestBody? { .json(JSONValue.object(["prompt": .string("one two three"), "stream": .bool(true)])) }
        }
        struct Delta: Decodable, Sendable { var delta: String }
        var words: [String] = []
        for try await delta in try await client().stream(Chat(), format: .serverSentEvents(), decoding: Delta.self) {
            words.append(delta.delta)
        }
        #expect(words == ["three", "two", "one"])
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
        expectEndedByCancellation(outcome)
        await expectServerNoticedClose(of: tag, client: client, since: cancelled)
    }

    /// How a consumer stops reading a stream before it ends.
    enum Leaving: String, CaseIterable, Sendable {
        case breakingOutOfTheLoop
        case droppingAPartlyReadStream
    }

    @Test(arguments: Leaving.allCases)
    func leavingAStreamEarlyClosesTheConnection(_ leaving: Leaving) async throws {
        let client = try await client()
        let tag = UUID().uuidString
        let endpoint = Get(path: "/sse/0", query: [QueryItem("delay", "0.05"), QueryItem("tag", tag)])
        // The stream is not kept beyond the loop or the iterator, as in most apps: its last reference closes it.
        switch leaving {
        case .breakingOutOfTheLoop:
            var count = 0
            for try await _ in client.serverSentEvents(endpoint) {
                count += 1
                if count == 2 { break }
            }
        case .droppingAPartlyReadStream:
            try await { () async throws in
                var iterator = client.serverSentEvents(endpoint).makeAsyncIterator()
                _ = try await iterator.next()
            }()
        }
        await expectServerNoticedClose(of: tag, client: client, since: .now)
    }

    @Test func droppingTheTransportsBodyClosesTheConnection() async throws {
        // A retrying middleware drops the body of the attempt it replaces this way.
        let tag = UUID().uuidString
        let url = try #require(URL(string: try await TestServer.baseURL() + "/sse/0?delay=0.05&tag=\(tag)"))
        var opened: (ResponseBodyChunks, HTTPURLResponse)? = try await URLSessionTransport(configuration: .ephemeral).stream(URLRequest(url: url))
        #expect(opened?.1.statusCode == 200)
        opened = nil
        await expectServerNoticedClose(of: tag, client: try await client(), since: .now)
    }

    /// How a test reads a flood: Server-Sent Events or JSON lines, each decoded.
    enum Flood: String, CaseIterable, Sendable {
        case sse
        case jsonl
    }

    @Test(arguments: Flood.allCases)
    func aStalledConsumerOfAnEndlessFloodEndsWithBacklogTooLargeAfterAtMostTheLimit(_ flood: Flood) async throws {
        let client = try await client()
        let tag = UUID().uuidString
        let (frameSize, limit) = (1_024, 256 << 10)
        let endpoint = Get(path: "/flood/\(flood.rawValue)", query: [QueryItem("size", "\(frameSize)"), QueryItem("tag", tag)])
        let format: StreamFormat = flood == .sse ? .serverSentEvents() : .jsonLines
        var lines = client.stream(endpoint, format: format, decoding: FloodLine.self, maximumBacklog: limit).makeAsyncIterator()
        #expect(try await lines.next()?.n == 1)
        // The consumer stalls while the server sends tens of MB/s: the backlog fills, and the client closes the
        // connection. (Unbounded, it would grow by as much per second, and the server would never see a close.)
        let closed = try #require(await serverNoticedClose(of: tag, client: client), "the client never closed the connection")
        var drained = 0
        let error = await endpointError {
            while let line = try await lines.next() {
                drained += 1
                #expect(line.n == drained + 1, "nothing is lost or reordered before the error")
            }
        }
        guard case .backlogTooLarge(limit)? = error else {
            Issue.record("expected .backlogTooLarge(\(limit)), got \(String(describing: error))")
            return
        }
        // What waited for the consumer, counted by what it drained: at most the limit, and the rest of the chunk it
        // had started on (libcurl hands URLSession at most 16 KiB at a time on Linux; 1 MiB allows for any platform).
        // The server's bytes sent are no measure of the client's memory: it reads and drops what comes on until its
        // cancellation takes effect, and the sockets' buffers hold up to tens of MB; they are reported for scale.
        #expect(drained * frameSize <= limit + (1 << 20), "\(drained) lines waited; the server sent \(closed.sent) bytes")
    }

    @Test func cancellingTheSlowConsumerOfAFloodClosesTheConnection() async throws {
        let client = try await client()
        let tag = UUID().uuidString
        // A backlog that the flood takes over a second to fill, so that the cancellation comes first.
        let stream = client.serverSentEvents(Get(path: "/flood/sse", query: [QueryItem("tag", tag)]), maximumBacklog: 64 << 20)
        let received = LatestValue()
        let consumer = Task {
            for try await _ in stream {
                received.set(received.value + 1)
                try? await Task.sleep(for: .milliseconds(2))
            }
        }
        try #require(await waitUntil(timeout: .seconds(20)) { received.value >= 3 }, "no events arrived")
        let cancelled = ContinuousClock.now
        consumer.cancel()
        expectEndedByCancellation(await consumer.result)
        await expectServerNoticedClose(of: tag, client: client, since: cancelled)
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

    @Test func aStreamRedirectedToAnotherOriginCarriesNoCredentials() async throws {
        // origin.py's echo is one line of JSON: what it received, read here as a stream of JSON lines.
        let target = try await OriginServer.baseURL() + "/echo?keep=1&api_key=query-key-secret"
        let stream = try await RedirectCredentialTests.client().stream(
            Fetch("/redirect-to", query: [QueryItem("url", target)]), format: .jsonLines, decoding: OriginEcho.self)
        var echoes: [OriginEcho] = []
        for try await echo in stream { echoes.append(echo) }
        let echo = try #require(echoes.first)
        #expect(echo.path == "/echo")
        #expect(echo.query == "keep=1")
        let received = echo.headers.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
        for secret in RedirectCredentialTests.secrets {
            #expect(!received.contains(secret), "\(secret) reached the other origin:\n\(received)")
        }
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
