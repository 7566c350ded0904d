@testable import EndpointGenerator
import Testing

/// An inline schema of a component's property is named after that component, whichever model includes it first.
@Suite struct OpenAPIDeclaringComponentNameTests {
    typealias F = OpenAPIFixture

    /// Asana's `AttachmentResponse` (read first) takes `TaskCompact` into its `parent` through `allOf`: TaskCompact's
    /// inline `created_by` and `resource_subtype` were `AttachmentResponseParentCreatedBy` and, by way of `TaskBase`,
    /// `TaskBaseResourceSubtype` in every task model.
    @Test func anIncludedPropertysInlineSchemaIsNamedAfterItsComponent() {
        let swift = F.swift(F.document(components: ##"""
            { "schemas": {
                "AttachmentResponse": { "type": "object", "properties": {
                    "parent": { "allOf": [{ "$ref": "#/components/schemas/TaskCompact" }, { "type": "object", "nullable": true, "properties": { "host": { "type": "string" } } }] } } },
                "TaskBase": { "allOf": [{ "$ref": "#/components/schemas/TaskCompact" }, { "type": "object", "properties": { "notes": { "type": "string" } } }] },
                "TaskCompact": { "allOf": [{ "type": "object", "properties": { "gid": { "type": "string" } } }, { "type": "object", "properties": {
                    "resource_subtype": { "type": "string", "enum": ["default_task", "milestone"] },
                    "created_by": { "type": "object", "properties": { "gid": { "type": "string" }, "inner": { "type": "object", "properties": { "at": { "type": "string" } } } } } } }] } } }
            """##))
        #expect(swift.contains("public var createdBy: TaskCompactCreatedBy?"))
        #expect(swift.contains("public var resourceSubtype: TaskCompactResourceSubtype?"))
        // An object inside the inline one is named after it, as before.
        #expect(swift.contains("public var inner: TaskCompactCreatedByInner?"))
        // A property the including schema declares itself keeps its name.
        #expect(swift.contains("public var parent: AttachmentResponseParent?"))
        #expect(!swift.contains("AttachmentResponseParentCreatedBy") && !swift.contains("TaskBaseResourceSubtype"))
    }
}
