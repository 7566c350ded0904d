@testable import EndpointGenerator
import Foundation
import Testing

/// Unions whose object alternatives each pin a property to one value of their own, without a `discriminator`, as
/// Pydantic and FastAPI write every tagged union (Prefect's automation actions: `type: {const: call-webhook, default:
/// call-webhook}`, not required). They select by that property as if the document named it the discriminator.
@Suite struct OpenAPIImpliedDiscriminatorTests {
    typealias F = OpenAPIFixture

    /// A document whose one operation returns `Root`.
    static func schemas(_ schemas: String) -> String {
        OpenAPISchemaTests.schemas(schemas)
    }

    /// Pydantic's actions, with an inline alternative, one composed by `allOf` from a part that declares the tag as
    /// any string, and a string beside them.
    static let actions = ##"""
        { "Root": { "type": "object", "properties": {
            "kind": { "type": "string", "const": "root" },
            "actions": { "type": "array", "items": { "anyOf": [
              { "$ref": "#/components/schemas/DoNothing" }, { "$ref": "#/components/schemas/CallWebhook" },
              { "type": "object", "properties": { "type": { "const": "pause", "default": "pause" }, "reason": { "type": "string" } } },
              { "$ref": "#/components/schemas/Composed" }, { "type": "string" } ] } } } },
          "DoNothing": { "type": "object", "properties": { "type": { "type": "string", "const": "do-nothing", "default": "do-nothing" } } },
          "CallWebhook": { "type": "object", "required": ["block_document_id"], "properties": {
            "type": { "type": "string", "const": "call-webhook", "default": "call-webhook" }, "block_document_id": { "type": "string" } } },
          "Base": { "type": "object", "required": ["type"], "properties": { "type": { "type": "string" }, "note": { "type": "string" } } },
          "Composed": { "allOf": [{ "$ref": "#/components/schemas/Base" }, { "properties": { "type": { "const": "composed" } } }] } }
        """##

    @Test func anOptionalConstantThatIsItsDefaultIsNotReported() throws {
        // Pydantic's `type: Literal["text"] = "text"` outside a union was 43 of Phoenix's 54 warnings; absent,
        // the server takes the constant, as nil sends it. Without the default, or nullable, the constant is lost.
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": { "type": { "type": "string", "const": "text", "default": "text" },
                        "kind": { "type": "string", "const": "a" }, "mode": { "type": ["string", "null"], "const": "m", "default": "m" } } } }
            """##)
        #expect(F.warnings(F.convert(text)).filter { $0.hasPrefix("'const'") } == [
            "'const' of the optional property 'kind' is not kept (only a required property that is not null holds its constant); typed as its base type",
            "'const' of the nullable property 'mode' is not kept (only a required property that is not null holds its constant); typed as its base type",
        ])
        #expect(F.lookup(try F.native(text), "models", "Root", "properties", "type") as? String == "string?")
    }

    @Test func constTagsSelectTheAlternative() async throws {
        let text = Self.schemas(Self.actions)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootActionsItem", "oneOf") as? [String] == ["DoNothing", "CallWebhook", "RootActionsItemPause", "Composed", "string"])
        #expect(F.lookup(json, "models", "RootActionsItem", "discriminator", "property") as? String == "type")
        #expect(F.lookup(json, "models", "RootActionsItem", "discriminator", "mapping") as? [String: String] == [
            "do-nothing": "DoNothing", "call-webhook": "CallWebhook", "pause": "RootActionsItemPause", "composed": "Composed",
        ])
        // Not every alternative requires its tag: an object without one is tried in order.
        #expect(F.lookup(json, "models", "RootActionsItem", "discriminator", "optional") as? Bool == true)
        // The union checks the tags, which optional properties cannot keep as constants; another such const is still reported.
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.filter { $0.hasPrefix("'const' of the optional property") } == ["'const' of the optional property 'kind' is not kept (only a required property that is not null holds its constant); typed as its base type"])
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
                        case "do-nothing": self = .doNothing(try DoNothing(payloadFrom: decoder))
                        case "call-webhook": self = .callWebhook(try CallWebhook(payloadFrom: decoder))
                        case "pause": self = .pause(try RootActionsItemPause(payloadFrom: decoder))
                        case "composed": self = .composed(try Composed(payloadFrom: decoder))
                        default: self = .unknown(value)
            """), "\(models)")
        #expect(models.contains("let value = try container.decodeIfPresent(String.self, forKey: .discriminator) {"))
        #expect(models.contains("case .doNothing(let payload):\n            try payload.encodePayload(to: encoder)\n            value = \"do-nothing\"\n"))
        try await TypeCheck.run(result.files, moduleName: "ImpliedDiscriminator")
    }

    @Test func requiredOneValueEnumsMakeARequiredDiscriminator() async throws {
        // OpenAPI 3.0 has no `const`: Pydantic writes `enum` of one value, a reference to one in an `allOf` of one part.
        let text = Self.schemas(##"""
            { "Root": { "oneOf": [{ "$ref": "#/components/schemas/Circle" }, { "$ref": "#/components/schemas/Square" }] },
              "Circle": { "type": "object", "required": ["kind", "r"], "properties": { "kind": { "type": "string", "enum": ["circle"] }, "r": { "type": "number" } } },
              "Square": { "type": "object", "required": ["kind", "side"], "properties": {
                "kind": { "allOf": [{ "$ref": "#/components/schemas/SquareKind" }], "default": "square" }, "side": { "type": "number" } } },
              "SquareKind": { "type": "string", "enum": ["square"] } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "discriminator", "mapping") as? [String: String] == ["circle": "Circle", "square": "Square"])
        #expect(F.lookup(json, "models", "Root", "discriminator", "optional") == nil)
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("let container = try decoder.container(keyedBy: DiscriminatorKey.self)\n        let value = try container.decode(String.self, forKey: .discriminator)\n"))
        try await TypeCheck.run(result.files, moduleName: "ImpliedRequiredDiscriminator")
    }

    @Test func unionsTheTagsCannotTellApartAreTriedInOrder() throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": {
                "untagged": { "anyOf": [{ "$ref": "#/components/schemas/DoNothing" }, { "$ref": "#/components/schemas/Plain" }] },
                "alike": { "anyOf": [{ "$ref": "#/components/schemas/DoNothing" }, { "$ref": "#/components/schemas/AlsoNothing" }] },
                "anything": { "anyOf": [{ "$ref": "#/components/schemas/DoNothing" }, { "$ref": "#/components/schemas/CallWebhook" }, {}] },
                "nested": { "anyOf": [{ "$ref": "#/components/schemas/DoNothing" }, { "$ref": "#/components/schemas/CallWebhook" },
                                      { "anyOf": [{ "$ref": "#/components/schemas/Plain" }, { "type": "integer" }] }] } } },
              "DoNothing": { "type": "object", "properties": { "type": { "type": "string", "const": "do-nothing", "default": "do-nothing" } } },
              "AlsoNothing": { "type": "object", "properties": { "type": { "type": "string", "const": "do-nothing" }, "note": { "type": "string" } } },
              "CallWebhook": { "type": "object", "required": ["url"], "properties": {
                "type": { "type": "string", "const": "call-webhook", "default": "call-webhook" }, "url": { "type": "string" } } },
              "Plain": { "type": "object", "properties": { "note": { "type": "string" } } } }
            """##)
        let json = try F.native(text)
        // An object without the tag, two objects with one value, and alternatives that can be objects without being object
        // models (any JSON, a union): nothing the tag selects alone.
        for property in ["untagged", "alike", "anything", "nested"] {
            let union = try #require(F.lookup(json, "models", "Root", "properties", property) as? String)
            #expect(F.lookup(json, "models", String(union.dropLast()), "discriminator") == nil, "\(property)")
        }
        // The document wrote no discriminator: none is reported dropped, and the tags' constants are reported lost.
        let warnings = F.warnings(F.convert(text))
        #expect(!warnings.contains { $0.contains("discriminator") }, "\(warnings)")
        #expect(warnings.contains("'const' of the optional property 'type' is not kept (only a required property that is not null holds its constant); typed as its base type"))
        _ = F.swift(text)
    }
}
