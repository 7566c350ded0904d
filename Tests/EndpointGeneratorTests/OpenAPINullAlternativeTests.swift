@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAPI 3.0 has no null type: schemars (the Rust schema library behind Qdrant and many Rust servers) writes every
/// `Option<T>` as `anyOf: [{$ref: T}, {nullable: true}]`, whose alternative of `nullable` alone stands for `null`, as
/// 3.1's `{type: 'null'}` does.
@Suite struct OpenAPINullAlternativeTests {
    typealias F = OpenAPIFixture

    /// Qdrant's scroll shapes in OpenAPI `version`, each `null` alternative written as `null`.
    static func document(version: String, null: String) -> String {
        let text = F.operation(##"""
        { "operationId": "scroll",
          "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/ScrollRequest" } } } },
          "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/ScrollResult" } } } } } }
        """##, method: "post", components: ##"""
        { "schemas": {
            "PointId": { "anyOf": [{ "type": "integer", "format": "int64", "minimum": 0 }, { "type": "string", "format": "uuid" }] },
            "Filter": { "type": "object", "properties": { "must": { "type": "array", "items": { "type": "string" } } } },
            "ScrollRequest": { "type": "object", "properties": {
                "offset": { "anyOf": [{ "$ref": "#/components/schemas/PointId" }, \##(null)] },
                "filter": { "description": "Only the points that match.", "default": null,
                            "anyOf": [{ "$ref": "#/components/schemas/Filter" }, \##(null)] },
                "order": { "anyOf": [{ "type": "string" }, { "type": "integer" }, \##(null)] } } },
            "ScrollResult": { "type": "object", "required": ["points", "next_page_offset"], "properties": {
                "points": { "type": "array", "items": { "$ref": "#/components/schemas/PointId" } },
                "next_page_offset": { "description": "Offset of the next page, or null on the last page.",
                                      "anyOf": [{ "$ref": "#/components/schemas/PointId" }, \##(null)] } } } } }
        """##)
        return text.replacingOccurrences(of: #""openapi": "3.1.0""#, with: #""openapi": "\#(version)""#)
    }

    @Test func anAlternativeOfNullableAloneIsNull() async throws {
        // Each was a union with a case of any JSON, which decoded the last page's `"next_page_offset": null` as a value:
        // `while let next = page.nextPageOffset` sent `"offset": null` and read the first page again, forever.
        let text = Self.document(version: "3.0.3", null: ##"{ "nullable": true }"##)
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(result.succeeded && result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("public var offset: Nullable<PointId>?\n"), "\(models)")
        #expect(models.contains("public var filter: Nullable<Filter>?\n"))
        #expect(models.contains("public var order: Nullable<ScrollRequestOrder>?\n"))
        #expect(models.contains("public var nextPageOffset: PointId?\n"))
        #expect(!models.contains("JSONValue"))
        // One rule for both versions: the SDK is the one 3.1's `{type: 'null'}` makes.
        let text31 = Self.document(version: "3.1.0", null: ##"{ "type": "null" }"##)
        let result31 = Generator.generate(Data(text31.utf8), file: "api.json")
        #expect(result.files.map(\.contents) == result31.files.map(\.contents))
        try await TypeCheck.run(result.files, moduleName: "NullAlternative")
    }

    @Test func anAlternativeOfNullableThatConstrainsIsNotNull() throws {
        // `nullable` beside a bound allows any value within it; only annotations (a description, a default) keep it null.
        let text = Self.document(version: "3.0.3", null: ##"{ "nullable": true, "maxLength": 3 }"##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "ScrollRequest", "properties", "offset") as? String == "ScrollRequestOffset?")
        #expect(F.lookup(json, "models", "ScrollRequestOffset", "oneOf") != nil)
    }
}
