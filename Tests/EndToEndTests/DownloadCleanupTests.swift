import EndpointKit
import Foundation
import Testing

/// A download that fails or is cancelled leaves nothing in the temporary folder. On Linux a download task left its
/// partial body there as `<UUID>.tmp`, readable by anyone, after every cut or cancelled download.
@Suite(.requiresHTTPBin) struct DownloadCleanupTests {
    /// The files of the temporary folder a download may write: the platform's own and the transport's.
    private static func downloadFiles() throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
        return Set(names.filter { name in
            name.hasPrefix("EndpointKit-download-") || (name.hasSuffix(".tmp") && UUID(uuidString: String(name.dropLast(4))) != nil)
        })
    }

    @Test func aCutOrCancelledDownloadLeavesNoFile() async throws {
        let before = try Self.downloadFiles()
        let client = DeadlineTests.client(try await OriginServer.baseURL())
        let destination = scratchFile()
        defer { try? FileManager.default.removeItem(at: destination) }

        let cut = await endpointError { try await client.download(Fetch("/truncate"), to: destination) }
        #expect(cut != nil)
        let trickling = Task { try await client.download(Fetch("/trickle", query: [QueryItem("seconds", "30")]), to: destination) }
        try await Task.sleep(for: .milliseconds(1500))
        trickling.cancel()
        let cancelled = await endpointError { _ = try await trickling.value }
        guard case .cancelled? = cancelled else {
            Issue.record("expected .cancelled, got \(String(describing: cancelled))")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: destination.path))

        // Other tests' downloads pass through the folder too: what is left after a while is what leaked.
        var left = try Self.downloadFiles().subtracting(before)
        for _ in 0..<50 where !left.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            left = try Self.downloadFiles().subtracting(before)
        }
        #expect(left.isEmpty, "left in the temporary folder: \(left.sorted())")
    }
}
