import EndpointKit
import Foundation
import Testing

/// Several security schemes against the real httpbin: basic authentication, and an endpoint that takes a bearer
/// token or else an API key and a session cookie together.
@Suite(.requiresHTTPBin) struct AuthSchemeEndToEndTests {
    /// A client holding exactly the credentials given.
    static func client(
        token: TokenProvider? = nil,
        basic: BasicCredential? = nil,
        key: String? = nil,
        session: String? = nil
    ) async throws -> HTTPBinClient {
        HTTPBinClient(
            server: Server(name: "httpbin", baseURL: try await TestServer.baseURL()),
            token: token, basic: basic, key: key, session: session,
            shared: HTTPBinSharedParameters(deviceType: "e2e-device"),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    @Test func basicAuthenticationIsAcceptedByTheServer() async throws {
        let client = try await Self.client(token: .constant("unused"), basic: BasicCredential(username: "aladdin", password: "open sesame"))
        let echo = try await client.basicAuth(user: "aladdin", password: "open sesame")
        #expect(echo.authenticated)
        #expect(echo.user == "aladdin")
    }

    @Test func theBearerTokenIsPreferredAndSentAlone() async throws {
        let client = try await Self.client(token: .constant("tok"), key: "k1", session: "s1")
        let echo = try await client.tokenOrKey()
        #expect(echo.headers["Authorization"] == "Bearer tok")
        #expect(echo.headers["X-Api-Key"] == nil)
        #expect(echo.headers["Cookie"] == nil)
    }

    @Test func withoutATokenTheKeyAndTheCookieAreSentTogether() async throws {
        let client = try await Self.client(basic: BasicCredential(username: "u", password: "p"), key: "k1", session: "s1")
        let echo = try await client.tokenOrKey()
        #expect(echo.headers["Authorization"] == nil)
        #expect(echo.headers["X-Api-Key"] == "k1")
        #expect(echo.headers["Cookie"] == "session=s1")
    }

    @Test func missingCredentialsFailBeforeAnythingIsSent() async throws {
        let client = try await Self.client(key: "k1")
        let error = await endpointError { _ = try await client.tokenOrKey() }
        guard case .invalidRequest(.missingCredentials(let requirement))? = error else {
            Issue.record("expected .missingCredentials, got \(String(describing: error))")
            return
        }
        #expect(requirement == [["token"], ["key", "session"]])
    }
}
