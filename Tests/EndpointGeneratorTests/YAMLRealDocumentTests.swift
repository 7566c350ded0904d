@testable import EndpointGenDiff
@testable import EndpointGenerator
@testable import EndpointGenJSON
@testable import EndpointGenYAML
import Foundation
import Testing

/// The OpenAPI specification's YAML examples and Twilio's 55 YAML documents (`../shared/openapi/`) read as the
/// same JSON values as PyYAML reads them, and convert without errors.
///
/// PyYAML implements YAML 1.1 (`yes`/`no`/`on`/`off` are booleans, `012` is octal, dates are timestamps); the
/// reference is PyYAML's parser with a loader that resolves plain scalars by the YAML 1.2 core schema only, so the
/// comparison is between two readings of YAML 1.2. PyYAML comes from the test venv (`Tests/Server/venv.sh`).
// Skipped, with a printed "SKIPPED: ...", where the documents or the venv's PyYAML are absent.
@Suite(.enabled(if: YAMLReference.available, "../shared/openapi YAML documents or .build-venv PyYAML not found"))
struct YAMLRealDocumentTests {
    @Test func realDocumentsReadAsPyYAMLReadsThem() throws {
        let documents = YAMLReference.documents
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("yaml-reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        try YAMLReference.convert(documents, into: output)
        var bytes = 0
        var readTime = Duration.zero
        for (index, url) in documents.enumerated() {
            let data = try Data(contentsOf: url)
            bytes += data.count
            var collector = DiagnosticCollector()
            let start = ContinuousClock.now
            let root = YAMLReader.parse(data, file: url.lastPathComponent, diagnostics: &collector)
            readTime += ContinuousClock.now - start
            #expect(collector.diagnostics.isEmpty, "\(url.lastPathComponent): \(collector.diagnostics.prefix(3).map(\.description))")
            let expected = try #require(YAMLTestSupport.json(try Data(contentsOf: output.appendingPathComponent("\(index).json"))))
            #expect(root.map { YAMLTestSupport.sameValue($0.value, expected.value) } == true, "\(url.lastPathComponent) differs from PyYAML")
        }
        print("YAML real documents: \(documents.count) files, \(bytes / 1024) KiB, all identical to PyYAML's core-schema reading; read in \(readTime)")
    }

    @Test func realDocumentsConvertWithoutErrors() async throws {
        for url in YAMLReference.documents {
            let diagnostics = Generator.validate(try Data(contentsOf: url), file: url.path)
            #expect(!diagnostics.contains { $0.severity == .error },
                    "\(url.lastPathComponent): \(diagnostics.filter { $0.severity == .error }.prefix(3).map(\.description))")
            // Seconds of work per document in a debug build: let other tests run in between (see SpecFuzzTests).
            await Task.yield()
        }
    }
}

/// The YAML documents beside the package and the reference reader (PyYAML in the test venv).
enum YAMLReference {
    static let python = SpecFixture.packageRoot.appendingPathComponent(".build-venv/bin/python")

    static let documents: [URL] = ["oai-examples", "twilio"].flatMap { name -> [URL] in
        let folder = OpenAPIDocuments.folder.appendingPathComponent(name)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    static let available: Bool = {
        guard !documents.isEmpty else {
            print("SKIPPED: no YAML documents in \(OpenAPIDocuments.folder.path)/{oai-examples,twilio}; the YAML real-document tests do not run")
            return false
        }
        if importsPyYAML() { return true }
        // A fresh clone has no venv yet: set it up as the end-to-end servers' start.sh does.
        let setUp = SpecFixture.packageRoot.appendingPathComponent("Tests/Server/venv.sh").path
        guard run("/bin/bash", [setUp]) == 0 else {
            print("SKIPPED: \(setUp) could not set up \(python.path) with PyYAML; the YAML real-document tests do not run")
            return false
        }
        guard importsPyYAML() else {
            print("SKIPPED: PyYAML does not import in \(python.path) after venv.sh; the YAML real-document tests do not run")
            return false
        }
        return true
    }()

    private static func importsPyYAML() -> Bool {
        FileManager.default.isExecutableFile(atPath: python.path) && run(python.path, ["-c", "import yaml"]) == 0
    }

    /// The exit status of `executable arguments`, or nil when it cannot run.
    private static func run(_ executable: String, _ arguments: [String]) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        // Not `waitUntilExit()`, which never returned in a Swift Testing process on Linux (see TestServer).
        var status: Int32 = 0
        if waitpid(process.processIdentifier, &status, 0) == process.processIdentifier {
            return status & 0x7F == 0 ? status >> 8 & 0xFF : nil
        }
        // ECHILD: Foundation reaped the child first and keeps its status.
        while process.isRunning { usleep(10_000) }
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }

    /// PyYAML's parser with the YAML 1.2 core schema's resolvers instead of YAML 1.1's; writes `<index>.json`.
    static let script = #"""
        import json, re, sys, yaml
        class Core(yaml.SafeLoader):
            pass
        Core.yaml_implicit_resolvers = {}
        def resolver(tag, pattern, first):
            Core.add_implicit_resolver(tag, re.compile(pattern), list(first))
        resolver('tag:yaml.org,2002:null', r'^(?:~|null|Null|NULL|)$', ['~', 'n', 'N', ''])
        resolver('tag:yaml.org,2002:bool', r'^(?:true|True|TRUE|false|False|FALSE)$', 'tTfF')
        resolver('tag:yaml.org,2002:int', r'^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$', '-+0123456789')
        resolver('tag:yaml.org,2002:float', r'^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$', '-+.0123456789')
        resolver('tag:yaml.org,2002:merge', r'^(?:<<)$', '<')
        def core_int(loader, node):
            text = loader.construct_scalar(node)
            if text.startswith('0x'): return int(text[2:], 16)
            if text.startswith('0o'): return int(text[2:], 8)
            return int(text)
        Core.add_constructor('tag:yaml.org,2002:int', core_int)
        output = sys.argv[1]
        for index, path in enumerate(sys.argv[2:]):
            with open(path, 'rb') as source:
                value = yaml.load(source, Loader=Core)
            with open(f'{output}/{index}.json', 'w', encoding='utf-8') as target:
                json.dump(value, target, ensure_ascii=False)
        """#

    static func convert(_ documents: [URL], into folder: URL) throws {
        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", script, folder.path] + documents.map(\.path)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "PyYAML failed to read the documents")
    }
}
