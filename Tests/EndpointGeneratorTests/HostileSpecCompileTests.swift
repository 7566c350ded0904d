@testable import EndpointGenDiff
@testable import EndpointGenEmit
@testable import EndpointGenerator
@testable import EndpointGenModel
@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec
import Foundation
import Testing

/// A spec whose names and texts try to break out of identifiers, literals and comments must still
/// produce Swift that type-checks cleanly (no errors, no warnings) in Swift 6 mode.
@Suite struct HostileSpecCompileTests {
    static let hostile = #"""
    {
      "name": "Hostile \"API\"",
      "description": "Ends a comment */ and starts one /* \"\"\" \\(x) #if false\n#endif \u202Ebidi\u2066 \u0007bell",
      "servers": { "prod\"uction": "https://api.example.com/a%20b", "1st": "http://127.0.0.1:8080" },
      "shared": { "headers": { "X-'Quote'|$#%&~": { "value": "va\\lue\"\n" }, "class": "string" } },
      "auth": { "token": { "header": "X-Tok`en'$", "scheme": "Be\\arer\"" } },
      "errorBody": "Error",
      "endpoints": {
        "default": {
          "description": "*/ \"\"\" \\u{0} \n}\nfunc evil() {}",
          "method": "GET", "path": "/a \"b\"/{self}/\\(x)",
          "pathParameters": { "self": "string" },
          "query": { "in": "int?", "q\"uote": { "type": "string", "default": "\"\"\"\\(injected)\n" }, "#tag": "[Kind]?" },
          "headers": { "X-`Tick`'s^*+": "string?" },
          "response": "[Error]"
        },
        "func": { "method": "POST", "path": "/f", "body": { "form": { "let": "string", "é-accent": "double?" } } },
        "Self": { "method": "PUT", "path": "/s", "body": "Error?", "response": "data" },
        "日本": { "method": "DELETE", "path": "/日本" }
      },
      "models": {
        "Error": { "properties": { "message": "string?", "protocol": "[string: [Kind]]", "where": "date-time?", "2fa": "bool", "self": "url?", "type": "Kind" } },
        "Choice": { "oneOf": ["Error", "Typed"], "discriminator": { "property": "k\"ind\n", "mapping": { "\"\"\"\\(x)": "Error", "default": "Typed" } } },
        "Loose": { "oneOf": ["Error", "string", "Loose2"] },
        "Loose2": { "properties": { "me": "Loose", "Type": "Loose2?", "init": { "properties": { "self": "int" } } }, "allOf": ["Error"] },
        "Level": { "enum": { "self": 1, "type": 2, "init": -3, "default": 4 } },
        "Typed": { "properties": { "container": { "type": "string", "const": "\"\"\"\\(x)\n" }, "value": { "type": "Kind", "default": "default" }, "decoder": { "type": "int", "nullable": true }, "encoder": { "type": "Error?", "nullable": true } } },
        "Kind": { "enum": ["\"quoted\"", "back\\slash", "new\nline", "unknown", "default", "", "🙂", "\u202E"] }
      }
    }
    """#

    @Test func hostileSpecGeneratesCodeThatTypeChecks() async throws {
        let result = SpecFixture.generate(Self.hostile, file: "hostile.endpoints.json")
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        let output = try #require(result.files.first { $0.name == "hostile.Endpoint.swift" }?.contents)
        #expect(output.contains("case `default`(selfValue: String"))
        try await TypeCheck.run(result.files, moduleName: "HostileSDK")
    }

    @Test func exampleSpecsTypeCheckWithEveryAccessLevel() async throws {
        let folder = SpecFixture.packageRoot.appendingPathComponent("Specs")
        let data = try Data(contentsOf: folder.appendingPathComponent("httpbin.endpoints.json"))
        for access in AccessLevel.allCases {
            let result = Generator.generate(data, file: "httpbin.endpoints.json", access: access)
            try await TypeCheck.run(result.files, moduleName: "HTTPBin\(access.rawValue.capitalized)")
        }
    }

    /// The catalog uses every model feature; an app target with MainActor default isolation must compile it too.
    @Test func catalogTypeChecksWithMainActorIsolationAndEveryAccessLevel() async throws {
        let specs = SpecFixture.packageRoot.appendingPathComponent("Specs")
        // The catalog imports the money spec from the MoneySDK module; here both are type-checked as one module.
        let catalog = try String(contentsOf: specs.appendingPathComponent("catalog.endpoints.json"), encoding: .utf8)
            .replacingOccurrences(of: #"{ "spec": "money.endpoints.json", "module": "MoneySDK" }"#, with: #""money.endpoints.json""#)
        let money = try Data(contentsOf: specs.appendingPathComponent("money.endpoints.json"))
        for access in AccessLevel.allCases {
            let result = Generator.generate(Data(catalog.utf8), file: specs.appendingPathComponent("catalog.endpoints.json").path, access: access)
            let shared = Generator.generate(money, file: "money.endpoints.json", access: access)
            #expect(result.succeeded && !result.files.first!.contents.contains("import MoneySDK"), "\(SpecFixture.rendered(result))")
            try await TypeCheck.run(result.files + shared.files, moduleName: "Catalog\(access.rawValue.capitalized)", mainActorByDefault: true)
        }
        try await TypeCheck.run(SpecFixture.generate(Self.hostile, file: "hostile.endpoints.json").files, moduleName: "HostileMainActor", mainActorByDefault: true)
    }
}

/// Type-checks generated files with `swiftc` against the EndpointKit module built beside the tests.
enum TypeCheck {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Type-checks `files` as module `moduleName`, with imports internal unless marked (`InternalImportsByDefault`, as
    /// a future language mode will), so that each file's imports are proven both needed and enough; fails when swiftc
    /// reports anything, or runs past `timeLimit`.
    /// - Parameter mainActorByDefault: compiles as an app target with `.defaultIsolation(MainActor.self)` does.
    static func run(_ files: [GeneratedFile], moduleName: String, mainActorByDefault: Bool = false, timeLimit: Duration = .seconds(600)) async throws {
        let modules = try modulesFolder()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", moduleName, "-package-name", "TypeCheck",
                             "-enable-upcoming-feature", "InternalImportsByDefault", "-I", modules.path] + (mainActorByDefault ? ["-default-isolation", "MainActor"] : []) + paths
        let log = folder.appendingPathComponent("swiftc.log")
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        process.standardError = handle
        process.standardOutput = handle
        // Wait without blocking a thread: a blocked cooperative thread stalls every async test on 2 cores.
        let watchdog = Task { () -> Bool in
            guard (try? await Task.sleep(for: timeLimit)) != nil else { return false }
            process.terminate()
            return true
        }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        watchdog.cancel()
        let timedOut = await watchdog.value
        try handle.close()
        if timedOut {
            throw Failure(description: "swiftc did not finish within \(timeLimit) for \(moduleName)")
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        if process.terminationReason == .uncaughtSignal {
            throw Failure(description: "swiftc died of signal \(process.terminationStatus) for \(moduleName):\n\(output)")
        }
        guard process.terminationStatus == 0, !output.contains("warning:") else {
            throw Failure(description: "swiftc rejected the generated code:\n\(output)")
        }
    }

    /// `<build folder>/Modules`, beside the test bundle, where SwiftPM puts `EndpointKit.swiftmodule`.
    static func modulesFolder() throws -> URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("Modules"))
        }
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules"))
        }
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("EndpointKit.swiftmodule").path) }) {
            return found
        }
        throw Failure(description: "EndpointKit.swiftmodule not found in \(candidates.map(\.path)); run through `swift test`")
    }
}
