@testable import EndpointGenerator
import Foundation
import Testing

/// A value of another kind than OpenAPI defines for a field: an error where it is written, no longer read as missing
/// (found by fuzzing: `paths: 5` made a client without methods, exit 0, without a word).
@Suite struct OpenAPIValueKindTests {
    typealias F = OpenAPIFixture

    static let operation = ##"""
        { "operationId": "getPet", "tags": ["pets"],
          "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } }],
          "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "string" } } } } } }
        """##

    /// The diagnostics of the document with `edit` applied to ``operation`` at `/pets/{id}`, each `line:column: text`.
    static func diagnostics(_ edit: (String, String)) -> [String] {
        let text = F.operation(DiffTests.edited(Self.operation, [edit]), path: "/pets/{id}")
        let result = OpenAPIImport.convert(Data(text.utf8), file: "api.json")
        return result.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.severity): \($0.message) (at \($0.path?.description ?? ""))" }
    }

    @Test(arguments: [
        (#""operationId": "getPet""#, #""operationId": 5"#, "'operationId' must be a string, found number (at $.paths['/pets/{id}'].get.operationId)"),
        (#""required": true"#, #""required": "zz""#, "'required' must be a boolean, found string (at $.paths['/pets/{id}'].get.parameters[0].required)"),
        (#""tags": ["pets"]"#, #""tags": "pets""#, "'tags' must be an array, found string (at $.paths['/pets/{id}'].get.tags)"),
        (#""200": { "description": "ok","#, #""200": "zz", "201": { "description": "ok","#, "'200' must be an object (a response), found string (at $.paths['/pets/{id}'].get.responses['200'])"),
        (#""content": { "application/json": { "schema": { "type": "string" } } }"#, #""content": 5"#, "'content' must be an object, found number (at $.paths['/pets/{id}'].get.responses['200'].content)"),
        (#""application/json": { "schema": { "type": "string" } }"#, #""application/json": 5"#, "'application/json' must be an object (a media type), found number (at $.paths['/pets/{id}'].get.responses['200'].content['application/json'])"),
        (#""parameters": [{"#, #""parameters": 5, "x-p": [{"#, "'parameters' must be an array, found number (at $.paths['/pets/{id}'].get.parameters)"),
    ])
    func aFieldOfAnotherKindIsAnErrorWhereItIsWritten(original: String, replacement: String, message: String) {
        let errors = Self.diagnostics((original, replacement)).filter { $0.contains(" error: ") }
        #expect(errors.count == 1 && errors[0].hasSuffix("error: " + message), "\(errors)")
    }

    @Test func theDocumentsOwnObjectsAndAPathItem() {
        let document = F.document(paths: #"{ "/pets": 5 }"#).replacingOccurrences(of: #""info": { "title": "Test", "version": "1" }"#, with: #""info": 5"#)
        let messages = OpenAPIImport.convert(Data(document.utf8), file: "api.json").diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(messages == ["'info' must be an object (an info object), found number", "'/pets' must be an object (a path item), found number"], "\(messages)")
        let noPaths = F.document(paths: "5")
        #expect(OpenAPIImport.convert(Data(noPaths.utf8), file: "api.json").diagnostics.map(\.message).contains("'paths' must be an object, found number"))
    }

    /// robyn writes every absent value as `null`; a `$ref` stands for what it names, checked there; a YAML 1.1 word has
    /// its own warning; `x-` extensions hold anything.
    @Test func nullsReferencesYAMLWordsAndExtensionsAreNotMistyped() {
        #expect(Self.diagnostics((#""operationId": "getPet""#, #""operationId": "getPet", "description": null, "externalDocs": null"#)).isEmpty)
        let referenced = Self.diagnostics((#"{ "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } }"#,
                                          ##"{ "$ref": "#/components/parameters/Id", "required": "x" }"##))
        #expect(!referenced.contains { $0.contains("'required' must be") }, "\(referenced)")
        #expect(Self.diagnostics((#""operationId": "getPet""#, #""operationId": "getPet", "x-tags": 5"#)).isEmpty)
        let yaml = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /pets:
                get:
                  operationId: list
                  parameters: [{ name: q, in: query, required: yes, schema: { type: string } }]
                  responses: { "204": { description: ok } }
            """
        let messages = OpenAPIImport.convert(Data(yaml.utf8), file: "api.yaml").diagnostics.map(\.message)
        #expect(messages == ["'required' is the string 'yes', not a boolean: YAML 1.2 reads yes, no, on and off as strings"], "\(messages)")
    }

    /// A callback may be a `$ref` (OAS 3.0 and 3.1: `Map[string, Callback Object | Reference Object]`), as
    /// FastAPI writes them; YAML reads `title: 2048` as a number, which documentation takes as its text; `responses:
    /// null` is an absent `responses`; a key of `paths` that is no path says so.
    @Test func callbackReferencesProseNumbersNullResponsesAndKeysThatAreNoPaths() {
        let callback = ##"{ "onEvent": { "$ref": "#/components/callbacks/Event" } }"##
        let callbacks = Self.diagnostics((#""operationId": "getPet""#, #""operationId": "getPet", "callbacks": \#(callback)"#))
        #expect(!callbacks.contains { $0.contains(" error: ") }, "\(callbacks)")
        let yaml = """
            openapi: 3.0.3
            info: { title: 2048, version: 1.0, description: 42 }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /pets:
                get:
                  operationId: list
                  summary: 2048
                  tags: [pets]
                  responses: { "204": { description: 200 } }
              /a: { get: { operationId: a, responses: null } }
            components:
              callbacks:
                Event: { "{$request.body#/url}": { post: { responses: { "204": { description: ok } } } } }
            """
        let messages = OpenAPIImport.convert(Data(yaml.utf8), file: "api.yaml").diagnostics.map { "\($0.severity): \($0.message)" }
        #expect(messages == ["warning: an operation without 'responses' gets no response type"], "\(messages)")
        let notAPath = F.document(paths: #"{ "parameters": [], "/pets": { "get": { "operationId": "list", "responses": { "204": { "description": "ok" } } } } }"#)
        #expect(OpenAPIImport.convert(Data(notAPath.utf8), file: "api.json").diagnostics.map(\.message) == ["'parameters' is no path: the keys of 'paths' begin with '/'"])
    }

    /// A schema keyword of another kind is ignored with a warning, as the schema reader's other problems are: a
    /// `required` that is no array made every property optional without a word.
    @Test func aSchemaKeywordOfAnotherKindIsIgnoredWithAWarning() {
        let components = ##"""
            { "schemas": {
                "Pet": { "type": "object", "required": "id", "properties": { "id": { "type": "string", "format": 5 } } },
                "Tag": { "allOf": [{ "type": "object", "required": ["name", 7], "properties": { "name": { "type": "string", "nullable": "no" } } }, { "description": "A tag." }] } } }
            """##
        let operation = ##"{ "operationId": "list", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Pet" } } } } } } }"##
        let result = OpenAPIImport.convert(Data(F.operation(operation, components: components).utf8), file: "api.json")
        let warnings = result.diagnostics.filter { $0.message.contains("must be") }.map { "\($0.message) (at \($0.path?.description ?? ""))" }
        #expect(warnings.sorted() == [
            "a schema keyword of another kind is ignored: 'format' must be a string, found number (at $.components.schemas.Pet.properties.id.format)",
            "a schema keyword of another kind is ignored: 'nullable' must be a boolean, found string (at $.components.schemas.Tag.allOf[0].properties.name.nullable)",
            "a schema keyword of another kind is ignored: 'required' must be an array of strings, found array holding other values (at $.components.schemas.Tag.allOf[0].required)",
            "a schema keyword of another kind is ignored: 'required' must be an array of strings, found string (at $.components.schemas.Pet.required)",
        ], "\(warnings)")
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning }, "\(result.diagnostics.map(\.description))")
        // One kind, hidden by one `--quiet-warnings`.
        #expect(Set(result.diagnostics.filter { $0.message.contains("must be") }.map(\.kind)).count == 1)
        // `null` is absent here too.
        let nulls = F.operation(operation, components: #"{ "schemas": { "Pet": { "type": "object", "description": null, "required": null, "properties": { "id": { "type": "string", "format": null } } } } }"#)
        #expect(OpenAPIImport.convert(Data(nulls.utf8), file: "api.json").diagnostics.isEmpty)
    }

    /// OPNsense writes `requestBody: null` on 576 operations: no request body, said once for the document, where it was
    /// "a request body without 'content' is left out" 576 times.
    @Test func aNullRequestBodyIsNoneSaidOnce() throws {
        let post = ##"{ "requestBody": null, "responses": { "204": { "description": "none" } } }"##
        let text = F.document(paths: ##"{ "/a": { "post": \##(post) }, "/b": { "post": \##(post), "put": \##(post) } }"##)
        let result = F.convert(text)
        #expect(F.warnings(result) == ["'requestBody' is null, read as no request body: the client method sends none (and in 2 more places)"])
        #expect(result.diagnostics.first?.path?.description == "$.paths['/a'].post.requestBody")
        #expect(F.lookup(try F.native(text), "endpoints", "postA", "body") == nil)
    }

    /// An operation's `security: null` is no `security`, so the document's applies, as other fields' `null` is absent:
    /// read as `[]`, it sent the call without credentials. So is `callbacks: null`, which was reported as callbacks
    /// left out.
    @Test func otherNullOperationFieldsAreAbsent() throws {
        let fields = ##""security": null, "callbacks": null, "parameters": null, "tags": null, "servers": null"##
        let text = F.document(paths: ##"""
            { "/a": { "get": { "operationId": "a", \##(fields), "responses": { "204": { "description": "none" } } } },
              "/b": { "get": { "operationId": "b", "security": [], "responses": { "204": { "description": "none" } } } } }
            """##, components: ##"{ "securitySchemes": { "key": { "type": "apiKey", "name": "X-Key", "in": "header" } } }"##,
            extra: ##" "security": [{ "key": [] }],"##)
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let native = try F.native(text)
        #expect(F.lookup(native, "endpoints", "a", "auth") == nil)
        #expect(F.lookup(native, "endpoints", "b", "auth") as? Bool == false)
    }
}
