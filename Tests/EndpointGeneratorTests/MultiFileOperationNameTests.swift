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
}
