@testable import EndpointGenDiff
@testable import EndpointGenEmit
@testable import EndpointGenerator
@testable import EndpointGenModel
import Foundation
import Testing

/// A large spec's outputs are split over a number of files per output, named before the spec is read, every file
/// holding at least one declaration.
@Suite struct SplitFilesTests {
    @Test func aDeclarationsFileFollowsFromItsNameAlone() {
        let models = (0..<40).map { "/// Model \($0).\npublic struct M\($0): Codable {\n    var id: Int\n}\n" }
        let outputs = [["enum E {}\n"], models, ["struct Client {}\n"]]
        let files = FileSplitter.spread(outputs, filesEach: 3)
        #expect(files.count == 9)
        #expect(files.joined().sorted() == outputs.joined().sorted(), "each declaration once")
        let order = Array(outputs.joined())
        #expect(files.allSatisfy { file in file == order.filter { file.contains($0) } }, "in the order of their outputs")
        // An operation added (a model, another endpoint enum) or a model's members changed moves nothing else.
        var changed = models
        changed[20] = "/// Model 20, documented.\npublic struct M20: Codable, Hashable {\n    var id: Int\n    var name: String\n}\n"
        changed.insert("public struct Added {}\n", at: 7)
        let after = FileSplitter.spread([["enum E {}\n", "enum F {}\n"], changed, ["struct Client {}\n"]], filesEach: 3)
        #expect(files.indices.filter { files[$0] != after[$0] }.count <= 3, "only the files of the two added and the changed declaration")
        #expect(after.map { $0.filter { $0.contains("M20") }.count } == files.map { $0.filter { $0.contains("M20") }.count })
        // The same name goes to the same file in every run and on every platform (a hash seeded per process would
        // rewrite every file of a user's SDK on each build).
        #expect((0..<6).map { FileSplitter.file(for: "public struct M\($0) {}", of: 8) } == [6, 0, 4, 3, 4, 6])
    }

    @Test func declarationsAreNamedByTheirFirstLineOfCode() {
        #expect(FileSplitter.declarationName(of: "/// A pet.\n@available(*, deprecated)\npublic nonisolated struct Pet: Codable {\n}\n") == "public nonisolated struct Pet")
        #expect(FileSplitter.declarationName(of: "public enum Box<Value> {}\n") == "public enum Box")
        // Extensions of one type are told apart by their first member.
        #expect(FileSplitter.declarationName(of: "extension PetEndpoint {\n    /// Samples.\n    public static let getPetSamples = [\n    ]\n}\n")
            == "extension PetEndpoint     public static let getPetSamples ")
    }

    @Test func manyDeclarationsFillTheFilesEvenly() {
        let models = (0..<3_000).map { "public struct Model\($0) {}\n" }
        let counts = FileSplitter.spread([nil, models, nil], filesEach: 8).map(\.count)
        #expect(counts.count == 24)
        #expect(counts.reduce(0, +) == 3_000)
        #expect(counts.allSatisfy { (95...155).contains($0) }, "\(counts)")  // 125 on average
    }

    @Test func theModelsFillTheEndpointAndClientFilesToo() {
        // An API without groups has one endpoint enum, a models-only spec none: files kept for their own output
        // would stay empty while the models crowd into theirs.
        let models = (0..<60).map { "struct M\($0) {}\n" }
        for outputs in [[nil, models, nil], [["enum E {}\n"], models, []]] {
            let files = FileSplitter.spread(outputs, filesEach: 3)
            #expect(files.count == 9)
            #expect(files.allSatisfy { !$0.isEmpty })
        }
    }

    @Test func namesAreKnownFromTheStemAndTheCount() {
        #expect(Generator.outputFileNames(forStem: "shop") == ["shop.Endpoint.swift", "shop.Models.swift", "shop.Client.swift"])
        #expect(Generator.outputFileNames(forStem: "shop", files: 2) == [
            "shop.1.swift", "shop.2.swift", "shop.3.swift", "shop.4.swift", "shop.5.swift", "shop.6.swift",
        ])
    }

    /// A spec over 256 KiB (eight units of a native spec) without groups, whose endpoints are one enum.
    static func largeSpec(endpoints: Int, models: Int) -> String {
        let description = String(repeating: "A long description that makes the spec large enough to split. ", count: 4_400 / max(1, models))
        let endpointEntries = (0..<endpoints).map { #""e\#($0)": { "method": "GET", "path": "/e/\#($0)", "response": "M\#($0 % models)" }"# }
        let modelEntries = (0..<models).map { #""M\#($0)": { "description": "\#(description)", "properties": { "id": "int", "name": "string?" } }"# }
        return SpecFixture.spec(endpoints: "{ \(endpointEntries.joined(separator: ", ")) }", models: "{ \(modelEntries.joined(separator: ", ")) }")
    }

    /// Whether `file` declares something below its header (comments, imports and blank lines aside).
    static func declaresSomething(_ file: GeneratedFile) -> Bool {
        file.contents.split(separator: "\n").contains { line in !line.hasPrefix("//") && !line.hasPrefix("import ") && !line.hasPrefix("public import ") }
    }

    @Test func anAPIWithoutGroupsSplitsIntoFilesThatTypeCheck() async throws {
        let spec = Self.largeSpec(endpoints: 12, models: 12)
        #expect(spec.utf8.count > GenerationOptions.specBytesPerFile(native: true))
        var options = GenerationOptions()
        options.filesPerOutput = 4
        let split = Generator.generate(Data(spec.utf8), file: "big.endpoints.json", options: options)
        options.filesPerOutput = 1
        let whole = Generator.generate(Data(spec.utf8), file: "big.endpoints.json", options: options)
        #expect(split.files.map(\.name) == Generator.outputFileNames(forStem: "big", files: 4))
        #expect(split.files.allSatisfy { $0.contents.hasPrefix("// DO NOT EDIT. Generated by endpoint-gen from big.endpoints.json.\n\n") })
        // Each file imports EndpointKit publicly only where its own declarations name its types: the models here do not.
        for file in split.files {
            let namesEndpointKit = ["GeneratedEndpoint", "APIClient", "Server"].contains { file.contents.contains($0) }
            let imports = namesEndpointKit ? "public import EndpointKit\nimport Foundation\n" : "import EndpointKit\nimport Foundation\n\n"
            #expect(file.contents.contains("\n\n" + imports), "\(file.name):\n\(file.contents.prefix(200))")
        }
        // Its one endpoint enum does not leave the files the endpoint output would have had empty: models fill them.
        #expect(split.files.filter { $0.contents.contains("enum TestEndpoint") }.count == 1)
        #expect(split.files.prefix(4).allSatisfy(Self.declaresSomething))
        func declarations(_ files: [GeneratedFile]) -> [String] {
            files.flatMap { $0.contents.split(separator: "\n").map(String.init) }
                .filter { ($0.hasPrefix("public ") && !$0.hasPrefix("public import ")) || $0.hasPrefix("    case ") }.sorted()
        }
        #expect(declarations(split.files) == declarations(whole.files))
        try await TypeCheck.run(split.files, moduleName: "Split")
    }

    @Test func aCountTheDeclarationsCannotFillIsALocatedError() {
        let spec = Self.largeSpec(endpoints: 1, models: 1)
        var options = GenerationOptions()
        options.filesPerOutput = 2
        let result = Generator.generate(Data(spec.utf8), file: "big.endpoints.json", options: options)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.description) == [
            "big.endpoints.json:1:1: error: the spec generates 5 declarations, too few to give each of 6 files (2 per output) one (at $)\n"
                + "big.endpoints.json:1:1: note: set \"files\" in endpoint-gen.json (or --files) to at most 1",
        ])
    }

    /// The automatic count follows the spec's size alone: a large spec of few declarations (here an endpoint enum,
    /// its samples and one model, whose descriptions make the spec large) still generates every named file.
    @Test func anAutomaticCountTheDeclarationsCannotFillLeavesTheSpareFilesANote() async throws {
        let spec = Self.largeSpec(endpoints: 1, models: 1)
        let parts = GenerationOptions.automaticFilesPerOutput(specBytes: spec.utf8.count, native: true)
        #expect(parts >= 2)
        let result = Generator.generate(Data(spec.utf8), file: "big.endpoints.json")
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        #expect(result.files.map(\.name) == Generator.outputFileNames(forStem: "big", files: parts))
        let spare = result.files.filter { !Self.declaresSomething($0) }
        #expect(spare.count >= 3 * parts - 5, "five declarations, at most one file each")
        #expect(spare.allSatisfy { $0.contents.contains("// None of big.endpoints.json's declarations falls to this file.") })
        try await TypeCheck.run(result.files, moduleName: "SpareFiles")
    }

    @Test(arguments: [true, false])
    func theAutomaticCountGrowsWithTheSpecsSize(native: Bool) {
        let step = GenerationOptions.specBytesPerFile(native: native)
        #expect([0, 1, step, step + 1, 2 * step, 2 * step + 1, 1_000 * step].map { GenerationOptions.automaticFilesPerOutput(specBytes: $0, native: native) }
            == [1, 1, 1, 2, 2, 3, 64])
        #expect(GenerationOptions.filesPerOutput(configured: 8, specBytes: step, native: native) == 1, "a small spec is not split, whatever the count")
        #expect(GenerationOptions.filesPerOutput(configured: 8, specBytes: step + 1, native: native) == 8)
        #expect(GenerationOptions.filesPerOutput(configured: nil, specBytes: 3 * step, native: native) == 3)
    }

    @Test func aNativeSpecSplitsEightTimesAsSoonAsAnOpenAPIDocument() {
        // A native spec generates about twenty times the lines an OpenAPI document of its size does.
        #expect(GenerationOptions.specBytesPerFile(native: true) == 32 * 1024)
        #expect(GenerationOptions.specBytesPerFile(native: false) == 256 * 1024)
        #expect(GenerationOptions.filesPerOutput(configured: nil, specBytes: 705 * 1024, native: true) == 23)
        #expect(GenerationOptions.filesPerOutput(configured: nil, specBytes: 705 * 1024, native: false) == 3)
    }

    @Test func aLargeSpecIsSplitByItsSizeUnlessACountIsGiven() {
        let description = String(repeating: "A long description that makes the spec large. ", count: 40)
        let models = (0..<160).map { #""Model\#($0)": { "description": "\#(description)", "properties": { "id": "int" } }"# }
        let spec = Data(SpecFixture.spec(models: "{ \(models.joined(separator: ", ")) }").utf8)
        let parts = GenerationOptions.automaticFilesPerOutput(specBytes: spec.count, native: true)
        #expect(parts == 10)
        let split = Generator.generate(spec, file: "big.endpoints.json")
        #expect(split.diagnostics.isEmpty)
        #expect(split.files.map(\.name) == Generator.outputFileNames(forStem: "big", files: parts))
        #expect(split.files.prefix(parts).contains(where: Self.declaresSomething) && split.files.suffix(parts).contains(where: Self.declaresSomething),
                "a models-only spec's models fill the files the endpoint and client outputs would have had too")
        var options = GenerationOptions()
        options.filesPerOutput = 1
        #expect(Generator.generate(spec, file: "big.endpoints.json", options: options).files.map(\.name) == Generator.outputFileNames(forStem: "big"))
        options.filesPerOutput = 4
        #expect(Generator.generate(Data(SpecFixture.spec().utf8), file: "test.endpoints.json", options: options).files.map(\.name) == Generator.outputFileNames(forStem: "test"), "a small spec keeps one file per output")
    }

    @Test func theConfigSetsTheCount() {
        #expect(GenerationConfig.read(Data(#"{ "files": 8 }"#.utf8), file: "endpoint-gen.json").config?.options.filesPerOutput == 8)
        let bad = GenerationConfig.read(Data(#"{ "files": 0 }"#.utf8), file: "endpoint-gen.json")
        #expect(bad.config == nil)
        #expect(bad.diagnostics.map(\.description).contains { $0.contains("error: 'files' must be a whole number from 1 to 64, found number (at $.files)") })
    }
}
