@testable import EndpointGenJSON
import Foundation
import Testing

/// The spec type `json`: any JSON value, as EndpointKit's `JSONValue`.
@Suite struct JSONTypeTests {
    @Test func jsonPropertiesAndResponsesAreJSONValue() {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "raw": { "method": "GET", "path": "/raw", "response": "[string: json]" } }"#,
            models: #"{ "Event": { "properties": { "payload": "json", "extra": "json?" } } }"#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("public var payload: JSONValue"))
        #expect(models.contains("public var extra: JSONValue?"))
        #expect(SpecFixture.file("Client", of: result).contains("-> [String: JSONValue]"))
    }

    @Test func jsonParametersAreWrittenInTheirStyleAsTheShapeTheValueHas() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"""
            { "a": { "method": "GET", "path": "/a/{p}", "pathParameters": { "p": "json" }, "query": { "q": "json?" }, "headers": { "H": "json" } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let endpoint = SpecFixture.file("Endpoint", of: result)
        #expect(endpoint.contains(#"if let q { QueryStyle.form(explode: true).append("q", FormValue(encoding: q), to: &query) }"#))
        #expect(endpoint.contains(#"PathSegment("p", FormValue(encoding: p), style: .simple(explode: false))"#))
        try await TypeCheck.run(result.files, moduleName: "JSONParameters")
    }

    @Test func bytesParametersAreSentAsBase64() async throws {
        // openapi-core's petstore requires an `api-key` header of `format: byte`; it was left out of every request.
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a/{s}", "pathParameters": { "s": "bytes" }, "query": { "p": "bytes?", "ps": "[bytes]?" }, "headers": { "X-Sig": "bytes" } } }"#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Client", of: result).contains("func a(s: Data, p: Data? = nil, ps: [Data]? = nil, xSig: Data) async throws"))
        try await TypeCheck.run(result.files, moduleName: "BytesParameters")
    }

    @Test func aModelNamedJSONValueIsRenamed() {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "JSONValue": { "properties": { "a": "string" } } }"#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("it is named 'JSONValueModel' in Swift") })
    }
}
