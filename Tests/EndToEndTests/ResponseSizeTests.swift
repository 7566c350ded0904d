import EndpointKit
import Foundation
import Testing

/// A body over the client's maximum response size fails with `.responseTooLarge`; downloads are exempt.
@Suite(.requiresHTTPBin) struct ResponseSizeTests {
    static let limit = 1_000_000

    static func client() async throws -> APIClient {
        APIClient(
            configuration: .init(server: Server(baseURL: try await OriginServer.baseURL()), timeout: 20, maximumResponseSize: limit),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    static func big(_ bytes: Int, chunked: Bool = false) -> Fetch {
        Fetch("/big", query: [QueryItem("bytes", "\(bytes)")] + (chunked ? [QueryItem("chunked", "1")] : []))
    }

    @Test(arguments: [false, true])
    func aBodyOverTheLimitFailsTyped(chunked: Bool) async throws {
        // Without Content-Length (chunked) the limit is noticed while reading, with it before.
        let client = try await Self.client()
        let error = await endpointError { _ = try await client.data(for: Self.big(Self.limit * 8, chunked: chunked)) }
        guard case .responseTooLarge(let limit)? = error else {
            Issue.record("expected .responseTooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == Self.limit)
    }

    /// A HEAD, or a declared 304, of a resource over the limit: its Content-Length is the size of what a GET would send
    /// (RFC 9110 §8.6), and there is no body. Both failed with `.responseTooLarge`, so a download's size could not be asked.
    @Test func aResponseWithoutABodyIsNotMeasuredByItsLength() async throws {
        struct Head: Endpoint {
            var method: HTTPMethod { .head }
            var path: String { "/big" }
            var query: [QueryItem] { [QueryItem("bytes", "\(ResponseSizeTests.limit * 8)")] }
        }
        let client = try await Self.client()
        let length = try await client.send(Head()) { response in response.headers["Content-Length"] }
        #expect(length == "\(Self.limit * 8)")
        let status = try await client.send(Fetch("/not-modified", query: [QueryItem("bytes", "\(Self.limit * 8)")]), accepting: [304]) { $0.statusCode }
        #expect(status == 304)
    }

    @Test func aBodyAtTheLimitIsRead() async throws {
        let body = try await Self.client().data(for: Self.big(Self.limit, chunked: true))
        #expect(body.count == Self.limit)
    }

    @Test func aDownloadIsExempt() async throws {
        let file = scratchFile()
        defer { try? FileManager.default.removeItem(at: file) }
        try await Self.client().download(Self.big(Self.limit * 2), to: file)
        let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
        #expect(size == Self.limit * 2)
    }
}
