import EndpointKit
import EndpointKitTesting
import Foundation
import Testing
@testable import AppNetworking

/// `catalog.endpoints.json` is over 32 KiB, so the build plugin declares and the generator writes it as several
/// files (`catalog.1.swift`, `catalog.2.swift`, …) with no configuration; a mismatch between the names declared and
/// the files written fails the build before this test runs. It has no groups, so its endpoints are one enum, and
/// models fill the other files.
@Suite struct SplitSpecTests {
    @Test func aSplitSpecsTypesWorkTogether() async throws {
        let transport = StubTransport { _ in .json(#"{"id": 59, "name": "Lamp", "price": 12.5}"#) }
        let client = CatalogClient(transport: transport)
        let item = try await client.item59(id: 59)
        #expect(item == Item59(id: 59, name: "Lamp", price: 12.5))
        #expect(transport.recordedRequests.first?.url?.absoluteString == "https://catalog.example.com/items59/59")
    }
}
