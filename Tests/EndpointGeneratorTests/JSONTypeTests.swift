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

    @Test(arguments: ["query", "headers", "pathParameters"])
    func jsonIsNotAParameterType(place: String) throws {
        let path = place == "pathParameters" ? "/a/{p}" : "/a"
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "\#(path)", "\#(place)": { "p": "json" } } }"#))
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("has type 'json', which cannot be sent"))
        #expect(error.location != nil)
    }

    @Test func aModelNamedJSONValueIsRenamed() {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "JSONValue": { "properties": { "a": "string" } } }"#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("it is named 'JSONValueModel' in Swift") })
    }
}
