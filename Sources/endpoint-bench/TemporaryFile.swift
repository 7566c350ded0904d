import Foundation

/// A document written where tools outside this process (Python, the generators as processes) can read it.
enum TemporaryFile {
    /// Runs `body` with the path of a new temporary file holding `data`, or nil when it could not be written;
    /// removes the file afterwards.
    static func with<Result>(_ data: Data, _ body: (String?) throws -> Result) rethrows -> Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-bench-\(UUID().uuidString).json")
        guard (try? data.write(to: file)) != nil else { return try body(nil) }
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file.path)
    }
}
