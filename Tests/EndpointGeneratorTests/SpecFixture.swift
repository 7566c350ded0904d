@testable import EndpointGenerator
import Foundation
import Testing

/// Small helpers that turn spec text into generator results for tests.
enum SpecFixture {
    /// The package root, found from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A minimal valid spec with the given endpoints and models JSON spliced in.
    static func spec(endpoints: String = "{}", models: String = "{}", extra: String = "") -> String {
        """
        {
          "name": "Test",
          "servers": { "production": "https://api.example.com/v1" },\(extra)
          "endpoints": \(endpoints),
          "models": \(models)
        }
        """
    }

    /// The generated SDK of `text`; a spec that generates must also print as a native spec with the same model.
    static func generate(_ text: String, file: String = "test.endpoints.json") -> GeneratorOutput {
        let result = Generator.generate(Data(text.utf8), file: file)
        if result.succeeded, let difference = SpecRoundTrip.difference(Data(text.utf8), file: file) {
            Issue.record("read → print → read changes the model: \(difference)")
        }
        return result
    }

    /// The contents of one generated file (`Endpoint`, `Models` or `Client`).
    static func file(_ kind: String, of result: GeneratorOutput) -> String {
        result.files.first { $0.name.hasSuffix(".\(kind).swift") }?.contents ?? ""
    }

    /// Every diagnostic rendered as the CLI prints it.
    static func rendered(_ result: GeneratorOutput) -> [String] {
        result.diagnostics.map(\.description)
    }
}
