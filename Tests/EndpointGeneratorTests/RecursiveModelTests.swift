@testable import EndpointGenModel
import Testing

/// Models that contain themselves, directly or through others, compile: the properties closing a cycle are stored
/// in an `Indirect` and unions in a cycle are `indirect`; arrays and dictionaries need neither.
@Suite struct RecursiveModelTests {
    static let models = #"""
        { "Node": { "properties": { "name": "string", "parent": "Node?", "children": "[Node]", "byName": "[string: Node]" } },
          "Person": { "properties": { "employer": "Company?" } },
          "Company": { "properties": { "ceo": { "type": "Person", "nullable": true }, "owner": "Owner?" } },
          "Owner": { "properties": { "id": "int" } },
          "Expr": { "oneOf": ["Literal", "Sum"] },
          "Literal": { "properties": { "value": "int" } },
          "Sum": { "properties": { "left": "Expr", "right": "Expr", "patch": { "type": "Sum?", "nullable": true }, "next": "NextSum?" } },
          "NextSum": { "oneOf": ["Sum", "null"] },
          "Tree": { "properties": { "leaves": "[Tree]" } } }
        """#

    @Test func cyclesAreBrokenWithIndirection() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: Self.models))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
                public var name: String
                public var parent: Node? {
                    get { _parent?.wrappedValue }
                    set { _parent = newValue.map { Indirect(wrappedValue: $0) } }
                }
                private var _parent: Indirect<Node>?
                public var children: [Node]
                public var byName: [String: Node]
            """))
        // Swift's synthesized `Codable` codes the storage, under the property's wire name.
        let node = output.components(separatedBy: "struct Node:").last?.components(separatedBy: "\n}\n").first ?? ""
        #expect(!node.contains("init(from") && !node.contains("encode(to"), "\(node)")
        #expect(node.contains("""
                private enum CodingKeys: String, CodingKey {
                    case name, _parent = "parent", children, byName
                }
            """))
        #expect(output.contains("    private var _employer: Indirect<Company>?\n"))
        #expect(output.contains("    private var _ceo: Indirect<Person>?\n"))
        #expect(output.contains("        self._ceo = try container.decode(Person?.self, forKey: ._ceo).map { Indirect(wrappedValue: $0) }\n"))
        // Outside the cycle: stored inline.
        #expect(output.contains("    public var owner: Owner?\n"))
        #expect(output.contains("public nonisolated indirect enum Expr: Codable, Hashable, Sendable {"))
        #expect(output.contains("    private var _left: Indirect<Expr>\n"))
        #expect(output.contains("    private var _patch: Indirect<Nullable<Sum>>?\n"))
        // An absent value stays nil without a box; a conditional is parenthesized before `.map`.
        #expect(output.contains(
            "        self._patch = try container.decodeIfPresent(Nullable<Sum>.self, forKey: ._patch).map { Indirect(wrappedValue: $0) }\n"
        ))
        #expect(output.contains(
            "        self._next = (container.contains(._next) ? try container.decode(NextSum.self, forKey: ._next) : nil).map { Indirect(wrappedValue: $0) }\n"
        ))
        // Arrays already store out of line: no indirection, synthesized coding.
        #expect(output.contains("public nonisolated struct Tree: Codable, Hashable, Sendable {\n    public var leaves: [Tree]\n"))
        #expect(!output.contains("_leaves"))
        try await TypeCheck.run(result.files, moduleName: "Recursive")
        try await TypeCheck.run(result.files, moduleName: "RecursiveMainActor", mainActorByDefault: true)
    }

    /// The cycle search itself, without parsing or printing, so the test stays cheap: a recursive search would
    /// overflow the stack on this chain.
    @Test func aLongChainOfModelsDoesNotExhaustTheStack() {
        let count = 50_000
        let models = (0..<count).map { number in
            ModelDeclaration.object(ObjectModel(
                specName: "M\(number)", name: "M\(number)", description: nil,
                properties: [PropertyModel(specName: "next", specPath: "$.models.M\(number).properties.next", swiftName: "next", wireName: "next", type: .optional(.model("M\((number + 1) % count)")))],
                specPath: "$.models.M\(number)"
            ))
        }
        let broken = RecursionBreaker.breakingCycles(in: models)
        guard case .object(let first)? = broken.first, case .object(let last)? = broken.last else {
            Issue.record("expected object models")
            return
        }
        #expect(first.properties.first?.indirectStorage == "_next")
        #expect(last.properties.first?.indirectStorage == "_next")
    }
}
