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
        #expect(request.value(forHTTPHeaderField: "Cookie") == "session=s3cr3t; theme=dark%20mode; last=a%3Bb=c%2Cd")
    }

    /// Servers read a cookie value as it arrives (Starlette, Django, Go), so what a cookie may hold is sent as it is:
    /// a base64 session id encoded as a query value reached FastAPI as `YWJj%2B%2F%3D%3D`. `%` is encoded, so a
    /// server that does decode reads what was sent.
    @Test(arguments: [
        ("YWJj+/==", "YWJj+/=="), ("a.b-c_d~e!#$&'()*:<>?@[]^`{|}", "a.b-c_d~e!#$&'()*:<>?@[]^`{|}"),
        ("100%", "100%25"), ("say \"hi\"\\", "say%20%22hi%22%5C"), ("tab\tend", "tab%09end"), ("é", "%C3%A9"),
    ])
    func aValueKeepsWhatACookieMayHold(value: String, sent: String) throws {
        let request = try RequestBuilder(server: testServer).makeRequest(for: Prefs(cookies: [QueryItem("v", value)]))
        #expect(request.value(forHTTPHeaderField: "Cookie") == "v=" + sent)
    }

    @Test func withoutAnAPIKeyTheCookiesMakeTheField() throws {
        let request = try RequestBuilder(server: testServer).makeRequest(for: Prefs(cookies: [QueryItem("theme", "dark")]))
        #expect(request.value(forHTTPHeaderField: "Cookie") == "theme=dark")
        #expect(try RequestBuilder(server: testServer).makeRequest(for: Prefs(cookies: [])).value(forHTTPHeaderField: "Cookie") == nil)
    }

    /// A `Cookie` header the endpoint sends joins the API key's cookie: replacing it sent the request without its key.
    @Test func anEndpointsCookieFieldJoinsTheAPIKeyCookie() async throws {
        let transport = StubTransport(responding: .status(204))
        let shared = [HTTPHeader("Cookie", "region=eu")]
        let key = Credential.apiKey(name: "session", value: "s3cr3t", location: .cookie)
        let client = APIClient(configuration: .init(server: testServer, sharedHeaders: shared, credentials: [key]), transport: transport)
        try await client.send(Prefs(cookies: [QueryItem("theme", "dark")], headers: [HTTPHeader("cookie", "lang=en")]))
        let keyed = try #require(transport.recordedRequests.last)
        #expect(keyed.value(forHTTPHeaderField: "Cookie") == "region=eu; session=s3cr3t; lang=en; theme=dark")
        let builder = RequestBuilder(server: testServer, sharedHeaders: shared)
        #expect(try builder.makeRequest(for: Prefs(cookies: [], headers: [HTTPHeader("Cookie", "lang=en")])).value(forHTTPHeaderField: "Cookie") == "region=eu; lang=en")
        // Of two `Cookie` fields the endpoint sets, the last counts, as for any field it sets twice.
        let twice = Prefs(cookies: [], headers: [HTTPHeader("Cookie", "lang=en"), HTTPHeader("Cookie", "lang=fr")])
        #expect(try builder.makeRequest(for: twice).value(forHTTPHeaderField: "Cookie") == "region=eu; lang=fr")
    }

    /// A key whose value would end the cookie and start another (`a; admin=1`) is not sent.
    @Test func anAPIKeyCookieThatWouldSendOtherCookiesIsATypedError() async {
        for value in ["a; admin=1", "a b", "a,b", "\"a\"", "a\\b", "a\u{7F}"] {
            let transport = StubTransport(responding: .status(204))
            let key = Credential.apiKey(name: "session", value: value, location: .cookie)
            let error = await endpointError {
                try await APIClient(configuration: .init(server: testServer, credentials: [key]), transport: transport).send(Prefs(cookies: []))
            }
            #expect(error.map { "\($0)" } == "EndpointError.invalidRequest(the credential cannot be sent: the API key cookie 'session' holds a character a cookie value cannot (RFC 6265))")
            #expect(transport.recordedRequests.isEmpty)
        }
    }

    @Test func aCookieNameThatIsNotATokenIsATypedErrorAndNothingIsSent() async {
        let transport = StubTransport(responding: .status(204))
        let error = await endpointError {
            try await makeClient(transport).send(Prefs(cookies: [QueryItem("two words", "x")]))
        }
        #expect(error.map { "\($0)" } == "EndpointError.invalidRequest(header \"Cookie\" has an invalid name, a value containing CR, LF or NUL, or a list element holding a comma)")
        #expect(transport.recordedRequests.isEmpty)
    }

    /// A value given as percent-encoded already is written as it is: a CR or LF in it would start a header field of
    /// its own.
    @Test func aPercentEncodedValueWithALineBreakIsATypedErrorAndNothingIsSent() async {
        let transport = StubTransport(responding: .status(204))
        let error = await endpointError {
            try await makeClient(transport).send(Prefs(cookies: [QueryItem(name: "v", percentEncodedValue: "a\r\nX-Admin: 1")]))
        }
        #expect(error.map { "\($0)" } == "EndpointError.invalidRequest(header \"Cookie\" has an invalid name, a value containing CR, LF or NUL, or a list element holding a comma)")
        #expect(transport.recordedRequests.isEmpty)
    }

    /// A list or an object in ``CookieStyle``: one cookie joined by `,` that keeps the commas, or a cookie per element
    /// or field; each value keeps what a cookie may hold, the rest percent-encoded.
    @Test func listsAndObjectsAreWrittenInTheirStyle() throws {
        var cookies: [QueryItem] = []
        CookieStyle.form(explode: false).append("ids", .values([3, 4]), to: &cookies)
        CookieStyle.form(explode: false).append("rgb", .object(["R": "100", "G": "b/2"]), to: &cookies)
        CookieStyle.form(explode: true).append("tags", .values(["a b", "c=d"]), to: &cookies)
        CookieStyle.form(explode: true).append("prefs", .object(["theme": "dark", "langs": ["en", "de"]]), to: &cookies)
        CookieStyle.form(explode: false).append("none", .values([String]()), to: &cookies)
        CookieStyle.form(explode: true).append("one", "x,y", to: &cookies)
        let request = try RequestBuilder(server: testServer).makeRequest(for: Prefs(cookies: cookies))
        #expect(request.value(forHTTPHeaderField: "Cookie")
            == "ids=3,4; rgb=R,100,G,b/2; tags=a%20b; tags=c=d; theme=dark; langs=en; langs=de; one=x%2Cy")
    }

    /// An element holding `,` would be read as two once the server splits the list: a typed error, nothing sent.
    @Test func aListElementHoldingACommaIsATypedErrorAndNothingIsSent() async {
        var cookies: [QueryItem] = []
        CookieStyle.form(explode: false).append("ids", .values(["a,b", "c"]), to: &cookies)
        let transport = StubTransport(responding: .status(204))
        let client = APIClient(configuration: .init(server: testServer), transport: transport)
        let error = await #expect(throws: EndpointError.self) { try await client.send(Prefs(cookies: cookies)) }
        guard case .invalidRequest(.ambiguousList(name: "ids"))? = error else {
            Issue.record("expected ambiguousList(ids), got \(String(describing: error))")
            return
        }
        #expect(transport.recordedRequests.isEmpty)
    }
}
