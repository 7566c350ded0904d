@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAPI `style`, `explode` and form `encoding` → native `style` and `explode`, and the Swift they generate.
@Suite struct OpenAPIStyleTests {
    typealias F = OpenAPIFixture

    static let parameters = F.operation(##"""
    { "operationId": "search", "parameters": [
        { "name": "type", "in": "query", "explode": false, "schema": { "type": "array", "items": { "type": "string" } } },
        { "name": "ids", "in": "query", "style": "pipeDelimited", "schema": { "type": "array", "items": { "type": "integer" } } },
        { "name": "created", "in": "query", "style": "deepObject", "explode": true,
          "schema": { "type": "object", "properties": { "gte": { "type": "integer" } } } },
        { "name": "tags", "in": "query", "style": "form", "explode": true, "schema": { "type": "array", "items": { "type": "string" } } },
        { "name": "color", "in": "path", "required": true, "style": "matrix", "explode": true,
          "schema": { "type": "array", "items": { "type": "string" } } },
        { "name": "X-Point", "in": "header", "schema": { "type": "object", "properties": { "x": { "type": "integer" } } } }
      ], "responses": { "204": { "description": "Done." } } }
    """##, path: "/items/{color}")

    @Test func parameterStylesAreKeptWhereTheyDifferFromTheDefaults() throws {
        let json = try F.native(Self.parameters)
        let query = try #require(F.lookup(json, "endpoints", "search", "query") as? [String: Any])
        #expect(query["type"] as? NSDictionary == ["type": "[string]?", "explode": false])
        #expect(query["ids"] as? NSDictionary == ["type": "[int]?", "style": "pipeDelimited"])
        #expect(query["created"] as? NSDictionary == ["type": "SearchCreated?", "style": "deepObject"])
        #expect(query["tags"] as? String == "[string]?")
        #expect(F.lookup(json, "endpoints", "search", "pathParameters", "color") as? NSDictionary
                == ["type": "[string]", "style": "matrix", "explode": true])
        #expect(F.lookup(json, "endpoints", "search", "headers", "X-Point") as? String == "SearchXPoint?")
        #expect(F.warnings(F.convert(Self.parameters)).isEmpty, "\(F.warnings(F.convert(Self.parameters)))")
    }

    @Test func theGeneratedSwiftWritesEachStyle() {
        let swift = F.swift(Self.parameters)
        #expect(swift.contains(#"if let type { QueryStyle.form(explode: false).append("type", .values(type), to: &query) }"#))
        #expect(swift.contains(#"if let created { QueryStyle.deepObject.append("created", FormValue(encoding: created), to: &query) }"#))
        #expect(swift.contains(#"\(PathSegment("color", .values(color), style: .matrix(explode: true)))"#))
        #expect(swift.contains(#"if let xPoint { headers += HTTPHeader.simpleStyle("X-Point", FormValue(encoding: xPoint), explode: false) }"#))
    }

    @Test func undefinedCombinationsAreLocatedWarnings() throws {
        let text = F.operation(##"""
        { "operationId": "search", "parameters": [
            { "name": "a", "in": "query", "style": "deepObject", "explode": false, "schema": { "type": "object", "properties": { "x": { "type": "string" } } } },
            { "name": "b", "in": "query", "style": "spaceDelimited", "explode": true, "schema": { "type": "array", "items": { "type": "string" } } },
            { "name": "c", "in": "query", "style": "matrix", "schema": { "type": "string" } }
          ], "responses": {} }
        """##)
        let result = F.convert(text)
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings.contains { $0.hasPrefix("api.json:6:69: warning: deepObject with explode: false is undefined in OpenAPI; 'a' is sent exploded") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("spaceDelimited with explode: true is undefined in OpenAPI; 'b' is sent as repeated keys") })
        #expect(warnings.contains { $0.contains("style 'matrix' is not defined for query 'c'; sent as 'form'") })
        let query = try #require(F.lookup(try F.native(text), "endpoints", "search", "query") as? [String: Any])
        #expect(query["a"] as? NSDictionary == ["type": "SearchA?", "style": "deepObject"])
        #expect(query["b"] as? String == "[string]?")
    }

    /// NetBox's filters let each item be null (`nullable: true` in 3.0, `type: [integer, "null"]` in 3.1), which no style
    /// can send: one warning for them all, in the document's words, and items typed without null.
    @Test func itemsThatMayBeNullAreSentAsTheirTypeWithOneWarning() throws {
        let text = F.operation(##"""
        { "operationId": "listDevices", "parameters": [
            { "name": "tenant_id", "in": "query", "schema": { "type": "array", "items": { "type": "integer", "nullable": true } } },
            { "name": "site_id", "in": "query", "schema": { "type": "array", "items": { "type": ["integer", "null"] } } },
            { "name": "X-Tags", "in": "header", "required": true, "schema": { "type": "array", "items": { "type": "string", "nullable": true } } }
          ], "responses": { "204": { "description": "Done." } } }
        """##)
        let result = F.convert(text)
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == ["a null item cannot be sent in query parameter 'tenant_id', as a parameter's style leaves it out "
                                            + "(RFC 6570); its items, which the document lets be null, are typed without null, as are those of "
                                            + "2 more parameters"])
        #expect(warnings.map { $0.path?.description } == ["$.paths['/items'].get.parameters[0].schema"])
        #expect(warnings.allSatisfy { $0.hint == nil })
        let endpoint = try #require(F.lookup(try F.native(text), "endpoints", "listDevices") as? [String: Any])
        #expect(F.lookup(endpoint, "query", "tenant_id") as? String == "[int]?")
        #expect(F.lookup(endpoint, "query", "site_id") as? String == "[int]?")
        #expect(F.lookup(endpoint, "headers", "X-Tags") as? String == "[string]")
        #expect(F.swift(text).contains("tenantId: [Int]? = nil"))
    }

    static let form = F.operation(##"""
    { "operationId": "checkout", "requestBody": { "required": true, "content": { "application/x-www-form-urlencoded": {
        "schema": { "type": "object", "required": ["line_items"], "properties": {
          "line_items": { "type": "array", "items": { "type": "object", "properties": { "price": { "type": "string" } } } },
          "metadata": { "type": "object", "additionalProperties": { "type": "string" } },
          "expand": { "type": "array", "items": { "type": "string" } },
          "shipping": { "type": "object", "properties": { "name": { "type": "string" } } },
          "mode": { "type": "string" } } },
        "encoding": {
          "line_items": { "style": "deepObject", "explode": true },
          "metadata": { "style": "deepObject", "explode": true },
          "expand": { "style": "deepObject", "explode": true },
          "mode": { "contentType": "text/plain" } } } } },
      "responses": { "204": { "description": "Done." } } }
    """##, method: "post")

    @Test func formEncodingObjectsBecomeFieldStyles() throws {
        let json = try F.native(Self.form)
        let fields = try #require(F.lookup(json, "endpoints", "checkout", "body", "form") as? [String: Any])
        #expect(fields["line_items"] as? NSDictionary == ["type": "[CheckoutLineItemsItem]", "style": "deepObject"])
        #expect(fields["metadata"] as? NSDictionary == ["type": "[string: string]?", "style": "deepObject"])
        #expect(fields["expand"] as? NSDictionary == ["type": "[string]?", "style": "deepObject"])
        // An object without an Encoding Object goes as its JSON text, OpenAPI's default; text/plain is a scalar's default.
        #expect(fields["shipping"] as? NSDictionary == ["type": "CheckoutShipping?", "contentType": "application/json"])
        #expect(fields["mode"] as? String == "string?")
        let warnings = F.warnings(F.convert(Self.form))
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(F.swift(Self.form).contains(#"QueryStyle.deepObject.append("line_items", FormValue(encoding: lineItems), to: &fields)"#))
    }
}
