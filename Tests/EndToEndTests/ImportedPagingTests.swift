import EndpointKit
import Foundation
import Testing

/// Lists `relay.yaml` declares as real documents do, paged by the client the build plugin generates from it.
@Suite(.requiresHTTPBin) struct ImportedPagingTests {
    /// A list declared as GitHub declares its lists (`relayItems`): a `Link` header and a `304 Not Modified` beside the
    /// `200`. 48 of GitHub's lists had no paged method for the 304.
    @Test func aListThatMayAnswerNotModifiedIsPagedByItsLinks() async throws {
        let client = RelayClient(
            server: Server(name: "serve.py", baseURL: try await TestServer.baseURL()),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
        var ids: [String] = []
        for try await item in client.relayItemsPages(size: 3).items { ids.append(item.id) }
        #expect(ids == (1...7).map { "item\($0)" })
    }

    /// A JSON:API collection (`relayDocuments`): every page is asked for in `application/vnd.api+json`, which serve.py
    /// answers 406 without, and the next is at the URL of the page's `links.next`.
    @Test func aJSONAPICollectionIsPagedByTheLinksInItsBody() async throws {
        let client = RelayClient(
            server: Server(name: "serve.py", baseURL: try await TestServer.baseURL()),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
        var pages: [[String]] = []
        for try await page in client.relayDocumentsPages(pageSize: 3).pages { pages.append(page.items.map(\.id)) }
        #expect(pages == [["item1", "item2", "item3"], ["item4", "item5", "item6"], ["item7"]])
    }
}
