@testable import EndpointGenerator
@testable import EndpointGenModel
@testable import EndpointGenSpec
import Foundation
import Testing

/// What costs the square of its size is bounded where no real document comes near, with a located error (QA-77: a path
/// of 20,000 parameters took 3.4 GB, a `oneOf` of 20,000 alternatives 33 s).
@Suite struct InputSizeLimitTests {
    typealias F = OpenAPIFixture

    /// One GET at a path of `count` placeholders, each a declared path parameter.
    static func pathParameters(_ count: Int) -> String {
        let path = "/" + (0..<count).map { "{p\($0)}" }.joined(separator: "/")
        let parameters = (0..<count).map { #"{ "name": "p\#($0)", "in": "path", "required": true, "schema": { "type": "string" } }"# }
        return F.operation(#"{ "operationId": "get", "parameters": [\#(parameters.joined(separator: ", "))], "responses": { "204": { "description": "ok" } } }"#,
                           path: path)
    }

    @Test func aPathOfManyParametersUnderTheLimitIsGenerated() {
        // 1,000 parameters: a path of 6,890 bytes, each parameter looked up once.
        let result = Generator.generate(Data(Self.pathParameters(1_000).utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.prefix(3).map(\.description))")
        let endpoint = SpecFixture.file("Endpoint", of: result)
        #expect(endpoint.contains("case get(p0: String, p1: String,"))
        #expect(endpoint.contains(#"/\(PathSegment(p998))/\(PathSegment(p999))""#), "\(endpoint.suffix(400))")
    }

    @Test func aPathLongerThanServersReadIsALocatedError() throws {
        let text = Self.pathParameters(1_500)
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(!result.succeeded)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.hasPrefix("the path is 10890 bytes long; at most \(Translator.maximumPathLength) are read"), "\(error.message)")
        #expect(error.location != nil)
    }

    @Test func aUnionOfTooManyAlternativesIsALocatedError() throws {
        let count = UnionSpec.maximumAlternatives + 1
        let alternatives = (0..<count).map { #"{ "type": "object", "properties": { "f\#($0)": { "type": "string" } }, "required": ["f\#($0)"] }"# }
        let text = F.operation(##"""
            { "operationId": "get", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/M" } } } } } }
            """##, components: #"{ "schemas": { "M": { "oneOf": [\#(alternatives.joined(separator: ", "))] } } }"#)
        let result = F.convert(text)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message == "'oneOf' lists \(count) alternatives; at most \(UnionSpec.maximumAlternatives) are read")
        #expect(error.path?.description == "$.components.schemas.M.oneOf")
        #expect(error.location != nil)
        // The native format's `oneOf` has the same limit.
        let native = SpecFixture.spec(models: #"{ "M": { "oneOf": [\#(Array(repeating: #""string""#, count: count).joined(separator: ", "))] } }"#)
        let rendered = SpecFixture.rendered(SpecFixture.generate(native))
        #expect(rendered.contains { $0.contains("error: 'oneOf' lists \(count) alternatives; at most \(UnionSpec.maximumAlternatives) are read (at $.models.M.oneOf)") },
                "\(rendered.prefix(3))")
    }
}
