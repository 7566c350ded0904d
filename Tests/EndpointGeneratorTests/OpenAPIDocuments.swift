@testable import EndpointGenerator
import Foundation

/// The real OpenAPI documents in `../shared/openapi/` (beside the package, never copied into it).
enum OpenAPIDocuments {
    static let folder = SpecFixture.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/openapi")
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
