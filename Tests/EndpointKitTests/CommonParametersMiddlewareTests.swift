import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct CommonParametersMiddlewareTests {
    static let common = CommonParametersMiddleware(
        query: [QueryItem("version", "2.1"), QueryItem("device type", "a b&c=d/é")],
        headers: [HTTPHeader(name: "X-Device-Type", value: "ios")]
    )

    @Test func appendsToAnExistingQueryString() async throws {
        let transport = StubTransport(responding: .json("{}"))
        let client = makeClient(transport, sharedQuery: [QueryItem("language", "en")], middleware: [Self.common])
        try await client.send(TestAPI.search(query: "heat & dust"))
        #expect(transport.recordedRequests.first?.url?.absoluteString
            == "http://127.0.0.1:8000/api/v3/search/movie?language=en&query=heat%20%26%20dust&page=1"
            + "&version=2.1&device%20type=a%20b%26c%3Dd%2F%C3%A9")
    }

    @Test func startsAQueryStringWhenThereIsNone() async throws {
        let transport = StubTransport(responding: .status(204))
        try await makeClient(transport, middleware: [Self.common]).send(TestAPI.delete(id: 3))
        #expect(transport.recordedRequests.first?.url?.absoluteString
            == "http://127.0.0.1:8000/api/v3/list/3?version=2.1&device%20type=a%20b%26c%3Dd%2F%C3%A9")
    }

    @Test func addsHeadersButTheRequestsOwnFieldWins() async throws {
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(transport, middleware: [Self.common])
        try await client.send(TestAPI.delete(id: 1))
        try await client.send(TestAPI.withHeaders([HTTPHeader(name: "x-device-type", value: "endpoint")]))
        #expect(transport.recordedRequests.map { $0.value(forHTTPHeaderField: "X-Device-Type") } == ["ios", "endpoint"])
    }

    @Test func theRequestsOwnQueryItemsWinAsItsHeaderFieldsDo() async throws {
        // Sends the request on unchanged; placed first, it makes the common parameters be added to the built request.
        struct PassThrough: Middleware {
            func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
                try await next(request)
            }
        }
        let common = CommonParametersMiddleware(query: [QueryItem("page", "9"), QueryItem("api_key", "COMMON"), QueryItem("version", "2.1")])
        let later = CommonParametersMiddleware(query: [QueryItem("version", "3"), QueryItem("region", "DE")])
        for chain: [any Middleware] in [[common, later], [PassThrough(), common, later]] {
            let transport = StubTransport(responding: .json("{}"))
            let client = makeClient(transport, credentials: [.apiKey(name: "api_key", value: "K", location: .query)], middleware: chain)
            try await client.send(TestAPI.search(query: "heat"))
            #expect(transport.recordedRequests.first?.url?.absoluteString
                == "http://127.0.0.1:8000/api/v3/search/movie?api_key=K&query=heat&page=1&version=2.1&region=DE")
        }
    }

    /// The URLs `middleware` sends on for requests to `urls`, one after another.
    static func sent(by middleware: CommonParametersMiddleware, for urls: [String]) async throws -> [String] {
        let captured = Recorder<String>()
        let next: SendRequest = { request in
            captured.append(request.url?.absoluteString ?? "")
            return (Data(), HTTPURLResponse(url: request.url!, statusCode: 204, httpVersion: nil, headerFields: nil)!)
        }
        let context = RequestContext(endpointName: "x", method: .get, requiresAuthentication: false)
        for url in urls {
            _ = try await middleware.intercept(URLRequest(url: URL(string: url)!), context: context, next: next)
        }
        return captured.all
    }

    @Test func keepsAFragmentLastAndHandlesATrailingQuestionMark() async throws {
        let middleware = CommonParametersMiddleware(query: [QueryItem("v", "1")])
        let urls = ["http://h/p?a=1#frag", "http://h/p?", "http://h/p#f", "http://h/p?a=1&", "http://h/p&"]
        #expect(try await Self.sent(by: middleware, for: urls)
            == ["http://h/p?a=1&v=1#frag", "http://h/p?v=1", "http://h/p?v=1#f", "http://h/p?a=1&v=1", "http://h/p&?v=1"])
    }

    @Test func anItemOfTheNameAnywhereInTheQueryWinsButNotInTheFragment() async throws {
        let middleware = CommonParametersMiddleware(query: [QueryItem("v", "1"), QueryItem("w", "2")])
        let urls = ["http://h/p?v&a=1", "http://h/p?a=1&&v=0", "http://h/p?a=1#v=0&w=0", "http://h/p?vv=0&w=", "http://h/p?=v&a=v", "http://h/p#f?v=0"]
        #expect(try await Self.sent(by: middleware, for: urls) == [
            "http://h/p?v&a=1&w=2", "http://h/p?a=1&&v=0&w=2", "http://h/p?a=1&v=1&w=2#v=0&w=0", "http://h/p?vv=0&w=&v=1", "http://h/p?=v&a=v&v=1&w=2",
            "http://h/p?v=1&w=2#f?v=0",
        ])
    }

    @Test func theFirstOfTwoHeadersWithOneNameWins() async throws {
        let transport = StubTransport(responding: .status(204))
        let common = CommonParametersMiddleware(headers: [HTTPHeader(name: "X-App", value: "first"), HTTPHeader(name: "x-app", value: "second")])
        try await makeClient(transport, middleware: [common]).send(TestAPI.delete(id: 1))
        let fields = transport.recordedRequests.first?.allHTTPHeaderFields ?? [:]
        #expect(fields.filter { $0.key.lowercased() == "x-app" }.map(\.value) == ["first"])
    }

    @Test func anInvalidHeaderIsATypedErrorAndNothingIsSent() async throws {
        let transport = StubTransport(responding: .status(204))
        for header in [HTTPHeader(name: "X-Bad", value: "a\r\nInjected: 1"), HTTPHeader(name: "Bad Name", value: "v")] {
            let client = makeClient(transport, middleware: [CommonParametersMiddleware(headers: [header])])
            let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
            guard case .invalidRequest(.invalidHeader(let name))? = error else {
                Issue.record("expected .invalidHeader, got \(String(describing: error))")
                continue
            }
            #expect(name == header.name)
        }
        #expect(transport.recordedRequests.isEmpty)
    }
}
