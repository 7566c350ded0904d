@testable import EndpointGenerator
import Testing

/// A schema's `$id` sets the base its `$ref`s resolve against (JSON Schema 2020-12, OpenAPI 3.1), also a reference to
/// another file.
@Suite struct MultiFileSchemaIDTests {
    typealias Files = MultiFileDocumentTests.Files

    /// datamodel-code-generator's `served-items`: `Event` declares `$id: events/event.yaml` and refers to `stamp.yaml`,
    /// which is `events/stamp.yaml`; it was looked for beside the library file: "'$ref' names '…/stamp.yaml', which does
    /// not exist".
    @Test func aFileReferenceInsideAnIDResolvesAgainstTheID() throws {
        let files = Files([
            "api/root.yaml": MultiFileDocumentTests.root(schema: "{$ref: 'models/library.yaml#/$defs/Event'}"),
            "api/models/library.yaml": """
                $defs:
                  Event:
                    $id: events/event.yaml
                    type: object
                    properties:
                      at: {$ref: stamp.yaml}
                      kind: {$ref: '../kinds.yaml#/Kind'}
                """,
            "api/models/events/stamp.yaml": "{type: object, properties: {seconds: {type: integer}}}",
            "api/models/kinds.yaml": "Kind: {type: string, enum: [a, b]}",
        ])
        let output = MultiFileDocumentTests.generate(files)
        #expect(output.diagnostics.isEmpty, "\(MultiFileDocumentTests.rendered(output))")
        #expect(files.reads.withLock { $0 } == ["api/root.yaml": 1, "api/models/library.yaml": 1, "api/models/events/stamp.yaml": 1, "api/models/kinds.yaml": 1])
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("public var seconds: Int?"), "\(swift)")
    }

    /// Without an `$id` around it, a reference is read beside its file, as before; so it is inside an `$id` at a URL
    /// (nothing is fetched) or one outside the file's folder (`/schemas/rooted.json` names a schema, not a folder).
    @Test func withoutAFileIDAReferenceIsReadBesideItsFile() throws {
        let files = Files([
            "api/root.yaml": MultiFileDocumentTests.root(schema: "{$ref: 'models/library.yaml#/$defs/Event'}"),
            "api/models/library.yaml": """
                $defs:
                  Event:
                    type: object
                    properties:
                      at: {$ref: stamp.yaml}
                      web: {$id: 'https://example.com/schemas/web.json', type: object, properties: {at: {$ref: stamp.yaml}}}
                      rooted: {$id: '/schemas/rooted.json', type: object, properties: {at: {$ref: stamp.yaml}}}
                """,
            "api/models/stamp.yaml": "{type: object, properties: {seconds: {type: integer}}}",
        ])
        let output = MultiFileDocumentTests.generate(files)
        #expect(output.diagnostics.isEmpty, "\(MultiFileDocumentTests.rendered(output))")
        #expect(files.reads.withLock { $0 } == ["api/root.yaml": 1, "api/models/library.yaml": 1, "api/models/stamp.yaml": 1])
    }
}
