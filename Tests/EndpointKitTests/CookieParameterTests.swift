@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Cookies an endpoint sends (`in: cookie` parameters): one `Cookie` field with the client's API-key cookie.
@Suite struct CookieParameterTests {
    private struct Prefs: Endpoint {
        var cookies: [QueryItem]
        var headers: [HTTPHeader] = []
        var method: HTTPMethod { .get }
        var path: String { "/prefs" }
    }

    @Test func cookiesFollowTheAPIKeyCookieInOneFieldWithTheirValuesEncoded() async throws {
        let transport = StubTransport(responding: .status(204))
        let client = APIClient(configuration: .init(server: testServer, credentials: [.apiKey(name: "session", value: "s3cr3t", location: .cookie)]), transport: transport)
        try await client.send(Prefs(cookies: [QueryItem("theme", "dark mode"), QueryItem("last", "a;b=c,d")]))
        let request = try #require(transport.recordedRequests.first)
        #expect(request.value(forHTTPHeaderField: "Cookie") == "session=s3cr3t; theme=dark%20mode; last=a%3Bb%3Dc%2Cd")
    }

    @Test func withoutAnAPIKeyTheCookiesMakeTheField() throws {
        let request = try RequestBuilder(server: testServer).makeRequest(for: Prefs(cookies: [QueryItem("theme", "dark")]))
        #expect(request.value(forHTTPHeaderField: "Cookie") == "theme=dark")
        #expect(try RequestBuilder(server: testServer).makeRequest(for: Prefs(cookies: [])).value(forHTTPHeaderField: "Cookie") == nil)
    }

    @Test func aCookieNameThatIsNotATokenIsATypedErrorAndNothingIsSent() async {
        let transport = StubTransport(responding: .status(204))
        let error = await endpointError {
            try await makeClient(transport).send(Prefs(cookies: [QueryItem("two words", "x")]))
        }
        #expect(error.map { "\($0)" } == "EndpointError.invalidRequest(header \"Cookie\" has an invalid name or a value containing CR, LF or NUL)")
        #expect(transport.recordedRequests.isEmpty)
    }
}
