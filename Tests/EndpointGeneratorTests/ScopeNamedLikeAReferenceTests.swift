@testable import EndpointGenerator
import Testing

/// An OAuth flow's `scopes` maps each scope's name to its description (OpenAPI fixes it as a map of strings): no value
/// in it is a reference, whatever the scope is called.
@Suite struct ScopeNamedLikeAReferenceTests {
    typealias Files = MultiFileDocumentTests.Files

    /// datamodel-code-generator's `ref-name-positions` names a scope `$ref`: its description, `read things`, was read as
    /// a file: "'$ref' names 'api/read things', which does not exist", and nothing was generated.
    @Test func aScopeNamedRefIsAScope() throws {
        let files = Files([
            "api/root.yaml": MultiFileDocumentTests.root(schema: "{type: string}") + """

            security: [{oauth: []}]
            components:
              securitySchemes:
                oauth:
                  type: oauth2
                  flows:
                    implicit:
                      authorizationUrl: https://example.com/auth
                      scopes: {$ref: read things, write: write things}
            """,
        ])
        let output = MultiFileDocumentTests.generate(files)
        #expect(output.diagnostics.isEmpty, "\(MultiFileDocumentTests.rendered(output))")
        #expect(files.reads.withLock { $0 } == ["api/root.yaml": 1])
        #expect(output.files.map(\.contents).joined().contains("func listItems() async throws -> String"))
    }
}
