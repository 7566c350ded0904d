@testable import EndpointGenerator
import Foundation
import Testing

/// The committed conversion of petstore (`Goldens/petstore.endpoints.json`) and its Swift (`Goldens/petstore/`)
/// are exactly what the generator makes today; review a change with `git diff` after refreshing.
@Suite struct OpenAPIGoldenTests {
    static let goldens = SpecFixture.packageRoot.appendingPathComponent("Tests/EndpointGeneratorTests/Goldens")
    static let refresh = """
        swift run endpoint-gen import ../shared/openapi/petstore3.json --output Tests/EndpointGeneratorTests/Goldens/petstore.endpoints.json; \
        swift run endpoint-gen generate Tests/EndpointGeneratorTests/Goldens/petstore.endpoints.json --output Tests/EndpointGeneratorTests/Goldens/petstore
        """

    /// Needs petstore itself: skipped, with a printed "SKIPPED: ../shared/openapi not found", where the shared
    /// documents are absent. The Swift golden below needs only the committed spec, so it always runs.
    @Test(.enabled(if: OpenAPIDocuments.available, "../shared/openapi not found"))
    func nativeSpecIsUpToDate() throws {
        let imported = OpenAPIImport.convert(try OpenAPIDocuments.data(OpenAPIDocuments.petstore), file: "petstore3.json")
        let spec = try #require(imported.spec, "petstore did not convert: \(imported.diagnostics.map(\.description))")
        let committed = try String(contentsOf: Self.goldens.appendingPathComponent("petstore.endpoints.json"), encoding: .utf8)
        if let difference = GoldenTests.firstDifference(committed, spec) {
            Issue.record("Goldens/petstore.endpoints.json is stale at line \(difference). Refresh with: \(Self.refresh)")
        }
    }

    @Test func generatedSwiftIsUpToDate() throws {
        let spec = try Data(contentsOf: Self.goldens.appendingPathComponent("petstore.endpoints.json"))
        let result = Generator.generate(spec, file: "petstore.endpoints.json")
        try #require(result.succeeded, "\(result.diagnostics.map(\.description))")
        let folder = Self.goldens.appendingPathComponent("petstore")
        let committed = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        #expect(committed == Set(result.files.map(\.name)), "Goldens/petstore holds other files; refresh with: \(Self.refresh)")
        for file in result.files {
            let existing = (try? String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)) ?? ""
            if let difference = GoldenTests.firstDifference(existing, file.contents) {
                Issue.record("Goldens/petstore/\(file.name) is stale at line \(difference). Refresh with: \(Self.refresh)")
            }
        }
    }
}
