@testable import EndpointGenDiff
@testable import EndpointGenEmit
@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec
import Testing

/// Several success statuses, response headers and per-status error bodies: spec in, Swift out.
@Suite struct ResponseEmitterTests {
    static let result = SpecFixture.generate(SpecFixture.spec(
        endpoints: """
        {
          "create": { "method": "POST", "path": "/items", "body": "Item", "response": { "200": "Item", "201": "Item", "202": "none", "203": "data" },
                      "errors": { "404": "Missing", "422": "[Missing]" },
                      "responseHeaders": { "ETag": "string?", "X-Remaining": { "type": "int", "swiftName": "remaining" }, "X-Kind": "Kind?" } },
          "item": { "method": "GET", "path": "/items/{id}", "pathParameters": { "id": "int" }, "response": "Item", "errors": { "404": "Missing" } },
          "remove": { "method": "DELETE", "path": "/items/{id}", "pathParameters": { "id": "int" }, "errors": { "404": "Missing" } },
          "count": { "method": "HEAD", "path": "/items", "responseHeaders": { "X-Total": "int64" } },
          "single": { "method": "GET", "path": "/one", "response": { "201": "Item" } }
        }
        """,
        models: #"{ "Item": { "properties": { "id": "int" } }, "Missing": { "properties": { "message": "string" } }, "Kind": { "enum": ["a", "b"] } }"#
    ))

    @Test func severalStatusesMakeANestedEnum() {
        #expect(Self.result.diagnostics.isEmpty, "\(SpecFixture.rendered(Self.result))")
        #expect(SpecFixture.file("Endpoint", of: Self.result).contains("""
                public nonisolated enum CreateResponse: Hashable, Sendable {
                    /// Status 200.
                    case ok(Item)
                    /// Status 201.
                    case created(Item)
                    /// Status 202.
                    case accepted
                    /// Status 203.
                    case nonAuthoritativeInformation(Data)
                }
            """))
    }

    @Test func aStatusEnumWhoseNameAModelHasIsTheEndpointsOutcome() async throws {
        // Documents often name the body's schema `<operationId>Response` (Cisco's: 645 times); the enum of statuses around
        // it was `ListResponse2`. It is the endpoint's outcome; only when that is taken too does it get a number.
        let spec = SpecFixture.spec(
            endpoints: #"{ "list": { "method": "GET", "path": "/l", "response": { "200": "ListResponse", "204": "none" } },"#
                + #" "find": { "method": "GET", "path": "/f", "response": { "200": "FindResponse", "204": "none" } } }"#,
            models: #"{ "ListResponse": { "properties": { "id": "int" } }, "FindResponse": { "properties": { "id": "int" } }, "FindOutcome": { "properties": { "id": "int" } } }"#
        )
        let result = SpecFixture.generate(spec)
        let endpoint = SpecFixture.file("Endpoint", of: result)
        #expect(endpoint.contains("public nonisolated enum ListOutcome: Hashable, Sendable {\n        /// Status 200.\n        case ok(ListResponse)"))
        #expect(endpoint.contains("public nonisolated enum FindResponse2: Hashable, Sendable {"))
        #expect(SpecFixture.rendered(result).map { $0.contains("'FindResponse2'") } == [true])
        #expect(SpecFixture.file("Client", of: result).contains("func list() async throws -> TestEndpoint.ListOutcome"))
        try await TypeCheck.run(result.files, moduleName: "StatusOutcome")
    }

    @Test func theClass2XXIsACaseThatCarriesTheStatus() async throws {
        // Cisco's documents answer 200 with a body and any other 2xx without one: those statuses were errors.
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "list": { "method": "GET", "path": "/l", "response": { "2XX": "none", "200": "Item", "304": "none" } },"#
                + #" "poll": { "method": "GET", "path": "/p", "response": { "2xx": "Item", "304": "none" } },"#
                + #" "same": { "method": "GET", "path": "/s", "response": { "200": "Item", "2XX": "Item" } } }"#,
            models: #"{ "Item": { "properties": { "id": "int" } } }"#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let endpoint = SpecFixture.file("Endpoint", of: result)
        #expect(endpoint.contains("""
                public nonisolated enum ListResponse: Hashable, Sendable {
                    /// Status 200.
                    case ok(Item)
                    /// Status 304.
                    case notModified
                    /// A 2xx status that no other case is for, which it carries.
                    case otherSuccess(status: Int)
                }
            """), "\(endpoint)")
        // Without a 2xx status listed, the class is every success.
        #expect(endpoint.contains("        /// Status 304.\n        case notModified\n        /// A 2xx status that no other case is for, which it carries.\n        case success(status: Int, Item)\n"))
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("""
                        case 200: .ok(try response.decode(Item.self))
                        case 304: .notModified
                        case 200..<300: .otherSuccess(status: response.statusCode)
                        default: throw response.undeclaredStatus()
            """), "\(client)")
        #expect(client.contains("case 200..<300: .success(status: response.statusCode, try response.decode(Item.self))"))
        // 200 and 2XX of one body: every 2xx status reads it, as the short form says.
        #expect(client.contains("public func same() async throws -> Item {"))
        try await TypeCheck.run(result.files, moduleName: "StatusClass")
    }

    @Test func theClientDecodesByStatusAndReadsTheHeaders() {
        #expect(SpecFixture.file("Client", of: Self.result).contains("""
                public func create(_ body: Item) async throws -> (body: TestEndpoint.CreateResponse, headers: TestEndpoint.CreateHeaders) {
                    try await apiClient.send(TestEndpoint.create(body: body), errors: [404: Missing.self, 422: [Missing].self]) { response throws(EndpointError) in
                        let body: TestEndpoint.CreateResponse = switch response.statusCode {
                        case 200: .ok(try response.decode(Item.self))
                        case 201: .created(try response.decode(Item.self))
                        case 202: .accepted
                        case 203: .nonAuthoritativeInformation(response.body)
                        default: throw response.undeclaredStatus()
                        }
                        return (body: body, headers: try TestEndpoint.CreateHeaders(response))
                    }
                }
            """))
    }

    @Test func headersAreAStructReadFromTheResponse() {
        #expect(SpecFixture.file("Endpoint", of: Self.result).contains("""
                    public init(_ response: ReceivedResponse) throws(EndpointError) {
                        self.eTag = try response.headerIfPresent("ETag", as: String.self)
                        self.remaining = try response.header("X-Remaining", as: Int.self)
                        self.xKind = try response.headerIfPresent("X-Kind", as: Kind.self)
                    }
            """))
        #expect(SpecFixture.file("Client", of: Self.result).contains("public func count() async throws -> TestEndpoint.CountHeaders {"))
    }

    @Test func errorModelsAloneKeepThePlainReturnType() {
        let client = SpecFixture.file("Client", of: Self.result)
        #expect(client.contains("""
                public func item(id: Int) async throws -> Item {
                    try await apiClient.send(TestEndpoint.item(id: id), errors: [404: Missing.self], decoding: Item.self)
                }
            """))
        #expect(client.contains("        try await apiClient.send(TestEndpoint.remove(id: id), errors: [404: Missing.self]) { _ in }\n"))
    }

    @Test func oneStatusNeedsNoEnum() {
        #expect(SpecFixture.file("Client", of: Self.result).contains("""
                public func single() async throws -> Item {
                    try await apiClient.send(TestEndpoint.single, decoding: Item.self)
            """))
        #expect(!SpecFixture.file("Endpoint", of: Self.result).contains("SingleResponse"))
    }

    @Test func outputTypeChecks() async throws {
        try await TypeCheck.run(Self.result.files, moduleName: "Responses")
    }

    @Test(arguments: [
        (#"{ "200": "Item", "404": "Item" }"#, "error: '404' is not a status code for a success response; use 200 to 399 (at $.endpoints.e.response['404'])"),
        (#"{ "3XX": "Item" }"#, "error: '3XX' is not a status code for a success response; use 200 to 399"),
        (#"{ "2XX": "Item", "2xx": "none" }"#, "error: '2xx' lists the class 2XX a second time (at $.endpoints.e.response['2xx'])"),
        (#"{ "200": { "201": "Item" }, "204": "none" }"#, "error: the response of status 200 must be \"none\", \"data\", a type or an object of media types (at $.endpoints.e.response['200'])"),
        (#"{}"#, "error: 'response' lists no status (at $.endpoints.e.response)"),
    ])
    func badResponseObjectsAreLocated(response: String, message: String) {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "e": { "method": "GET", "path": "/e", "response": \#(response) } }"#,
            models: #"{ "Item": { "properties": { "id": "int" } } }"#
        ))
        #expect(SpecFixture.rendered(result).contains { $0.contains(message) }, "\(SpecFixture.rendered(result))")
    }

    @Test(arguments: [
        (#""errors": { "200": "Item" }"#, "error: '200' is not a status code for an error; use 300 to 599 (at $.endpoints.e.errors['200'])"),
        (#""errors": { "404": "Itme" }"#, "error: unknown type 'Itme'"),
        (#""responseHeaders": { "Date": "date-time" }"#, "error: response header 'Date' has type 'date-time', which a header field cannot carry (at $.endpoints.e.responseHeaders.Date)"),
        (#""responseHeaders": { "X-A": { "type": "int", "default": 1 } }"#, "error: response header 'X-A' cannot have a default (at $.endpoints.e.responseHeaders['X-A'].default)"),
        (#""responseHeaders": { "X-A": { "type": "string", "minLength": 1 } }"#, "error: response header 'X-A' cannot have constraints (at $.endpoints.e.responseHeaders['X-A'])"),
        (#""responseHeaders": { "X-A": "[string]" }"#, "error: response header 'X-A' has type '[string]', which a header field cannot carry"),
    ])
    func badErrorsAndHeadersAreLocated(entry: String, message: String) {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "e": { "method": "GET", "path": "/e", \#(entry) } }"#,
            models: #"{ "Item": { "properties": { "id": "int" } } }"#
        ))
        #expect(SpecFixture.rendered(result).contains { $0.contains(message) }, "\(SpecFixture.rendered(result))")
    }

    /// A response header that describes the connection is left out with a located warning, as the OpenAPI import
    /// leaves it out: the HTTP stack consumes it, so its member was nil on every call.
    @Test func connectionResponseHeadersAreLeftOutWithAWarning() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "e": { "method": "GET", "path": "/e", "response": "data",
                     "responseHeaders": { "Transfer-Encoding": "string?", "X-Keep": { "type": "string?", "wireName": "Keep-Alive" }, "ETag": "string?" } } }
            """))
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        #expect(result.diagnostics.map(\.message) == [
            "response header 'Transfer-Encoding' describes the connection, which the HTTP stack consumes and does not hand to the app (RFC 9110 §7.6.1); left out",
            "response header 'Keep-Alive' describes the connection, which the HTTP stack consumes and does not hand to the app (RFC 9110 §7.6.1); left out",
        ])
        #expect(SpecFixture.rendered(result).contains { $0.contains("warning: response header 'Transfer-Encoding' describes") && $0.contains("(at $.endpoints.e.responseHeaders['Transfer-Encoding'])") },
                "\(SpecFixture.rendered(result))")
        let output = result.files.map(\.contents).joined(separator: "\n")
        #expect(output.contains("eTag") && !output.contains("transferEncoding") && !output.contains("xKeep"), "\(output)")
    }
}

/// `examples`: sample bodies by status, printed as static members in EndpointKit's sample types, which
/// EndpointKitTesting's `StubTransport` answers with.
@Suite struct SampleEmitterTests {
    @Test func examplesBecomeSamplesAndRoutes() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "item": { "method": "GET", "path": "/items/{id}/a b", "pathParameters": { "id": "int" }, "response": "Item",
                        "examples": { "200": { "id": 7, "note": "say \\"hi\\"\\n" }, "404": null } },
              "other": { "method": "GET", "path": "/other", "response": "Item", "examples": { "200": { "id": 1 } } },
              "sampleRoutes": { "method": "GET", "path": "/s" } }
            """, models: #"{ "Item": { "properties": { "id": "int", "note": "string?" } } }"#))
        let output = SpecFixture.file("Endpoint", of: result)
        #expect(output.contains(#"""
                public nonisolated static let itemSamples: [Int: SampleResponse] = [
                    200: .json(#"{"id":7,"note":"say \"hi\"\n"}"#, status: 200),
                    404: .json(#"null"#, status: 404),
                ]
            """#))
        // One sample, the common case, takes one line under its doc comment.
        #expect(output.contains(#"""
                /// Sample responses of `other` by status.
                /// - Remark: Generated from `$.endpoints.other.examples`.
                public nonisolated static let otherSamples: [Int: SampleResponse] = [200: .json(#"{"id":1}"#, status: 200)]
            """#), "\(output)")
        // An endpoint already named `sampleRoutes` keeps its name; the static list is renamed.
        #expect(output.contains(#"public nonisolated static let sampleRoutes2: [SampleRoute] = ["#))
        #expect(output.contains(#"    SampleRoute(.get, "/items/{id}/a%20b", samples: itemSamples),"#))
        #expect(SpecFixture.rendered(result).contains {
            $0.contains("warning: endpoint 'sampleRoutes' has the Swift name 'sampleRoutes' of the list of sample routes; that is named 'sampleRoutes2' (at $.endpoints.sampleRoutes)")
        }, "\(SpecFixture.rendered(result))")
        // Production code: only EndpointKit is imported, and that is enough.
        try await TypeCheck.run(result.files, moduleName: "Samples")
        // Test code: EndpointKitTesting answers with the samples.
        let test = GeneratedFile(name: "SampleTest.swift", contents: """
            import EndpointKit
            import EndpointKitTesting

            let transport = StubTransport(samples: TestEndpoint.sampleRoutes2)
            let notFound = StubResponse(TestEndpoint.itemSamples[404]!)
            let other = StubResponse(TestEndpoint.otherSamples[200]!)
            """)
        try await TypeCheck.run(result.files + [test], moduleName: "SampleTests")
    }

    /// One array literal of every route would take the compiler memory that grows with the square of its length.
    @Test func manyRoutesAreListedInLiteralsOfFifty() async throws {
        let count = SamplesPrinter.routesPerLiteral + 1
        let endpoints = (0..<count).map { #""e\#($0)": { "method": "GET", "path": "/e/\#($0)", "examples": { "200": { "n": \#($0) } } }"# }
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: "{\n\(endpoints.joined(separator: ",\n"))\n}"))
        let output = SpecFixture.file("Endpoint", of: result)
        #expect(output.contains("""
                public nonisolated static let sampleRoutes: [SampleRoute] = {
                    var routes: [SampleRoute] = []
                    routes += [
                        SampleRoute(.get, "/e/0", samples: e0Samples),
            """), "\(output)")
        #expect(output.contains("""
                        SampleRoute(.get, "/e/49", samples: e49Samples),
                    ]
                    routes += [
                        SampleRoute(.get, "/e/50", samples: e50Samples),
                    ]
                    return routes
                }()
            """), "\(output)")
        let test = GeneratedFile(name: "SampleTest.swift", contents: """
            import EndpointKitTesting

            let transport = StubTransport(samples: TestEndpoint.sampleRoutes)
            """)
        try await TypeCheck.run(result.files + [test], moduleName: "ManySamples")
    }

    @Test func theStubsAreNotInTheProductionModule() async throws {
        let file = GeneratedFile(name: "App.swift", contents: """
            import EndpointKit

            let transport = StubTransport(responding: .status(200))
            """)
        await #expect {
            try await TypeCheck.run([file], moduleName: "App")
        } throws: { error in
            "\(error)".contains("cannot find 'StubTransport' in scope")
        }
    }

    @Test func anExampleStatusMustBeAStatusCode() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "e": { "method": "GET", "path": "/e", "examples": { "ok": {} } } }"#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("error: 'ok' is not a status code for an example; use 100 to 599 (at $.endpoints.e.examples.ok)") })
    }
}

/// 3xx outcomes and error bodies by status class and `default`.
@Suite struct StatusClassTests {
    static let result = SpecFixture.generate(SpecFixture.spec(
        endpoints: """
        {
          "item": { "method": "GET", "path": "/items/{id}", "pathParameters": { "id": "int" },
                    "headers": { "If-None-Match": { "type": "string?", "swiftName": "ifNoneMatch" } },
                    "response": { "200": "Item", "304": "none" },
                    "errors": { "404": "Missing", "4xx": "Problem", "default": "Problem" } },
          "moved": { "method": "GET", "path": "/old", "response": { "301": "none" } }
        }
        """,
        models: #"{ "Item": { "properties": { "id": "int" } }, "Missing": { "properties": { "message": "string" } }, "Problem": { "properties": { "detail": "string" } } }"#
    ))

    @Test func a304IsACaseAndIsAcceptedByTheRuntime() async throws {
        #expect(Self.result.diagnostics.isEmpty, "\(SpecFixture.rendered(Self.result))")
        let client = SpecFixture.file("Client", of: Self.result)
        #expect(client.contains("""
            try await apiClient.send(TestEndpoint.item(id: id, ifNoneMatch: ifNoneMatch), accepting: [304], errors: [404: Missing.self, .range(4): Problem.self, .default: Problem.self]) { response throws(EndpointError) in
            """), "\(client)")
        #expect(client.contains("case 304: .notModified"))
        #expect(SpecFixture.file("Endpoint", of: Self.result).contains("case movedPermanently"), "a single 3xx status still gets its case")
        try await TypeCheck.run(Self.result.files, moduleName: "StatusClasses")
    }

    @Test(arguments: [("6XX", "'6XX' is not a status code for an error"), ("4X", "'4X' is not a status code for an error"), ("200", "'200' is not a status code for an error")])
    func badErrorKeysAreLocated(key: String, message: String) {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "errors": { "\#(key)": "string" } } }"#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("error: \(message)") }, "\(SpecFixture.rendered(result))")
    }

    @Test func a1xxSuccessIsRefused() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "response": { "101": "none", "200": "none" } } }"#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("error: '101' is not a status code for a success response; use 200 to 399") })
    }
}
