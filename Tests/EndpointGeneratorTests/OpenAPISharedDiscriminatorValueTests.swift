@testable import EndpointGenerator
import Foundation
import Testing

/// A discriminator value that several alternatives allow: OpenAPI maps a value to one schema, but real documents give
/// two schemas one value (Hugging Face TGI's streamed chunk and final completion are both `object: text_completion`;
/// OpenAI's input and output messages are both `type: message`).
@Suite struct OpenAPISharedDiscriminatorValueTests {
    typealias F = OpenAPIFixture

    /// TGI's completions, once as inline `allOf`s and once as `$ref`s, beside a value each alternative has alone.
    static let completions = OpenAPISchemaTests.schemasSentAndDecoded(##"""
        { "Root": { "type": "object", "properties": { "inline": { "$ref": "#/components/schemas/Completion" }, "refs": { "$ref": "#/components/schemas/Event" } } },
          "Chunk": { "type": "object", "required": ["id"], "properties": { "id": { "type": "string" } } },
          "CompletionFinal": { "type": "object", "required": ["id", "usage"], "properties": { "id": { "type": "string" }, "usage": { "type": "integer" } } },
          "Completion": { "discriminator": { "propertyName": "object" }, "oneOf": [
            { "allOf": [{ "$ref": "#/components/schemas/Chunk" }, { "type": "object", "required": ["object"], "properties": { "object": { "type": "string", "enum": ["text_completion"] } } }] },
            { "allOf": [{ "$ref": "#/components/schemas/CompletionFinal" }, { "type": "object", "required": ["object"], "properties": { "object": { "type": "string", "enum": ["text_completion"] } } }] } ] },
          "Delta": { "type": "object", "required": ["object", "text"], "properties": { "object": { "type": "string", "enum": ["event"] }, "text": { "type": "string" } } },
          "Final": { "type": "object", "required": ["object", "text", "reason"], "properties": { "object": { "type": "string", "enum": ["event"] }, "text": { "type": "string" }, "reason": { "type": "string" } } },
          "Ping": { "type": "object", "required": ["object"], "properties": { "object": { "type": "string", "enum": ["ping"] } } },
          "Event": { "discriminator": { "propertyName": "object" }, "oneOf": [
            { "$ref": "#/components/schemas/Delta" }, { "$ref": "#/components/schemas/Final" }, { "$ref": "#/components/schemas/Ping" } ] } }
        """##)

    @Test func anInlineAlternativeNamedByNothingElseIsNamedForTheComponentItExtends() throws {
        let models = SpecFixture.file("Models", of: Generator.generate(Data(Self.completions.utf8), file: "api.json"))
        #expect(models.contains("    case chunk(CompletionChunk)\n    case completionFinal(CompletionCompletionFinal)\n"), "\(models)")
    }

    @Test func aSharedValueSelectsEachAlternativeThatAllowsIt() throws {
        let result = F.convert(Self.completions)
        #expect(F.warnings(result) == [
            "discriminator value 'text_completion' selects none of alternatives 1 and 2 of 'oneOf' alone, as each allows it: the client tries them in turn by their other keys",
            "discriminator value 'event' selects none of 'Delta' and 'Final' alone, as each allows it: the client tries them in turn by their other keys",
        ])
        let json = try F.native(Self.completions)
        // The discriminator stays, so a value this SDK does not know is still `unknown`; the value names both models.
        #expect(F.lookup(json, "models", "Completion", "discriminator", "mapping") as? [String: [String]]
            == ["text_completion": ["CompletionChunk", "CompletionCompletionFinal"]])
        let mapping = F.lookup(json, "models", "Event", "discriminator", "mapping") as? [String: Any]
        #expect(mapping?["event"] as? [String] == ["Delta", "Final"])
        #expect(mapping?["ping"] as? String == "Ping")
    }

    @Test func theAlternativeThatRequiresMoreIsTriedFirstAndEachSendsTheValueItAllows() async throws {
        let result = Generator.generate(Data(Self.completions.utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let models = SpecFixture.file("Models", of: result)
        // A chunk would take every final completion whole and drop its `usage`: the final one is tried first.
        #expect(models.contains("""
                    case "text_completion":
                        var failures: [String] = []
                        do { self = .completionFinal(try CompletionCompletionFinal(payloadFrom: decoder)); return } catch { failures.append("CompletionCompletionFinal: \\(error)") }
                        do { self = .chunk(try CompletionChunk(payloadFrom: decoder)); return } catch { failures.append("CompletionChunk: \\(error)") }
                        throw DecodingError.dataCorrupted(DecodingError.Context(
                            codingPath: decoder.codingPath, debugDescription: "Completion whose 'object' is 'text_completion' matches none of the alternatives it selects: " + failures.joined(separator: "; ")
                        ))
                    default: self = .unknown(value)
            """), "\(models)")
        #expect(models.contains("""
                    case "Delta": self = .delta(try Delta(payloadFrom: decoder))
                    case "Final": self = .final(try Final(payloadFrom: decoder))
                    case "ping", "Ping": self = .ping(try Ping(payloadFrom: decoder))
                    case "event":
                        var failures: [String] = []
                        do { self = .final(try Final(payloadFrom: decoder)); return } catch { failures.append("Final: \\(error)") }
                        do { self = .delta(try Delta(payloadFrom: decoder)); return } catch { failures.append("Delta: \\(error)") }
            """), "\(models)")
        // No made-up name is sent: the first alternative sent its model's name, a value its schema forbids.
        #expect(!models.contains(#"value = "CompletionChunk""#), "\(models)")
        #expect(models.contains("""
                    case .chunk(let payload):
                        try payload.encodePayload(to: encoder)
                        value = "text_completion"
            """))
        // A model with a value of its own sends the value it holds.
        #expect(models.contains("        case .delta(let payload):\n            try payload.encodePayload(to: encoder)\n            return\n"))
        try await TypeCheck.run(result.files, moduleName: "SharedDiscriminatorValue")
        try await TypeCheck.run(result.files, moduleName: "SharedDiscriminatorValueMainActor", mainActorByDefault: true)
    }
}
