@testable import EndpointGenerator
import Foundation
import Testing

/// A description that only spells its value's name again says nothing, and is not printed: Ceph's dashboard describes
/// `offset` as "offset" and `pool_name` as "Pool Name", ThousandEyes `labelId` as "Label ID.", and Quick Help read
/// `- offset: offset`. A text one level down that says more is taken instead, as for a value with no text at all.
@Suite struct OpenAPINameOnlyDescriptionTests {
    typealias F = OpenAPIFixture

    static let document = ##"""
        { "openapi": "3.0.0", "info": { "title": "Pools", "version": "1" }, "servers": [{ "url": "https://ceph.example.com" }],
          "paths": { "/api/pool": { "get": { "operationId": "listPools",
            "parameters": [
              { "name": "offset", "in": "query", "description": "offset", "schema": { "type": "integer" } },
              { "name": "pool_name", "in": "query", "description": "Pool Name", "schema": { "type": "string" } },
              { "name": "limit", "in": "query", "description": "limit", "schema": { "type": "integer", "description": "At most this many pools." } },
              { "name": "sort", "in": "query", "description": "Sort by this attribute.", "schema": { "type": "string" } },
              { "name": "_", "in": "query", "description": "_", "schema": { "type": "string" } }
            ],
            "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Pool" } } } } } } } },
          "components": { "schemas": {
            "LabelId": { "type": "string", "description": "The label, as the labels endpoint lists it." },
            "Pool": { "type": "object", "properties": {
              "pool_name": { "type": "string", "description": "pool name" },
              "labelId": { "allOf": [{ "$ref": "#/components/schemas/LabelId" }], "description": "Label ID." },
              "size": { "type": "integer", "description": "The number of replicas." } } } } } }
        """##

    @Test func aParameterDescribedByItsNameAloneHasNoDescription() throws {
        let native = try F.native(Self.document)
        func description(_ name: String) -> String? {
            F.lookup(native, "endpoints", "listPools", "query", name, "description") as? String
        }
        #expect(description("offset") == nil)
        #expect(description("pool_name") == nil, "spaced and cased otherwise, it is the name still")
        #expect(description("limit") == "At most this many pools.", "the schema's text says more")
        #expect(description("sort") == "Sort by this attribute.")
        #expect(description("_") == "_", "a name without letters or digits matches no text")
        let client = F.swift(Self.document)
        #expect(!client.contains("///   - offset:"))
        #expect(!client.contains("///   - poolName:"))
        #expect(client.contains("///   - limit: At most this many pools.\n"))
    }

    @Test func aPropertyDescribedByItsNameAloneHasNoDescription() throws {
        let native = try F.native(Self.document)
        func description(_ property: String) -> String? {
            F.lookup(native, "models", "Pool", "properties", property, "description") as? String
        }
        #expect(description("pool_name") == nil)
        #expect(description("labelId") == "The label, as the labels endpoint lists it.", "the referenced scalar's text says more")
        #expect(description("size") == "The number of replicas.")
    }
}
