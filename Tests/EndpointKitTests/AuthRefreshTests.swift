import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Token refresh after a 401, single flight, public endpoints and basic auth.
@Suite struct AuthRefreshTests {
    /// A token store whose refresh replaces "old" by "new" and counts the refreshes.
    final class Store: Sendable {
        let token = Shared("old")
        let refreshes = Shared(0)
        let fetches = Shared(0)
        let refreshDelay: Duration

        init(refreshDelay: Duration = .zero) { self.refreshDelay = refreshDelay }

        var provider: TokenProvider {
            TokenProvider(
                token: { self.fetches.update { $0 += 1 }; return self.token.value },
                refresh: {
                    let number = self.refreshes.update { $0 += 1; return $0 }
                    try await Task.sleep(for: self.refreshDelay)
                    let fresh = number == 1 ? "new" : "new\(number)"
                    self.token.update { $0 = fresh }
                    return fresh
                }
            )
        }
    }

    /// Answers 401 unless the request carries `Bearer new`.
    static func acceptingOnlyNewToken() -> StubTransport {
        StubTransport { request in
            request.value(forHTTPHeaderField: "Authorization") == "Bearer new"
                ? .json(#"{"id": 1, "title": "Heat"}"#) : .status(401)
        }
    }

    @Test func a401IsRefreshedOnceAndRetriedWithTheNewToken() async throws {
        let store = Store()
        let transport = Self.acceptingOnlyNewToken()
        let client = makeClient(transport, credentials: [.bearer(store.provider)])
        let movie = try await client.send(TestAPI.movie(id: "1"), decoding: Movie.self)
        #expect(movie == Movie(id: 1, title: "Heat"))
        #expect(store.refreshes.value == 1)
        #expect(transport.recordedRequests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer old", "Bearer new"])
    }

    @Test func aSecond401AfterTheRefreshIsThrownWithoutAnotherRefresh() async throws {
        let store = Store()
        let transport = StubTransport(responding: .status(401))
        let client = makeClient(transport, credentials: [.bearer(store.provider)])
        let error = await endpointError { _ = try await client.send(TestAPI.movie(id: "1"), decoding: Movie.self) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 401)
        #expect(store.refreshes.value == 1)
        #expect(transport.recordedRequests.count == 2)
    }

    @Test func concurrent401sShareOneRefresh() async throws {
        let store = Store(refreshDelay: .milliseconds(50))
        let transport = Self.acceptingOnlyNewToken()
        let client = makeClient(transport, credentials: [.bearer(store.provider)])
        let titles = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<25 {
                group.addTask { try await client.send(TestAPI.movie(id: "\(index)"), decoding: Movie.self).title }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(titles.count == 25)
        #expect(store.refreshes.value == 1, "concurrent 401s must share one refresh")
        let rejected = transport.recordedRequests.filter { $0.value(forHTTPHeaderField: "Authorization") != "Bearer new" }
        #expect(rejected.allSatisfy { $0.value(forHTTPHeaderField: "Authorization") == "Bearer old" })
        #expect(transport.recordedRequests.count == 25 + rejected.count)
    }

    @Test func a401RejectedWithAnOldTokenReusesTheRefreshedOne() async throws {
        // The app's token closure keeps returning the stale token; the refreshed one is reused anyway.
        let refreshes = Shared(0)
        let provider = TokenProvider(token: { "old" }, refresh: { refreshes.update { $0 += 1 }; return "new" })
        let transport = Self.acceptingOnlyNewToken()
        let client = makeClient(transport, credentials: [.bearer(provider)])
        for index in 0..<3 {
            _ = try await client.send(TestAPI.movie(id: "\(index)"), decoding: Movie.self)
        }
        #expect(refreshes.value == 1)
        #expect(transport.recordedRequests.count == 6)
    }

    /// The app signed another user in after a refresh: their rejected token is refreshed, never answered with the
    /// first user's refreshed token.
    @Test func aTokenTheAppStoredAfterARefreshIsRefreshedNotReplacedByTheEarlierOne() async throws {
        let store = Store()
        let transport = StubTransport { request in
            ["Bearer new", "Bearer new2"].contains(request.value(forHTTPHeaderField: "Authorization"))
                ? .json(#"{"id": 1, "title": "Heat"}"#) : .status(401)
        }
        let client = makeClient(transport, credentials: [.bearer(store.provider)])
        _ = try await client.send(TestAPI.movie(id: "1"), decoding: Movie.self)
        store.token.update { $0 = "user-b" }
        _ = try await client.send(TestAPI.movie(id: "2"), decoding: Movie.self)
        #expect(store.refreshes.value == 2)
        #expect(transport.recordedRequests.map { $0.value(forHTTPHeaderField: "Authorization") }
                == ["Bearer old", "Bearer new", "Bearer user-b", "Bearer new2"])
    }

    /// User B's request is rejected while user A's refresh runs: B's waits for it and refreshes its own token, never
    /// taking A's.
    @Test func aTokenRejectedWhileAnotherTokensRefreshRunsGetsItsOwnRefresh() async throws {
        let token = Shared("a-old")
        let refreshes = Shared([String]())
        let transport = StubTransport { request in
            ["Bearer a-new", "Bearer b-new"].contains(request.value(forHTTPHeaderField: "Authorization"))
                ? .json(#"{"id": 1, "title": "Heat"}"#) : .status(401)
        }
        let provider = TokenProvider(token: { token.value }, refresh: {
            let rejected = token.value
            refreshes.update { $0.append(rejected) }
            // A's refresh lasts until B's request has been rejected, so that B's meets it running.
            while rejected == "a-old", !transport.recordedRequests.contains(where: { $0.value(forHTTPHeaderField: "Authorization") == "Bearer b-old" }) {
                try await Task.sleep(for: .milliseconds(5))
            }
            // Time for B's 401 to reach the refresher while this refresh still runs (it is not a speed limit).
            try await Task.sleep(for: .milliseconds(rejected == "a-old" ? 300 : 0))
            let fresh = rejected == "a-old" ? "a-new" : "b-new"
            if rejected == "b-old" { token.update { $0 = fresh } }
            return fresh
        })
        let client = makeClient(transport, credentials: [.bearer(provider)])
        async let a = client.send(TestAPI.movie(id: "a"), decoding: Movie.self)
        while !transport.recordedRequests.contains(where: { $0.value(forHTTPHeaderField: "Authorization") == "Bearer a-old" }) {
            try await Task.sleep(for: .milliseconds(5))
        }
        while refreshes.value.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        token.update { $0 = "b-old" }
        _ = try await client.send(TestAPI.movie(id: "b"), decoding: Movie.self)
        _ = try await a
        let sent = transport.recordedRequests.map { "\($0.url!.lastPathComponent) \($0.value(forHTTPHeaderField: "Authorization") ?? "")" }
        #expect(sent.filter { $0.hasPrefix("b ") } == ["b Bearer b-old", "b Bearer b-new"], "\(sent)")
        #expect(refreshes.value == ["a-old", "b-old"])
    }

    /// A redirect to another origin sends no credentials there, so that origin's 401 says nothing of them: refreshing
    /// replaced a good token, and an app signing out on it signed out for a redirect.
    @Test func a401FromAnotherOriginARedirectLedToDoesNotRefresh() async {
        struct Redirected: Transport {
            func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
                (Data(), HTTPURLResponse(url: URL(string: "http://127.0.0.2:8000/login")!, statusCode: 401, httpVersion: "HTTP/1.1", headerFields: [:])!)
            }
        }
        let store = Store()
        let client = APIClient(configuration: .init(server: testServer, credentials: [.bearer(store.provider)], timeout: 5), transport: Redirected())
        let error = await endpointError { _ = try await client.send(TestAPI.movie(id: "1"), decoding: Movie.self) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 401)
        #expect(store.refreshes.value == 0)
    }

    /// A token endpoint's refusal may quote the token the request carried; the refresh's error passes through, without it
    ///.
    @Test func aRefreshsErrorLeavesTheRejectedTokenOut() async {
        let provider = TokenProvider(token: { "OLD-7" }, refresh: { throw EndpointError.http(HTTPFailure(statusCode: 400, message: "invalid_grant for OLD-7")) })
        let client = makeClient(StubTransport(responding: .status(401)), credentials: [.bearer(provider)])
        let error = await endpointError { _ = try await client.send(TestAPI.movie(id: "1"), decoding: Movie.self) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 400)
        #expect(failure.message == "invalid_grant for <redacted>")
    }

    /// A cancelled call stops waiting for the refresh it shares, which runs on for the others: a refresh that hung kept
    /// the call until it ended. The refresh ends when the call has returned, or after 10 s at most.
    @Test func aCallCancelledWhileARefreshRunsReturnsBeforeIt() async {
        let events = Shared([String]())
        let provider = TokenProvider(token: { "old" }, refresh: {
            events.update { $0.append("refresh started") }
            for _ in 0..<1_000 where !events.value.contains("call returned") { try? await Task.sleep(for: .milliseconds(10)) }
            events.update { $0.append("refresh ended") }
            return "new"
        })
        let client = makeClient(StubTransport(responding: .status(401)), credentials: [.bearer(provider)])
        let call = Task { await endpointError { _ = try await client.send(TestAPI.movie(id: "1"), decoding: Movie.self) } }
        while !events.value.contains("refresh started") { try? await Task.sleep(for: .milliseconds(5)) }
        call.cancel()
        let error = await call.value
        events.update { $0.append("call returned") }
        guard case .cancelled? = error else {
            Issue.record("expected .cancelled, got \(String(describing: error))")
            return
        }
        while !events.value.contains("refresh ended") { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(events.value == ["refresh started", "call returned", "refresh ended"])
    }

    @Test func publicEndpointsGetNoCredentialsAndNeverRefresh() async throws {
        let store = Store()
        let transport = StubTransport(responding: .status(401))
        let client = makeClient(transport, credentials: [.bearer(store.provider), .basic(username: "u", password: "p")])
        let error = await endpointError { try await client.send(TestAPI.login(username: "u", password: "p")) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 401)
        #expect(store.refreshes.value == 0)
        #expect(store.fetches.value == 0)
        #expect(transport.recordedRequests.count == 1)
        #expect(transport.recordedRequests.first?.value(forHTTPHeaderField: "Authorization") == nil)
    }

    /// The request was sent and refused, yet the error said it "was not sent because the access token could
    /// not be obtained", and an app showing sign-in on `isAuthentication` did not.
    @Test func aFailingRefreshLeavesThe401AsTheAnswer() async throws {
        struct Expired: Error {}
        let provider = TokenProvider(token: { "old" }, refresh: { throw Expired() })
        let transport = StubTransport(responding: .status(401))
        let client = makeClient(transport, credentials: [.bearer(provider)])
        let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 401 && failure.isAuthentication)
        #expect(transport.recordedRequests.count == 1)
    }

    /// A first token that cannot be obtained stops the request before it is sent, in the words of the app's error.
    @Test func anUnobtainableTokenIsACredentialErrorInTheAppsWords() async throws {
        struct LoginNeeded: LocalizedError { var errorDescription: String? { "the user must sign in again" } }
        let transport = StubTransport(responding: .status(200))
        let client = makeClient(transport, credentials: [.bearer(TokenProvider { throw LoginNeeded() })])
        let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        guard case .invalidRequest(.credentialUnavailable(let detail))? = error else {
            Issue.record("expected .credentialUnavailable, got \(String(describing: error))")
            return
        }
        #expect(detail == "the user must sign in again")
        #expect(transport.recordedRequests.isEmpty)
    }

    @Test func aRefreshThrowingAnEndpointErrorPassesItThrough() async throws {
        let provider = TokenProvider(token: { "old" }, refresh: { throw EndpointError.noConnection("refresh host down") })
        let client = makeClient(StubTransport(responding: .status(401)), credentials: [.bearer(provider)])
        let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        guard case .noConnection(let failure)? = error, failure.description == "refresh host down" else {
            Issue.record("expected .noConnection, got \(String(describing: error))")
            return
        }
    }

    @Test func aProviderWithoutRefreshDoesNotRetry() async throws {
        let transport = StubTransport(responding: .status(401))
        let client = makeClient(transport, credentials: [.bearer(.constant("t"))])
        let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 401)
        #expect(transport.recordedRequests.count == 1)
        #expect(TokenProvider.constant("t").canRefresh == false)
    }

    @Test func a403DoesNotRefresh() async throws {
        let store = Store()
        let transport = StubTransport(responding: .status(403))
        let client = makeClient(transport, credentials: [.bearer(store.provider)])
        _ = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        #expect(store.refreshes.value == 0)
        #expect(transport.recordedRequests.count == 1)
    }

    @Test func basicAuthSendsBase64OfUserColonPassword() async throws {
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(transport, credentials: [.basic(username: "user", password: "pässwd:1")])
        try await client.send(TestAPI.delete(id: 1))
        let expected = "Basic " + Data("user:pässwd:1".utf8).base64EncodedString()
        #expect(transport.recordedRequests.first?.value(forHTTPHeaderField: "Authorization") == expected)
        #expect(expected == "Basic dXNlcjpww6Rzc3dkOjE=")
    }

    /// A server reads a basic user name up to its first `:`, so `user:é` with `p` would log in as `user` with `é:p`.
    @Test func aBasicUserNameWithAColonIsATypedErrorAndNothingIsSent() async {
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(transport, credentials: [.basic(username: "user:é", password: "p")])
        let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        #expect(error.map { "\($0)" } == "EndpointError.invalidRequest(the credential cannot be sent: a basic user name must not hold ':', which ends it (RFC 7617))")
        #expect(transport.recordedRequests.isEmpty)
    }

    @Test func anEmptyTokenOrKeyIsATypedErrorAndNothingIsSent() async {
        // A signed-out provider's "" went out as `Authorization: Bearer ` and `X-API-KEY: `.
        let credentials: [(Credential, String)] = [
            (.bearer(.constant("")), "the token for 'Authorization' is empty (RFC 6750 needs one character at least)"),
            (.apiKey(name: "X-API-KEY", value: "", location: .header), "the API key 'X-API-KEY' is empty"),
            (.apiKey(name: "key", value: "", location: .query), "the API key 'key' is empty"),
            (.apiKey(name: "sid", value: "", location: .cookie), "the API key 'sid' is empty"),
        ]
        for (credential, reason) in credentials {
            let transport = StubTransport(responding: .status(204))
            let error = await endpointError { try await makeClient(transport, credentials: [credential]).send(TestAPI.delete(id: 1)) }
            #expect(error.map { "\($0)" } == "EndpointError.invalidRequest(the credential cannot be sent: \(reason))")
            #expect(transport.recordedRequests.isEmpty)
        }
    }

    @Test func middlewareSeeTheRetryAfterTheRefresh() async throws {
        let store = Store()
        let counting = CountingMiddleware()
        let client = makeClient(Self.acceptingOnlyNewToken(), credentials: [.bearer(store.provider)], middleware: [counting])
        _ = try await client.send(TestAPI.movie(id: "1"), decoding: Movie.self)
        #expect(counting.count.value == 2)
    }
}
