import EndpointKit
import Foundation
import Synchronization
import Testing

/// Collects progress reports from any thread.
final class ProgressLog: Sendable {
    private let reports = Mutex<[TransferProgress]>([])

    var record: ProgressHandler { { progress in self.reports.withLock { $0.append(progress) } } }
    var all: [TransferProgress] { reports.withLock { $0 } }
    var last: TransferProgress? { all.last }
}

/// Downloads to and uploads from files with progress, plus gzip and redirects, against httpbin.
@Suite(.requiresHTTPBin) struct TransferTests {
    @Test func downloadWritesTheFileAndProgressReachesTheTotal() async throws {
        let destination = scratchFile()
        defer { try? FileManager.default.removeItem(at: destination) }
        let progress = ProgressLog()
        let response = try await TestServer.apiClient().download(
            HTTPBinExtras.bytes(count: 102_400), to: destination, progress: progress.record
        )
        #expect(response.statusCode == 200)
        let size = try FileManager.default.attributesOfItem(atPath: destination.path)[.size] as? Int
        #expect(size == 102_400)
        #expect(!progress.all.isEmpty)
        #expect(progress.last?.completedBytes == 102_400, "progress: \(progress.all.suffix(3))")
        #expect(progress.last?.totalBytes == 102_400)
        let completed = progress.all.map(\.completedBytes)
        #expect(completed == completed.sorted(), "progress went backwards")
    }

    @Test func failedDownloadIsHTTPError() async throws {
        let destination = scratchFile()
        let error = await endpointError {
            try await TestServer.apiClient().download(HTTPBinExtras.status(418), to: destination)
        }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 418)
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    @Test func uploadFromFileArrivesWithProgress() async throws {
        let source = scratchFile()
        defer { try? FileManager.default.removeItem(at: source) }
        let payload = String(repeating: "0123456789abcdef", count: 65_536)  // 1 MiB
        try Data(payload.utf8).write(to: source)
        let progress = ProgressLog()
        let data = try await TestServer.apiClient().upload(
            HTTPBinExtras.post(), fromFile: source, contentType: "text/plain", progress: progress.record
        )
        let echo = try JSONDecoder().decode(HTTPBinEcho.self, from: data)
        #expect(echo.data == payload)
        #expect(echo.headers?["Content-Type"] == "text/plain")
        let total = Int64(payload.utf8.count)
        #expect(progress.last?.completedBytes == total, "progress: \(progress.all.suffix(3))")
        // The bytes sent so far, rising to the total. How many reports come before it is the platform's to decide: on
        // Linux, under load, the whole MiB was sent before the first, so no report below the total is asked for.
        let completed = progress.all.map(\.completedBytes)
        #expect(completed == completed.sorted(), "progress went backwards")
        #expect(progress.all.allSatisfy { $0.totalBytes == total })
    }

    /// An upload's answer is read into memory, and a 150 MB one was read whole past the client's limit.
    @Test func anUploadsAnswerPastTheSizeLimitIsRefused() async throws {
        let source = scratchFile()
        defer { try? FileManager.default.removeItem(at: source) }
        try Data(String(repeating: "0123456789abcdef", count: 4_096).utf8).write(to: source)  // 64 KiB, echoed back
        let client = APIClient(
            configuration: .init(server: Server(name: "httpbin", baseURL: try await TestServer.baseURL()), maximumResponseSize: 16_384),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
        let error = await endpointError { _ = try await client.upload(HTTPBinExtras.post(), fromFile: source, contentType: "text/plain") }
        guard case .responseTooLarge(let limit)? = error else {
            Issue.record("expected .responseTooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == 16_384)
        // A download's body goes to its file, whatever its size.
        let destination = scratchFile()
        defer { try? FileManager.default.removeItem(at: destination) }
        #expect(try await client.download(HTTPBinExtras.bytes(count: 102_400), to: destination).statusCode == 200)
    }

    @Test func gzipResponseIsDecoded() async throws {
        let echo = try await TestServer.apiClient().send(HTTPBinExtras.gzip, decoding: HTTPBinEcho.self)
        #expect(echo.gzipped == true)
    }

    @Test func redirectsAreFollowedToTheEnd() async throws {
        let echo = try await TestServer.apiClient().send(HTTPBinExtras.redirect(times: 2), decoding: HTTPBinEcho.self)
        let url = try #require(echo.url)
        #expect(url.hasSuffix("/get"), "ended at \(url)")
    }
}
