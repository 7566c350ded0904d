@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAPI cookie parameters, `allowReserved` and `format: uri` → native `cookies`, `allowReserved` and `url`.
@Suite struct OpenAPICookieReservedTests {
    typealias F = OpenAPIFixture

    @Test func cookieParametersAreSent() throws {
        let text = F.operation(##"""
        { "operationId": "prefs", "parameters": [
            { "name": "session_id", "in": "cookie", "required": true, "schema": { "type": "string" } },
            { "name": "theme", "in": "cookie", "schema": { "type": "string", "enum": ["dark", "light"] } }
          ], "responses": {} }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "prefs", "cookies", "session_id") as? String == "string")
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

    /// A list or an object is sent in its `form` style. Not exploded, it is one cookie, `ids=3,4`, which the
    /// validating server's openapi-core reads back; exploded (OpenAPI's default), `form` joins the elements with `&`,
    /// no cookie syntax, so each is sent as a cookie of its own, as OpenAPI 3.2's `cookie` style writes it, with a
    /// warning unless the document asks for that style.
    @Test func cookieListsAndObjectsAreSentInTheirStyle() throws {
        let text = F.operation(##"""
        { "operationId": "prefs", "parameters": [
            { "name": "ids", "in": "cookie", "required": true, "explode": false, "schema": { "type": "array", "items": { "type": "integer" } } },
            { "name": "tags", "in": "cookie", "schema": { "type": "array", "items": { "type": "string" } } },
            { "name": "recent", "in": "cookie", "style": "cookie", "schema": { "type": "array", "items": { "type": "string" } } },
            { "name": "filter", "in": "cookie", "explode": false, "schema": { "type": "object", "properties": { "a": { "type": "string" } } } }
          ], "responses": { "204": { "description": "ok" } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "prefs", "cookies", "ids", "type") as? String == "[int]")
        #expect(F.lookup(json, "endpoints", "prefs", "cookies", "ids", "explode") as? Bool == false)
        #expect(F.lookup(json, "endpoints", "prefs", "cookies", "tags") as? String == "[string]?")
        #expect(F.lookup(json, "endpoints", "prefs", "cookies", "recent") as? String == "[string]?")
        #expect(F.lookup(json, "endpoints", "prefs", "cookies", "filter", "explode") as? Bool == false)
        let warnings = F.warnings(F.convert(text))
        #expect(warnings == ["cookie parameter 'tags' is sent as a cookie per element (tags=a; tags=b), as OpenAPI 3.2's 'cookie' style writes it: "
            + "exploded, style 'form' joins a list's elements with '&', no cookie syntax"])
        let swift = F.swift(text)
        #expect(swift.contains(#"CookieStyle.form(explode: false).append("ids", .values(ids), to: &cookies)"#))
        #expect(swift.contains(#"if let tags { CookieStyle.form(explode: true).append("tags", .values(tags), to: &cookies) }"#))
        #expect(swift.contains(#"if let filter { CookieStyle.form(explode: false).append("filter", FormValue(encoding: filter), to: &cookies) }"#))
    }

    /// A cookie object's property that holds a list or an object has no cookie syntax in OpenAPI: a warning names it
    /// and says what the client sends, exploded or not (it was sent joined with `,` in silence).
    @Test func aCookieObjectsNestedPropertyIsNamedInAWarning() throws {
        let object = ##"{ "type": "object", "properties": { "a": { "type": "string" }, "ids": { "type": "array", "items": { "type": "integer" } } } }"##
        for explode in [true, false] {
            let text = F.operation(##"""
            { "operationId": "prefs", "parameters": [ { "name": "filter", "in": "cookie", "explode": \##(explode), "schema": \##(object) } ],
              "responses": { "204": { "description": "ok" } } }
            """##)
            let nested = F.warnings(F.convert(text)).filter { $0.contains("'ids'") }
            let sent = explode
                ? "an array is sent as a cookie per element (ids=a; ids=b), an object as one cookie of its keys and values joined with ',' (ids=key,value)"
                : "its elements, or keys and values, are joined with ',' among the other fields' (filter=ids,a,b), which the server cannot tell apart"
            #expect(nested == ["cookie parameter 'filter' is an object whose 'ids' holds an object or array, which OpenAPI leaves undefined in a cookie; \(sent)"])
        }
        let flat = F.operation(##"""
        { "operationId": "prefs", "parameters": [ { "name": "filter", "in": "cookie", "explode": false, "schema": { "type": "object", "properties": { "a": { "type": "string" } } } } ],
          "responses": { "204": { "description": "ok" } } }
        """##)
        #expect(F.warnings(F.convert(flat)).isEmpty)
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
