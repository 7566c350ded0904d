@testable import EndpointGenOpenAPI
@testable import EndpointGenerator
@testable import EndpointKit
import Foundation
import Testing

private typealias F = OpenAPIFixture

/// 3xx outcomes, error bodies by status class and `default`, and the API-wide error body inferred on import.
@Suite struct OpenAPIStatusTests {
    static let errorSchemas = ##"""
        { "schemas": {
            "Item": { "type": "object", "properties": { "id": { "type": "integer" } } },
            "Error": { "type": "object", "required": ["error"], "properties": { "error": { "$ref": "#/components/schemas/ErrorDetail" } } },
            "ErrorDetail": { "type": "object", "properties": { "type": { "type": "string" }, "message": { "type": "string" } } } } }
        """##

    static func json(_ ref: String) -> String {
        ##"{ "description": "x", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/\##(ref)" } } } }"##
    }

    static let document = F.operation(#"""
        { "operationId": "getItem", "responses": {
            "200": \#(json("Item")), "304": { "description": "not modified" },
            "404": \#(json("Error")), "4XX": \#(json("Error")), "5XX": \#(json("Error")), "default": \#(json("Error")) } }
        """#, components: errorSchemas)

    @Test func a304IsASuccessCaseAndRangesAndDefaultAreErrors() throws {
        let result = F.convert(Self.document)
        #expect(!result.diagnostics.contains { $0.message.contains("not expressed") }, "\(result.diagnostics.map(\.description))")
        let json = try F.native(Self.document)
        #expect(F.lookup(json, "endpoints", "getItem", "response") as? [String: String] == ["200": "Item", "304": "none"])
        #expect(F.lookup(json, "endpoints", "getItem", "errors") as? [String: String] == ["404": "Error", "4XX": "Error", "5XX": "Error", "default": "Error"])
    }

    /// A 304 has no body (RFC 9110 §15.4.5), whatever content the document lists for it: decoding its empty body failed.
    /// A 204 neither (§15.3.5; grape-swagger writes what GitLab's DELETEs present): the content left out is said once.
    @Test func a304sListedContentIsNoBody() throws {
        let text = F.operation(#"""
            { "operationId": "getItem", "responses": { "200": \#(Self.json("Item")), "304": \#(Self.json("Item")) } }
            """#, components: Self.errorSchemas)
        #expect(F.lookup(try F.native(text), "endpoints", "getItem", "response") as? [String: String] == ["200": "Item", "304": "none"])
        let noContent = { (text: String) in F.warnings(F.convert(text)).filter { $0.contains("has no content") } }
        #expect(noContent(text) == ["a 304 response has no content (RFC 9110); its 'content' is left out and the method returns no body"])
        let deletes = F.document(paths: #"""
            { "/items/{id}": {
                "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } }],
                "delete": { "operationId": "deleteItem", "responses": { "204": \#(Self.json("Item")) } },
                "put": { "operationId": "putItem", "responses": { "204": \#(Self.json("Item")) } } } }
            """#, components: Self.errorSchemas)
        let json = try F.native(deletes)
        #expect(F.lookup(json, "endpoints", "deleteItem", "response") == nil)
        #expect(F.swift(deletes).contains("func deleteItem(id: Int) async throws {"))
        #expect(noContent(deletes) == [
            "a 204 response has no content (RFC 9110); its 'content' is left out and the method returns no body (and in 1 more place)",
        ])
    }

    /// A `3XX` class beside a success is an error body, as `4XX` is: the redirect is not followed, and its body is decoded.
    @Test func a3XXClassBesideASuccessIsAnErrorBody() throws {
        let text = F.operation(#"""
            { "operationId": "getItem", "responses": { "200": \#(Self.json("Item")), "3XX": \#(Self.json("Error")) } }
            """#, components: Self.errorSchemas)
        #expect(F.lookup(try F.native(text), "endpoints", "getItem", "errors") as? [String: String] == ["3XX": "Error"])
        #expect(!F.warnings(F.convert(text)).contains { $0.contains("not expressed") })
    }

    /// FastAPI declares a `RedirectResponse` as the status alone. The redirect is the endpoint's answer, not followed,
    /// so its `Location` is read although the document does not declare it; one the document declares stays as it is.
    @Test func aRedirectReadsItsLocationWhenTheDocumentDoesNotDeclareIt() throws {
        let text = F.operation(##"""
        { "operationId": "go", "responses": { "200": { "description": "ok" }, "302": { "description": "found" } } }
        """##)
        let json = try F.native(text)
        let location = try #require(F.lookup(json, "endpoints", "go", "responseHeaders", "Location") as? [String: Any])
        #expect(location["type"] as? String == "url?")
        let declared = F.operation(##"""
        { "operationId": "go", "responses": {
            "307": { "description": "moved", "headers": { "location": { "required": true, "schema": { "type": "string" } } } } } }
        """##)
        #expect(F.lookup(try F.native(declared), "endpoints", "go", "responseHeaders") as? [String: String] == ["location": "string"])
        let notModified = F.operation(##"{ "operationId": "go", "responses": { "200": { "description": "ok" }, "304": { "description": "same" } } }"##)
        #expect(F.lookup(try F.native(notModified), "endpoints", "go", "responseHeaders") == nil)
        // FastAPI's `status_code=302` route declares JSON of any value, which cannot say where the redirect points.
        let anyJSON = F.operation(##"""
        { "operationId": "go", "responses": { "302": { "description": "found", "content": { "application/json": { "schema": {} } } } } }
        """##)
        #expect(F.lookup(try F.native(anyJSON), "endpoints", "go", "responseHeaders", "Location") != nil)
    }

    /// GitHub's `301` for a moved issue has a body holding its new `url`: the method keeps returning the body alone, as
    /// a tuple with headers would change the signature of its most used calls.
    @Test func aRedirectWhoseBodySaysWhereItPointsReadsNoHeaders() throws {
        let text = F.operation(##"""
        { "operationId": "go", "responses": { "200": { "description": "ok" }, "301": { "description": "moved", "content": { "application/json": {
            "schema": { "type": "object", "properties": { "url": { "type": "string" } } } } } } } }
        """##)
        #expect(F.lookup(try F.native(text), "endpoints", "go", "responseHeaders") == nil)
        // Its body may still be absent.
        #expect((F.lookup(try F.native(text), "endpoints", "go", "response") as? [String: String])?["301"]?.hasSuffix("?") == true)
        // A redirect alone is still told by its status: read as the plain response, the move looked like a success.
        let alone = F.operation(##"""
        { "operationId": "go", "responses": { "301": { "description": "moved", "content": { "application/json": {
            "schema": { "type": "object", "properties": { "url": { "type": "string" } } } } } } } }
        """##)
        #expect((F.lookup(try F.native(alone), "endpoints", "go", "response") as? [String: String])?.keys.sorted() == ["301"])
    }

    /// Airflow's login `307` declares an error body of `detail` and sends none, with `Location`: decoding the empty
    /// body failed, and nothing read where the redirect points.
    @Test func aRedirectWhoseBodySaysNothingOfWhereItPointsMayBeEmptyAndReadsItsLocation() throws {
        let text = F.operation(##"""
        { "operationId": "login", "responses": { "200": { "description": "ok" }, "307": { "description": "to the login page", "content": { "application/json": {
            "schema": { "type": "object", "properties": { "detail": { "type": "string" } } } } } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "login", "response", "307") as? String == "Login307Response?")
        #expect(F.lookup(json, "endpoints", "login", "responseHeaders", "Location") != nil)
        #expect(F.swift(text).contains("case temporaryRedirect(Login307Response?)"))
    }

    @Test func aHeadResponseHasNoBodyButKeepsItsHeaders() throws {
        // FastAPI adds a HEAD beside each GET route with the GET's content: decoding the empty body failed every call.
        let text = F.operation(##"""
        { "operationId": "statusHead", "responses": {
            "200": { "description": "ok", "headers": { "X-Version": { "schema": { "type": "string" } } },
                     "content": { "application/json": { "schema": { "type": "object", "properties": { "up": { "type": "boolean" } } } } } },
            "404": { "description": "none", "content": { "application/json": { "schema": { "type": "object", "properties": { "detail": { "type": "string" } } } } } } } }
        """##, method: "head")
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "statusHead", "response") == nil)
        #expect(F.lookup(json, "endpoints", "statusHead", "errors") == nil)
        #expect(F.lookup(json, "endpoints", "statusHead", "responseHeaders", "X-Version") as? String == "string?")
        #expect(F.warnings(F.convert(text)).contains(
            "HEAD response content left out: a HEAD response has no body (RFC 9110); the method returns its headers, if declared"))
        #expect(F.swift(text).contains("func statusHead() async throws -> TestEndpoint.StatusHeadHeaders"))
    }

    @Test func theSharedErrorSchemaBecomesTheErrorBodyWithItsNestedMessage() async throws {
        let json = try F.native(Self.document)
        #expect(F.lookup(json, "errorBody") as? [String: String] == ["model": "Error", "message": "error.message"])
        let result = F.convert(Self.document)
        let spec = try #require(result.spec)
        let generated = Generator.generate(Data(spec.utf8), file: "test.endpoints.json")
        let models = SpecFixture.file("Models", of: generated)
        #expect(models.contains("public var serverMessage: String? { error.message }"), "\(models)")
        try await TypeCheck.run(generated.files, moduleName: "ImportedErrors")
    }

    /// dstack's `AccessDeniedErrorModel` holds its text in `detail.msg` (`Invalid token` was lost).
    @Test func aMessageUnderMsgOneLevelDown() throws {
        let document = F.operation(#"""
            { "operationId": "getItem", "responses": { "200": \#(Self.json("Item")), "4XX": \#(Self.json("AccessDenied")) } }
            """#, components: ##"""
            { "schemas": {
                "Item": { "type": "object", "properties": { "id": { "type": "integer" } } },
                "AccessDenied": { "type": "object", "required": ["detail"], "properties": { "detail": { "$ref": "#/components/schemas/Details" } } },
                "Details": { "type": "object", "required": ["msg"], "properties": { "msg": { "type": "string" }, "code": { "type": "string", "nullable": true } } } } }
            """##)
        #expect(F.lookup(try F.native(document), "errorBody") as? [String: String] == ["model": "AccessDenied", "message": "detail.msg"])
    }

    /// Open-Meteo's error is `{"error": true, "reason": "…"}`: its `serverMessage` was nil, and no server text was shown.
    @Test func aReasonBesideABooleanErrorIsTheMessage() throws {
        let document = F.operation(#"""
            { "operationId": "search", "responses": { "200": \#(Self.json("Item")), "400": \#(Self.json("ErrorResponse")) } }
            """#, components: ##"""
            { "schemas": {
                "Item": { "type": "object", "properties": { "id": { "type": "integer" } } },
                "ErrorResponse": { "type": "object", "properties": { "error": { "type": "boolean" }, "reason": { "type": "string" } } } } }
            """##)
        #expect(F.lookup(try F.native(document), "errorBody") as? [String: String] == ["model": "ErrorResponse", "message": "reason"])
    }

    /// The generator chooses an error body's message among the keys the runtime reads one from, in the same order: the
    /// generator cannot import the runtime's list, so this keeps the two alike (`msg` was added to one first).
    @Test func theMessageKeysAreTheRuntimes() {
        #expect(OpenAPIConverter.messageKeys == ConventionalErrorMessage.keys)
    }

    /// Only text is a message: an enum or a date was chosen, and the document refused ("must be a string"); the next
    /// key named like a message is taken instead. Text that may be `null` is read through its `value` (ASP.NET's
    /// ProblemDetails makes `detail` nullable: its message was lost).
    @Test(arguments: [
        (#"{ "type": "string", "nullable": true }"#, "detail", "detail"), (#"{ "type": ["string", "null"] }"#, "detail", "detail"),
        (#"{ "type": "string", "enum": ["invalid", "missing"] }"#, "title", "title"), (#"{ "type": "string", "format": "date-time" }"#, "title", "title"),
        (#"{ "type": "string" }"#, "detail", "detail"),
    ])
    func theMessageIsTextThatMayBeNull(detail: String, message: String, accessor: String) async throws {
        let document = F.operation(#"""
            { "operationId": "getItem", "responses": { "200": \#(Self.json("Item")), "4XX": \#(Self.json("Problem")) } }
            """#, components: ##"""
            { "schemas": {
                "Item": { "type": "object", "properties": { "id": { "type": "integer" } } },
                "Problem": { "type": "object", "required": ["detail"], "properties": { "detail": \##(detail), "title": { "type": "string" } } } } }
            """##)
        #expect(F.lookup(try F.native(document), "errorBody") as? [String: String] == ["model": "Problem", "message": message])
        let spec = try #require(F.convert(document).spec)
        let generated = Generator.generate(Data(spec.utf8), file: "test.endpoints.json")
        #expect(generated.diagnostics.allSatisfy { $0.severity != .error }, "\(generated.diagnostics.map(\.description))")
        #expect(SpecFixture.file("Models", of: generated).contains("public var serverMessage: String? { \(accessor) }"))
    }

    /// ASP.NET's ProblemDetails: every property optional and nullable. Only decoded, `detail` is a `String?`; where a
    /// request may also send the model, a `Nullable<String>?` read through its value.
    @Test func anOptionalMessageThatMayBeNullIsReadThroughItsValue() async throws {
        let schemas = ##"""
            "Item": { "type": "object", "properties": { "id": { "type": "integer" } } },
            "ProblemDetails": { "type": "object", "properties": { "title": { "type": "string", "nullable": true },
                                "detail": { "type": "string", "nullable": true } }, "additionalProperties": {} }
            """##
        let sent = ##", "requestBodies": { "Problem": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/ProblemDetails" } } } } }"##
        for (requestBodies, accessor) in [("", "detail"), (sent, "detail?.value")] {
            let document = F.operation(#"""
                { "operationId": "getItem", "responses": { "200": \#(Self.json("Item")), "400": \#(Self.json("ProblemDetails")) } }
                """#, components: #"{ "schemas": { \#(schemas) }\#(requestBodies) }"#)
            let generated = Generator.generate(Data(document.utf8), file: "api.json")
            #expect(SpecFixture.file("Models", of: generated).contains("public var serverMessage: String? { \(accessor) }"), "\(accessor)")
            try await TypeCheck.run(generated.files, moduleName: "NullableMessage")
        }
    }

    /// FastAPI adds `422: HTTPValidationError` beside an API's own error model: no schema is every error's, so there
    /// is no errorBody, and OpenBB's "No results found" was lost. Each error model with a message shows
    /// it; one without (`detail` a list) does not conform, and inline look-alikes conform once.
    @Test func eachErrorModelWithAMessageShowsIt() async throws {
        let inline = ##"{ "description": "x", "content": { "application/json": { "schema": { "type": "object", "properties": { "error_message": { "type": "string" } } } } } }"##
        let document = F.operation(#"""
            { "operationId": "getItem", "responses": { "200": \#(Self.json("Item")), "400": \#(Self.json("ErrorResponse")),
              "409": \#(inline), "410": \#(inline), "422": \#(Self.json("HTTPValidationError")), "500": \#(Self.json("ErrorResponse")) } }
            """#, components: ##"""
            { "schemas": {
                "Item": { "type": "object", "properties": { "id": { "type": "integer" } } },
                "ErrorResponse": { "type": "object", "required": ["detail"], "properties": { "detail": { "type": "string" } } },
                "HTTPValidationError": { "type": "object", "properties": { "detail": { "type": "array", "items": { "type": "object",
                    "properties": { "msg": { "type": "string" } } } } } } } }
            """##)
        let json = try F.native(document)
        #expect(F.lookup(json, "errorBody") == nil)
        #expect(F.lookup(json, "models", "ErrorResponse", "serverMessage") as? String == "detail")
        #expect(F.lookup(json, "models", "HTTPValidationError", "serverMessage") == nil)
        let generated = Generator.generate(Data(document.utf8), file: "api.json")
        let models = SpecFixture.file("Models", of: generated)
        #expect(models.contains("nonisolated extension ErrorResponse: ServerErrorBody {"))
        #expect(!models.contains("extension HTTPValidationError: ServerErrorBody"))
        #expect(models.components(separatedBy: "public var serverMessage: String? { errorMessage }").count == 2, "\(models)")
        try await TypeCheck.run(generated.files, moduleName: "ErrorModelMessages")
    }

    @Test func differentErrorSchemasInferNoErrorBody() throws {
        let document = F.operation(#"""
            { "operationId": "getItem", "responses": { "200": \#(Self.json("Item")), "404": \#(Self.json("Error")), "500": \#(Self.json("ErrorDetail")) } }
            """#, components: Self.errorSchemas)
        #expect(F.lookup(try F.native(document), "errorBody") == nil)
    }

    @Test func eachKindOfStatusLeftOutSaysWhy() {
        // Cisco's documents list 1XX beside their 200s: it was reported as an unknown key.
        let document = F.operation(#"""
            { "operationId": "op", "responses": { "200": { "description": "ok" }, "1XX": { "description": "info" },
              "6XX": { "description": "?" }, "x-note": { "description": "extension" } } }
            """#)
        #expect(F.warnings(F.convert(document)) == [
            "response 1XX is left out: informational 1xx statuses never reach an app",
            "response 6XX is left out: not a status, a status range or 'default'",
        ])
    }

    /// A later success's inline body is named after the endpoint and its status, a range in the lower case the
    /// document may write it in either way: one spelling, whichever the document chose.
    @Test func anInlineBodyOfARangedSecondSuccessIsNamedInLowerCase() throws {
        let object = { (property: String) in #"{ "description": "ok", "content": { "application/json": { "schema": { "type": "object", "properties": { "\#(property)": { "type": "string" } } } } } }"# }
        for range in ["2XX", "2xx"] {
            let document = F.operation(#"{ "operationId": "createJob", "responses": { "201": \#(object("id")), "\#(range)": \#(object("ticket")) } }"#, method: "post")
            let response = F.lookup(try F.native(document), "endpoints", "createJob", "response") as? [String: String]
            #expect(response == ["201": "CreateJobResponse", "2XX": "CreateJob2xxResponse"], "\(range)")
        }
    }

    @Test func theClass2XXBesideListedStatusesReadsTheOthers() async throws {
        // Cisco's documents answer 200 with a body and list 2XX without one: any other 2xx status was an error.
        let document = F.operation(#"""
            { "operationId": "op", "responses": { "2XX": { "description": "other success" }, "200": \#(Self.json("Item")),
              "default": \#(Self.json("Error")) } }
            """#, components: Self.errorSchemas)
        let result = F.convert(document)
        #expect(!F.warnings(result).contains { $0.contains("2XX") || $0.contains("not expressed") }, "\(F.warnings(result))")
        let json = try F.native(document)
        #expect(F.lookup(json, "endpoints", "op", "response") as? [String: String] == ["200": "Item", "2XX": "none"])
        #expect(F.lookup(json, "endpoints", "op", "errors") as? [String: String] == ["default": "Error"])
        let generated = Generator.generate(Data(try #require(result.spec).utf8), file: "test.endpoints.json")
        #expect(SpecFixture.file("Client", of: generated).contains("case 200..<300: .otherSuccess(status: response.statusCode)"))
        try await TypeCheck.run(generated.files, moduleName: "ClassBesideStatus")
    }

    @Test func aClassWrittenTwiceIsReadOnce() throws {
        let document = F.operation(#"""
            { "operationId": "op", "responses": { "200": \#(Self.json("Item")), "2XX": { "description": "upper" }, "2xx": { "description": "lower" } } }
            """#, components: Self.errorSchemas)
        #expect(F.warnings(F.convert(document)).contains("response 2xx is the status class 2XX again; left out"))
        #expect(F.lookup(try F.native(document), "endpoints", "op", "response") as? [String: String] == ["200": "Item", "2XX": "none"])
    }

    @Test func aClassOrDefaultBesideA304IsEverySuccess() throws {
        for key in ["2XX", "default"] {
            let document = F.operation(#"""
                { "operationId": "op", "responses": { "\#(key)": \#(Self.json("Item")), "304": { "description": "not modified" } } }
                """#, components: Self.errorSchemas)
            #expect(F.lookup(try F.native(document), "endpoints", "op", "response") as? [String: String] == ["2XX": "Item", "304": "none"], "\(key)")
        }
    }

    /// django-allauth's logout lists only the 401 it answers once the session is gone: every call threw, and nothing said
    /// so. `default` alone, or any 2xx or 3xx, is a success, and says nothing.
    @Test func anOperationListingOnlyErrorsSaysEachIsThrown() {
        let only401 = F.operation(#"{ "operationId": "logout", "responses": { "401": { "description": "Unauthenticated" } } }"#, method: "delete")
        #expect(F.warnings(F.convert(only401)) == ["the operation lists no success response, only 401: each is thrown as an error, and a 2xx answer returns nothing"])
        for successes in [#""default": { "description": "ok" }"#, #""302": { "description": "moved" }"#, #""2XX": { "description": "ok" }"#] {
            let document = F.operation(#"{ "operationId": "op", "responses": { \#(successes), "401": { "description": "no" } } }"#)
            #expect(F.warnings(F.convert(document)).isEmpty, "\(successes)")
        }
    }

    @Test func a1xxStatusStaysAWarning() {
        let document = F.operation(#"{ "operationId": "op", "responses": { "200": { "description": "ok" }, "101": { "description": "switch" } } }"#)
        #expect(F.convert(document).diagnostics.contains { $0.message.contains("response 101 is left out") })
    }

    /// Status keys as documents write them: a range in lower case (`2xx`) is a range; a 204 has no body whatever content
    /// it declares (every successful delete failed to decode an empty body as JSON); `4xx` beside `4XX` is one status.
    @Test func aLowerCaseRangeIsARangeA204HasNoBodyAndOneRangeIsOneError() throws {
        let object = ##"{ "description": "x", "content": { "application/json": { "schema": { "type": "object", "properties": { "n": { "type": "integer" } } } } } }"##
        let lower = F.operation(#"{ "operationId": "list", "responses": { "2xx": \#(object) } }"#)
        #expect(F.convert(lower).diagnostics.isEmpty, "\(F.convert(lower).diagnostics.map(\.description))")
        #expect(F.lookup(try F.native(lower), "endpoints", "list", "response") as? String == "ListResponse")
        let noContent = F.operation(#"{ "operationId": "remove", "responses": { "204": \#(object) } }"#, method: "delete")
        #expect(F.lookup(try F.native(noContent), "endpoints", "remove", "response") == nil)
        #expect(F.swift(noContent).contains("func remove() async throws {"))
        let twice = F.operation(#"{ "operationId": "list", "responses": { "200": \#(object), "4xx": \#(Self.json("Error")), "4XX": \#(Self.json("Error")) } }"#,
                                components: Self.errorSchemas)
        #expect(F.lookup(try F.native(twice), "endpoints", "list", "errors") as? [String: String] == ["4XX": "Error"])
    }

}
