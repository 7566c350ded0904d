@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// What a redirect carries of the request's content: a 307 or 308 repeats the body, other redirects that make the
/// request a GET leave it (and its `Content-Type`) behind.
@Suite struct RedirectContentTests {
    static let safety = RedirectPolicyTests.safety

    static func post(_ url: String, body: Data? = Data("{}".utf8)) -> URLRequest {
        var request = RedirectPolicyTests.proposed(url)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }

    static func response(_ status: Int, location: String?) -> HTTPURLResponse {
        HTTPURLResponse(url: URL(string: "https://api.example.com/v1/items")!, statusCode: status, httpVersion: "HTTP/1.1",
                        headerFields: location.map { ["Location": $0] })!
    }

    @Test(arguments: [307, 308])
    func urlSessionLeavesARedirectThatRepeatsABodyToTheTransport(status: Int) {
        let original = Self.post("https://api.example.com/v1/items")
        let response = Self.response(status, location: "/v1/items/")
        #expect(RedirectPolicy.request(following: original, after: response, from: original, safety: Self.safety) == nil)
        // A file upload's body is not in the request either.
        let upload = Self.post("https://api.example.com/v1/items", body: nil)
        #expect(RedirectPolicy.request(following: upload, after: response, from: upload, fromFile: true, safety: Self.safety) == nil)
        #expect(RedirectPolicy.request(following: upload, after: response, from: upload, safety: Self.safety) != nil)
    }

    @Test(arguments: [307, 308])
    func theTransportRepeatsTheMethodAndBodyAtTheLocation(status: Int) throws {
        let original = Self.post("https://api.example.com/v1/items")
        let repeated = try #require(RedirectPolicy.repeating(original, after: Self.response(status, location: "/v1/items/"), safety: Self.safety))
        #expect(repeated.url?.absoluteString == "https://api.example.com/v1/items/")
        #expect(repeated.httpMethod == "POST")
        #expect(repeated.httpBody == Data("{}".utf8))
        #expect(repeated.value(forHTTPHeaderField: "Authorization") == "Bearer t")
        // A body goes to no other origin, nor from https to http: the 3xx is the answer.
        for location in ["https://other.example/in", "https://api.example.com:8443/v1/items/", "http://api.example.com/v1/items/"] {
            #expect(RedirectPolicy.repeating(original, after: Self.response(status, location: location), safety: Self.safety) == nil, "\(location)")
        }
        var stopping = Self.safety
        stopping.followsRedirects = false
        #expect(RedirectPolicy.repeating(original, after: Self.response(status, location: "/v1/items/"), safety: stopping) == nil)
    }

    @Test func onlyARedirectThatRepeatsABodyIsRepeated() {
        let original = Self.post("https://api.example.com/v1/items")
        for status in [200, 301, 302, 303, 304] {
            #expect(RedirectPolicy.repeating(original, after: Self.response(status, location: "/v1/items/"), safety: Self.safety) == nil)
        }
        #expect(RedirectPolicy.repeating(original, after: Self.response(307, location: nil), safety: Self.safety) == nil)
        let empty = Self.post("https://api.example.com/v1/items", body: nil)
        #expect(RedirectPolicy.repeating(empty, after: Self.response(307, location: "/v1/items/"), safety: Self.safety) == nil)
    }

    @Test(arguments: [301, 302, 303])
    func aRedirectThatMakesTheRequestAGETLeavesTheContentTypeBehind(status: Int) throws {
        let original = Self.post("https://api.example.com/v1/items")
        var proposed = RedirectPolicyTests.proposed("https://api.example.com/v1/done")
        proposed.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let followed = try #require(RedirectPolicy.request(following: proposed, after: Self.response(status, location: "/v1/done"), from: original, safety: Self.safety))
        #expect(followed.value(forHTTPHeaderField: "Content-Type") == nil)
        #expect(followed.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test(arguments: [
        // Relative to the URL that answered (RFC 3986 §5.2): FoundationNetworking proposed `/v1/done` and `/etc/passwd`.
        ("done", "https://api.example.com/v1/done"),
        ("../v2/done?x=1", "https://api.example.com/v2/done?x=1"),
        ("//api.example.com/v1/done", "https://api.example.com/v1/done"),
        ("/v1/done", "https://api.example.com/v1/done"),
    ])
    func theLocationIsResolvedAgainstTheURLThatAnswered(location: String, target: String) throws {
        let original = RedirectPolicyTests.proposed("https://api.example.com/v1/items")
        // What FoundationNetworking proposes for a relative `Location`: resolved against the server's root.
        let proposed = RedirectPolicyTests.proposed("https://api.example.com/done")
        let followed = try #require(RedirectPolicy.request(following: proposed, after: Self.response(302, location: location), from: original, safety: Self.safety))
        #expect(followed.url?.absoluteString == target)
        #expect(followed.value(forHTTPHeaderField: "Authorization") == "Bearer t")
    }

    @Test(arguments: ["file:///etc/passwd", "data:text/plain,hi", "ftp://api.example.com/x", "myapp://callback?code=1", "http://", "https:///x"])
    func aLocationNoHTTPRequestCanGoToIsNotFollowed(location: String) {
        // FoundationNetworking proposed `file:///etc/passwd` as `https://api.example.com/etc/passwd`, sent with the token.
        let original = RedirectPolicyTests.proposed("https://api.example.com/v1/items")
        let proposed = RedirectPolicyTests.proposed("https://api.example.com/etc/passwd")
        #expect(RedirectPolicy.request(following: proposed, after: Self.response(302, location: location), from: original, safety: Self.safety) == nil)
        #expect(RedirectPolicy.repeating(Self.post("https://api.example.com/v1/items"), after: Self.response(307, location: location), safety: Self.safety) == nil)
    }
}
