@testable import EndpointGenerator
import Testing

/// Properties that declare their object inline with `properties` get a model named after where they are.
@Suite struct InlineModelTests {
    @Test func inlineObjectsBecomeModelsNamedModelThenProperty() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "User": { "properties": {
                "home_address": { "description": "Where they live.", "properties": { "street": "string", "geo": { "type": "object?", "properties": { "lat": "double" } } } },
                "tags": { "type": "[object]", "properties": { "name": "string" } }
            } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
                /// Where they live.
                public var homeAddress: UserHomeAddress
                public var tags: [UserTags]
            """))
        #expect(output.contains("""
            /// Where they live.
            ///
            /// - Remark: Generated from `$.models.User.properties.home_address`.
            public nonisolated struct UserHomeAddress: Codable, Hashable, Sendable {
                public var street: String
                public var geo: UserHomeAddressGeo?
            """))
        #expect(output.contains("public nonisolated struct UserHomeAddressGeo: Codable, Hashable, Sendable {\n    public var lat: Double\n"))
        #expect(output.contains("public nonisolated struct UserTags: Codable, Hashable, Sendable {\n    public var name: String\n"))
        try await TypeCheck.run(result.files, moduleName: "InlineModels", mainActorByDefault: true)
    }

    @Test func aDeclaredModelKeepsItsNameAndTheInlineOneIsRenamedWithAWarning() {
        let text = SpecFixture.spec(models: #"{ "User": { "properties": { "address": { "properties": { "street": "string" } } } }, "UserAddress": { "properties": { "id": "int" } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(
            text, at: "\"address\"",
            "model 'User.address' has the same Swift name 'UserAddress' as 'UserAddress' (\(SpecDiagnosticsTests.position(of: "\"UserAddress\"", in: text))); it is named 'UserAddress2'",
            severity: "warning", path: "$.models.User.properties.address"
        )
        let output = SpecFixture.file("Models", of: SpecFixture.generate(text))
        #expect(output.contains("public var address: UserAddress2\n"))
    }

    @Test func aWrittenTypeMustUseObject() {
        let text = SpecFixture.spec(models: #"{ "User": { "properties": { "address": { "type": "string", "properties": { "street": "string" } } } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(
            text, at: "\"string\", \"properties\"",
            "the type of a property with an inline object must use 'object' for it, found \"string\"",
            path: "$.models.User.properties.address.type", hint: "write \"type\": \"object?\" or \"[object]\", or leave 'type' out"
        )
    }

    @Test func problemsInsideAnInlineObjectAreLocated() {
        let text = SpecFixture.spec(models: #"{ "User": { "properties": { "address": { "properties": { "street": "strng" } } } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"strng\"", "unknown type 'strng'", path: "$.models.User.properties.address.properties.street",
                                              hint: "did you mean 'string'?")
    }

    @Test func inlineModelsAreNeverSuggested() {
        let text = SpecFixture.spec(models: #"{ "User": { "properties": { "address": { "properties": { "street": "string" } }, "other": "UserAddres" } } }"#)
        let rendered = SpecFixture.rendered(SpecFixture.generate(text))
        // The inline object is generated as `UserAddress`, but it is no name a spec may write.
        #expect(rendered.contains { $0.contains("error: unknown type 'UserAddres'") }, "\(rendered)")
        #expect(!rendered.contains { $0.contains("UserAddress") }, "\(rendered)")
    }
}
