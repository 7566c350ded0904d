@testable import EndpointGenerator
@testable import EndpointGenSpec
import Foundation
import Testing

/// `Generated/` must be exactly what the generator makes of `Specs/` today.
@Suite struct GoldenTests {
    static let refresh = "swift package --allow-writing-to-package-directory generate-endpoints"

    /// Reads imported specs relative to the package root, whatever the test's working directory.
    static let loadFromPackage: @Sendable (String) throws -> Data = { path in
        try Data(contentsOf: SpecFixture.packageRoot.appendingPathComponent(path))
    }

    static var specs: [String] {
        let folder = SpecFixture.packageRoot.appendingPathComponent("Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(SpecFile.suffix) }.sorted()
    }

    @Test func everySpecHasCommittedOutput() {
        #expect(Self.specs.count >= 5, "expected the example specs in Specs/")
    }

    @Test(arguments: specs)
    func generatedFolderIsUpToDate(spec: String) throws {
        let root = SpecFixture.packageRoot
        let data = try Data(contentsOf: root.appendingPathComponent("Specs/\(spec)"))
        let result = Generator.generate(data, file: "Specs/\(spec)", load: Self.loadFromPackage)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let stem = SpecFile.stem(ofSpecAt: spec)
        let folder = root.appendingPathComponent("Generated/\(stem)")
        let committed = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        #expect(committed == Set(result.files.map(\.name)), "Generated/\(stem) holds other files than the generator makes; run: \(Self.refresh)")
        for file in result.files {
            let existing = (try? String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)) ?? ""
            if let difference = Self.firstDifference(existing, file.contents) {
                Issue.record("Generated/\(stem)/\(file.name) is stale at line \(difference). Refresh it with: \(Self.refresh)")
            }
        }
    }

    @Test(arguments: specs)
    func generationIsDeterministic(spec: String) throws {
        let data = try Data(contentsOf: SpecFixture.packageRoot.appendingPathComponent("Specs/\(spec)"))
        let first = Generator.generate(data, file: "Specs/\(spec)", load: Self.loadFromPackage).files
        let second = Generator.generate(data, file: "/elsewhere/\(spec)") { path in
            try Data(contentsOf: SpecFixture.packageRoot.appendingPathComponent("Specs/\((path as NSString).lastPathComponent)"))
        }.files
        #expect(first == second)
    }

    /// "12: expected `…` but found `…`", or nil when equal.
    static func firstDifference(_ expected: String, _ actual: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : "<end of file>"
            let after = index < new.count ? new[index] : "<end of file>"
            if before != after { return "\(index + 1): committed `\(before)`, generator makes `\(after)`" }
        }
        return "end of file"
    }
}
