import Testing

/// A form or multipart field named as a path, query, header or cookie parameter is named by its place, `…Body`, as
/// parameters of two places are (`sessionIdQuery`), rather than numbered.
@Suite struct OpenAPIBodyFieldNameTests {
    static func update(_ mediaType: String) -> String {
        OpenAPIFixture.operation(#"""
            { "operationId": "updateUser",
              "parameters": [{ "name": "username", "in": "path", "required": true, "schema": { "type": "string" } }],
              "requestBody": { "content": { "\#(mediaType)": { "schema": { "type": "object",
                "properties": { "username": { "type": "string" }, "username_body": { "type": "string" }, "email": { "type": "string" } } } } } },
              "responses": { "204": { "description": "ok" } } }
            """#, method: "put", path: "/users/{username}")
    }

    /// Petstore's `updateUser` form had `username` and `username2`.
    @Test(arguments: ["application/x-www-form-urlencoded", "multipart/form-data"])
    func aFieldNamedAsAParameterSaysItIsTheBody(mediaType: String) {
        let swift = OpenAPIFixture.swift(Self.update(mediaType))
        // `username_body` is the field's own name, so the renamed field, which would take it, keeps its number.
        #expect(swift.contains("case updateUser(username: String, username2: String? = nil, usernameBody: String? = nil, email: String? = nil)"))
    }

    @Test func theFieldTakesTheBodyNameWhenItIsFree() {
        let swift = OpenAPIFixture.swift(Self.update("application/x-www-form-urlencoded").replacingOccurrences(of: "\"username_body\"", with: "\"nickname\""))
        #expect(swift.contains("case updateUser(username: String, usernameBody: String? = nil, nickname: String? = nil, email: String? = nil)"))
        #expect(swift.contains(#"fields.append(QueryItem("username", usernameBody))"#))
    }
}
