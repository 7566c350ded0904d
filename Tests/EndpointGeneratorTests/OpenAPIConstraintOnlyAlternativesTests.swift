@testable import EndpointGenerator
import Foundation
import Testing

/// A `oneOf`/`anyOf` whose alternatives only constrain the object beside them (`required`, `not`, property counts):
/// a rule about which properties must be present, not a choice of types. The object keeps its properties, with a
/// warning that the rule is not checked.
@Suite struct OpenAPIConstraintOnlyAlternativesTests {
    typealias F = OpenAPIFixture

    static func document(_ alternatives: String, keyword: String = "anyOf") -> String {
        F.operation(##"{ "operationId": "batch", "requestBody": { "required": true, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Batch" } } } }, "responses": { "204": { "description": "ok" } } }"##,
                    method: "post", components: ##"""
            { "schemas": { "Batch": { "type": "object", "additionalProperties": false, "properties": {
                "file_ids": { "type": "array", "items": { "type": "string" } },
                "files": { "type": "array", "items": { "type": "string" } } },
              "\##(keyword)": \##(alternatives) } } }
            """##)
    }

    @Test func requiredOnlyAlternativesLeaveTheObjectItsProperties() async throws {
        // OpenAI's CreateVectorStoreFileBatchRequest: one of file_ids and files must be given. It became a union with
        // one JSON case, and the typed request body was gone.
        let text = Self.document(##"[{ "required": ["file_ids"] }, { "required": ["files"], "description": "Files given one by one." }]"##)
        let result = F.convert(text)
        #expect(F.warnings(result) == ["'anyOf' only says which properties must be present; the client does not check it"])
        let batch = try #require(F.lookup(try F.native(text), "models", "Batch", "properties") as? [String: Any])
        #expect(batch["file_ids"] as? String == "[string]?" && batch["files"] as? String == "[string]?")
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(generated.files.map(\.contents).joined().contains("public nonisolated struct Batch: Codable, Hashable, Sendable {\n    public var fileIds: [String]?\n    public var files: [String]?"))
        try await TypeCheck.run(generated.files, moduleName: "ConstraintOnly")
        // `oneOf`, and `not` or property counts, are constraints too.
        let oneOf = Self.document(##"[{ "required": ["file_ids"], "not": { "required": ["files"] } }, { "minProperties": 1 }]"##, keyword: "oneOf")
        #expect(F.lookup(try F.native(oneOf), "models", "Batch", "properties", "files") as? String == "[string]?")
    }

    /// OGC API's bounding box, a list of 4 or 6 numbers, became a union of one `json` case: the app wrote
    /// `.json(.array([.number(-10), …]))`, and `["a", "b", "c", "d"]` went out unchecked.
    @Test func boundsOnlyAlternativesLeaveTheListItsType() throws {
        let text = F.operation(##"""
        { "operationId": "records", "parameters": [{ "name": "bbox", "in": "query", "style": "form", "explode": false, "schema": {
            "type": "array", "items": { "type": "number" }, "oneOf": [{ "minItems": 4, "maxItems": 4 }, { "minItems": 6, "maxItems": 6 }] } },
          { "name": "code", "in": "query", "schema": { "type": "string", "anyOf": [{ "pattern": "^[A-Z]{2}$" }, { "pattern": "^[0-9]{3}$" }] } }],
          "responses": { "204": { "description": "ok" } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "records", "query", "bbox", "type") as? String == "[double]?")
        #expect(F.lookup(json, "endpoints", "records", "query", "code") as? String == "string?")
        #expect(F.warnings(F.convert(text)) == [
            "'oneOf' only narrows the value beside it with bounds of its own; the client does not check them",
            "'anyOf' only narrows the value beside it with bounds of its own; the client does not check them",
        ])
    }

    @Test func anAlternativeThatMakesATypeKeepsTheUnion() throws {
        // One alternative with a type of its own: a choice of types, as before.
        let text = Self.document(##"[{ "required": ["file_ids"] }, { "type": "string" }]"##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Batch", "oneOf") != nil)
        #expect(F.warnings(F.convert(text)).contains("'properties' beside 'anyOf' are kept only by the alternatives that are objects"))
    }
}
