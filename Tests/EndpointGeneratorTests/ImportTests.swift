@testable import EndpointGenDiff
@testable import EndpointGenerator
import Foundation
import Testing

/// `imports`: a spec names the models of other spec files (a shared models spec), which are generated once.
@Suite struct ImportTests {
    static let common = #"""
        { "name": "Common", "errorBody": "Problem",
          "models": { "Problem": { "properties": { "message": "string" } }, "Money": { "properties": { "amount": "int64", "currency": "Currency" } },
                      "Currency": { "enum": ["EUR", "USD"] } } }
        """#

    static func shop(_ extra: String = "", imports: String = #"["common.endpoints.json"]"#, errorBody: String = "Problem") -> String {
        """
        { "name": "Shop", "imports": \(imports), "servers": { "production": "https://shop.example.com" }, "errorBody": "\(errorBody)",
          "endpoints": { "price": { "method": "GET", "path": "/price/{currency}", "pathParameters": { "currency": "Currency" }, "response": "Money" } },
          "models": { "Basket": { "properties": { "total": "Money" } }\(extra) } }
        """
    }

    /// Generates `text` as `specs/<name>`, reading imports from `files` (paths as the generator asks for them).
    static func generate(_ text: String, name: String = "shop.endpoints.json", files: [String: String]) -> GeneratorOutput {
        Generator.generate(Data(text.utf8), file: "specs/\(name)") { path in
            guard let contents = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return Data(contents.utf8)
        }
    }

    @Test func importedModelsAreNamedButNotEmitted() async throws {
        let shop = Self.generate(Self.shop(), files: ["specs/common.endpoints.json": Self.common])
        #expect(shop.diagnostics.isEmpty, "\(shop.diagnostics.map(\.description))")
        let models = SpecFixture.file("Models", of: shop)
        #expect(models.contains("public var total: Money"))
        #expect(!models.contains("struct Money"))
        #expect(!models.contains("ServerErrorBody"), "the conformance comes with the imported errorBody")
        #expect(SpecFixture.file("Client", of: shop).contains("configuration.errorBody = Problem.self"))
        let common = Self.generate(Self.common, name: "common.endpoints.json", files: [:])
        #expect(SpecFixture.file("Endpoint", of: common).hasSuffix("// common.endpoints.json declares models only; they are in common.Models.swift.\n"))
        try await TypeCheck.run(shop.files + common.files, moduleName: "Imports")
    }

    @Test func anImportWithAModuleIsImportedByEveryFile() {
        let shop = Self.generate(Self.shop(imports: #"[{ "spec": "common.endpoints.json", "module": "CommonSDK" }]"#),
                                 files: ["specs/common.endpoints.json": Self.common])
        #expect(shop.files.count == 3)
        // Publicly, as each file's interface names the module's models (the endpoint enum in a case's payload), which
        // imports internal by default need.
        #expect(shop.files.allSatisfy { $0.contents.contains("import Foundation\npublic import CommonSDK\n") })
    }

    @Test(arguments: [
        (#"["missing.endpoints.json"]"#, "shop.endpoints.json:1:31: error: cannot read the imported spec 'missing.endpoints.json' (at $.imports[0])"),
        (#"["common.json"]"#, "error: an import must name a spec file ending in .endpoints.json (at $.imports[0])"),
        (#"[{ "spec": "common.endpoints.json", "module": "Common SDK" }]"#, "error: module 'Common SDK' is not a Swift module name"),
        // `import class` does not compile.
        (#"[{ "spec": "common.endpoints.json", "module": "class" }]"#, "error: module 'class' is a Swift keyword, which an import cannot name"),
        (#""common.endpoints.json""#, "error: 'imports' must be an array of spec file names, found string (at $.imports)"),
    ])
    func badImportsAreLocated(imports: String, message: String) {
        let result = Self.generate(Self.shop(imports: imports), files: ["specs/common.endpoints.json": Self.common])
        #expect(result.diagnostics.contains { $0.description.contains(message) }, "\(result.diagnostics.map(\.description))")
    }

    @Test func errorsInTheImportedFileAreReportedThere() {
        let broken = Self.common.replacingOccurrences(of: #""int64""#, with: #""int65""#)
        let result = Self.generate(Self.shop(), files: ["specs/common.endpoints.json": broken])
        let rendered = result.diagnostics.map(\.description)
        #expect(rendered.first?.hasPrefix("specs/shop.endpoints.json:1:31: error: the imported spec 'common.endpoints.json' has errors") == true, "\(rendered)")
        #expect(rendered.contains { $0.hasPrefix("specs/common.endpoints.json:2:") && $0.contains("unknown type 'int65'") }, "\(rendered)")
        #expect(result.files.isEmpty)
    }

    @Test func aCycleIsAnError() {
        let loop = #"{ "name": "Loop", "imports": ["shop.endpoints.json"], "models": {} }"#
        let result = Self.generate(Self.shop(imports: #"["loop.endpoints.json"]"#),
                                   files: ["specs/loop.endpoints.json": loop, "specs/shop.endpoints.json": Self.shop(imports: #"["loop.endpoints.json"]"#)])
        #expect(result.diagnostics.contains { $0.description.contains("error: import cycle: shop.endpoints.json imports this spec again") },
                "\(result.diagnostics.map(\.description))")
    }

    @Test func aModelCannotBeDeclaredTwice() {
        let result = Self.generate(Self.shop(#", "Money": { "properties": { "cents": "int" } }"#), files: ["specs/common.endpoints.json": Self.common])
        #expect(result.diagnostics.contains { $0.description.contains("error: model 'Money' is also declared in common.endpoints.json, which this spec imports (at $.models.Money)") })
    }

    @Test func anImportedErrorBodyMustBeThatSpecsErrorBody() {
        let common = Self.common.replacingOccurrences(of: #""errorBody": "Problem","#, with: "")
        let result = Self.generate(Self.shop(), files: ["specs/common.endpoints.json": common])
        #expect(result.diagnostics.contains {
            $0.description.contains("error: errorBody model 'Problem' is imported from common.endpoints.json, which does not declare it as its errorBody")
        }, "\(result.diagnostics.map(\.description))")
    }

    @Test func importsAreNotTransitive() {
        let middle = #"{ "name": "Middle", "imports": ["common.endpoints.json"], "models": { "Wallet": { "properties": { "balance": "Money" } } } }"#
        let top = #"""
            { "name": "Top", "imports": ["middle.endpoints.json"], "servers": { "p": "https://a.example.com" },
              "endpoints": { "wallet": { "method": "GET", "path": "/w", "response": "Wallet" }, "money": { "method": "GET", "path": "/m", "response": "Money" } } }
            """#
        let result = Self.generate(top, name: "top.endpoints.json",
                                   files: ["specs/middle.endpoints.json": middle, "specs/common.endpoints.json": Self.common])
        #expect(result.diagnostics.map(\.message).contains("unknown type 'Money'"), "\(result.diagnostics.map(\.description))")
        #expect(!result.diagnostics.map(\.message).contains("unknown type 'Wallet'"))
    }
}
