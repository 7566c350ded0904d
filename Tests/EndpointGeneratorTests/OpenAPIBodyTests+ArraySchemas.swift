@testable import EndpointGenerator
@testable import EndpointGenEmit
import Foundation
import Testing

/// Form and multipart bodies whose schema is an array, which has no field names: NetBox's bulk updates and deletes
/// list one beside the JSON body, and each became a method without arguments that sent an empty form.
extension OpenAPIBodyTests {
    static let bundle = ##"""
        { "schemas": { "Batch": { "type": "object", "required": ["id"], "properties": { "id": { "type": "integer" }, "name": { "type": "string" } } },
                       "Batches": { "type": "array", "items": { "$ref": "#/components/schemas/Batch" } } } }
        """##

    @Test func anArrayFormBodyBesideJSONIsLeftOutWithAWarning() async throws {
        let text = F.operation(##"""
        { "operationId": "bulkUpdate", "requestBody": { "required": true, "content": {
            "application/json": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Batch" } } },
            "multipart/form-data": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Batch" } } },
            "application/x-www-form-urlencoded": { "schema": { "$ref": "#/components/schemas/Batches" } } } },
          "responses": { "200": { "description": "ok" } } }
        """##, method: "put", components: Self.bundle)
        #expect(F.lookup(try F.native(text), "endpoints", "bulkUpdate", "body") as? String == "[Batch]")
        let warnings = F.convert(text).diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == ["multipart/form-data", "application/x-www-form-urlencoded"].map {
            "a '\($0)' body of an array has no fields to send: a form's fields are an object's properties; left out"
        })
        #expect(warnings.map { $0.path?.description } == [
            "$.paths['/items'].put.requestBody.content['multipart/form-data'].schema",
            "$.paths['/items'].put.requestBody.content['application/x-www-form-urlencoded'].schema",
        ])
        #expect(warnings.allSatisfy { $0.hint == "the endpoint sends the body as application/json" && $0.location != nil })
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = result.files.map(\.contents).joined()
        #expect(swift.contains("func bulkUpdate(_ body: [Batch]) async throws"))
        #expect(!swift.contains("MultipartForm()") && !swift.contains("bulkUpdateMultipart") && !swift.contains("bulkUpdateForm"), "\(swift)")
        try await TypeCheck.run(result.files, moduleName: "ArrayFormBesideJSON")
    }

    @Test func anArrayFormBodyAloneIsSentAsBytesNotAnEmptyForm() async throws {
        // Left out with nothing beside it, a required body would not be sent at all.
        let text = F.operation(##"""
        { "operationId": "bulkDelete", "requestBody": { "required": true, "content": {
            "multipart/form-data": { "schema": { "items": { "$ref": "#/components/schemas/Batch" } } },
            "application/x-www-form-urlencoded": { "schema": { "$ref": "#/components/schemas/Batches" } } } },
          "responses": { "204": { "description": "gone" } } }
        """##, method: "delete", components: Self.bundle)
        #expect(F.lookup(try F.native(text), "endpoints", "bulkDelete", "body") as? [String: String] == ["data": "application/x-www-form-urlencoded"])
        let warnings = F.convert(text).diagnostics.filter { $0.severity == .warning }
        // The form is preferred to multipart, as for any body; the warnings come in the document's order.
        #expect(warnings.map(\.message) == [
            "a 'multipart/form-data' body of an array has no fields to send: a form's fields are an object's properties; left out",
            "a 'application/x-www-form-urlencoded' body of an array has no fields to send: a form's fields are an object's properties; it is sent as the bytes given",
        ])
        #expect(warnings.last?.path?.description == "$.paths['/items'].delete.requestBody.content['application/x-www-form-urlencoded'].schema")
        #expect(warnings.last?.hint == "encode the values yourself, or describe the body as an object")
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = result.files.map(\.contents).joined()
        #expect(swift.contains("func bulkDelete(_ body: Data) async throws"), "\(swift)")
        #expect(swift.contains(#"body: .data(body, contentType: "application/x-www-form-urlencoded")"#), "\(swift)")
        try await TypeCheck.run(result.files, moduleName: "ArrayFormAlone")

        let multipart = F.operation(##"""
        { "operationId": "bulkDelete", "requestBody": { "content": {
            "multipart/form-data": { "schema": { "type": ["array", "null"], "items": { "$ref": "#/components/schemas/Batch" } } } } },
          "responses": { "204": { "description": "gone" } } }
        """##, method: "delete", components: Self.bundle)
        #expect(F.lookup(try F.native(multipart), "endpoints", "bulkDelete", "body", "data") as? String == "multipart/form-data")
        #expect(F.lookup(try F.native(multipart), "endpoints", "bulkDelete", "body", "optional") as? Bool == true)
        #expect(F.convert(multipart).diagnostics.first?.hint == "set Content-Type with its boundary in a middleware, or describe the body as an object")
    }

    @Test func anArrayFormOfAGetRequestIsNoQuery() throws {
        let text = F.operation(##"""
        { "operationId": "find", "requestBody": { "content": {
            "application/x-www-form-urlencoded": { "schema": { "$ref": "#/components/schemas/Batches" } } } },
          "responses": { "204": { "description": "ok" } } }
        """##, components: Self.bundle)
        #expect(F.lookup(try F.native(text), "endpoints", "find", "query") == nil)
        let warning = try #require(F.convert(text).diagnostics.first)
        #expect(warning.message == "a 'application/x-www-form-urlencoded' body of an array has no fields to send as the query of a 'GET' request: "
            + "a form's fields are an object's properties; left out")
        #expect(warning.path?.description == "$.paths['/items'].get.requestBody.content['application/x-www-form-urlencoded'].schema")
    }

    @Test func aFormOfOneObjectOrAListOfThemIsTheObjectWithItsRequiredFields() async throws {
        // drf-spectacular's creates take one object or a list, `oneOf: [X, {type: array, items: X}]`, in every media
        // type. Merged with the list's lack of properties, every field of NetBox's multipart image upload was optional,
        // and a create without the fields the server requires compiled. The JSON body takes either; a form is X.
        let text = F.operation(##"""
        { "operationId": "create", "requestBody": { "required": true, "content": {
            "application/json": { "schema": { "oneOf": [{ "$ref": "#/components/schemas/Batch" }, { "$ref": "#/components/schemas/Batches" }] } },
            "multipart/form-data": { "schema": { "oneOf": [{ "$ref": "#/components/schemas/Batch" }, { "type": "array", "items": { "$ref": "#/components/schemas/Batch" } }] } },
            "application/x-www-form-urlencoded": { "schema": { "anyOf": [{ "$ref": "#/components/schemas/Batches" }, { "$ref": "#/components/schemas/Batch" }] } } } },
          "responses": { "201": { "description": "created" } } }
        """##, method: "post", components: Self.bundle)
        let warnings = F.convert(text).diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == ["multipart", "form"].map {
            "alternative of an array has no fields to send in a \($0) body: a form's fields are an object's properties; left out"
        }, "\(warnings.map(\.description))")
        #expect(warnings.map { $0.path?.description } == [
            "$.paths['/items'].post.requestBody.content['multipart/form-data'].schema.oneOf[1]",
            "$.paths['/items'].post.requestBody.content['application/x-www-form-urlencoded'].schema.anyOf[0]",
        ])
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = result.files.map(\.contents).joined()
        for method in ["createForm", "createMultipart"] {
            #expect(swift.contains("func \(method)(id: Int, name: String? = nil) async throws"), "\(swift)")
        }
        #expect(swift.contains("func create(_ body: CreateRequest) async throws"), "\(swift)")
        try await TypeCheck.run(result.files + [GeneratedFile(name: "Use.swift", contents: """
            func use() -> [TestEndpoint] { [.createMultipart(id: 1), .createForm(id: 2, name: "b"), .create(body: .batches([Batch(id: 3)]))] }

            """)], moduleName: "OneOrListForm")
    }
}
