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
    /// first user's refreshed token (helper-92).
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

    /// helper-85: the request was sent and refused, yet the error said it "was not sent because the access token could
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
