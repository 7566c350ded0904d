@testable import EndpointGenerator
@testable import EndpointGenDiff
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
                    case "cat", "kitten": self = .cat(try Cat(payloadFrom: decoder))
                    case "Dog": self = .dog(try Dog(payloadFrom: decoder))
                    default: self = .unknown(value)
            """))
        #expect(output.contains("        case .cat(let payload):\n            try payload.encodePayload(to: encoder)\n            value = \"cat\"\n"))
        #expect(output.contains("case discriminator = \"petType\""))
        #expect(output.contains("""
                    do { self = .int(try container.decode(Int.self)); return } catch { failures.append("Int: \\(error)") }
                    do { self = .dateTime(try container.decode(Date.self)); return } catch { failures.append("Date: \\(error)") }
                    do { self = .string(try container.decode(String.self)); return } catch { failures.append("String: \\(error)") }
            """))
        try await TypeCheck.run(result.files, moduleName: "OneOf")
        try await TypeCheck.run(result.files, moduleName: "OneOfMainActor", mainActorByDefault: true)
    }

    @Test func anAlternativeThatCodesDeprecatedPropertiesIsCodedWithoutAWarning() async throws {
        // Its `init(from:)` and `encode(to:)` are deprecated (they code a deprecated property); called by name, the
        // union warned, and Datadog v1's widget union failed a build with warnings as errors.
        let result = SpecFixture.generate(SpecFixture.spec(models: """
            { "Widget": { "oneOf": ["Chart", "Table"], "discriminator": { "property": "type", "mapping": { "chart": "Chart", "table": "Table" } } },
              "Chart": { "properties": { "events": { "type": "string", "nullable": true, "deprecated": true } } },
              "Table": { "properties": { "rows": "int" } } }
            """))
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("case \"chart\": self = .chart(try Chart(payloadFrom: decoder))"), "\(output)")
        #expect(output.contains("try payload.encodePayload(to: encoder)"))
        try await TypeCheck.run(result.files, moduleName: "DeprecatedAlternative")
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

    /// A string in double quotes stands for that one string, as `"false"` does for `false`: a case without payload,
    /// named as an enum value is, which must come before a `string` that would take it.
    @Test func aQuotedStringIsACaseOfThatOneString() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Version": { "oneOf": ["\"hidden\"", "\"*\"", "string"] } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("    case hidden\n    case wildcard\n    case string(String)\n"), "\(output)")
        #expect(output.contains(#"if (try? container.decode(String.self)) == "*" { self = .wildcard; return }"#), "\(output)")
        #expect(output.contains(#"case .hidden: try container.encode("hidden")"#), "\(output)")
        try await TypeCheck.run(result.files, moduleName: "QuotedAlternatives")
        let late = SpecFixture.generate(SpecFixture.spec(models: #"{ "Late": { "oneOf": ["string", "\"hidden\""] } }"#))
        let rendered = SpecFixture.rendered(late).joined(separator: "\n")
        #expect(rendered.contains(#"oneOf alternative '"hidden"' can never be decoded: 'string' before it accepts every value it would"#), "\(rendered)")
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
                        case "idle": self = .idle(try Idle(payloadFrom: decoder))
                        case "call": self = .call(try Call(payloadFrom: decoder))
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

    @Test func aValueSeveralModelsAllowTriesThemInTurn() async throws {
        // Two message types that both send `"type": "message"` (OpenAI's input and output messages): the value lists
        // both. One that pins a value of another key is tried first, and only for an object holding that value.
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Item": { "oneOf": ["Question", "Answer", "Note"],
                        "discriminator": { "property": "type", "mapping": { "message": ["Question", "Answer"], "note": "Note" } } },
              "Question": { "properties": { "role": "UserRole", "text": "string" } },
              "UserRole": { "enum": ["user"] },
              "Answer": { "properties": { "id": "string", "text": "string" } },
              "Note": { "properties": { "text": "string" } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
                    switch value {
                    case "note": self = .note(try Note(payloadFrom: decoder))
                    case "message":
                        var failures: [String] = []
                        if decoder.objectString(forKey: "role") == "user" {
                            do { self = .question(try Question(payloadFrom: decoder)); return } catch { failures.append("Question: \\(error)") }
                        }
                        do { self = .answer(try Answer(payloadFrom: decoder)); return } catch { failures.append("Answer: \\(error)") }
                        throw DecodingError.dataCorrupted(DecodingError.Context(
                            codingPath: decoder.codingPath, debugDescription: "Item whose 'type' is 'message' matches none of the alternatives it selects: " + failures.joined(separator: "; ")
                        ))
                    default: self = .unknown(value)
                    }
            """), "\(models)")
        #expect(models.contains("        case .question(let payload):\n            try payload.encodePayload(to: encoder)\n            value = \"message\"\n"))
        try await TypeCheck.run(result.files, moduleName: "SharedValue")
        let wrong = SpecFixture.spec(models: #"{ "Pet": { "oneOf": ["Cat"], "discriminator": { "property": "t", "mapping": { "cat": ["Cat", 1] } } }, "Cat": { "properties": {} } }"#)
        SpecDiagnosticsTests.expectDiagnostic(wrong, at: "[\"Cat\", 1]", "a mapping value must be the name of a model in 'oneOf', or a non-empty list of them, found array",
                                              path: "$.models.Pet.discriminator.mapping.cat")
    }

    @Test func duplicateAlternativesAreAnError() {
        let text = SpecFixture.spec(models: #"{ "Pet": { "oneOf": ["Cat", "Cat"] }, "Cat": { "properties": {} } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"Cat\"] }", "'Cat' is listed twice in oneOf", path: "$.models.Pet.oneOf[1]")
    }
}

/// What `endpoint-gen diff` says about a `oneOf`'s cases: one line per case added, removed or retyped.
@Suite struct OneOfDiffTests {
    static func report(_ old: String, _ new: String, models: String = "") throws -> DiffReport {
        try DiffTests.report(old: SpecFixture.spec(models: "{ \"U\": \(old)\(models) }"), new: SpecFixture.spec(models: "{ \"U\": \(new)\(models) }"))
    }

    static let animals = #", "Cat": { "properties": { "meow": "bool" } }, "Dog": { "properties": { "bark": "bool" } }, "Bird": { "properties": { "song": "string" } }"#

    /// A new enum case breaks exhaustive switches in apps; values that decoded before still decode as they did.
    @Test func anAppendedAlternativeBreaksOnlyExhaustiveSwitches() throws {
        let report = try Self.report(#"{ "oneOf": ["int"] }"#, #"{ "oneOf": ["int", "string"] }"#)
        #expect(report.lines == [
            "Changes that break only exhaustive switches, patterns, conformances and calls through protocols:",
            "- oneOf case 'string' of 'U' (U.string): added (String): breaks exhaustive switches over U (at $.models.U)",
            "",
            "0 breaking changes, 1 change that breaks only exhaustive switches, patterns, conformances or calls through protocols, 0 additive changes: "
                + "calls of the client compile as before, but the switches, patterns, conformances and calls through protocols named above do not.",
        ], "\(report.lines)")
        let discriminated = try Self.report(#"{ "oneOf": ["Cat", "Dog"], "discriminator": { "property": "kind" } }"#,
                                            #"{ "oneOf": ["Bird", "Cat", "Dog"], "discriminator": { "property": "kind" } }"#, models: Self.animals)
        #expect(discriminated.changes.map(\.line) == [
            "- oneOf case 'bird' of 'U' (U.bird): added (Bird): breaks exhaustive switches over U (at $.models.U)",
        ], "a discriminator selects it, wherever it is listed")
        let changedKind = try Self.report(#"{ "oneOf": ["int"] }"#, #"{ "properties": { "value": "int" } }"#)
        #expect(changedKind.lines.contains("- model 'U' (U): changed from a oneOf to an object (at $.models.U)"), "\(changedKind.lines)")
    }

    /// A union of many alternatives gaining one printed every old and new case on one line.
    @Test func eachCaseIsALineOfItsOwn() throws {
        let names = (1...30).map { "Model\($0)" }
        let models = names.map { #", "\#($0)": { "properties": { "\#($0.lowercased())": "int" } }"# }.joined()
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let report = try Self.report(#"{ "oneOf": [\#(list)], "discriminator": { "property": "kind" } }"#,
                                     #"{ "oneOf": [\#(list), "Cat"], "discriminator": { "property": "kind" } }"#, models: models + Self.animals)
        #expect(report.changes.map(\.line) == ["- oneOf case 'cat' of 'U' (U.cat): added (Cat): breaks exhaustive switches over U (at $.models.U)"])
        let removed = try Self.report(#"{ "oneOf": ["int", "string", "bool"] }"#, #"{ "oneOf": ["int", "bool"] }"#)
        #expect(removed.changes.map(\.line) == ["- oneOf case 'string' of 'U' (U.string): removed (was String) (at $.models.U)"])
        // The words the models' names share are left out of the case names, so renamed models keep them.
        let pets = ["PetCat", "PetDog", "ZooCat", "ZooDog"].map { #", "\#($0)": { "properties": { "\#($0.lowercased())": "bool" } }"# }.joined()
        let retyped = try Self.report(#"{ "oneOf": ["PetCat", "PetDog"] }"#, #"{ "oneOf": ["ZooCat", "ZooDog"] }"#, models: pets)
        #expect(retyped.changes.map(\.line) == [
            "- oneOf case 'cat' of 'U' (U.cat): type changed from PetCat to ZooCat (at $.models.U)",
            "- oneOf case 'dog' of 'U' (U.dog): type changed from PetDog to ZooDog (at $.models.U)",
        ], "\(retyped.lines)")
    }

    /// Alternatives without a discriminator are tried in order and the first that fits wins, so one tried earlier can
    /// take an old one's values.
    @Test func anAlternativeTriedAheadOfAnOldOneOrAnotherOrderBreaks() throws {
        let ahead = try Self.report(#"{ "oneOf": ["string", "Cat"] }"#, #"{ "oneOf": ["string", "Dog", "Cat"] }"#, models: Self.animals)
        #expect(ahead.changes.map(\.line) == [
            "- oneOf case 'dog' of 'U' (U.dog): added (Dog) ahead of 'cat', which decoding tries after it: a value that decoded as 'cat' may now decode as this case (at $.models.U)",
        ], "\(ahead.lines)")
        let swapped = try Self.report(#"{ "oneOf": ["Cat", "Dog"] }"#, #"{ "oneOf": ["Dog", "Cat"] }"#, models: Self.animals)
        #expect(swapped.changes.map(\.line) == [
            "- oneOf 'U' (U): alternatives tried in order now come as dog, cat (were cat, dog): a value may decode as another case (at $.models.U)",
        ], "\(swapped.lines)")
    }
}
