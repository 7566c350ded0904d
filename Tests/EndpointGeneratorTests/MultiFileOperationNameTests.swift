@testable import EndpointGenerator
import Testing

/// Operations written each in a file of their own, as DigitalOcean writes its 500 (`get: {$ref: resources/…/x.yml}`),
/// are named by their own ids: every one of them stands at `$` in its file.
@Suite struct MultiFileOperationNameTests {
    typealias Files = MultiFileDocumentTests.Files

    static func operation(_ id: String, tag: String) -> String {
        """
        operationId: \(id)
        tags: [\(tag)]
        responses:
          "204": {description: done}
        """
    }

    /// Two operations of one group named alike (here one id written twice) named every operation of every file after
    /// the one that had to give way: 17 of DigitalOcean's operations were `updateDomainRecordPut…`.
    @Test func anOperationInAFileOfItsOwnKeepsItsOwnName() throws {
        let files = Files([
            "api/root.yaml": MultiFileDocumentTests.root(paths: [
                "/account: {get: {$ref: 'ops/get_account.yml'}}",
                "/records/{id}:",
                "  parameters: [{name: id, in: path, required: true, schema: {type: integer}}]",
                "  patch: {$ref: 'ops/patch_record.yml'}",
                "  put: {$ref: 'ops/update_record.yml'}",
                "  delete: {$ref: 'ops/delete_record.yml'}",
            ]),
            "api/ops/get_account.yml": Self.operation("get_account", tag: "Account"),
            "api/ops/patch_record.yml": Self.operation("update_record", tag: "Records"),
            "api/ops/update_record.yml": Self.operation("update_record", tag: "Records"),
            "api/ops/delete_record.yml": Self.operation("delete_record", tag: "Records"),
        ])
        let output = MultiFileDocumentTests.generate(files)
        let model = try #require(output.model)
        #expect(model.endpoints.map(\.caseName) == ["getAccount", "updateRecord", "updateRecordPut", "deleteRecord"])
        // The one name that gives way says where the operation that kept it is written.
        let warnings = MultiFileDocumentTests.rendered(output).filter { $0.contains("already used by the operation") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("already used by the operation at ops/patch_record.yml:1:1") == true, "\(warnings)")
    }

    /// An operation in another file whose response comes in several media types has a method for each: its methods were
    /// named by the operation's path in the root document, which an operation at `$.get` of its own file is not at, and
    /// printed as `func () async throws -> [String]` (datamodel-code-generator's `served-anchors`).
    @Test func anOperationInAnotherFileNamesAMethodPerMediaType() throws {
        let files = Files([
            "api/root.yaml": MultiFileDocumentTests.root(paths: ["/tags: {$ref: 'paths/tags.yaml'}"]),
            "api/paths/tags.yaml": """
                get:
                  operationId: listTags
                  responses:
                    "200":
                      description: The tags.
                      content:
                        application/json: {schema: {type: array, items: {type: string}}}
                        text/plain: {schema: {type: string}}
                """,
        ])
        let output = MultiFileDocumentTests.generate(files)
        let model = try #require(output.model)
        #expect(model.endpoints.flatMap { $0.clientMethods.map(\.name) } == ["listTags", "listTagsText"])
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("func listTagsText() async throws -> String") && !swift.contains("func ("), "\(swift)")
    }
}
