import EndpointKit
import Foundation
import Synchronization
import Testing

/// The bearer token goes only to endpoints that require authentication.
@Suite(.requiresHTTPBin) struct AuthenticationTests {
    @Test func bearerTokenIsSent() async throws {
        let echo = try await TestServer.client(token: .constant("secret-token")).bearer()
        #expect(echo.authenticated == true)
        #expect(echo.token == "secret-token")
    }

    @Test func tokenProviderIsAskedForEveryAuthenticatedRequest() async throws {
        let counter = Counter()
        let client = try await TestServer.client(token: TokenProvider { "token-\(counter.next())" })
        #expect(try await client.bearer().token == "token-1")
        #expect(try await client.bearer().token == "token-2")
    }

    @Test func endpointWithoutAuthIsSentWithoutAuthorization() async throws {
        let counter = Counter()
        let client = try await TestServer.client(token: TokenProvider { "token-\(counter.next())" })
        let echo = try await client.anything(segment: "public", q: "x")
        #expect(echo.headers["Authorization"] == nil)
        #expect(counter.value == 0, "the token provider must not be asked for a public endpoint")
    }

    @Test func missingCredentialsYield401() async throws {
        let generated = try await TestServer.client()
        var configuration = generated.apiClient.configuration
        configuration.credentials = []
        // Without a requirement the client sends what it has (nothing) instead of refusing before sending.
        configuration.security = nil
        let client = APIClient(configuration: configuration, transport: URLSessionTransport(configuration: .ephemeral))

        let error = await endpointError { _ = try await client.send(HTTPBinEndpoint.bearer, decoding: TokenEcho.self) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 401)
        #expect(failure.isAuthentication)
        #expect(failure.message == "The server did not accept the credentials.")
        #expect(failure.headers.first { $0.key.lowercased() == "www-authenticate" }?.value == "Bearer")
    }
}

/// A thread-safe counter for token providers.
final class Counter: Sendable {
    private let count = Mutex(0)
    func next() -> Int { count.withLock { $0 += 1; return $0 } }
    var value: Int { count.withLock { $0 } }
}
