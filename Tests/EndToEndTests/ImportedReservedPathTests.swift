import EndpointKit
import Foundation
import Testing

/// A path parameter with OpenAPI 3.2's `allowReserved` (`relay.yaml`'s `relayFile`), sent to httpbin's `/anything`,
/// which echoes the URL it received: the value fills several segments, its `/`, `:`, `@`, `;` and `=` as written.
@Suite(.requiresHTTPBin) struct ImportedReservedPathTests {
    @Test func theValueFillsSeveralSegmentsWithItsReservedCharactersAsWritten() async throws {
        let echo = try await ImportedEventStreamTests.client().relayFile(path: "docs/2026/q1:report@v2;lang=en")
        #expect(echo.url.hasSuffix("/anything/files/docs/2026/q1:report@v2;lang=en"), "\(echo.url)")
    }

    /// `?` and `#` would end the path, and a space is no URL character: encoded, the value stays in the path.
    @Test func whatWouldEndThePathIsStillEncoded() async throws {
        let echo = try await ImportedEventStreamTests.client().relayFile(path: "a b/c?d=1#e")
        #expect(echo.url.hasSuffix("/anything/files/a%20b/c%3Fd=1%23e"), "\(echo.url)")
    }
}
