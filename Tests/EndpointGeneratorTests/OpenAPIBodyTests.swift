@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAPI request bodies and responses → native `body` and `response`.
@Suite struct OpenAPIBodyTests {
    typealias F = OpenAPIFixture

    static let pet = ##"{ "schemas": { "Pet": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" } } } } }"##

    @Test func everyMediaTypeIsABodyAndJSONComesFirst() throws {
        let text = F.operation(##"""
        { "operationId": "add", "requestBody": { "required": true, "content": {
            "application/octet-stream": {}, "multipart/form-data": { "schema": { "$ref": "#/components/schemas/Pet" } },
            "application/x-www-form-urlencoded": { "schema": { "$ref": "#/components/schemas/Pet" } },
            "application/xml": { "schema": { "$ref": "#/components/schemas/Pet" } },
            "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } }, "responses": { "204": { "description": "saved" } } }
        """##, method: "post", components: Self.pet)
        let bodies = try #require(F.lookup(try F.native(text), "endpoints", "add", "body") as? [Any])
        #expect(bodies.count == 5)
        #expect(bodies.first as? String == "Pet")
        #expect((bodies[1] as? [String: Any])?["form"] as? [String: String] == ["name": "string"])
        #expect((bodies[2] as? [String: Any])?["multipart"] as? [String: String] == ["name": "string"])
        #expect((bodies[3] as? [String: String]) == ["data": "application/octet-stream"])
        #expect((bodies[4] as? [String: String]) == ["text": "application/xml"])
        #expect(F.warnings(F.convert(text)).isEmpty)
        F.expectRoundTrip(text)

        let swift = F.swift(text)
        for method in ["func add(_ body: Pet)", "func addForm(name: String)", "func addMultipart(name: String)", "func addBinaryBody(_ body: Data)",
                       "func addXMLBody(_ body: String)"] {
            #expect(swift.contains(method), "\(method)")
        }
    }

    /// An operation whose body is the component schema `schema` in JSON, as a form and as multipart, in that order, as
    /// drf-spectacular offers every Django body.
    static func inThreeMediaTypes(_ id: String, method: String, schema: String, components: String) -> String {
        F.operation(##"""
        { "operationId": "\##(id)", "requestBody": { "required": true, "content": {
            "application/json": { "schema": { "$ref": "#/components/schemas/\##(schema)" } },
            "application/x-www-form-urlencoded": { "schema": { "$ref": "#/components/schemas/\##(schema)" } },
            "multipart/form-data": { "schema": { "$ref": "#/components/schemas/\##(schema)" } } } }, "responses": { "204": { "description": "saved" } } }
        """##, method: method, components: components)
    }

    /// JSON and a form carry a file's bytes only as base64 text, which a server that takes uploads refuses: Pulp's
    /// artifacts, offered as multipart and then as a form, were uploaded by a plain method that sent `file=aGVsbG8%3D`.
    @Test func aMultipartBodyWithAFileComesFirst() throws {
        let upload = ##"{ "schemas": { "Upload": { "type": "object", "required": ["file"], "properties": {"##
            + ##" "file": { "type": "string", "format": "binary" }, "note": { "type": "string" } } } } }"##
        let text = Self.inThreeMediaTypes("upload", method: "post", schema: "Upload", components: upload)
        let bodies = try #require(F.lookup(try F.native(text), "endpoints", "upload", "body") as? [Any])
        #expect((bodies.first as? [String: Any])?["multipart"] as? [String: String] == ["file": "file", "note": "string?"])
        #expect(bodies.dropFirst().first as? String == "Upload")
        #expect(((bodies.last as? [String: Any])?["form"] as? [String: String])?["file"] == "bytes")
        #expect(F.warnings(F.convert(text)) == ["a binary string inside JSON is typed as bytes (base64)"])
        let swift = F.swift(text)
        for method in ["func upload(file: MultipartFile, note: String?)", "func uploadJSON(_ body: Upload)", "func uploadForm(file: Data, note: String?)"] {
            #expect(swift.contains(method), "\(method)")
        }

        // Without JSON, the form is what the warning names.
        let formOnly = text.replacingOccurrences(of: ##""application/json": { "schema": { "$ref": "#/components/schemas/Upload" } },"##, with: "")
        #expect(F.warnings(F.convert(formOnly)) == ["form field 'file' is bytes, which a form sends as base64 text"])

        // Base64 text (`format: byte`) is as much at home in JSON: the document's preference stands.
        let encoded = text.replacingOccurrences(of: #""format": "binary""#, with: #""format": "byte""#)
        let first = try #require((F.lookup(try F.native(encoded), "endpoints", "upload", "body") as? [Any])?.first)
        #expect(first as? String == "Upload")
        // So is a JSON body that names the file another way (OpenAI's image edits take an upload or an image's URL).
        let byReference = text.replacingOccurrences(of: ##""application/json": { "schema": { "$ref": "#/components/schemas/Upload" } }"##,
                                                     with: ##""application/json": { "schema": { "type": "object", "properties": { "url": { "type": "string" } } } }"##)
        let referenceFirst = try #require((F.lookup(try F.native(byReference), "endpoints", "upload", "body") as? [Any])?.first)
        #expect(referenceFirst as? String == "UploadRequest")
    }

    @Test func formAndMultipartBodiesLeaveReadOnlyFieldsOut() throws {
        // drf-spectacular offers every Django body as JSON, form and multipart; the form methods required the server's `id`.
        let role = ##"""
            { "schemas": { "Stamp": { "type": "string", "format": "date-time", "readOnly": true },
                           "Role": { "type": "object", "required": ["id", "created", "name"], "properties": {
                             "id": { "type": "string", "format": "uuid", "readOnly": true }, "created": { "$ref": "#/components/schemas/Stamp" },
                             "name": { "type": "string" } } } } }
            """##
        let text = Self.inThreeMediaTypes("update", method: "put", schema: "Role", components: role)
        let bodies = try #require(F.lookup(try F.native(text), "endpoints", "update", "body") as? [Any])
        #expect(bodies.first as? String == "Role")
        #expect((bodies[1] as? [String: Any])?["form"] as? [String: String] == ["name": "string"])
        #expect((bodies[2] as? [String: Any])?["multipart"] as? [String: String] == ["name": "string"])
        #expect(F.warnings(F.convert(text)).isEmpty)
    }

    @Test func aComponentThatOnlyDescribesFormBodiesIsNoModel() throws {
        // FastAPI's `Body_upload_upload_post`: an unused struct of `Data`, and a false "binary string inside JSON" warning.
        let components = ##"""
            { "schemas": { "Upload": { "type": "object", "required": ["file"], "properties": { "file": { "type": "string", "format": "binary" } } },
                           "Note": { "type": "object", "properties": { "text": { "type": "string" } } } },
              "requestBodies": { "NoteForm": { "content": { "application/x-www-form-urlencoded": { "schema": { "$ref": "#/components/schemas/Note" } } } } } }
            """##
        let paths = ##"""
            { "/upload": { "post": { "operationId": "upload", "requestBody": { "content": { "multipart/form-data": { "schema": { "$ref": "#/components/schemas/Upload" } } } },
                                     "responses": { "204": { "description": "ok" } } } },
              "/notes": { "post": { "operationId": "addNote", "requestBody": { "$ref": "#/components/requestBodies/NoteForm" },
                                    "responses": { "204": { "description": "ok" } } } } }
            """##
        let text = F.document(paths: paths, components: components)
        #expect((F.lookup(try F.native(text), "models") as? [String: Any])?.isEmpty == true)
        #expect(F.lookup(try F.native(text), "endpoints", "upload", "body", "multipart", "file") as? String == "file")
        #expect(F.lookup(try F.native(text), "endpoints", "addNote", "body", "form", "text") as? String == "string?")
        #expect(F.warnings(F.convert(text)).isEmpty)
        // Returned as JSON as well, the schema is a model again, named before anything else can take its name (a shared
        // parameter's enum named `Note` used first).
        let returned = F.document(paths: String(paths.dropLast(2)) + ##"""
            , "/notes/last": { "get": { "operationId": "lastNote", "parameters": [{ "$ref": "#/components/parameters/Note" }],
                "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Note" } } } } } } } }
            """##, components: String(components.dropLast()) + ##"""
            , "parameters": { "Note": { "name": "note", "in": "query", "schema": { "type": "string", "enum": ["short", "long"] } } } }
            """##)
        let models = try #require(F.lookup(try F.native(returned), "models") as? [String: Any])
        #expect(Set(models.keys) == ["Note", "NoteParameter"])
        #expect(F.lookup(try F.native(returned), "endpoints", "lastNote", "response") as? String == "Note")
    }

    @Test func jsonMediaTypesOfOneSchemaAreOneBodyAndARangeIsNeverSent() throws {
        // Swashbuckle's default: four JSON media types of one schema were four methods, one sending `application/*+json`.
        let text = F.operation(##"""
        { "operationId": "add", "requestBody": { "content": {
            "application/json-patch+json": { "schema": { "$ref": "#/components/schemas/Pet" } }, "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } },
            "text/json": { "schema": { "$ref": "#/components/schemas/Pet" } }, "application/*+json": { "schema": { "$ref": "#/components/schemas/Pet" } } } },
          "responses": { "204": { "description": "saved" } } }
        """##, method: "post", components: Self.pet)
        // JSON Patch of the DTO's schema too: a JSON Patch document is an array of operations (StockTrim's
        // `postBomsJSONPatch` sent the DTO labelled as one).
        #expect(F.lookup(try F.native(text), "endpoints", "add", "body") as? String == "Pet?")
        #expect(F.warnings(F.convert(text)) == ["application/json-patch+json", "text/json", "application/*+json"].map {
            "JSON media type '\($0)' repeats the schema of 'application/json', which is sent; left out"
        })
        let range = F.operation(##"""
        { "operationId": "add", "requestBody": { "required": true, "content": { "application/*+json": { "schema": { "$ref": "#/components/schemas/Pet" } } } },
          "responses": { "204": { "description": "saved" } } }
        """##, method: "post", components: Self.pet)
        #expect(F.lookup(try F.native(range), "endpoints", "add", "body") as? String == "Pet")
    }

    @Test func aJSONPatchBodyOfASchemaOfItsOwnIsAMethodOfItsOwn() throws {
        // Swashbuckle's `JsonPatchDocument<Pet>` argument: the operations of RFC 6902, which the server tells apart.
        let text = F.operation(##"""
        { "operationId": "patchPet", "requestBody": { "required": true, "content": {
            "application/json-patch+json": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Operation" } } },
            "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } }, "responses": { "204": { "description": "saved" } } }
        """##, method: "patch", components: ##"""
            { "schemas": { "Pet": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" } } },
              "Operation": { "type": "object", "required": ["op", "path"], "properties": { "op": { "type": "string" }, "path": { "type": "string" } } } } }
            """##)
        let bodies = try #require(F.lookup(try F.native(text), "endpoints", "patchPet", "body") as? [Any])
        #expect(bodies.first as? String == "Pet")
        #expect(bodies.last as? [String: String] == ["json": "[Operation]", "contentType": "application/json-patch+json"])
        #expect(F.swift(text).contains("func patchPetJSONPatch(_ body: [Operation])"))
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
    }

    @Test func aJSONMediaTypeOtherThanApplicationJSONIsSentAsItself() throws {
        let text = F.operation(##"""
        { "operationId": "patch", "requestBody": { "required": true, "content": {
            "application/merge-patch+json": { "schema": { "$ref": "#/components/schemas/Pet" } },
            "application/json; charset=utf-8": { "schema": { "$ref": "#/components/schemas/Pet" } } } }, "responses": { "204": { "description": "saved" } } }
        """##, method: "patch", components: Self.pet)
        let bodies = try #require(F.lookup(try F.native(text), "endpoints", "patch", "body") as? [Any])
        #expect(bodies.first as? String == "Pet")
        #expect(bodies.last as? [String: String] == ["json": "Pet", "contentType": "application/merge-patch+json"])
        let swift = F.swift(text)
        #expect(swift.contains(#"body: .json(body, contentType: "application/merge-patch+json")"#))
        #expect(swift.contains("func patch(_ body: Pet)"))
        #expect(swift.contains("func patchMergePatch(_ body: Pet)"))
        #expect(F.warnings(F.convert(text)).isEmpty)
    }

    @Test func aJSONRepresentationChosenByAParameterIsABodyOfItsOwn() throws {
        // Datadog's log intake reads a list from `application/json` and one log from `application/json;simple`: the
        // second was left out as "sent like" the first. `charset` chooses nothing (`twoMediaTypesSentAlikeKeepTheFirst`).
        let text = F.operation(##"""
        { "operationId": "submitLog", "requestBody": { "required": true, "content": {
            "application/json": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Pet" } } },
            "application/json;simple": { "schema": { "$ref": "#/components/schemas/Pet" } },
            "application/merge-patch+json; profile=v2": { "schema": { "$ref": "#/components/schemas/Pet" } } } },
          "responses": { "204": { "description": "saved" } } }
        """##, method: "post", components: Self.pet)
        let bodies = try #require(F.lookup(try F.native(text), "endpoints", "submitLog", "body") as? [Any])
        #expect(bodies.count == 3, "\(bodies)")
        let swift = F.swift(text)
        #expect(swift.contains(#"body: .json(body, contentType: "application/json;simple")"#), "\(swift)")
        #expect(swift.contains("func submitLogSimple(_ body: Pet)"))
        #expect(swift.contains("func submitLogMergePatchProfileV2(_ body: Pet)"))
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
    }

    @Test func twoMediaTypesSentAlikeKeepTheFirst() throws {
        let text = F.operation(##"""
        { "operationId": "add", "requestBody": { "content": {
            "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } },
            "application/json; charset=utf-8": { "schema": { "$ref": "#/components/schemas/Pet" } },
            "text/plain": { "schema": { "type": "string" } }, "text/plain; charset=utf-8": { "schema": { "type": "string" } } } }, "responses": {} }
        """##, method: "post", components: Self.pet)
        let bodies = try #require(F.lookup(try F.native(text), "endpoints", "add", "body") as? [Any])
        #expect(bodies.first as? String == "Pet?" && bodies.count == 2)
        #expect(F.warnings(F.convert(text)).contains { $0.contains("JSON media type 'application/json; charset=utf-8' repeats the schema of 'application/json'") })
        #expect(F.warnings(F.convert(text)).contains { $0.contains("media type 'text/plain; charset=utf-8' is sent like one listed before it; left out") })
    }

    @Test func anObjectFormFieldWithoutAStyleIsSentAsJSONText() throws {
        let text = F.operation(##"""
        { "operationId": "add", "requestBody": { "required": true, "content": { "application/x-www-form-urlencoded": {
            "schema": { "type": "object", "required": ["pet"], "properties": { "pet": { "$ref": "#/components/schemas/Pet" },
                        "pets": { "type": "array", "items": { "$ref": "#/components/schemas/Pet" } }, "meta": { "$ref": "#/components/schemas/Pet" },
                        "deep": { "$ref": "#/components/schemas/Pet" } } },
            "encoding": { "meta": { "contentType": "application/json; charset=utf-8" }, "deep": { "style": "deepObject", "explode": true } } } } },
          "responses": { "204": { "description": "added" } } }
        """##, method: "post", components: Self.pet)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "add", "body", "form", "pet") as? [String: String] == ["type": "Pet", "contentType": "application/json"])
        #expect(F.lookup(json, "endpoints", "add", "body", "form", "pets") as? [String: String] == ["type": "[Pet]?", "contentType": "application/json"])
        #expect(F.lookup(json, "endpoints", "add", "body", "form", "meta") as? [String: String] == ["type": "Pet?", "contentType": "application/json"])
        #expect(F.lookup(json, "endpoints", "add", "body", "form", "deep") as? [String: String] == ["type": "Pet?", "style": "deepObject"])
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        #expect(F.swift(text).contains(#"fields.append(.json("pet", pet))"#))
    }

    @Test func aFormFieldOfScalarAlternativesIsTheValuesText() async throws {
        // Hetzner's `cancellation_date` is `now` or a date; it went as JSON text, `cancellation_date="now"`, which the
        // server refuses. A union of objects stays JSON text.
        let text = F.operation(##"""
        { "operationId": "cancel", "requestBody": { "required": true, "content": { "application/x-www-form-urlencoded": {
            "schema": { "type": "object", "required": ["cancellation_date"], "properties": {
                "cancellation_date": { "oneOf": [{ "type": "string", "enum": ["now"] }, { "type": "string", "format": "date" }] },
                "server": { "oneOf": [{ "type": "integer" }, { "type": "string" }] },
                "servers": { "type": "array", "items": { "oneOf": [{ "type": "integer" }, { "type": "string" }] } },
                "either": { "oneOf": [{ "$ref": "#/components/schemas/Pet" }, { "type": "string" }] } } } } } },
          "responses": { "204": { "description": "cancelled" } } }
        """##, method: "post", components: Self.pet)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "cancel", "body", "form", "cancellation_date") as? String == "CancelCancellationDate")
        #expect(F.lookup(json, "endpoints", "cancel", "body", "form", "server") as? String == "CancelServer?")
        #expect(F.lookup(json, "endpoints", "cancel", "body", "form", "servers") as? String == "[CancelServersItem]?")
        #expect(F.lookup(json, "endpoints", "cancel", "body", "form", "either", "contentType") as? String == "application/json")
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains(#"QueryStyle.form(explode: true).append("cancellation_date", FormValue(encoding: cancellationDate), to: &fields)"#))
        try await TypeCheck.run(generated.files, moduleName: "ScalarUnionFormFields")
    }

    @Test func formAndMultipartFieldsOfAnyJSONAreSentAsText() throws {
        let text = F.operation(##"""
        { "operationId": "bulk", "requestBody": { "required": true, "content": {
            "application/x-www-form-urlencoded": { "schema": { "type": "object", "required": ["Items"], "properties": {
                "Items": { "type": "array", "items": {} }, "AddOns": { "type": "object" } } } },
            "multipart/form-data": { "schema": { "type": "object", "properties": { "Meta": {} } } } } },
          "responses": { "204": { "description": "done" } } }
        """##, method: "post")
        let bodies = try #require(F.lookup(try F.native(text), "endpoints", "bulk", "body") as? [Any])
        #expect((bodies[0] as? [String: Any])?["form"] as? [String: String] == ["Items": "[json]", "AddOns": "json?"])
        #expect((bodies[1] as? [String: Any])?["multipart"] as? [String: String] == ["Meta": "json?"])
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let swift = F.swift(text)
        #expect(swift.contains(#"QueryItem("Items", "#) && swift.contains(#"QueryItem("AddOns", addOns)"#) && swift.contains(#"addField("Meta", meta)"#))
        #expect(!swift.contains("FormValue(encoding:"))
    }

    @Test func aGETFormBodyIsItsQueryString() throws {
        let text = F.operation(##"""
        { "operationId": "list", "parameters": [{ "name": "limit", "in": "query", "schema": { "type": "integer" } }],
          "requestBody": { "content": { "application/x-www-form-urlencoded": {
            "schema": { "type": "object", "properties": { "limit": { "type": "integer" }, "expand": { "type": "array", "items": { "type": "string" } },
                        "created": { "type": "object", "properties": { "gte": { "type": "integer" } } } } },
            "encoding": { "expand": { "style": "deepObject", "explode": true }, "created": { "style": "deepObject", "explode": true } } } } },
          "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array", "items": { "type": "string" } } } } } } }
        """##)
        let json = try F.native(text)
        let query = try #require(F.lookup(json, "endpoints", "list", "query") as? [String: Any])
        #expect(Set(query.keys) == ["limit", "expand", "created"])
        #expect(query["expand"] as? [String: String] == ["type": "[string]?", "style": "deepObject"])
        #expect(F.lookup(json, "endpoints", "list", "body") == nil)
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        #expect(F.swift(text).contains(#"if let created { QueryStyle.deepObject.append("created", FormValue(encoding: created), to: &query) }"#))
    }

    @Test func anOptionalBodyIsOptional() throws {
        let text = F.operation(##"{ "operationId": "add", "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } }, "responses": {} }"##,
                               method: "put", components: Self.pet)
        #expect(F.lookup(try F.native(text), "endpoints", "add", "body") as? String == "Pet?")
    }

    @Test func aTextOrBinaryBodyWithoutRequiredMayBeLeftOut() async throws {
        // Without `required: true` a body may be left out; a text or binary one was a non-optional argument all the same,
        // so a call that sends none could not be written.
        let text = F.operation(##"""
        { "operationId": "note", "requestBody": { "content": { "text/plain": { "schema": { "type": "string" } },
            "application/octet-stream": { "schema": { "type": "string", "format": "binary" } } } }, "responses": { "204": { "description": "kept" } } }
        """##, method: "post")
        let json = try F.native(text)
        let bodies = try #require(F.lookup(json, "endpoints", "note", "body") as? [[String: Any]])
        #expect(bodies.map { $0["optional"] as? Bool } == [true, true])
        F.expectRoundTrip(text)
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains("func note(_ body: Data? = nil) async throws"))
        #expect(swift.contains("func noteTextBody(_ body: String? = nil) async throws"))
        #expect(swift.contains(##"body: body.map { .data(Data($0.utf8), contentType: "text/plain; charset=utf-8") }"##))
        #expect(swift.contains(##"body: body.map { .data($0, contentType: "application/octet-stream") }"##))
        try await TypeCheck.run(generated.files, moduleName: "OptionalRawBodies")

        let required = text.replacingOccurrences(of: ##""requestBody": {"##, with: ##""requestBody": { "required": true,"##)
        let requiredSwift = F.swift(required)
        #expect(requiredSwift.contains("func noteTextBody(_ body: String) async throws"))
        #expect(requiredSwift.contains(##"body: .data(Data(body.utf8), contentType: "text/plain; charset=utf-8")"##))
    }

    @Test func formBodiesBecomeFormFields() throws {
        let text = F.operation(##"""
        { "operationId": "login", "requestBody": { "content": { "application/x-www-form-urlencoded": { "schema": {
            "type": "object", "required": ["user"], "properties": { "user": { "type": "string" }, "remember": { "type": "boolean" }, "meta": { "type": "object", "properties": { "a": { "type": "string" } } } } } } } },
          "responses": {} }
        """##, method: "post")
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "login", "body", "form", "user") as? String == "string")
        #expect(F.lookup(json, "endpoints", "login", "body", "form", "remember") as? String == "bool?")
        #expect(F.lookup(json, "endpoints", "login", "body", "form", "meta", "contentType") as? String == "application/json")
        #expect(!F.warnings(F.convert(text)).contains { $0.contains("form field") })
        #expect(F.swift(text).contains(##"QueryItem("user", user)"##))
    }

    @Test func aFormBodysOtherKeysAreADictionaryOfFields() async throws {
        // Bugsink's chunk upload declares no field: the method sent an empty form.
        let text = F.operation(##"""
        { "operationId": "label", "requestBody": { "required": true, "content": { "application/x-www-form-urlencoded": { "schema": {
            "type": "object", "maxProperties": 3, "additionalProperties": { "type": "string", "maxLength": 20 } } } } },
          "responses": { "204": { "description": "labelled" } } }
        """##, method: "post")
        let json = try F.native(text)
        let fields = try #require(F.lookup(json, "endpoints", "label", "body", "form", "fields") as? [String: Any])
        #expect(fields["type"] as? String == "[string: string]")
        #expect(fields["style"] as? String == "form" && fields["explode"] as? Bool == true)
        #expect(fields["maxLength"] as? Int == 3 && (fields["each"] as? [String: Int]) == ["maxLength": 20])
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains("func label(fields: [String: String]) async throws"))
        #expect(swift.contains(#"QueryStyle.form(explode: true).append("fields", FormValue(encoding: fields), to: &formFields)"#))
        try await TypeCheck.run(generated.files, moduleName: "FreeFormFields")

        // Beside declared fields the others are optional, and a declared `fields` leaves the name to it.
        let besides = text.replacingOccurrences(of: ##""maxProperties": 3,"##, with: ##""properties": { "fields": { "type": "integer" } },"##)
        let form = try #require(F.lookup(try F.native(besides), "endpoints", "label", "body", "form") as? [String: Any])
        #expect(form["fields"] as? String == "int?")
        #expect((form["otherFields"] as? [String: Any])?["type"] as? String == "[string: string]?")
        // Other keys of objects cannot be written as fields: left out with the warning.
        let objects = text.replacingOccurrences(of: ##""type": "string", "maxLength": 20"##, with: ##""type": "object", "properties": { "a": { "type": "string" } }"##)
        #expect(F.lookup(try F.native(objects), "endpoints", "label", "body", "form", "fields") == nil)
        #expect(F.warnings(F.convert(objects)).contains { $0.contains("a form body sends its declared fields only") })
        let closed = text.replacingOccurrences(of: ##""additionalProperties": { "type": "string", "maxLength": 20 }"##, with: ##""additionalProperties": false"##)
        #expect(F.lookup(try F.native(closed), "endpoints", "label", "body", "form", "fields") == nil)
    }

    /// A form or multipart body is read field by field, never as a model, so its schema's unused keywords went without
    /// a word where a JSON body's were reported: inline, and in a component only bodies name.
    @Test func aFormOrMultipartBodySaysWhichKeywordsItIgnores() {
        let form = ##"{ "type": "object", "minProperties": 1, "properties": { "a": { "type": "string" } } }"##
        let text = F.document(paths: ##"""
            { "/form": { "post": { "operationId": "sendForm", "requestBody": { "content": { "application/x-www-form-urlencoded": {
                "schema": \##(form) } } }, "responses": { "204": { "description": "sent" } } } },
              "/parts": { "post": { "operationId": "sendParts", "requestBody": { "content": { "multipart/form-data": {
                "schema": { "$ref": "#/components/schemas/Parts" } } } }, "responses": { "204": { "description": "sent" } } } } }
            """##, components: ##"""
            { "schemas": { "Parts": { "type": "object", "maxProperties": 2, "properties": { "b": { "type": "string" } } } } }
            """##)
        let result = F.convert(text)
        let ignored = result.diagnostics.filter { $0.message.contains("is not checked by the client; ignored") }.map { $0.path?.description ?? "" }
        #expect(ignored == ["$.paths['/form'].post.requestBody.content['application/x-www-form-urlencoded'].schema.minProperties",
                            "$.components.schemas.Parts.maxProperties"], "\(result.diagnostics.map(\.description))")
    }

    @Test func multipartFieldsBecomeTextAndFileParts() throws {
        let text = F.operation(##"""
        { "operationId": "upload", "requestBody": { "required": true, "content": { "multipart/form-data": { "schema": {
            "type": "object", "required": ["file"], "properties": { "file": { "type": "string", "format": "binary" },
            "preview": { "type": "string", "format": "binary" }, "caption": { "type": "string" }, "meta": { "type": "object" } } } } } },
          "responses": {} }
        """##, method: "post")
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "upload", "body", "multipart", "file") as? String == "file")
        #expect(F.lookup(json, "endpoints", "upload", "body", "multipart", "preview") as? String == "file?")
        #expect(F.lookup(json, "endpoints", "upload", "body", "multipart", "caption") as? String == "string?")
        // Any JSON goes as a text part: scalars as text, arrays and objects as JSON text.
        #expect(F.lookup(json, "endpoints", "upload", "body", "multipart", "meta") as? String == "json?")
        #expect(F.swift(text).contains(##"form.addFile("file", file)"##))
    }

    /// Superset describes its CSV upload as `format: text/csv`: a text field, which its server never read as the file.
    @Test func aMultipartFieldWhoseFormatIsAMediaTypeIsAFileOfThatType() throws {
        let text = F.operation(##"""
        { "operationId": "upload", "requestBody": { "required": true, "content": { "multipart/form-data": { "schema": {
            "type": "object", "required": ["file"], "properties": { "file": { "type": "string", "format": "text/csv" },
                                                                  "note": { "type": "string", "format": "text" } } } } } },
          "responses": { "204": { "description": "saved" } } }
        """##, method: "post")
        let multipart = try #require(F.lookup(try F.native(text), "endpoints", "upload", "body", "multipart") as? [String: Any])
        #expect(multipart["file"] as? [String: String] == ["type": "file", "contentType": "text/csv"])
        #expect(multipart["note"] as? String == "string?")
        #expect(F.warnings(F.convert(text)).contains("multipart field 'file' gives a media type as its format ('text/csv'); it is sent as a file part of that type"))
    }

    /// A media type in `format` is a file's type only where the Encoding Object says none: its `contentType` is
    /// OpenAPI's word for the part's type.
    @Test func anEncodingObjectsContentTypeOutranksAMediaTypeFormat() throws {
        let text = F.operation(##"""
        { "operationId": "upload", "requestBody": { "required": true, "content": { "multipart/form-data": {
            "schema": { "type": "object", "required": ["file"], "properties": { "file": { "type": "string", "format": "text/csv" } } },
            "encoding": { "file": { "contentType": "application/vnd.ms-excel" } } } } },
          "responses": { "204": { "description": "saved" } } }
        """##, method: "post")
        let multipart = try #require(F.lookup(try F.native(text), "endpoints", "upload", "body", "multipart") as? [String: Any])
        #expect(multipart["file"] as? [String: String] == ["type": "file", "contentType": "application/vnd.ms-excel"])
    }

    @Test func anEncodingObjectsContentTypeIsThePartsType() throws {
        // `image/png` and `text/csv` were dropped, so Pyramid got the file as application/octet-stream
        // and the CSV as a plain text part. A list or range leaves the file's type to the caller; OpenAPI 3.1's
        // `contentMediaType` is a file's type where the Encoding Object names none.
        let text = F.operation(##"""
        { "operationId": "upload", "requestBody": { "required": true, "content": { "multipart/form-data": {
            "schema": { "type": "object", "required": ["file"], "properties": {
              "file": { "type": "string", "format": "binary" }, "rows": { "type": "string" }, "photo": { "type": "string", "format": "binary" },
              "voice": { "anyOf": [{ "type": "string", "contentMediaType": "audio/mpeg" }, { "type": "null" }] },
              "raw": { "type": "string", "format": "binary" }, "note": { "type": "string" },
              "meta": { "type": "object", "properties": { "a": { "type": "string" } } } } },
            "encoding": { "file": { "contentType": "image/png" }, "rows": { "contentType": "text/csv" }, "photo": { "contentType": "image/png, image/jpeg" },
                          "raw": { "contentType": "application/octet-stream" }, "note": { "contentType": "text/plain" }, "meta": { "contentType": "application/xml" } } } } },
          "responses": { "204": { "description": "stored" } } }
        """##, method: "post")
        #expect(F.warnings(F.convert(text)) == ["multipart field 'meta' holds an object, which the client sends as application/json, not as its 'contentType'"])
        let multipart = try #require(F.lookup(try F.native(text), "endpoints", "upload", "body", "multipart") as? [String: Any])
        #expect(multipart["file"] as? [String: String] == ["type": "file", "contentType": "image/png"])
        #expect(multipart["rows"] as? [String: String] == ["type": "string?", "contentType": "text/csv"])
        #expect(multipart["voice"] as? [String: String] == ["type": "file?", "contentType": "audio/mpeg"])
        #expect(multipart["photo"] as? String == "file?")
        #expect(multipart["raw"] as? String == "file?")
        #expect(multipart["note"] as? String == "string?")
        let swift = F.swift(text)
        #expect(swift.contains(##"form.addFile("file", file, contentType: "image/png")"##))
        #expect(swift.contains(##"if let rows { form.addField("rows", rows, contentType: "text/csv") }"##))
        #expect(swift.contains(##"if let photo { form.addFile("photo", photo) }"##))
    }

    @Test func aPartsOwnHeaderFieldsAreReportedNotDroppedInSilence() throws {
        // A required `X-Checksum` of a file part vanished without a word.
        let text = F.operation(##"""
        { "operationId": "upload", "requestBody": { "content": { "multipart/form-data": {
            "schema": { "type": "object", "properties": { "file": { "type": "string", "format": "binary" }, "note": { "type": "string" } } },
            "encoding": { "file": { "headers": { "X-Checksum": { "required": true, "schema": { "type": "string" } }, "X-Part": { "schema": { "type": "string" } } } },
                          "note": { "contentType": "text/plain" } } } } },
          "responses": { "204": { "description": "stored" } } }
        """##, method: "post")
        #expect(F.warnings(F.convert(text)) == ["multipart part 'file' declares header fields ('X-Checksum', 'X-Part'), which the client does not send; left out"])
        #expect(F.lookup(try F.native(text), "endpoints", "upload", "body", "multipart", "file") as? String == "file?")
    }

    @Test func multipartFieldsThatAreNotPrimitivesArePartsOfTheirOwn() async throws {
        // OpenAI's transcriptions: `model` is a union of any string and the known names, `chunking_strategy` "auto" or
        // an object, `expires_after` an object. They were left out (and `model` is required); they are parts whose value
        // the client encodes, as OpenAPI sends them. A union of a file and a value is the file (OpenAI's video
        // edits take an upload or a reference to one, and the required field, left out, made every call fail).
        let text = F.operation(##"""
        { "operationId": "transcribe", "requestBody": { "required": true, "content": { "multipart/form-data": { "schema": {
            "type": "object", "required": ["file", "model"], "properties": { "file": { "type": "string", "format": "binary" },
            "model": { "anyOf": [{ "type": "string" }, { "type": "string", "enum": ["whisper-1"] }] },
            "chunking_strategy": { "anyOf": [{ "type": "string", "enum": ["auto"] }, { "$ref": "#/components/schemas/Vad" }] },
            "expires_after": { "$ref": "#/components/schemas/Vad" },
            "reference": { "anyOf": [{ "type": "string", "format": "binary" }, { "$ref": "#/components/schemas/Vad" }] } } } } } },
          "responses": {} }
        """##, method: "post", components: ##"{ "schemas": { "Vad": { "type": "object", "required": ["type"], "properties": { "type": { "type": "string" } } } } }"##)
        let result = F.convert(text)
        #expect(F.warnings(result).filter { $0.hasPrefix("multipart field") } == [
            "multipart field 'reference' offers a file or other values; the client sends only a file for it",
        ])
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "transcribe", "body", "multipart", "reference") as? String == "file?")
        // Any string or a known name: an open enum, sent as text.
        #expect(F.lookup(json, "endpoints", "transcribe", "body", "multipart", "model") as? String == "TranscribeModel")
        #expect(F.lookup(json, "models", "TranscribeModel", "enum") as? [String] == ["whisper-1"])
        #expect(F.lookup(json, "endpoints", "transcribe", "body", "multipart", "expires_after") as? String == "Vad?")
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains(##"form.addField("model", model)"##))
        #expect(swift.contains(##"if let chunkingStrategy { form.addValue("chunking_strategy", chunkingStrategy) }"##))
        #expect(swift.contains(##"if let expiresAfter { form.addValue("expires_after", expiresAfter) }"##))
        try await TypeCheck.run(generated.files, moduleName: "MultipartValues")
    }

    @Test func severalFilesOfOneFieldAreOnePartEach() async throws {
        // OpenAI's image edits take one image or several (`anyOf` of a binary string and an array of them); the field was
        // left out, so no edit could be sent. An array of files, or that choice, is `[file]`: one part per file.
        let text = F.operation(##"""
        { "operationId": "edit", "requestBody": { "required": true, "content": { "multipart/form-data": { "schema": {
            "type": "object", "required": ["image"], "properties": {
            "image": { "anyOf": [{ "type": "string", "format": "binary" }, { "type": "array", "items": { "type": "string", "format": "binary" } }] },
            "masks": { "type": "array", "items": { "type": "string", "format": "binary" } } } } } } },
          "responses": {} }
        """##, method: "post")
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "edit", "body", "multipart", "image") as? String == "[file]")
        #expect(F.lookup(json, "endpoints", "edit", "body", "multipart", "masks") as? String == "[file]?")
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains("case edit(image: [MultipartFile], masks: [MultipartFile]? = nil)"))
        #expect(swift.contains(##"for file in image { form.addFile("image", file) }"##))
        #expect(swift.contains(##"if let masks { for file in masks { form.addFile("masks", file) } }"##))
        try await TypeCheck.run(generated.files, moduleName: "FileLists")
    }

    @Test func openAPI31BinaryPartsAreFiles() throws {
        // OpenAPI 3.1 drops `format: binary`: raw binary is a `contentMediaType`, with or without `type: string`.
        let text = F.operation(##"""
        { "operationId": "upload", "requestBody": { "required": true, "content": { "multipart/form-data": { "schema": {
            "type": "object", "required": ["audio"], "properties": { "audio": { "contentMediaType": "audio/mpeg" },
            "cover": { "type": "string", "contentMediaType": "image/png" },
            "note": { "type": "string", "contentMediaType": "text/plain", "contentEncoding": "base64" } } } } } },
          "responses": {} }
        """##, method: "post")
        let json = try F.native(text)
        // Each is sent as its `contentMediaType` unless the caller's file names a type.
        #expect(F.lookup(json, "endpoints", "upload", "body", "multipart", "audio") as? [String: String] == ["type": "file", "contentType": "audio/mpeg"])
        #expect(F.lookup(json, "endpoints", "upload", "body", "multipart", "cover") as? [String: String] == ["type": "file?", "contentType": "image/png"])
        // Base64 text of a document: bytes, sent as their base64 text.
        #expect(F.lookup(json, "endpoints", "upload", "body", "multipart", "note") as? String == "bytes?")
        #expect(!F.warnings(F.convert(text)).contains { $0.contains("multipart field") })
    }

    /// FastAPI's `list[constr(max_length=3)]` and `list[Tagged]` bodies were sent unchecked and answered 422.
    @Test func theConstraintsOfAListBodyAreChecked() async throws {
        let text = F.document(paths: ##"""
        { "/items": { "post": { "operationId": "items", "requestBody": { "required": true, "content": { "application/json": { "schema": {
              "type": "array", "maxItems": 2, "items": { "type": "string", "maxLength": 3 } } } } },
              "responses": { "204": { "description": "ok" } } } },
          "/tagged": { "post": { "operationId": "tagged", "requestBody": { "required": true, "content": { "application/json": { "schema": {
              "type": "array", "items": { "$ref": "#/components/schemas/Tagged" } } } } },
              "responses": { "204": { "description": "ok" } } } } }
        """##, components: ##"{ "schemas": { "Tagged": { "type": "object", "properties": { "name": { "type": "string", "maxLength": 3 } } } } }"##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "items", "body", "maxLength") as? Int == 2)
        #expect(F.lookup(json, "endpoints", "items", "body", "each", "maxLength") as? Int == 3)
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let endpoint = SpecFixture.file("Endpoint", of: result)
        #expect(endpoint.contains(#"try Validate.length(element0, of: "body[\(index0)]", max: 3)"#), "\(endpoint)")
        #expect(endpoint.contains(#"try Validate.nested(element0, in: "body[\(index0)]")"#))
        try await TypeCheck.run(result.files, moduleName: "ListBodyConstraints")
    }

    /// FastAPI's `Body(min_length=1, max_length=2)` on a `dict[str, int]` was warned about and not checked.
    @Test func theEntryCountOfADictionaryIsChecked() throws {
        let text = F.operation(##"""
        { "operationId": "counts", "requestBody": { "required": true, "content": { "application/json": { "schema": {
            "type": "object", "additionalProperties": { "type": "integer" }, "minProperties": 1, "maxProperties": 2 } } } },
          "responses": { "204": { "description": "ok" } } }
        """##, method: "post")
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "counts", "body", "minLength") as? Int == 1)
        #expect(F.lookup(json, "endpoints", "counts", "body", "maxLength") as? Int == 2)
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let swift = F.swift(text)
        #expect(swift.contains(#"try Validate.length(body, of: "body", min: 1, max: 2)"#), "\(swift)")
    }

    @Test func base64TextIsBytesWhateverMediaTypeItNames() throws {
        // `contentEncoding: base64` beside `contentMediaType: image/png` (3.1's own example of it) was a
        // String the app decoded by hand, where the same property without the media type was Data.
        let text = F.operation(##"""
        { "operationId": "avatar", "requestBody": { "required": true, "content": { "application/json": { "schema": {
            "type": "object", "required": ["image"], "properties": {
            "image": { "type": "string", "contentEncoding": "base64", "contentMediaType": "image/png" },
            "thumbnail": { "type": ["string", "null"], "contentEncoding": "base64" } } } } } },
          "responses": { "204": { "description": "stored" } } }
        """##, method: "post")
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "AvatarRequest", "properties", "image") as? String == "bytes")
        #expect(F.lookup(json, "models", "AvatarRequest", "properties", "thumbnail", "type") as? String == "bytes?")
    }

    @Test func aFilePartThatAllowsNullIsAFileAsTheOthersAre() async throws {
        // FastAPI writes `file: UploadFile | None` as `anyOf: [binary, null]` (3.1: a `contentMediaType`), or `type:
        // [string, 'null']`; marimo puts `format: binary` beside `anyOf: [string, null]`. Each was a String or Data
        // text part (Data as base64), where the same field without null is a file part.
        let text = F.operation(##"""
        { "operationId": "upload", "requestBody": { "required": true, "content": { "multipart/form-data": { "schema": {
            "type": "object", "required": ["needed"], "properties": {
            "file": { "anyOf": [{ "type": "string" }, { "type": "null" }], "format": "binary", "default": null },
            "attachment": { "anyOf": [{ "type": "string", "contentMediaType": "application/octet-stream" }, { "type": "null" }] },
            "thumbnail": { "oneOf": [{ "type": "string", "format": "binary" }, { "type": "null" }] },
            "cover": { "type": ["string", "null"], "format": "binary" },
            "needed": { "anyOf": [{ "type": "string", "format": "binary" }, { "type": "null" }] },
            "note": { "anyOf": [{ "type": "string" }, { "type": "null" }] } } } } } },
          "responses": { "204": { "description": "stored" } } }
        """##, method: "post")
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let json = try F.native(text)
        for field in ["file", "attachment", "thumbnail", "cover"] {
            #expect(F.lookup(json, "endpoints", "upload", "body", "multipart", field) as? String == "file?", "\(field)")
        }
        #expect(F.lookup(json, "endpoints", "upload", "body", "multipart", "needed") as? String == "file")
        #expect(F.lookup(json, "endpoints", "upload", "body", "multipart", "note") as? String == "string?")
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains("case upload(file: MultipartFile? = nil, attachment: MultipartFile? = nil, thumbnail: MultipartFile? = nil, cover: MultipartFile? = nil, needed: MultipartFile, note: String? = nil)"), "\(swift)")
        for field in ["file", "attachment", "thumbnail", "cover"] {
            #expect(swift.contains(##"if let \##(field) { form.addFile("\##(field)", \##(field)) }"##), "\(field)")
        }
        #expect(swift.contains(##"form.addFile("needed", needed)"##))
        try await TypeCheck.run(generated.files, moduleName: "NullableFileParts")
    }

    @Test func otherMediaTypesAreRawData() throws {
        for media in ["application/octet-stream", "image/png"] {
            let text = F.operation(##"{ "operationId": "upload", "requestBody": { "required": true, "content": { "\##(media)": { "schema": { "type": "string", "format": "binary" } } } }, "responses": {} }"##,
                                   method: "post")
            #expect(F.lookup(try F.native(text), "endpoints", "upload", "body", "data") as? String == media)
            #expect(F.swift(text).contains("func upload(_ body: Data) async throws"))
        }
        // A range names no type to send; left out, a required body was never sent (Hugging Face's image and audio inputs).
        let wildcard = F.operation(##"{ "operationId": "upload", "requestBody": { "required": true, "content": { "image/*": {} } }, "responses": {} }"##, method: "post")
        #expect(F.warnings(F.convert(wildcard)).contains {
            $0 == "a request body of media type 'image/*' names no exact content type; its bytes are sent as application/octet-stream"
        })
        #expect(F.lookup(try F.native(wildcard), "endpoints", "upload", "body", "data") as? String == "application/octet-stream")
        #expect(F.swift(wildcard).contains("func upload(_ body: Data) async throws"))
        let related = F.operation(##"{ "operationId": "upload", "requestBody": { "content": { "multipart/related": { "schema": { "type": "string", "format": "binary" } } } }, "responses": {} }"##,
                                  method: "post")
        #expect(F.warnings(F.convert(related)).contains {
            $0 == "a 'multipart/related' body is sent as the bytes given, under a Content-Type without the boundary that separates them"
        })
    }

    @Test func aBodyOfAnyMediaTypeIsSentInOneItTakes() throws {
        // A Swagger-converted petstore's bodies are `*/*` with a JSON schema: a required body was left out, so the
        // method had no body parameter at all.
        func body(_ media: String, _ schema: String) throws -> Any? {
            let text = F.operation(##"{ "operationId": "send", "requestBody": { "required": true, "content": { "\##(media)": \##(schema) } }, "responses": {} }"##,
                                   method: "post", components: #"{ "schemas": { "User": { "type": "object", "properties": { "name": { "type": "string" } } } } }"#)
            return F.lookup(try F.native(text), "endpoints", "send", "body")
        }
        #expect(try body("*/*", ##"{ "schema": { "$ref": "#/components/schemas/User" } }"##) as? String == "User")
        #expect(try body("application/*", ##"{ "schema": { "type": "array", "items": { "type": "integer" } } }"##) as? String == "[int]")
        #expect(try body("*/*", ##"{ "schema": { "type": "string", "format": "binary" } }"##) as? [String: String] == ["data": "application/octet-stream"])
        #expect(try body("*/*", "{}") as? [String: String] == ["data": "application/octet-stream"])
        #expect(try body("text/*", ##"{ "schema": { "type": "string" } }"##) as? [String: String] == ["text": "text/plain"])
    }

    @Test func severalSuccessStatusesBecomeAResponseByStatus() throws {
        let text = F.operation(##"""
        { "operationId": "get", "responses": {
            "204": { "description": "nothing" },
            "201": { "description": "made", "content": { "application/json": { "schema": { "type": "object", "properties": { "id": { "type": "integer" } } } } } },
            "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Pet" } } } } } } }
        """##, components: Self.pet)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "get", "response") as? [String: String] == ["200": "[Pet]", "201": "Get201Response", "204": "none"])
        #expect(F.warnings(F.convert(text)).isEmpty)
        #expect(F.swift(text).contains("case noContent"))
    }

    @Test func a3xxIsASuccessCaseAndRangesWithoutContentDeclareNothing() throws {
        let text = F.operation(##"""
        { "operationId": "get", "responses": {
            "201": { "description": "made", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } },
            "4XX": { "description": "client" }, "default": { "description": "other" }, "302": { "description": "moved" } } }
        """##, components: Self.pet)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "get", "response") as? [String: String] == ["201": "Pet", "302": "none"])
        #expect(F.lookup(json, "endpoints", "get", "errors") == nil, "error statuses without a body declare no type")
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
    }

    @Test func oneSuccessStatusIsTheShortForm() throws {
        let text = F.operation(##"""
        { "operationId": "get", "responses": {
            "201": { "description": "made", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } } } }
        """##, components: Self.pet)
        #expect(F.lookup(try F.native(text), "endpoints", "get", "response") as? String == "Pet")
    }

    @Test func errorStatusesWithAJSONSchemaBecomeErrors() throws {
        let text = F.operation(##"""
        { "operationId": "get-pet", "responses": {
            "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } },
            "404": { "description": "gone", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Problem" } } } },
            "422": { "description": "bad", "content": { "application/problem+json": { "schema": { "type": "object", "properties": { "field": { "type": "string" } } } } } },
            "500": { "description": "down", "content": { "text/plain": {} } }, "502": { "description": "proxy", "content": { "text/html": {} } },
            "503": { "description": "later", "headers": { "Retry-After": { "schema": { "type": "integer" } } } } } }
        """##, components: ##"{ "schemas": { "Pet": { "type": "object", "properties": { "name": { "type": "string" } } }, "Problem": { "type": "object", "properties": { "message": { "type": "string" } } } } }"##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "getPet", "errors") as? [String: String] == ["404": "Problem", "422": "GetPet422Error"])
        #expect(F.lookup(json, "models", "GetPet422Error", "properties", "field") as? String == "string?")
        let warnings = F.warnings(F.convert(text))
        // Plain text is the failure's message as the runtime reads it (ConventionalErrorMessageTests): nothing is lost.
        #expect(warnings == ["error response 502 has no JSON body (text/html); it is not declared under 'errors'",
                             "operation 'getPet': 1 error response header not kept in the generated SDK"])
        #expect(F.swift(text).contains("422"))
    }

    @Test func responseHeadersOfTheSuccessResponsesAreRead() throws {
        let text = F.operation(##"""
        { "operationId": "list", "responses": {
            "200": { "description": "ok", "headers": {
                "X-Count": { "required": true, "description": "How many.", "schema": { "type": "integer" } },
                "X-Mode": { "required": true, "schema": { "type": "string", "enum": ["fast", "slow"] } },
                "X-Expires": { "schema": { "type": "string", "format": "date-time" } },
                "Content-Type": { "schema": { "type": "string" } },
                "X-Rows": { "schema": { "type": "array", "items": { "type": "string" } } },
                "X-Pagination": { "required": true, "schema": { "$ref": "#/components/schemas/Page" } },
                "X-Meta": { "content": { "application/json": { "schema": { "type": "object" } } } },
                "X-Id": { "$ref": "#/components/headers/Id" },
                "X-Cache-Hit": { "schema": { "type": "boolean" } } },
              "content": { "application/json": { "schema": { "type": "string" } } } },
            "201": { "description": "made", "headers": { "X-Count": { "required": true, "schema": { "type": "integer" } },
                                                          "X-Mode": { "schema": { "type": "string" } } } } } }
        """##, components: ##"""
        { "headers": { "Id": { "required": true, "schema": { "type": "string", "format": "uuid" } } },
          "schemas": { "Page": { "type": "object", "properties": { "total": { "type": "integer" } } } } }
        """##)
        let json = try F.native(text)
        let headers = try #require(F.lookup(json, "endpoints", "list", "responseHeaders") as? [String: Any])
        #expect(Set(headers.keys) == ["X-Count", "X-Mode", "X-Expires", "X-Id", "X-Rows", "X-Pagination", "X-Meta", "X-Cache-Hit"])
        #expect(headers["X-Cache-Hit"] as? String == "bool?")
        #expect(!F.warnings(F.convert(text)).contains { $0.contains("X-Cache-Hit") })
        // A list or object is the field's text, which the caller decodes: Flask-smorest's `X-Pagination` is JSON.
        #expect(headers["X-Rows"] as? String == "string?")
        #expect(headers["X-Meta"] as? String == "string?")
        #expect((headers["X-Count"] as? [String: Any])?["type"] as? String == "int")
        #expect((headers["X-Count"] as? [String: Any])?["description"] as? String == "How many.")
        // Required in 200 but optional in 201: optional.
        #expect(headers["X-Mode"] as? String == "ListXMode?")
        #expect(headers["X-Expires"] as? String == "string?")
        #expect(headers["X-Id"] as? String == "uuid?")
        let warning = try #require(F.convert(text).diagnostics.first { $0.message.contains("response header 'X-Rows'") })
        #expect(warning.path?.description == "$.paths['/items'].get.responses['200'].headers['X-Rows'].schema")
        #expect(F.swift(text).contains("struct ListHeaders"))
    }

    /// A header field is text: a `format: byte` header (`Content-MD5`'s base64) or a `format: binary` one is read as the
    /// text received. Typed `bytes`, which the model stage refuses in a response header, it cost the whole document
    /// (datamodel-code-generator's `binary-text`: "response header 'X-Digest' has type 'bytes?'").
    @Test func aBytesResponseHeaderIsReadAsItsText() throws {
        let text = F.operation(##"""
        { "operationId": "fetch", "responses": {
            "200": { "description": "ok", "headers": {
                "Content-MD5": { "required": true, "schema": { "type": "string", "format": "byte" } },
                "X-Digest": { "schema": { "type": "string", "format": "binary" } } },
              "content": { "application/json": { "schema": { "type": "string" } } } } } }
        """##)
        let json = try F.native(text)
        let headers = try #require(F.lookup(json, "endpoints", "fetch", "responseHeaders") as? [String: Any])
        #expect(headers["Content-MD5"] as? String == "string")
        #expect(headers["X-Digest"] as? String == "string?")
        #expect(F.swift(text).contains("struct FetchHeaders"))
    }

    /// Groq's and OpenAI's createSpeech declare `Transfer-Encoding: chunked`, which made the method return its audio
    /// beside a header that is nil: a field that describes the connection is consumed by the HTTP stack (RFC 9110
    /// §7.6.1), so it is left out, said once for the document. `Content-Length` describes the body and is read.
    @Test func connectionLevelResponseHeadersAreLeftOutWithOneWarning() throws {
        let audio = ##"{ "audio/wav": { "schema": { "type": "string", "format": "binary" } } }"##
        let text = F.document(paths: ##"""
        { "/speech": { "post": { "operationId": "createSpeech", "responses": {
            "200": { "description": "ok", "headers": { "Transfer-Encoding": { "schema": { "type": "string" } },
                                                        "connection": { "schema": { "type": "string" } } },
                     "content": \##(audio) },
            "404": { "description": "missing", "headers": { "Keep-Alive": { "schema": { "type": "string" } } } } } } },
          "/files/{id}": { "head": { "operationId": "fileSize",
            "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }],
            "responses": { "200": { "description": "ok", "headers": { "Content-Length": { "required": true, "schema": { "type": "integer" } },
                                                                        "Upgrade": { "schema": { "type": "string" } } } } } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "createSpeech", "responseHeaders") == nil)
        let headers = try #require(F.lookup(json, "endpoints", "fileSize", "responseHeaders") as? [String: Any])
        #expect(Array(headers.keys) == ["Content-Length"])
        #expect(F.warnings(F.convert(text)) == [
            "response header 'Transfer-Encoding' describes the connection, which the HTTP stack consumes and does not hand to the app "
                + "(RFC 9110 §7.6.1); left out (and in 3 more places)",
        ])
        #expect(F.swift(text).contains("func createSpeech() async throws -> Data"))
    }

    @Test func responseExamplesBecomeExamplesByStatus() throws {
        let text = F.operation(##"""
        { "operationId": "get", "responses": {
            "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object", "properties": { "id": { "type": "integer" } } },
                     "examples": { "first": { "value": { "id": 1 } }, "second": { "value": { "id": 2 } } } } } },
            "404": { "description": "no", "content": { "application/json": { "schema": { "type": "object", "properties": { "m": { "type": "string" } } }, "example": { "m": "gone" } } } },
            "409": { "description": "x", "content": { "text/plain": { "example": "conflict" } } } } }
        """##)
        let json = try F.native(text)
        let examples = try #require(F.lookup(json, "endpoints", "get", "examples") as? [String: Any])
        #expect((examples["200"] as? [String: Int]) == ["id": 1])
        #expect((examples["404"] as? [String: String]) == ["m": "gone"])
        #expect(examples["409"] == nil)
        #expect(F.warnings(F.convert(text)).contains("operation 'get': 1 non-JSON response example not kept in the generated SDK"))
        #expect(F.swift(text).contains("getSamples"))
    }

    @Test func anObjectExampleWrittenAsTextIsTheObjectInTheSamples() throws {
        // TMDB writes every response example as the text of its JSON; a string schema's example stays a string.
        let text = F.operation(##"""
        { "operationId": "get", "responses": {
            "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object", "properties": { "id": { "type": "integer" } } },
                     "examples": { "Result": { "value": "{\"id\": 1, \"tags\": [\"a\"]}" } } } } },
            "201": { "description": "list", "content": { "application/json": { "schema": { "type": "array", "items": { "type": "integer" } }, "example": " [1, 2]" } } },
            "202": { "description": "text", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Note" }, "example": "{\"id\": 1}" } } },
            "404": { "description": "no", "content": { "application/json": { "schema": { "type": "object" }, "example": "{not JSON" } } } } }
        """##, components: ##"{ "schemas": { "Note": { "type": "string" } } }"##)
        let examples = try #require(F.lookup(try F.native(text), "endpoints", "get", "examples") as? [String: Any])
        #expect((examples["200"] as? [String: Any])?["id"] as? Int == 1)
        #expect(examples["201"] as? [Int] == [1, 2])
        #expect(examples["202"] as? String == #"{"id": 1}"#)
        #expect(examples["404"] as? String == "{not JSON")
        let swift = F.swift(text)
        #expect(swift.contains(##"200: .json(#"{"id":1,"tags":["a"]}"#, status: 200)"##))
        #expect(swift.contains(##"202: .json(#""{\"id\": 1}""#, status: 202)"##))
    }

    @Test func exampleTextTheCompactorLeavesIsReadByTheReader() throws {
        // A surrogate pair the reader joins; a repeated key, for which the reader's error keeps the text a string.
        let text = F.operation(##"""
        { "operationId": "get", "responses": {
            "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object" }, "example": "{\"t\": \"\\ud83c\\udfac\"}" } } },
            "201": { "description": "ok", "content": { "application/json": { "schema": { "type": "object" }, "example": "{\"a\": 1, \"a\": 2}" } } } } }
        """##)
        let examples = try #require(F.lookup(try F.native(text), "endpoints", "get", "examples") as? [String: Any])
        #expect(examples["200"] as? [String: String] == ["t": "🎬"])
        #expect(examples["201"] as? String == #"{"a": 1, "a": 2}"#)
    }

    @Test func noContentIsNoneAndOtherMediaIsDataOfItsMediaType() throws {
        let none = F.operation(##"{ "operationId": "ping", "responses": { "204": { "description": "done" } } }"##)
        #expect(F.lookup(try F.native(none), "endpoints", "ping", "response") == nil)
        let data = F.operation(##"{ "operationId": "image", "responses": { "2XX": { "description": "png", "content": { "image/png": {} } } } }"##)
        #expect(F.lookup(try F.native(data), "endpoints", "image", "response", "image/png") as? String == "data")
        let fallback = F.operation(##"{ "operationId": "any", "responses": { "default": { "description": "x", "content": { "application/json": { "schema": { "type": "object", "properties": { "id": { "type": "integer" } } } } } } } }"##)
        let json = try F.native(fallback)
        #expect(F.lookup(json, "endpoints", "any", "response") as? String == "AnyResponse")
        #expect(F.lookup(json, "models", "AnyResponse", "properties", "id") as? String == "int?")
    }
}
