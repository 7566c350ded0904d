import EndpointKit
import Foundation
import Testing

/// A redirect goes where its `Location` says, resolved as RFC 3986 resolves a reference, and only to `http` and `https`:
/// FoundationNetworking made `file:///etc/passwd` the server's own `/etc/passwd` and resolved a relative `target`
/// against the root, and the client sent its token there and took the answer as the endpoint's.
@Suite(.requiresHTTPBin) struct RedirectLocationTests {
    static func client() async throws -> APIClient {
        APIClient(
            configuration: .init(server: Server(baseURL: try await OriginServer.baseURL()), credentials: [.bearer(.constant("bearer-secret"))], timeout: 10),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    @Test func aRelativeLocationIsResolvedAgainstTheURLThatAnswered() async throws {
        let echo = try await Self.client().send(Fetch("/nested/redirect", query: [QueryItem("to", "target?x=1")]), decoding: OriginEcho.self)
        #expect(echo.path == "/nested/target")
        #expect(echo.query == "x=1")
        #expect(echo.headers.first { $0.key.lowercased() == "authorization" }?.value == "Bearer bearer-secret")
    }

    @Test(arguments: ["file:///etc/passwd", "data:text/plain,hi", "myapp://callback?code=1"])
    func aLocationOfAnotherSchemeIsTheAnswer(location: String) async throws {
        let error = await endpointError {
            _ = try await Self.client().send(Fetch("/redirect", query: [QueryItem("to", location)]), decoding: OriginEcho.self)
        }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http(302), got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 302)
        #expect(failure.headers.first { $0.key.lowercased() == "location" }?.value == location)
    }

    /// A conditional GET declares 304, and a content negotiation 300, which are no redirects to follow: the endpoint's
    /// other redirects are still followed.
    @Test(arguments: [304, 300])
    func aRequestThatAcceptsAStatusNotFollowedStillFollowsARedirect(accepted: Int) async throws {
        let status = try await Self.client().send(Fetch("/redirect", query: [QueryItem("to", "/big?bytes=3")]), accepting: [accepted]) { $0.statusCode }
        #expect(status == 200)
    }

    /// An endpoint that declares a redirect status (a download's `302`) takes the redirect as its answer.
    @Test func aRequestThatAcceptsARedirectStatusGetsTheRedirect() async throws {
        let location = try await Self.client().send(Fetch("/redirect", query: [QueryItem("to", "/big?bytes=3")]), accepting: [302]) {
            $0.headers.first { $0.key.lowercased() == "location" }?.value
        }
        #expect(location == "/big?bytes=3")
    }
}
