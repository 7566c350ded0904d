@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A ``CommonParametersMiddleware`` at the head of a chain is added while the request is built; the request sent
/// must be the one the middleware itself would have made of the built request.
@Suite struct LeadingCommonParametersTests {
    /// Sends the request on unchanged; placed first, it keeps the common parameters from being added while building.
    private struct PassThrough: Middleware {
        func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
            try await next(request)
        }
    }

    static let first = CommonParametersMiddleware(
        query: [QueryItem("version", "2.1"), QueryItem("device type", "a b&c=d/é")],
        headers: [HTTPHeader(name: "X-Device-Type", value: "ios"), HTTPHeader(name: "content-type", value: "text/x-common"),
                  HTTPHeader(name: "accept", value: "text/x-common"), HTTPHeader(name: "X-Api-Key", value: "common")]
    )
    static let second = CommonParametersMiddleware(
        query: [QueryItem("region", "DE")],
        headers: [HTTPHeader(name: "x-device-type", value: "second"), HTTPHeader(name: "X-Second", value: "2")]
    )

    static let endpoints: [TestAPI] = [
        .movie(id: "7", language: "de"), .search(query: "heat & dust"), .login(username: "u", password: "p"),
        .createList(NewList(name: "n", rating: 1)), .upload(Data("x".utf8), contentType: "image/png"),
        .withHeaders([HTTPHeader(name: "X-Device-Type", value: "endpoint"), HTTPHeader(name: "Cookie", value: "a=1")]),
        .delete(id: 3),
    ]

    /// The URL and header fields of every request `middleware` sends, one per endpoint of ``endpoints``.
    static func sent(through middleware: [any Middleware]) async throws -> [String] {
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(
            transport, sharedQuery: [QueryItem("language", "en")], sharedHeaders: [HTTPHeader(name: "X-Shared", value: "s")],
            credentials: [.apiKey(name: "api_key", value: "k", location: .query), .apiKey(name: "X-Api-Key", value: "h", location: .header)],
            middleware: middleware
        )
        for endpoint in endpoints { try await client.send(endpoint) }
        return transport.recordedRequests.map { request in
            let fields = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            return ([request.url?.absoluteString ?? "no URL"] + fields).joined(separator: "\n")
        }
    }

    @Test func theRequestIsTheOneTheMiddlewareMakesOfTheBuiltRequest() async throws {
        let added = try await Self.sent(through: [Self.first])
        let afterBuilding = try await Self.sent(through: [PassThrough(), Self.first])
        #expect(added == afterBuilding)
        #expect(added[1].hasPrefix(
            "http://127.0.0.1:8000/api/v3/search/movie?language=en&api_key=k&query=heat%20%26%20dust&page=1"
            + "&version=2.1&device%20type=a%20b%26c%3Dd%2F%C3%A9\n"))
        // The request's own fields win: the body's Content-Type, the default Accept, the credential's key.
        #expect(added[3].contains("Content-Type: application/json") && added[3].contains("X-Api-Key: h"))
        #expect(added[3].contains("Accept: application/json"))
        #expect(added[6].contains("Content-Type: text/x-common") && added[6].contains("X-Device-Type: ios"))
    }

    @Test func twoAtTheHeadAddWhatTheyWouldOneAfterTheOther() async throws {
        let added = try await Self.sent(through: [CommonParametersMiddleware(), Self.first, Self.second])
        let afterBuilding = try await Self.sent(through: [PassThrough(), Self.first, Self.second])
        #expect(added == afterBuilding)
        #expect(added[6].contains("?language=en&api_key=k&version=2.1&device%20type=a%20b%26c%3Dd%2F%C3%A9&region=DE\n"))
        #expect(added[6].contains("X-Device-Type: ios") && added[6].contains("X-Second: 2"))
    }

    @Test func onlyTheCommonParametersBeforeAnyOtherMiddlewareAreAddedWhileBuilding() {
        let logging = LoggingMiddleware(sink: { _ in })
        let (parameters, rest) = [CommonParametersMiddleware(), Self.first, Self.second, logging, Self.first].leadingCommonParameters
        #expect(parameters?.encodedQuery == "version=2.1&device%20type=a%20b%26c%3Dd%2F%C3%A9&region=DE")
        #expect(parameters?.storedHeaders.map(\.value) == ["ios", "text/x-common", "text/x-common", "common", "2"])
        #expect(rest.map { "\(type(of: $0))" } == ["LoggingMiddleware", "CommonParametersMiddleware"])
        #expect([logging, Self.first].leadingCommonParameters.parameters == nil)
        #expect([any Middleware]().leadingCommonParameters.parameters == nil)
    }

    @Test func anInvalidHeaderOfTheFirstFailsBeforeTheSecond() async {
        let bad = CommonParametersMiddleware(headers: [HTTPHeader(name: "Bad Name", value: "v")])
        let worse = CommonParametersMiddleware(headers: [HTTPHeader(name: "X", value: "a\r\nInjected: 1")])
        let transport = StubTransport(responding: .status(204))
        let error = await endpointError { try await makeClient(transport, middleware: [Self.first, bad, worse]).send(TestAPI.delete(id: 1)) }
        guard case .invalidRequest(.invalidHeader(let name))? = error else {
            Issue.record("expected .invalidHeader, got \(String(describing: error))")
            return
        }
        #expect(name == "Bad Name")
        #expect(transport.recordedRequests.isEmpty)
    }

    @Test func theRequestBeforeMiddlewareHasNoneOfThem() async throws {
        let client = makeClient(StubTransport(responding: .status(204)), middleware: [Self.first])
        let request = try await client.urlRequest(for: TestAPI.delete(id: 3))
        #expect(request.url?.absoluteString == "http://127.0.0.1:8000/api/v3/list/3")
        #expect(request.value(forHTTPHeaderField: "X-Device-Type") == nil)
    }

    @Test func aRetriedRequestAfterARefreshHasThemOnce() async throws {
        let transport = StubTransport { request in
            request.value(forHTTPHeaderField: "Authorization") == "Bearer new" ? .status(204) : .status(401)
        }
        let token = Shared("old")
        let provider = TokenProvider(token: { token.value }, refresh: { token.update { $0 = "new"; return "new" } })
        let client = makeClient(transport, credentials: [.bearer(provider)], middleware: [Self.second])
        try await client.send(TestAPI.movie(id: "1"))
        #expect(transport.recordedRequests.map { $0.url?.absoluteString } == [
            "http://127.0.0.1:8000/api/v3/movie/1?region=DE", "http://127.0.0.1:8000/api/v3/movie/1?region=DE",
        ])
    }
}
