@testable import EndpointGenerator
import Foundation
import Testing

/// A path written as Express routes write it (`/users/:id`) whose parameter is declared: read literally, every request
/// went to `/users/:id` and the parameter was left out (webfakes' httpbin document). Its segment is read as `{id}`.
@Suite struct OpenAPIColonPathParameterTests {
    typealias F = OpenAPIFixture

    static let document = F.document(paths: ##"""
        {
          "/base64/:value": { "get": { "parameters": [{ "name": "value", "in": "path", "required": true, "schema": { "type": "string" } }],
                                       "responses": { "200": { "description": "ok" } } } },
          "/users/:id/posts/:post_id": {
            "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } }],
            "get": { "operationId": "getPost", "parameters": [{ "$ref": "#/components/parameters/post_id" }], "responses": { "204": { "description": "ok" } } } },
          "/files/:raw": { "get": { "operationId": "getRaw", "responses": { "204": { "description": "ok" } } } },
          "/v1/{name}:batchGet": { "get": { "operationId": "batchGet", "parameters": [{ "name": "name", "in": "path", "required": true, "schema": { "type": "string" } }],
                                            "responses": { "204": { "description": "ok" } } } },
          "/tags/:tag": { "get": { "operationId": "getTagColon", "parameters": [{ "name": "tag", "in": "path", "required": true, "schema": { "type": "string" } }],
                                   "responses": { "204": { "description": "ok" } } } },
          "/tags/{tag}": { "get": { "operationId": "getTag", "parameters": [{ "name": "tag", "in": "path", "required": true, "schema": { "type": "string" } }],
                                    "responses": { "204": { "description": "ok" } } } }
        }
        """##, components: #"{ "parameters": { "post_id": { "name": "post_id", "in": "path", "required": true, "schema": { "type": "integer" } } } }"#)

    @Test func aDeclaredParameterWrittenAfterAColonIsAPlaceholder() throws {
        let native = try F.native(Self.document)
        let endpoints = try #require(F.lookup(native, "endpoints") as? [String: Any])
        // Named after the braced path, as an operation without an id written in braces is.
        #expect(F.lookup(native, "endpoints", "getBase64ByValue", "path") as? String == "/base64/{value}", "\(endpoints.keys.sorted())")
        #expect(F.lookup(native, "endpoints", "getBase64ByValue", "pathParameters", "value") as? String == "string")
        #expect(F.lookup(native, "endpoints", "getPost", "path") as? String == "/users/{id}/posts/{post_id}")
        #expect(F.lookup(native, "endpoints", "getPost", "pathParameters", "post_id") as? String == "int")
        #expect(F.warnings(F.convert(Self.document)).filter { $0.contains("Express") } == [
            "path '/base64/:value' writes its parameters as Express routes do (':value'); read as '/base64/{value}'",
            "path '/users/:id/posts/:post_id' writes its parameters as Express routes do (':id', ':post_id'); read as '/users/{id}/posts/{post_id}'",
        ])
    }

    @Test func undeclaredColonsAndBracedTwinsStayAsWritten() throws {
        let native = try F.native(Self.document)
        // No parameter `raw` is declared: the colon is the path's own text.
        #expect(F.lookup(native, "endpoints", "getRaw", "path") as? String == "/files/:raw")
        // A colon inside a segment is no placeholder (Google's custom methods).
        #expect(F.lookup(native, "endpoints", "batchGet", "path") as? String == "/v1/{name}:batchGet")
        // The braced path is a key of its own: the colon one is left as written rather than made its twin.
        #expect(F.lookup(native, "endpoints", "getTagColon", "path") as? String == "/tags/:tag")
        #expect(F.lookup(native, "endpoints", "getTag", "path") as? String == "/tags/{tag}")
    }

    @Test func theClientSendsTheValueInThePath() {
        let client = F.swift(Self.document)
        #expect(client.contains("func getBase64ByValue(value: String)"), "\(client)")
    }
}
