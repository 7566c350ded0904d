@testable import EndpointGenDiff
@testable import EndpointGenerator
@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec
import Testing

/// `style` and `explode` in a native spec: exact Swift out, and located errors for what OpenAPI leaves undefined.
@Suite struct StyleEmitterTests {
    static let models = #"""
    { "Filter": { "properties": { "gte": "int?", "lte": "int?" } }, "Item": { "properties": { "price": "string" } },
      "Kind": { "enum": ["book", "film"] } }
    """#

    static func generate(_ endpoints: String) -> GeneratorOutput {
        SpecFixture.generate(SpecFixture.spec(endpoints: endpoints, models: models))
    }

    static func output(_ endpoints: String) -> String {
        let result = generate(endpoints)
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        return SpecFixture.file("Endpoint", of: result)
    }

    static func errors(_ endpoints: String) -> [String] {
        generate(endpoints).diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func queryStylesAppendThroughTheRuntime() {
        let swift = Self.output(#"""
        { "search": { "method": "GET", "path": "/items", "query": {
            "type": { "type": "[Kind]", "style": "form", "explode": false },
            "ids": { "type": "[int]?", "style": "pipeDelimited" },
            "words": { "type": "[string]", "style": "spaceDelimited" },
            "created": { "type": "Filter?", "style": "deepObject" },
            "near": "Filter",
            "tags": "[string]",
            "q": { "type": "string", "style": "deepObject" } } } }
        """#)
        #expect(swift.contains(#"""
                    case let .search(type, ids, words, created, near, tags, q):
                        var query: [QueryItem] = []
                        QueryStyle.form(explode: false).append("type", .values(type), to: &query)
                        if let ids { QueryStyle.pipeDelimited.append("ids", .values(ids), to: &query) }
                        QueryStyle.spaceDelimited.append("words", .values(words), to: &query)
                        if let created { QueryStyle.deepObject.append("created", FormValue(encoding: created), to: &query) }
                        QueryStyle.form(explode: true).append("near", FormValue(encoding: near), to: &query)
                        query += tags.map { QueryItem("tags", $0) }
                        query.append(QueryItem("q", q))
                        return RequestParts(method: .get, path: "/items", query: query)
            """#), "\(swift)")
    }

    @Test func pathAndHeaderStyles() {
        let swift = Self.output(#"""
        { "get": { "method": "GET", "path": "/items/{ids}/{kind}{filter}", "pathParameters": {
            "ids": { "type": "[int]", "style": "label", "explode": true }, "kind": { "type": "Kind", "style": "matrix" },
            "filter": "Filter" },
          "headers": { "X-Ids": "[int]?", "X-Filter": { "type": "Filter", "explode": true, "swiftName": "headerFilter" } } } }
        """#)
        #expect(swift.contains(#"""
                        if let xIds { headers += HTTPHeader.simpleStyle("X-Ids", .values(xIds), explode: false) }
                        headers += HTTPHeader.simpleStyle("X-Filter", FormValue(encoding: headerFilter), explode: true)
            """#), "\(swift)")
        #expect(swift.contains(#"path: "/items/\(PathSegment("ids", .values(ids), style: .label(explode: true)))/"#
            + #"\(PathSegment("kind", .of(kind), style: .matrix(explode: false)))"#
            + #"\(PathSegment("filter", FormValue(encoding: filter), style: .simple(explode: false)))","#), "\(swift)")
    }

    @Test func aFormBodyStyleIsEveryFieldsDefault() {
        let swift = Self.output(#"""
        { "pay": { "method": "POST", "path": "/pay", "body": { "style": "deepObject", "form": {
            "items": "[Item]", "expand": "[string]", "tags": { "type": "[string]", "style": "form" }, "mode": "string" } } } }
        """#)
        #expect(swift.contains(#"""
                        var fields: [QueryItem] = []
                        QueryStyle.deepObject.append("items", FormValue(encoding: items), to: &fields)
                        QueryStyle.deepObject.append("expand", .values(expand), to: &fields)
                        fields += tags.map { QueryItem("tags", $0) }
                        fields.append(QueryItem("mode", mode))
                        return RequestParts(method: .post, path: "/pay", body: .form(fields))
            """#), "\(swift)")
    }

    @Test func stylesOpenAPILeavesUndefinedAreLocatedErrors() {
        func error(_ endpoint: String) -> String {
            Self.errors("{ \"e\": \(endpoint) }").joined(separator: "\n")
        }
        #expect(error(#"{ "method": "GET", "path": "/", "query": { "f": { "type": "Filter", "style": "deepObject", "explode": false } } }"#)
            .contains("test.endpoints.json:4:125: error: OpenAPI defines 'deepObject' only with explode: true (at $.endpoints.e.query.f.explode)"))
        #expect(error(#"{ "method": "GET", "path": "/", "query": { "f": { "type": "[int]", "style": "pipeDelimited", "explode": true } } }"#)
            .contains("OpenAPI defines 'pipeDelimited' only with explode: false"))
        #expect(error(#"{ "method": "GET", "path": "/", "query": { "f": { "type": "[int]", "style": "matrix" } } }"#)
            .contains("style 'matrix' cannot be used for a query"))
        #expect(error(#"{ "method": "GET", "path": "/", "cookies": { "f": { "type": "[int]", "style": "simple" } } }"#)
            .contains("style 'simple' cannot be used for a cookie"))
        #expect(error(#"{ "method": "GET", "path": "/{f}", "pathParameters": { "f": { "type": "[int]", "style": "matrx" } } }"#)
            .contains("did you mean 'matrix'?"))
        #expect(error(#"{ "method": "POST", "path": "/", "body": { "json": "Item", "style": "deepObject" } }"#)
            .contains("'style' and 'explode' of a body apply to 'form' fields only"))
        #expect(error(#"{ "method": "POST", "path": "/", "body": { "multipart": { "f": { "type": "[int]", "style": "form" } } } }"#)
            .contains("unknown key 'style'"))
    }
}
