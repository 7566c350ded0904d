@testable import EndpointGenerator
import Foundation
import Testing

/// A document written in YAML generates the same Swift as its JSON twin: only the header line naming the source
/// file differs (back-references are JSON paths, the same in both).
@Suite struct YAMLTwinTests {
    static let specsFolder = SpecFixture.packageRoot.appendingPathComponent("Specs")

    static func twins() -> [URL] {
        let specs = GoldenTests.specs.map { specsFolder.appendingPathComponent($0) }
        let petstore = OpenAPIDocuments.petstore
        return specs + (FileManager.default.fileExists(atPath: petstore.path) ? [petstore] : [])
    }

    @Test func everySpecAndPetstoreGenerateTheSameSwiftFromYAML() throws {
        var compared = 0
        for url in Self.twins() {
            let data = try Data(contentsOf: url)
            let root = try #require(YAMLTestSupport.json(data))
            let yaml = YAMLTestSupport.yaml(root)
            let jsonName = url.lastPathComponent
            let yamlName = String(jsonName.dropLast(".json".count)) + ".yaml"
            let folder = url.deletingLastPathComponent()
            let fromJSON = Generator.generate(data, file: folder.appendingPathComponent(jsonName).path)
            let fromYAML = Generator.generate(Data(yaml.utf8), file: folder.appendingPathComponent(yamlName).path)
            #expect(fromYAML.succeeded, "\(yamlName): \(fromYAML.diagnostics.filter { $0.severity == .error }.prefix(5).map(\.description))")
            #expect(fromYAML.files.map(\.name) == fromJSON.files.map(\.name), "\(yamlName)")
            for (json, yaml) in zip(fromJSON.files, fromYAML.files) {
                let jsonLines = json.contents.split(separator: "\n", omittingEmptySubsequences: false)
                let yamlLines = yaml.contents.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(jsonLines.count == yamlLines.count, "\(yaml.name)")
                let differing = zip(jsonLines, yamlLines).filter { $0 != $1 }
                #expect(differing.allSatisfy { $0.contains(jsonName) && $1.contains(yamlName) },
                        "\(yaml.name): \(differing.prefix(3))")
            }
            // The warnings are the same, at the YAML file's own lines (also the positions a message names: `(642:11)`).
            let messages = { (result: GeneratorOutput) in result.diagnostics.map { $0.message.replacing(/\(\d+:\d+\)/, with: "(line:column)") } }
            #expect(messages(fromYAML) == messages(fromJSON), "\(yamlName)")
            #expect(fromYAML.diagnostics.allSatisfy { $0.location != nil || $0.severity == .warning })
            compared += 1
        }
        print("YAML twins: \(compared) documents generate the same Swift from YAML as from JSON")
    }
}
