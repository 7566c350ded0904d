@testable import EndpointGenerator
import Foundation
import Testing

/// An optional parameter's or form field's `default` is the server's: the value it assumes when the request leaves it
/// out. Sent on every call, it shaped requests the app never asked to shape (Google Maps refuses
/// `traffic_model=best_guess` without a `departure_time`); it is `T?`, nil and not sent, and its documentation says it.
@Suite struct OpenAPIServerDefaultTests {
    typealias F = OpenAPIFixture

    static let directions = F.operation(##"""
        { "operationId": "directions", "parameters": [
            { "name": "origin", "in": "query", "required": true, "schema": { "type": "string" } },
            { "name": "traffic_model", "in": "query", "description": "How travel time in traffic is estimated.",
              "schema": { "type": "string", "enum": ["best_guess", "pessimistic", "optimistic"], "default": "best_guess" } },
            { "name": "language", "in": "query", "schema": { "type": "string", "default": "en-US" } },
            { "name": "units", "in": "query", "required": true, "schema": { "type": "string", "default": "metric" } }],
          "responses": { "204": { "description": "ok" } } }
        """##)

    @Test func anOptionalParametersDefaultIsTheServersAndNotSent() async throws {
        #expect(F.warnings(F.convert(Self.directions)).isEmpty, "\(F.warnings(F.convert(Self.directions)))")
        let json = try F.native(Self.directions)
        #expect(F.lookup(json, "endpoints", "directions", "query", "traffic_model") as? [String: String] == [
            "type": "DirectionsTrafficModel?",
            "description": "How travel time in traffic is estimated. The server's default: `best_guess`.",
        ])
        #expect(F.lookup(json, "endpoints", "directions", "query", "language") as? [String: String] == [
            "type": "string?", "description": "The server's default: `en-US`.",
        ])
        let swift = F.swift(Self.directions)
        #expect(swift.contains(#"case directions(origin: String, trafficModel: DirectionsTrafficModel? = nil, language: String? = nil, units: String = "metric")"#),
                "\(swift)")
        // Left nil, nothing goes on the wire; the required one's default is sent.
        #expect(swift.contains(#"if let trafficModel { query.append(QueryItem("traffic_model", trafficModel)) }"#), "\(swift)")
        #expect(swift.contains(#"if let language { query.append(QueryItem("language", language)) }"#), "\(swift)")
        #expect(swift.contains(#"QueryItem("units", units)"#), "\(swift)")
        #expect(!swift.contains(#"if let units"#), "\(swift)")
        #expect(swift.contains("///   - trafficModel: How travel time in traffic is estimated. The server's default: `best_guess`."), "\(swift)")
        let generated = Generator.generate(Data(Self.directions.utf8), file: "api.json")
        try await TypeCheck.run(generated.files, moduleName: "ServerDefaults")
    }

    /// A description of more than one sentence keeps its own; the server's default follows in a paragraph.
    @Test func theServersDefaultFollowsALongerDescriptionInAParagraph() throws {
        let text = F.operation(##"""
            { "operationId": "list", "parameters": [{ "name": "limit", "in": "query", "description": "How many.\n\nAt most 100",
                "schema": { "type": "integer", "default": 20 } }], "responses": { "204": { "description": "ok" } } }
            """##)
        #expect(F.lookup(try F.native(text), "endpoints", "list", "query", "limit", "description") as? String
            == "How many.\n\nAt most 100\n\nThe server's default: `20`.")
    }

    @Test func anOptionalFormOrMultipartFieldsDefaultIsTheServers() throws {
        for media in ["application/x-www-form-urlencoded", "multipart/form-data"] {
            let text = F.operation(##"""
                { "operationId": "token", "requestBody": { "required": true, "content": { "\##(media)": { "schema": {
                    "type": "object", "required": ["grant_type", "audience"], "properties": {
                      "grant_type": { "type": "string", "const": "client_credentials" },
                      "audience": { "type": "string", "default": "api" },
                      "scope": { "type": "string", "default": "read" } } } } } },
                  "responses": { "204": { "description": "ok" } } }
                """##, method: "post")
            #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
            let swift = F.swift(text)
            // The constant and the required field's default are the client's, sent; the optional field's is the server's.
            #expect(swift.contains(#"case token(grantType: String = "client_credentials", audience: String = "api", scope: String? = nil)"#), "\(swift)")
            #expect(swift.contains("The server's default: `read`."), "\(swift)")
        }
    }

    /// A `const` beside a `default` is the one value the server takes, the client's own default: still sent, and no
    /// server's default is told.
    @Test func aConstantBesideADefaultIsStillSent() throws {
        let text = F.operation(##"""
            { "operationId": "authorize", "parameters": [{ "name": "mode", "in": "query", "schema": { "type": "integer", "const": 3, "default": 3 } }],
              "responses": { "204": { "description": "ok" } } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "authorize", "query", "mode", "type") as? String == "int")
        #expect(F.lookup(json, "endpoints", "authorize", "query", "mode", "default") as? Int == 3)
        #expect(F.lookup(json, "endpoints", "authorize", "query", "mode", "description") == nil)
    }

    /// The pages of an API that counts them from 0 start at its page parameter's default: `first`, as the parameter
    /// itself is optional and not sent by the plain method.
    @Test func pagesCountedFromTheServersDefaultStartThere() throws {
        func list(pageDefault: Int) -> String {
            F.operation(##"""
                { "operationId": "listMovies", "parameters": [{ "name": "page", "in": "query", "schema": { "type": "integer", "default": \##(pageDefault) } }],
                  "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object", "properties": {
                    "results": { "type": "array", "items": { "type": "string" } }, "total_pages": { "type": "integer" } } } } } } } }
                """##)
        }
        let fromZero = list(pageDefault: 0)
        let json = try F.native(fromZero)
        #expect(F.lookup(json, "endpoints", "listMovies", "paging", "page", "first") as? Int == 0)
        #expect(F.lookup(json, "endpoints", "listMovies", "query", "page", "type") as? String == "int?")
        let swift = F.swift(fromZero)
        #expect(swift.contains("public func listMovies(page: Int? = nil)"), "\(swift)")
        #expect(swift.contains("numberedFrom: 0,"), "\(swift)")
        // From 1, as pages are counted without one, `first` is not written.
        #expect(F.lookup(try F.native(list(pageDefault: 1)), "endpoints", "listMovies", "paging", "page") as? [String: String]
            == ["parameter": "page", "total": "total_pages"])
        #expect(F.swift(list(pageDefault: 1)).contains("numberedFrom: 1,"))
    }
}
