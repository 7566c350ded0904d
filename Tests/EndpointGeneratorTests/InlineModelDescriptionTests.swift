@testable import EndpointGenerator
@testable import EndpointGenModel
import Foundation
import Testing

/// An inline model made from a property's, parameter's or form field's own schema leaves the description to it: the
/// text is printed once, and models that differ only in it share a type.
@Suite struct InlineModelDescriptionTests {
    static func method(_ description: String) -> String {
        #"{ "type": "string", "enum": ["GET", "POST"], "description": "\#(description)" }"#
    }

    static let document = #"""
        { "openapi": "3.1.0", "info": { "title": "Hooks", "version": "1" }, "servers": [{ "url": "https://hooks.example.com" }],
          "paths": {
            "/hooks": {
              "get": { "operationId": "listHooks",
                       "parameters": [{ "name": "method", "in": "query", "description": "The method of the hooks listed.",
                                        "schema": \#(method("The method of the hooks listed.")) },
                                      { "name": "order", "in": "query", "description": "How to sort them.",
                                        "schema": { "type": "string", "enum": ["asc", "desc"], "description": "Sort order." } }],
                       "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Hook" } } } } } },
              "post": { "operationId": "createHook",
                        "requestBody": { "content": { "application/x-www-form-urlencoded": { "schema": { "type": "object",
                            "properties": { "FallbackMethod": \#(method("The method we use to call the fallback URL.")) } } } } },
                        "responses": { "201": { "description": "created" } } } } },
          "components": { "schemas": {
            "Verb": { "type": "string", "enum": ["GET", "POST"], "description": "An HTTP verb." },
            "Hook": { "type": "object", "properties": {
              "method": \#(method("The method we use to call `url`.")),
              "statusMethod": \#(method("The method we use to call `status_url`.")),
              "verb": { "$ref": "#/components/schemas/Verb" },
              "other": { "allOf": [{ "$ref": "#/components/schemas/Verb" }], "description": "An HTTP verb." } } } } } }
        """#

    static let output = Generator.document(Data(document.utf8), file: "hooks.json")

    static let generated = Generator.run(GeneratorInput(file: "hooks.json", data: Data(document.utf8)))

    static var models: String { generated.files.first { $0.name.hasSuffix(".Models.swift") }?.contents ?? "" }

    /// The description of the model named `name` in the output's model, or nil.
    static func description(of name: String) -> String? {
        switch Self.output.model?.models.first(where: { $0.name == name }) {
        case .object(let object)?: object.description
        case .enumeration(let enumeration)?: enumeration.description
        case .union(let union)?: union.description
        case nil: nil
        }
    }

    @Test func thePropertyKeepsTheDescriptionAndItsInlineEnumGoesWithout() throws {
        let model = try #require(Self.output.model, "\(Self.output.diagnostics.map(\.description))")
        guard case .object(let hook)? = model.models.first(where: { $0.name == "Hook" }) else { Issue.record("no object Hook"); return }
        #expect(hook.properties.first { $0.swiftName == "method" }?.description == "The method we use to call `url`.")
        #expect(model.models.contains { $0.name == "HookMethod" })
        #expect(Self.description(of: "HookMethod") == nil)
        #expect(Self.models.contains("    /// The method we use to call `url`.\n    public var method: HookMethod?\n"))
        #expect(!Self.models.contains("/// The method we use to call `url`.\n///"))
    }

    /// Enums that differed only in the text their properties, parameters and fields carry are one type now.
    @Test func enumsThatDifferedOnlyInThatTextShareOneType() throws {
        let model = try #require(Self.output.model)
        #expect(model.aliases == ["HookStatusMethod": "HookMethod", "ListHooksMethod": "HookMethod", "CreateHookFallbackMethod": "HookMethod"])
    }

    @Test func aSchemaDescribedOtherwiseThanItsParameterKeepsItsText() throws {
        #expect(Self.description(of: "ListHooksOrder") == "Sort order.")
    }

    @Test func aComponentSchemaKeepsItsDescription() throws {
        #expect(Self.description(of: "Verb") == "An HTTP verb.")
    }

    @Test func outputTypeChecks() async throws {
        #expect(Self.generated.diagnostics.filter { $0.severity == .error }.isEmpty, "\(Self.generated.diagnostics.map(\.description))")
        #expect(Self.generated.files.count == 3)
        try await TypeCheck.run(Self.generated.files, moduleName: "Hooks")
    }
}
