@testable import EndpointGenerator
import Testing

/// `oneOf` models: the enum they become, and located errors for misuse.
@Suite struct OneOfTests {
    static let pets = #"""
        { "Pet": { "oneOf": ["Cat", "Dog"], "discriminator": { "property": "petType", "mapping": { "cat": "Cat", "kitten": "Cat" } } },
          "Cat": { "properties": { "lives": "int" } },
          "Dog": { "properties": { "good": "bool" } },
          "Id": { "oneOf": ["int", "date-time", "string"] } }
        """#

    @Test func discriminatedAndTriedUnions() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: Self.pets))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
            public nonisolated enum Pet: Codable, Hashable, Sendable {
                case cat(Cat)
                case dog(Dog)
                /// A discriminator value this version of the SDK does not know; the rest of the payload is not kept.
                case unknown(String)
            """))
        // Mapping values select their model; an alternative without one is selected by its model name.
        #expect(output.contains("""
                    case "cat", "kitten": self = .cat(try Cat(from: decoder))
                    case "Dog": self = .dog(try Dog(from: decoder))
                    default: self = .unknown(value)
            """))
        #expect(output.contains("        case .cat(let payload):\n            try payload.encode(to: encoder)\n            value = \"cat\"\n"))
        #expect(output.contains("case discriminator = \"petType\""))
        #expect(output.contains("""
                    do { self = .int(try container.decode(Int.self)); return } catch { failures.append("Int: \\(error)") }
                    do { self = .dateTime(try container.decode(Date.self)); return } catch { failures.append("Date: \\(error)") }
                    do { self = .string(try container.decode(String.self)); return } catch { failures.append("String: \\(error)") }
            """))
        try await TypeCheck.run(result.files, moduleName: "OneOf")
        try await TypeCheck.run(result.files, moduleName: "OneOfMainActor", mainActorByDefault: true)
    }

    @Test func onlyAlternativesThatRequireNoKeyAreChosenByTheKeysAnObjectHolds() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Page": { "oneOf": ["Cursor", "Offset", "Strict", "Open", "string"] },
              "Cursor": { "properties": { "cursor": "string?", "size": { "type": "int", "default": 10 } } },
              "Offset": { "properties": { "offset": "int?" } },
              "Strict": { "properties": { "token": "string" } },
              "Open": { "properties": { "note": "string?" }, "additionalProperties": "string" },
              "Single": { "oneOf": ["Offset", "null"] } }
            """#))
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("if !keys.isDisjoint(with: Self.cursorKeys) {"))
        #expect(models.contains("if keys.isDisjoint(with: Self.offsetKeys) {"))
        #expect(models.contains(#"private static let cursorKeys = ["cursor", "size"]"#))
        // A required key tells `Strict` apart already; a dictionary of other keys takes every key.
        #expect(!models.contains(#"["token"]"#) && !models.contains(#"["note"]"#))
        // Alone, an alternative needs no telling apart.
        #expect(models.components(separatedBy: "let keys = decoder.objectKeys()").count == 2)
        try await TypeCheck.run(result.files, moduleName: "UnionKeys")
    }

    @Test func withADiscriminatorObjectsMustBeObjectModels() {
        let text = SpecFixture.spec(models: #"{ "Id": { "oneOf": ["[string: int]", "Cat"], "discriminator": { "property": "t" } }, "Cat": { "properties": {} } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"[string: int]\"",
                                              "with a discriminator, an alternative that can be a JSON object must be an object model; '[string: int]' is not",
                                              path: "$.models.Id.oneOf[0]", hint: "remove the discriminator to try the alternatives in order, or list object models only")
    }

    @Test func mappingMustSelectAListedModel() {
        let text = SpecFixture.spec(models: #"{ "Pet": { "oneOf": ["Cat"], "discriminator": { "property": "t", "mapping": { "c": "Catt" } } }, "Cat": { "properties": {} } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"Catt\"", "mapping value 'c' selects 'Catt', which is not in oneOf",
                                              path: "$.models.Pet.discriminator.mapping.c", hint: "did you mean 'Cat'?")
    }

    @Test func unknownAndOptionalAlternativesAreErrors() {
        let text = SpecFixture.spec(models: #"{ "Pet": { "oneOf": ["Catt", "Cat?", "[null]"] }, "Cat": { "properties": {} } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"Catt\"", "unknown type 'Catt'", path: "$.models.Pet.oneOf[0]", hint: "did you mean 'Cat'?")
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"Cat?\"", "a oneOf alternative cannot be optional, found \"Cat?\"",
                                              path: "$.models.Pet.oneOf[1]", hint: "list \"null\" as an alternative of its own to accept null")
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"[null]\"", "'null' can only be a oneOf alternative of its own, found \"[null]\"",
                                              path: "$.models.Pet.oneOf[2]")
    }

    /// Pydantic's tags have a default, so a server may leave them out: with `"optional": true` an object without the key
    /// is any alternative (the keys it holds choose), where it failed decoding.
    @Test func anOptionalDiscriminatorTriesEveryAlternativeForAnObjectWithoutIt() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Action": { "oneOf": ["Idle", "Call", "string"],
                          "discriminator": { "property": "type", "mapping": { "idle": "Idle", "call": "Call" }, "optional": true } },
              "Idle": { "properties": { "seconds": "int?" } },
              "Call": { "properties": { "url": "string" } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
                    if let container = try? decoder.container(keyedBy: DiscriminatorKey.self),
                       let value = try container.decodeIfPresent(String.self, forKey: .discriminator) {
                        switch value {
                        case "idle": self = .idle(try Idle(from: decoder))
                        case "call": self = .call(try Call(from: decoder))
                        default: self = .unknown(value)
                        }
                        return
                    }
                    let container = try decoder.singleValueContainer()
                    var failures: [String] = []
                    let keys = decoder.objectKeys()
                    if !keys.isDisjoint(with: Self.idleKeys) {
            """), "\(models)")
        #expect(models.contains("An object without the key, or a value that is not an object, decodes as the first of `Idle`, `Call`, `String` that fits."))
        #expect(models.contains("do { self = .string(try container.decode(String.self)); return }"))
        try await TypeCheck.run(result.files, moduleName: "OptionalDiscriminator")
        let wrong = SpecFixture.spec(models: #"{ "Pet": { "oneOf": ["Cat"], "discriminator": { "property": "t", "optional": "yes" } }, "Cat": { "properties": {} } }"#)
        SpecDiagnosticsTests.expectDiagnostic(wrong, at: "\"yes\"", "'optional' must be true or false, found string", path: "$.models.Pet.discriminator.optional")
    }

    @Test func discriminatorNeedsAPropertyAndOneOf() {
        let text = SpecFixture.spec(models: #"{ "Pet": { "oneOf": ["Cat"], "discriminator": {} }, "Cat": { "properties": {}, "discriminator": { "property": "t" } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "{} }", "missing required key 'property'", path: "$.models.Pet.discriminator")
        SpecDiagnosticsTests.expectDiagnostic(text, at: "{ \"property\": \"t\" }", "'discriminator' applies only to a model with 'oneOf'", path: "$.models.Cat.discriminator")
    }

    @Test func unionsContainingThemselvesThroughUnionsOnlyAreAnError() {
        let text = SpecFixture.spec(models: #"{ "A": { "oneOf": ["int", "B"] }, "B": { "oneOf": ["A"] }, "C": { "oneOf": ["C"] } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"A\"] }", "oneOf 'B' contains itself through oneOf models only: A → B → A",
                                              path: "$.models.B.oneOf[0]", hint: "decoding could never finish; put an object model between them, or remove 'A'")
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"C\"] }", "oneOf 'C' contains itself through oneOf models only: C → C", path: "$.models.C.oneOf[0]")
    }

    @Test func aValueSelectingTwoAlternativesIsAnError() {
        let text = SpecFixture.spec(models: #"{ "Pet": { "oneOf": ["Cat", "Dog"], "discriminator": { "property": "t", "mapping": { "Dog": "Cat" } } }, "Cat": { "properties": {} }, "Dog": { "properties": {} } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"t\"", "discriminator value 'Dog' would select both 'cat' and 'dog'",
                                              path: "$.models.Pet.discriminator.property", hint: "add a mapping entry for each alternative")
    }

    @Test func duplicateAlternativesAreAnError() {
        let text = SpecFixture.spec(models: #"{ "Pet": { "oneOf": ["Cat", "Cat"] }, "Cat": { "properties": {} } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"Cat\"] }", "'Cat' is listed twice in oneOf", path: "$.models.Pet.oneOf[1]")
    }
}

/// A new `oneOf` alternative adds an enum case, which breaks exhaustive switches in apps.
@Suite struct OneOfDiffTests {
    @Test func addedAlternativeBreaks() throws {
        let report = try DiffTests.report(
            old: SpecFixture.spec(models: #"{ "Id": { "oneOf": ["int"] } }"#),
            new: SpecFixture.spec(models: #"{ "Id": { "oneOf": ["int", "string"] } }"#)
        )
        #expect(report.lines.contains("- model 'Id' (Id): cases changed from int(Int) to int(Int), string(String) (at $.models.Id)"), "\(report.lines)")
        let changedKind = try DiffTests.report(
            old: SpecFixture.spec(models: #"{ "Id": { "oneOf": ["int"] } }"#),
            new: SpecFixture.spec(models: #"{ "Id": { "properties": { "value": "int" } } }"#)
        )
        #expect(changedKind.lines.contains("- model 'Id' (Id): changed from a oneOf to an object (at $.models.Id)"), "\(changedKind.lines)")
    }
}
