@testable import EndpointGenerator
@testable import EndpointGenModel
@testable import EndpointGenSpec
import Testing

/// `oneOf` alternatives that are arrays, scalars or `null`: the enum, its case names, its decoding order, and the
/// alternatives that order could never reach.
@Suite struct UnionShapeTests {
    static let models = #"""
        { "Stop": { "oneOf": ["string", "[string]", "null"] },
          "Code": { "oneOf": ["int", "string"] },
          "Grid": { "oneOf": ["[[int]]", "[string: int]", "[Category]", "[bytes]", "[string?]"] },
          "Category": { "properties": { "name": "string" } },
          "Pet": { "oneOf": ["Cat", "Dog", "null", "string"], "discriminator": { "property": "kind" } },
          "Cat": { "properties": { "lives": "int" } },
          "Dog": { "properties": { "good": "bool" } },
          "Request": { "properties": { "stop": "Stop", "also": "Stop?", "pet": "Pet?" } } }
        """#

    @Test func arrayScalarAndNullAlternatives() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: Self.models))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
            /// Decodes as the first alternative that fits, in the order `String`, `[String]`, `null`, or throws an error that lists why each one did not; a case encodes as its payload alone.
            ///
            /// - Remark: Generated from `$.models.Stop`.
            public nonisolated enum Stop: Codable, Hashable, Sendable {
                case string(String)
                case strings([String])
                case null

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    var failures: [String] = []
                    do { self = .string(try container.decode(String.self)); return } catch { failures.append("String: \\(error)") }
                    do { self = .strings(try container.decode([String].self)); return } catch { failures.append("[String]: \\(error)") }
                    if container.decodeNil() { self = .null; return }
                    throw DecodingError.dataCorrupted(DecodingError.Context(
                        codingPath: decoder.codingPath, debugDescription: "Stop matches none of its alternatives: " + failures.joined(separator: "; ")
                    ))
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    switch self {
                    case .string(let payload): try container.encode(payload)
                    case .strings(let payload): try container.encode(payload)
                    case .null: try container.encodeNil()
                    }
                }
            }
            """), "\(output)")
        try await TypeCheck.run(result.files, moduleName: "UnionShapes")
        try await TypeCheck.run(result.files, moduleName: "UnionShapesMainActor", mainActorByDefault: true)
    }

    /// `[T]` is the plural of `T`'s case, nested arrays and dictionaries add `Array` and `Dictionary`.
    @Test func caseNamesOfCompoundAlternatives() {
        let output = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: Self.models)))
        #expect(output.contains("""
                case intsArray([[Int]])
                case intDictionary([String: Int])
                case categories([Category])
                case bytesList([Data])
                case optionalStringArray([String?])
            """), "\(output)")
        #expect(Naming.plural("address") == "addresses" && Naming.plural("key") == "keys" && Naming.plural("box") == "boxes")
        #expect(Translator.unionCaseName(.named("date-time")) == "dateTime")
        #expect(Translator.unionCaseName(.array(.named("Status"))) == "statuses")
        #expect(Translator.unionCaseName(.dictionary(.array(.named("string")))) == "stringsDictionary")
        // Of any values, named for what they are: Wikimedia's `log_params` had `.jsons` and `.json`.
        #expect(Translator.unionCaseName(.array(.named("json"))) == "array")
        #expect(Translator.unionCaseName(.dictionary(.named("json"))) == "object")
    }

    /// An inline alternative named after its union leaves that prefix out of its case; a model the spec names
    /// itself keeps its whole name, and so does an inline one whose shorter name another alternative takes.
    @Test func inlineAlternativesNameTheirCasesWithoutTheUnionsName() throws {
        let models = #"""
            { "PaySource": { "oneOf": ["PaySourceCard", "PaySourceOption2", "PaySourceBank", "string"] },
              "PaySourceCard": { "inline": true, "properties": { "number": "string" } },
              "PaySourceOption2": { "inline": true, "properties": { "iban": "string" } },
              "PaySourceBank": { "properties": { "bic": "string" } },
              "Pick": { "oneOf": ["PickCat", "Cat"] }, "PickCat": { "inline": true, "properties": { "purrs": "bool" } },
              "Cat": { "properties": { "name": "string" } } }
            """#
        let model = try ModelDecisionTests.model(models: models)
        func cases(_ name: String) -> [String] {
            model.models.compactMap { if case .union(let union) = $0, union.name == name { union.alternatives.map(\.caseName) } else { nil } }.first ?? []
        }
        #expect(cases("PaySource") == ["card", "option2", "paySourceBank", "string"])
        #expect(cases("Pick") == ["pickCat", "cat"])
        #expect(Translator.unionCaseNames([.named("AOptionX"), .named("AB")], of: "A", inlineModels: ["AOptionX", "AB"]) == ["optionX", "b"])
        #expect(Translator.unionCaseNames([.named("Ab")], of: "A", inlineModels: ["Ab"]) == ["ab"])
    }

    /// Models whose names start with the same words are cases without them: ThousandEyes' widgets were
    /// `dashboardsAPIApiAgentStatusWidget`, GitHub-style check runs `checkRunPending`.
    @Test func wordsEveryAlternativeStartsWithAreLeftOut() {
        func names(_ alternatives: [TypeExpression]) -> [String] { Translator.unionCaseNames(alternatives, of: "U", inlineModels: []) }
        #expect(names([.named("DashboardsAPIApiAgentStatusWidget"), .named("DashboardsAPIApiAlertListWidget")]) == ["agentStatusWidget", "alertListWidget"])
        #expect(names([.named("CheckRunPending"), .named("CheckRunDone")]) == ["pending", "done"])
        #expect(names([.named("RegisteredProjectFunctionJob"), .named("RegisteredSolverFunctionJob")]) == ["projectFunctionJob", "solverFunctionJob"])
        // An acronym is a word of its own: llama-stack's messages were `aiUserMessageParam`, half of `OpenAI` left out,
        // while `HTTPGetAction` and `HTTPPostAction` kept all of theirs.
        #expect(names([.named("OpenAIUserMessageParam"), .named("OpenAISystemMessageParam")]) == ["userMessageParam", "systemMessageParam"])
        #expect(names([.named("HTTPGetAction"), .named("HTTPPostAction")]) == ["getAction", "postAction"])
        #expect(names([.named("APIsList"), .named("APIsMap")]) == ["list", "map"])
        #expect(names([.named("OAuth2Token"), .named("OAuth2Code")]) == ["token", "code"])
        // A word in mixed case after an acronym is a word of its own too: ThousandEyes' `apioAuthCodeAuthentication`.
        #expect(names([.named("IntegrationsAPIBasicAuthentication"), .named("IntegrationsAPIOAuthCodeAuthentication")])
            == ["basicAuthentication", "oauthCodeAuthentication"])
        // Nothing shared, a name that would be left with nothing, a scalar or `null` among them: as they are.
        #expect(names([.named("Cat"), .named("Dog")]) == ["cat", "dog"])
        #expect(names([.named("Enterprise"), .named("EnterpriseTeam")]) == ["enterprise", "enterpriseTeam"])
        #expect(names([.named("UsAppToPerson"), .named("UsAppToPersonV2")]) == ["usAppToPerson", "usAppToPersonV2"])
        #expect(names([.named("PetCat"), .named("string")]) == ["petCat", "string"])
        #expect(names([.named("PetCat"), .named("null")]) == ["petCat", "null"])
        // Names that would be alike without the words keep them (the union's scope numbers what is still alike).
        #expect(names([.named("PayCard"), .named("Pay_Card"), .named("PayBank")]) == ["payCard", "payCard", "bank"])
    }

    /// A shorter case name can be a keyword or a member every enum has: it is escaped or renamed as a value's is.
    @Test func shorterCaseNamesThatAreKeywordsCompile() async throws {
        let words = ["Default", "Self", "Type", "Init", "Unknown", "Protocol"]
        let models = "{ " + (#""Pay": { "oneOf": [\#(words.map { "\"Pay\($0)\"" }.joined(separator: ", "))] }"#
            + words.map { #", "Pay\#($0)": { "inline": true, "properties": { "\#($0.lowercased())Value": "string" } }"# }.joined()) + " }"
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "pay": { "method": "GET", "path": "/pay", "response": "Pay" } }"#, models: models))
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("case `default`(PayDefault)\n    case `self`(PaySelf)\n    case type(PayType)\n    case `init`(PayInit)\n    case unknownValue(PayUnknown)\n"), "\(output)")
        try await TypeCheck.run(result.files, moduleName: "KeywordCases")
    }

    /// With a discriminator, objects are selected by it and any other value is tried as the other alternatives.
    @Test func discriminatorBesideNullAndScalars() {
        let output = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: Self.models)))
        #expect(output.contains("""
                public init(from decoder: any Decoder) throws {
                    if let container = try? decoder.container(keyedBy: DiscriminatorKey.self) {
                        let value = try container.decode(String.self, forKey: .discriminator)
                        switch value {
                        case "Cat": self = .cat(try Cat(payloadFrom: decoder))
                        case "Dog": self = .dog(try Dog(payloadFrom: decoder))
                        default: self = .unknown(value)
                        }
                        return
                    }
                    let container = try decoder.singleValueContainer()
                    var failures: [String] = []
                    if container.decodeNil() { self = .null; return }
                    do { self = .string(try container.decode(String.self)); return } catch { failures.append("String: \\(error)") }
            """), "\(output)")
        #expect(output.contains("""
                    case .null:
                        var container = encoder.singleValueContainer()
                        try container.encodeNil()
                        return
            """))
    }

    /// A `T?` of a union that holds `null` tells an absent key (nil) from `null` (`.null`); a required one decodes
    /// `null` as `.null`.
    @Test func anOptionalUnionWithNullKeepsNullApartFromAbsence() {
        let output = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: Self.models)))
        #expect(output.contains("self.stop = try container.decode(Stop.self, forKey: .stop)"), "\(output)")
        #expect(output.contains("self.also = container.contains(.also) ? try container.decode(Stop.self, forKey: .also) : nil"))
        // Swift's synthesized `encode(to:)` leaves a nil `also` out, as the spec wants, so none is printed.
        let request = output.components(separatedBy: "struct Request:").last ?? ""
        #expect(!request.contains("func encode(to encoder: any Encoder)"))
        #expect(output.contains("self.pet = container.contains(.pet) ? try container.decode(Pet.self, forKey: .pet) : nil"))
    }

    @Test func alternativesWithOneCaseNameAreNumberedWithAWarning() {
        let text = SpecFixture.spec(models: #"{ "U": { "oneOf": ["Strings", "[string]"] }, "Strings": { "properties": { "all": "[string]" } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"[string]\"] }",
                                              "oneOf alternative '[string]' has the same Swift name 'strings' as 'Strings' (\(SpecDiagnosticsTests.position(of: "\"Strings\", \"[", in: text))); it is named 'strings2'",
                                              severity: "warning", path: "$.models.U.oneOf[1]")
    }

    /// A union that contains itself through an array reads a level of JSON each time, so it is allowed, and compiles.
    @Test func aUnionOfItselfThroughAnArrayIsRecursive() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "Tree": { "oneOf": ["int", "[Tree]"] } }"#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Models", of: result).contains("    case int(Int)\n    case trees([Tree])\n"))
        try await TypeCheck.run(result.files, moduleName: "RecursiveUnion")
    }

    @Test func nullableOnAUnionThatHoldsNullIsAnError() {
        let text = SpecFixture.spec(models: #"{ "Stop": { "oneOf": ["string", "null"] }, "R": { "properties": { "s": { "type": "Stop", "nullable": true } } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "true }", "'Stop' holds null itself (a oneOf that lists \"null\"), so it cannot also be nullable",
                                              path: "$.models.R.properties.s.nullable", hint: "remove \"nullable\"; write \"Stop?\" to also tell an absent key apart")
    }

    @Test(arguments: [
        (#"["string", "uuid"]"#, "uuid", "'string' before it accepts", "list 'uuid' before 'string', or remove it"),
        (#"["double", "int"]"#, "int", "'double' before it accepts", "list 'int' before 'double', or remove it"),
        (#"["int64", "int32"]"#, "int32", "'int64' before it accepts", nil),
        (#"["json", "null"]"#, "null", "'json' before it accepts", nil),
        (#"["[string]", "[uuid]"]"#, "[uuid]", "'[string]' before it accepts", nil),
        (#"["Color", "string"]"#, "string", "'Color' before it accepts", nil),
        (#"["int", "string", "Code"]"#, "Code", "'int' and 'string' before it accept", "list 'Code' before 'int' and 'string', or remove it"),
        (#"["[string: json]", "Empty"]"#, "Empty", "'[string: json]' before it accepts", nil),
    ])
    func anAlternativeThatCanNeverBeReachedIsAnError(oneOf: String, unreachable: String, takers: String, hint: String?) {
        let text = SpecFixture.spec(models: #"""
            { "U": { "oneOf": \#(oneOf) }, "Color": { "enum": ["red"] }, "Code": { "oneOf": ["int", "string"] }, "Empty": { "properties": {} } }
            """#)
        let index = oneOf.components(separatedBy: "\", \"").count - 1
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"\(unreachable)\"] }", "oneOf alternative '\(unreachable)' can never be decoded: \(takers) every value it would",
                                              path: "$.models.U.oneOf[\(index)]", hint: hint)
    }

    /// What an earlier alternative takes only in part leaves the later one reachable.
    @Test(arguments: [#"["uuid", "string"]"#, #"["int", "double"]"#, #"["int32", "int64"]"#, #"["Cat", "[string: int]"]"#, #"["[uuid]", "[string]"]"#,
                      #"["Cat", "Dog"]"#, #"["[int]", "[string]"]"#, #"["null", "json"]"#])
    func reachableAlternativesAreAccepted(oneOf: String) {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "U": { "oneOf": \#(oneOf) }, "Cat": { "properties": { "lives": "int" } }, "Dog": { "properties": { "good": "bool" } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
    }
}
