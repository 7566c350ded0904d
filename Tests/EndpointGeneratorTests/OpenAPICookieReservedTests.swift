@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAPI cookie parameters, `allowReserved` and `format: uri` → native `cookies`, `allowReserved` and `url`.
@Suite struct OpenAPICookieReservedTests {
    typealias F = OpenAPIFixture

    @Test func cookieParametersAreSentAndOnesTheCookieCannotCarryAreReported() throws {
        let text = F.operation(##"""
        { "operationId": "prefs", "parameters": [
            { "name": "session_id", "in": "cookie", "required": true, "schema": { "type": "string" } },
            { "name": "theme", "in": "cookie", "schema": { "type": "string", "enum": ["dark", "light"] } },
            { "name": "filter", "in": "cookie", "schema": { "type": "object", "properties": { "a": { "type": "string" } } } }
          ], "responses": {} }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "prefs", "cookies", "session_id") as? String == "string")
        #expect(F.lookup(json, "endpoints", "prefs", "cookies", "filter") == nil)
        #expect(F.warnings(F.convert(text)).contains { $0.hasPrefix("cookie parameter 'filter' of type") && $0.hasSuffix("cannot be sent as a cookie value by the client; left out") })
        let swift = F.swift(text)
        #expect(swift.contains("cookies.append(QueryItem(\"session_id\", sessionId))"))
        #expect(swift.contains("if let theme { cookies.append(QueryItem(\"theme\", theme)) }"))
        // A cookie is one `name=value` pair, which every style writes alike: its `style` and `explode` are not kept.
        let styled = F.operation(##"""
        { "operationId": "prefs", "parameters": [
            { "name": "session_id", "in": "cookie", "required": true, "style": "form", "explode": false, "schema": { "type": "string" } } ],
          "responses": { "204": { "description": "ok" } } }
        """##)
        #expect(F.lookup(try F.native(styled), "endpoints", "prefs", "cookies", "session_id") as? String == "string")
        #expect(F.warnings(F.convert(styled)).isEmpty)
    }

    @Test func allowReservedIsKeptForQueryValuesAndFormFieldsWrittenWhole() throws {
        let text = F.operation(##"""
        { "operationId": "find", "parameters": [
            { "name": "path", "in": "query", "required": true, "allowReserved": true, "schema": { "type": "string" } },
            { "name": "ids", "in": "query", "style": "pipeDelimited", "allowReserved": true, "schema": { "type": "array", "items": { "type": "string" } } },
            { "name": "X-Path", "in": "header", "allowReserved": true, "schema": { "type": "string" } }
          ], "requestBody": { "content": { "application/x-www-form-urlencoded": {
            "schema": { "type": "object", "properties": { "return_to": { "type": "string" } } },
            "encoding": { "return_to": { "allowReserved": true } } } } }, "responses": {} }
        """##, method: "post")
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "find", "query", "path", "allowReserved") as? Bool == true)
        #expect(F.lookup(json, "endpoints", "find", "query", "ids", "allowReserved") == nil)
        #expect(F.lookup(json, "endpoints", "find", "body", "form", "return_to", "allowReserved") as? Bool == true)
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.contains("'allowReserved' is kept for values written whole, not in the pipeDelimited style with explode: false; 'ids' is percent-encoded"))
        #expect(warnings.contains("'allowReserved' applies to query parameters and form fields, not to header 'X-Path'; ignored"))
        let swift = F.swift(text)
        #expect(swift.contains(#"QueryItem(name: "path", percentEncodedValue: PercentEncoding.encodeAllowingReserved(path.parameterValue))"#))
        #expect(swift.contains(#"QueryItem(name: "return_to", percentEncodedValue: PercentEncoding.encodeAllowingReserved(returnTo.parameterValue))"#))
    }

    /// A list written unexploded is no value written whole, in the default style as in any other: its reserved
    /// characters are encoded, and a warning says so.
    @Test func allowReservedIsNotKeptForAnUnexplodedListOfTheDefaultStyle() throws {
        let text = F.operation(##"""
        { "operationId": "find", "parameters": [
            { "name": "ids", "in": "query", "explode": false, "allowReserved": true, "schema": { "type": "array", "items": { "type": "string" } } }
          ], "responses": {} }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "find", "query", "ids", "explode") as? Bool == false)
        #expect(F.lookup(json, "endpoints", "find", "query", "ids", "allowReserved") == nil)
        #expect(F.warnings(F.convert(text)).contains("'allowReserved' is kept for values written whole, not in the form style with explode: false; 'ids' is percent-encoded"))
    }

    @Test func aURIIsKeptAsWritten() throws {
        let text = F.operation(##"""
        { "operationId": "checkout", "requestBody": { "required": true, "content": { "application/x-www-form-urlencoded": {
            "schema": { "type": "object", "required": ["success_url"], "properties": { "success_url": { "type": "string", "format": "uri" } } } } } },
          "responses": {} }
        """##, method: "post")
        #expect(F.lookup(try F.native(text), "endpoints", "checkout", "body", "form", "success_url") as? String == "url")
        #expect(F.swift(text).contains("successUrl: URIReference"))
    }
}
