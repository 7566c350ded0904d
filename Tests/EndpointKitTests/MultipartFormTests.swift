import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct MultipartFormTests {
    private static let expected = "--B0undary\r\n"
        + "Content-Disposition: form-data; name=\"title\"\r\n"
        + "\r\n"
        + "Hello wörld\r\n"
        + "--B0undary\r\n"
        + "Content-Disposition: form-data; name=\"doc\"; filename=\"a.txt\"\r\n"
        + "Content-Type: text/plain\r\n"
        + "\r\n"
        + "line1\nline2\r\n"
        + "--B0undary\r\n"
        + "Content-Disposition: form-data; name=\"disk\"; filename=\"on-disk.bin\"\r\n"
        + "Content-Type: application/octet-stream\r\n"
        + "\r\n"
        + "DISK\r\n"
        + "--B0undary--\r\n"

    private func form(fileURL: URL) -> MultipartForm {
        var form = MultipartForm(boundary: "B0undary")
        form.addField("title", "Hello wörld")
        form.addFile("doc", filename: "a.txt", contentType: "text/plain", data: Data("line1\nline2".utf8))
        form.addFile("disk", fileURL: fileURL)
        return form
    }

    private func diskFile() throws -> URL {
        // A fresh directory per call: the tests run in parallel.
        let directory = temporaryFile()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("on-disk.bin")
        try Data("DISK".utf8).write(to: url)
        return url
    }

    @Test func exactBytesInMemoryAndStreamedToFile() throws {
        let source = try diskFile()
        defer { try? FileManager.default.removeItem(at: source.deletingLastPathComponent()) }
        // the default filename is the URL's last path component
        let form = form(fileURL: source)
        #expect(String(decoding: try form.encodedData(), as: UTF8.self) == Self.expected)

        let output = temporaryFile()
        defer { try? FileManager.default.removeItem(at: output) }
        try form.write(to: output)
        #expect(try Data(contentsOf: output) == Data(Self.expected.utf8))
    }

    @Test func requestBuilderSetsContentTypeAndBody() throws {
        let source = try diskFile()
        defer { try? FileManager.default.removeItem(at: source.deletingLastPathComponent()) }
        let request = try RequestBuilder(server: testServer).makeRequest(for: CallsAPI.multipart(form(fileURL: source)))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=B0undary")
        #expect(request.httpBody == Data(Self.expected.utf8))
        #expect(request.httpMethod == "POST")
    }

    @Test func quotesAndLineBreaksInNamesAreEscaped() throws {
        var form = MultipartForm(boundary: "b")
        form.addFile("a\"b", filename: "x\r\ny.txt", contentType: "text/plain", data: Data())
        let text = String(decoding: try form.encodedData(), as: UTF8.self)
        #expect(text.contains(#"name="a%22b"; filename="x%0D%0Ay.txt""#))
    }

    @Test func randomBoundariesDifferAndAreValid() throws {
        let first = MultipartForm(), second = MultipartForm()
        #expect(first.boundary != second.boundary)
        #expect(first.boundary.count <= 70)
        #expect(first.contentType == "multipart/form-data; boundary=\(first.boundary)")
        #expect(String(decoding: try first.encodedData(), as: UTF8.self) == "--\(first.boundary)--\r\n")
    }

    /// RFC 2046's boundary: 1 to 70 characters of its set, not ending with a space; an app's own is checked.
    @Test func aBoundaryOfOneToSeventyCharactersOfItsSetIsTakenAndAnyOtherRefused() throws {
        for boundary in ["a", String(repeating: "b", count: 70), "A'()+_,-./:=? Z"] {
            #expect(String(decoding: try MultipartForm(boundary: boundary).encodedData(), as: UTF8.self) == "--\(boundary)--\r\n")
        }
        for boundary in ["", String(repeating: "b", count: 71), "ends ", "semi;colon", "quote\""] {
            #expect(throws: EndpointError.self, "\(boundary)") { try MultipartForm(boundary: boundary).encodedData() }
        }
    }

    private struct Strategy: Encodable, Sendable {
        var type = "server_vad"
        var at = Date(timeIntervalSince1970: 0)
    }

    private struct Unencodable: Encodable, Sendable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(1, .init(codingPath: [], debugDescription: "no"))
        }
    }

    @Test func valuesAreTextOrJSONPartsAsOpenAPISendsThem() throws {
        // A string as its text, a number or boolean as written, an object, array or null as application/json.
        var form = MultipartForm(boundary: "b")
        form.addValue("model", "whisper-1")
        form.addValue("count", 3)
        form.addValue("strategy", Strategy())
        form.addValue("list", ["a", "b"])
        form.addValue("note", Int?.none)
        let expected = "--b\r\nContent-Disposition: form-data; name=\"model\"\r\n\r\nwhisper-1\r\n"
            + "--b\r\nContent-Disposition: form-data; name=\"count\"\r\n\r\n3\r\n"
            + "--b\r\nContent-Disposition: form-data; name=\"strategy\"\r\nContent-Type: application/json\r\n\r\n{\"at\":\"1970-01-01T00:00:00Z\",\"type\":\"server_vad\"}\r\n"
            + "--b\r\nContent-Disposition: form-data; name=\"list\"\r\nContent-Type: application/json\r\n\r\n[\"a\",\"b\"]\r\n"
            + "--b\r\nContent-Disposition: form-data; name=\"note\"\r\nContent-Type: application/json\r\n\r\nnull\r\n"
            + "--b--\r\n"
        #expect(String(decoding: try form.encodedData(), as: UTF8.self) == expected)
        // The client's encoder: its date coding.
        let seconds = String(decoding: try form.encodedData(encoder: DateCoding.secondsSince1970.makeEncoder()), as: UTF8.self)
        #expect(seconds.contains("{\"at\":0,\"type\":\"server_vad\"}"))
        let output = temporaryFile()
        defer { try? FileManager.default.removeItem(at: output) }
        try form.write(to: output)
        #expect(try Data(contentsOf: output) == Data(expected.utf8))
    }

    @Test func aPartIsSentAsItsDeclaredTypeUnlessTheFileNamesItsOwn() throws {
        // An Encoding Object's `image/png` and `text/csv` were dropped: the file went as
        // application/octet-stream and the CSV as a plain text part.
        var form = MultipartForm(boundary: "B0undary")
        form.addFile("plain", MultipartFile(data: Data("P".utf8), filename: "p.png"), contentType: "image/png")
        form.addFile("own", MultipartFile(data: Data("J".utf8), filename: "j.jpg", contentType: "image/jpeg"), contentType: "image/png")
        form.addFile("undeclared", MultipartFile(data: Data("U".utf8), filename: "u.bin"))
        form.addField("rows", "a,b", contentType: "text/csv")
        func part(_ name: String, _ filename: String?, _ type: String, _ content: String) -> String {
            "--B0undary\r\nContent-Disposition: form-data; name=\"\(name)\"" + (filename.map { "; filename=\"\($0)\"" } ?? "")
                + "\r\nContent-Type: \(type)\r\n\r\n\(content)\r\n"
        }
        let expected = part("plain", "p.png", "image/png", "P") + part("own", "j.jpg", "image/jpeg", "J")
            + part("undeclared", "u.bin", "application/octet-stream", "U") + part("rows", nil, "text/csv", "a,b") + "--B0undary--\r\n"
        #expect(String(decoding: try form.encodedData(), as: UTF8.self) == expected)
        // A type set on the file is its own too.
        var file = MultipartFile(data: Data(), filename: "x")
        file.contentType = "application/octet-stream"
        #expect(file.contentType == "application/octet-stream")
        form = MultipartForm(boundary: "B0undary")
        form.addFile("set", file, contentType: "image/png")
        #expect(form.parts.first?.contentType == "application/octet-stream")
    }

    @Test func aPartContentTypeThatBreaksItsLineIsAnInvalidRequest() {
        for contentType in ["text/plain\r\nX-Injected: 1", "text/plain\nX: 1", "text/plain\rX: 1", "text/plain\u{0}"] {
            var form = MultipartForm(boundary: "b")
            form.addFile("cover", filename: "c.txt", contentType: contentType, data: Data("x".utf8))
            do {
                _ = try form.encodedData()
                Issue.record("expected a failure for \(contentType.debugDescription)")
            } catch {
                guard case .invalidRequest(.invalidHeader(name: "Content-Type")) = error else {
                    Issue.record("\(contentType.debugDescription): got \(error)")
                    continue
                }
            }
        }
    }

    @Test func aValueThatCannotBeEncodedIsAnInvalidRequest() {
        var form = MultipartForm(boundary: "b")
        form.addValue("bad", Unencodable())
        do {
            _ = try form.encodedData()
            Issue.record("expected a failure")
        } catch {
            guard case .invalidRequest(.bodyEncodingFailed(let detail)) = error else { Issue.record("got \(error)"); return }
            #expect(detail.hasPrefix("multipart field 'bad':"))
        }
    }

    @Test func invalidBoundaryAndMissingFileAreInvalidRequests() {
        var bad = MultipartForm(boundary: "has\r\nbreak")
        bad.addField("a", "b")
        #expect(throws: EndpointError.self) { try bad.encodedData() }

        var missing = MultipartForm(boundary: "b")
        missing.addFile("f", fileURL: URL(fileURLWithPath: "/nonexistent/EndpointKit/file"))
        do {
            _ = try missing.encodedData()
            Issue.record("expected a failure")
        } catch {
            guard case .invalidRequest(.bodyEncodingFailed(let detail)) = error else {
                Issue.record("expected .bodyEncodingFailed, got \(error)")
                return
            }
            #expect(detail.contains("/nonexistent/EndpointKit/file"))
        }
    }
}
