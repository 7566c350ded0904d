import EndpointKit
import Foundation
import Testing

/// Credentials stay with their origin: httpbin on 127.0.0.1 redirects to origin.py on 127.0.0.2, which
/// reports what it received.
@Suite(.requiresHTTPBin) struct RedirectCredentialTests {
    static let secrets = ["bearer-secret", "header-key-secret", "query-key-secret", "cookie-secret"]

    /// A client on httpbin carrying every kind of credential.
    static func client(followsRedirects: Bool = true) async throws -> APIClient {
        APIClient(
            configuration: .init(
                server: Server(baseURL: try await TestServer.baseURL()),
                sharedHeaders: [HTTPHeader(name: "Cookie", value: "sid=cookie-secret")],
                credentials: [
                    .bearer(.constant("bearer-secret")),
                    .apiKey(name: "X-Api-Key", value: "header-key-secret", location: .header),
                    .apiKey(name: "api_key", value: "query-key-secret", location: .query),
                ],
                timeout: 10,
                followsRedirects: followsRedirects
            ),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    @Test func aRedirectToAnotherOriginCarriesNoCredentials() async throws {
        // The target repeats the query key, as a server that copies the query into `Location` would.
        let target = try await OriginServer.baseURL() + "/echo?keep=1&api_key=query-key-secret"
        let echo = try await Self.client().send(
            Fetch("/redirect-to", query: [QueryItem("url", target)]),
            decoding: OriginEcho.self
        )
        #expect(echo.path == "/echo")
        #expect(echo.query == "keep=1")
        let received = echo.headers.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
        for secret in Self.secrets {
            #expect(!received.contains(secret), "\(secret) reached the other origin:\n\(received)")
        }
        #expect(echo.headers.keys.allSatisfy { !["authorization", "x-api-key", "cookie"].contains($0.lowercased()) })
    }

    /// The transport's cookie jar put the `Cookie` field the redirect had lost back in, for a session cookie
    /// httpbin set applies to 127.0.0.1 on any port; a login's session reached the other service.
    @Test func aRedirectToAnotherPortCarriesNoStoredCookie() async throws {
        struct SetCookie: Endpoint {
            var method: HTTPMethod { .get }
            var path: String { "/cookies/set" }
            var query: [QueryItem] { [QueryItem("session", "jar-secret")] }
        }
        let client = try await Self.client()
        // httpbin stores the cookie with a 302 to /cookies on its own origin, which receives it.
        let stored = try await client.send(SetCookie(), decoding: CookieEcho.self)
        #expect(stored.cookies["session"] == "jar-secret")
        let target = try await OriginServer.sameHostURL() + "/echo"
        let echo = try await client.send(Fetch("/redirect-to", query: [QueryItem("url", target)]), decoding: OriginEcho.self)
        #expect(echo.path == "/echo")
        let received = echo.headers.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
        #expect(!received.contains("jar-secret"), "the stored cookie reached the other origin:\n\(received)")
        // A redirect within httpbin's origin still carries it.
        let back = try await client.send(Fetch("/redirect-to", query: [QueryItem("url", "/cookies")]), decoding: CookieEcho.self)
        #expect(back.cookies["session"] == "jar-secret")
    }

    @Test func aRedirectThatWouldRepeatTheBodyAtAnotherOriginIsTheAnswer() async throws {
        // A body may hold secrets the credential rules do not know of (an OAuth client secret in a form): a 307 to another
        // origin is not followed: the 307 is the answer.
        let target = try await OriginServer.baseURL() + "/echo?keep=1"
        let endpoint = RedirectBodyTests.Redirected(status: 307, body: .form([QueryItem("client_secret", "form-secret")]), target: target)
        let error = await endpointError { _ = try await Self.client().send(endpoint, decoding: OriginEcho.self) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 307)
    }

    @Test func aRedirectWithinTheOriginKeepsTheCredentials() async throws {
        // httpbin's /bearer answers 401 without the token; following to it on the same origin must keep it.
        let echo = try await Self.client().send(
            Fetch("/redirect-to", query: [QueryItem("url", "/bearer")]),
            decoding: TokenEcho.self
        )
        #expect(echo.token == "bearer-secret")
    }

    @Test func aRedirectWithinTheOriginSendsTheQueryKeyAgain() async throws {
        // httpbin's `Location: /get` holds no query: the key went with the first request only, while the header
        // credentials were sent again, and a query-key API answered the redirected request 401.
        let echo = try await Self.client().send(Fetch("/redirect-to", query: [QueryItem("url", "/get")]), decoding: HTTPBinEcho.self)
        let url = try #require(echo.url.flatMap(URLComponents.init(string:)))
        #expect(url.path == "/get")
        #expect(url.queryItems == [URLQueryItem(name: "api_key", value: "query-key-secret")])
        #expect(echo.headers?["X-Api-Key"] == "header-key-secret")
    }

    @Test func aClientThatFollowsNoRedirectsGetsTheRedirect() async throws {
        let error = await endpointError {
            _ = try await Self.client(followsRedirects: false).data(for: Fetch("/redirect-to", query: [QueryItem("url", "/get")]))
        }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 302)
        #expect(failure.headers.first { $0.key.lowercased() == "location" }?.value == "/get")
    }
}
