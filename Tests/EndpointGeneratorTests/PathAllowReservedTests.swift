@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAPI 3.2's `allowReserved` of a path parameter (RFC 6570's `{+name}`): the native key, the Swift it makes, and
/// the documents and types it does not apply to.
@Suite struct PathAllowReservedTests {
    typealias F = OpenAPIFixture

    private static func operation(version: String, schema: String = #"{ "type": "string" }"#, extra: String = "") -> String {
        F.operation(#"""
        { "operationId": "getFile", "parameters": [
            { "name": "path", "in": "path", "required": true, "allowReserved": true\#(extra), "schema": \#(schema) }
          ], "responses": { "204": { "description": "Sent." } } }
        """#, path: "/files/{path}").replacingOccurrences(of: #""openapi": "3.1.0""#, with: #""openapi": "\#(version)""#)
    }

    @Test func aScalarOfA32DocumentFillsSeveralSegments() throws {
        let text = Self.operation(version: "3.2.0")
        #expect(F.lookup(try F.native(text), "endpoints", "getFile", "pathParameters", "path", "allowReserved") as? Bool == true)
        #expect(F.warnings(F.convert(text)).isEmpty)
        #expect(F.swift(text).contains(#"path: "/files/\(PathSegment(allowingReserved: path))""#))
    }

    /// 3.0 and 3.1 say `allowReserved` applies to query parameters only: a server written to them reads one segment.
    @Test(arguments: ["3.1.0", "3.0.3"])
    func anEarlierDocumentsPathValueIsPercentEncoded(version: String) throws {
        let text = Self.operation(version: version)
        #expect(F.lookup(try F.native(text), "endpoints", "getFile", "pathParameters", "path", "allowReserved") == nil)
        #expect(F.warnings(F.convert(text)).contains(
            "'allowReserved' applies to path parameters from OpenAPI 3.2 on, and this document is \(version); 'path' is percent-encoded"))
        #expect(F.swift(text).contains(#"path: "/files/\(PathSegment(path))""#))
    }

    /// A list's `,` (and the label and matrix styles' `.` and `;`) would be a delimiter and a value's character both.
    @Test func aListOrAStyledValueIsPercentEncoded() throws {
        let list = Self.operation(version: "3.2.0", schema: #"{ "type": "array", "items": { "type": "string" } }"#)
        #expect(F.warnings(F.convert(list)).contains("'allowReserved' of a path parameter is kept for scalars; 'path' of type 'array' is percent-encoded"))
        let label = Self.operation(version: "3.2.0", extra: #", "style": "label""#)
        #expect(F.warnings(F.convert(label)).contains("'allowReserved' is kept for values written whole, not in the label style with explode: false; 'path' is percent-encoded"))
        #expect(F.lookup(try F.native(label), "endpoints", "getFile", "pathParameters", "path", "allowReserved") == nil)
    }

    @Test func theNativeKeyIsCheckedLikeTheQuerys() {
        let spec = SpecFixture.spec(endpoints: #"""
        { "ok": { "method": "GET", "path": "/files/{path}", "pathParameters": { "path": { "type": "string", "allowReserved": true } } },
          "list": { "method": "GET", "path": "/tags/{ids}", "pathParameters": { "ids": { "type": "[string]", "allowReserved": true } } },
          "label": { "method": "GET", "path": "/dots/{d}", "pathParameters": { "d": { "type": "string", "style": "label", "allowReserved": true } } } }
        """#)
        let rendered = SpecFixture.rendered(SpecFixture.generate(spec)).joined(separator: "\n")
        #expect(rendered.contains("error: 'allowReserved' of a path parameter applies to a scalar in the default simple style (at $.endpoints.list.pathParameters.ids.allowReserved)"), "\(rendered)")
        #expect(rendered.contains("error: 'allowReserved' of a path parameter applies to a scalar in the default simple style (at $.endpoints.label.pathParameters.d.allowReserved)"), "\(rendered)")
        #expect(!rendered.contains("endpoints.ok"), "\(rendered)")
    }
}
