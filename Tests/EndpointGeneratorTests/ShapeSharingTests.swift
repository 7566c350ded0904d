@testable import EndpointGenerator
@testable import EndpointGenEmit
@testable import EndpointGenModel
import Foundation
import Testing

/// Inline models of identical shape share one type; the others become aliases of it.
@Suite struct ShapeSharingTests {
    static let users = #"""
        "User": { "properties": { "home": { "properties": { "street": "string", "geo": { "type": "object?", "properties": { "lat": "double" } } } },
                                  "work": { "properties": { "street": "string", "geo": { "type": "object?", "properties": { "lat": "double" } } } },
                                  "other": { "properties": { "street": "string?" } } } }
        """#

    @Test func identicalInlineShapesShareTheFirstOnesTypeNestedOnesToo() throws {
        let model = try ModelDecisionTests.model(models: "{ \(Self.users) }")
        // `User` names `UserWork`, so its alias stays. `UserWork`'s `geo` is `UserHomeGeo` now, so no declaration
        // names `UserWorkGeo`: it is not declared at all.
        #expect(model.aliases == ["UserWork": "UserHome"])
        #expect(model.models.map(\.name).sorted() == ["User", "UserHome", "UserHomeGeo", "UserOther", "UserWork"])
    }

    @Test func anAliasAnEndpointNamesStaysThoughOnlyAMergedModelHoldsIt() async throws {
        // `B` merges into `A`, so no model names `BGeo` any more; the endpoint still does. (`there` names `AGeo`, so that
        // both are as little nested, and the first is declared.)
        let models = #"""
            { "A": { "inline": true, "properties": { "geo": "AGeo" } }, "AGeo": { "inline": true, "properties": { "lat": "double" } },
              "B": { "inline": true, "properties": { "geo": "BGeo" } }, "BGeo": { "inline": true, "properties": { "lat": "double" } },
              "Place": { "properties": { "a": "A", "b": "B" } } }
            """#
        let endpoints = #"""
            { "here": { "method": "GET", "path": "/here", "response": "BGeo" }, "there": { "method": "GET", "path": "/there", "response": "AGeo" },
              "place": { "method": "GET", "path": "/p", "response": "Place" } }
            """#
        let model = try ModelDecisionTests.model(endpoints: endpoints, models: models)
        let spec = SpecFixture.spec(endpoints: endpoints, models: models)
        #expect(model.aliases == ["B": "A", "BGeo": "AGeo"])
        try await TypeCheck.run(SpecFixture.generate(spec).files, moduleName: "EndpointNamedAlias")
    }

    @Test func theLeastNestedOfAShapeIsDeclaredThenTheShortestName() throws {
        // osparc's function job was first written four levels into a page and named after it, beside the response of an
        // operation that returns it. `Page` is named by the spec: its items are one step down, as a response is from its
        // endpoint, and the job one more.
        let models = #"""
            { "Job": { "inline": true, "properties": { "id": "int" } },
              "PageItemsItem": { "inline": true, "properties": { "job": "Job" } },
              "Page": { "properties": { "items": "[PageItemsItem]" } },
              "ListAccountFavoritesResponse": { "inline": true, "properties": { "id": "int" } },
              "RunResponse": { "inline": true, "properties": { "id": "int" } } }
            """#
        let endpoints = #"""
            { "page": { "method": "GET", "path": "/p", "response": "Page" }, "favorites": { "method": "GET", "path": "/f", "response": "ListAccountFavoritesResponse" },
              "run": { "method": "POST", "path": "/run", "response": "RunResponse" } }
            """#
        let model = try ModelDecisionTests.model(endpoints: endpoints, models: models)
        #expect(model.aliases == ["Job": "RunResponse", "ListAccountFavoritesResponse": "RunResponse"])
    }

    @Test func objectsWithOtherExtraKeysStayApart() throws {
        let model = try ModelDecisionTests.model(models: #"""
            { "Box": { "properties": { "a": { "properties": { "n": "int" }, "additionalProperties": "string" },
                                       "b": { "properties": { "n": "int" }, "additionalProperties": "int" },
                                       "c": { "properties": { "n": "int" }, "additionalProperties": "int" } } } }
            """#)
        #expect(model.aliases == ["BoxC": "BoxB"])
    }

    @Test func objectsThatDifferOnlyInDocumentationOrConstraintsStayApart() throws {
        // Names and types alike: what is documented or checked differently is a different type all the same.
        let model = try ModelDecisionTests.model(models: #"""
            { "Box": { "properties": { "a": { "properties": { "n": "int" } },
                                       "b": { "properties": { "n": { "type": "int", "description": "How many." } } },
                                       "c": { "properties": { "n": { "type": "int", "minimum": 1 } } },
                                       "d": { "description": "A box's d.", "properties": { "n": "int" } },
                                       "e": { "properties": { "n": "int" } } } } }
            """#)
        #expect(model.aliases == ["BoxE": "BoxA"])
    }

    @Test func inlineUnionsOfOneShapeShareATypeThatCompiles() async throws {
        // An inline union repeated per operation, its inline alternatives too: one union, whose cases fit every copy.
        // Alternatives in another order, or selected by a discriminator (which may be optional), make another union.
        func union(_ name: String, discriminated: Bool = false, optional: Bool = false, order: [String] = ["Card", "Bank"]) -> String {
            let alternatives = order.map { #""\#(name)\#($0)""# }.joined(separator: ", ")
            let discriminator = #", "discriminator": { "property": "kind", "mapping": { "card": "\#(name)Card", "bank": "\#(name)Bank" }\#(optional ? #", "optional": true"# : "") }"#
            return #""\#(name)": { "inline": true, "oneOf": [\#(alternatives)]\#(discriminated ? discriminator : "") },"#
                + #""\#(name)Card": { "inline": true, "properties": { "kind": "string", "number": "string" } },"#
                + #""\#(name)Bank": { "inline": true, "properties": { "kind": "string", "iban": "string" } }"#
        }
        let models = "{ " + [
            union("A"), union("B"), union("C", order: ["Bank", "Card"]), union("D", discriminated: true), union("E", discriminated: true),
            union("F", discriminated: true, optional: true),
            #""Uses": { "properties": { "a": "A", "b": "B", "c": "C", "d": "D", "e": "E", "f": "F" } }"#,
        ].joined(separator: ", ") + " }"
        let model = try ModelDecisionTests.model(models: models)
        // `BCard` and `BBank` are named only by `B`, an alias now, so they are not declared at all.
        #expect(model.aliases == ["B": "A", "CCard": "ACard", "CBank": "ABank", "DCard": "ACard", "DBank": "ABank", "E": "D",
                                  "FCard": "ACard", "FBank": "ABank"])
        guard case .union(let shared) = model.models.first(where: { $0.name == "A" }) else { Issue.record("no union A"); return }
        #expect(shared.alternatives.map(\.caseName) == ["card", "bank"])
        let spec = SpecFixture.spec(endpoints: #"{ "uses": { "method": "GET", "path": "/uses", "response": "Uses" } }"#, models: models)
        try await TypeCheck.run(SpecFixture.generate(spec).files, moduleName: "SharedUnions")
    }

    @Test func unionsWhoseAlternativesShareNoValueAreOneShapeInAnyOrder() async throws {
        // GitHub writes a deployment's `payload` as `oneOf: [object, string]` and the webhook's as `[string, object]`:
        // no value decodes as both, so the order changes nothing and they are one type, in the order of the one
        // declared. A value can be two lists (`[]`), so the order of `[string]` and `[int]` decides and they stay apart.
        let models = #"""
            { "A": { "inline": true, "oneOf": ["[string: json]", "string", "null"] },
              "B": { "inline": true, "oneOf": ["null", "string", "[string: json]"] },
              "C": { "inline": true, "oneOf": ["[string]", "[int]", "bool"] },
              "D": { "inline": true, "oneOf": ["[int]", "[string]", "bool"] },
              "Uses": { "properties": { "a": "A", "b": "B", "c": "C", "d": "D" } } }
            """#
        let model = try ModelDecisionTests.model(models: models)
        #expect(model.aliases == ["B": "A"])
        guard case .union(let shared) = model.models.first(where: { $0.name == "A" }) else { Issue.record("no union A"); return }
        #expect(shared.alternatives.map(\.caseName) == ["object", "string", "null"])
        let spec = SpecFixture.spec(endpoints: #"{ "uses": { "method": "GET", "path": "/uses", "response": "Uses" } }"#, models: models)
        try await TypeCheck.run(SpecFixture.generate(spec).files, moduleName: "OrderFreeUnions")
        // As GitHub writes them, in two operations; each response has a property of its own, or the two responses
        // would be one shape too, and nothing would name the second payload.
        let payload = { (order: String, other: String) in #"{ "type": "object", "properties": { "payload": { "oneOf": [\#(order)] }, "\#(other)": { "type": "string" } } }"# }
        let object = #"{ "type": "object", "additionalProperties": true }"#
        let document = #"""
            { "openapi": "3.0.3", "info": { "title": "Hub", "version": "1" }, "servers": [{ "url": "https://hub.example.com" }],
              "paths": { "/a": { "get": { "operationId": "getA", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": \#(payload(object + #", { "type": "string" }"#, "ref")) } } } } } },
                         "/b": { "get": { "operationId": "getB", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": \#(payload(#"{ "type": "string" }, "# + object, "sha")) } } } } } } } }
            """#
        let output = Generator.document(Data(document.utf8), file: "hub.json")
        #expect(try #require(output.model, "\(output.diagnostics.map(\.description))").aliases["GetBResponsePayload"] == "GetAResponsePayload")
    }

    @Test func declaredModelsNeverMerge() throws {
        let model = try ModelDecisionTests.model(models: #"{ "Dog": { "properties": { "name": "string" } }, "Cat": { "properties": { "name": "string" } } }"#)
        #expect(model.aliases.isEmpty)
    }

    @Test func modelsMarkedInlineAreTheNamedModelOfTheirShape() throws {
        let model = try ModelDecisionTests.model(models: #"""
            { "Dog": { "inline": true, "properties": { "name": "string" } }, "Cat": { "inline": true, "properties": { "name": "string" } },
              "Cow": { "properties": { "name": "string" } }, "Hen": { "inline": true, "properties": { "name": "string", "eggs": "int" } },
              "Duck": { "inline": true, "properties": { "name": "string", "eggs": "int" } } }
            """#)
        #expect(model.aliases == ["Cat": "Cow", "Dog": "Cow", "Duck": "Hen"])
    }

    @Test func anInlineSchemaWrittenLikeAComponentIsThatComponent() throws {
        // Quart-Schema writes `TodoOut` out again in the operation that returns one; the list of them gave
        // `[TodoOut]`, the one a `CreateTodoResponse` of its own.
        let todo = #"{ "title": "TodoOut", "type": "object", "required": ["id", "task"], "properties": { "id": { "type": "integer" }, "task": { "type": "string" } } }"#
        let text = OpenAPIFixture.document(paths: #"""
            { "/todos": {
                "get": { "operationId": "listTodos", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/TodoOut" } } } } } } },
                "post": { "operationId": "createTodo", "responses": { "201": { "description": "ok", "content": { "application/json": { "schema": \#(todo) } } } } } } }
            """#, components: #"{ "schemas": { "TodoOut": \#(todo) } }"#)
        let swift = OpenAPIFixture.swift(text)
        #expect(swift.contains("public typealias CreateTodoResponse = TodoOut"))
        #expect(!swift.contains("struct CreateTodoResponse"))
    }

    @Test func importedInlineSchemasAreMarkedSoTheImportedSpecSharesAlike() throws {
        let error = #"{ "description": "no", "content": { "application/json": { "schema": { "type": "object", "properties": { "code": { "type": "integer" } } } } } }"#
        let document = #"""
            { "openapi": "3.1.0", "info": { "title": "Shop", "version": "1" }, "servers": [{ "url": "https://shop.example.com" }],
              "paths": { "/a": { "get": { "operationId": "getA", "responses": { "200": { "description": "ok" }, "401": \#(error) } } },
                         "/b": { "get": { "operationId": "getB", "responses": { "200": { "description": "ok" }, "401": \#(error) } } } } }
            """#
        let imported = try #require(Generator.run(GeneratorInput(file: "shop.json", data: Data(document.utf8), product: .nativeSpec)).files.first?.contents)
        #expect(imported.contains(#""GetB401Error": { "inline": true"#), "\(imported)")
        let reread = try #require(Generator.run(GeneratorInput(file: "shop.endpoints.json", data: Data(imported.utf8), product: .model)).model)
        #expect(reread.aliases == ["GetB401Error": "GetA401Error"])
    }

    @Test func addingAnUnrelatedModelChangesNoName() throws {
        let before = try ModelDecisionTests.model(models: "{ \(Self.users) }")
        let after = try ModelDecisionTests.model(models: #"{ "Admin": { "properties": { "desk": { "properties": { "floor": "int" } } } }, "# + Self.users + " }")
        #expect(after.aliases == before.aliases)
    }

    @Test func aliasesArePrintedAndCompile() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "me": { "method": "GET", "path": "/me", "response": "User" } }"#, models: "{ \(Self.users) }"))
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("public typealias UserWork = UserHome\n"))
        #expect(!models.contains("struct UserWork") && !models.contains("UserWorkGeo"))
        try await TypeCheck.run(result.files, moduleName: "SharedShapes")
    }

    @Test func alikeShapesWithConstraintsShareATypeThatValidatesAndCompiles() async throws {
        // Rewloy: 13 separate card-colors structs, one per operation, because each had a `maxLength`.
        let colors = #"{ "type": "object", "required": ["fg"], "properties": { "fg": { "type": "string", "maxLength": 7 } } }"#
        let differs = #"{ "type": "object", "required": ["fg"], "properties": { "fg": { "type": "string", "maxLength": 9 } } }"#
        func get(_ id: String, _ schema: String) -> String {
            #""/\#(id)": { "get": { "operationId": "\#(id)", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object", "properties": { "colors": \#(schema) } } } } } } } }"#
        }
        let document = #"""
            { "openapi": "3.1.0", "info": { "title": "Shop", "version": "1" }, "servers": [{ "url": "https://shop.example.com" }],
              "paths": { \#(get("getA", colors)), \#(get("getB", colors)), \#(get("getC", differs)) } }
            """#
        let output = Generator.generate(Data(document.utf8), file: "shop.json")
        let swift = output.files.map(\.contents).joined()
        // The responses are alike once their colors are: B's response is A's, and nothing names B's colors any more.
        #expect(swift.contains("public typealias GetBResponse = GetAResponse\n"), "\(swift)")
        #expect(!swift.contains("GetBResponseColors"))
        #expect(swift.contains("public nonisolated struct GetCResponseColors"), "a different constraint is another shape")
        #expect(swift.contains(#"try Validate.length(fg, of: "GetAResponseColors.fg", max: 7)"#))
        try await TypeCheck.run(output.files, moduleName: "SharedConstrainedShapes")
    }

    /// Shapes alike in Swift but not on the wire: a key spelled `user_name` and one spelled `userName` are both
    /// `userName`, and enum values `in_progress` and `in-progress` both `inProgress`. One type for both decoded one
    /// operation's answers under the other's key, and read `in-progress` as unknown.
    @Test func shapesThatDifferOnlyOnTheWireStayApart() async throws {
        func get(_ id: String, _ properties: String) -> String {
            #""/\#(id)": { "get": { "operationId": "\#(id)", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object", "properties": \#(properties) } } } } } } }"#
        }
        let snake = #"{ "user_name": { "type": "string" }, "state": { "type": "string", "enum": ["in_progress", "done"] } }"#
        let camel = #"{ "userName": { "type": "string" }, "state": { "type": "string", "enum": ["in_progress", "done"] } }"#
        let dashed = #"{ "user_name": { "type": "string" }, "state": { "type": "string", "enum": ["in-progress", "done"] } }"#
        let document = #"""
            { "openapi": "3.1.0", "info": { "title": "Wire", "version": "1" }, "servers": [{ "url": "https://wire.example.com" }],
              "paths": { \#(get("getA", snake)), \#(get("getB", camel)), \#(get("getC", dashed)), \#(get("getD", snake)) } }
            """#
        let output = Generator.document(Data(document.utf8), file: "wire.json")
        let model = try #require(output.model, "\(output.diagnostics.map(\.description))")
        // D is A again (so nothing names D's state any more), and B's state is A's; B's key and C's enum value are their own.
        #expect(model.aliases == ["GetDResponse": "GetAResponse", "GetBResponseState": "GetAResponseState"])
        let generated = Generator.generate(Data(document.utf8), file: "wire.json")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains("public nonisolated struct GetBResponse"))
        #expect(swift.contains(#"case .inProgress: "in-progress""#), "\(swift)")
        try await TypeCheck.run(generated.files, moduleName: "WireShapes")
    }

    @Test func openAPISchemasOutsideComponentsShareAndComponentsStayApart() throws {
        let error = #"{ "description": "no", "content": { "application/json": { "schema": { "type": "object", "properties": { "code": { "type": "integer" } } } } } }"#
        let document = #"""
            { "openapi": "3.1.0", "info": { "title": "Shop", "version": "1" }, "servers": [{ "url": "https://shop.example.com" }],
              "paths": { "/a": { "get": { "operationId": "getA", "responses": { "200": { "description": "ok" }, "401": \#(error) } } },
                         "/b": { "get": { "operationId": "getB", "responses": { "200": { "description": "ok" }, "401": \#(error) } } } },
              "components": { "schemas": { "Dog": { "type": "object", "properties": { "name": { "type": "string" } } },
                                           "Cat": { "type": "object", "properties": { "name": { "type": "string" } } } } } }
            """#
        let output = Generator.document(Data(document.utf8), file: "shop.json")
        let model = try #require(output.model, "\(output.diagnostics.map(\.description))")
        #expect(model.aliases.count == 1)
        #expect(model.aliases.values.allSatisfy { !["Dog", "Cat"].contains($0) })
        #expect(Set(model.aliases.keys).isDisjoint(with: ["Dog", "Cat"]))
    }

    /// Spotify's `Unauthorized`, `Forbidden` and `TooManyRequests` responses are one shape, `{error}`: as one type, an
    /// app's `catch` of a `TooManyRequestsError` caught every 401. The spec names a component response's body by its
    /// key, so each is its own type; an inline body repeated per operation is still shared.
    @Test func componentResponsesOfOneShapeStayTypesOfTheirOwn() async throws {
        let named = #"{ "content": { "application/json": { "schema": { "type": "object", "required": ["error"], "properties": { "error": { "type": "string" } } } } } }"#
        let inline = #"{ "description": "no", "content": { "application/json": { "schema": { "type": "object", "properties": { "code": { "type": "integer" } } } } } }"#
        func get(_ id: String) -> String {
            ##""/\##(id)": { "get": { "operationId": "\##(id)", "responses": { "200": { "description": "ok" }, "401": { "$ref": "#/components/responses/Unauthorized" }, "##
                + ##""403": \##(inline), "429": { "$ref": "#/components/responses/TooManyRequests" } } } }"##
        }
        let document = #"""
            { "openapi": "3.1.0", "info": { "title": "Shop", "version": "1" }, "servers": [{ "url": "https://shop.example.com" }],
              "paths": { \#(get("getA")), \#(get("getB")) },
              "components": { "responses": { "Unauthorized": { "description": "Re-authenticate.", \#(named.dropFirst()),
                                             "TooManyRequests": { "description": "Back off.", \#(named.dropFirst()) } } }
            """#
        let output = Generator.document(Data(document.utf8), file: "shop.json")
        let model = try #require(output.model, "\(output.diagnostics.map(\.description))")
        #expect(model.aliases == ["GetB403Error": "GetA403Error"])
        let generated = Generator.generate(Data(document.utf8), file: "shop.json")
        // Overloads by the two types: one type would make them a redeclaration.
        let app = GeneratedFile(name: "App.swift", contents: """
            func advice(_ body: UnauthorizedError) -> String { "re-authenticate" }
            func advice(_ body: TooManyRequestsError) -> String { "back off" }
            """)
        try await TypeCheck.run(generated.files + [app], moduleName: "ComponentResponseTypes")
    }

    @Test func addingAnUnrelatedOperationChangesNoName() throws {
        func aliases(_ paths: [String]) throws -> [String: String] {
            let document = #"{ "openapi": "3.1.0", "info": { "title": "Shop", "version": "1" }, "servers": [{ "url": "https://s.example.com" }], "paths": { "#
                + paths.joined(separator: ", ") + " } }"
            let output = Generator.document(Data(document.utf8), file: "shop.json")
            return try #require(output.model, "\(output.diagnostics.map(\.description))").aliases
        }
        func operation(_ name: String, errorProperty: String) -> String {
            #""/\#(name)": { "get": { "operationId": "\#(name)", "responses": { "200": { "description": "ok" }, "401": { "description": "no", "#
                + #""content": { "application/json": { "schema": { "type": "object", "properties": { "\#(errorProperty)": { "type": "integer" } } } } } } } } }"#
        }
        let before = try aliases([operation("getA", errorProperty: "code"), operation("getB", errorProperty: "code")])
        #expect(before == ["GetB401Error": "GetA401Error"])
        let after = try aliases([operation("first", errorProperty: "reason"), operation("getA", errorProperty: "code"), operation("getB", errorProperty: "code")])
        #expect(after == before)
    }
}
