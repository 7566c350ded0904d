@testable import EndpointGenerator
import Foundation
import Testing

/// `allOf: [{$ref: …}, {nullable: true}]`, OpenAPI 3.0's way of annotating a reference (keywords beside a 3.0 `$ref`
/// are ignored): the referenced type, nullable, not a new object merged from the two.
@Suite struct OpenAPIAllOfAnnotationTests {
    typealias F = OpenAPIFixture

    static let components = ##"""
        { "schemas": {
            "Choice": { "oneOf": [{ "type": "string", "enum": ["none", "auto"] }, { "$ref": "#/components/schemas/Named" }] },
            "Named": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" } } },
            "Run": { "type": "object", "required": ["id", "tool_choice", "truncation"], "properties": {
                "id": { "type": "string" },
                "tool_choice": { "allOf": [{ "$ref": "#/components/schemas/Choice" }, { "nullable": true }] },
                "truncation": { "allOf": [{ "$ref": "#/components/schemas/Named" }, { "nullable": true, "description": "How the thread is cut." }] },
                "named": { "allOf": [{ "$ref": "#/components/schemas/Named" }, { "x-internal": true }] },
                "merged": { "allOf": [{ "$ref": "#/components/schemas/Named" }, { "properties": { "extra": { "type": "integer" } } }] } } },
            "NullableChoice": { "allOf": [{ "$ref": "#/components/schemas/Choice" }, { "nullable": true }] } } }
        """##

    static let text = F.operation(##"{ "operationId": "getRun", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Run" } } } } } }"##,
                                  components: components)

    @Test func aReferenceWithAnnotationsIsTheReferencedTypeNullable() async throws {
        // OpenAI's RunObject wrapped its tool_choice union this way: it became an empty struct, so decoding
        // `"tool_choice": "auto"` failed, and every run the API returned was unreadable.
        let properties = try #require(F.lookup(try F.native(Self.text), "models", "Run", "properties") as? [String: Any])
        // Required and nullable: the native spec's `nullable`, which the generator types `T?`.
        #expect(F.lookup(properties, "tool_choice", "type") as? String == "Choice" && F.lookup(properties, "tool_choice", "nullable") as? Bool == true)
        #expect(F.lookup(properties, "truncation", "type") as? String == "Named" && F.lookup(properties, "truncation", "nullable") as? Bool == true)
        #expect(properties["named"] as? String == "Named?")
        // A part with properties of its own still merges into a new object.
        #expect(properties["merged"] as? String == "RunMerged?")
        let models = try #require(F.lookup(try F.native(Self.text), "models") as? [String: Any])
        #expect(models["RunToolChoice"] == nil && models["RunTruncation"] == nil && models["RunNamed"] == nil)
        let generated = Generator.generate(Data(Self.text.utf8), file: "api.json")
        #expect(generated.succeeded, "\(generated.diagnostics.map(\.description))")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains("public var toolChoice: Choice?") && swift.contains("public var truncation: Named?"))
        try await TypeCheck.run(generated.files, moduleName: "AllOfAnnotation")
    }
}
