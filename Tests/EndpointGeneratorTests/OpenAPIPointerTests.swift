@testable import EndpointGenOpenAPI
import Foundation
import Testing

/// `$ref` pointers are split and compared by code points: a name may start with a combining mark, a zero-width
/// joiner or a variation selector, which Swift's `Character` joins with the `/` before it (QA-77).
@Suite struct OpenAPIPointerTests {
    typealias F = OpenAPIFixture

    /// Names starting with U+0301 (combining acute accent), U+200D (zero-width joiner) and U+FE0F (variation selector 16).
    static let names = ["\u{301}Pet", "\u{200D}Tag", "\u{FE0F}Toy"]

    @Test func aReferenceToANameStartingWithAJoiningScalarIsFound() throws {
        let schemas = Self.names.map { #""\#($0)": { "type": "object", "properties": { "a": { "type": "string" } } }"# }
        let properties = Self.names.enumerated().map { ##""p\##($0.offset)": { "$ref": "#/components/schemas/\##($0.element)" }"## }
        let parameter = Self.names[0] + "limit"
        let text = F.operation(##"""
            { "operationId": "get", "parameters": [{ "$ref": "#/components/parameters/\##(parameter)" }],
              "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Root" } } } } } }
            """##, components: ##"""
            { "parameters": { "\##(parameter)": { "name": "limit", "in": "query", "schema": { "type": "integer" } } },
              "schemas": { "Root": { "type": "object", "properties": { \##(properties.joined(separator: ", ")) } }, \##(schemas.joined(separator: ", ")) } }
            """##)
        let result = F.convert(text)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.description))")
        let json = try F.native(text)
        let types = (0..<3).compactMap { F.lookup(json, "models", "Root", "properties", "p\($0)") as? String }
        // Three models, each the schema its reference names.
        #expect(Set(types).count == 3, "\(types)")
        for type in types {
            #expect(F.lookup(json, "models", String(type.dropLast()), "properties", "a") != nil, "\(type)")
        }
        #expect(F.lookup(json, "endpoints", "get", "query", "limit") as? String == "int?")
    }

    @Test func pointerTokensAreSplitAtEverySlash() {
        #expect("/components/schemas/\u{301}Pet".pointerTokens == ["", "components", "schemas", "\u{301}Pet"])
        #expect("/a//b/".pointerTokens == ["", "a", "", "b", ""])
        #expect("#/components/schemas/\u{200D}Tag".droppingPointerPrefix("#/components/schemas/") == "\u{200D}Tag")
        #expect("#/components/schemasX".droppingPointerPrefix("#/components/schemas/") == nil)
        #expect("/a/\u{FE0F}b/".lastPointerToken == "\u{FE0F}b")
    }
}
