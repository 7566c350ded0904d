@testable import EndpointGenerator
import Testing

/// A discriminator's `mapping` may name a schema by a reference (OpenAPI 3.0 §4.7.25); in a document split over files
/// that is another file's schema, which the mapping must select as the `$ref`s to it do.
@Suite struct MultiFileDiscriminatorMappingTests {
    typealias Files = MultiFileDocumentTests.Files

    /// DigitalOcean's domain record body: `anyOf` of `types.yml#/record_a`, … with `mapping: {A: types.yml#/record_a}`.
    /// The mapping was left out with a warning, and the union sent each schema's key as the type: `"type": "record_a"`.
    static let files = Files([
        "api/root.yaml": MultiFileDocumentTests.root(paths: ["/records: {post: {$ref: 'ops/create_record.yml'}}"]),
        "api/ops/create_record.yml": """
        operationId: create_record
        requestBody:
          content:
            application/json:
              schema:
                anyOf:
                  - $ref: '../models/types.yml#/record_a'
                  - $ref: '../models/types.yml#/record_mx'
                discriminator:
                  propertyName: type
                  mapping:
                    A: '../models/types.yml#/record_a'
                    MX: '../models/types.yml#/record_mx'
        responses:
          "201": {description: created}
        """,
        "api/models/types.yml": """
        record_a:
          type: object
          required: [type, data]
          properties: {type: {type: string}, data: {type: string}}
        record_mx:
          type: object
          required: [type, priority]
          properties: {type: {type: string}, priority: {type: integer}}
        """,
    ])

    @Test func aMappingToAnotherFilesSchemaSelectsItByItsValue() throws {
        let output = MultiFileDocumentTests.generate(Self.files)
        #expect(output.diagnostics.isEmpty, "\(MultiFileDocumentTests.rendered(output))")
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains(#"case "A": self = .a(try RecordA(payloadFrom: decoder))"#), "\(swift)")
        #expect(swift.contains(#"value = "MX""#), "\(swift)")
        #expect(!swift.contains(#""record_a""#), "\(swift)")
    }

    /// A base schema whose subtypes live in files that only its `mapping` names (datamodel-code-generator's
    /// `discriminator_external_mapping`): no `$ref` named another file, so the files were not read, and
    /// `./schemas/foo.yaml#/components/schemas/Foo` was looked up as a schema's name, "does not exist".
    @Test func aMappingIsEnoughToReadTheFilesItNames() throws {
        let files = Files([
            "api/root.yaml": MultiFileDocumentTests.root(schema: "{$ref: '#/components/schemas/Item'}") + """

            components:
              schemas:
                Item:
                  type: object
                  required: [kind]
                  properties: {kind: {type: string}}
                  discriminator:
                    propertyName: kind
                    mapping:
                      foo: './schemas/foo.yaml#/components/schemas/Foo'
            """,
            "api/schemas/foo.yaml": """
            components:
              schemas:
                Foo:
                  type: object
                  required: [kind, value]
                  properties: {kind: {type: string}, value: {type: string}}
            """,
        ])
        let output = MultiFileDocumentTests.generate(files)
        #expect(!output.diagnostics.contains { $0.severity == .error }, "\(MultiFileDocumentTests.rendered(output))")
        #expect(output.files.map(\.contents).joined().contains("struct Foo"), "the mapped schema is read")
    }
}
