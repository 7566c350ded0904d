import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The client's calls throw only `EndpointError`, and say so in their types: each line below compiles only
/// while the call is declared `throws(EndpointError)`.
@Suite struct TypedThrowsTests {
    @Test func everyCallOfTheClientThrowsEndpointError() {
        let client = makeClient(StubTransport(responding: .status(200)))
        let _: (CallsAPI, Item.Type) async throws(EndpointError) -> Item = client.send(_:decoding:)
        let _: (CallsAPI) async throws(EndpointError) -> Void = client.send(_:)
        let _: (CallsAPI) async throws(EndpointError) -> Data = client.data(for:)
        let _: (CallsAPI) async throws(EndpointError) -> URLRequest = client.urlRequest(for:)
        let _: (CallsAPI, URL, @escaping ProgressHandler) async throws(EndpointError) -> HTTPURLResponse = client.download(_:to:progress:)
        let _: (CallsAPI, URL, String, @escaping ProgressHandler) async throws(EndpointError) -> Data = client.upload(_:fromFile:contentType:progress:)
        let _: (CallsAPI, @escaping ProgressHandler) async throws(EndpointError) -> Data = client.upload(_:progress:)
        let _: (CallsAPI, Set<Int>, [ResponseStatus: any (Decodable & Sendable).Type], (ReceivedResponse) throws(EndpointError) -> Int)
            async throws(EndpointError) -> Int = client.send(_:accepting:errors:decode:)
        let _: (TestAPI) throws(EndpointError) -> URLRequest = RequestBuilder(server: testServer).makeRequest(for:)
    }

    @Test func pagesThrowEndpointError() {
        func nextPage(_ pages: inout PageSequence<Item>.Iterator) async throws(EndpointError) -> Page<Item>? {
            try await pages.next()
        }
        func nextItem(_ items: inout PagedItems<Item>.Iterator) async throws(EndpointError) -> Item? {
            try await items.next()
        }
        _ = (nextPage, nextItem)
    }
}
