import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// A path parameter holding `/`, `?`, `#` or a space stays one path segment on the wire.
@Suite(.requiresHTTPBin) struct PathSegmentTests {
    @Test func reservedCharactersStayInOneSegment() async throws {
        let recorder = ResponseRecorder()
        let client = try await TestServer.client(middleware: [recorder])
        let echo = try await client.anything(segment: "a/b?c#d e", q: "after", page: 7)

        // httpbin rebuilds `url` from the decoded path, so `%2F` shows there as `/`; `?`, `#` and the space
        // must still be encoded inside the path rather than start the query or a fragment.
        let echoedPath = try #require(echo.url.split(separator: "?", maxSplits: 1).first)
        #expect(echoedPath.hasSuffix("/anything/a/b%3Fc%23d%20e"))
        #expect(echo.args == ["client": "endpointkit", "q": "after", "page": "7", "exact": "false"])

        // The request target as gunicorn received it (serve.py echoes it) keeps `%2F`: one segment.
        let target = try #require(recorder.lastHeader("X-Raw-Request-Target"))
        #expect(target.hasPrefix("/anything/a%2Fb%3Fc%23d%20e?"))
    }

    @Test(arguments: [(".", "%2E"), ("..", "%2E%2E"), ("...", "..."), (".a", ".a")])
    func aValueOfDotsIsNoDotSegment(value: String, sent: String) async throws {
        // As it is, `..` is a dot segment that the URL stack removes: `/anything/..` went out as `/`.
        let recorder = ResponseRecorder()
        let client = try await TestServer.client(middleware: [recorder])
        _ = try await client.anything(segment: value, q: "x")
        let target = try #require(recorder.lastHeader("X-Raw-Request-Target"))
        #expect(target.hasPrefix("/anything/\(sent)?"), "\(target)")
    }

    @Test func nonASCIISegmentIsPercentEncodedUTF8() async throws {
        let recorder = ResponseRecorder()
        let client = try await TestServer.client(middleware: [recorder])
        _ = try await client.anything(segment: "é 日本", q: "x")
        let target = try #require(recorder.lastHeader("X-Raw-Request-Target"))
        #expect(target.hasPrefix("/anything/%C3%A9%20%E6%97%A5%E6%9C%AC?"))
    }
}

/// Keeps the header fields of the last response that passed through it.
final class ResponseRecorder: Middleware {
    private let headers = Mutex<[String: String]>([:])

    func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await next(request)
        var fields: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields {
            fields[name.lowercased()] = value
        }
        headers.withLock { $0 = fields }
        return (data, response)
    }

    /// The value of header `name` (case-insensitive) of the last response.
    func lastHeader(_ name: String) -> String? {
        headers.withLock { $0[name.lowercased()] }
    }
}
