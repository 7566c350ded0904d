import EndpointGenJSON
@testable import EndpointGenOpenAPI
import Foundation
import Testing

/// A `$ref` fragment that writes `/` as `%2F` is read as RFC 6901 reads a URI fragment (decoded, then split) where that
/// names something; otherwise as written (split, then each token decoded), which is how documents mean
/// `#/paths/%2Fpets/get`.
@Suite struct OpenAPIEncodedSlashReferenceTests {
    typealias F = OpenAPIFixture

    static let document = F.document(paths: ##"""
        {
          "/pets": { "get": { "operationId": "listPets", "responses": { "200": { "description": "the pets",
            "content": { "application/json": { "schema": { "type": "array", "items": { "$ref": "#%2Fcomponents%2Fschemas%2FPet" } } } } } } } },
          "/pets/{id}": { "get": { "operationId": "getPet",
            "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "$ref": "#/components/schemas/Pet%2Fproperties%2Fid" } }],
            "responses": { "200": { "$ref": "#/paths/%2Fpets/get/responses/200" } } } }
        }
        """##, components: ##"""
        { "schemas": { "Pet": { "type": "object", "required": ["id"], "properties": { "id": { "type": "integer", "format": "int64" } } } } }
        """##)

    @Test func aFragmentWhoseSlashesAreEncodedIsDecodedBeforeItIsSplit() throws {
        let result = F.convert(Self.document)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.description))")
        let native = try F.native(Self.document)
        #expect(F.lookup(native, "endpoints", "listPets", "response") as? String == "[Pet]")
        // `Pet%2Fproperties%2Fid` is the property inside `Pet`, not a schema named `Pet/properties/id`.
        #expect(F.lookup(native, "endpoints", "getPet", "pathParameters", "id") as? String == "int64")
    }

    @Test func aFragmentOnlyTheTokenReadingNamesKeepsIt() throws {
        // Decoded first, `#/paths/%2Fpets/get` is `/paths//pets/get`, which names nothing: the `/pets` path item is meant.
        let native = try F.native(Self.document)
        #expect(F.lookup(native, "endpoints", "getPet", "response") as? String == "[Pet]")
        #expect(EncodedSlashReferences.rfcReading(of: "#/paths/%2Fpets/get", in: try Self.root()) == nil)
        #expect(EncodedSlashReferences.rfcReading(of: "#%2Fcomponents%2Fschemas%2FPet", in: try Self.root()) == "#/components/schemas/Pet")
    }

    @Test func onlyBytesThatEncodeASlashAreWalked() {
        #expect(EncodedSlashReferences.encodesSlash(Data("#%2fa".utf8)))
        #expect(EncodedSlashReferences.encodesSlash(Data("%2F".utf8)))
        #expect(!EncodedSlashReferences.encodesSlash(Data("%20%2 %".utf8)))
    }

    private static func root() throws -> JSONNode {
        var diagnostics = DiagnosticCollector()
        return try #require(JSONReader.parse(Array(document.utf8), file: "api.json", diagnostics: &diagnostics))
    }
}
