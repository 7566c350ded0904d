@testable import EndpointGenerator
import Testing

/// `additionalProperties` beside `properties` (and without them), and `allOf` in an inline object.
@Suite struct AdditionalPropertiesTests {
    static let models = #"""
        { "Labels": { "properties": { "id": "string" }, "additionalProperties": "string" },
          "Stock": { "additionalProperties": "int" },
          "Loose": { "properties": { "id": "string" }, "additionalProperties": true },
          "Closed": { "properties": { "id": "string" }, "additionalProperties": false },
          "Named": { "properties": { "additionalProperties": "int" },
                     "additionalProperties": { "type": "[string]", "swiftName": "extra", "description": "Tags by group." } } }
        """#

    @Test func otherKeysAreKeptInADictionaryBesideTheProperties() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: Self.models))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
            public nonisolated struct Labels: Codable, Hashable, Sendable {
                public var id: String
                /// The object's other keys, which the spec does not declare, with their values.
                public var additionalProperties: [String: String]

                public init(id: String, additionalProperties: [String: String] = [:]) {
                    self.id = id
                    self.additionalProperties = additionalProperties
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.id = try container.decode(String.self, forKey: .id)
                    self.additionalProperties = try decoder.decodeAdditionalProperties(String.self, besides: CodingKeys.self)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.id, forKey: .id)
                    try encoder.encodeAdditionalProperties(self.additionalProperties, besides: CodingKeys.self)
                }
            """), "\(output)")
        try await TypeCheck.run(result.files, moduleName: "AdditionalProperties")
        try await TypeCheck.run(result.files, moduleName: "AdditionalPropertiesMainActor", mainActorByDefault: true)
    }

    /// Without declared properties every key is kept, and there are no coding keys.
    @Test func anObjectOfOnlyOtherKeys() {
        let output = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: Self.models)))
        #expect(output.contains("""
                    self.additionalProperties = try decoder.decodeAdditionalProperties(Int.self)
                }
            """), "\(output)")
        #expect(output.contains("try encoder.encodeAdditionalProperties(self.additionalProperties)\n"))
    }

    /// `true` keeps any JSON value; `false` keeps nothing, as a model without the key does.
    @Test func trueKeepsAnyValueAndFalseNone() {
        let output = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: Self.models)))
        #expect(output.contains("public var additionalProperties: [String: JSONValue]"))
        #expect(output.contains("""
            public nonisolated struct Closed: Codable, Hashable, Sendable {
                public var id: String

                public init(id: String) {
            """), "\(output)")
    }

    /// The object form names the property; a declared property keeps its name.
    @Test func theObjectFormNamesAndDescribesTheProperty() {
        let output = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: Self.models)))
        #expect(output.contains("""
                public var additionalProperties: Int
                /// Tags by group.
                public var extra: [String: [String]]
            """), "\(output)")
    }

    /// guardrails' JSON Schema model declares `additionalProperties` and allows other keys: the dictionary
    /// was `additionalProperties2`, with a warning no document could act on. It takes the next plain name, silently; a
    /// name taken again is numbered with a warning.
    @Test func aNameTakenByADeclaredPropertyIsTheNextPlainName() {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "M": { "properties": { "additionalProperties": "int" }, "additionalProperties": "string" } }"#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Models", of: result).contains("    public var additionalProperties: Int\n    /// The object's other keys, which the spec does not declare, with their values.\n    public var undeclaredProperties: [String: String]\n"))
        let text = SpecFixture.spec(models: #"{ "M": { "properties": { "additionalProperties": "int", "undeclaredProperties": "int" }, "additionalProperties": "string" } }"#)
        SpecDiagnosticsTests.expectDiagnostic(
            text, at: "\"string\" }", "additionalProperties 'additionalProperties' has the same Swift name 'undeclaredProperties' as 'undeclaredProperties' (\(SpecDiagnosticsTests.position(of: "\"undeclaredProperties\": \"int\"", in: text))); it is named 'undeclaredProperties2'",
            severity: "warning", path: "$.models.M.additionalProperties"
        )
    }

    @Test func badValuesAreLocatedErrors() {
        let text = SpecFixture.spec(models: #"{ "A": { "additionalProperties": 5 }, "B": { "additionalProperties": { "swiftName": "x" } }, "C": { "additionalProperties": "strng" } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "5 }", "'additionalProperties' must be true, false, a type or an object, found number",
                                              path: "$.models.A.additionalProperties")
        SpecDiagnosticsTests.expectDiagnostic(text, at: "{ \"swiftName\"", "missing required key 'type'", path: "$.models.B.additionalProperties")
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"strng\"", "unknown type 'strng'", path: "$.models.C.additionalProperties", hint: "did you mean 'string'?")
    }

    /// `allOf` passes the included models' `additionalProperties` on; two that differ need the model's own.
    @Test func allOfInheritsAdditionalProperties() {
        let models = #"{ "Base": { "properties": { "id": "int" }, "additionalProperties": "string" }, "Item": { "allOf": ["Base"] } }"#
        let output = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: models)))
        #expect(output.contains("public nonisolated struct Item: Codable, Hashable, Sendable {\n    public var id: Int\n    /// The object's other keys"), "\(output)")
        let conflicting = SpecFixture.spec(models: #"""
            { "A": { "additionalProperties": "string" }, "B": { "additionalProperties": "int" }, "C": { "allOf": ["A", "B"] } }
            """#)
        SpecDiagnosticsTests.expectDiagnostic(conflicting, at: "\"B\"] }", "allOf includes models whose additionalProperties differ: 'string' and 'int' in 'B'",
                                              path: "$.models.C.allOf[1]", hint: "give 'C' its own \"additionalProperties\", which replaces theirs")
        // As the hint says: the model's own replaces theirs, and there is nothing to reconcile.
        let resolved = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "A": { "additionalProperties": "string" }, "B": { "additionalProperties": "int" }, "C": { "allOf": ["A", "B"], "additionalProperties": "json" } }
            """#))
        #expect(resolved.diagnostics.isEmpty, "\(SpecFixture.rendered(resolved))")
        #expect(SpecFixture.file("Models", of: resolved).contains("[String: JSONValue]"))
    }
}

/// `allOf` and `additionalProperties` in a property's inline object.
@Suite struct InlineAllOfTests {
    @Test func anInlineAllOfKeepsEveryProperty() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Address": { "properties": { "street": "string" } },
              "Geo": { "properties": { "lat": "double", "lng": "double" } },
              "User": { "properties": {
                "home": { "allOf": ["Address", "Geo"], "properties": { "floor": "int?" }, "description": "Where the user lives." },
                "work": { "type": "object?", "allOf": ["Address"], "additionalProperties": "string" } } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("    /// Where the user lives.\n    public var home: UserHome\n    public var work: UserWork?\n"), "\(output)")
        #expect(output.contains("""
            public nonisolated struct UserHome: Codable, Hashable, Sendable {
                public var street: String
                public var lat: Double
                public var lng: Double
                public var floor: Int?
            """))
        #expect(output.contains("public nonisolated struct UserWork: Codable, Hashable, Sendable {\n    public var street: String\n    /// The object's other keys"))
        try await TypeCheck.run(result.files, moduleName: "InlineAllOf")
    }

    @Test func anInlineAllOfOfAnUnknownModelIsAnError() {
        let text = SpecFixture.spec(models: #"{ "Address": { "properties": {} }, "User": { "properties": { "home": { "allOf": ["Adress"] } } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"Adress\"", "allOf refers to 'Adress', which is not a declared model",
                                              path: "$.models.User.properties.home.allOf[0]", hint: "did you mean 'Address'?")
    }
}

/// What `endpoint-gen diff` says about `additionalProperties`.
@Suite struct AdditionalPropertiesDiffTests {
    @Test func addedIsAdditiveRemovedAndRetypedBreak() throws {
        let none = SpecFixture.spec(models: #"{ "M": { "properties": { "id": "int" } } }"#)
        let strings = SpecFixture.spec(models: #"{ "M": { "properties": { "id": "int" }, "additionalProperties": "string" } }"#)
        let ints = SpecFixture.spec(models: #"{ "M": { "properties": { "id": "int" }, "additionalProperties": "int" } }"#)
        #expect(try DiffTests.report(old: none, new: strings).lines.contains(
            "- additionalProperties of model 'M' (M.additionalProperties): added ([String: String]) (at $.models.M.additionalProperties)"))
        #expect(try DiffTests.report(old: strings, new: none).lines.contains(
            "- additionalProperties of model 'M' (M.additionalProperties): removed: other keys are no longer kept (at $.models.M)"))
        let retyped = try DiffTests.report(old: strings, new: ints)
        #expect(retyped.lines.contains(
            "- additionalProperties of model 'M' (M.additionalProperties): type changed from [String: String] to [String: Int] (at $.models.M.additionalProperties)"),
                "\(retyped.lines)")
    }

    @Test func aUnionGainingAnArrayAndANullAlternative() throws {
        let report = try DiffTests.report(
            old: SpecFixture.spec(models: #"{ "Stop": { "oneOf": ["string"] } }"#),
            new: SpecFixture.spec(models: #"{ "Stop": { "oneOf": ["string", "[string]", "null"] } }"#)
        )
        #expect(report.breaking.map(\.line) == [
            "- oneOf case 'null' of 'Stop' (Stop.null): added (null): where the oneOf is optional, null now decodes as this case, not nil (at $.models.Stop)",
        ], "\(report.lines)")
        #expect(report.breakingExhaustiveUses.map(\.line) == [
            "- oneOf case 'strings' of 'Stop' (Stop.strings): added ([String]): breaks exhaustive switches over Stop (at $.models.Stop)",
        ], "\(report.lines)")
    }
}
