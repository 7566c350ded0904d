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

    /// A later part that declares an inherited property again with annotations and bounds only (no type) refines it:
    /// hand-written hierarchies add a description, `readOnly` or a tighter bound this way. Each such property was any
    /// JSON, `id` without a word. (`id` is required: read-only in a model only decoded.)
    @Test func aPartThatRefinesAnInheritedPropertyKeepsItsType() async throws {
        let text = F.operation(##"""
        { "operationId": "getItem", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Item" } } } } } }
        """##, components: ##"""
        { "schemas": {
            "Tag": { "type": "string", "maxLength": 8 },
            "Base": { "type": "object", "properties": {
                "id": { "type": "string" },
                "count": { "type": "integer", "default": 10, "description": "How many." },
                "status": { "type": "string", "enum": ["on", "off"] },
                "tag": { "$ref": "#/components/schemas/Tag" } } },
            "Item": { "allOf": [{ "$ref": "#/components/schemas/Base" }, { "type": "object", "required": ["id", "count"], "properties": {
                "id": { "readOnly": true, "description": "The item's id." },
                "count": { "maximum": 1000 },
                "status": { "description": "The item's status." },
                "tag": { "minLength": 2 } } }] },
            "Named": { "allOf": [{ "$ref": "#/components/schemas/Base" }, { "required": ["id"] }] },
            "Recounted": { "allOf": [{ "$ref": "#/components/schemas/Base" }, { "properties": { "count": { "type": "string" } } }] } } }
        """##)
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(result.succeeded && result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
            public nonisolated struct Item: Codable, Hashable, Sendable, Validatable {
                /// The item's id.
                public var id: String
                /// How many.
                public var count: Int
                /// The item's status.
                public var status: BaseStatus?
                public var tag: String?

                public init(id: String, count: Int = 10, status: BaseStatus? = nil, tag: String? = nil) {
            """), "\(models)")
        #expect(models.contains(#"try Validate.range(count, of: "Item.count", max: 1000)"#))
        #expect(models.contains(#"try Validate.length(tag, of: "Item.tag", min: 2, max: 8)"#))
        #expect(!models.contains("ItemStatus") && !models.contains("JSONValue"))
        // A part of `required` alone, and one that gives a property another type (the later part's wins), are as before.
        #expect(models.contains("public nonisolated struct Named: Codable, Hashable, Sendable, Validatable {\n    public var id: String\n"))
        #expect(models.contains("public var count: String?\n"))
        try await TypeCheck.run(result.files, moduleName: "AllOfRefinement")
    }
}
