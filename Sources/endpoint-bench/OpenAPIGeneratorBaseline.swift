import Foundation

/// swift-openapi-generator 1.14.3, the tool users would pick instead, when `OPENAPI_GENERATOR_BIN` names its binary
/// (built beside the project; never a dependency). `OPENAPI_RUNTIME_MODULES` may name the folder holding the
/// `OpenAPIRuntime` module its output imports, so that the output can be compiled too.
struct OpenAPIGeneratorBaseline {
    struct Output {
        var files: [(name: String, contents: String)]
        var lines: Int
    }

    var binary: URL
    var runtimeModules: URL?

    static func fromEnvironment() -> OpenAPIGeneratorBaseline? {
        let environment = ProcessInfo.processInfo.environment
        guard let binary = environment["OPENAPI_GENERATOR_BIN"], !binary.isEmpty else { return nil }
        return OpenAPIGeneratorBaseline(binary: URL(fileURLWithPath: binary), runtimeModules: environment["OPENAPI_RUNTIME_MODULES"].map { URL(fileURLWithPath: $0) })
    }

    /// Its types and client for the OpenAPI document at `document`.
    func generate(_ document: String) -> Result<Output, Error> {
        Result {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-bench-baseline-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let config = folder.appendingPathComponent("openapi-generator-config.yaml")
            try Data("generate:\n  - types\n  - client\naccessModifier: public\n".utf8).write(to: config)
            _ = try CompileBenchmarks.runProcess(binary, ["generate", document, "--config", config.path, "--output-directory", folder.path])
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            let files = try names.map { name in (name: name, contents: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) }
            return Output(files: files, lines: files.reduce(0) { $0 + $1.contents.utf8.count { $0 == UInt8(ascii: "\n") } })
        }
    }
}
