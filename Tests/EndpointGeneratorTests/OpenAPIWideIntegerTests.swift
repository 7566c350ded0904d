import Testing

/// `format: int32` beside a value of the document's own beyond 32 bits: grape-swagger writes `int32` for every Ruby
/// Integer, and GitLab's `conan_max_file_size` shows `example: 3221225472`, which an `Int32` failed to decode.
@Suite struct OpenAPIWideIntegerTests {
    typealias F = OpenAPIFixture

    @Test func anInt32PropertyWhoseExampleIsWiderIsInt64() throws {
        let text = F.document(components: """
        { "schemas": { "PlanLimit": { "type": "object", "properties": {
            "conan_max_file_size": { "type": "integer", "format": "int32", "example": 3221225472 },
            "ci_pipeline_size": { "type": "integer", "format": "int32", "example": 2147483647 },
            "storage": { "type": "integer", "format": "int32", "maximum": 10000000000 } } } } }
        """)
        #expect(F.warnings(F.convert(text)) == [
            "format int32 cannot hold the 'example' 3221225472 the document gives; typed as int64",
            "schema 'PlanLimit': 2 schema examples not kept in the generated SDK",
            "format int32 cannot hold the 'maximum' 10000000000 the document gives; typed as int64",
        ])
        let swift = F.swift(text)
        #expect(swift.contains("public var conanMaxFileSize: Int64?"), "\(swift)")
        #expect(swift.contains("public var ciPipelineSize: Int32?"), "\(swift)")
        #expect(swift.contains("public var storage: Int64?"), "\(swift)")
    }

    @Test func anInt32ParameterWhoseExampleIsWiderIsInt64() throws {
        let text = F.operation(#"""
        { "operationId": "getJob", "parameters": [
            { "name": "job_id", "in": "path", "required": true, "example": 4000000000, "schema": { "type": "integer", "format": "int32" } },
            { "name": "after", "in": "query", "schema": { "type": "integer", "format": "int32", "default": 3000000000 } },
            { "name": "page", "in": "query", "example": 2, "schema": { "type": "integer", "format": "int32" } } ],
          "responses": { "204": { "description": "ok" } } }
        """#, path: "/jobs/{job_id}")
        #expect(F.warnings(F.convert(text)) == [
            "format int32 cannot hold the 'example' 4000000000 the document gives; typed as int64",
            "operation 'getJob': 2 parameter examples not kept in the generated SDK",
            "format int32 cannot hold the 'default' 3000000000 the document gives; typed as int64",
        ])
        let swift = F.swift(text)
        #expect(swift.contains("jobId: Int64"), "\(swift)")
        #expect(swift.contains("after: Int64? = nil"), "\(swift)")
        #expect(swift.contains("page: Int32? = nil"), "\(swift)")
    }
}
