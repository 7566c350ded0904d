@testable import EndpointGenerator
import Foundation

/// The real OpenAPI documents in `../shared/openapi/` (beside the package, never copied into it).
enum OpenAPIDocuments {
    /// `../shared/openapi` beside the checkout, else beside the folder of checkouts (a worktree in `wt/<branch>`).
    static let folder: URL = {
        let beside = SpecFixture.packageRoot.deletingLastPathComponent()
        let candidates = [beside, beside.deletingLastPathComponent()].map { $0.appendingPathComponent("shared/openapi") }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }()
    static let petstore = folder.appendingPathComponent("petstore3.json")
    static let tmdb = folder.appendingPathComponent("tmdb.json")

    /// Whether the documents are there; tests that need them are skipped otherwise, with a printed line.
    static let available: Bool = {
        let found = FileManager.default.fileExists(atPath: petstore.path) && FileManager.default.fileExists(atPath: tmdb.path)
        if !found { print("SKIPPED: ../shared/openapi not found (looked in \(folder.path)); the real-document OpenAPI tests do not run") }
        return found
    }()

    static func data(_ url: URL) throws -> Data {
        try Data(contentsOf: url)
    }
}
