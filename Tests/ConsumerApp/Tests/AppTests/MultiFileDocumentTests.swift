import EndpointKit
import EndpointKitTesting
import Foundation
import Testing
import StoreNetworking

/// The client the plugin generates from `store.yaml`, whose paths, parameters, responses and schemas live in other files.
@Suite struct MultiFileDocumentTests {
    @Test func aPathItemFromAnotherFileSendsItsSharedParameters() async throws {
        let transport = StubTransport { _ in .json(#"{"items": [], "next": "p2"}"#) }
        let page = try await StoreClient(apiKey: "key-1", transport: transport).products.listProducts(limit: 5, category: ["tea", "cups"])
        #expect(page.next == "p2")
        let request = try #require(transport.recordedRequests.first)
        #expect(request.url?.absoluteString == "https://store.example.com/v1/products?limit=5&category=tea,cups")
        #expect(request.value(forHTTPHeaderField: "X-Store-Key") == "key-1")
    }

    @Test func schemasOfOtherFilesDecodeIncludingTheCycleBetweenTwoFiles() async throws {
        let tree = #"[{"id": "c1", "name": "Tea", "subcategories": [{"id": "s1", "name": "Green", "parentId": "c1", "categories": [{"id": "c2", "name": "Sencha"}]}]}]"#
        let categories = try await StoreClient(apiKey: "key-1", transport: StubTransport { _ in .json(tree) }).catalog.listCategories()
        #expect(categories.first?.namesInTree == ["Tea", "Green", "Sencha"])
    }

    @Test func theErrorSchemaOfAnotherFileIsTheAPIsErrorBody() async throws {
        let transport = StubTransport { _ in .json(#"{"code": "not_found", "message": "No such product"}"#, status: 404) }
        await #expect {
            _ = try await StoreClient(apiKey: "key-1", transport: transport).products.getProduct(productId: "p9")
        } throws: { error in
            guard case EndpointError.http(let failure) = error else { return false }
            return failure.statusCode == 404 && failure.message == "No such product"
        }
    }

    @Test func aRootComponentNamingAnotherFilesSchemaGivesItThatName() {
        let product = Product(id: "p1", name: "Pot", price: Money(amount: 1200, currency: "EUR"), category: Category(id: "c1", name: "Tea"))
        #expect(product.price.currency == "EUR")
    }
}
