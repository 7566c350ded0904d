@testable import EndpointGenDiff
@testable import EndpointGenEmit
@testable import EndpointGenerator
import Foundation
import Testing

/// What `endpoint-gen diff` promises about code written against the old SDK, checked by compiling such code against
/// the new one: every line a change breaks only exhaustively, or deprecates, fails to compile (under
/// `-warnings-as-errors`) while the calls and constructions beside it still compile; after additive changes every line
/// still compiles.
@Suite struct DiffTypeCheckTests {
    /// Each group has an endpoint of its own, so that each change breaks the fake of its own protocol.
    static let old = #"""
        {
          "name": "Shop",
          "auth": { "token": {} },
          "servers": { "production": "https://api.shop.example.com", "staging": "https://staging.shop.example.com" },
          "endpoints": {
            "items": { "group": "Items", "method": "GET", "path": "/items", "query": { "tag": "string?" }, "response": "[Item]" },
            "deleteItem": { "group": "Deletes", "method": "DELETE", "path": "/items/{id}", "pathParameters": { "id": "int" }, "query": { "reason": "string" } },
            "addItem": { "group": "Adds", "method": "POST", "path": "/items", "body": "Item" },
            "legacy": { "group": "Legacy", "method": "GET", "path": "/legacy", "query": { "since": "int?" } },
            "archive": { "group": "Legacy", "method": "POST", "path": "/archive", "deprecated": true },
            "categories": { "group": "Catalog", "method": "GET", "path": "/categories", "response": "[string]" }
          },
          "models": {
            "Item": { "properties": { "id": "int", "note": "string?", "kind": "Kind", "shape": "Shape?" } },
            "Kind": { "enum": ["book", "music"] },
            "Shape": { "oneOf": ["int", "string"] }
          }
        }
        """#

    /// Changes that break only exhaustive switches, patterns and conformances, and two deprecations.
    static let exhaustive = DiffTests.edited(old, [
        (#""staging": "https://staging.shop.example.com""#, #""staging": "https://staging.shop.example.com", "qa": "https://qa.shop.example.com""#),
        (#""query": { "tag": "string?" }"#, #""query": { "tag": "string?", "sort": "string?" }"#),
        (#""reason": "string""#, #""reason": "string?""#),
        (#""body": "Item""#, #""body": "Item?""#),
        (#""path": "/legacy","#, #""path": "/legacy", "deprecated": "Use items.","#),
        (#""response": "[string]" }"#, #""response": "[string]" }, "tags": { "group": "Catalog", "method": "GET", "path": "/tags", "response": "[string]" }"#),
        (#""note": "string?""#, #""note": { "type": "string?", "deprecated": true }"#),
        (#"["book", "music"]"#, #"["book", "music", "film"]"#),
        (#"["int", "string"]"#, #"["int", "string", "bool"]"#),
    ])

    /// Changes the report calls additive.
    static let additive = DiffTests.edited(old, [
        (#""staging": "https://staging.shop.example.com""#,
         #""staging": "https://staging.shop.example.com", "tenant": { "url": "https://{tenant}.shop.example.com", "variables": { "tenant": {} } }"#),
        (#""reason": "string""#, #""reason": { "type": "string", "default": "unused" }"#),
        (#""path": "/archive", "deprecated": true"#, #""path": "/archive""#),
        (#""path": "/categories","#, #""path": "/categories", "auth": false,"#),
        (#""id": "int", "note": "string?""#, #""id": "int", "color": "string?", "note": "string?", "count": { "type": "int", "default": 0 }"#),
        (#""shape": "Shape?" } }"#, #""shape": "Shape?" }, "additionalProperties": "string" }"#),
        (#""Kind": {"#, #""Tag": { "properties": { "name": "string" } }, "Kind": {"#),
    ])

    /// App code that compiles against the old SDK; `// breaks` marks each line the exhaustive changes should break.
    static let caller = """
        import EndpointKit

        func kindName(_ kind: Kind) -> String {
            switch kind { // breaks
            case .book: "book"
            case .music: "music"
            case .unknown: "other"
            }
        }

        func shapeName(_ shape: Shape) -> String {
            switch shape { // breaks
            case .int: "int"
            case .string: "string"
            }
        }

        func environmentName(_ environment: ShopEnvironment) -> String {
            switch environment { // breaks
            case .production: "production"
            case .staging: "staging"
            }
        }

        func catalogName(_ endpoint: ShopCatalogEndpoint) -> String {
            switch endpoint { // breaks
            case .categories: "categories"
            }
        }

        func tag(of endpoint: ShopItemsEndpoint) -> String? {
            if case let .items(tag) = endpoint { return tag } // breaks
            return nil
        }

        func reason(of endpoint: ShopDeletesEndpoint) -> String {
            if case let .deleteItem(_, reason) = endpoint { return reason } // breaks
            return ""
        }

        func body(of endpoint: ShopAddsEndpoint) -> Int {
            if case let .addItem(item) = endpoint { return item.id } // breaks
            return 0
        }

        struct FakeItems: ShopItemsAPI { // breaks
            func items(tag: String?) async throws -> [Item] { [] }
        }

        struct FakeDeletes: ShopDeletesAPI { // breaks
            func deleteItem(id: Int, reason: String) async throws {}
        }

        struct FakeAdds: ShopAddsAPI { // breaks
            func addItem(_ body: Item) async throws {}
        }

        struct FakeCatalog: ShopCatalogAPI { // breaks
            func categories() async throws -> [String] { [] }
        }

        func legacyName(_ endpoint: ShopLegacyEndpoint) -> String {
            switch endpoint {
            case .legacy: "legacy"
            case .archive: "archive"
            }
        }

        struct FakeLegacy: ShopLegacyAPI {
            func legacy(since: Int?) async throws {}
            func archive() async throws {}
        }

        // A call through the protocol, whose requirements have no defaults, needs the new argument.
        func items(through api: any ShopItemsAPI) async throws -> [Item] {
            try await api.items(tag: "new") // breaks
        }

        func callEverything(_ client: ShopClient) async throws {
            _ = try await client.items.items(tag: "new")
            try await client.deletes.deleteItem(id: 1, reason: "sold")
            try await client.adds.addItem(Item(id: 1, kind: .book))
            try await client.legacy.legacy(since: 3) // breaks
            _ = try await client.catalog.categories()
        }

        func makeEverything() -> [any Sendable] {
            [ShopItemsEndpoint.items(tag: "new"), ShopDeletesEndpoint.deleteItem(id: 1, reason: "sold"), ShopAddsEndpoint.addItem(body: Item(id: 2, kind: .music)),
             ShopCatalogEndpoint.categories, ShopEnvironment.production.server, Kind.book, Shape.int(1)]
        }

        func makeLegacy() -> ShopLegacyEndpoint {
            .legacy(since: 1) // breaks
        }

        func itemWithNote() -> Item {
            Item(id: 3, note: "signed", kind: .book) // breaks
        }

        func note(of item: Item) -> String? {
            item.note // breaks
        }

        """

    /// The lines of ``caller`` marked `// breaks`, counted from 1.
    static var markedLines: Set<Int> {
        Set(caller.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element.hasSuffix("// breaks") }.map { $0.offset + 1 })
    }

    /// Type-checks the SDK of `spec` with ``caller``; returns the caller's lines swiftc reports on, none when it accepts them.
    static func rejectedLines(_ spec: String, module: String) async throws -> Set<Int> {
        let sdk = SpecFixture.generate(spec, file: "shop.endpoints.json")
        #expect(sdk.succeeded, "\(SpecFixture.rendered(sdk))")
        do {
            try await TypeCheck.run(sdk.files + [GeneratedFile(name: "caller.swift", contents: caller)], moduleName: module)
            return []
        } catch let failure as TypeCheck.Failure {
            let lines = failure.description.split(separator: "\n").compactMap { line -> Int? in
                guard line.hasPrefix("/"), line.contains(": error: ") || line.contains(": warning: "),
                      let place = line.split(separator: ":").dropFirst().first, line.contains("/caller.swift:") else { return nil }
                return Int(place)
            }
            #expect(!lines.isEmpty, "swiftc rejected the generated code itself: \(failure)")
            return Set(lines)
        }
    }

    @Test func everyLineTheReportNamesFailsToCompileAndNoOther() async throws {
        let report = try DiffTests.report(old: Self.old, new: Self.exhaustive)
        #expect(report.lines == [
            "Changes that break only exhaustive switches, patterns, conformances and calls through protocols:",
            "- server 'qa' (ShopEnvironment.qa): added (https://qa.shop.example.com): breaks exhaustive switches over ShopEnvironment (at $.servers.qa)",
            "- query parameter 'sort' of endpoint 'items' (ShopItemsEndpoint.items(tag:sort:)): added as optional (String?): breaks patterns binding ShopItemsEndpoint.items's values, types conforming to ShopItemsAPI and calls through ShopItemsAPI, whose requirements take every argument (at $.endpoints.items.query.sort)",
            "- query parameter 'reason' of endpoint 'deleteItem' (ShopDeletesEndpoint.deleteItem(id:reason:)): now optional (type changed from String to String?): breaks patterns binding ShopDeletesEndpoint.deleteItem's values and types conforming to ShopDeletesAPI (at $.endpoints.deleteItem.query.reason)",
            "- body parameter 'body' of endpoint 'addItem' (ShopAddsEndpoint.addItem(body:)): now optional (type changed from Item to Item?): breaks patterns binding ShopAddsEndpoint.addItem's values and types conforming to ShopAddsAPI (at $.endpoints.addItem.body)",
            "- endpoint 'tags' (ShopCatalogEndpoint.tags): added (GET /tags): breaks exhaustive switches over ShopCatalogEndpoint and types conforming to ShopCatalogAPI (at $.endpoints.tags)",
            "- enum value 'film' of 'Kind' (Kind.film): added: breaks exhaustive switches over Kind (at $.models.Kind.enum[2])",
            "- oneOf case 'bool' of 'Shape' (Shape.bool): added (Bool): breaks exhaustive switches over Shape (at $.models.Shape)",
            "",
            "Deprecations:",
            "- endpoint 'legacy' (ShopLegacyEndpoint.legacy): now deprecated: calls of its client method and code creating the case warn (errors under -warnings-as-errors) (at $.endpoints.legacy)",
            "- property 'note' of model 'Item' (Item.note): now deprecated: code reading or setting it, or passing it to Item's initializer, warns (an error under -warnings-as-errors) (at $.models.Item.properties.note)",
            "",
            "0 breaking changes, 7 changes that break only exhaustive switches, patterns, conformances or calls through protocols, 2 deprecations, 0 additive changes: "
                + "calls of the client compile as before, with a warning where they use what is now deprecated (an error under -warnings-as-errors), "
                + "but the switches, patterns, conformances and calls through protocols named above do not.",
        ], "\(report.lines)")
        #expect(try await Self.rejectedLines(Self.old, module: "DiffOld").isEmpty, "the caller compiles against the old SDK")
        #expect(try await Self.rejectedLines(Self.exhaustive, module: "DiffExhaustive") == Self.markedLines)
    }

    @Test func afterAdditiveChangesEveryLineStillCompiles() async throws {
        let report = try DiffTests.report(old: Self.old, new: Self.additive)
        #expect(report.changes.count == 8 && report.changes.allSatisfy { $0.impact == .additive }, "\(report.lines)")
        #expect(try await Self.rejectedLines(Self.additive, module: "DiffAdditive").isEmpty)
    }
}
