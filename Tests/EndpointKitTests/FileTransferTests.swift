@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct FileTransferTests {
    @Test func downloadWritesTheBodyAndReportsProgress() async throws {
        let body = Data((0..<1000).map { UInt8($0 % 251) })
        let transport = StubTransport(responding: StubResponse(body: body))
        let destination = temporaryFile()
        defer { try? FileManager.default.removeItem(at: destination) }
        try Data("old".utf8).write(to: destination)
        let reports = Locked<[TransferProgress]>([])
        let response = try await makeClient(transport).download(CallsAPI.file, to: destination) { progress in
            reports.withLock { $0.append(progress) }
        }
        #expect(response.statusCode == 200)
        #expect(try Data(contentsOf: destination) == body)
        #expect(reports.withLock { $0.last } == TransferProgress(completedBytes: 1000, totalBytes: 1000))
        #expect(reports.withLock { $0.last?.fractionCompleted } == 1)
    }

    /// An upload reports the bytes sent so far against the total to send, as the session counts them.
    @Test func anUploadReportsTheBytesSentSoFar() {
        let reports = Locked<[TransferProgress]>([])
        let delegate = FileTransferDelegate(progress: { progress in reports.withLock { $0.append(progress) } }, safety: RequestSafety.current,
                                            jar: CookieJar(.ephemeral), bodyToFile: false)
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: URL(string: "http://127.0.0.1:9/upload")!)
        for sent in [65_536, 131_072, 200_000] as [Int64] {
            delegate.urlSession(session, task: task, didSendBodyData: 65_536, totalBytesSent: sent, totalBytesExpectedToSend: 200_000)
        }
        #expect(reports.withLock { $0 } == [65_536, 131_072, 200_000].map { TransferProgress(completedBytes: $0, totalBytes: 200_000) })
    }

    /// A server may send more than its Content-Length said, or less: a progress bar still ends at 1 and never runs
    /// backwards past 0.
    @Test func theFractionCompletedStaysWithinZeroAndOne() {
        #expect(TransferProgress(completedBytes: 150, totalBytes: 100).fractionCompleted == 1)
        #expect(TransferProgress(completedBytes: 25, totalBytes: 100).fractionCompleted == 0.25)
        #expect(TransferProgress(completedBytes: -5, totalBytes: 100).fractionCompleted == 0)
        #expect(TransferProgress(completedBytes: 5, totalBytes: 0).fractionCompleted == nil)
        #expect(TransferProgress(completedBytes: 5, totalBytes: nil).fractionCompleted == nil)
    }

    @Test func failedDownloadThrowsHTTPAndLeavesTheDestinationAlone() async throws {
        let transport = StubTransport(responding: .text("<html>nope</html>", status: 404, contentType: "text/html"))
        let destination = temporaryFile()
        defer { try? FileManager.default.removeItem(at: destination) }
        let error = await endpointError { try await makeClient(transport).download(CallsAPI.file, to: destination) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 404)
        #expect(failure.body == Data("<html>nope</html>".utf8))
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    /// A proxy's error page for a download is read into memory for the error, as a stream's is: its first MiB only.
    @Test func aFailedDownloadsErrorBodyIsReadUpToAMebibyte() async throws {
        let page = Data(repeating: UInt8(ascii: "x"), count: 3 << 20)
        let transport = StubTransport(responding: StubResponse(status: 502, headers: ["Content-Type": "text/html"], body: page))
        let error = await endpointError { try await makeClient(transport).download(CallsAPI.file, to: temporaryFile()) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 502)
        #expect(failure.body.count == 1 << 20)
    }

    @Test func transferErrorsMapLikeSend() async {
        let transport = StubTransport(routes: [StubRoute(CallsAPI.file, .failure(URLError(.notConnectedToInternet)))])
        let error = await endpointError { try await makeClient(transport).download(CallsAPI.file, to: temporaryFile()) }
        guard case .noConnection? = error else {
            Issue.record("expected .noConnection, got \(String(describing: error))")
            return
        }
    }

    @Test func multipartUploadStreamsTheFormThroughAFile() async throws {
        var form = MultipartForm(boundary: "xyz")
        form.addField("a", "1")
        let transport = StubTransport(responding: .json(#"{"ok":true}"#))
        let reports = Locked<[TransferProgress]>([])
        let data = try await makeClient(transport).upload(CallsAPI.multipart(form)) { p in reports.withLock { $0.append(p) } }
        #expect(data == Data(#"{"ok":true}"#.utf8))
        let request = try #require(transport.recordedRequests.first)
        let expected = "--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--xyz--\r\n"
        #expect(request.httpBody == Data(expected.utf8))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=xyz")
        #expect(request.httpMethod == "POST")
        #expect(reports.withLock { $0.last?.completedBytes } == Int64(expected.utf8.count))
    }

    @Test func uploadFromFileSetsContentTypeAndMapsStatus() async throws {
        let source = temporaryFile()
        defer { try? FileManager.default.removeItem(at: source) }
        try Data("payload".utf8).write(to: source)
        let transport = StubTransport { _ in .status(500) }
        let error = await endpointError {
            _ = try await makeClient(transport).upload(CallsAPI.file, fromFile: source, contentType: "text/plain")
        }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 500)
        #expect(transport.recordedRequests.first?.httpBody == Data("payload".utf8))
        #expect(transport.recordedRequests.first?.value(forHTTPHeaderField: "Content-Type") == "text/plain")
    }

    @Test func nonFileTransportIsATransportError() async {
        struct Plain: Transport {
            func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) { throw URLError(.badURL) }
        }
        let client = APIClient(configuration: .init(server: testServer), transport: Plain())
        let error = await endpointError { try await client.download(CallsAPI.file, to: temporaryFile()) }
        guard case .transport? = error else {
            Issue.record("expected .transport, got \(String(describing: error))")
            return
        }
    }
}
