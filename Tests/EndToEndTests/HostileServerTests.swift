@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The limits and answers of `URLSessionTransport` against Tests/Server/origin.py playing a hostile server: a gzip
/// bomb, an interim 1xx before the answer, an endless error body, a length announced and never sent, a Basic
/// challenge to a stream. Each once held a request for ever, or filled memory or the disk. The memory a bomb takes is
/// not measured here: the process's peak grew by 607 MB with every suite running beside these in CI, and what a server
/// gets to send before the client closes depends on the moment libcurl sees the cancel.
// Serialized: one bomb at a time.
@Suite(.requiresHTTPBin, .serialized) struct HostileServerTests {
    static let limit = 1_000_000

    static func client(timeout: TimeInterval = 20) async throws -> APIClient {
        APIClient(
            configuration: .init(server: Server(baseURL: try await OriginServer.baseURL()), timeout: timeout, maximumResponseSize: limit),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    /// 512 MiB of zeros, half a megabyte on the wire.
    static let bombSize = 512 << 20

    static func bomb(type: String = "application/json") -> Fetch {
        Fetch("/gzip-bomb", query: [QueryItem("bytes", "\(bombSize)"), QueryItem("type", type)], requiresAuthentication: false)
    }

    /// The bytes an error body kept, and its status, or a recorded issue.
    private static func httpFailure(_ error: EndpointError?, sourceLocation: SourceLocation = #_sourceLocation) -> HTTPFailure? {
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))", sourceLocation: sourceLocation)
            return nil
        }
        return failure
    }

    /// The data task appended every decompressed chunk after the limit: 4.3 GB resident for a 2 GiB bomb.
    @Test(.timeLimit(.minutes(1))) func aGzipBombStopsAtTheLimit() async throws {
        let error = await endpointError { _ = try await Self.client().data(for: Self.bomb()) }
        guard case .responseTooLarge(let limit)? = error else {
            Issue.record("expected .responseTooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == Self.limit)
    }

    /// `completionHandler(.cancel)` does not end the task on Linux: it failed only when the server closed (20 s).
    @Test(.timeLimit(.minutes(1))) func anAnnouncedLengthOverTheLimitFailsAtOnce() async throws {
        let client = try await Self.client()
        let announced = Fetch("/announce", query: [QueryItem("bytes", "\(500 << 20)")], requiresAuthentication: false)
        let (error, elapsed) = await timedError { _ = try await client.data(for: announced) }
        guard case .responseTooLarge? = error else {
            Issue.record("expected .responseTooLarge, got \(String(describing: error))")
            return
        }
        // 20 s before, when the server closed the connection; the suites beside this one slow it down.
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    /// The stream's delegate had no challenge handler on Linux, where URLSession then waits for a credential for ever.
    @Test(.timeLimit(.minutes(1))) func aBasicChallengeToAStreamReturnsThe401() async throws {
        let client = try await Self.client(timeout: 5)
        let (error, elapsed) = await timedError {
            for try await _ in client.serverSentEvents(Fetch("/challenge", requiresAuthentication: false)) {}
        }
        guard let failure = Self.httpFailure(error) else { return }
        #expect(failure.statusCode == 401)
        #expect(failure.body == Data("no entry".utf8), "the body as the README says: \(failure.body)")
        #expect(elapsed < .seconds(4), "took \(elapsed)")
        let dataError = await endpointError { _ = try await client.data(for: Fetch("/challenge", requiresAuthentication: false)) }
        #expect(Self.httpFailure(dataError)?.body == Data("no entry".utf8), "the body as the README says")
    }

    /// An interim answer was taken for the answer (a stream failed with `.http(103)`), and its Content-Length for the
    /// body's (500 MB, over the limit of a data request).
    @Test(.timeLimit(.minutes(1)), arguments: [100, 103])
    func anInterimAnswerIsSkipped(code: Int) async throws {
        let client = try await Self.client()
        let interim = Fetch("/interim", query: [QueryItem("code", "\(code)")], requiresAuthentication: false)
        var events: [String] = []
        for try await event in client.serverSentEvents(interim) { events.append(event.data) }
        #expect(events == ["hi"])
        #expect(try await client.data(for: interim) == Data("data: hi\n\n".utf8))
        let file = scratchFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let response = try await client.download(interim, to: file)
        #expect(response.statusCode == 200)
        #expect(try Data(contentsOf: file) == Data("data: hi\n\n".utf8))
    }

    /// A server that closes its connection right after answering, without `Connection: close` (uvicorn after an
    /// unhandled exception): on Linux the next request with a body went out on the dying connection and spun until it
    /// timed out, a minute of CPU. Each now has its answer at once, and its own body.
    @Test(.timeLimit(.minutes(1))) func aBodyIsSentWholeWhenTheServerClosedTheConnectionItCameOn() async throws {
        struct Closing: Endpoint {
            var number: Int
            var method: HTTPMethod { .post }
            var path: String { "/closes" }
            var requiresAuthentication: Bool { false }
            var body: RequestBody? { .json(["request": number]) }
        }
        let client = try await Self.client(timeout: 30)
        let clock = ContinuousClock()
        let start = clock.now
        for number in 0..<4 {
            let error = await endpointError { _ = try await client.data(for: Closing(number: number)) }
            guard let failure = Self.httpFailure(error) else { return }
            #expect(failure.statusCode == 500)
            #expect(failure.body == Data(#"{"request":\#(number)}"#.utf8))
        }
        #expect(clock.now - start < .seconds(10))
    }

    /// A body cut off after its 200 head was said to fail "before a response arrived".
    @Test(.timeLimit(.minutes(1))) func aBodyCutOffSaysItsHeadArrived() async throws {
        let error = await endpointError { _ = try await Self.client().data(for: Fetch("/truncate", requiresAuthentication: false)) }
        let text = error?.localizedDescription ?? ""
        #expect(text.contains("the body of the HTTP 200 response could not be read"), "\(text)")
        #expect(!text.contains("before a response arrived"))
    }

    /// A download wrote an endless error body to disk (4 GB in 20 s) and never finished; only its first MiB is read.
    @Test(.timeLimit(.minutes(1))) func anEndlessErrorBodyToADownloadIsCut() async throws {
        let client = try await Self.client()
        let file = scratchFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let (error, elapsed) = await timedError {
            try await client.download(Fetch("/endless-error", requiresAuthentication: false), to: file)
        }
        guard let failure = Self.httpFailure(error) else { return }
        #expect(failure.statusCode == 500)
        #expect(failure.body == Data(repeating: UInt8(ascii: "e"), count: 1 << 20))
        // Not a speed check: an uncut body runs to the time limit. 5 s failed on two cores shared with builds (9 s).
        #expect(elapsed < .seconds(30), "took \(elapsed)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// The delegate yielded every decompressed chunk into an unbounded buffer before the backlog counted it: 2.2 GB
    /// resident for a 2 GiB bomb of events.
    @Test(.timeLimit(.minutes(1))) func aGzipBombOfEventsEndsWithinTheBacklog() async throws {
        let client = try await Self.client()
        let error = await endpointError {
            for try await _ in client.serverSentEvents(Self.bomb(type: "text/event-stream"), maximumBacklog: 1 << 20) {}
        }
        switch error {
        case .backlogTooLarge?, .eventTooLarge?: break
        default: Issue.record("expected .backlogTooLarge or .eventTooLarge, got \(String(describing: error))")
        }
    }

    /// The same bomb to a stream nobody reads yet: the transport holds no more than the backlog its client allows
    /// (`RequestSafety.maximumStreamBacklog`), where it had buffered the whole body for the reader to count.
    @Test(.timeLimit(.minutes(1))) func anUnreadStreamHoldsNoMoreThanItsBacklog() async throws {
        var safety = RequestSafety.standard
        safety.maximumStreamBacklog = 1 << 20
        let url = try #require(URL(string: try await OriginServer.baseURL() + "/gzip-bomb?bytes=\(Self.bombSize)&type=text/event-stream"))
        let transport = URLSessionTransport(configuration: .ephemeral)
        let (chunks, response) = try await RequestSafety.$current.withValue(safety) { try await transport.stream(URLRequest(url: url)) }
        #expect(response.statusCode == 200)
        // Unread for a second, while the bomb arrives.
        try await Task.sleep(for: .seconds(1))
        var received = 0
        var failure: (any Error)?
        do {
            for try await chunk in chunks { received += chunk.count }
        } catch {
            failure = error
        }
        guard case .backlogTooLarge(let limit)? = failure as? EndpointError else {
            Issue.record("expected .backlogTooLarge, got \(String(describing: failure)) after \(received) bytes")
            return
        }
        #expect(limit == 1 << 20)
        #expect(received <= (1 << 20) + (1 << 16), "\(received) bytes were held")
    }
}
