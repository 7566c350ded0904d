@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAPI 3.2's `in: querystring` parameter: the whole query string as one value in a media type. Left out before, a
/// required one sent every request without its query. A form is encoded like a query, so its fields are query parameters.
@Suite struct OpenAPIQueryStringTests {
    typealias F = OpenAPIFixture

    static let document = F.document(paths: ##"""
        {
          "/events": { "get": { "operationId": "listEvents", "parameters": [{
            "name": "criteria", "in": "querystring", "required": true, "content": { "application/x-www-form-urlencoded": {
              "schema": { "type": "object", "required": ["from"], "properties": {
                "from": { "type": "string", "format": "date" },
                "status": { "type": "array", "items": { "type": "string", "enum": ["scheduled", "cancelled"] } },
                "page": { "type": "object", "properties": { "size": { "type": "integer" } } } } },
              "encoding": { "page": { "style": "deepObject", "explode": true } } } } }],
            "responses": { "204": { "description": "listed" } } } },
          "/rooms": { "get": { "operationId": "listRooms", "parameters": [{ "$ref": "#/components/parameters/roomFilter" }],
            "responses": { "204": { "description": "listed" } } } },
          "/logs": { "get": { "operationId": "searchLogs", "parameters": [{
            "name": "expression", "in": "querystring", "content": { "application/jsonpath": { "schema": { "type": "string" } } } }],
            "responses": { "204": { "description": "found" } } } },
          "/tags": { "get": { "operationId": "listTags", "parameters": [
            { "name": "limit", "in": "query", "schema": { "type": "integer" } },
            { "name": "filter", "in": "querystring", "content": { "application/x-www-form-urlencoded": {
              "schema": { "type": "object", "properties": { "limit": { "type": "integer" }, "prefix": { "type": "string" } } } } } }],
            "responses": { "204": { "description": "listed" } } } }
        }
        """##, components: ##"""
        { "parameters": { "roomFilter": { "name": "filter", "in": "querystring", "content": { "application/x-www-form-urlencoded": {
            "schema": { "type": "object", "required": ["floor"], "properties": {
              "floor": { "type": "integer" }, "kind": { "type": "string", "enum": ["meeting", "office"] } } } } } } } }
        """##)

    @Test func aFormQueryStringIsSentAsItsFieldsInTheirEncoding() async throws {
        let native = try F.native(Self.document)
        let query = try #require(F.lookup(native, "endpoints", "listEvents", "query") as? [String: Any])
        #expect(Set(query.keys) == ["from", "status", "page"])
        #expect(query["from"] as? String == "date")
        #expect(query["page"] as? [String: String] == ["type": "ListEventsPage?", "style": "deepObject"])
        let generated = Generator.generate(Data(Self.document.utf8), file: "api.json")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains("func listEvents(from: CalendarDate, status: [ListEventsStatusItem]? = nil, page: ListEventsPage? = nil)"), "\(swift)")
        #expect(swift.contains(#"if let page { QueryStyle.deepObject.append("page", FormValue(encoding: page), to: &query) }"#))
        try await TypeCheck.run(generated.files, moduleName: "QueryStringForms")
    }

    @Test func aQueryStringThatIsNotRequiredLeavesEveryFieldOut() throws {
        let native = try F.native(Self.document)
        // `floor` is required of the form, but the form itself may be left out; its types are named after the shared parameter.
        #expect(F.lookup(native, "endpoints", "listRooms", "query") as? [String: String] == ["floor": "int?", "kind": "RoomFilterKind?"])
    }

    @Test func aQueryStringInAnotherMediaTypeIsLeftOutAndSaysSo() throws {
        let native = try F.native(Self.document)
        #expect(F.lookup(native, "endpoints", "searchLogs", "query") == nil)
        #expect(F.warnings(F.convert(Self.document)).contains(
            "querystring parameter 'expression' is written as 'application/jsonpath'; the client writes a query string only as the fields of 'application/x-www-form-urlencoded'; left out"))
    }

    @Test func aFieldAlsoDeclaredAsAQueryParameterIsSentOnce() throws {
        let native = try F.native(Self.document)
        #expect(F.lookup(native, "endpoints", "listTags", "query") as? [String: String] == ["limit": "int?", "prefix": "string?"])
        let warnings = F.warnings(F.convert(Self.document))
        #expect(warnings.contains("field 'limit' of a querystring parameter is also a query parameter; the query parameter is sent"))
        #expect(!warnings.contains { $0.contains("unknown parameter location") }, "\(warnings)")
    }
}
