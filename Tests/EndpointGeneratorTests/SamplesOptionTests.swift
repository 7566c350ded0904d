@testable import EndpointGenerator
@testable import EndpointGenModel
import Foundation
import Testing

/// `"samples": false` in `endpoint-gen.json`: an SDK without the spec's response examples.
@Suite struct SamplesOptionTests {
    static let spec = SpecFixture.spec(endpoints: """
        { "item": { "method": "GET", "path": "/items/{id}", "pathParameters": { "id": "int" }, "response": "Item",
                    "examples": { "200": { "id": 7 }, "404": null } },
          "list": { "method": "GET", "path": "/items", "group": "Items", "response": "[Item]", "examples": { "200": [] } } }
        """, models: #"{ "Item": { "properties": { "id": "int" } } }"#)

    static var withoutSamples: GenerationOptions {
        var options = GenerationOptions()
        options.samples = false
        return options
    }

    @Test func withoutSamplesNoSampleMemberIsGenerated() async throws {
        let result = Generator.generate(Data(Self.spec.utf8), file: "test.endpoints.json", options: Self.withoutSamples)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let swift = result.files.map(\.contents).joined()
        #expect(!swift.contains("Samples"), "\(swift)")
        #expect(!swift.contains("sampleRoutes"))
        #expect(!swift.contains("SampleRoute"))
        #expect(swift.contains("case item(id: Int)"), "the endpoints themselves are generated")
        try await TypeCheck.run(result.files, moduleName: "WithoutSamples")
    }

    @Test func samplesAreGeneratedByDefault() {
        let result = Generator.generate(Data(Self.spec.utf8), file: "test.endpoints.json", options: GenerationOptions())
        let swift = result.files.map(\.contents).joined()
        #expect(swift.contains("static let itemSamples: [Int: SampleResponse]"))
        #expect(swift.contains("static let listSamples: [Int: SampleResponse]"))
        #expect(swift.contains("static let sampleRoutes: [SampleRoute]"))
    }

    /// The import does not read what it will not print: the converted spec has no examples.
    @Test func anOpenAPIDocumentsExamplesAreNotRead() throws {
        let document = OpenAPIFixture.operation("""
            { "operationId": "getItem", "responses": { "200": { "description": "ok", "content": { "application/json": {
              "schema": { "type": "object", "properties": { "id": { "type": "integer" } } },
              "example": { "id": 7 } } } },
              "404": { "description": "gone", "content": { "application/json": {
              "examples": { "gone": { "externalValue": "https://example.com/gone.json" } } } } } } }
            """)
        func imported(_ options: GenerationOptions) -> (spec: String, diagnostics: [String]) {
            let output = Generator.run(GeneratorInput(file: "api.json", data: Data(document.utf8), product: .nativeSpec, options: options))
            return (output.files.first?.contents ?? "", output.diagnostics.map(\.description))
        }
        let with = imported(GenerationOptions())
        #expect(with.spec.contains(#""examples""#), "\(with.spec)")
        #expect(with.diagnostics.contains { $0.contains("externalValue") }, "\(with.diagnostics)")
        let without = imported(Self.withoutSamples)
        #expect(!without.spec.contains(#""examples""#), "\(without.spec)")
        #expect(without.spec.contains(#""getItem""#))
        #expect(!without.diagnostics.contains { $0.contains("externalValue") }, "\(without.diagnostics)")
        let swift = Generator.generate(Data(document.utf8), file: "api.json", options: Self.withoutSamples).files.map(\.contents).joined()
        #expect(!swift.contains("Samples") && !swift.contains("sampleRoutes"), "\(swift)")
    }

    /// The command line (and so the build plugin, which passes the target's `endpoint-gen.json` with `--config`).
    @Test func theCommandLineReadsSamplesFromTheConfig() throws {
        try ConfigTests.withFiles(spec: Self.spec, config: #"{ "samples": false }"#) { spec, config, output in
            #expect(CommandTests.run(["generate", spec.path, "--output", output.path, "--config", config.path]).status == 0)
            let endpoints = try String(contentsOf: output.appendingPathComponent("test.Endpoint.swift"), encoding: .utf8)
            #expect(endpoints.contains("case item(id: Int)"))
            #expect(!endpoints.contains("Samples") && !endpoints.contains("sampleRoutes"), "\(endpoints)")
        }
    }
}
