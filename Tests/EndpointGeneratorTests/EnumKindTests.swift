@testable import EndpointGenerator
@testable import EndpointGenModel
@testable import EndpointGenSpec
import Testing

/// Enums of numbers, booleans, 64-bit integers and mixed kinds: their raw type, their open `unknown` case and the
/// values that cannot be enum values.
@Suite struct EnumKindTests {
    static let models = #"""
        { "Ratio": { "enum": [0.5, 1, 1.5] },
          "Flag": { "enum": [true] },
          "Big": { "enum": [1, 5000000000] },
          "Limit": { "enum": ["none", 10, 2.5, false] },
          "Version": { "enum": ["2022-11-28", "2024-06-01"] },
          "Order": { "enum": ["asc", "ASC", "desc"] },
          "Query": { "properties": {
            "ratio": { "type": "Ratio", "default": 1 }, "flag": { "type": "Flag", "default": true },
            "limit": { "type": "Limit", "default": 10 }, "other": { "type": "Limit", "const": "none" } } } }
        """#

    static func output() -> (result: GeneratorOutput, models: String) {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "list": { "method": "GET", "path": "/l", "query": { "ratio": "Ratio?", "flag": "Flag?", "big": "Big?", "limit": { "type": "Limit", "default": "none" } } } }"#,
            models: models
        ))
        return (result, SpecFixture.file("Models", of: result))
    }

    @Test func numberEnumsHoldDoubles() async throws {
        let (result, output) = Self.output()
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        #expect(output.contains("""
            public nonisolated enum Ratio: RawRepresentable, Codable, Hashable, Sendable, ParameterValue {
                case _0_5
                case _1
                case _1_5
                /// A value this version of the SDK does not know, received or sent as it is.
                case unknown(Double)

                public init(rawValue: Double) {
                    switch rawValue {
                    case 0.5: self = ._0_5
                    case 1: self = ._1
                    case 1.5: self = ._1_5
                    default: self = .unknown(rawValue)
                    }
                }
            """), "\(output)")
        try await TypeCheck.run(result.files, moduleName: "EnumKinds")
        try await TypeCheck.run(result.files, moduleName: "EnumKindsMainActor", mainActorByDefault: true)
    }

    @Test func booleanAnd64BitEnums() {
        let output = Self.output().models
        #expect(output.contains("    case `true`\n    /// A value this version of the SDK does not know, received or sent as it is.\n    case unknown(Bool)\n"), "\(output)")
        #expect(output.contains("case true: self = .`true`"))
        #expect(output.contains("case unknown(Int64)"))
        #expect(output.contains("case 5000000000: self = ._5000000000"))
    }

    @Test func mixedEnumsHoldJSONValues() {
        let output = Self.output().models
        #expect(output.contains("""
                case none
                case _10
                case _2_5
                case `false`
                /// A value this version of the SDK does not know, received or sent as it is.
                case unknown(JSONValue)

                public init(rawValue: JSONValue) {
                    switch rawValue {
                    case .string("none"): self = .none
                    case .integer(10): self = ._10
                    case .number(2.5): self = ._2_5
                    case .bool(false): self = .`false`
                    default: self = .unknown(rawValue)
                    }
                }
            """), "\(output)")
    }

    /// A decoded whole number is `.integer` whether written `20` or `20.0`, and one beyond 2^53 keeps its digits, so
    /// the cases match on `.integer` for both; only a number with a fraction stays `.number`.
    @Test func mixedEnumsMatchWholeNumbersAsIntegers() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "list": { "method": "GET", "path": "/l", "query": { "seat": "Seat?" } } }"#,
            models: #"{ "Seat": { "enum": ["window", 20.0, 9007199254740993, 1e3, 0.25] } }"#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
                    case .string("window"): self = .window
                    case .integer(20): self = ._20_0
                    case .integer(9007199254740993): self = ._9007199254740993
                    case .integer(1000): self = ._1e3
                    case .number(0.25): self = ._0_25
            """), "\(output)")
        try await TypeCheck.run(result.files, moduleName: "MixedIntegers")
    }

    /// Defaults and constants name the case by its value, whatever the value's kind.
    @Test func defaultsAndConstantsOfEveryKind() {
        let (result, output) = Self.output()
        #expect(output.contains("public init(ratio: Ratio = ._1, flag: Flag = .`true`, limit: Limit = ._10)"), "\(output)")
        #expect(output.contains("public var other: Limit { .none }"))
        #expect(SpecFixture.file("Endpoint", of: result).contains("limit: Limit = .none"))
    }

    /// A date keeps its digits apart; values that differ only in case keep their own spelling.
    @Test func readableNamesForDatesAndValuesThatCollide() {
        let (result, output) = Self.output()
        #expect(output.contains("case _2022_11_28\n    case _2024_06_01\n"))
        #expect(output.contains("case asc\n    case ASC\n    case desc\n"))
        #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(SpecFixture.rendered(result))")
    }

    @Test func rawTypesFollowTheValues() {
        func rawType(_ values: [EnumLiteral]) -> EnumRawType { EnumRawType(EnumKind(values: values)) }
        #expect(rawType([.integer(1), .integer(2)]) == .int)
        #expect(rawType([.integer(1), .integer(5_000_000_000)]) == .int64)
        #expect(rawType([.integer(1), .number(1.5, text: "1.5")]) == .double)
        #expect(rawType([.bool(true)]) == .bool)
        #expect(rawType([.string("a"), .bool(true)]) == .json)
        #expect(rawType([]) == .string)
    }

    @Test func nullArraysAndObjectsAreNotEnumValues() {
        let text = SpecFixture.spec(models: #"{ "E": { "enum": ["a", null, [1], { "b": 1 }] } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "null,", "'null' cannot be an enum value", path: "$.models.E.enum[1]",
                                              hint: "remove it, and make the property that uses the enum optional (\"T?\") or \"nullable\": true")
        SpecDiagnosticsTests.expectDiagnostic(text, at: "[1]", "enum values must be strings, numbers or booleans, found array", path: "$.models.E.enum[2]")
        SpecDiagnosticsTests.expectDiagnostic(text, at: "{ \"b\"", "enum values must be strings, numbers or booleans, found object", path: "$.models.E.enum[3]")
    }

    /// `1` and `1.0` are one number; `"1"` and `1` are two values.
    @Test func equalNumbersAreDuplicates() {
        let text = SpecFixture.spec(models: #"{ "E": { "enum": [1, "1", 1.0] } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "1.0]", "duplicate enum value 1.0; the first is at \(SpecDiagnosticsTests.position(of: "1, \"1\"", in: text))",
                                              path: "$.models.E.enum[2]")
    }

    @Test func integersADoubleCannotHoldAreAnError() {
        let text = SpecFixture.spec(models: #"{ "E": { "enum": [0.5, 9007199254740993] } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "9007199254740993", "enum value 9007199254740993 cannot be held exactly by the Double that a number enum's numbers are",
                                              path: "$.models.E.enum[1]")
    }

    /// `.none` for a `Choice?` would be `Optional.none` (nil, with a warning), not the case `none` the spec means.
    @Test func anOptionalArgumentDefaultingToACaseNamesItsEnum() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "e": { "method": "GET", "path": "/e", "query": { "choice": { "type": "Choice?", "default": "none" } } } }"#,
            models: #"{ "Choice": { "enum": ["none", "auto"] }, "M": { "properties": { "c": { "type": "Choice", "default": "none" } } } }"#
        ))
        #expect(SpecFixture.file("Endpoint", of: result).contains("case e(choice: Choice? = Choice.none)"))
        #expect(SpecFixture.file("Models", of: result).contains("public init(c: Choice = .none)"))
        try await TypeCheck.run(result.files, moduleName: "OptionalNone")
    }

    @Test func aDefaultOfAnotherKindIsAnError() {
        let text = SpecFixture.spec(models: #"{ "Flag": { "enum": [true] }, "Q": { "properties": { "f": { "type": "Flag", "default": "true" } } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: "\"true\" }", "default value (string) does not fit the type 'Flag'", path: "$.models.Q.properties.f.default")
    }
}

/// A change of an enum's kind changes every raw value's type, so it breaks.
@Suite struct EnumRawTypeDiffTests {
    @Test func numberToMixedAndIntToInt64Break() throws {
        let numberToMixed = try DiffTests.report(
            old: SpecFixture.spec(models: #"{ "Limit": { "enum": [1, 2.5] } }"#),
            new: SpecFixture.spec(models: #"{ "Limit": { "enum": [1, 2.5, "none"] } }"#)
        )
        #expect(numberToMixed.lines.contains("- model 'Limit' (Limit): changed from a number enum to a mixed enum (at $.models.Limit)"), "\(numberToMixed.lines)")
        let wider = try DiffTests.report(
            old: SpecFixture.spec(models: #"{ "Id": { "enum": [1, 2] } }"#),
            new: SpecFixture.spec(models: #"{ "Id": { "enum": [1, 2, 5000000000] } }"#)
        )
        #expect(wider.lines.contains("- model 'Id' (Id): raw values changed from Int to Int64 (at $.models.Id)"), "\(wider.lines)")
    }

    /// `"1"` and `1` are different values: the case `_1` stays, and what the wire holds for it changes.
    @Test func valuesOfAnotherKindAreOtherValues() throws {
        let report = try DiffTests.report(
            old: SpecFixture.spec(models: #"{ "Limit": { "enum": ["none", "1", 2] } }"#),
            new: SpecFixture.spec(models: #"{ "Limit": { "enum": ["none", 1, 2] } }"#)
        )
        #expect(report.lines.contains("- enum value '1' of 'Limit' (Limit._1): raw value changed from the string '1' to the number 1 (at $.models.Limit.enum[1])"),
                "\(report.lines)")
        #expect(report.breaking.count == 1, "\(report.lines)")
    }
}
