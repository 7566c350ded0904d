@testable import EndpointGenerator
@testable import EndpointGenModel
import Foundation
import Testing

/// Choices the model stage makes for the emitters, read from the ``APIModel`` without printing anything.
@Suite struct ModelDecisionTests {
    static func model(endpoints: String = "{}", models: String = "{}", extra: String = "") throws -> APIModel {
        let output = Generator.document(Data(SpecFixture.spec(endpoints: endpoints, models: models, extra: extra).utf8), file: "test.endpoints.json")
        return try #require(output.model, "\(output.diagnostics.map(\.description))")
    }

    static func endpoint(_ name: String, in model: APIModel) throws -> EndpointModel {
        try #require(model.endpoints.first { $0.specName == name })
    }

    static let checked = #"{ "Item": { "properties": { "name": { "type": "string", "minLength": 1 } } }, "Note": { "properties": { "text": "string" } } }"#

    @Test func jsonAndDataBodiesAreUnlabeledAndOtherParametersAreNot() throws {
        let model = try Self.model(endpoints: #"""
            { "create": { "method": "POST", "path": "/items/{id}", "pathParameters": { "id": "int" }, "query": { "dry": "bool?" }, "body": "Item" },
              "raw": { "method": "PUT", "path": "/r", "body": { "data": "image/png" } },
              "login": { "method": "POST", "path": "/login", "body": { "form": { "email": "string" } } } }
            """#, models: Self.checked)
        let create = try Self.endpoint("create", in: model)
        #expect(create.parameters.map(\.isUnlabeled) == [false, false, true])
        #expect(try Self.endpoint("raw", in: model).parameters.map(\.isUnlabeled) == [true])
        #expect(try Self.endpoint("login", in: model).parameters.map(\.isUnlabeled) == [false])
    }

    @Test func fileFieldsOfAMultipartBodyAreMarkedAsFiles() throws {
        let model = try Self.model(endpoints: #"""
            { "upload": { "method": "POST", "path": "/u", "body": { "multipart": { "title": "string", "ids": "[int]?", "doc": "file", "extra": "file?" } } } }
            """#)
        let fields = try Self.endpoint("upload", in: model).parameters
        #expect(fields.map(\.isFile) == [false, false, true, true])
        #expect(fields.map(\.type.code) == ["String", "[Int]?", "MultipartFile", "MultipartFile?"])
    }

    @Test func onlyABodyHoldingAModelWithConstraintsIsValidated() throws {
        let model = try Self.model(endpoints: #"""
            { "checked": { "method": "POST", "path": "/a", "body": "Item?" }, "plain": { "method": "POST", "path": "/b", "body": "Note" },
              "list": { "method": "POST", "path": "/c", "body": "[Item]" }, "notes": { "method": "POST", "path": "/d", "body": "[string: Note]" } }
            """#, models: Self.checked)
        #expect(try Self.endpoint("checked", in: model).validatesNested == ["body"])
        #expect(try Self.endpoint("plain", in: model).validatesNested.isEmpty)
        // FastAPI's `list[Tagged]` body went unchecked.
        #expect(try Self.endpoint("list", in: model).validatesNested == ["body"])
        #expect(try Self.endpoint("notes", in: model).validatesNested.isEmpty)
    }

    @Test func listsThatAnArrayLiteralHoldsGetNoLocal() throws {
        let model = try Self.model(endpoints: #"""
            { "plain": { "method": "GET", "path": "/a", "query": { "page": "int" }, "headers": { "X-Id": "string" } },
              "none": { "method": "GET", "path": "/b" } }
            """#)
        #expect(try Self.endpoint("plain", in: model).locals == RequestLocals())
        #expect(try Self.endpoint("none", in: model).locals == RequestLocals())
    }

    @Test func localsAreNamedClearOfTheAssociatedValues() throws {
        let model = try Self.model(endpoints: #"""
            { "search": { "method": "GET", "path": "/s", "query": { "query": "string?", "query2": "[string]" }, "headers": { "X-Trace": "string?" } },
              "login": { "method": "POST", "path": "/l", "body": { "form": { "fields": "string", "code": "int?" } } },
              "upload": { "method": "POST", "path": "/u", "body": { "multipart": { "form": "file", "form2": "string" } } } }
            """#)
        #expect(try Self.endpoint("search", in: model).locals == RequestLocals(query: "queryItems", headers: "headers"))
        #expect(try Self.endpoint("login", in: model).locals == RequestLocals(formFields: "formFields"))
        #expect(try Self.endpoint("upload", in: model).locals == RequestLocals(multipartForm: "multipartForm"))
    }

    @Test func endpointsWithoutCredentialsOptOutOnlyWhenTheAPIHasSome() throws {
        let auth = #" "auth": { "schemes": { "bearer": { "type": "bearer" } }, "require": ["bearer"] },"#
        let endpoints = #"{ "open": { "method": "GET", "path": "/o", "auth": false }, "closed": { "method": "GET", "path": "/c" } }"#
        let secured = try Self.model(endpoints: endpoints, extra: auth)
        #expect(try Self.endpoint("open", in: secured).optsOutOfAuthentication)
        #expect(try !Self.endpoint("closed", in: secured).optsOutOfAuthentication)
        let open = try Self.model(endpoints: #"{ "open": { "method": "GET", "path": "/o" } }"#)
        #expect(try !Self.endpoint("open", in: open).optsOutOfAuthentication)
    }

    @Test func deprecatedOptionalPropertiesGetACleanAndADeprecatedInitializer() throws {
        let model = try Self.model(models: #"""
            { "User": { "properties": { "id": "int", "nick": { "type": "string?", "deprecated": "Use name." }, "page": { "type": "int", "default": 1 },
              "kind": { "type": "string", "const": "user" } } } }
            """#)
        guard case .object(let user)? = model.models.first else { Issue.record("no object model"); return }
        let initializers = user.initializers
        #expect(initializers.map(\.summary) == [nil, "Creates a value including the deprecated `nick`."])
        #expect(initializers.map { $0.arguments.map(\.property.swiftName) } == [["id", "page"], ["id", "nick", "page"]])
        #expect(initializers[1].arguments.map(\.defaultValue) == [nil, nil, .integer(1)])
        #expect(initializers.map(\.deprecation) == [nil, DeprecationModel(message: "Sets deprecated properties: nick")])
        #expect(user.codingDeprecation == DeprecationModel(message: "Codes deprecated properties; use JSONDecoder and JSONEncoder."))
    }

    @Test func aRequiredDeprecatedPropertyLeavesOnlyTheDeprecatedInitializer() throws {
        let model = try Self.model(models: #"{ "User": { "properties": { "id": "int", "old": { "type": "string", "deprecated": true }, "note": "string?" } } }"#)
        guard case .object(let user)? = model.models.first else { Issue.record("no object model"); return }
        #expect(user.initializers.count == 1)
        #expect(user.initializers.first?.arguments.map(\.defaultValue) == [nil, nil, DefaultValue.none])
    }

    @Test func credentialArgumentsAreTypedAndDocumentedByWhatTheySend() throws {
        let auth = #"""
             "auth": { "schemes": { "token": { "type": "bearer" }, "basic": { "type": "basic", "description": "Account login." },
              "key": { "type": "apiKey", "in": "cookie", "name": "srv" } }, "require": ["token"] },
            """#
        let schemes = try Self.model(endpoints: #"{ "a": { "method": "GET", "path": "/a" } }"#, extra: auth).auth.schemes
        #expect(schemes.map(\.credentialType) == ["TokenProvider", "BasicCredential", "String"])
        #expect(schemes.map(\.documentation) == [
            "Supplies the token sent as `Authorization: Bearer <token>`.", "Account login.", "Sent as the `srv` cookie.",
        ])
    }

    @Test func onlyNullAndConstantsNeedAnEncoderOfTheirOwn() throws {
        let model = try Self.model(models: #"""
            { "Defaults": { "properties": { "page": { "type": "int", "default": 1 }, "note": { "type": "string?", "nullable": true } } },
              "Nulls": { "properties": { "note": { "type": "string", "nullable": true } } },
              "Fixed": { "properties": { "kind": { "type": "string", "const": "fixed" } } } }
            """#)
        let objects = model.models.compactMap { model -> ObjectModel? in if case .object(let object) = model { object } else { nil } }
        #expect(objects.map(\.name) == ["Defaults", "Nulls", "Fixed"])
        #expect(objects.map(\.needsCustomDecoding) == [true, true, true])
        #expect(objects.map(\.needsCustomEncoding) == [false, true, true])
    }
}
