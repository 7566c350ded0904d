@testable import EndpointGenerator
@testable import EndpointGenJSON
@testable import EndpointGenModel
@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec
import Foundation
import Testing

/// Names that used to print code that does not compile or that warns (issue: hostile inputs).
@Suite struct HostileNameTests {
    @Test(arguments: [("+1", "plus1"), ("-1", "minus1"), ("_", "value"), ("", "empty"), (" ", "empty"), ("1.5", "_1_5"),
                      (">=", "greaterThanEquals"), ("a-b", "aB"), ("2022-11-28", "_2022_11_28"), ("-0.5", "minus0_5"), ("10:30", "_10_30"), ("100%", "_100Percent"), ("-", "minus")])
    func enumValuesWithoutLettersSpellTheirSymbols(value: String, caseName: String) {
        #expect(Translator.enumCaseName(value) == caseName)
    }

    /// Programming languages and grades, as code-hosting and code-running APIs list them: `F#` was `.f` and `C#` `.c`
    /// beside `C`'s `.C`, two cases apart only in case.
    @Test(arguments: [("C#", "cSharp"), ("F#", "fSharp"), ("C++", "cPlusPlus"), ("A+", "aPlus"), ("x+", "xPlus"),
                      ("1g.24gb+me", "_1g24gbMe"), ("issue#12", "issue12"), ("#tag", "tag")])
    func signsThatEndAWordAfterALetterAreSpelled(value: String, caseName: String) {
        #expect(Translator.enumCaseName(value) == caseName)
    }

    /// A `!` that leads a word negates it: Datadog's WAF operator `!match_regex` was `.matchRegex`, beside
    /// `match_regex`'s `.match_regex`. After a letter, or before no letter, it is what it was.
    @Test(arguments: [("!match_regex", "notMatchRegex"), ("!exists", "notExists"), ("!!exists", "notNotExists"), ("is !null", "isNotNull"),
                      ("tag:!prod", "tagNotProd"), ("!C#", "notCSharp"), ("Yahoo!", "yahoo"), ("a!b", "aB"), ("!=", "notEquals"), ("!1", "not1")])
    func aBangThatLeadsAWordIsNot(value: String, caseName: String) {
        #expect(Translator.enumCaseName(value) == caseName)
    }

    @Test func aValueAndItsSharpAreTwoCasesThatDifferInMoreThanCase() {
        let models = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: """
            { "Language": { "enum": ["C", "C#", "C++", "F#"] } }
            """)))
        #expect(models.contains("case \"C\": self = .c\n"))
        #expect(models.contains("case \"C#\": self = .cSharp\n"))
        #expect(models.contains("case \"C++\": self = .cPlusPlus\n"))
        #expect(models.contains("case \"F#\": self = .fSharp\n"))
    }

    /// JSON:API and PeerTube sort by `-createdAt` beside `createdAt`: the second was `createdAt2`.
    @Test func aLeadingMinusBesideTheSameWordIsADescendingOrder() {
        let models = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: """
            { "Sort": { "enum": ["createdAt", "-createdAt", "-views", "name", "-1", "1", "@score", "-@score", "--name"] } }
            """)))
        #expect(models.contains("case \"-createdAt\": self = .createdAtDescending\n"))
        #expect(models.contains("case \"createdAt\": self = .createdAt\n"))
        // Symbols between the minus and the word are Datadog's attribute sigil (`-@detection_changed_at`); it was `score2`.
        #expect(models.contains("case \"-@score\": self = .scoreDescending\n"))
        #expect(models.contains("case \"@score\": self = .score\n"))
        // A second sign is not a sigil: `--name` is not read as a descending `-name`.
        #expect(!models.contains("nameDescending"))
        // Alone too (`-views`, ``aSignIsShownWhenNoOtherValueIsNamedAlikeWithoutIt()``); before a digit, a sign.
        #expect(models.contains("case \"-views\": self = .viewsDescending\n"))
        #expect(models.contains("case \"-1\": self = .minus1\n"))
    }

    /// A sign that the name would drop is spelled whether or not another value is named alike without it: `-score`
    /// beside `-created_at` and `created_at` was `.score`, which sends a descending order, and Stripe's `Etc/GMT-13`
    /// `.etcGMT13` beside `Etc/GMT-12`'s `.etcGMTMinus12`. A `-` after a letter is still a hyphen unless another value
    /// has a `+` in its place (`gpt-4o`, `utf-8`). A leading `+` before a word is an ascending order, as `-` a descending.
    @Test func aSignIsShownWhenNoOtherValueIsNamedAlikeWithoutIt() {
        let models = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: """
            { "Sort": { "enum": ["-created_at", "created_at", "updated_at", "-score", "+rank", "--name", "+inf"] },
              "Zone": { "enum": ["Etc/GMT-13", "Etc/GMT-12", "Etc/GMT+12", "UTC+1", "gpt-4o", "utf-8"] },
              "Window": { "enum": ["-7d", "+1d", "x_-1"] } }
            """)))
        #expect(models.contains("""
                case createdAtDescending
                case createdAt
                case updatedAt
                case scoreDescending
                case rankAscending
                case name
                case plusInf

            """), "\(models)")
        #expect(models.contains("""
                case etcGMTMinus13
                case etcGMTMinus12
                case etcGMTPlus12
                case utcPlus1
                case gpt4o
                case utf8

            """), "\(models)")
        #expect(models.contains("    case minus7d\n    case plus1d\n    case xMinus1\n"), "\(models)")
    }

    /// ThousandEyes' input types `string` beside `string[]` were `string` and `string2`.
    @Test func aTrailingPairOfBracketsBesideTheSameWordIsAList() {
        let models = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: """
            { "InputType": { "enum": ["string", "string[]", "number", "number[]", "-name[]", "name", "tags[]"] } }
            """)))
        #expect(models.contains("case \"string[]\": self = .stringArray\n"))
        #expect(models.contains("case \"number[]\": self = .numberArray\n"))
        #expect(models.contains("case \"-name[]\": self = .nameArrayDescending\n"))
        // Alone, the brackets are left out as any other symbol.
        #expect(models.contains("case \"tags[]\": self = .tags\n"))
    }

    /// titiler's nodata values: `-inf` was `infDescending`, a sort order.
    @Test func minusInfinityIsNoSortOrder() {
        let models = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(models: """
            { "Nodata": { "enum": ["nan", "inf", "-inf", "Infinity", "-Infinity"] } }
            """)))
        #expect(models.contains("case \"-inf\": self = .minusInf\n"), "\(models)")
        #expect(models.contains("case \"-Infinity\": self = .minusInfinity\n"))
        #expect(!models.contains("Descending"))
    }

    @Test func signsTellApartNamesThatOnlyTheyTellApart() async throws {
        // Stripe's time zones `Etc/GMT-1` … `Etc/GMT+13` were `.etcGMT13` and `.etcGMT132`, GitHub's reactions `+1`
        // and `-1` properties `_1` and `_12`: a sign was dropped, then a number appended to a number.
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Zone": { "enum": ["UTC+1", "UTC+12", "UTC-1", "UTC-13", "UTC+13", "gpt-4o"] },
              "Reactions": { "properties": { "+1": "int", "-1": "int", "1": "int?" } },
              "Twins": { "enum": ["v1", "V1", "v-1", "v 1"] }, "Profile": { "enum": ["1g.24gb", "1g.24gb+me", "1g.24gb-me"] } }
            """#))
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("    case utcPlus1\n    case utcPlus12\n    case utcMinus1\n    case utcMinus13\n    case utcPlus13\n    case gpt4o\n"), "\(models)")
        #expect(models.contains("public var plus1: Int\n") && models.contains("public var minus1: Int\n") && models.contains("public var _1: Int?\n"))
        // What still collides is numbered after an underscore, so that the number is not read as part of another.
        #expect(models.contains("    case v1\n    case V1\n    case vMinus1\n    case v1_2\n"), "\(models)")
        // Exoscale's GPU profiles: a `+` before a letter is spelled too; the `-` stays a hyphen.
        #expect(models.contains("    case _1g24gb\n    case _1g24gbPlusMe\n    case _1g24gbMe\n"), "\(models)")
        try await TypeCheck.run(result.files, moduleName: "SignedNames")
    }

    @Test func hashValueIsNotAPropertyName() {
        #expect(Naming.memberName("hashValue") == "hashValueField")
        #expect(Naming.memberName("hash") == "hash")
    }

    /// A parameter and a model with one digit-led name, a `hashValue` property, enum values `_`, `+1` and `-1`:
    /// the output type-checks with warnings as errors.
    @Test func digitLedNamesSymbolValuesAndHashValueCompileWithoutWarnings() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "get": { "method": "GET", "path": "/x", "query": { "2fa": "string?", "401": "int?" }, "response": "2fa" } }"#,
            models: #"""
                { "2fa": { "properties": { "hashValue": "int", "kind": "Kind", "other": "401" } },
                  "401": { "properties": { "message": "string" } },
                  "Kind": { "enum": ["_", "a", "+1", "-1"] } }
                """#
        ))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(SpecFixture.rendered(result))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("decoding: Model2fa.self"), "\(client)")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains(#"case hashValueField = "hashValue""#))
        #expect(models.contains("case plus1") && models.contains("case minus1"))
        try await TypeCheck.run(result.files, moduleName: "HostileNames")
    }

    /// Found by ``NamePropertyTests`` (seed 0x4e414d450004): a parameter `apiClient` hid the client's runtime
    /// client in the method body, `apiClient.send(…)` on a `String`.
    @Test func aParameterNamedApiClientDoesNotHideTheRuntimeClient() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "put": { "method": "PUT", "path": "/p", "headers": { "apiClient": "string" } } }"#))
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("func put(apiClient2: String) async throws"), "\(client)")
        #expect(SpecFixture.rendered(result).contains { $0.contains("header parameter 'apiClient' would have the Swift name 'apiClient', which generated code uses for the client's runtime client; it is named 'apiClient2'") },
                "\(SpecFixture.rendered(result))")
        try await TypeCheck.run(result.files, moduleName: "ApiClientParameter")
    }

    /// An enum case and an instance property may share a name, so an endpoint named like the generated `caseName`
    /// property keeps its name, and the property's `switch` names it by its case.
    @Test func anEndpointNamedCaseNameKeepsItsName() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "caseName": { "method": "GET", "path": "/c", "query": { "page": "int" } } }"#))
        let endpoints = SpecFixture.file("Endpoint", of: result)
        #expect(endpoints.contains("case caseName(page: Int)"), "\(endpoints)")
        #expect(endpoints.contains(#"case .caseName: "caseName""#), "\(endpoints)")
        #expect(SpecFixture.rendered(result).isEmpty, "\(SpecFixture.rendered(result))")
        try await TypeCheck.run(result.files, moduleName: "CaseNameEndpoint")
    }

    /// Found by ``NamePropertyTests`` (seed 0x4e414d450063): an error body's property `serverMessage` was declared
    /// twice, once by the model and once by its `ServerErrorBody` conformance.
    @Test func anErrorBodyPropertyNamedServerMessageIsRenamed() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            models: #"{ "Failure": { "properties": { "serverMessage": "string?" } } }"#, extra: #" "errorBody": "Failure","#
        ))
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains(#"case serverMessage2 = "serverMessage""#), "\(models)")
        try await TypeCheck.run(result.files, moduleName: "ServerMessageProperty")
    }

    /// Found by ``NamePropertyTests`` (seed 0x4e414d450121): an optional shared header `configuration` was unwrapped
    /// into a local that hid the initializer's `configuration`.
    @Test func anOptionalSharedHeaderNamedConfigurationCompiles() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(extra: #" "shared": { "headers": { "configuration": "string?" } },"#))
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains(#"if let value = shared.configuration { configuration.sharedHeaders.append(HTTPHeader("configuration", value)) }"#), "\(client)")
        try await TypeCheck.run(result.files, moduleName: "ConfigurationHeader")
    }

    /// Seen while adding response headers to ``NameSpec``: a response header `response` was assigned as
    /// `response = try response.header(…)`, to the initializer's parameter instead of the property.
    @Test func aResponseHeaderNamedResponseIsReadIntoItsProperty() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "get": { "method": "GET", "path": "/g", "response": "string", "responseHeaders": { "response": "string", "self": "int?" } } }"#
        ))
        let endpoint = SpecFixture.file("Endpoint", of: result)
        #expect(endpoint.contains(#"self.response = try response.header("response", as: String.self)"#), "\(endpoint)")
        try await TypeCheck.run(result.files, moduleName: "ResponseHeader")
    }

    /// Servers whose names meet in Swift are numbered with a warning, as every other name is, not refused.
    @Test func serversWithOneSwiftNameAreNumbered() {
        let result = SpecFixture.generate(#"{ "name": "T", "servers": { "user_id": "https://a.example.com", "userId": "https://b.example.com" }, "endpoints": {} }"#)
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains(#"case userId = "user_id""#) && client.contains(#"case userId2 = "userId""#), "\(client)")
        #expect(SpecFixture.rendered(result).contains { $0.contains("server 'userId' has the same Swift name 'userId' as 'user_id'") })
    }

    /// The same names through the OpenAPI importer: schemas, properties, enum values, parameters, operationIds and tags.
    @Test func hostileOpenAPINamesTypeCheck() async throws {
        let document = #"""
            { "openapi": "3.0.3", "info": { "title": "", "version": "1" },
              "servers": [ { "url": "https://a.example.com", "description": "user_id" }, { "url": "https://b.example.com", "description": "userId" } ],
              "paths": { "/p/{self}": { "put": { "operationId": "apiClient", "tags": ["default"],
                "parameters": [ { "name": "self", "in": "path", "required": true, "schema": { "type": "string" } },
                                { "name": "apiClient", "in": "header", "schema": { "$ref": "#/components/schemas/Any" } },
                                { "name": "2fa", "in": "query", "schema": { "type": "string" } } ],
                "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/2fa" } } } },
                "responses": { "200": { "description": "OK", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/API" } } } } } } } },
              "components": { "schemas": {
                "Any": { "type": "string", "enum": ["_", "+1", "-1", "default", "unknown"] },
                "2fa": { "type": "object", "properties": { "hashValue": { "type": "integer" }, "description": { "type": "string" }, "init": { "$ref": "#/components/schemas/Any" } } },
                "API": { "type": "object", "properties": { "user_id": { "type": "string" }, "userId": { "type": "string" }, "UserID": { "type": "string" } } } } } }
            """#
        let result = Generator.generate(Data(document.utf8), file: "api.json")
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        try await TypeCheck.run(result.files, moduleName: "HostileOpenAPI")
    }

    /// A chain of schemas each including the next overflowed the stack at 2,000 and ran for minutes at 1,500: past the
    /// native format's depth it is an error where the chain goes too deep, and the run ends.
    @Test func anOpenAPIAllOfChainTooDeepIsAnErrorNotACrash() {
        let count = 2_000
        let schemas = (0..<count).map { ##""S\##($0)": { "allOf": [{ "$ref": "#/components/schemas/S\##($0 + 1)" }, { "properties": { "p\##($0)": { "type": "string" } } }] }"## }
            + [##""S\##(count)": { "properties": { "last": { "type": "string" } } }"##]
        let document = ##"{ "openapi": "3.0.3", "info": { "title": "Chain", "version": "1" }, "paths": {}, "components": { "schemas": { \##(schemas.joined(separator: ", ")) } } }"##
        let result = OpenAPIImport.convert(Data(document.utf8), file: "chain.json")
        #expect(result.spec == nil)
        let limit = "chain.json:1:7343: error: allOf nests more than 64 references deep; '#/components/schemas/S65' is not merged (at $.components.schemas.S64.allOf[0]['$ref'])"
        #expect(result.diagnostics.contains { $0.description.hasPrefix(limit) }, "\(result.diagnostics.prefix(3).map(\.description))")
    }

    /// A reference escapes a name's `/` and `~` (RFC 6901) and, as a URI fragment, its other characters (RFC 3986).
    @Test func referencesToEscapedNamesFindTheirSchemas() throws {
        let document = ##"""
            { "openapi": "3.0.3", "info": { "title": "Escapes", "version": "1" }, "paths": {},
              "components": { "schemas": {
                "Holder": { "type": "object", "properties": {
                  "pet": { "$ref": "#/components/schemas/v1~1Pet" }, "tilde": { "$ref": "#/components/schemas/a~0b" },
                  "spaced": { "$ref": "#/components/schemas/a%20b" }, "nested": { "$ref": "#/components/schemas/v1~1Pet/properties/name" } } },
                "v1/Pet": { "type": "object", "properties": { "name": { "type": "integer" } } },
                "a~b": { "type": "object", "properties": { "t": { "type": "boolean" } } },
                "a b": { "type": "object", "properties": { "s": { "type": "string" } } },
                "Child": { "allOf": [{ "$ref": "#/components/schemas/a%20b" }, { "$ref": "#/components/schemas/a~0b" }] } } } }
            """##
        let properties = try #require(OpenAPIFixture.lookup(try OpenAPIFixture.native(document), "models", "Holder", "properties") as? [String: String])
        #expect(properties == ["pet": "V1Pet?", "tilde": "AB?", "spaced": "AB2?", "nested": "int?"])
        let child = try #require(OpenAPIFixture.lookup(try OpenAPIFixture.native(document), "models", "Child", "properties") as? [String: String])
        #expect(child == ["s": "string?", "t": "bool?"])
    }

    @Test func anOpenAPIAllOfCycleIsReported() {
        let document = #"""
            { "openapi": "3.0.3", "info": { "title": "Cycles", "version": "1" }, "paths": {},
              "components": { "schemas": {
                "A": { "allOf": [ { "$ref": "#/components/schemas/B" }, { "properties": { "a": { "type": "integer" } } } ] },
                "B": { "allOf": [ { "$ref": "#/components/schemas/A" }, { "properties": { "b": { "type": "integer" } } } ] } } } }
            """#
        let result = OpenAPIImport.convert(Data(document.utf8), file: "cycles.json")
        let messages = result.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("allOf includes '#/components/schemas/B' in itself ('B → A → B')") }, "\(messages)")
    }
}

/// The command line refuses inputs whose outputs would be lost or hidden.
@Suite struct CommandInputTests {
    /// Writes `specs` (relative path → text) into `folder` and generates them, in path order, into `folder/out`.
    static func generate(_ specs: [String: String], in folder: URL) throws -> (run: CommandTests.Run, output: String) {
        var paths: [String] = []
        for (path, text) in specs.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            paths.append(file.path)
        }
        let output = folder.appendingPathComponent("out").path
        return (CommandTests.run(["generate"] + paths + ["--output", output]), output)
    }

    @Test func twoSpecsWithOneStemIntoOneFolderAreRefused() throws {
        try CommandTests.withTemporaryFolder { folder in
            let spec = SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/p" } }"#)
            let (run, output) = try Self.generate(["a/x.endpoints.json": spec, "b/x.endpoints.json": spec], in: folder)
            #expect(run.status == 1)
            #expect(run.errors.contains("generates the same files (x.*.swift) as"), "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: output), "nothing is written")
        }
    }

    @Test func twoSpecsDeclaringOneTypeIntoOneFolderAreRefused() throws {
        // Every FastAPI service declares HTTPValidationError: three Airflow documents generated together failed to compile.
        try CommandTests.withTemporaryFolder { folder in
            let models = #"{ "ValidationError": { "properties": { "message": "string" } }, "Page": { "properties": { "size": "int" } } }"#
            let spec = { (name: String) in
                SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/p" } }"#, models: models)
                    .replacingOccurrences(of: #""name": "Test""#, with: #""name": "\#(name)""#)
            }
            let (run, output) = try Self.generate(["a.endpoints.json": spec("A"), "b.endpoints.json": spec("B")], in: folder)
            #expect(run.status == 1)
            #expect(run.errors.contains("b.endpoints.json: error: declares 2 types that "), "\(run.errors)")
            #expect(run.errors.contains("a.endpoints.json declares too (ValidationError, Page); one folder is one module"), "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: output), "nothing is written")
        }
    }

    @Test func aSpecWithoutAStemAndAFolderAreRefused() throws {
        try CommandTests.withTemporaryFolder { folder in
            let hidden = folder.appendingPathComponent(".endpoints.json")
            try Data(SpecFixture.spec().utf8).write(to: hidden)
            let run = CommandTests.run(["generate", hidden.path, "--output", folder.appendingPathComponent("out").path])
            #expect(run.status == 1)
            #expect(run.errors.contains("would be hidden files"), "\(run.errors)")
            let folderRun = CommandTests.run(["validate", folder.path])
            #expect(folderRun.status == 1)
            #expect(folderRun.errors.contains("is a folder, not a spec file"), "\(folderRun.errors)")
            #expect(!folderRun.errors.contains("NSCocoaErrorDomain"))
        }
    }

    @Test func importRefusesToWriteOverItsDocument() throws {
        try CommandTests.withTemporaryFolder { folder in
            let document = folder.appendingPathComponent("petstore.yaml")
            let text = "openapi: 3.0.3\ninfo: { title: Pets, version: '1' }\npaths: {}\n"
            try Data(text.utf8).write(to: document)
            let link = folder.appendingPathComponent("link.yaml")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: document)
            let hardLink = folder.appendingPathComponent("hard.yaml")
            try FileManager.default.linkItem(at: document, to: hardLink)
            let sub = folder.appendingPathComponent("sub")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
            for output in [document.path, link.path, hardLink.path, sub.path + "/../petstore.yaml"] {
                let run = CommandTests.run(["import", document.path, "--output", output])
                #expect(run.status == 1, "\(output)")
                #expect(run.errors.hasPrefix("\(output): error: --output names the OpenAPI document being imported (\(document.path)), "
                                             + "which the native spec would replace; write it to a file of its own, such as petstore.endpoints.json"),
                        "\(run.errors)")
                #expect(try String(contentsOf: document, encoding: .utf8) == text, "the document is byte-identical")
            }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == document.path, "the link is left as it was")
            let native = folder.appendingPathComponent("petstore.endpoints.json")
            #expect(CommandTests.run(["import", link.path, "--output", native.path]).status == 0, "another file is written")
            #expect(FileManager.default.fileExists(atPath: native.path))
        }
    }

    @Test func warningsAreCountedByKindAndAKindCanBeHidden() throws {
        try CommandTests.withTemporaryFolder { folder in
            let spec = folder.appendingPathComponent("w.endpoints.json")
            // Two group spellings warn.
            try Data(SpecFixture.spec(endpoints: #"""
                { "a": { "method": "GET", "path": "/a", "group": "friends" }, "b": { "method": "GET", "path": "/b", "group": "Friends" },
                  "c": { "method": "GET", "path": "/c", "group": "friends_" } }
                """#).utf8).write(to: spec)
            let run = CommandTests.run(["validate", spec.path])
            #expect(run.status == 0)
            #expect(run.errors.hasSuffix("endpoint-gen: 2 warnings: 2 [group-same-group]; hide a kind with --quiet-warnings KIND\n"), "\(run.errors)")
            // Each warning names its kind, as a compiler's warning names its flag.
            let lines = run.errors.split(separator: "\n").filter { $0.contains(": warning: ") }
            #expect(lines.count == 2 && lines.allSatisfy { $0.hasSuffix(") [group-same-group]") }, "\(run.errors)")
            let quiet = CommandTests.run(["validate", spec.path, "--quiet-warnings", "group-same-group"])
            #expect(!quiet.errors.contains("warning:"), "\(quiet.errors)")
            #expect(quiet.errors == "endpoint-gen: 0 warnings; 2 hidden by --quiet-warnings\n")
            // A kind that hides nothing is most likely misspelt.
            let misspelt = CommandTests.run(["validate", spec.path, "--quiet-warnings", "group-same-groups"])
            #expect(misspelt.errors.contains("endpoint-gen: --quiet-warnings group-same-groups hid no warning"), "\(misspelt.errors)")
        }
    }

    @Test func aDiagnosticsKindIgnoresTheNamesItQuotes() {
        let first = Diagnostic(.warning, "schema 'A' refers to itself without an object in between; typed as json", file: "f", location: nil, path: nil)
        let second = Diagnostic(.warning, "schema 'Other' refers to itself without an object in between; typed as json", file: "f", location: nil, path: nil)
        #expect(first.kind == "schema-refers-itself-without")
        #expect(second.kind == first.kind)
    }

    @Test(arguments: [
        // By bytes, and by characters when the message (here only a name it quotes) is not ASCII.
        ("Schema 'Cafe' HAS 12 problems: see \"Uber\", `x` then 3rd word5 more", "schema-problem-see-then"),
        ("Schema 'Café' HAS 12 problems: see \"Über\", `x` then 3rd word5 more", "schema-problem-see-then"),
        ("the 2 of 3", "other"), ("naïve Schema 'x' fails", "naïve-schema-fails"), ("a\r\nB\tc", "b-c"),
    ])
    func aDiagnosticsKindIsItsFirstFourSignificantWords(message: String, kind: String) {
        #expect(Diagnostic(.warning, message, file: "f", location: nil, path: nil).kind == kind)
    }
}
