import EndpointKit
import Foundation
import Testing

/// A list an OpenAPI document declares as GitHub declares its lists (`relay.yaml`'s `relayItems`): a `Link` header and
/// a `304 Not Modified` beside the `200`. 48 of GitHub's lists had no paged method for the 304.
@Suite(.requiresHTTPBin) struct ImportedPagingTests {
    @Test func aListThatMayAnswerNotModifiedIsPagedByItsLinks() async throws {
        let client = RelayClient(
            server: Server(name: "serve.py", baseURL: try await TestServer.baseURL()),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
        var ids: [String] = []
        for try await item in client.relayItemsPages(size: 3).items { ids.append(item.id) }
        #expect(ids == (1...7).map { "item\($0)" })
    }
}
