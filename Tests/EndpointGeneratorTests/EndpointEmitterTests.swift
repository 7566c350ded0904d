@testable import EndpointGenDiff
@testable import EndpointGenModel
@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec
import Testing

/// Small spec in, exact Swift out, for the endpoint enum.
@Suite struct EndpointEmitterTests {
    static let spec = SpecFixture.spec(
        endpoints: """
        {
          "search": { "method": "GET", "path": "/items/{kind}/search", "pathParameters": { "kind": "Kind" },
                      "query": { "q": "string", "page": { "type": "int", "default": 1 }, "tags": "[string]?", "include_adult": "bool?" },
                      "headers": { "X-Trace": { "type": "string?", "swiftName": "trace" } }, "response": "[Item]" },
          "create": { "method": "POST", "path": "/items", "body": "Item", "response": "Item" },
          "login": { "method": "POST", "path": "/login", "auth": false, "body": { "form": { "email": "string", "code": "int?" } } },
          "remove": { "method": "DELETE", "path": "/items/{id}", "pathParameters": { "id": "uuid" } }
        }
        """,
        models: #"{ "Item": { "properties": { "id": "uuid" } }, "Kind": { "enum": ["book", "film"] } }"#,
        extra: #" "auth": { "token": {} },"#
    )

    static var output: String {
        let result = SpecFixture.generate(spec)
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        return SpecFixture.file("Endpoint", of: result)
    }

    @Test func casesCarryParametersWithDefaults() {
        #expect(Self.output.contains("    case search(kind: Kind, q: String, page: Int = 1, tags: [String]? = nil, includeAdult: Bool? = nil, trace: String? = nil)\n"))
        #expect(Self.output.contains("    case create(body: Item)\n"))
        #expect(Self.output.contains("    case login(email: String, code: Int? = nil)\n"))
    }

    @Test func oneSwitchBuildsEveryRequest() {
        // The other switch over all cases, `caseName`'s, binds nothing: one line per case, cheap to check. The third,
        // `validate()`'s, has the one case with checks (the enum path segment, which may be written empty) and `default`.
        #expect(Self.output.components(separatedBy: "switch self").count == 4, "the enum has exactly two switches over all its cases")
        #expect(Self.output.contains(#"try Validate.segment(PathSegment(kind), of: "kind")"#))
        #expect(Self.output.contains("""
                public var caseName: String {
                    switch self {
                    case .search: "search"
                    case .create: "create"
            """))
        #expect(Self.output.contains("""
                    case let .create(body):
                        return RequestParts(method: .post, path: "/items", body: .json(body))
            """))
        #expect(Self.output.contains(#"        return RequestParts(method: .delete, path: "/items/\(PathSegment(id))")"#))
    }

    @Test func queryAndHeadersAreStraightLineCode() {
        #expect(Self.output.contains(#"""
                    case let .search(kind, q, page, tags, includeAdult, trace):
                        var query: [QueryItem] = []
                        query.append(QueryItem("q", q))
                        query.append(QueryItem("page", page))
                        if let tags { query += tags.map { QueryItem("tags", $0) } }
                        if let includeAdult { query.append(QueryItem("include_adult", includeAdult)) }
                        var headers: [HTTPHeader] = []
                        if let trace { headers.append(HTTPHeader("X-Trace", trace)) }
                        return RequestParts(
                            method: .get,
                            path: "/items/\(PathSegment(kind))/search",
                            query: query,
                            headers: headers
                        )
            """#))
    }

    @Test func formBodiesAndPublicEndpoints() {
        #expect(Self.output.contains("""
                    case let .login(email, code):
                        var fields: [QueryItem] = []
                        fields.append(QueryItem("email", email))
                        if let code { fields.append(QueryItem("code", code)) }
                        return RequestParts(
                            method: .post,
                            path: "/login",
                            body: .form(fields),
                            requiresAuthentication: false
                        )
            """))
    }

    @Test func aListSpelledWithBracketsBesideItsOneIsItsPlural() {
        // Hetzner takes `server` (one) or `server[]` (several) in one form; the list was `server2`, with a warning.
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"""
            { "attach": { "method": "POST", "path": "/vswitch", "body": { "form": { "server[]": "[string]?", "server": "string?", "tag[]": "[string]?" } } },
              "edit": { "method": "POST", "path": "/edit", "body": { "multipart": { "image": "file?", "image[]": "[file]?", "mask": "string?", "mask[]": "[string]?" } } } }
            """#))
        #expect(SpecFixture.rendered(result).isEmpty, "\(SpecFixture.rendered(result))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("func attach(servers: [String]? = nil, server: String? = nil, tag: [String]? = nil)"), "\(client)")
        // LiteLLM's multipart `image[]` beside `image` was `image2`, with a warning.
        #expect(client.contains("func edit(image: MultipartFile? = nil, images: [MultipartFile]? = nil, mask: String? = nil, masks: [String]? = nil)"))
    }

    @Test func requiredScalarsAreArrayLiterals() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "find": { "method": "GET", "path": "/f", "query": { "q": "string", "n": "int" }, "headers": { "X-A": "string" } } }"#))
        #expect(SpecFixture.file("Endpoint", of: result).contains("""
                    case let .find(q, n, xA):
                        return RequestParts(
                            method: .get,
                            path: "/f",
                            query: [QueryItem("q", q), QueryItem("n", n)],
                            headers: [HTTPHeader("X-A", xA)]
                        )
            """))
    }

    @Test func localListsNeverShadowParameters() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "find": { "method": "GET", "path": "/f", "query": { "query": "string?", "query2": "int?" }, "headers": { "headers": "string?" } } }
            """))
        let output = SpecFixture.file("Endpoint", of: result)
        #expect(output.contains("var queryItems: [QueryItem] = []"))
        #expect(output.contains("if let query { queryItems.append(QueryItem(\"query\", query)) }"))
        #expect(output.contains("var headerFields: [HTTPHeader] = []"))
        try await TypeCheck.run(result.files, moduleName: "ShadowedLocals")
    }

    @Test func enumsGetTheirPropertiesFromParts() {
        #expect(Self.output.contains("public nonisolated enum TestEndpoint: GeneratedEndpoint {"))
        #expect(!Self.output.contains("var method"))
    }

    @Test func defaultsAreLeftOut() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/ping" } }"#))
        let output = SpecFixture.file("Endpoint", of: result)
        #expect(output.contains("""
                    case .ping:
                        return RequestParts(method: .get, path: "/ping")
            """))
        #expect(!output.contains("func validate"))
    }

    @Test func literalPathTextIsPercentEncodedAndEscaped() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "odd": { "method": "GET", "path": "/a b/\"q\"/é" } }"#))
        #expect(SpecFixture.file("Endpoint", of: result).contains(#"return RequestParts(method: .get, path: "/a%20b/%22q%22/%C3%A9")"#))
    }

    @Test func retryAndTimeoutOverridesArePrinted() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "a": { "method": "POST", "path": "/a", "retry": true, "timeout": 2.5 }, "b": { "method": "GET", "path": "/b", "retry": false },
              "c": { "method": "GET", "path": "/c" } }
            """))
        let output = SpecFixture.file("Endpoint", of: result)
        #expect(output.contains(#"return RequestParts(method: .post, path: "/a", isRetryable: true, timeout: 2.5)"#))
        #expect(output.contains(#"return RequestParts(method: .get, path: "/b", isRetryable: false)"#))
        #expect(output.contains(#"return RequestParts(method: .get, path: "/c")"#))
    }

    @Test func timeoutMustBePositive() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "timeout": -1 } }"#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("error: 'timeout' must be a positive number of seconds, found number (at $.endpoints.a.timeout)") })
    }

    @Test func anEndpointServedElsewhereNamesItsServerWhichTheClientFollowsFromItsEnvironments() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "upload": { "method": "POST", "path": "/files", "server": "https://uploads.example.com:8443/v1" }, "ping": { "method": "GET", "path": "/ping" } }
            """))
        let endpoint = SpecFixture.file("Endpoint", of: result)
        #expect(endpoint.contains(#"server: Server(name: "uploads.example.com:8443", baseURL: "https://uploads.example.com:8443/v1")"#))
        #expect(endpoint.contains(#"return RequestParts(method: .get, path: "/ping")"#))
        // A custom server (a test's, a proxy's) takes every request.
        #expect(SpecFixture.file("Client", of: result).contains("configuration.usesEndpointServers = TestEnvironment.allCases.contains { $0.server == server }"))
        try await TypeCheck.run(result.files, moduleName: "EndpointServers")
        let without = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/ping" } }"#))
        #expect(!SpecFixture.file("Client", of: without).contains("usesEndpointServers"))
    }

    @Test func anEndpointServerMustBeAnAbsoluteHTTPURL() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "server": "/uploads" } }"#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("error: invalid server URL '/uploads' (at $.endpoints.a.server)") })
    }

    @Test func anEndpointServerNamesOnlyVariablesOfTheAPIsServers() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "server": "https://intake.{zone}" } }"#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("error: server URL 'https://intake.{zone}' names 'zone', which is not a variable of the API's servers (at $.endpoints.a.server)") })
    }

    @Test func deprecatedEndpointsAreMarkedEverywhere() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "old": { "method": "GET", "path": "/old", "deprecated": "Use new()." }, "new": { "method": "GET", "path": "/new" } }"#))
        #expect(SpecFixture.file("Endpoint", of: result).contains("    @available(*, deprecated, message: \"Use new().\")\n    case old\n"))
        #expect(SpecFixture.file("Client", of: result).contains("    @available(*, deprecated, message: \"Use new().\")\n    func old() async throws\n"))
        #expect(SpecFixture.file("Client", of: result).contains("    @available(*, deprecated, message: \"Use new().\")\n    public func old() async throws {\n"))
        try await TypeCheck.run(result.files, moduleName: "DeprecatedEndpoints")
    }

    @Test func constraintsBecomeAValidateMethod() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: """
            { "search": { "method": "GET", "path": "/s", "query": { "q": { "type": "string?", "minLength": 2, "maxLength": 50, "pattern": "^\\\\w+$" },
                          "limit": { "type": "int", "default": 10, "minimum": 1, "maximum": 100 }, "ids": { "type": "[int]", "maxLength": 5 } } },
              "save": { "method": "POST", "path": "/p", "body": "Profile?" }, "ping": { "method": "GET", "path": "/ping" } }
            """,
            models: #"""
                { "Profile": { "properties": { "name": { "type": "string", "minLength": 1 }, "ratio": { "type": "double?", "minimum": 0, "maximum": 1.5 },
                                               "age": { "type": "int?", "exclusiveMinimum": 0, "exclusiveMaximum": 150 } } } }
                """#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Endpoint", of: result).contains(#"""
                public func validate() throws(EndpointError) {
                    switch self {
                    case let .search(q, limit, ids):
                        try Validate.length(q, of: "q", min: 2, max: 50)
                        try Validate.pattern(q, of: "q", "^\\w+$")
                        try Validate.range(limit, of: "limit", min: 1, max: 100)
                        try Validate.length(ids, of: "ids", max: 5)
                    case let .save(body):
                        try body?.validate()
                    default:
                        break
                    }
                }
            """#))
        #expect(SpecFixture.file("Models", of: result).contains("""
                public func validate() throws(EndpointError) {
                    try Validate.length(name, of: "Profile.name", min: 1)
                    try Validate.range(ratio, of: "Profile.ratio", min: 0.0, max: 1.5)
                    try Validate.range(age, of: "Profile.age", above: 0, below: 150)
                }
            """))
        try await TypeCheck.run(result.files, moduleName: "Constraints")
    }

    @Test func constraintsMustFitTheirType() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "a": { "method": "GET", "path": "/a", "query": { "n": { "type": "int", "minLength": 1, "pattern": "x" }, "s": { "type": "string", "minimum": 1, "minLength": 5, "maxLength": 2 },
                     "r": { "type": "string", "pattern": "(" }, "i": { "type": "int32", "maximum": 1e10 },
                     "e": { "type": "string", "exclusiveMinimum": 0 }, "x": { "type": "int", "exclusiveMaximum": "9" } } } }
            """))
        let messages = result.diagnostics.map(\.message)
        #expect(messages == [
            "'minLength' applies only to strings, arrays and dictionaries", "'pattern' applies only to strings, not 'Int'",
            "'minimum' applies only to numbers", "maxLength 2 is less than minLength 5",
            "'pattern' is not a valid regular expression: (", "'maximum' of an integer must be a whole number in range, found 1e10",
            "'exclusiveMinimum' applies only to numbers", "'exclusiveMaximum' must be a number, found string",
        ], "\(messages)")
    }
}

/// Multipart and raw-data bodies.
@Suite struct BodyEmitterTests {
    @Test func multipartAndDataBodiesAreStraightLineCode() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "upload": { "method": "POST", "path": "/u", "body": { "multipart": { "title": "string", "ids": "[int]?", "doc": "file", "form": "file?" } } },
              "raw": { "method": "PUT", "path": "/r", "body": { "data": "image/png" } },
              "ping": { "method": "POST", "path": "/p", "body": { "multipart": {} } } }
            """))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Endpoint", of: result)
        #expect(output.contains("    case upload(title: String, ids: [Int]? = nil, doc: MultipartFile, form: MultipartFile? = nil)\n"))
        #expect(output.contains("""
                    case let .upload(title, ids, doc, form):
                        var multipartForm = MultipartForm()
                        multipartForm.addField("title", title)
                        if let ids { for value in ids { multipartForm.addField("ids", value) } }
                        multipartForm.addFile("doc", doc)
                        if let form { multipartForm.addFile("form", form) }
                        return RequestParts(method: .post, path: "/u", body: .multipart(multipartForm))
            """))
        #expect(output.contains(#"return RequestParts(method: .put, path: "/r", body: .data(body, contentType: "image/png"))"#))
        // A form without fields is built in place: a variable nothing changes would be a warning.
        #expect(output.contains(#"return RequestParts(method: .post, path: "/p", body: .multipart(MultipartForm()))"#), "\(output)")
        #expect(SpecFixture.file("Client", of: result).contains("func raw(_ body: Data) async throws"))
        try await TypeCheck.run(result.files, moduleName: "Bodies")
    }

    /// A null has no spelling among any parameter's values: optional elements of an array parameter (OpenAPI's nullable
    /// `items`) are sent as plain ones, with a warning, in every place. A path, header or cookie list kept its `?`, and
    /// the request did not compile (`[String?]` given where `.values` takes `[String]`).
    @Test func arrayParametersOfOptionalElementsSendPlainElements() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "find": { "method": "GET", "path": "/f/{ids}", "pathParameters": { "ids": "[int?]" }, "query": { "levels": "[int?]?" },
                        "headers": { "X-Tags": "[string?]" }, "cookies": { "tags": { "type": "[string?]", "explode": false }, "more": "[int?]?" } },
              "save": { "method": "POST", "path": "/s", "body": { "form": { "tags": "[string?]" } } },
              "send": { "method": "POST", "path": "/m", "body": { "multipart": { "ids": "[int?]?" } } } }
            """))
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        #expect(result.diagnostics.map(\.message) == [
            "the elements of path parameter 'ids' are optional, but a null cannot be sent as a path value; they are 'Int'",
            "the elements of query parameter 'levels' are optional, but a null cannot be sent as a query value; they are 'Int'",
            "the elements of header parameter 'X-Tags' are optional, but a null cannot be sent as a header value; they are 'String'",
            "the elements of cookie parameter 'tags' are optional, but a null cannot be sent as a cookie value; they are 'String'",
            "the elements of cookie parameter 'more' are optional, but a null cannot be sent as a cookie value; they are 'Int'",
            "the elements of form field parameter 'tags' are optional, but a null cannot be sent as a form field value; they are 'String'",
            "the elements of multipart field parameter 'ids' are optional, but a null cannot be sent as a multipart field value; they are 'Int'",
        ])
        let output = SpecFixture.file("Endpoint", of: result)
        #expect(output.contains("case find(ids: [Int], levels: [Int]? = nil, xTags: [String], tags: [String], more: [Int]? = nil)"), "\(output)")
        try await TypeCheck.run(result.files, moduleName: "OptionalElements")
    }

    @Test func formFieldsSentAsJSONTextKeepTheirOrder() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "save": { "method": "POST", "path": "/s", "body": { "form": { "name": "string", "profile": { "type": "Profile?", "contentType": "application/json" },
                                                                             "tags": { "type": "[Profile]", "contentType": "application/json" }, "n": "int?" } } } }
            """, models: #"{ "Profile": { "properties": { "name": "string" } } }"#))
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Endpoint", of: result).contains("""
                        var fields: [FormField] = []
                        fields.append(.item(QueryItem("name", name)))
                        if let profile { fields.append(.json("profile", profile)) }
                        fields += tags.map { .json("tags", $0) }
                        if let n { fields.append(.item(QueryItem("n", n))) }
            """))
        try await TypeCheck.run(result.files, moduleName: "JSONText")
    }

    @Test func eachBodyMediaTypeIsACaseAndAClientMethod() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "save": { "method": "PUT", "path": "/s", "body": ["Profile", { "form": { "name": "string" } }, { "text": "application/xml", "swiftName": "saveAsXML" },
                                                            { "json": "Profile", "contentType": "application/merge-patch+json" }] } }
            """, models: #"{ "Profile": { "properties": { "name": "string" } } }"#))
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Endpoint", of: result)
        for line in ["case save(body: Profile)", "case saveForm(name: String)", "case saveAsXML(body: String)", "case saveMergePatch(body: Profile)",
                     #"return RequestParts(method: .put, path: "/s", body: .json(body))"#,
                     #"return RequestParts(method: .put, path: "/s", body: .form([QueryItem("name", name)]))"#,
                     #"body: .data(Data(body.utf8), contentType: "application/xml; charset=utf-8")"#,
                     #"body: .json(body, contentType: "application/merge-patch+json")"#] {
            #expect(output.contains(line), "\(line)")
        }
        let client = SpecFixture.file("Client", of: result)
        for method in ["func save(_ body: Profile)", "func saveForm(name: String)", "func saveAsXML(_ body: String)", "func saveMergePatch(_ body: Profile)"] {
            #expect(client.contains(method), "\(method)")
        }
        try await TypeCheck.run(result.files, moduleName: "Alternatives")
    }

    @Test(arguments: [
        (#""body": { "data": "png" }"#, "error: 'data' must be a content type such as \"image/png\" (at $.endpoints.e.body.data)"),
        (#""body": { "json": "int", "data": "a/b" }"#, "error: 'body' must have exactly one of 'json', 'form', 'multipart', 'data' or 'text' (at $.endpoints.e.body)"),
        // `file` and `[file]` are multipart fields' types (a file part, one part per file); nothing else holds files.
        (#""body": { "multipart": { "a": "[[file]]" } }"#, "error: unknown type 'file'"),
        (#""body": { "multipart": { "a": "[string: file]" } }"#, "error: unknown type 'file'"),
        (#""body": { "form": { "a": "file" } }"#, "error: unknown type 'file'"),
        // The HTTP stack frames the message: a caller's length cut a multipart body off at the server.
        (#""headers": { "Content-Length": "int" }"#,
         "error: header 'Content-Length' is set by the HTTP stack from the request it sends; no parameter may set it (at $.endpoints.e.headers['Content-Length'])"),
        (#""headers": { "server": { "type": "string", "wireName": "HOST" } }"#, "error: header 'HOST' is set by the HTTP stack"),
        // The runtime refuses such a name, so every call failed.
        (#""headers": { "X-H\r\nInjected: 1": "string" }"#, #"error: header 'X-H\u{D}\u{A}Injected: 1' is not an HTTP field name"#),
        (#""body": { "multipart": { "a": { "type": "file", "contentType": "image/*" } } }"#,
         "error: a multipart field's 'contentType' must be one media type such as \"text/csv\", found 'image/*'"),
        (#""body": { "multipart": { "a": { "type": "[string: int]", "contentType": "text/csv" } } }"#,
         "error: multipart field 'a' holds a model or list, sent as application/json; its 'contentType' cannot be 'text/csv'"),
        // Sent as one field, one of the two values was lost.
        (#""headers": { "X-Trace": "string", "trace": { "type": "int", "wireName": "x-trace" } }"#,
         "error: header 'x-trace' is 'X-Trace' again: header names ignore case (at $.endpoints.e.headers.trace.wireName)"),
    ])
    func badBodiesAreLocated(body: String, message: String) {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "e": { "method": "POST", "path": "/e", \#(body) } }"#))
        #expect(SpecFixture.rendered(result).contains { $0.contains(message) }, "\(SpecFixture.rendered(result))")
    }

    @Test func eachChecksTheElementsOfAnArrayOrTheValuesOfADictionary() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: """
            { "tag": { "method": "GET", "path": "/t", "query": { "ids": { "type": "[int]?", "each": { "minimum": 1 } } } } }
            """,
            models: #"{ "Labels": { "properties": { "byKey": { "type": "[string: string]", "each": { "maxLength": 3 } } } } }"#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Endpoint", of: result).contains(#"""
                    case let .tag(ids):
                        if let value0 = ids {
                            for (index1, element1) in value0.enumerated() {
                                try Validate.range(element1, of: "ids[\(index1)]", min: 1)
                            }
                        }
            """#), "\(SpecFixture.file("Endpoint", of: result))")
        #expect(SpecFixture.file("Models", of: result).contains(#"""
                    for (key0, element0) in byKey {
                        try Validate.length(element0, of: "Labels.byKey[\(key0.debugDescription)]", max: 3)
                    }
            """#))
        try await TypeCheck.run(result.files, moduleName: "EachConstraints")
    }

    @Test func eachMustFitAnArrayOrDictionaryAndItsElements() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "a": { "method": "GET", "path": "/a", "query": { "s": { "type": "string", "each": { "maxLength": 1 } },
                     "n": { "type": "[int]", "each": { "pattern": "x" } }, "k": { "type": "[string]", "each": { "size": 1 } },
                     "w": { "type": "[string]", "each": 3 } } } }
            """))
        let rendered = result.diagnostics.map { $0.description.prefix { $0 != "\n" } }
        #expect(rendered == [
            "test.endpoints.json:4:100: error: 'each' applies only to arrays and dictionaries, not 'String' (at $.endpoints.a.query.s.each)",
            "test.endpoints.json:5:55: error: 'pattern' applies only to strings, not 'Int' (at $.endpoints.a.query.n.each.pattern)",
            "test.endpoints.json:5:101: error: unknown key 'size' (at $.endpoints.a.query.k.each.size)",
            "test.endpoints.json:6:45: error: 'each' must be an object, found number (at $.endpoints.a.query.w.each)",
        ], "\(rendered)")
    }

    /// A path parameter names one segment: an empty one went out as `/users//profile`, which Werkzeug and nginx merge
    /// into `/users/profile`, another resource. `label` and `matrix` write their prefix anyway.
    @Test func aSimplePathSegmentMayNotBeEmpty() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "a": { "method": "GET", "path": "/u/{name}/{ids}/{tags}/{n}/{l}/{rest}/{version}",
                     "pathParameters": { "name": "string", "ids": { "type": "[int]" }, "tags": { "type": "[string]", "minLength": 2 }, "n": "int",
                                         "l": { "type": "[string]", "style": "label" }, "rest": { "type": "string", "minLength": 0 },
                                         "version": "Version" } } }
            """, models: #"{ "Version": { "oneOf": ["int", "string"] } }"#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Endpoint", of: result).contains(#"""
                    case let .a(name, ids, tags, _, l, rest, version):
                        try Validate.length(name, of: "name", min: 1)
                        try Validate.length(ids, of: "ids", min: 1)
                        try Validate.length(tags, of: "tags", min: 2)
                        try Validate.length(rest, of: "rest", min: 0)
                        try Validate.segment(PathSegment("tags", .values(tags), style: .simple(explode: false)), of: "tags")
                        try Validate.segment(PathSegment("l", .values(l), style: .label(explode: false)), of: "l")
                        try Validate.segment(PathSegment("version", FormValue(encoding: version), style: .simple(explode: false)), of: "version")
            """#), "\(SpecFixture.file("Endpoint", of: result))")
        try await TypeCheck.run(result.files, moduleName: "PathSegments")
    }

    /// A list written in a path segment is checked for an element holding its delimiter, in any style but exploded
    /// `matrix` (`["a,b", "c"]` went as `a%2Cb,c`, three elements to connexion and openapi-core).
    @Test func aPathListIsCheckedForAnElementHoldingItsDelimiter() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "a": { "method": "GET", "path": "/u/{ids}/{l}/{m}/{e}",
                     "pathParameters": { "ids": { "type": "[string]" }, "l": { "type": "[string]", "style": "label", "explode": true },
                                         "m": { "type": "[string]", "style": "matrix", "explode": true }, "e": { "type": "string" } } } }
            """))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Endpoint", of: result)
        #expect(output.contains(#"try Validate.segment(PathSegment("ids", .values(ids), style: .simple(explode: false)), of: "ids")"#), "\(output)")
        #expect(output.contains(#"try Validate.segment(PathSegment("l", .values(l), style: .label(explode: true)), of: "l")"#))
        #expect(!output.contains(#"Validate.segment(PathSegment("m""#) && !output.contains(#"Validate.segment(PathSegment("e""#))
        try await TypeCheck.run(result.files, moduleName: "PathLists")
    }

    /// A JSON body that is a list or a dictionary takes the constraint keys (FastAPI's `list[...]` bodies
    /// went unchecked and answered 422), and a list of models checks each model.
    @Test func aListBodyIsChecked() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: """
            { "tag": { "method": "POST", "path": "/t", "body": { "json": "[string]", "maxLength": 2, "each": { "maxLength": 3 } } },
              "save": { "method": "POST", "path": "/s", "body": "[string: Tagged]?" },
              "form": { "method": "POST", "path": "/f", "body": { "form": { "a": "string" }, "maxLength": 2 } } }
            """,
            models: #"{ "Tagged": { "properties": { "name": { "type": "string", "maxLength": 3 } } } }"#
        ))
        #expect(SpecFixture.rendered(result).map { $0.prefix { $0 != "\n" } } == [
            "test.endpoints.json:6:82: error: unknown key 'maxLength' (at $.endpoints.form.body.maxLength)",
        ])
        let valid = SpecFixture.generate(SpecFixture.spec(
            endpoints: """
            { "tag": { "method": "POST", "path": "/t", "body": { "json": "[string]", "maxLength": 2, "each": { "maxLength": 3 } } },
              "save": { "method": "POST", "path": "/s", "body": "[string: Tagged]?" } }
            """,
            models: #"{ "Tagged": { "properties": { "name": { "type": "string", "maxLength": 3 } } } }"#
        ))
        #expect(valid.diagnostics.isEmpty, "\(SpecFixture.rendered(valid))")
        #expect(SpecFixture.file("Endpoint", of: valid).contains(#"""
                    case let .tag(body):
                        try Validate.length(body, of: "body", max: 2)
                        for (index0, element0) in body.enumerated() {
                            try Validate.length(element0, of: "body[\(index0)]", max: 3)
                        }
                    case let .save(body):
                        if let value0 = body {
                            for (key1, element1) in value0 {
                                try Validate.nested(element1, in: "body[\(key1.debugDescription)]")
                            }
                        }
            """#), "\(SpecFixture.file("Endpoint", of: valid))")
        try await TypeCheck.run(valid.files, moduleName: "ListBodies")
    }

    /// A form field sent as JSON text lost every check, its own and its elements'.
    @Test func aFormFieldSentAsJSONTextIsChecked() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "send": { "method": "POST", "path": "/s", "body": { "form": {
                "tags": { "type": "[string]", "maxLength": 2, "each": { "maxLength": 3 }, "contentType": "application/json" },
                "note": { "type": "string?", "maxLength": 3, "contentType": "application/json" } } } } }
            """))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let endpoint = SpecFixture.file("Endpoint", of: result)
        #expect(endpoint.contains(#"try Validate.length(element0, of: "tags[\(index0)]", max: 3)"#), "\(endpoint)")
        #expect(endpoint.contains(#"try Validate.length(note, of: "note", max: 3)"#))
    }

    /// A union's models were never validated; its `validate()` calls theirs, in a list too, and a model or
    /// body holding the union calls it.
    @Test func aUnionValidatesTheModelsItHolds() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "put": { "method": "PUT", "path": "/p", "body": "Holder" } }"#,
            models: #"""
                { "Item": { "properties": { "name": { "type": "string", "maxLength": 3 } } },
                  "Choice": { "oneOf": ["[Item]", "int"] },
                  "Holder": { "properties": { "choice": "Choice?" } } }
                """#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
                public func validate() throws(EndpointError) {
                    switch self {
                    case .items(let value):
                        for element0 in value {
                            try element0.validate()
                        }
                    default:
                        break
                    }
                }
            """), "\(models)")
        #expect(models.contains(#"try Validate.nested(choice, in: "Holder.choice")"#))
        try await TypeCheck.run(result.files, moduleName: "UnionValidation")
    }

    /// drf-spectacular sends nested serializers as form and multipart fields, and a model sent so, or as a
    /// query object, was never validated; the JSON variant of the same operation was.
    @Test func aModelSentAsAFieldOrQueryObjectIsValidated() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: """
            { "create": { "method": "POST", "path": "/c", "query": { "filter": { "type": "Owner?", "style": "deepObject" } },
                          "body": { "form": { "owner": { "type": "Owner", "contentType": "application/json" }, "friends": { "type": "[Owner]?", "contentType": "application/json" } } } },
              "upload": { "method": "POST", "path": "/u", "body": { "multipart": { "owner": "Owner", "doc": "file" } } } }
            """,
            models: #"{ "Owner": { "properties": { "name": { "type": "string", "minLength": 2 } } } }"#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let endpoint = SpecFixture.file("Endpoint", of: result)
        #expect(endpoint.contains(#"""
                    case let .create(filter, owner, friends):
                        try filter?.validate()
                        try owner.validate()
                        if let value0 = friends {
                            for (index1, element1) in value0.enumerated() {
                                try Validate.nested(element1, in: "friends[\(index1)]")
                            }
                        }
                    case let .upload(owner, _):
                        try owner.validate()
            """#), "\(endpoint)")
        try await TypeCheck.run(result.files, moduleName: "FieldModels")
    }
}
