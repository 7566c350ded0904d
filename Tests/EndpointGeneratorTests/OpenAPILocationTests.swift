@testable import EndpointGenerator
@testable import EndpointGenJSON
@testable import EndpointGenModel
@testable import EndpointGenSpec
import Foundation
import Testing

/// What the translator and the emitters say about an OpenAPI document points into the document itself: diagnostics
/// at its lines, columns and JSON paths, `- Remark:` back-references at its paths.
@Suite struct OpenAPILocationTests {
    typealias F = OpenAPIFixture

    /// The 1-based line and column where `needle` first occurs in `text` (ASCII, so characters are scalars).
    static func position(of needle: String, in text: String) throws -> EndpointGenJSON.SourceLocation {
        let lines = text.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(needle) }, "\(needle) is not in the document")
        let range = try #require(lines[index].range(of: needle))
        return EndpointGenJSON.SourceLocation(line: index + 1, column: lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
    }

    @Test func aTranslatorErrorPointsAtTheServerURLInTheDocument() throws {
        let text = F.document(paths: #"{ "/items": { "get": { "responses": { "204": { "description": "ok" } } } } }"#)
            .replacingOccurrences(of: "https://api.example.com/v1", with: "https://")
        let result = F.convert(text)
        let error = try #require(result.diagnostics.first { $0.severity == .error }, "\(result.diagnostics)")
        #expect(error.message == "invalid server URL 'https://'")
        #expect(error.file == "api.json")
        #expect(error.path?.description == "$.servers[0].url")
        #expect(error.location == (try Self.position(of: #""https://""#, in: text)))
    }

    @Test func aTranslatorErrorAboutAPathPointsAtItsKeyInPaths() throws {
        let text = F.document(paths: #"{ "/items/{id": { "get": { "responses": { "204": { "description": "ok" } } } } }"#)
        let result = F.convert(text)
        let error = try #require(result.diagnostics.first { $0.severity == .error }, "\(result.diagnostics)")
        #expect(error.message == "unbalanced '{' or '}' in path")
        #expect(error.path?.description == "$.paths['/items/{id']")
        #expect(error.location == (try Self.position(of: #""/items/{id""#, in: text)))
    }

    @Test func aTranslatorErrorAboutAUnionPointsAtItsDiscriminator() throws {
        let text = OpenAPISchemaTests.schemas(##"""
            {
              "Root": { "oneOf": [{ "$ref": "#/components/schemas/Cat" }, { "$ref": "#/components/schemas/Dog" }],
                       "discriminator": { "propertyName": "kind", "mapping": { "Dog": "#/components/schemas/Cat" } } },
              "Cat": { "type": "object", "properties": { "kind": { "type": "string" } } },
              "Dog": { "type": "object", "properties": { "kind": { "type": "string" } } }
            }
            """##)
        let result = F.convert(text)
        let error = try #require(result.diagnostics.first { $0.severity == .error }, "\(result.diagnostics)")
        #expect(error.message == "discriminator value 'Dog' would select both 'cat' and 'dog'")
        #expect(error.path?.description == "$.components.schemas.Root.discriminator")
        #expect(error.location == (try Self.position(of: #"{ "propertyName""#, in: text)))
    }

    @Test func aCollisionWarningPointsAtThePropertyAndQuotesTheOtherOnesPosition() throws {
        // Neither `_id` nor `ID` is written as `id`, so the first in the document keeps it (`ClaimOrderTests`).
        let text = OpenAPISchemaTests.schemas(#"{ "Root": { "type": "object", "properties": { "_id": { "type": "string" }, "ID": { "type": "integer" } } } }"#)
        let result = F.convert(text)
        let warning = try #require(result.diagnostics.first { $0.message.contains("same Swift name 'id'") })
        #expect(warning.path?.description == "$.components.schemas.Root.properties.ID")
        #expect(warning.location == (try Self.position(of: #"{ "type": "integer" }"#, in: text)))
        let first = try Self.position(of: #"{ "type": "string" }"#, in: text)
        #expect(warning.message.contains("as '_id' (\(first.line):\(first.column))"), "\(warning.message)")
    }

    @Test func generatedCodeRefersBackToTheOpenAPIDocument() {
        let text = F.document(
            paths: #"""
            { "/items": { "get": { "operationId": "listItems", "responses": {
                "200": { "description": "ok", "headers": { "X-Total": { "schema": { "type": "integer" } } },
                         "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Item" }, "example": { "id": 1 } } } },
                "202": { "description": "later" } } } } }
            """#,
            components: #"{ "schemas": { "Item": { "type": "object", "properties": { "id": { "type": "integer" } } } } }"#
        )
        let swift = F.swift(text)
        for path in ["$.paths", "$.servers", "$.paths['/items'].get", "$.paths['/items'].get.responses",
                     "$.paths['/items'].get.responses['200'].headers", "$.components.schemas.Item"] {
            #expect(swift.contains("- Remark: Generated from `\(path)`."), "no back-reference to \(path)")
        }
        #expect(!swift.contains("Generated from `$.endpoints") && !swift.contains("Generated from `$.models"), "a native path the user never sees")
    }
}

/// A value written in another file than the spec's own (as a multi-file OpenAPI document's `$ref` leads to) is
/// reported in that file, and positions quoted from it name the file.
@Suite struct ValueFileTests {
    static func translate(_ spec: Spec) -> [Diagnostic] {
        var translator = Translator(spec: spec)
        _ = translator.translate(sourceName: "root.yaml")
        return translator.problems.all
    }

    static func spec(endpoints: String = "{}", models: String = "{}") throws -> Spec {
        var collector = DiagnosticCollector()
        let root = try #require(JSONReader.parse(Array(SpecFixture.spec(endpoints: endpoints, models: models).utf8), file: "root.yaml", diagnostics: &collector))
        var reader = SpecReader(file: "root.yaml")
        let spec = reader.read(root)
        return try #require(spec)
    }

    @Test func aDiagnosticNamesTheFileOfTheValueItIsAbout() throws {
        var spec = try Self.spec(endpoints: #"{ "a": { "method": "FETCH", "path": "/a" } }"#)
        spec.endpoints[0].method.file = "paths/a.yaml"
        let error = try #require(Self.translate(spec).first { $0.severity == .error })
        #expect(error.message == "unknown HTTP method 'FETCH'")
        #expect(error.file == "paths/a.yaml")
    }

    @Test func aJSONValueNamesItsFileToo() throws {
        var spec = try Self.spec(models: #"{ "M": { "properties": { "n": { "type": "int", "default": "x" } } } }"#)
        guard case .object(var properties) = spec.models[0].kind else { Issue.record("not an object model"); return }
        properties[0].defaultValue?.file = "schemas/m.yaml"
        spec.models[0].kind = .object(properties)
        let error = try #require(Self.translate(spec).first { $0.severity == .error })
        #expect(error.message.hasPrefix("default value (string) does not fit"))
        #expect(error.file == "schemas/m.yaml")
    }

    @Test func aQuotedPositionInAnotherFileNamesIt() throws {
        var spec = try Self.spec(models: #"{ "M": { "properties": { "_id": "string", "ID": "int" } } }"#)
        guard case .object(var properties) = spec.models[0].kind else { Issue.record("not an object model"); return }
        properties[0].key.file = "schemas/m.yaml"
        spec.models[0].kind = .object(properties)
        let warning = try #require(Self.translate(spec).first { $0.message.contains("same Swift name") })
        #expect(warning.file == "root.yaml")
        let location = properties[0].key.location
        #expect(warning.message.contains("as '_id' (schemas/m.yaml:\(location.line):\(location.column))"), "\(warning.message)")
    }
}
