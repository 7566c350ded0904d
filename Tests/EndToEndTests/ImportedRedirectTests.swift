import EndpointKit
import Foundation
import Testing

/// Redirects an OpenAPI document declares as FastAPI does (`relay.yaml`'s `relayRedirect` and `relayMoved`): the
/// status alone, or with JSON of any value. The redirect is the answer, so its `Location` must reach the app even
/// though the document does not declare it, and an empty body must not fail to decode: a redirect's body is optional.
@Suite(.requiresHTTPBin) struct ImportedRedirectTests {
    private func client() async throws -> RelayClient {
        RelayClient(
            server: Server(name: "serve.py", baseURL: try await TestServer.baseURL()),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    @Test func aRedirectWithoutDeclaredHeadersCarriesItsLocation() async throws {
        let found = try await client().relayRedirect(url: "/status/418")
        #expect(found.body == .found)
        #expect(found.headers.location?.description == "/status/418")
    }

    @Test func anEmptyBodyDeclaredAsAnyJSONIsAbsent() async throws {
        let moved = try await client().relayMoved()
        #expect(moved.body == .found(nil))
        #expect(moved.headers.location?.description == "/get")
    }
}
