import EndpointKit
import Foundation
import Testing

/// The configured timeout bounds the whole request, whatever the server does: each test asserts the typed
/// error and that the request ended within the timeout plus 2 s.
@Suite(.requiresHTTPBin) struct DeadlineTests {
    static let timeout: TimeInterval = 2
    static let bound = Duration.seconds(timeout + 2)

    static func client(_ baseURL: String, credentials: [Credential] = []) -> APIClient {
        APIClient(
            configuration: .init(server: Server(baseURL: baseURL), credentials: credentials, timeout: timeout),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    static func expectTimedOut(_ error: EndpointError?, _ elapsed: Duration, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .timedOut? = error else {
            Issue.record("expected .timedOut, got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        #expect(elapsed < bound, "a \(timeout) s request took \(elapsed)", sourceLocation: sourceLocation)
    }

    static func expectUnauthorized(_ error: EndpointError?, _ elapsed: Duration, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .http(let failure)? = error else {
            Issue.record("expected .http(401), got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        #expect(failure.statusCode == 401, sourceLocation: sourceLocation)
        #expect(elapsed < bound, "a \(timeout) s request took \(elapsed)", sourceLocation: sourceLocation)
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let client = Self.client(try await OriginServer.baseURL())
        let (error, elapsed) = await timedError { _ = try await client.data(for: Fetch("/hang")) }
        Self.expectTimedOut(error, elapsed)
    }

    @Test func aServerTricklingOneByteASecondTimesOut() async throws {
        let client = Self.client(try await OriginServer.baseURL())
        let (error, elapsed) = await timedError {
            _ = try await client.data(for: Fetch("/trickle", query: [QueryItem("seconds", "30")]))
        }
        Self.expectTimedOut(error, elapsed)
    }

    @Test func httpbinDripTimesOut() async throws {
        let client = Self.client(try await TestServer.baseURL())
        let (error, elapsed) = await timedError {
            _ = try await client.data(for: Fetch("/drip", query: [QueryItem("duration", "20"), QueryItem("numbytes", "20")]))
        }
        Self.expectTimedOut(error, elapsed)
    }

    @Test func httpbinDelayTimesOut() async throws {
        let client = Self.client(try await TestServer.baseURL())
        let (error, elapsed) = await timedError { _ = try await client.data(for: Fetch("/delay/10")) }
        Self.expectTimedOut(error, elapsed)
    }

    /// swift-corelibs-foundation drops a timeout's fraction: 1.5 s timed out after 1 s and 0.5 s at once. The
    /// fraction is the client's to keep, for a request, a stream and a download.
    @Test(arguments: [(0.8, 0.3), (1.5, 1.2)])
    func aTimeoutWithAFractionOfASecondIsKept(timeout: TimeInterval, delay: Double) async throws {
        let client = APIClient(
            configuration: .init(server: Server(baseURL: try await TestServer.baseURL()), timeout: timeout),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
        let body = try await client.data(for: Fetch("/delay/\(delay)"))
        #expect(String(decoding: body, as: UTF8.self).contains("\"url\""))
        let file = scratchFile()
        defer { try? FileManager.default.removeItem(at: file) }
        try await client.download(Fetch("/delay/\(delay)"), to: file)
        #expect(try Data(contentsOf: file).count > 0)
        var events = 0
        for try await _ in client.serverSentEvents(Fetch("/sse/2", query: [QueryItem("delay", "\(delay)")])) { events += 1 }
        #expect(events == 2)
    }

    @Test func aConnectionClosedMidBodyFailsAsATransportFailure() async throws {
        let client = Self.client(try await OriginServer.baseURL())
        let (error, elapsed) = await timedError { _ = try await client.data(for: Fetch("/truncate")) }
        switch error {
        case .noConnection?, .transport?: break
        default: Issue.record("expected .noConnection or .transport, got \(String(describing: error))")
        }
        #expect(elapsed < Self.bound, "took \(elapsed)")
    }

    @Test func aBasicChallengeReturnsThe401() async throws {
        let client = Self.client(try await OriginServer.baseURL())
        let (error, elapsed) = await timedError { _ = try await client.data(for: Fetch("/challenge", requiresAuthentication: false)) }
        Self.expectUnauthorized(error, elapsed)
    }

    /// Downloads have no overall deadline (a large file may take long), so a waiting challenge would hang.
    @Test(.timeLimit(.minutes(1))) func aBasicChallengeToADownloadReturnsThe401() async throws {
        let client = Self.client(try await OriginServer.baseURL())
        let file = scratchFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let (error, elapsed) = await timedError {
            try await client.download(Fetch("/challenge", requiresAuthentication: false), to: file)
        }
        Self.expectUnauthorized(error, elapsed)
    }

    @Test(arguments: [[], [Credential.basic(username: "u", password: "wrong")]])
    func httpbinBasicAuthWithoutTheRightPasswordReturnsThe401(credentials: [Credential]) async throws {
        let client = Self.client(try await TestServer.baseURL(), credentials: credentials)
        let (error, elapsed) = await timedError { _ = try await client.data(for: Fetch("/basic-auth/u/p")) }
        Self.expectUnauthorized(error, elapsed)
    }

    @Test func httpbinBasicAuthWithTheRightPasswordSucceeds() async throws {
        let client = Self.client(try await TestServer.baseURL(), credentials: [.basic(username: "u", password: "p")])
        let body = try await client.data(for: Fetch("/basic-auth/u/p"))
        #expect(String(decoding: body, as: UTF8.self).contains("\"authenticated\": true"))
    }
}
