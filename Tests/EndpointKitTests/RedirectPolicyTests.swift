@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct RedirectPolicyTests {
    static let safety = RequestSafety(
        APIClient.Configuration(
            server: Server(baseURL: "https://api.example.com"),
            credentials: [
                .bearer(.constant("t")),
                .apiKey(name: "X-Api-Key", value: "hk", location: .header),
                .apiKey(name: "api_key", value: "qk", location: .query),
            ]
        )
    ).carrying(["t", nil, nil])

    /// A redirect request to `url` carrying every credential and one harmless field.
    static func proposed(_ url: String) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        for (name, value) in ["Authorization": "Bearer t", "x-api-key": "hk", "Cookie": "sid=1", "Accept": "application/json"] {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }

    static let original = URL(string: "https://api.example.com/v1/start?api_key=qk")!

    @Test(arguments: [
        "https://api.example.com/v1/next?api_key=qk&page=2",
        "https://API.example.com:443/v1/next?api_key=qk&page=2",
    ])
    func aRedirectWithinTheOriginKeepsEverything(target: String) throws {
        let followed = try #require(RedirectPolicy.request(following: Self.proposed(target), from: Self.original, safety: Self.safety))
        #expect(followed.url?.absoluteString == target)
        #expect(followed.value(forHTTPHeaderField: "Authorization") == "Bearer t")
        #expect(followed.value(forHTTPHeaderField: "X-Api-Key") == "hk")
        #expect(followed.value(forHTTPHeaderField: "Cookie") == "sid=1")
    }

    @Test(arguments: [
        ("https://api.example.com/v1/final", "https://api.example.com/v1/final?api_key=qk"),
        ("https://api.example.com/v1/final?page=2", "https://api.example.com/v1/final?page=2&api_key=qk"),
        // The Location's own value is the server's to choose.
        ("https://api.example.com/v1/final?API_KEY=other", "https://api.example.com/v1/final?API_KEY=other"),
    ])
    func aRedirectWithinTheOriginSendsTheQueryKeyTheLocationLeftOut(target: String, sent: String) throws {
        // A `Location` replaces the query: the key was lost while the header credentials went along.
        let followed = try #require(RedirectPolicy.request(following: Self.proposed(target), from: Self.original, safety: Self.safety))
        #expect(followed.url?.absoluteString == sent)
        #expect(followed.value(forHTTPHeaderField: "X-Api-Key") == "hk")
    }

    @Test func noQueryItemButACredentialIsCarried() throws {
        let original = URL(string: "https://api.example.com/v1/start?api_key=qk&page=1&token=x")!
        let followed = try #require(RedirectPolicy.request(following: Self.proposed("https://api.example.com/v1/final"), from: original, safety: Self.safety))
        #expect(followed.url?.absoluteString == "https://api.example.com/v1/final?api_key=qk")
    }

    @Test(arguments: [
        "https://cdn.example.com/v1/next?api_key=qk&page=2",
        "https://api.example.com:8443/v1/next?API_KEY=qk&page=2",
        "https://user:pw@other.example.org/v1/next?page=2&api_key=qk",
    ])
    func aRedirectToAnotherOriginLosesTheCredentials(target: String) throws {
        let followed = try #require(RedirectPolicy.request(following: Self.proposed(target), from: Self.original, safety: Self.safety))
        let url = try #require(followed.url)
        #expect(url.query == "page=2")
        #expect(url.user == nil && url.password == nil)
        #expect(followed.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(followed.value(forHTTPHeaderField: "X-Api-Key") == nil)
        #expect(followed.value(forHTTPHeaderField: "Cookie") == nil)
        #expect(followed.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test func aSchemeChangeIsAnotherOrigin() throws {
        let original = URL(string: "http://api.example.com/v1")!
        let followed = try #require(RedirectPolicy.request(
            following: Self.proposed("https://api.example.com/v1"), from: original, safety: Self.safety))
        #expect(followed.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func httpsIsNeverLeftForHTTP() {
        #expect(RedirectPolicy.request(following: Self.proposed("http://api.example.com/v1"), from: Self.original, safety: Self.safety) == nil)
    }

    @Test func aClientThatFollowsNoRedirectsStops() {
        var safety = Self.safety
        safety.followsRedirects = false
        #expect(RedirectPolicy.request(following: Self.proposed("https://api.example.com/v2"), from: Self.original, safety: safety) == nil)
    }

    /// Without the URL the redirect came from there is no origin to compare the target with: it is another origin's.
    @Test func aRedirectFromAnUnknownURLLosesTheCredentials() throws {
        let followed = try #require(RedirectPolicy.request(following: Self.proposed("https://api.example.com/v1/next?api_key=qk"), from: nil, safety: Self.safety))
        #expect(followed.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(followed.value(forHTTPHeaderField: "X-Api-Key") == nil)
        #expect(followed.url?.absoluteString == "https://api.example.com/v1/next")
    }

    /// A target on another origin whose query is the key alone loses the whole query, its `?` too.
    @Test func aQueryOfTheKeyAloneIsLeftOutWhole() throws {
        let followed = try #require(RedirectPolicy.request(following: Self.proposed("https://cdn.example.com/v1/file?api_key=qk"), from: Self.original, safety: Self.safety))
        #expect(followed.url?.absoluteString == "https://cdn.example.com/v1/file")
    }

    /// A redirect the client did not follow says where it pointed; a 300 or 304 is no redirect URLSession follows,
    /// whatever `Location` it carries, and keeps its status's message.
    @Test func anUnfollowedRedirectSaysWhereItPointedAndA300Or304DoesNot() throws {
        func failure(_ status: Int) throws -> HTTPFailure {
            let url = try #require(URL(string: "https://api.example.com/v1/start"))
            let response = try #require(HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: ["Location": "https://cdn.example.com/file"]))
            return HTTPFailure(response: response, body: Data(), errorBody: nil, decoder: JSONDecoder())
        }
        #expect(try failure(302).message.hasPrefix("The server redirected the request to https://cdn.example.com/file, which the client did not follow"))
        #expect(try failure(304).message == HTTPFailure.defaultMessage(forStatus: 304))
        #expect(try failure(300).message == HTTPFailure.defaultMessage(forStatus: 300))
    }
}
