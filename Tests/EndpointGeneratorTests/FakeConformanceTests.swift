import EndpointGenEmit
import EndpointGenerator
import Foundation
import Testing

/// A test substitutes a fake for the generated protocol, and an app's fakes are often main-actor classes (a view
/// model's test double records its calls): the protocol must leave the fake's isolation to it.
@Suite struct FakeConformanceTests {
    static let spec = SpecFixture.spec(
        endpoints: #"""
        { "items": { "method": "GET", "path": "/items", "response": "[Item]" },
          "addItem": { "method": "POST", "path": "/items", "body": "Item" } }
        """#,
        models: #"{ "Item": { "properties": { "name": "string" } } }"#
    )

    static let fake = GeneratedFile(name: "FakeTest.swift", contents: """
        @MainActor final class FakeTest: TestAPI {
            var added: [Item] = []
            func items() async throws -> [Item] { added }
            func addItem(_ body: Item) async throws { added.append(body) }
        }

        """)

    /// A grouped API's protocol reaches each group's service through a property, which a main-actor fake declares with
    /// `let`: a `var` would make the conformance cross into the main actor.
    static let groupedSpec = SpecFixture.spec(
        endpoints: #"{ "users": { "method": "GET", "path": "/users", "response": "[string]", "group": "people" } }"#
    )

    static let groupedFake = GeneratedFile(name: "FakeGrouped.swift", contents: """
        @MainActor final class FakeGrouped: TestAPI {
            let people = FakePeople()
        }

        @MainActor final class FakePeople: TestPeopleAPI {
            var names: [String] = []
            func users() async throws -> [String] { names }
        }

        """)

    @Test(arguments: [false, true])
    func aMainActorClassIsAFake(mainActorByDefault: Bool) async throws {
        let result = SpecFixture.generate(Self.spec)
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        try await TypeCheck.run(result.files + [Self.fake], moduleName: "Fake", mainActorByDefault: mainActorByDefault)
        let grouped = SpecFixture.generate(Self.groupedSpec)
        #expect(grouped.succeeded, "\(SpecFixture.rendered(grouped))")
        try await TypeCheck.run(grouped.files + [Self.groupedFake], moduleName: "FakeGrouped", mainActorByDefault: mainActorByDefault)
    }
}
