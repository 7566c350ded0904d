@testable import EndpointGenerator
import Testing

/// OpenAPI 3.2's `$self`: the URI a document gives itself, which its references may name it by.
@Suite struct SelfURITests {
    typealias F = OpenAPIFixture

    /// datamodel-code-generator's `self-references` names its own parameters, responses and schemes by its `$self`
    /// URL; each was "'$ref' '…' is a URL; nothing is fetched over the network", and the document generated nothing.
    @Test func aReferenceToTheDocumentsOwnURIIsWithinIt() throws {
        let own = "https://example.com/apis/v1/openapi.json"
        let text = #"""
        {
          "openapi": "3.2.0", "$self": "\#(own)",
          "info": { "title": "Pets", "version": "1" },
          "servers": [{ "url": "https://api.example.com" }],
          "security": [{ "alias": [] }],
          "paths": { "/pets": { "get": { "operationId": "listPets",
            "parameters": [{ "$ref": "\#(own)#/components/parameters/Limit" }],
            "responses": { "200": { "$ref": "\#(own)#/components/responses/Pets" } } } } },
          "components": {
            "parameters": { "Limit": { "name": "limit", "in": "query", "schema": { "type": "integer" } } },
            "responses": { "Pets": { "description": "ok", "content": { "application/json": { "schema": {
              "type": "array", "items": { "$ref": "\#(own)#/components/schemas/Pet" } } } } } },
            "securitySchemes": { "key": { "type": "apiKey", "in": "header", "name": "X-Key" },
                                 "alias": { "$ref": "\#(own)#/components/securitySchemes/key" } },
            "schemas": { "Pet": { "type": "object", "properties": { "name": { "type": "string" } } } }
          }
        }
        """#
        let result = F.convert(text)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.description))")
        let swift = F.swift(text)
        #expect(swift.contains("func listPets(limit: Int? = nil) async throws -> [Pet]"), "\(swift)")
        // Another document's URL is still not fetched.
        let other = text.replacingOccurrences(of: #""$self": "\#(own)","#, with: #""$self": "https://example.com/apis/v2/openapi.json","#)
        #expect(F.convert(other).diagnostics.contains { $0.severity == .error && $0.message.contains("is a URL") })
    }
}
