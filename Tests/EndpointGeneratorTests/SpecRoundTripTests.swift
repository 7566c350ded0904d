@testable import EndpointGenerator
import Foundation
import Testing

/// `endpoint-gen import` prints a spec that reads back into the model the OpenAPI document itself gives (origins
/// aside): for the real documents in `../shared/openapi/` here, and for every fixture document through
/// ``OpenAPIFixture`` and ``SpecFixture``. The committed native specs in `Specs/` print and read back the same way.
@Suite struct SpecRoundTripTests {
    /// Petstore, TMDB, the OpenAPI specification's YAML examples and Twilio's 55 YAML documents.
    static let documents: [URL] = {
        let documents = [OpenAPIDocuments.petstore, OpenAPIDocuments.tmdb] + YAMLReference.documents
        let found = documents.filter { FileManager.default.fileExists(atPath: $0.path) }
        if found.count < 63 {
            print("SKIPPED: only \(found.count) of the 63 real OpenAPI documents are in \(OpenAPIDocuments.folder.path); the others are not round-tripped")
        }
        return found
    }()

    // One document at a time, yielding between steps of seconds each in a debug build: the cases would otherwise take
    // both cores from the suites with a time guard (SpecFuzzTests) and the end-to-end tests.
    @Test(.serialized, arguments: documents)
    func importPrintReadKeepsTheModelOfARealDocument(url: URL) async throws {
        let data = try Data(contentsOf: url)
        await Task.yield()
        let converted = Generator.run(GeneratorInput(file: url.lastPathComponent, data: data, product: .model))
        try #require(converted.model != nil, "\(converted.diagnostics.filter { $0.severity == .error }.prefix(5).map(\.description))")
        await Task.yield()
        if let difference = SpecRoundTrip.difference(from: converted, file: url.lastPathComponent) {
            Issue.record("\(url.lastPathComponent): import → print → read changes the model: \(difference)")
        }
    }

    @Test(arguments: GoldenTests.specs)
    func aNativeSpecPrintsAsASpecWithTheSameModel(name: String) throws {
        let url = SpecFixture.packageRoot.appendingPathComponent("Specs").appendingPathComponent(name)
        let data = try Data(contentsOf: url)
        try #require(Generator.run(GeneratorInput(file: url.path, data: data, product: .model)).model != nil)
        if let difference = SpecRoundTrip.difference(data, file: url.path) {
            Issue.record("\(name): read → print → read changes the model: \(difference)")
        }
    }
}
