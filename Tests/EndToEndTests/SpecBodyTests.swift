import EndpointKit
import Foundation
import Testing

/// Multipart and raw-data bodies declared in the spec, sent by the generated client to the real server.
@Suite(.requiresHTTPBin) struct SpecBodyTests {
    @Test func multipartFieldsAndFilesArriveAsDeclared() async throws {
        let file = scratchFile("spec-body-\(UUID().uuidString).txt")
        try Data("from disk".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let echo = try await TestServer.client().postMultipart(
            title: "Hello & bye", count: 3, tags: ["solo"],
            attachment: MultipartFile(data: Data("in memory".utf8), filename: "a.txt", contentType: "text/plain"),
            extra: MultipartFile(fileURL: file, contentType: "text/plain")
        )
        #expect(echo.form == ["title": "Hello & bye", "count": "3", "tags": "solo"])
        #expect(echo.files == ["attachment": "in memory", "extra": "from disk"])
        #expect(echo.headers["Content-Type"]?.hasPrefix("multipart/form-data; boundary=") == true)
    }

    @Test func absentOptionalPartsAreLeftOut() async throws {
        let echo = try await TestServer.client().postMultipart(
            title: "only", attachment: MultipartFile(data: Data([0x41]), filename: "b.bin")
        )
        #expect(echo.form == ["title": "only"])
        #expect(echo.files == ["attachment": "A"])
    }

    @Test func rawDataIsSentWithItsContentType() async throws {
        let echo = try await TestServer.client().postData(Data("raw bytes ✓".utf8))
        #expect(echo.data == "raw bytes ✓")
        #expect(echo.headers["Content-Type"] == "text/plain; charset=utf-8")
    }
}
