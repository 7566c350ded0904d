@testable import EndpointGenModel
import Testing

/// Models that hold other models by value more than `NestingLimiter.maximumDepth` levels deep store the deeper
/// property out of line, so the compiler's copy code stays small; the Swift API is unchanged.
@Suite struct DeepNestingTests {
    /// `Level1` … `Level<count>`, each holding the previous one optionally.
    static func chain(_ count: Int) -> String {
        let levels = (1...count).map { level in
            let previous = level == 1 ? "" : #", "previous": "Level\#(level - 1)?""#
            return #""Level\#(level)": { "properties": { "name": "string"\#(previous) } }"#
        }
        return "{ " + levels.joined(separator: ", ") + " }"
    }

    @Test func everyFourthLevelOfAChainIsStoredOutOfLine() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: Self.chain(10)))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        // Level4 holds Level3, Level2 and Level1 inline: four levels. Level5 would make five, so it boxes Level4.
        #expect(output.contains("    public var previous: Level3?\n\n"))
        #expect(output.contains("""
                public var previous: Level4? {
                    get { _previous?.wrappedValue }
                    set { _previous = newValue.map { Indirect(wrappedValue: $0) } }
                }
                private var _previous: Indirect<Level4>?
            """))
        #expect(output.contains("    public var previous: Level7?\n\n"))
        #expect(output.contains("    private var _previous: Indirect<Level8>?\n"))
        #expect(output.components(separatedBy: "private var _previous").count - 1 == 2, "only Level5 and Level9 box")
        try await TypeCheck.run(result.files, moduleName: "DeepNesting")
    }

    @Test func aUnionWhoseAlternativesNestDeeplyIsIndirect() {
        let models = Self.chain(4).dropLast(2) + #", "Either": { "oneOf": ["Level4", "Level1"] }, "Shallow": { "oneOf": ["Level3", "Level1"] } }"#
        let result = SpecFixture.generate(SpecFixture.spec(models: String(models)))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("public nonisolated indirect enum Either: Codable, Hashable, Sendable {"))
        #expect(output.contains("public nonisolated enum Shallow: Codable, Hashable, Sendable {"))
    }

    @Test func importedModelsCountWithTheDepthTheirOwnSpecGaveThem() {
        let common = #"{ "name": "Common", "models": \#(Self.chain(4)) }"#
        let shop = #"""
            { "name": "Shop", "imports": ["common.endpoints.json"], "servers": { "production": "https://shop.example.com" },
              "models": { "Deep": { "properties": { "level": "Level4" } }, "Shallower": { "properties": { "level": "Level3" } } } }
            """#
        let result = ImportTests.generate(shop, files: ["specs/common.endpoints.json": common])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("    private var _level: Indirect<Level4>\n"))
        #expect(output.contains("    public var level: Level3\n"))
    }

    /// The search itself, without parsing or printing: a recursive walk would overflow the stack on this chain.
    @Test func aLongChainIsLimitedWithoutExhaustingTheStack() {
        let count = 50_000
        let models = (0..<count).map { number in
            ModelDeclaration.object(ObjectModel(
                specName: "M\(number)", name: "M\(number)", description: nil,
                properties: number == 0 ? [] : [PropertyModel(specName: "next", specPath: "$.models.M\(number).properties.next", swiftName: "next", wireName: "next", type: .optional(.model("M\(number - 1)")))],
                specPath: "$.models.M\(number)"
            ))
        }
        // Reversed, so the walk starts at the deep end of the chain.
        let (limited, depths) = NestingLimiter.limiting(models.reversed(), imported: [:])
        let boxed = limited.filter { model in
            guard case .object(let object) = model else { return false }
            return object.properties.first?.isIndirect == true
        }
        #expect(boxed.count == (count - 1) / NestingLimiter.maximumDepth)
        #expect(depths.values.max() == NestingLimiter.maximumDepth)
    }
}
