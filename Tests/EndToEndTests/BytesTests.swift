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

    /// Bytes declared in several media types are one method asking for all of them: httpbin's `/image` answers JPEG to
    /// `image/png, image/jpeg`, which a method asking for PNG alone refused (TiTiler's tile in the format
    /// its path names).
    @Test func bytesInAnyDeclaredFormatAreTaken() async throws {
        let image = try await TestServer.client().media.tile()
        #expect(image.starts(with: [0xFF, 0xD8, 0xFF]), "\(image.prefix(4).map { String($0, radix: 16) })")
    }
}
