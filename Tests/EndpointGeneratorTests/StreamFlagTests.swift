@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAI's chat completions, responses, transcriptions and image edits answer with events only when the
/// body says `"stream": true`; the generated `…Events` methods sent what the caller wrote (or nothing), got JSON and
/// failed. Each method now sets the flag to what it reads.
@Suite struct StreamFlagTests {
    typealias F = OpenAPIFixture

    static func document(stream: String, body: String = "json", required: String = #"["model"]"#) -> String {
        let answers = ##""responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Reply" } }, "text/event-stream": { "schema": { "$ref": "#/components/schemas/Chunk" } } } } }"##
        let json = ##"{ "content": { "application/json": { "schema": { "$ref": "#/components/schemas/ChatRequest" } } }, "required": true }"##
        let multipart = #"{ "content": { "multipart/form-data": { "schema": { "type": "object", "required": ["prompt"], "properties": { "prompt": { "type": "string" }, "stream": \#(stream) } } } } }"#
        return F.document(paths: #"""
            { "/chat": { "post": { "operationId": "createChat", "requestBody": \#(body == "json" ? json : multipart), \#(answers) } } }
            """#, components: #"""
            { "schemas": {
                "ChatRequest": { "type": "object", "required": \#(required), "properties": { "model": { "type": "string" }, "stream": \#(stream) } },
                "Reply": { "type": "object", "properties": { "text": { "type": "string" } } },
                "Chunk": { "type": "object", "properties": { "delta": { "type": "string" } } } } }
            """#)
    }

    @Test func aJSONBodysStreamPropertyIsSetByEachMethod() async throws {
        // OpenAI writes `stream` as a nullable boolean defaulting to false.
        let nullable = Self.document(stream: #"{ "type": "boolean", "nullable": true, "default": false }"#)
        let swift = F.swift(nullable)
        #expect(swift.contains("""
                public func createChatEvents(_ body: ChatRequest) -> AsyncThrowingStream<Chunk, any Error> {
                    var body = body
                    body.stream = .value(true)
                    return apiClient.stream(
            """), "\(swift)")
        #expect(swift.contains("""
                public func createChat(_ body: ChatRequest) async throws -> Reply {
                    var body = body
                    body.stream = .value(false)
                    return try await apiClient.send(
            """))
        let plain = Self.document(stream: #"{ "type": "boolean" }"#)
        #expect(F.swift(plain).contains("        body.stream = true\n"))
        try await TypeCheck.run(Generator.generate(Data(nullable.utf8), file: "api.json").files, moduleName: "StreamFlagNullable")
        try await TypeCheck.run(Generator.generate(Data(plain.utf8), file: "api.json").files, moduleName: "StreamFlagPlain", mainActorByDefault: true)
    }

    @Test func aMultipartStreamFieldIsNoArgument() async throws {
        let text = Self.document(stream: #"{ "type": "boolean", "default": false }"#, body: "multipart")
        let swift = F.swift(text)
        #expect(swift.contains("func createChatEvents(prompt: String) -> AsyncThrowingStream<Chunk, any Error>\n"))
        #expect(swift.contains("Endpoint.createChat(accept: .events, prompt: prompt, stream: true)"))
        #expect(swift.contains("Endpoint.createChat(accept: .json, prompt: prompt, stream: false)"))
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "StreamFlagField")
    }

    @Test func aStreamThatIsNoBooleanOrCannotBeSetIsTheCallers() async throws {
        let swift = F.swift(Self.document(stream: #"{ "type": "string" }"#))
        #expect(!swift.contains("body.stream ="))
        #expect(swift.contains("return apiClient.stream(") == false)
        // A constant has no setter; a deprecated property would warn where the method sets it.
        for (stream, required) in [(#"{ "type": "boolean", "const": true }"#, #"["model", "stream"]"#), (#"{ "type": "boolean", "deprecated": true }"#, #"["model"]"#)] {
            let text = Self.document(stream: stream, required: required)
            #expect(!F.swift(text).contains("body.stream ="), "\(stream)")
            try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "StreamFlagLeft")
        }
    }
}
