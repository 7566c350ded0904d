@testable import EndpointGenerator
import Foundation
import Testing

/// Media types of one response (or body) that give one schema in one format, or in JSON again, are one method:
/// Swashbuckle's `text/plain` + `application/json` + `text/json` were three methods, the `text/plain` one failing on
/// every call; slurmrestd's JSON + `application/x-yaml` bodies and answers were four; PeerTube's `application/xml` +
/// `text/xml` feed `…XML` and `…Xml2`.
extension OpenAPIMediaTests {
    static let order = ##"{ "schemas": { "Order": { "type": "object", "properties": { "id": { "type": "integer" } } } } }"##

    /// A `GET /orders` whose 200 lists `content`, each media type given as `"type": schema`.
    static func ordersDocument(_ content: [(String, String)]) -> String {
        let listed = content.map { #""\#($0.0)": { "schema": \#($0.1) }"# }.joined(separator: ", ")
        return F.operation(##"{ "operationId": "listOrders", "responses": { "200": { "description": "ok", "content": { \##(listed) } } } }"##,
                           components: order)
    }

    static let orders = ##"{ "type": "array", "items": { "$ref": "#/components/schemas/Order" } }"##

    @Test func swashbuckleResponseNamesOfJSONAreOneMethod() throws {
        let text = Self.ordersDocument([("text/plain", Self.orders), ("application/json", Self.orders), ("text/json", Self.orders)])
        let swift = F.swift(text)
        #expect(swift.contains("func listOrders() async throws -> [Order]"), "\(swift)")
        #expect(!swift.contains("listOrdersText") && !swift.contains("listOrdersJSON") && !swift.contains("json2") && !swift.contains("Json2"), "\(swift)")
        // `Accept` asks for every JSON name the method reads (a server serving `text/json` alone answered 406), not for
        // `text/plain`, which it does not read.
        #expect(swift.contains(#"HTTPHeader(name: "Accept", value: "application/json, text/json")"#), "\(swift)")
        #expect(F.warnings(F.convert(text)) == [
            "response media type 'text/plain' has the schema of 'application/json', which is not a string: servers answer it as JSON (ASP.NET writes only strings as text), which the method for 'application/json' reads; left out",
            "response media type 'text/json' is JSON with the schema of 'application/json', whose method reads it too; left out",
        ])
        // Every operation of such a document lists them: said once, counted.
        let twice = F.document(paths: ##"""
        { "/a": { "get": { "operationId": "a", "responses": { "200": { "description": "ok", "content": {
            "application/json": { "schema": { "$ref": "#/components/schemas/Order" } }, "text/json": { "schema": { "$ref": "#/components/schemas/Order" } } } } } } },
          "/b": { "get": { "operationId": "b", "responses": { "200": { "description": "ok", "content": {
            "application/json": { "schema": { "$ref": "#/components/schemas/Order" } }, "text/json": { "schema": { "$ref": "#/components/schemas/Order" } } } } } } } }
        """##, components: Self.order)
        #expect(F.warnings(F.convert(twice)) == [
            "response media type 'text/json' is JSON with the schema of 'application/json', whose method reads it too; left out (and in 1 more place)",
        ])
    }

    @Test func textPlainOfAStringOrOfAnotherSchemaKeepsItsMethod() throws {
        let string = Self.ordersDocument([("text/plain", #"{ "type": "string" }"#), ("application/json", #"{ "type": "string" }"#)])
        #expect(F.swift(string).contains("func listOrdersText() async throws -> String"))
        let other = Self.ordersDocument([("text/plain", #"{ "type": "object" }"#), ("application/json", Self.orders), ("text/json", #"{ "type": "object" }"#)])
        let swift = F.swift(other)
        #expect(swift.contains("func listOrdersText() async throws -> String"))
        // `text/json` of a schema of its own is named after its media type, not numbered.
        #expect(swift.contains(#"case textJSON = "text/json""#) && swift.contains("func listOrdersTextJSON() async throws"), "\(swift)")
        #expect(!F.warnings(F.convert(other)).contains { $0.contains("left out") })
    }

    @Test func twoNamesOfOneFormatWithOneSchemaAreOneMethod() throws {
        let feed = Self.ordersDocument([("application/xml", #"{ "type": "string" }"#), ("text/xml", #"{ "type": "string" }"#),
                                        ("application/rss+xml", #"{ "type": "string" }"#)])
        let swift = F.swift(feed)
        #expect(swift.contains("func listOrders() async throws -> String") && swift.contains("func listOrdersRssXML() async throws -> String"), "\(swift)")
        #expect(!swift.contains("Xml2") && !swift.contains("xml2"), "\(swift)")
        #expect(F.warnings(F.convert(feed)) == [
            "response media type 'text/xml' is the format of 'application/xml' with the same schema, whose method asks for and reads both; left out",
        ])
        let item = ##"{ "type": "array", "items": { "$ref": "#/components/schemas/Order" } }"##
        let lines = Self.ordersDocument([("application/jsonl", item), ("application/x-ndjson", item)])
        let stream = F.swift(lines)
        #expect(!stream.contains("JSONLines2") && !stream.contains("Ndjson"), "\(stream)")
        #expect(stream.contains(#"HTTPHeader(name: "Accept", value: "application/jsonl, application/x-ndjson")"#), "\(stream)")
    }

    /// A server that serves only the second name of a folded pair answered the method's `Accept: application/xml`
    /// with 406: `Accept` lists every media type the method reads, in document order (RFC 9110 §12.5.1), in the one
    /// method's field and in the media enum's case of a method among several.
    @Test func acceptListsEveryMediaTypeTheMethodReads() throws {
        let string = #"{ "type": "string" }"#
        let feed = F.swift(Self.ordersDocument([("application/xml", string), ("text/xml", string), ("application/rss+xml", string)]))
        #expect(feed.contains(#"case xml = "application/xml, text/xml""#) && feed.contains(#"case rssXML = "application/rss+xml""#), "\(feed)")
        let alone = F.swift(Self.ordersDocument([("text/xml", string), ("application/xml", string)]))
        #expect(alone.contains(#"HTTPHeader(name: "Accept", value: "text/xml, application/xml")"#), "\(alone)")
        // The native format says it with `alsoAccept`, which takes media types the method reads alike only.
        let native = SpecFixture.spec(endpoints: ##"{ "feed": { "method": "GET", "path": "/feed", "response": { "application/xml": { "type": "string", "alsoAccept": ["text/xml"] } } } }"##)
        let generated = SpecFixture.generate(native)
        #expect(SpecFixture.file("Endpoint", of: generated).contains(#"HTTPHeader(name: "Accept", value: "application/xml, text/xml")"#),
                "\(SpecFixture.rendered(generated))")
        let wrong = native.replacingOccurrences(of: #"["text/xml"]"#, with: #"["text/csv"]"#)
        let errors = SpecFixture.generate(wrong).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors == ["'alsoAccept' lists 'text/csv', which the method for 'application/xml' does not read as it reads that"], "\(errors)")
    }

    /// With several success statuses, the `Accept` of a method lists what any status's media type folds in, once each
    /// in status order: only the first status's were asked for, so a `201` in the `text/xml` it allows was not.
    @Test func everyStatusesFoldedMediaTypesAreAskedFor() throws {
        let string = #"{ "schema": { "type": "string" } }"#
        let text = F.operation(##"""
            { "operationId": "feed", "responses": {
                "200": { "description": "ok", "content": { "application/xml": \##(string), "application/json": { "schema": { "type": "object" } } } },
                "201": { "description": "made", "content": { "application/xml": \##(string), "text/xml": \##(string), "application/json": { "schema": { "type": "object" } }, "text/json": { "schema": { "type": "object" } } } },
                "202": { "description": "later", "content": { "application/xml": \##(string), "text/xml": \##(string), "application/json": { "schema": { "type": "object" } } } } } }
            """##)
        let swift = F.swift(text)
        #expect(swift.contains(#"case json = "application/json, text/json""#) && swift.contains(#"case xml = "application/xml, text/xml""#), "\(swift)")
        // The native format's `alsoAccept` of each status alike.
        let native = SpecFixture.spec(endpoints: ##"""
            { "feed": { "method": "GET", "path": "/feed", "response": { "200": { "application/xml": "string" },
                                                                         "201": { "application/xml": { "type": "string", "alsoAccept": ["text/xml"] } } } } }
            """##)
        let generated = SpecFixture.generate(native)
        #expect(SpecFixture.file("Endpoint", of: generated).contains(#"HTTPHeader(name: "Accept", value: "application/xml, text/xml")"#),
                "\(SpecFixture.rendered(generated))")
    }

    /// `application/problem+json` (RFC 9457), or any JSON format of its own, with the schema of `application/json` is
    /// the same answer, which was a method of its own decoding the same type; of another schema it keeps its method.
    @Test func aJSONFormatWithTheSchemaOfJSONIsReadByTheJSONMethod() throws {
        let text = Self.ordersDocument([("application/json", Self.orders), ("application/problem+json", Self.orders)])
        let swift = F.swift(text)
        #expect(swift.contains("func listOrders() async throws -> [Order]") && !swift.contains("ProblemJSON"), "\(swift)")
        #expect(swift.contains(#"HTTPHeader(name: "Accept", value: "application/json, application/problem+json")"#), "\(swift)")
        #expect(F.warnings(F.convert(text)) == [
            "response media type 'application/problem+json' is JSON with the schema of 'application/json', whose method reads it too; left out",
        ])
        let other = F.swift(Self.ordersDocument([("application/json", Self.orders), ("application/problem+json", #"{ "type": "object" }"#)]))
        #expect(other.contains("func listOrdersProblemJSON() async throws"), "\(other)")
    }

    @Test func twoNamesOfOneFormatWithTwoSchemasAreNamedAfterTheirMediaTypes() throws {
        let feed = Self.ordersDocument([("application/xml", #"{ "type": "string" }"#), ("text/xml", #"{ "type": "string", "format": "binary" }"#)])
        let swift = F.swift(feed)
        #expect(swift.contains(#"case textXML = "text/xml""#) && swift.contains("func listOrdersTextXML() async throws -> Data"), "\(swift)")
        let result = Generator.generate(Data(feed.utf8), file: "api.json")
        #expect(!result.diagnostics.contains { $0.message.contains("same Swift name") }, "\(result.diagnostics.map(\.message))")
        let lines = Self.ordersDocument([("application/jsonl", Self.orders), ("application/x-ndjson", #"{ "type": "array", "items": { "type": "object" } }"#)])
        #expect(F.swift(lines).contains("func listOrdersNdjson()"), "\(F.swift(lines))")
    }

    @Test func yamlBesideJSONOfOneSchemaIsNeitherABodyNorAnAnswerOfItsOwn() throws {
        let job = ##"{ "schemas": { "Job": { "type": "object", "properties": { "script": { "type": "string" } } }, "Submitted": { "type": "object", "properties": { "job_id": { "type": "integer" } } } } }"##
        let text = F.operation(##"""
        { "operationId": "submitJob", "requestBody": { "required": true, "content": {
            "application/json": { "schema": { "$ref": "#/components/schemas/Job" } }, "application/x-yaml": { "schema": { "$ref": "#/components/schemas/Job" } } } },
          "responses": { "200": { "description": "ok", "content": {
            "application/json": { "schema": { "$ref": "#/components/schemas/Submitted" } }, "application/x-yaml": { "schema": { "$ref": "#/components/schemas/Submitted" } } } } } }
        """##, method: "post", components: job)
        let swift = F.swift(text)
        #expect(swift.contains("func submitJob(_ body: Job) async throws -> Submitted"), "\(swift)")
        #expect(!swift.contains("YAML") && !swift.contains("yaml"), "\(swift)")
        #expect(F.warnings(F.convert(text)) == [
            "request body media type 'application/x-yaml' has the schema of 'application/json', which is sent from the typed value where a method of its own would take the YAML text; left out",
            "response media type 'application/x-yaml' has the schema of 'application/json', whose method returns it decoded where one of its own would return the YAML text; left out",
        ])
        // YAML of a schema of its own (a manifest beside a JSON summary) keeps its method.
        let other = Self.ordersDocument([("application/json", Self.orders), ("application/x-yaml", #"{ "type": "object" }"#)])
        #expect(F.swift(other).contains("func listOrdersYAML() async throws -> String"))
    }
}
