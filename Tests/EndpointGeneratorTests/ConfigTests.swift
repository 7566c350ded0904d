@testable import EndpointGenDiff
@testable import EndpointGenerator
@testable import EndpointGenModel
import Foundation
import Testing

/// A target's `endpoint-gen.json`: read with located diagnostics, and applied to every spec.
@Suite struct ConfigTests {
    static func config(_ text: String) -> (GenerationConfig?, [String]) {
        let (config, diagnostics) = GenerationConfig.read(Data(text.utf8), file: "endpoint-gen.json")
        return (config, diagnostics.map(\.description))
    }

    static let spec = SpecFixture.spec(endpoints: """
        { "ping": { "method": "GET", "path": "/ping" }, "list": { "method": "GET", "path": "/f", "group": "Friends", "response": "[Friend]" },
          "add": { "method": "POST", "path": "/f", "group": "Friends", "body": "Friend" }, "reset": { "method": "POST", "path": "/reset" } }
        """, models: #"{ "Friend": { "properties": { "name": "string" } } }"#)

    @Test func everyKeyIsRead() throws {
        let (config, diagnostics) = Self.config("""
            { "access": "package", "typePrefix": "Acme", "outputs": ["models", "endpoints"], "include": ["Friends"], "exclude": ["add"],
              "samples": false }
            """)
        #expect(diagnostics.isEmpty)
        let read = try #require(config)
        #expect(read.access == .package)
        #expect(read.options.typePrefix == "Acme")
        #expect(read.options.outputs == [.models, .endpoints])
        #expect(read.options.include == ["Friends"])
        #expect(read.options.exclude == ["add"])
        #expect(!read.options.samples)
        #expect(try #require(Self.config("{}").0).options.samples, "samples are generated unless the file says otherwise")
    }

    @Test(arguments: [
        (#"{ "acess": "public" }"#, "endpoint-gen.json:1:3: error: unknown key 'acess' (at $.acess)"),
        (#"{ "access": "open" }"#, "endpoint-gen.json:1:13: error: unknown access level 'open' (at $.access)"),
        (#"{ "typePrefix": "acme" }"#, "error: typePrefix 'acme' must start a Swift type name (at $.typePrefix)"),
        (#"{ "outputs": ["client", "models"] }"#, "error: the client output needs the endpoints output (at $.outputs)"),
        (#"{ "outputs": ["endpoints"] }"#, "error: the endpoints output needs the models output (at $.outputs)"),
        (#"{ "outputs": ["model"] }"#, "error: unknown output 'model' (at $.outputs)"),
        (#"{ "exclude": "reset" }"#, "error: 'exclude' must be an array of names, found string (at $.exclude)"),
        (#"{ "samples": "no" }"#, "endpoint-gen.json:1:14: error: 'samples' must be true or false, found string (at $.samples)"),
        (#"{ "include": [1] }"#, "error: 'include' must hold non-empty strings, found number (at $.include[0])"),
        (#"{ "access": "public", }"#, "endpoint-gen.json:1:23: error: expected a key in double quotes after ',', found '}'"),
    ])
    func badConfigsAreLocated(text: String, message: String) {
        let (config, diagnostics) = Self.config(text)
        #expect(config == nil)
        #expect(diagnostics.contains { $0.contains(message) }, "\(diagnostics)")
    }

    @Test func theTypePrefixNamesEveryGeneratedType() async throws {
        var options = GenerationOptions()
        options.typePrefix = "Acme"
        let result = Generator.generate(Data(Self.spec.utf8), file: "test.endpoints.json", options: options)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(SpecFixture.file("Models", of: result).contains("public nonisolated struct AcmeFriend: Codable"))
        #expect(SpecFixture.file("Client", of: result).contains("public nonisolated struct AcmeTestClient: AcmeTestAPI"))
        #expect(SpecFixture.file("Client", of: result).contains("var friends: AcmeTestFriendsService"))
        try await TypeCheck.run(result.files, moduleName: "Prefixed")
    }

    @Test func includeAndExcludeSelectEndpointsAndGroups() {
        func cases(include: [String]?, exclude: [String]) -> [String] {
            var options = GenerationOptions()
            options.include = include
            options.exclude = exclude
            let output = SpecFixture.file("Endpoint", of: Generator.generate(Data(Self.spec.utf8), file: "test.endpoints.json", options: options))
            return ["ping", "list", "add", "reset"].filter { output.contains("    case \($0)") }
        }
        #expect(cases(include: nil, exclude: []) == ["ping", "list", "add", "reset"])
        #expect(cases(include: ["Friends"], exclude: []) == ["list", "add"])
        #expect(cases(include: ["Friends", "ping"], exclude: ["add"]) == ["ping", "list"])
        #expect(cases(include: nil, exclude: ["Friends", "reset"]) == ["ping"])
    }

    @Test func modelsOnlyLeftOutEndpointsUseAreLeftOutToo() async throws {
        let spec = SpecFixture.spec(endpoints: """
            { "list": { "method": "GET", "path": "/f", "group": "Friends", "response": "[Friend]" },
              "pets": { "method": "GET", "path": "/p", "response": "[Pet]" } }
            """, models: """
            { "Friend": { "properties": { "name": "string", "owner": "Owner?", "kind": "Kind" } }, "Owner": { "properties": { "id": "int" } },
              "Kind": { "enum": ["a", "b"] }, "Pet": { "properties": { "tags": "[Tag]" } }, "Tag": { "properties": { "label": "string" } },
              "Unused": { "properties": { "x": "int" } } }
            """)
        func models(include: [String]?, exclude: [String] = []) -> [String] {
            var options = GenerationOptions()
            options.include = include
            options.exclude = exclude
            let output = SpecFixture.file("Models", of: Generator.generate(Data(spec.utf8), file: "test.endpoints.json", options: options))
            return ["Friend", "Owner", "Kind", "Pet", "Tag", "Unused"].filter { output.contains(" \($0): ") || output.contains("enum \($0)") }
        }
        #expect(models(include: nil) == ["Friend", "Owner", "Kind", "Pet", "Tag", "Unused"])
        #expect(models(include: ["Friends"]) == ["Friend", "Owner", "Kind"])
        #expect(models(include: nil, exclude: ["Friends"]) == ["Pet", "Tag"])
        // Nothing left out, or nothing kept (other specs of the target may import its models): every model stays.
        #expect(models(include: ["Friends", "pets"]) == ["Friend", "Owner", "Kind", "Pet", "Tag", "Unused"])
        #expect(models(include: ["elsewhere"]) == ["Friend", "Owner", "Kind", "Pet", "Tag", "Unused"])
        var options = GenerationOptions()
        options.include = ["Friends"]
        try await TypeCheck.run(Generator.generate(Data(spec.utf8), file: "test.endpoints.json", options: options).files, moduleName: "Pruned")
    }

    /// A model that only a kept endpoint's error names is kept: left out, the SDK named an error type it did not declare.
    @Test func aModelOnlyAKeptEndpointsErrorNamesIsKept() async throws {
        let spec = SpecFixture.spec(endpoints: """
            { "list": { "method": "GET", "path": "/f", "group": "Friends", "response": "[Friend]", "errors": { "404": "Missing" } },
              "pets": { "method": "GET", "path": "/p", "response": "[Pet]" } }
            """, models: """
            { "Friend": { "properties": { "name": "string" } }, "Missing": { "properties": { "message": "string" } },
              "Pet": { "properties": { "tags": "[string]" } } }
            """)
        try await Self.expectIncluding("Friends", of: spec, keeps: "Missing", moduleName: "ErrorKept")
    }

    /// A model that only another media type of a kept endpoint's response names (its event stream's) is kept too.
    @Test func aModelOnlyAKeptEndpointsOtherMediaTypeNamesIsKept() async throws {
        let spec = SpecFixture.spec(endpoints: """
            { "complete": { "method": "POST", "path": "/chat", "group": "Chat", "body": "Prompt",
                            "response": { "application/json": "Reply", "text/event-stream": { "type": "Chunk", "terminator": "[DONE]" } } },
              "pets": { "method": "GET", "path": "/p", "response": "[Pet]" } }
            """, models: """
            { "Prompt": { "properties": { "text": "string" } }, "Reply": { "properties": { "answer": "string" } },
              "Chunk": { "properties": { "delta": "string" } }, "Pet": { "properties": { "tags": "[string]" } } }
            """)
        try await Self.expectIncluding("Chat", of: spec, keeps: "Chunk", moduleName: "MediaKept")
    }

    /// Generates `spec` including only the group `group`, and expects the model `kept` declared, the unused `Pet` left
    /// out, and the result to type-check.
    private static func expectIncluding(_ group: String, of spec: String, keeps kept: String, moduleName: String) async throws {
        var options = GenerationOptions()
        options.include = [group]
        let result = Generator.generate(Data(spec.utf8), file: "test.endpoints.json", options: options)
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("public nonisolated struct \(kept): "), "\(models)")
        #expect(!models.contains("struct Pet"))
        try await TypeCheck.run(result.files, moduleName: moduleName)
    }

    @Test func leftOutOutputsAreWrittenAsNotes() {
        var options = GenerationOptions()
        options.outputs = [.models]
        let result = Generator.generate(Data(Self.spec.utf8), file: "test.endpoints.json", options: options)
        #expect(result.files.map(\.name) == ["test.Endpoint.swift", "test.Models.swift", "test.Client.swift"])
        #expect(SpecFixture.file("Endpoint", of: result).hasSuffix("// The Endpoint output is not generated: the target's endpoint-gen.json leaves it out of 'outputs'.\n"))
        #expect(SpecFixture.file("Models", of: result).contains("struct Friend"))
        #expect(!SpecFixture.file("Client", of: result).contains("struct"))
    }

    /// Runs `body` with `spec` written to `test.endpoints.json` and `config` to `endpoint-gen.json` in a temporary
    /// folder, and the path of an output folder there.
    static func withFiles(spec: String, config: String, _ body: (_ spec: URL, _ config: URL, _ output: URL) throws -> Void) throws {
        try CommandTests.withTemporaryFolder { folder in
            let specFile = folder.appendingPathComponent("test.endpoints.json")
            let configFile = folder.appendingPathComponent("endpoint-gen.json")
            try Data(spec.utf8).write(to: specFile)
            try Data(config.utf8).write(to: configFile)
            try body(specFile, configFile, folder.appendingPathComponent("out"))
        }
    }

    @Test func theCommandLineAppliesTheConfigAndWarnsAboutUnknownNames() throws {
        try Self.withFiles(spec: Self.spec, config: #"{ "access": "internal", "exclude": ["rest"] }"#) { spec, config, output in
            let run = CommandTests.run(["generate", spec.path, "--output", output.path, "--config", config.path])
            #expect(run.status == 0)
            #expect(run.errors.contains("endpoint-gen.json:1:37: warning: 'rest' is no endpoint or group of the specs (at $.exclude[0])"), "\(run.errors)")
            #expect(run.errors.contains("note: did you mean 'reset'?"))
            let client = try String(contentsOf: output.appendingPathComponent("test.Client.swift"), encoding: .utf8)
            #expect(client.contains("\nnonisolated struct TestClient"), "the config's access level")
            #expect(CommandTests.run(["generate", spec.path, "--output", output.path, "--config", config.path, "--access", "public"]).status == 0)
            #expect(try String(contentsOf: output.appendingPathComponent("test.Client.swift"), encoding: .utf8).contains("public nonisolated struct TestClient"),
                    "--access wins over the config")
            #expect(CommandTests.run(["validate", spec.path, "--config", config.path, "--warnings-as-errors"]).status == 1)
        }
    }
}
