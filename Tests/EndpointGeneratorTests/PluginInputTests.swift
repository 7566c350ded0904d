@testable import EndpointGenerator
@testable import EndpointGenSpec
import Foundation
import Synchronization
import Testing

/// The build plugin's inputs (`PluginSources/` links the plugin's own files): every file the generator reads for a
/// spec must be an input of the spec's build command, or editing it leaves the generated client stale.
@Suite struct PluginInputTests {
    /// The spec's files as the plugin lists them: the spec, its imports and the files its `$ref`s name.
    static func pluginInputs(of spec: URL) -> Set<String> {
        let dependencies = SpecDependencies(of: spec)
        return Set(([spec] + dependencies.imports + dependencies.references).map { $0.resolvingSymlinksInPath().path })
    }

    /// The paths a generator run reads.
    final class Reads: Sendable {
        let paths = Mutex<Set<String>>([])
    }

    /// The files the generator reads to generate `spec`.
    static func generatorReads(of spec: URL) -> Set<String> {
        let reads = Reads()
        let result = Generator.run(GeneratorInput(file: spec.path, product: .model, load: { path in
            reads.paths.withLock { _ = $0.insert(URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path) }
            return try SpecImports.disk(path)
        }))
        #expect(result.model != nil, "\(result.diagnostics.map(\.message))")
        return reads.paths.withLock { $0 }
    }

    /// Writes `files` (path relative to the folder → text) into a fresh folder and runs `body` with it.
    static func withFiles(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        try CommandTests.withTemporaryFolder { folder in
            for (path, text) in files {
                let url = folder.appending(path: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            try body(folder)
        }
    }

    static let common = #"{ "name": "Common", "models": { "Money": { "properties": { "amount": "int", "currency": "string" } } } }"#

    @Test func aYAMLSpecsImportsAreInputs() throws {
        // The plugin read imports with JSONSerialization only, so editing common left pay stale.
        let pay = """
            # A native spec in YAML that imports the shared models
            name: Pay
            imports: [common.endpoints.json]
            servers: {production: "https://pay.test"}
            endpoints:
              balance: {method: GET, path: /balance, response: Wallet}
            models:
              Wallet:
                properties:
                  total: Money
            """
        try Self.withFiles(["pay.endpoints.yaml": pay, "common.endpoints.json": Self.common]) { folder in
            let spec = folder.appending(path: "pay.endpoints.yaml")
            #expect(SpecDependencies(of: spec).imports.map(\.lastPathComponent) == ["common.endpoints.json"])
            let reads = Self.generatorReads(of: spec)
            #expect(reads.count == 2)
            #expect(reads.isSubset(of: Self.pluginInputs(of: spec)))
        }
    }

    @Test func importsOfImportsAreInputsInEveryFormAndEitherFormat() throws {
        // A JSON spec imports a YAML one (a block list of `spec`/`module` objects), which imports a JSON one.
        let shop = #"{ "name": "Shop", "imports": [{ "spec": "shared/money.endpoints.yaml", "module": "MoneyKit" }], "models": { "Cart": { "properties": { "total": "Price" } } } }"#
        let money = """
            name: Money
            imports:
            - 'base.endpoints.json'   # the currencies
            models:
              Price:
                description: |
                  'A quote opens no string here: it is prose in a block scalar.
                  [Neither does a bracket.
                properties: {amount: Money, note: "string?"}
            """
        let files = ["shop.endpoints.json": shop, "shared/money.endpoints.yaml": money, "shared/base.endpoints.json": Self.common]
        try Self.withFiles(files) { folder in
            let spec = folder.appending(path: "shop.endpoints.json")
            #expect(Set(SpecDependencies(of: spec).imports.map(\.lastPathComponent)) == ["money.endpoints.yaml", "base.endpoints.json"])
            let reads = Self.generatorReads(of: spec)
            #expect(reads.count == 3)
            #expect(reads.isSubset(of: Self.pluginInputs(of: spec)))
        }
    }

    @Test func aReferenceWithJSONsEscapedSlashIsAnInput() throws {
        // PHP's json_encode writes every `/` as `\/`.
        let document = #"{"openapi":"3.0.3","info":{"title":"Php","version":"1"},"servers":[{"url":"https:\/\/php.test"}],"paths":{"\/pets":{"get":{"operationId":"listPets","responses":{"200":{"description":"ok","content":{"application\/json":{"schema":{"$ref":"schemas\/pet.json"}}}}}}}}}"#
        let pet = #"{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"tag":{"$ref":"tag.json"}}}"#
        let tag = #"{"type":"string"}"#
        try Self.withFiles(["php.endpoints.json": document, "schemas/pet.json": pet, "schemas/tag.json": tag]) { folder in
            let spec = folder.appending(path: "php.endpoints.json")
            #expect(SpecDependencies(of: spec).references.map(\.lastPathComponent) == ["pet.json", "tag.json"])
            let reads = Self.generatorReads(of: spec)
            #expect(reads.count == 3)
            #expect(reads.isSubset(of: Self.pluginInputs(of: spec)))
        }
    }

    @Test func everyFileOfTheStoreDocumentIsAnInput() {
        let spec = URL(fileURLWithPath: MultiFileDocumentTests.store)
        let reads = Self.generatorReads(of: spec)
        #expect(reads.count == 26)
        let missing = reads.subtracting(Self.pluginInputs(of: spec))
        #expect(missing.isEmpty, "\(missing.sorted())")
    }

    @Test func yamlReferencesInEveryStyleAreInputs() throws {
        let document = """
            openapi: 3.0.3
            info: {title: Zoo, version: '1'}
            paths:
              /users/{id}: {$ref: 'paths/users_{id}.yaml'}   # a brace in a file name, quoted in a flow mapping
              /pets:
                $ref: paths/pets_{kind}.yaml
            components:
              schemas:
                Error:
                  $ref:
                    "schemas/err\\u006Fr.yaml"
            """
        let files = [
            "zoo.yaml": document,
            "paths/users_{id}.yaml": """
                parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                get: {operationId: getUser, responses: {'200': {description: ok}}}
                """,
            "paths/pets_{kind}.yaml": "get: {operationId: listPets, responses: {'200': {description: ok}}}",
            "schemas/error.yaml": "type: object\nproperties: {message: {type: string}}",
        ]
        try Self.withFiles(files) { folder in
            let spec = folder.appending(path: "zoo.yaml")
            #expect(Set(SpecDependencies(of: spec).references.map(\.lastPathComponent)) == ["users_{id}.yaml", "pets_{kind}.yaml", "error.yaml"])
            #expect(Self.generatorReads(of: spec).isSubset(of: Self.pluginInputs(of: spec)))
        }
    }

    @Test func scalarsOfJSONAndYAML() {
        let json = DocumentScalars.scan(#"{"\u0024ref" : "a\/b \"c\".json", "e": "\ud83d\ude00\u00e9\n"}"#)
        #expect(json == [
            DocumentScalar(value: "$ref", isKey: true), DocumentScalar(value: #"a/b "c".json"#, isKey: false),
            DocumentScalar(value: "e", isKey: true), DocumentScalar(value: "😀é\n", isKey: false),
        ])
        let yaml = DocumentScalars.scan("""
            - $ref: a.yaml#/B # a comment
            - {x: 'it''s', y: [p, q]}
            - url: https://x.test/a#b
            """)
        #expect(yaml.map(\.value) == ["$ref", "a.yaml#/B", "x", "it's", "y", "p", "q", "url", "https://x.test/a#b"])
        #expect(yaml.map(\.isKey) == [true, false, true, false, true, false, false, true, false])
    }

    @Test func theirFileNamesAreTheGenerators() {
        #expect(SpecFileNames.suffixes == SpecFile.suffixes)
        for name in ["movies.endpoints.json", "pay.endpoints.yaml", "acme.yaml", "acme.v2.yml", "php.json"] {
            #expect(SpecFileNames.stem(of: URL(fileURLWithPath: "/x/\(name)")) == SpecFile.stem(ofSpecAt: "/x/\(name)"))
        }
    }
}
