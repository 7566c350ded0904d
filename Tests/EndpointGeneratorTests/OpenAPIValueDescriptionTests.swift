@testable import EndpointGenerator
import Foundation
import Testing

/// A parameter or property that says nothing of its own is documented by the description its schema holds one level
/// down, as Spotify writes all of its parameters' text and the meaning of its `Mode`, `Key` and `Tempo` integers.
@Suite struct OpenAPIValueDescriptionTests {
    typealias F = OpenAPIFixture

    static let document = ##"""
        { "openapi": "3.1.0", "info": { "title": "Albums", "version": "1" }, "servers": [{ "url": "https://api.example.com/v1" }],
          "paths": { "/albums/{id}": { "get": { "operationId": "getAlbum",
            "parameters": [
              { "name": "id", "in": "path", "required": true, "schema": { "type": "string", "description": "The ID of the album." } },
              { "$ref": "#/components/parameters/QueryAlbumIds" },
              { "name": "market", "in": "query", "description": "An ISO 3166-1 alpha-2 country code.",
                "schema": { "type": "string", "description": "The schema's own text." } },
              { "name": "X-Trace", "in": "header", "schema": { "$ref": "#/components/schemas/TraceId" } },
              { "name": "session", "in": "cookie", "schema": { "allOf": [{ "$ref": "#/components/schemas/Session" }] } },
              { "name": "order", "in": "query", "schema": { "$ref": "#/components/schemas/Order" } },
              { "name": "page", "in": "query", "schema": { "type": "integer" } },
              { "name": "done", "in": "query", "schema": { "$ref": "#/components/responses/Done" } }
            ],
            "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/AudioFeatures" } } } } } } } },
          "components": {
            "responses": { "Done": { "description": "The album was found." } },
            "parameters": {
              "QueryAlbumIds": { "name": "ids", "in": "query", "schema": { "type": "string",
                "description": "A comma-separated list of the IDs for the albums. Maximum: 20 IDs." } } },
            "schemas": {
              "TraceId": { "type": "string", "description": "The trace the request joins." },
              "Session": { "type": "string", "description": "The session token." },
              "Order": { "type": "string", "enum": ["asc", "desc"], "description": "The order of the results." },
              "Mode": { "type": "integer", "description": "Mode indicates the modality: 1 is major, 0 is minor." },
              "Key": { "$ref": "#/components/schemas/Pitch" },
              "Pitch": { "type": "integer", "description": "The key the track is in; -1 if none was detected." },
              "Sections": { "type": "array", "items": { "type": "number" }, "description": "Where each section starts, in seconds." },
              "Tempo": { "type": "number", "description": "The tempo in beats per minute." },
              "Loudness": { "type": "number", "description": "The loudness in decibels." },
              "Album": { "type": "object", "description": "An album.", "properties": { "name": { "type": "string" } } },
              "AudioFeatures": { "type": "object", "properties": {
                "mode": { "$ref": "#/components/schemas/Mode" },
                "key": { "$ref": "#/components/schemas/Key" },
                "sections": { "$ref": "#/components/schemas/Sections" },
                "tempo": { "allOf": [{ "$ref": "#/components/schemas/Tempo" }], "description": "The track's own tempo." },
                "loudness": { "anyOf": [{ "$ref": "#/components/schemas/Loudness" }, { "type": "null" }] },
                "order": { "$ref": "#/components/schemas/Order" },
                "album": { "$ref": "#/components/schemas/Album" },
                "energy": { "type": "number" } } } } } }
        """##

    @Test func aParameterTakesTheDescriptionItsSchemaHolds() throws {
        let native = try F.native(Self.document)
        func description(_ place: String, _ name: String) -> String? {
            F.lookup(native, "endpoints", "getAlbum", place, name, "description") as? String
        }
        #expect(description("pathParameters", "id") == "The ID of the album.")
        #expect(description("query", "ids") == "A comma-separated list of the IDs for the albums. Maximum: 20 IDs.")
        #expect(description("headers", "X-Trace") == "The trace the request joins.")
        #expect(description("cookies", "session") == "The session token.")
        #expect(description("query", "order") == "The order of the results.")
        #expect(description("query", "market") == "An ISO 3166-1 alpha-2 country code.", "the parameter's own text wins")
        #expect(description("query", "page") == nil)
        // A response is no value: its text says nothing of the parameter (any JSON, with a warning).
        #expect(F.lookup(native, "endpoints", "getAlbum", "query", "done") as? String == "json?")
    }

    @Test func theMethodListsWhatEachParameterTakes() {
        let client = F.swift(Self.document)
        #expect(client.contains("///   - id: The ID of the album.\n"))
        #expect(client.contains("///   - ids: A comma-separated list of the IDs for the albums. Maximum: 20 IDs.\n"))
        #expect(client.contains("///   - xTrace: The trace the request joins.\n"))
        #expect(client.contains("///   - session: The session token.\n"))
    }

    @Test func aPropertyTakesTheDescriptionOfAValueThatMakesNoModel() throws {
        let native = try F.native(Self.document)
        func description(_ property: String) -> String? {
            F.lookup(native, "models", "AudioFeatures", "properties", property, "description") as? String
        }
        #expect(description("mode") == "Mode indicates the modality: 1 is major, 0 is minor.")
        #expect(description("key") == "The key the track is in; -1 if none was detected.", "through an alias of an alias")
        #expect(description("sections") == "Where each section starts, in seconds.")
        #expect(description("tempo") == "The track's own tempo.", "the property's own text wins")
        #expect(description("loudness") == "The loudness in decibels.")
        #expect(description("energy") == nil)
        let models = F.swift(Self.document)
        #expect(models.contains("    /// Mode indicates the modality: 1 is major, 0 is minor.\n    public var mode: Int?\n"))
    }

    /// A model's text stays on the model, once, rather than on every property that holds one.
    @Test func aModelDocumentsItselfNotEachPropertyOfIt() throws {
        let native = try F.native(Self.document)
        #expect(F.lookup(native, "models", "AudioFeatures", "properties", "order", "description") == nil)
        #expect(F.lookup(native, "models", "AudioFeatures", "properties", "album", "description") == nil)
        #expect(F.lookup(native, "models", "Order", "description") as? String == "The order of the results.")
        #expect(F.lookup(native, "models", "Album", "description") as? String == "An album.")
    }
    /// A Swift argument has no deprecation, so a deprecated parameter's documentation says it, first: Google Maps'
    /// Places `name` was deprecated without a word in the SDK, beside a warning that said only that it was kept.
    @Test func aDeprecatedParameterSaysSoInItsDocumentation() throws {
        let text = F.operation(##"""
            { "operationId": "nearby", "parameters": [
                { "name": "name", "in": "query", "deprecated": true, "description": "Equivalent to `keyword`.", "schema": { "type": "string" } },
                { "name": "rank", "in": "query", "deprecated": true, "schema": { "type": "string" } }],
              "responses": { "204": { "description": "found" } } }
            """##)
        let native = try F.native(text)
        #expect(F.lookup(native, "endpoints", "nearby", "query", "name", "description") as? String == "Deprecated. Equivalent to `keyword`.")
        #expect(F.lookup(native, "endpoints", "nearby", "query", "rank", "description") as? String == "Deprecated.")
        let warnings = F.warnings(F.convert(text)).filter { $0.hasPrefix("deprecated parameters cannot be marked") }
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.hasSuffix("its documentation says it is deprecated") }, "\(warnings)")
        #expect(F.swift(text).contains("///   - name: Deprecated. Equivalent to `keyword`.\n"))
    }
}
