@testable import EndpointGenDiff
@testable import EndpointGenerator
import Foundation
import Testing

/// What `diff` missed or made up on real version pairs: arguments in another order, the order of media
/// types, changed checks, and calls through a service protocol.
@Suite struct DiffOrderAndCheckTests {
    static let spec = SpecFixture.spec(endpoints: """
        { "list": { "method": "GET", "path": "/items", "query": { "limit": "int?", "q": "string?" }, "response": "[Item]" },
          "add": { "method": "POST", "path": "/items", "body": "Batch" } }
        """, models: """
        { "Item": { "properties": { "name": "string", "id": "int", "note": "string?" } },
          "Batch": { "properties": { "names": { "type": "[string]", "maxLength": 3, "each": { "maxLength": 8 } },
                                      "count": { "type": "int", "minimum": 1, "maximum": 10 } } } }
        """)

    @Test func argumentsInAnotherOrderAreBreaking() throws {
        let new = DiffTests.edited(Self.spec, [
            (#""limit": "int?", "q": "string?""#, #""q": "string?", "limit": "int?""#),
            (#""name": "string", "id": "int", "note": "string?""#, #""id": "int", "note": "string?", "name": "string""#),
        ])
        #expect(try DiffTests.report(old: Self.spec, new: new).breaking.map(\.line) == [
            "- endpoint 'list' (TestEndpoint.list): arguments in another order: (limit:q:) → (q:limit:) (at $.endpoints.list)",
            "- model 'Item' (Item): initializer's arguments in another order: init(name:id:note:) → init(id:note:name:) (at $.models.Item)",
        ])
        // A parameter added between the others moves none of them.
        let added = DiffTests.edited(Self.spec, [(#""limit": "int?", "q": "string?""#, #""limit": "int?", "page": "int?", "q": "string?""#)])
        #expect(try DiffTests.report(old: Self.spec, new: added).breaking.isEmpty)
    }

    @Test func aTighterCheckIsBreakingAndALooserOneAdditive() throws {
        let tighter = DiffTests.edited(Self.spec, [(#""maxLength": 8"#, #""maxLength": 4"#), (#""minimum": 1,"#, #""minimum": 2,"#)])
        let report = try DiffTests.report(old: Self.spec, new: tighter)
        #expect(report.breaking.map(\.line) == [
            "- property 'names' of model 'Batch' (Batch.names): checks changed from length ≤ 3, each element: length ≤ 8 to length ≤ 3, each element: length ≤ 4: a value the old SDK sent may now be refused before sending (at $.models.Batch.properties.names)",
            "- property 'count' of model 'Batch' (Batch.count): checks changed from ≥ 1, ≤ 10 to ≥ 2, ≤ 10: a value the old SDK sent may now be refused before sending (at $.models.Batch.properties.count)",
        ])
        let looser = try DiffTests.report(old: tighter, new: Self.spec)
        #expect(looser.breaking.isEmpty)
        #expect(looser.additive.map(\.detail) == [
            "checks changed from length ≤ 3, each element: length ≤ 4 to length ≤ 3, each element: length ≤ 8",
            "checks changed from ≥ 2, ≤ 10 to ≥ 1, ≤ 10",
        ])
        // A pattern, new or other, is tighter; dropping every check is looser.
        let pattern = DiffTests.edited(Self.spec, [(#""maxLength": 8"#, #""maxLength": 8, "pattern": "^[a-z]+$""#)])
        #expect(try DiffTests.report(old: Self.spec, new: pattern).breaking.count == 1)
        let none = DiffTests.edited(Self.spec, [(#", "minimum": 1, "maximum": 10"#, "")])
        #expect(try DiffTests.report(old: Self.spec, new: none).additive.map(\.detail) == ["checks changed from ≥ 1, ≤ 10 to none"])
    }

    @Test func anOptionalParameterAddedBreaksCallsThroughTheProtocol() throws {
        let new = DiffTests.edited(Self.spec, [(#""limit": "int?", "q": "string?""#, #""limit": "int?", "q": "string?", "cursor": "string?""#)])
        let report = try DiffTests.report(old: Self.spec, new: new)
        #expect(report.breakingExhaustiveUses.map(\.detail) == [
            "added as optional (String?): breaks patterns binding TestEndpoint.list's values, types conforming to TestAPI and calls through TestAPI, whose requirements take every argument",
        ])
        #expect(report.summary.hasSuffix("calls of the client compile as before, but the switches, patterns, conformances and calls through protocols named above do not."))
    }

    @Test func theOrderOfMediaTypesChangesNothing() throws {
        func document(_ types: [String]) -> String {
            let content = types.map { #""\#($0)": { "schema": { "type": "string" } }"# }.joined(separator: ", ")
            return OpenAPIFixture.document(paths: #"{ "/c": { "get": { "operationId": "getContent", "responses": { "200": { "description": "ok", "content": { \#(content) } } } } } }"#)
        }
        func report(_ old: [String], _ new: [String]) throws -> DiffReport {
            let (before, after) = (Generator.document(Data(document(old).utf8), file: "old.json"), Generator.document(Data(document(new).utf8), file: "new.json"))
            return SpecDiff.report(old: DiffSnapshot(model: try #require(before.model)), new: DiffSnapshot(model: try #require(after.model)))
        }
        #expect(try report(["application/json", "video/mp4", "image/webp"], ["application/json", "image/webp", "video/mp4"]).changes.isEmpty)
        #expect(try report(["application/json", "video/mp4"], ["application/json", "image/webp"]).hasBreakingChanges)
    }
}
