@testable import EndpointGenDiff
import Testing

/// Integer enums and the object form of `enum` that names the cases.
@Suite struct EnumCaseNamesTests {
    @Test func integerEnumsKeepUnknownValuesAsInt() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "list": { "method": "GET", "path": "/l", "query": { "level": { "type": "Level", "default": -1 } } } }"#,
            models: #"{ "Level": { "enum": { "off": -1, "low": 1, "default": 5 } }, "Raw": { "enum": [1, 2] } }"#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
            public nonisolated enum Level: RawRepresentable, Codable, Hashable, Sendable, ParameterValue {
                case off
                case low
                case `default`
                /// A value this version of the SDK does not know, received or sent as it is.
                case unknown(Int)

                public init(rawValue: Int) {
                    switch rawValue {
                    case -1: self = .off
                    case 1: self = .low
                    case 5: self = .`default`
                    default: self = .unknown(rawValue)
                    }
                }
            """))
        #expect(output.contains("case _1\n    case _2\n"))
        #expect(SpecFixture.file("Endpoint", of: result).contains("case list(level: Level = .off)"))
        try await TypeCheck.run(result.files, moduleName: "IntegerEnums", mainActorByDefault: true)
    }

    /// Datadog's WAF condition operators: each negation was named as the operator it negates (`!match_regex` was
    /// `.matchRegex` beside `.match_regex`, `!exists` `.exists2`), so a rule written with `.matchRegex` was inverted.
    @Test func negatedValuesAreNamedNot() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Operator": { "enum": ["match_regex", "!match_regex", "exact_match", "!exact_match", "exists", "!exists"] } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
                case matchRegex
                case notMatchRegex
                case exactMatch
                case notExactMatch
                case exists
                case notExists

            """), "\(models)")
        #expect(models.contains("""
                    case "match_regex": self = .matchRegex
                    case "!match_regex": self = .notMatchRegex
                    case "exact_match": self = .exactMatch
                    case "!exact_match": self = .notExactMatch
                    case "exists": self = .exists
                    case "!exists": self = .notExists
            """))
        #expect(models.contains("""
                    case .matchRegex: "match_regex"
                    case .notMatchRegex: "!match_regex"
                    case .exactMatch: "exact_match"
                    case .notExactMatch: "!exact_match"
                    case .exists: "exists"
                    case .notExists: "!exists"
            """))
        try await TypeCheck.run(result.files, moduleName: "NegatedValues")
    }

    /// `_` alone is Swift's wildcard: beside `value` (the name it would take) it was the case `_`, which did not compile.
    @Test func anUnderscoreBesideValueIsNoWildcardCase() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "Sort": { "enum": ["asc", "_", "value", "__"] } }"#))
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
                case asc
                case value2
                case value
                case __

            """), "\(models)")
        #expect(SpecFixture.rendered(result).contains { $0.contains("enum value '_' has the same Swift name 'value' as 'value'") })
        try await TypeCheck.run(result.files, moduleName: "UnderscoreValue")
    }

    /// `unknown`, `Unknown` and `UNKNOWN` were `.unknownValue`, `.Unknown` and `.UNKNOWN` beside the catch-all
    /// `.unknown(String)`, which two of them read as. Each is its spelling with the `Value` that `unknown`'s name has
    /// (as `asc` and `ASC` are `.asc` and `.ASC`); one alone is still `unknownValue`.
    @Test func valuesSpelledUnknownAreNotNamedAsTheCatchAll() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Status": { "enum": ["active", "unknown", "Unknown", "UNKNOWN"] }, "Kind": { "enum": ["known", "Unknown"] } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
                case active
                case unknownValue
                case UnknownValue
                case UNKNOWNValue
                /// A value this version of the SDK does not know, received or sent as it is.
                case unknown(String)

            """), "\(models)")
        #expect(models.contains("case known\n    case unknownValue\n"))
        try await TypeCheck.run(result.files, moduleName: "UnknownSpellings")
    }

    /// NetBox's interface types: `2.5gbase-t` was `_25gbaseT`, so `25gbase-t` was numbered `_25gbaseT2`, and
    /// `._25gbaseT` sent 2.5G. A `.` between digits stays, as `_`, in case names and in the property names made from keys.
    @Test func aDotBetweenDigitsStaysInTheName() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "IfType": { "enum": ["1000base-t", "2.5gbase-t", "5gbase-t", "10gbase-t", "25gbase-t", "1.0", "10", "IEEE 802.11ac"] },
              "Port": { "properties": { "rate_2.5g": "int?", "rate_25g": "int?" } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
                    case "1000base-t": self = ._1000baseT
                    case "2.5gbase-t": self = ._2_5gbaseT
                    case "5gbase-t": self = ._5gbaseT
                    case "10gbase-t": self = ._10gbaseT
                    case "25gbase-t": self = ._25gbaseT
                    case "1.0": self = ._1_0
                    case "10": self = ._10
                    case "IEEE 802.11ac": self = .ieee802_11ac
            """), "\(models)")
        #expect(models.contains("public var rate2_5g: Int?") && models.contains("public var rate25g: Int?"), "\(models)")
        try await TypeCheck.run(result.files, moduleName: "DotsBetweenDigits")
    }

    /// Anthropic's models: `claude-3-5-sonnet-20241022` was `claude35Sonnet20241022` beside `gpt-3.5-turbo`'s
    /// `gpt3_5Turbo`, and `claude-opus-4-1` beside `claude-opus-41` `claudeOpusMinus4Minus1`. A `-` or `_` between
    /// digits parts two numbers as a `.` does, in case names, property names and model names alike.
    @Test func aHyphenBetweenDigitsPartsTwoNumbersAsADotDoes() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Model": { "enum": ["claude-opus-4-1", "claude-opus-41", "claude-haiku-4-5-20251001", "claude-3-5-sonnet-20241022",
                                  "gpt-3.5-turbo", "gpt-35-turbo", "v12", "UTC-1", "UTC+1", "-1", "1"] },
              "Usage": { "properties": { "tokens_4-5": "int?", "tokens_45": "int?", "ratio_1_2": "int?" } },
              "claude-3-5": { "properties": { "id": "string" } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
                    case "claude-opus-4-1": self = .claudeOpus4_1
                    case "claude-opus-41": self = .claudeOpus41
                    case "claude-haiku-4-5-20251001": self = .claudeHaiku4_5_20251001
                    case "claude-3-5-sonnet-20241022": self = .claude3_5Sonnet20241022
                    case "gpt-3.5-turbo": self = .gpt3_5Turbo
                    case "gpt-35-turbo": self = .gpt35Turbo
                    case "v12": self = .v12
                    case "UTC-1": self = .utcMinus1
                    case "UTC+1": self = .utcPlus1
                    case "-1": self = .minus1
                    case "1": self = ._1
            """), "\(models)")
        #expect(models.contains("public var tokens4_5: Int?") && models.contains("public var tokens45: Int?"), "\(models)")
        #expect(models.contains("public var ratio1_2: Int?") && models.contains("public nonisolated struct Claude3_5:"), "\(models)")
        try await TypeCheck.run(result.files, moduleName: "HyphensBetweenDigits")
    }

    /// `v1-2` beside `v1.2` is one name: numbered, with a warning, as values alike but for punctuation are; the `-` is
    /// no minus sign (it was `v1Minus2`).
    @Test func aHyphenAndADotBetweenTheSameDigitsAreNumberedApart() {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "Version": { "enum": ["v1.2", "v1-2"] } }"#))
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("case \"v1.2\": self = .v1_2\n") && models.contains("case \"v1-2\": self = .v1_2_2\n"), "\(models)")
        #expect(result.diagnostics.map(\.message).contains { $0.contains("v1_2_2") }, "\(SpecFixture.rendered(result))")
    }

    @Test func objectFormNamesStringEnumCases() {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "Sort": { "enum": { "newest": "-created_at", "oldest": "created_at" } } }"#))
        #expect(SpecFixture.file("Models", of: result).contains("""
                    case "-created_at": self = .newest
                    case "created_at": self = .oldest
            """))
    }

    @Test func caseNamesMustBeIdentifiersAndNotUnknown() {
        let text = SpecFixture.spec(models: #"{ "Level": { "enum": { "unknown": 0, "two words": 2 } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"unknown\"", "the case name 'unknown' is taken by the case that keeps values this SDK does not know",
                                              path: "$.models.Level.enum.unknown")
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"two words\"", "case name 'two words' is not a Swift identifier",
                                              path: "$.models.Level.enum['two words']", hint: "use letters, digits and '_', starting with a letter, e.g. \"twoWords\"")
    }

    @Test func caseNamesCannotBeTypeOrProtocol() {
        let text = SpecFixture.spec(models: #"{ "Level": { "enum": { "Type": 0 } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"Type\"", "the case name 'Type' would clash with Swift's '.Type' of every type",
                                              path: "$.models.Level.enum.Type", hint: "choose another name, e.g. \"type\"")
    }

    @Test func defaultOfTheWrongKindIsAnError() {
        let text = SpecFixture.spec(
            endpoints: #"{ "list": { "method": "GET", "path": "/l", "query": { "level": { "type": "Level", "default": "1" } } } }"#,
            models: #"{ "Level": { "enum": [1, 2] } }"#
        )
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"1\"", "default value (string) does not fit the type 'Level'", path: "$.endpoints.list.query.level.default")
    }

    @Test func emptyObjectFormIsAnError() {
        let text = SpecFixture.spec(models: #"{ "Empty": { "enum": {} } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "{} }", "'enum' must be a non-empty array of values or an object of case name → value, found object",
                                              path: "$.models.Empty.enum")
    }
}

/// Turning a string enum into an integer enum changes every case's wire value and its raw type.
@Suite struct EnumKindDiffTests {
    @Test func stringToIntegerEnumBreaks() throws {
        let report = try DiffTests.report(
            old: SpecFixture.spec(models: #"{ "Level": { "enum": ["1", "2"] } }"#),
            new: SpecFixture.spec(models: #"{ "Level": { "enum": [1, 2] } }"#)
        )
        #expect(report.lines.contains("- model 'Level' (Level): changed from a string enum to an integer enum (at $.models.Level)"), "\(report.lines)")
    }
}
