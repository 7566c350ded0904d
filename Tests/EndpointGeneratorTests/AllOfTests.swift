@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec
import Testing

/// `allOf`: one struct with the included models' properties first, and located errors for what cannot merge.
@Suite struct AllOfTests {
    @Test func includedPropertiesComeFirstInOrderAndDiamondsOnce() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Entity": { "properties": { "id": "int" } },
              "Named": { "allOf": ["Entity"], "properties": { "name": "string" } },
              "Dated": { "allOf": ["Entity"], "properties": { "at": "date?" } },
              "Item": { "allOf": ["Named", "Dated"], "properties": { "price": "double", "id": "int" } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
            public nonisolated struct Item: Codable, Hashable, Sendable {
                public var id: Int
                public var name: String
                public var at: CalendarDate?
                public var price: Double

            """))
        #expect(output.contains("public nonisolated struct Named: Codable, Hashable, Sendable {\n    public var id: Int\n    public var name: String\n"))
        try await TypeCheck.run(result.files, moduleName: "AllOf")
    }

    @Test func allOfAloneMakesAnObject() {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "Base": { "properties": { "id": "int" } }, "Copy": { "allOf": ["Base"] } }"#))
        #expect(SpecFixture.file("Models", of: result).contains("public nonisolated struct Copy: Codable, Hashable, Sendable {\n    public var id: Int\n"))
    }

    @Test func conflictingTypesNameBothSources() {
        let text = SpecFixture.spec(models: #"{ "Base": { "properties": { "id": "int" } }, "Other": { "properties": { "id": "string" } }, "Both": { "allOf": ["Base", "Other"] } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"string\"", "property 'id' is 'int' in 'Base' but 'string' in 'Other'",
                                              path: "$.models.Other.properties.id", hint: "give the property the same type in both models, or rename one of them")
    }

    @Test func ownPropertyConflictingWithAnIncludedOne() {
        let text = SpecFixture.spec(models: #"{ "Base": { "properties": { "id": "int" } }, "Item": { "allOf": ["Base"], "properties": { "id": "uuid" } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"uuid\"", "property 'id' is 'int' in 'Base' but 'uuid' in 'Item'", path: "$.models.Item.properties.id")
    }

    @Test func cyclesAreAnError() {
        let text = SpecFixture.spec(models: #"{ "A": { "allOf": ["B"] }, "B": { "allOf": ["A"], "properties": { "x": "int" } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"A\"], \"prop", "allOf includes 'A' in itself: A → B → A", path: "$.models.B.allOf[0]",
                                              hint: "remove 'A' from this allOf")
    }

    @Test func unknownAndEnumModelsAreErrors() {
        let text = SpecFixture.spec(models: #"{ "Base": { "properties": { "id": "int" } }, "Kind": { "enum": ["a"] }, "Item": { "allOf": ["Bas", "Kind"] } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"Bas\"", "allOf refers to 'Bas', which is not a declared model", path: "$.models.Item.allOf[0]",
                                              hint: "did you mean 'Base'?")
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"Kind\"]", "allOf can include only object models; 'Kind' is an enum", path: "$.models.Item.allOf[1]")
    }

    @Test func chainsDeeperThanTheLimitAreAnError() {
        let count = AllOfMerger.maximumDepth + 2
        let models = (0..<count).map { "\"M\($0)\": { \"allOf\": [\"M\($0 + 1)\"], \"properties\": { \"p\($0)\": \"int\" } }" }
            + ["\"M\(count)\": { \"properties\": { \"last\": \"int\" } }"]
        let result = SpecFixture.generate(SpecFixture.spec(models: "{ \(models.joined(separator: ", ")) }"))
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains { $0.message == "allOf nests more than \(AllOfMerger.maximumDepth) models deep" })
    }

    @Test func allOfMustListNames() {
        let text = SpecFixture.spec(models: #"{ "Item": { "allOf": "Base" } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"Base\"", "'allOf' must be a non-empty array of model names, found string", path: "$.models.Item.allOf")
    }

    @Test func allOfWithEnumIsAnError() {
        let text = SpecFixture.spec(models: #"{ "Base": { "properties": { "id": "int" } }, "Item": { "allOf": ["Base"], "enum": ["a"] } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "{ \"allOf\"", "a model needs exactly one of 'properties', 'allOf' or 'additionalProperties' (an object), 'enum' or 'oneOf'", path: "$.models.Item")
    }
}
