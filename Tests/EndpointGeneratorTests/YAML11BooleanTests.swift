@testable import EndpointGenerator
import Foundation
import Testing

/// YAML 1.1's `yes`/`no`/`on`/`off` stay strings, as YAML 1.2 reads them; where a boolean is expected, the spec
/// reader (an error, as for every mistyped spec value) and the OpenAPI converter (a warning: the value is read as a
/// string, which is not `true`) both say so, located, and what to write instead.
@Suite struct YAML11BooleanTests {
    /// The diagnostics of `text` rendered as the CLI prints them.
    static func rendered(_ text: String, file: String) -> [String] {
        Generator.generate(Data(text.utf8), file: file).diagnostics.map(\.description)
    }

    @Test func aNativeSpecRefusesTheWordsWhereItExpectsABoolean() {
        let text = """
            name: Test
            servers: {production: https://api.example.com}
            endpoints:
              list:
                method: GET
                path: /items
                retry: yes
                response: Item
            models:
              Item:
                properties:
                  note: {type: string, nullable: Off}
            """
        #expect(Self.rendered(text, file: "test.endpoints.yaml") == [
            "test.endpoints.yaml:7:12: error: 'retry' is the string 'yes', not a boolean: YAML 1.2 reads yes, no, on and off as strings (at $.endpoints.list.retry)\n"
                + "test.endpoints.yaml:7:12: note: write true instead of yes",
            "test.endpoints.yaml:12:38: error: 'nullable' is the string 'Off', not a boolean: YAML 1.2 reads yes, no, on and off as strings (at $.models.Item.properties.note.nullable)\n"
                + "test.endpoints.yaml:12:38: note: write false instead of Off",
        ])
    }

    @Test func aJSONSpecKeepsCallingAQuotedWordAString() {
        let text = SpecFixture.spec(endpoints: #"{ "list": { "method": "GET", "path": "/items", "retry": "yes" } }"#)
        #expect(Self.rendered(text, file: "test.endpoints.json").map { $0.components(separatedBy: ": error: ").last } == [
            "'retry' must be true or false, found string (at $.endpoints.list.retry)",
        ])
    }

    static let openAPI = """
        openapi: 3.0.3
        info: {title: Test, version: '1'}
        servers: [{url: 'https://api.example.com'}]
        paths:
          /items:
            get:
              operationId: list
              parameters:
              - {name: page, in: query, required: yes, schema: {type: integer}}
              - {name: tags, in: query, explode: OFF, schema: {type: array, items: {type: string}}}
              - name: debug
                in: query
                schema: {type: boolean, default: on}
                example: {required: yes}
                x-internal: yes
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          note: {type: string, nullable: on, enum: ['yes', 'no']}
                          old: {type: string, deprecated: No}
        """

    @Test func anOpenAPIDocumentWarnsWhereItExpectsABooleanAndReadsAString() throws {
        let result = OpenAPIFixture.convert(Self.openAPI, file: "api.yaml")
        let warnings = result.diagnostics.filter { $0.message.contains("YAML 1.2") }.map(\.description)
        let explanation = "not a boolean: YAML 1.2 reads yes, no, on and off as strings"
        #expect(warnings == [
            "api.yaml:9:43: warning: 'required' is the string 'yes', \(explanation) (at $.paths['/items'].get.parameters[0].required)\n"
                + "api.yaml:9:43: note: write true instead of yes",
            "api.yaml:10:42: warning: 'explode' is the string 'OFF', \(explanation) (at $.paths['/items'].get.parameters[1].explode)\n"
                + "api.yaml:10:42: note: write false instead of OFF",
            "api.yaml:13:42: warning: 'default' is the string 'on', \(explanation) (at $.paths['/items'].get.parameters[2].schema.default)\n"
                + "api.yaml:13:42: note: write true instead of on",
            "api.yaml:24:50: warning: 'nullable' is the string 'on', \(explanation) (at $.paths['/items'].get.responses['200'].content['application/json'].schema.properties.note.nullable)\n"
                + "api.yaml:24:50: note: write true instead of on",
            "api.yaml:25:51: warning: 'deprecated' is the string 'No', \(explanation) (at $.paths['/items'].get.responses['200'].content['application/json'].schema.properties.old.deprecated)\n"
                + "api.yaml:25:51: note: write false instead of No",
        ])
        // Read as a string, `required: yes` does not make the parameter required.
        let spec = try #require(result.spec)
        #expect(spec.contains(#""page": "int?""#), "\(spec)")
    }

    @Test func anOpenAPIJSONDocumentHasNoSuchWarning() throws {
        let root = try #require(YAMLTestSupport.read(Self.openAPI).root)
        let json = YAMLTestSupport.text(root.value)
        let result = OpenAPIFixture.convert(json, file: "api.json")
        #expect(!result.diagnostics.contains { $0.message.contains("YAML 1.2") })
    }
}
