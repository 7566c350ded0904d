@testable import EndpointGenerator
@testable import EndpointGenSpec
import Foundation
import Testing

/// Petstore (OpenAPI 3.0) and TMDB (OpenAPI 3.1, 152 operations) convert and generate with no errors, and the
/// generated SDKs type-check in Swift 6 mode with no warnings.
// Skipped, with a printed "SKIPPED: ../shared/openapi not found", where the shared documents are absent.
@Suite(.enabled(if: OpenAPIDocuments.available, "../shared/openapi not found"))
struct OpenAPIRealDocumentTests {
    static let documents = [("petstore3.json", OpenAPIDocuments.petstore), ("tmdb.json", OpenAPIDocuments.tmdb)]

    @Test(arguments: documents)
    func convertsAndGeneratesWithoutErrors(name: String, url: URL) async throws {
        let data = try OpenAPIDocuments.data(url)
        // Each step takes seconds in a debug build: yield between them (see SpecFuzzTests).
        await Task.yield()
        let imported = OpenAPIImport.convert(data, file: name)
        #expect(imported.succeeded, "\(imported.diagnostics.filter { $0.severity == .error }.prefix(10).map(\.description))")
        let spec = try #require(imported.spec)
        await Task.yield()
        let reread = Generator.validate(Data(spec.utf8), file: "\(name).endpoints.json")
        #expect(!reread.contains { $0.severity == .error }, "\(reread.prefix(10).map(\.description))")
        await Task.yield()
        let generated = Generator.generate(data, file: name)
        #expect(generated.succeeded)
        let warnings = generated.diagnostics.filter { $0.severity == .warning }
        let lines = generated.files.reduce(0) { $0 + $1.lineCount }
        print("OpenAPI import \(name): \(warnings.count) warnings, \(spec.utf8.count) B native spec, \(lines) generated lines")
        #expect(warnings.allSatisfy { $0.location != nil && $0.path != nil }, "every warning is located")
        #expect(generated.files.allSatisfy(SplitFilesTests.declaresSomething), "every file of an automatic split declares something")
        await Task.yield()
        #expect(Generator.generate(data, file: name).files == generated.files, "deterministic")
        await Task.yield()
        #expect(OpenAPIImport.convert(data, file: "/elsewhere/\(name)").spec == spec, "deterministic, wherever the file is")
    }

    @Test(arguments: documents)
    func generatedSDKTypeChecks(name: String, url: URL) async throws {
        let generated = Generator.generate(try OpenAPIDocuments.data(url), file: name)
        let start = ContinuousClock.now
        try await TypeCheck.run(generated.files, moduleName: SpecFile.stem(ofSpecAt: name).capitalized + "SDK", timeLimit: .seconds(900))
        print("OpenAPI import \(name): generated SDK type-checked in \(ContinuousClock.now - start)")
    }
}
