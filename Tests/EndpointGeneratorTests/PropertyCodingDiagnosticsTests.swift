@testable import EndpointGenerator
import Testing

/// Misused `nullable`, `default` and `const` on model properties get located errors with a hint.
@Suite struct PropertyCodingDiagnosticsTests {
    static func spec(_ properties: String) -> String {
        SpecFixture.spec(models: #"{ "Mode": { "enum": ["fast", "slow"] }, "Item": { "properties": "# + properties + " } }")
    }

    @Test func enumDefaultMustBeAMember() {
        let text = Self.spec(#"{ "mode": { "type": "Mode", "default": "slo" } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"slo\"", "default 'slo' is not a value of the enum",
                                              path: "$.models.Item.properties.mode.default", hint: "did you mean 'slow'?")
    }

    @Test func defaultMustFitTheType() {
        let text = Self.spec(#"{ "count": { "type": "int", "default": "one" } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"one\"", "default value (string) does not fit the type 'Int'",
                                              path: "$.models.Item.properties.count.default", hint: "write a default of the declared type, or remove it")
    }

    @Test func constMustFitTheType() {
        let text = Self.spec(#"{ "kind": { "type": "bool", "const": 1 } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "1 }", "const value (number) does not fit the type 'Bool'",
                                              path: "$.models.Item.properties.kind.const")
    }

    @Test func defaultCannotBeNullable() {
        let text = Self.spec(#"{ "count": { "type": "int?", "nullable": true, "default": 1 } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "1 }", "a property with a 'default' uses its default when the key is absent, so it cannot be nullable",
                                              path: "$.models.Item.properties.count.default", hint: "remove \"nullable\", or remove 'default'")
    }

    @Test func constCannotBeNullable() {
        let text = Self.spec(#"{ "kind": { "type": "string", "nullable": true, "const": "a" } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"a\"", "a property with a 'const' always has its value, so it cannot be optional or nullable",
                                              path: "$.models.Item.properties.kind.const")
    }

    @Test func defaultAndConstExcludeEachOther() {
        let text = Self.spec(#"{ "kind": { "type": "string", "default": "a", "const": "b" } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"b\"", "a property cannot have both 'default' and 'const'",
                                              path: "$.models.Item.properties.kind.const")
    }

    @Test func nullableMustBeABoolean() {
        let text = Self.spec(#"{ "note": { "type": "string", "nullable": "yes" } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"yes\"", "'nullable' must be true or false, found string",
                                              path: "$.models.Item.properties.note.nullable")
    }

    @Test func anOptionalNullablePropertyChecksTheValueItHolds() async throws {
        let result = SpecFixture.generate(Self.spec(#"{ "note": { "type": "string?", "nullable": true, "minLength": 1, "pattern": "^[a-z]+$" }, "count": { "type": "int?", "nullable": true, "minimum": 1 } }"#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains(#"try Validate.length(note?.value, of: "Item.note", min: 1)"#), "\(models)")
        #expect(models.contains(#"try Validate.range(count?.value, of: "Item.count", min: 1)"#))
        try await TypeCheck.run(result.files, moduleName: "OptionalNullableConstraints")
    }

    @Test func dateDefaultsAreRejected() {
        let text = Self.spec(#"{ "at": { "type": "date-time", "default": "2020-01-01T00:00:00Z" } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"2020", "default value (string) does not fit the type 'Date'",
                                              path: "$.models.Item.properties.at.default")
    }
}
