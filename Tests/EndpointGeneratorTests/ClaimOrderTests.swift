@testable import EndpointGenModel
import Testing

/// A key written as its Swift name keeps it, whatever the order of the keys that spell the same name.
@Suite struct ClaimOrderTests {
    static let idFirst = #"{ "id": { "type": "integer" }, "_id": { "type": "string" } }"#
    static let idLast = #"{ "_id": { "type": "string" }, "id": { "type": "integer" } }"#

    /// TMDB's season has `_id` and `id`: `id` held `_id`, and the real `id` was `id2`.
    @Test(arguments: [idFirst, idLast])
    func aPropertyWrittenAsItsNameKeepsIt(properties: String) {
        let swift = OpenAPIFixture.swift(OpenAPIFixture.document(
            components: #"{ "schemas": { "Season": { "type": "object", "properties": \#(properties) } } }"#))
        #expect(swift.contains("public var id: Int?"))
        #expect(swift.contains("public var id2: String?"))
        #expect(swift.contains(#"id2 = "_id""#))
    }

    @Test(arguments: [("id", "_id"), ("_id", "id")])
    func aParameterWrittenAsItsNameKeepsIt(first: String, second: String) {
        let query = [first, second].map { #"{ "name": "\#($0)", "in": "query", "schema": { "type": "\#($0 == "id" ? "integer" : "string")" } }"# }
        let swift = OpenAPIFixture.swift(OpenAPIFixture.operation(#"""
            { "operationId": "list", "parameters": [\#(query.joined(separator: ", "))], "responses": { "204": { "description": "ok" } } }
            """#))
        #expect(swift.contains(first == "id" ? "case list(id: Int? = nil, id2: String? = nil)" : "case list(id2: String? = nil, id: Int? = nil)"))
    }

    @Test func keysWithoutAnOwnNameKeepTheirOrder() {
        #expect(NameScope.claimOrder(keys: ["_id", "-id", "name"], names: ["id", "id", "name"]) == [0, 1, 2])
        #expect(NameScope.claimOrder(keys: ["_id", "name", "id"], names: ["id", "name", "id"]) == [1, 2, 0])
        // A name the spec gives is no key's own spelling and yields to none.
        #expect(NameScope.claimOrder(keys: ["_id", "id"], names: [nil, "id"]) == [0, 1])
    }
}
