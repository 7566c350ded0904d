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

    /// URLSession replaced the client's `Cookie` field with the cookies it stored, so after a load
    /// balancer's `Set-Cookie` every call went out without its session key and its cookie parameters.
    @Test func aCookieTheServerSetsJoinsTheSessionKeyAndNeverReplacesIt() async throws {
        struct SetCookies: Endpoint {
            var method: HTTPMethod { .get }
            var path: String { "/cookies/set" }
            var query: [QueryItem] { [QueryItem("lb", "affinity"), QueryItem("session", "server-set")] }
        }
        let client = try await Self.client(token: .constant("tok"), session: "s1")
        // httpbin stores the cookies with a 302 to /cookies, which echoes what it received.
        let first = try await client.apiClient.send(SetCookies(), decoding: CookieEcho.self)
        #expect(first.cookies["lb"] == "affinity")
        let echo = try await client.media.cookies(theme: "dark")
        // `client` is the shared parameters' cookie; the server's `session` never stands in for the client's key.
        #expect(echo.cookies == ["session": "s1", "theme": "dark", "lb": "affinity", "client": "endpointkit"])
    }

    /// A base64 value arrives as it was given: percent-encoded, the server read `YWJj%2B%2F%3D%3D`.
    @Test func aCookieParameterArrivesAsTheServerReadsIt() async throws {
        let client = try await Self.client(token: .constant("tok"), session: "s1")
        let echo = try await client.media.cookies(theme: "YWJj+/==")
        #expect(echo.cookies["theme"] == "YWJj+/==")
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
