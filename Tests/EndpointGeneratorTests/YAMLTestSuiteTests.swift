@testable import EndpointGenJSON
@testable import EndpointGenYAML
import Foundation
import Testing

/// The YAML test suite (`../shared/yaml-test-suite/data`): every case the reader covers gives the JSON of its
/// `in.json`, every `error` case is refused with a location. Cases outside what the reader covers are listed with
/// their reason in `docs/yaml-test-suite-exclusions.txt`.
// Skipped, with a printed "SKIPPED: ...", where the suite is absent.
@Suite(.enabled(if: YAMLTestSuite.available, "../shared/yaml-test-suite not found"))
struct YAMLTestSuiteTests {
    static let folder = YAMLTestSuite.folder
    static let exclusionsFile = SpecFixture.packageRoot.appendingPathComponent("docs/yaml-test-suite-exclusions.txt")

    /// Every case folder (one holding `in.yaml`), named like `229Q` or `2G84/01`.
    static func cases() throws -> [String] {
        let manager = FileManager.default
        var ids: [String] = []
        for name in try manager.contentsOfDirectory(atPath: folder.path).sorted() {
            let caseFolder = folder.appendingPathComponent(name)
            if manager.fileExists(atPath: caseFolder.appendingPathComponent("in.yaml").path) {
                ids.append(name)
            } else if let subfolders = try? manager.contentsOfDirectory(atPath: caseFolder.path) {
                ids += subfolders.sorted().filter { manager.fileExists(atPath: caseFolder.appendingPathComponent("\($0)/in.yaml").path) }
                    .map { "\(name)/\($0)" }
            }
        }
        return ids
    }

    /// The excluded case ids, each with its reason.
    static func exclusions() throws -> [String: String] {
        let text = try String(contentsOf: exclusionsFile, encoding: .utf8)
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let parts = line.split(separator: " ", maxSplits: 1)
            result[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return result
    }

    @Test func everyCoveredCaseReadsAsItsJSONOrIsRefused() throws {
        let excluded = try Self.exclusions()
        var passed = 0, refused = 0, skipped = 0, failures: [String] = []
        for id in try Self.cases() {
            let caseFolder = Self.folder.appendingPathComponent(id)
            let yaml = try Data(contentsOf: caseFolder.appendingPathComponent("in.yaml"))
            var collector = DiagnosticCollector()
            let root = YAMLReader.parse(yaml, file: "in.yaml", diagnostics: &collector)
            if let reason = excluded[id] {
                skipped += 1
                // What is excluded because the reader refuses it by design must indeed be refused, with a location.
                if reason.contains("refused by design") && (root != nil || collector.diagnostics.contains { $0.location == nil }) {
                    failures.append("\(id): excluded as refused by design, but accepted")
                }
                continue
            }
            let name = (try? String(contentsOf: caseFolder.appendingPathComponent("==="), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if FileManager.default.fileExists(atPath: caseFolder.appendingPathComponent("error").path) {
                let errors = collector.diagnostics.filter { $0.severity == .error }
                if errors.isEmpty || errors.contains(where: { $0.location == nil }) {
                    failures.append("\(id) (\(name)): accepted, but the suite expects an error")
                } else {
                    refused += 1
                }
                continue
            }
            guard let expectedData = try? Data(contentsOf: caseFolder.appendingPathComponent("in.json")) else {
                failures.append("\(id) (\(name)): no in.json and no error; exclude it with a reason")
                continue
            }
            guard let expected = YAMLTestSupport.json(expectedData) else {
                failures.append("\(id) (\(name)): in.json holds several documents; exclude it with a reason")
                continue
            }
            guard let root else {
                failures.append("\(id) (\(name)): refused: \(collector.diagnostics.map(\.description).joined(separator: "; "))")
                continue
            }
            if YAMLTestSupport.sameValue(root.value, expected.value) {
                passed += 1
            } else {
                failures.append("\(id) (\(name)): read \(YAMLTestSupport.text(root.value)), expected \(YAMLTestSupport.text(expected.value))")
            }
        }
        print("YAML test suite: \(passed) read as in.json, \(refused) error cases refused with a location, \(skipped) excluded, \(failures.count) failed")
        #expect(failures.isEmpty, "\(failures.count) cases:\n\(failures.joined(separator: "\n"))")
    }
}

/// Where the YAML test suite's data is, beside the package (never copied into it).
enum YAMLTestSuite {
    static let folder = SpecFixture.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/yaml-test-suite/data")

    /// Whether the suite is there; its test is skipped otherwise, with a printed line.
    static let available: Bool = {
        let found = FileManager.default.fileExists(atPath: folder.path)
        if !found { print("SKIPPED: ../shared/yaml-test-suite not found (looked in \(folder.path)); the YAML test suite does not run") }
        return found
    }()
}
