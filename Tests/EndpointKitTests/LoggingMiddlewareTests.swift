import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct LoggingMiddlewareTests {
    @Test func logsOneRedactedLinePerRequest() async throws {
        let lines = EventLog()
        let logger = LoggingMiddleware(redacting: ["API_KEY", "x-api-key"], sink: { lines.append($0) })
        let client = makeClient(
            StubTransport(responding: .json("{}", status: 201)),
            sharedQuery: [QueryItem("language", "en")],
            sharedHeaders: [HTTPHeader(name: "Cookie", value: "session=abc")],
            credentials: [
                .bearer(.constant("tok3n")),
                .apiKey(name: "api_key", value: "k3y", location: .query),
                .apiKey(name: "X-Api-Key", value: "h3ader", location: .header),
            ],
            middleware: [logger]
        )
        try await client.send(TestAPI.search(query: "heat"))

        #expect(lines.all.count == 1)
        let line = try #require(lines.all.first)
        #expect(line.hasPrefix(
            "GET http://127.0.0.1:8000/api/v3/search/movie?language=en&api_key=<redacted>&query=heat&page=1 -> 201 in "))
        #expect(line.contains(" ms; endpoint: TestAPI.search; headers: "))
        #expect(line.contains("Authorization: <redacted>"))
        #expect(line.contains("Cookie: <redacted>"))
        #expect(line.contains("X-Api-Key: <redacted>"))
        #expect(line.contains("Accept: application/json"))
        for secret in ["tok3n", "k3y", "h3ader", "session=abc"] {
            #expect(!line.contains(secret), "\(secret) leaked: \(line)")
        }
    }

    /// Names to redact are matched in any case, fields that are no credential included: the test above names
    /// `API_KEY`, which is redacted as a credential anyway.
    @Test func aNameToRedactGivenInCapitalsIsRedacted() async throws {
        let lines = EventLog()
        let logger = LoggingMiddleware(redacting: ["X-Session", "Session_ID"], sink: { lines.append($0) })
        let client = makeClient(
            StubTransport(responding: .json("{}")),
            sharedQuery: [QueryItem("session_id", "q5ecret")],
            sharedHeaders: [HTTPHeader(name: "X-Session", value: "h5ecret")],
            middleware: [logger]
        )
        try await client.send(TestAPI.search(query: "heat"))
        let line = try #require(lines.all.first)
        #expect(line.contains("session_id=<redacted>") && line.contains("X-Session: <redacted>"), "\(line)")
        #expect(!line.contains("h5ecret") && !line.contains("q5ecret"), "\(line)")
    }

    @Test func listsHeadersSortedByLowercasedName() async throws {
        // Sorted as written, `X-Y` would come before `X-_A`: `Y` is before `_` in ASCII, `y` after it. (Linux's
        // Foundation capitalizes each word of a header name, so the names are written that way.)
        let lines = EventLog()
        let client = makeClient(
            StubTransport(responding: .json("{}")),
            sharedHeaders: [HTTPHeader(name: "X-Y", value: "2"), HTTPHeader(name: "X-_A", value: "1 k3y")],
            credentials: [.apiKey(name: "key", value: "k3y", location: .query)],
            middleware: [LoggingMiddleware(sink: { lines.append($0) })]
        )
        try await client.send(TestAPI.delete(id: 9))
        let line = try #require(lines.all.first)
        #expect(line.hasPrefix("DELETE http://127.0.0.1:8000/api/v3/list/9?key=<redacted> -> 200 in "))
        #expect(line.hasSuffix(" ms; endpoint: TestAPI.delete; headers: Accept: application/json, X-_A: 1 <redacted>, X-Y: 2"))
    }

    @Test func ordersNamesThatShareTheirFirstBytesOrBeginOneAnother() async throws {
        // The first eight bytes of these names are alike, or one name is the start of another: the order beyond
        // them is still that of the lowercased names.
        let lines = EventLog()
        let names = ["X-Custom-b", "X-Custom-A", "X-Rate-Limit", "X-Rate", "X-Custom-", "x-custom-c"]
        let client = makeClient(
            StubTransport(responding: .json("{}")),
            sharedHeaders: names.map { HTTPHeader(name: $0, value: "1") },
            middleware: [LoggingMiddleware(sink: { lines.append($0) })]
        )
        try await client.send(TestAPI.delete(id: 9))
        let request = try await client.urlRequest(for: TestAPI.delete(id: 9))
        let stored = (request.allHTTPHeaderFields ?? [:]).keys.sorted { $0.lowercased() < $1.lowercased() }
        let line = try #require(lines.all.first)
        #expect(line.hasSuffix("; headers: " + stored.map { "\($0): " + (request.value(forHTTPHeaderField: $0) ?? "") }.joined(separator: ", ")))
        #expect(stored.map { $0.lowercased() } == ["accept", "x-custom-", "x-custom-a", "x-custom-b", "x-custom-c", "x-rate", "x-rate-limit"])
    }

    @Test func namesAGeneratedEndpointByTheCaseNameItStates() async throws {
        let lines = EventLog()
        let client = makeClient(StubTransport(responding: .json("{}")), middleware: [LoggingMiddleware(sink: { lines.append($0) })])
        try await client.send(StatedCase.original)
        #expect(try #require(lines.all.first).contains(" ms; endpoint: StatedCase.stated; headers: "))
    }

    @Test func logsFailuresAndRethrows() async {
        let lines = EventLog()
        let client = makeClient(
            StubTransport { _ in throw URLError(.timedOut) },
            middleware: [LoggingMiddleware(sink: { lines.append($0) })]
        )
        let error = await endpointError { try await client.send(TestAPI.delete(id: 9)) }
        guard case .timedOut? = error else {
            Issue.record("expected .timedOut, got \(String(describing: error))")
            return
        }
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.hasPrefix("DELETE http://127.0.0.1:8000/api/v3/list/9 -> failed (") == true)
    }

    @Test func redactsTheClientsCredentialsAndURLUserInfoWithoutBeingTold() async throws {
        let lines = EventLog()
        let client = APIClient(
            configuration: .init(
                server: Server(baseURL: "http://user:pa55word@127.0.0.1:8000/api/v3"),
                credentials: [
                    .token(header: "X-Session", scheme: nil, provider: .constant("s3ssion")),
                    .apiKey(name: "key", value: "k3y", location: .query),
                    .apiKey(name: "X-Key", value: "h3ader", location: .header),
                ],
                middleware: [LoggingMiddleware(sink: { lines.append($0) })]
            ),
            transport: StubTransport { request in
                // A transport error that quotes the URL, as URLSession's do.
                throw EndpointError.transport("failed: \(request.url?.absoluteString ?? "")")
            }
        )
        let error = await endpointError { try await client.send(TestAPI.search(query: "heat")) }
        let line = try #require(lines.all.first)
        #expect(line.hasPrefix("GET http://<redacted>@127.0.0.1:8000/api/v3/search/movie?key=<redacted>&query=heat&page=1 -> failed ("))
        #expect(line.contains("X-Session: <redacted>") && line.contains("X-Key: <redacted>"))
        let texts = [line, String(describing: error), error?.localizedDescription ?? ""]
        for secret in ["pa55word", "s3ssion", "k3y", "h3ader"] {
            for text in texts {
                #expect(!text.contains(secret), "\(secret) leaked: \(text)")
            }
        }
    }
}

/// A generated endpoint whose stated case name differs from the case's declared name.
private enum StatedCase: GeneratedEndpoint {
    case original

    var requestParts: RequestParts { RequestParts(method: .get, path: "/") }
    var caseName: String { "stated" }
}
