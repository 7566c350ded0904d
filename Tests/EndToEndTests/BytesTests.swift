import EndpointKit
import Foundation
import Testing

/// A binary body comes back byte for byte.
@Suite(.requiresHTTPBin) struct BytesTests {
    @Test(arguments: [0, 1, 1024, 100_000])
    func bytesArriveInFull(_ count: Int) async throws {
        let data = try await TestServer.client().dynamic.bytes(count: count)
        #expect(data.count == count)
    }
}
