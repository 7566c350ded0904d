import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct RequestBuilderTests {
    private func build(
        _ endpoint: TestAPI,
        baseURL: String = testServer.baseURL,
        sharedQuery: [QueryItem] = [],
        sharedHeaders: [HTTPHeader] = []
    ) throws(EndpointError) -> URLRequest {
        let builder = RequestBuilder(
            server: Server(baseURL: baseURL),
            sharedQuery: sharedQuery,
            sharedHeaders: sharedHeaders,
            timeout: 7
        )
        return try builder.makeRequest(for: endpoint)
    }

    /// The reason of the `invalidRequest` error building `endpoint` throws, or `nil`.
    private func invalidReason(
        _ endpoint: TestAPI,
        baseURL: String = testServer.baseURL,
        sharedHeaders: [HTTPHeader] = []
    ) -> InvalidRequestReason? {
        do {
            _ = try build(endpoint, baseURL: baseURL, sharedHeaders: sharedHeaders)
            return nil
        } catch {
            guard case .invalidRequest(let reason) = error else { return nil }
            return reason
        }
    }

    @Test func urlJoinsPathPrefixPathAndEncodedQueryWithSharedItemsFirst() throws {
        let request = try build(.search(query: "a b&c=d+e/é"), sharedQuery: [QueryItem("api key", "k&1")])
        #expect(request.url?.absoluteString
            == "http://127.0.0.1:8000/api/v3/search/movie?api%20key=k%261&query=a%20b%26c%3Dd%2Be%2F%C3%A9&page=1")
        #expect(request.httpMethod == "GET")
        #expect(request.timeoutInterval == 7)
        #expect(request.httpBody == nil)
    }

    @Test(arguments: ["http://127.0.0.1:8000/api/v3/", "http://127.0.0.1:8000/api/v3//"])
    func trailingSlashOnBaseURLIsIgnored(baseURL: String) throws {
        let request = try build(.movie(id: "1"), baseURL: baseURL)
        #expect(request.url?.absoluteString == "http://127.0.0.1:8000/api/v3/movie/1")
    }

    @Test func baseURLWithoutPathPrefix() throws {
        let request = try build(.movie(id: "a/b", language: "pt BR"), baseURL: "https://api.example.com")
        #expect(request.url?.absoluteString == "https://api.example.com/movie/a%2Fb?language=pt%20BR")
    }

    @Test func acceptIsJSONByDefault() throws {
        let request = try build(.movie(id: "1"))
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test func laterHeadersWinByCaseInsensitiveName() throws {
        let request = try build(
            .withHeaders([HTTPHeader(name: "x-trace", value: "endpoint"), HTTPHeader(name: "ACCEPT", value: "text/csv")]),
            sharedHeaders: [HTTPHeader(name: "X-Trace", value: "shared"), HTTPHeader(name: "X-Shared", value: "1")]
        )
        let fields = request.allHTTPHeaderFields ?? [:]
        #expect(fields.count == 3)
        #expect(request.value(forHTTPHeaderField: "X-Trace") == "endpoint")
        #expect(request.value(forHTTPHeaderField: "Accept") == "text/csv")
        #expect(request.value(forHTTPHeaderField: "X-Shared") == "1")
    }

    @Test(arguments: [
        HTTPHeader(name: "X-Evil", value: "a\r\nSet-Cookie: b"),
        HTTPHeader(name: "X-Evil", value: "line\nfeed"),
        HTTPHeader(name: "X-Evil", value: "nul\0"),
        HTTPHeader(name: "X-Evil\r\nInjected", value: "v"),
        HTTPHeader(name: "X Evil", value: "v"),
        HTTPHeader(name: "X-Evil:", value: "v"),
        HTTPHeader(name: "", value: "v"),
    ])
    func unsafeHeaderIsATypedError(header: HTTPHeader) {
        #expect(invalidReason(.withHeaders([header])) == .invalidHeader(name: header.name))
        #expect(invalidReason(.movie(id: "1"), sharedHeaders: [header]) == .invalidHeader(name: header.name))
    }

    @Test func tokenCharactersAreAllowedInHeaderNames() throws {
        let request = try build(.withHeaders([HTTPHeader(name: "X-a_b.c!#$%&'*+^`|~9", value: "v")]))
        #expect(request.value(forHTTPHeaderField: "X-a_b.c!#$%&'*+^`|~9") == "v")
    }

    @Test(arguments: [
        "", "not a url", "127.0.0.1:8000", "ftp://example.com", "http://", "file:///etc/passwd",
        "https://api.example.com/3?api_key=1", "https://api.example.com/3#top", "http://exa mple.com",
    ])
    func invalidBaseURLIsATypedError(baseURL: String) {
        #expect(invalidReason(.movie(id: "1"), baseURL: baseURL) == .invalidBaseURL(baseURL))
    }

    @Test func formBodyIsEncodedLikeAQueryString() throws {
        let request = try build(.login(username: "ann+bob@example.com", password: "p&ss=w ord"))
        #expect(request.httpMethod == "POST")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) }
            == "username=ann%2Bbob%40example.com&password=p%26ss%3Dw%20ord")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
    }

    @Test func jsonBodyIsEncodedWithContentType() throws {
        let request = try build(.createList(NewList(name: "Faves/1", rating: 8.5)))
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"name":"Faves/1","rating":8.5}"#)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test func formFieldsSentAsJSONTextUseTheClientsEncoder() throws {
        let list = NewList(name: "a&b", rating: 2)
        let request = try build(.formFields([.item(QueryItem("mode", "x y")), .json("list", list), .json("lists", [list])]))
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) }
            == "mode=x%20y&list=%7B%22name%22%3A%22a%26b%22%2C%22rating%22%3A2%7D&lists=%5B%7B%22name%22%3A%22a%26b%22%2C%22rating%22%3A2%7D%5D")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        guard case .bodyEncodingFailed(let detail)? = invalidReason(.formFields([.json("list", NewList(name: "nan", rating: .nan))])) else {
            Issue.record("expected bodyEncodingFailed")
            return
        }
        #expect(detail.hasPrefix("form field 'list': "))
    }

    @Test func jsonBodyIsSentWithTheJSONMediaTypeItNames() throws {
        let request = try build(.patchList(NewList(name: "Faves", rating: 9)))
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"name":"Faves","rating":9}"#)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/merge-patch+json")
    }

    @Test func dataBodyUsesItsContentTypeUnlessAHeaderSetsOne() throws {
        let bytes = Data([0, 1, 2, 255])
        let plain = try build(.upload(bytes, contentType: "image/png"))
        #expect(plain.httpBody == bytes)
        #expect(plain.value(forHTTPHeaderField: "Content-Type") == "image/png")

        let overridden = try build(.upload(bytes, contentType: "image/png", headers: [HTTPHeader(name: "content-type", value: "image/webp")]))
        #expect(overridden.value(forHTTPHeaderField: "Content-Type") == "image/webp")
    }

    /// A body's media type is a header field like any other: a line break in it would start a field of its own.
    @Test func aBodyMediaTypeWithALineBreakIsATypedError() {
        let reason = invalidReason(.upload(Data([1]), contentType: "text/plain\r\nX-Admin: 1"))
        #expect(reason == .invalidHeader(name: "Content-Type"))
    }

    @Test func jsonEncodingFailureIsATypedError() {
        guard case .bodyEncodingFailed(let detail)? = invalidReason(.badJSON) else {
            Issue.record("expected bodyEncodingFailed")
            return
        }
        #expect(!detail.isEmpty)
    }
}
