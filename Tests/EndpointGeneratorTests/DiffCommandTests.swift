@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec
import Foundation
import Testing

/// `endpoint-gen diff` on pairs of small specs: one change kind (or a few) per case, exact report and exit status.
@Suite struct DiffCommandTests {
    /// The old spec of every case; each case edits a copy into the new one.
    static let base = #"""
        {
          "name": "Shop",
          "servers": { "production": "https://api.shop.example.com/v1", "staging": "https://staging.shop.example.com/v1" },
          "auth": { "token": {} },
          "endpoints": {
            "items": { "method": "GET", "path": "/items", "auth": false, "query": { "page": { "type": "int", "default": 1 }, "tag": "string?" }, "response": "[Item]" },
            "item": { "method": "GET", "path": "/items/{id}", "pathParameters": { "id": "int" }, "response": "Item" },
            "deleteItem": { "method": "DELETE", "path": "/items/{id}", "pathParameters": { "id": "int" }, "query": { "reason": "string" } }
          },
          "models": {
            "Item": { "properties": { "id": "int", "name": "string", "note": "string?", "kind": "Kind" } },
            "Kind": { "enum": ["book", "music"] }
          }
        }
        """#

    struct Edit: Sendable {
        var old: String
        var new: String
        init(_ old: String, _ new: String) {
            self.old = old
            self.new = new
        }
    }

    struct DiffCase: Sendable, CustomTestStringConvertible {
        var name: String
        var status: Int32
        var edits: [Edit]
        var report: [String]
        var testDescription: String { name }

        var newSpec: String {
            edits.reduce(DiffCommandTests.base) { text, edit in
                precondition(text.contains(edit.old), "\(name): the base spec has no \(edit.old)")
                return text.replacingOccurrences(of: edit.old, with: edit.new)
            }
        }
    }

    static let cases: [DiffCase] = [
        DiffCase(
            name: "endpointMovedIntoAGroup", status: 1,
            edits: [Edit(#""item": { "method": "GET","#, #""item": { "group": "Catalog", "method": "GET","#)],
            report: [
                "Breaking changes:",
                "- endpoint 'item' (ShopCatalogEndpoint.item): moved from ShopEndpoint to ShopCatalogEndpoint (at $.endpoints.item.group)",
                "",
                "1 breaking change, 0 additive changes: the new spec breaks code written against the old SDK.",
            ]
        ),
        DiffCase(
            name: "removedEndpoint", status: 1,
            edits: [
                Edit(#"""
                    ,
                        "deleteItem": { "method": "DELETE", "path": "/items/{id}", "pathParameters": { "id": "int" }, "query": { "reason": "string" } }
                    """#, #""#),
            ],
            report: [
                "Breaking changes:",
                "- endpoint 'deleteItem' (ShopEndpoint.deleteItem): removed (at $.endpoints.deleteItem)",
                "",
                "1 breaking change, 0 additive changes: the new spec breaks code written against the old SDK.",
            ]
        ),
        DiffCase(
            name: "removedModelAndProperty", status: 1,
            edits: [
                Edit(#""name": "string", "#, #""#),
                Edit(#", "kind": "Kind""#, #""#),
                Edit(#"""
                    ,
                        "Kind": { "enum": ["book", "music"] }
                    """#, #""#),
            ],
            report: [
                "Breaking changes:",
                "- model 'Kind' (Kind): removed (at $.models.Kind)",
                "- property 'name' of model 'Item' (Item.name): removed (at $.models.Item.properties.name)",
                "- property 'kind' of model 'Item' (Item.kind): removed (at $.models.Item.properties.kind)",
                "",
                "3 breaking changes, 0 additive changes: the new spec breaks code written against the old SDK.",
            ]
        ),
        DiffCase(
            name: "removedEnumValueAndResponseTypeChanged", status: 1,
            edits: [
                Edit(#"["book", "music"]"#, #"["book"]"#),
                Edit(#""response": "Item" }"#, #""response": "[Item]" }"#),
            ],
            report: [
                "Breaking changes:",
                "- endpoint 'item' (ShopEndpoint.item): response type changed from Item to [Item] (at $.endpoints.item.response)",
                "- enum value 'music' of 'Kind' (Kind.music): removed (at $.models.Kind.enum[1])",
                "",
                "2 breaking changes, 0 additive changes: the new spec breaks code written against the old SDK.",
            ]
        ),
        DiffCase(
            name: "newlyRequired", status: 1,
            edits: [
                Edit(#""tag": "string?""#, #""tag": "string""#),
                Edit(#""page": { "type": "int", "default": 1 }"#, #""page": "int""#),
                Edit(#""pathParameters": { "id": "int" }, "response": "Item""#, #""pathParameters": { "id": "int" }, "query": { "fields": "string" }, "response": "Item""#),
                Edit(#""note": "string?""#, #""note": "string", "price": "double""#),
            ],
            report: [
                "Breaking changes:",
                "- query parameter 'page' of endpoint 'items' (ShopEndpoint.items(page:tag:)): now required (default 1 removed) (at $.endpoints.items.query.page)",
                "- query parameter 'tag' of endpoint 'items' (ShopEndpoint.items(page:tag:)): now required (type changed from String? to String) (at $.endpoints.items.query.tag)",
                "- query parameter 'fields' of endpoint 'item' (ShopEndpoint.item(id:fields:)): added as required (String, no default) (at $.endpoints.item.query.fields)",
                "- property 'note' of model 'Item' (Item.note): now required (type changed from String? to String) (at $.models.Item.properties.note)",
                "- property 'price' of model 'Item' (Item.price): added as required (Double): decoding fails without it and the initializer needs it (at $.models.Item.properties.price)",
                "",
                "5 breaking changes, 0 additive changes: the new spec breaks code written against the old SDK.",
            ]
        ),
        DiffCase(
            name: "typeAndWireName", status: 1,
            edits: [
                Edit(#""pathParameters": { "id": "int" }, "response": "Item""#, #""pathParameters": { "id": "int64" }, "response": "Item""#),
                Edit(#""tag": "string?""#, #""tag": { "type": "string?", "wireName": "label" }"#),
                Edit(#""name": "string""#, #""name": { "type": "string", "wireName": "title" }"#),
                Edit(#""id": "int", "name""#, #""id": "string", "name""#),
            ],
            report: [
                "Breaking changes:",
                "- query parameter 'tag' of endpoint 'items' (ShopEndpoint.items(page:tag:)): wire name changed from 'tag' to 'label' (at $.endpoints.items.query.tag)",
                "- path parameter 'id' of endpoint 'item' (ShopEndpoint.item(id:)): type changed from Int to Int64 (at $.endpoints.item.pathParameters.id)",
                "- property 'id' of model 'Item' (Item.id): type changed from Int to String (at $.models.Item.properties.id)",
                "- property 'name' of model 'Item' (Item.name): wire name changed from 'name' to 'title' (at $.models.Item.properties.name)",
                "",
                "4 breaking changes, 0 additive changes: the new spec breaks code written against the old SDK.",
            ]
        ),
        DiffCase(
            name: "pathMethodServerAndAuth", status: 1,
            edits: [
                Edit(#""method": "DELETE", "path": "/items/{id}""#, #""method": "POST", "path": "/items/{id}/delete""#),
                Edit(#", "staging": "https://staging.shop.example.com/v1""#, #""#),
                Edit(#"https://api.shop.example.com/v1"#, #"https://api.shop.example.com/v2"#),
                Edit(#""path": "/items", "auth": false,"#, #""path": "/items","#),
            ],
            report: [
                "Breaking changes:",
                "- server 'staging' (ShopEnvironment.staging): removed (at $.servers.staging)",
                "- server 'production' (ShopEnvironment.production): URL changed from https://api.shop.example.com/v1 to https://api.shop.example.com/v2 (at $.servers.production)",
                "- endpoint 'items' (ShopEndpoint.items): now requires authentication (at $.endpoints.items.auth)",
                "- endpoint 'deleteItem' (ShopEndpoint.deleteItem): method changed from DELETE to POST (at $.endpoints.deleteItem.method)",
                "- endpoint 'deleteItem' (ShopEndpoint.deleteItem): path changed from /items/{id} to /items/{id}/delete (at $.endpoints.deleteItem.path)",
                "",
                "5 breaking changes, 0 additive changes: the new spec breaks code written against the old SDK.",
            ]
        ),
        DiffCase(
            name: "additionsThatBreakOnlyExhaustiveUses", status: 0,
            edits: [
                Edit(#""tag": "string?""#, #""tag": "string?", "sort": "string?""#),
                Edit(#""reason": "string""#, #""reason": "string?""#),
                Edit(#""pathParameters": { "id": "int" }, "response": "Item""#, #""pathParameters": { "id": "int" }, "query": { "expand": { "type": "bool", "default": false } }, "response": "Item""#),
                Edit(#""note": "string?""#, #""note": "string?", "color": "string?""#),
                Edit(#"["book", "music"]"#, #"["book", "music", "film"]"#),
                Edit(#""staging": "https://staging.shop.example.com/v1""#, #""staging": "https://staging.shop.example.com/v1", "qa": "https://qa.shop.example.com/v1""#),
                Edit(#""Kind": { "enum""#, #"""
                    "Tag": { "properties": { "name": "string" } },
                        "Kind": { "enum"
                    """#),
                Edit(#"""
                    ,
                        "deleteItem"
                    """#, #"""
                    ,
                        "tags": { "method": "GET", "path": "/tags", "response": "[Tag]" },
                        "deleteItem"
                    """#),
            ],
            report: [
                "Changes that break only exhaustive switches, patterns, conformances and calls through protocols:",
                "- server 'qa' (ShopEnvironment.qa): added (https://qa.shop.example.com/v1): breaks exhaustive switches over ShopEnvironment (at $.servers.qa)",
                "- query parameter 'sort' of endpoint 'items' (ShopEndpoint.items(page:tag:sort:)): added as optional (String?): breaks patterns binding ShopEndpoint.items's values, types conforming to ShopAPI and calls through ShopAPI, whose requirements take every argument (at $.endpoints.items.query.sort)",
                "- query parameter 'expand' of endpoint 'item' (ShopEndpoint.item(id:expand:)): added as optional (Bool, default false): breaks patterns binding ShopEndpoint.item's values, types conforming to ShopAPI and calls through ShopAPI, whose requirements take every argument (at $.endpoints.item.query.expand)",
                "- endpoint 'tags' (ShopEndpoint.tags): added (GET /tags): breaks exhaustive switches over ShopEndpoint and types conforming to ShopAPI (at $.endpoints.tags)",
                "- query parameter 'reason' of endpoint 'deleteItem' (ShopEndpoint.deleteItem(id:reason:)): now optional (type changed from String to String?): breaks patterns binding ShopEndpoint.deleteItem's values and types conforming to ShopAPI (at $.endpoints.deleteItem.query.reason)",
                "- enum value 'film' of 'Kind' (Kind.film): added: breaks exhaustive switches over Kind (at $.models.Kind.enum[2])",
                "",
                "Additive changes:",
                "- property 'color' of model 'Item' (Item.color): added as optional (String?) (at $.models.Item.properties.color)",
                "- model 'Tag' (Tag): added (at $.models.Tag)",
                "",
                "0 breaking changes, 6 changes that break only exhaustive switches, patterns, conformances or calls through protocols, 2 additive changes: "
                    + "calls of the client compile as before, but the switches, patterns, conformances and calls through protocols named above do not.",
            ]
        ),
        DiffCase(
            name: "additive", status: 0,
            edits: [
                Edit(#""note": "string?""#, #""note": "string?", "color": "string?""#),
                Edit(#""reason": "string""#, #""reason": { "type": "string", "default": "none" }"#),
            ],
            report: [
                "Additive changes:",
                "- query parameter 'reason' of endpoint 'deleteItem' (ShopEndpoint.deleteItem(id:reason:)): now optional (gained the default \"none\") (at $.endpoints.deleteItem.query.reason)",
                "- property 'color' of model 'Item' (Item.color): added as optional (String?) (at $.models.Item.properties.color)",
                "",
                "0 breaking changes, 2 additive changes: code written against the old SDK keeps compiling.",
            ]
        ),
        DiffCase(
            name: "deprecations", status: 0,
            edits: [
                Edit(#""path": "/items/{id}", "pathParameters": { "id": "int" }, "response""#,
                     #""path": "/items/{id}", "deprecated": "Use items.", "pathParameters": { "id": "int" }, "response""#),
                Edit(#""id": "int", "name": "string""#, #""id": "int", "name": { "type": "string", "deprecated": true }"#),
            ],
            report: [
                "Deprecations:",
                "- endpoint 'item' (ShopEndpoint.item): now deprecated: calls of its client method and code creating the case warn (errors under -warnings-as-errors) (at $.endpoints.item)",
                "- property 'name' of model 'Item' (Item.name): now deprecated: code reading or setting it, and every call of Item's initializer, warns (an error under -warnings-as-errors) (at $.models.Item.properties.name)",
                "",
                "0 breaking changes, 2 deprecations, 0 additive changes: code compiles as before, with a warning where it uses what is now deprecated (an error under -warnings-as-errors).",
            ]
        ),
        DiffCase(
            name: "gainsDefaultAndLosesAuth", status: 1,
            edits: [
                Edit(#""type": "int", "default": 1 }, "tag": "string?""#, #""type": "int", "default": 1 }, "tag": { "type": "string", "default": "all" }"#),
                Edit(#""path": "/items/{id}", "pathParameters": { "id": "int" }, "response""#, #""path": "/items/{id}", "auth": false, "pathParameters": { "id": "int" }, "response""#),
                Edit(#""reason": "string""#, #""reason": { "type": "string", "default": "unused" }"#),
            ],
            report: [
                "Breaking changes:",
                "- query parameter 'tag' of endpoint 'items' (ShopEndpoint.items(page:tag:)): no longer optional (type changed from String? to String) (at $.endpoints.items.query.tag)",
                "",
                "Additive changes:",
                "- endpoint 'item' (ShopEndpoint.item): no longer requires authentication (at $.endpoints.item.auth)",
                "- query parameter 'reason' of endpoint 'deleteItem' (ShopEndpoint.deleteItem(id:reason:)): now optional (gained the default \"unused\") (at $.endpoints.deleteItem.query.reason)",
                "",
                "1 breaking change, 2 additive changes: the new spec breaks code written against the old SDK.",
            ]
        ),
        DiffCase(
            name: "renamesAndDefaultServer", status: 1,
            edits: [
                Edit(#""name": "Shop""#, #""name": "Store", "defaultServer": "staging""#),
                Edit(#""pathParameters": { "id": "int" }, "response": "Item""#, #""pathParameters": { "id": { "type": "int", "swiftName": "itemID" } }, "response": "Item""#),
                Edit(#""Kind": { "enum": ["book", "music"] }"#, #""Kind": { "properties": { "name": "string" } }"#),
            ],
            report: [
                "Breaking changes:",
                "- API 'Shop' (ShopEndpoint): renamed to 'Store': every generated type changes its prefix (ShopClient → StoreClient) (at $.name)",
                "- default server (StoreEnvironment.default): changed from 'production' to 'staging' (at $.defaultServer)",
                "- path parameter 'id' of endpoint 'item' (StoreEndpoint.item(itemID:)): Swift name changed from 'id' to 'itemID' (at $.endpoints.item.pathParameters.id)",
                "- model 'Kind' (Kind): changed from an enum to an object (at $.models.Kind)",
                "",
                "4 breaking changes, 0 additive changes: the new spec breaks code written against the old SDK.",
            ]
        ),
        DiffCase(
            name: "endpointRequirementChanged", status: 1,
            edits: [
                Edit(#""auth": { "token": {} }"#, #""auth": { "schemes": { "token": { "type": "bearer" }, "key": { "type": "apiKey", "name": "k" } }, "require": "token" }"#),
                Edit(#""pathParameters": { "id": "int" }, "response": "Item" }"#, #""pathParameters": { "id": "int" }, "response": "Item", "auth": ["key", []] }"#),
            ],
            report: [
                "Breaking changes:",
                "- endpoint 'item' (ShopEndpoint.item): security requirement changed from the API's requirement to key, or no credentials (at $.endpoints.item.auth)",
                "",
                "Additive changes:",
                "- auth (ShopClient.init): authentication widened from token: token in header 'Authorization' with scheme 'Bearer' (required: token) to token: token in header 'Authorization' with scheme 'Bearer', key: API key 'k' in query (required: token): the old credentials still suffice (at $.auth)",
                "",
                "1 breaking change, 1 additive change: the new spec breaks code written against the old SDK.",
            ]
        ),
        DiffCase(
            name: "apiAuthChanged", status: 1,
            edits: [
                Edit(#""auth": { "token": {} }"#, #""auth": { "apiKey": { "name": "key", "in": "header" } }"#),
            ],
            report: [
                "Breaking changes:",
                "- auth (ShopClient.init): authentication changed from token: token in header 'Authorization' with scheme 'Bearer' (required: token) to apiKey: API key 'key' in header (required: apiKey) (at $.auth)",
                "",
                "1 breaking change, 0 additive changes: the new spec breaks code written against the old SDK.",
            ]
        ),
    ]

    /// Writes both specs to a fresh folder, as `old.<suffix>` and `new.<suffix>`, and runs `endpoint-gen diff old new`
    /// with `options` in process.
    static func diff(old: String, new: String, suffix: String = "endpoints.json", options: [String] = []) throws -> CommandTests.Run {
        var run: CommandTests.Run?
        try CommandTests.withTemporaryFolder { folder in
            let oldURL = folder.appendingPathComponent("old.\(suffix)")
            let newURL = folder.appendingPathComponent("new.\(suffix)")
            try Data(old.utf8).write(to: oldURL)
            try Data(new.utf8).write(to: newURL)
            run = CommandTests.run(["diff", oldURL.path, newURL.path] + options)
        }
        return try #require(run)
    }

    @Test(arguments: cases)
    func reportsEachChangeKind(_ diffCase: DiffCase) throws {
        let run = try Self.diff(old: Self.base, new: diffCase.newSpec)
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == diffCase.report)
        #expect(run.status == diffCase.status)
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test func strictFailsOnAnythingButAdditiveChanges() throws {
        let newEnumValue = Self.base.replacingOccurrences(of: #"["book", "music"]"#, with: #"["book", "music", "film"]"#)
        let deprecated = Self.base.replacingOccurrences(of: #""id": "int", "name": "string""#, with: #""id": "int", "name": { "type": "string", "deprecated": true }"#)
        let additive = Self.base.replacingOccurrences(of: #""note": "string?""#, with: #""note": "string?", "color": "string?""#)
        for (new, strictStatus) in [(newEnumValue, Int32(1)), (deprecated, 1), (additive, 0)] {
            #expect(new != Self.base)
            #expect(try Self.diff(old: Self.base, new: new).status == 0)
            let strict = try Self.diff(old: Self.base, new: new, options: ["--strict"])
            #expect(strict.status == strictStatus, "\(strict.output)")
            #expect(strict.output == (try Self.diff(old: Self.base, new: new)).output, "--strict changes the exit status only")
        }
    }

    /// An OpenAPI document whose parameter is `deprecated`, which the native format cannot mark: a warning.
    static let warningDocument = """
        openapi: 3.0.3
        info: {title: Fake, version: "1"}
        servers: [{url: "https://api.fake.test"}]
        paths:
          /a:
            get:
              operationId: getA
              parameters:
                - {name: q, in: query, deprecated: true, schema: {type: string}}
              responses:
                "200": {description: ok, content: {application/json: {schema: {type: string}}}}
        """

    @Test func warningsAreTheNewDocumentsOnly() throws {
        let clean = Self.warningDocument.replacingOccurrences(of: "deprecated: true, ", with: "")
        // The old document's warning is neither printed nor, with --warnings-as-errors, an error.
        let fixed = try Self.diff(old: Self.warningDocument, new: clean, suffix: "yaml", options: ["--warnings-as-errors"])
        #expect(fixed.status == 0)
        #expect(fixed.errors.isEmpty, "\(fixed.errors)")
        #expect(fixed.output == "No changes to the generated API.\n")
        // A warning both documents have is the new one's: printed once.
        let kept = try Self.diff(old: Self.warningDocument, new: Self.warningDocument, suffix: "yaml")
        #expect(kept.status == 0)
        #expect(kept.errors.components(separatedBy: "new.yaml:9:").count == 2 && !kept.errors.contains("old.yaml"), "\(kept.errors)")
        #expect(kept.errors.hasSuffix("endpoint-gen: 1 warning: 1 [deprecated-parameters-cannot-marked]; hide a kind with --quiet-warnings KIND\n"),
                "\(kept.errors)")
        let strict = try Self.diff(old: Self.warningDocument, new: Self.warningDocument, suffix: "yaml", options: ["--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(strict.output.isEmpty, "no report when the new document fails")
        #expect(strict.errors.contains("new.yaml:9:44: error: deprecated parameters cannot be marked"), "\(strict.errors)")
    }
}
