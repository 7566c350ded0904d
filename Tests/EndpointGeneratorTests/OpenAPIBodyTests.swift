import Foundation
import Testing
@testable import EndpointGenerator

/// OpenAPI request bodies and responses → native `body` and `response`.
@Suite struct OpenAPIBodyTests {
    typealias F = OpenAPIFixture

    static let pet = ##"{ "schemas": { "Pet": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" } } } } }"##

    @Test func jsonIsPreferredOverFormMultipartAndBytes() throws {
        let text = F.operation(##"""
        { "operationId": "add", "requestBody": { "required": true, "content": {
            "application/octet-stream": {}, "multipart/form-data": { "schema": { "$ref": "#/components/schemas/Pet" } },
            "application/x-www-form-urlencoded": { "schema": { "$ref": "#/components/schemas/Pet" } },
            "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } }, "responses": {} }
        """##, method: "post", components: Self.pet)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "add", "body") as? String == "Pet")
        #expect(F.warnings(F.convert(text)).contains { $0.contains("also accepts application/octet-stream, multipart/form-data") })
    }

    @Test func anOptionalBodyIsOptional() throws {
        let text = F.operation(##"{ "operationId": "add", "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } }, "responses": {} }"##,
                               method: "put", components: Self.pet)
        #expect(F.lookup(try F.native(text), "endpoints", "add", "body") as? String == "Pet?")
    }

    @Test func formBodiesBecomeFormFields() throws {
        let text = F.operation(##"""
        { "operationId": "login", "requestBody": { "content": { "application/x-www-form-urlencoded": { "schema": {
            "type": "object", "required": ["user"], "properties": { "user": { "type": "string" }, "remember": { "type": "boolean" }, "meta": { "type": "object", "properties": { "a": { "type": "string" } } } } } } } },
          "responses": {} }
        """##, method: "post")
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "login", "body", "form", "user") as? String == "string")
        #expect(F.lookup(json, "endpoints", "login", "body", "form", "remember") as? String == "bool?")
        #expect(F.warnings(F.convert(text)).contains { $0.contains("form field 'meta'") })
        #expect(F.swift(text).contains(##"QueryItem("user", user)"##))
    }

    @Test func multipartAndOctetStreamAreWarnings() throws {
        for media in ["multipart/form-data", "application/octet-stream"] {
            let text = F.operation(##"{ "operationId": "upload", "requestBody": { "content": { "\##(media)": { "schema": { "type": "string", "format": "binary" } } } }, "responses": {} }"##,
                                   method: "post")
            let result = F.convert(text)
            #expect(result.succeeded)
            #expect(F.warnings(result).contains { $0.contains("request bodies of type '\(media)' are not supported") })
        }
    }

    @Test func theLowest2xxWithJSONIsTheTypedResponse() throws {
        let text = F.operation(##"""
        { "operationId": "get", "responses": {
            "404": { "description": "no" },
            "201": { "description": "made", "headers": { "Location": { "schema": { "type": "string" } } }, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } },
            "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Pet" } } } } } } }
        """##, components: Self.pet)
        let result = F.convert(text)
        #expect(F.lookup(try F.native(text), "endpoints", "get", "response") as? String == "[Pet]")
        #expect(F.warnings(result).contains { $0.contains("responses 404, 201 are not expressed") })
    }

    @Test func noContentIsNoneAndOtherMediaIsData() throws {
        let none = F.operation(##"{ "operationId": "ping", "responses": { "204": { "description": "done" } } }"##)
        #expect(F.lookup(try F.native(none), "endpoints", "ping", "response") == nil)
        let data = F.operation(##"{ "operationId": "image", "responses": { "2XX": { "description": "png", "content": { "image/png": {} } } } }"##)
        #expect(F.lookup(try F.native(data), "endpoints", "image", "response") as? String == "data")
        let fallback = F.operation(##"{ "operationId": "any", "responses": { "default": { "description": "x", "content": { "application/json": { "schema": { "type": "object", "properties": { "id": { "type": "integer" } } } } } } } }"##)
        let json = try F.native(fallback)
        #expect(F.lookup(json, "endpoints", "any", "response") as? String == "AnyResponse")
        #expect(F.lookup(json, "models", "AnyResponse", "properties", "id") as? String == "int?")
    }
}
