import EndpointKit
import Foundation
import Testing

/// An endpoint the API serves elsewhere (its own `server`, as an OpenAPI operation's `servers` make it): the client
/// is on httpbin (127.0.0.1) and the endpoint's server is origin.py (127.0.0.2), which reports what it received.
@Suite(.requiresHTTPBin) struct EndpointServerEndToEndTests {
    struct Upload: Endpoint {
        var server: Server?
        var method: HTTPMethod { .post }
        var path: String { "/anything/files" }
        var query: [QueryItem] { [QueryItem("name", "a b")] }
    }

    /// What httpbin's `/anything` reports.
    struct AnythingEcho: Decodable {
        var url: String
    }

    static func client(usesEndpointServers: Bool) async throws -> APIClient {
        APIClient(
            configuration: .init(
                server: Server(baseURL: try await TestServer.baseURL()),
                sharedQuery: [QueryItem("lang", "en")],
                credentials: [.apiKey(name: "X-Api-Key", value: "key-1", location: .header)],
                timeout: 10,
                usesEndpointServers: usesEndpointServers
            ),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    @Test func anEndpointServedElsewhereReachesItsServerWithTheClientsQueryAndCredentials() async throws {
        let upload = Upload(server: Server(name: "uploads", baseURL: try await OriginServer.baseURL()))
        let echo = try await Self.client(usesEndpointServers: true).send(upload, decoding: OriginEcho.self)
        #expect(echo.path == "/anything/files")
        #expect(echo.query == "lang=en&name=a%20b")
        #expect(echo.headers.first { $0.key.lowercased() == "x-api-key" }?.value == "key-1")
    }

    @Test func aClientThatFollowsNoEndpointServersSendsItToItsOwn() async throws {
        let upload = Upload(server: Server(name: "uploads", baseURL: try await OriginServer.baseURL()))
        let echo = try await Self.client(usesEndpointServers: false).send(upload, decoding: AnythingEcho.self)
        #expect(echo.url.hasPrefix(try await TestServer.baseURL() + "/anything/files?lang=en"), "\(echo.url)")
    }
}
