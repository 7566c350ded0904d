import EndpointKit
import Foundation
import Testing

/// A multipart form with a text field and a file part from a file URL reaches httpbin intact.
@Suite(.requiresHTTPBin) struct MultipartUploadTests {
    private func form() throws -> (MultipartForm, URL) {
        let file = scratchFile()  // unique: the two tests run in parallel
        try Data("first line\nsecond line é".utf8).write(to: file)
        var form = MultipartForm()
        form.addField("title", "Hello & welcome = 100%")
        form.addFile("notes", fileURL: file, filename: "notes.txt", contentType: "text/plain")
        return (form, file)
    }

    @Test func inMemorySendEchoesFieldsAndFiles() async throws {
        let (form, file) = try form()
        defer { try? FileManager.default.removeItem(at: file) }
        let echo = try await TestServer.apiClient().send(HTTPBinExtras.post(.multipart(form)), decoding: HTTPBinEcho.self)
        #expect(echo.form == ["title": "Hello & welcome = 100%"])
        #expect(echo.files == ["notes": "first line\nsecond line é"])
        #expect(echo.headers?["Content-Type"] == form.contentType)
    }

    @Test func streamedUploadEchoesFieldsAndFilesWithProgress() async throws {
        let (form, file) = try form()
        defer { try? FileManager.default.removeItem(at: file) }
        let total = Int64(try form.encodedData().count)
        let progress = ProgressLog()
        let data = try await TestServer.apiClient().upload(HTTPBinExtras.post(.multipart(form)), progress: progress.record)
        let echo = try JSONDecoder().decode(HTTPBinEcho.self, from: data)
        #expect(echo.form == ["title": "Hello & welcome = 100%"])
        #expect(echo.files == ["notes": "first line\nsecond line é"])
        #expect(echo.headers?["Content-Type"] == form.contentType)
        #expect(echo.headers?["Content-Length"] == String(total))
        #expect(progress.last?.completedBytes == total, "progress: \(progress.all)")
    }
}
