import Testing

/// Responses by media type: streams, text, bytes, and several media types of one endpoint; spec in, Swift out.
@Suite struct MediaResponseEmitterTests {
    static let result = SpecFixture.generate(SpecFixture.spec(
        endpoints: """
        {
          "complete": { "method": "POST", "path": "/chat", "body": "Prompt",
                        "response": { "application/json": "Reply", "text/event-stream": { "type": "Chunk", "terminator": "[DONE]" } },
                        "errors": { "4XX": "Problem" } },
          "events": { "method": "GET", "path": "/events", "response": { "text/event-stream": "events" } },
          "ticks": { "method": "GET", "path": "/ticks", "query": { "since": "int?" }, "response": { "application/x-ndjson": "Tick" } },
          "logo": { "method": "GET", "path": "/logo", "response": { "image/png": "data" } },
          "tile": { "method": "GET", "path": "/tile", "response": { "image/png": "data", "image/jpeg": "data", "image/*": "data" } },
          "cover": { "method": "GET", "path": "/cover", "response": { "image/png": "data", "image/jpeg": { "type": "data", "swiftName": "coverJPEG" } } },
          "readme": { "method": "GET", "path": "/readme", "response": { "text/markdown; charset=utf-8": "string" } },
          "repo": { "method": "GET", "path": "/repo", "response": { "application/vnd.github+json": "Reply" } },
          "report": { "method": "GET", "path": "/report", "headers": { "If-None-Match": { "type": "string?", "swiftName": "ifNoneMatch" } },
                      "response": { "200": { "application/json": "Reply", "text/csv": "string", "application/pdf": "data" }, "304": "none" } },
          "menu": { "method": "GET", "path": "/menu", "response": { "*/*": "Reply" } },
          "owner": { "method": "GET", "path": "/owner", "response": { "200": { "application/*": "Reply" }, "304": "none" } },
          "export": { "method": "GET", "path": "/export", "response": { "text/csv": "string", "*/*": "[Reply]" } }
        }
        """,
        models: """
        { "Prompt": { "properties": { "text": "string", "stream": "bool?" } }, "Reply": { "properties": { "text": "string" } },
          "Chunk": { "properties": { "delta": "string" } }, "Tick": { "properties": { "n": "int" } }, "Problem": { "properties": { "message": "string" } } }
        """
    ))

    @Test func severalMediaTypesGiveTheCaseAnAcceptValueAndTheClientAMethodEach() {
        #expect(Self.result.diagnostics.isEmpty, "\(SpecFixture.rendered(Self.result))")
        let endpoint = SpecFixture.file("Endpoint", of: Self.result)
        #expect(endpoint.contains("    case complete(accept: CompleteMediaType = .json, body: Prompt)\n"))
        #expect(endpoint.contains("""
                    case let .complete(accept, body):
                        return RequestParts(
                            method: .post,
                            path: "/chat",
                            headers: [HTTPHeader("Accept", accept)],
                            body: .json(body)
                        )
            """))
        #expect(endpoint.contains("""
                public nonisolated enum CompleteMediaType: String, CaseIterable, Hashable, Sendable, ParameterValue {
                    /// `application/json`, which `complete` asks for.
                    case json = "application/json"
                    /// `text/event-stream`, which `completeEvents` asks for.
                    case events = "text/event-stream"
                }
            """))
        let client = SpecFixture.file("Client", of: Self.result)
        #expect(client.contains("    func complete(_ body: Prompt) async throws -> Reply\n"))
        #expect(client.contains("    func completeEvents(_ body: Prompt) -> AsyncThrowingStream<Chunk, any Error>\n"))
        #expect(client.contains("""
                public func complete(_ body: Prompt) async throws -> Reply {
                    var body = body
                    body.stream = false
                    return try await apiClient.send(TestEndpoint.complete(accept: .json, body: body), errors: [.range(4): Problem.self], decoding: Reply.self)
                }
            """))
        #expect(client.contains("""
                public func completeEvents(_ body: Prompt) -> AsyncThrowingStream<Chunk, any Error> {
                    var body = body
                    body.stream = true
                    return apiClient.stream(TestEndpoint.complete(accept: .events, body: body), format: .serverSentEvents(terminator: "[DONE]"), decoding: Chunk.self, errors: [.range(4): Problem.self])
                }
            """))
    }

    @Test func streamsAreReturnedAtOnceAndSayHowTheyEnd() {
        let client = SpecFixture.file("Client", of: Self.result)
        // The protocol's requirement says how a stream ends; the method implementing it has no second copy.
        #expect(client.contains("""
                /// The request is sent when iteration starts, and each element is handed over as it arrives. Leaving the loop, or cancelling the task that iterates, closes the connection.
                func events() -> AsyncThrowingStream<ServerSentEvent, any Error>
            """))
        #expect(client.contains("""
                }

                public func events() -> AsyncThrowingStream<ServerSentEvent, any Error> {
                    apiClient.serverSentEvents(TestEndpoint.events)
                }
            """))
        #expect(client.contains("""
                public func ticks(since: Int? = nil) -> AsyncThrowingStream<Tick, any Error> {
                    apiClient.stream(TestEndpoint.ticks(since: since), format: .jsonLines, decoding: Tick.self)
                }
            """))
        let endpoint = SpecFixture.file("Endpoint", of: Self.result)
        #expect(endpoint.contains(#"headers: [HTTPHeader(name: "Accept", value: "text/event-stream")]"#))
        #expect(endpoint.contains(#"headers: [HTTPHeader(name: "Accept", value: "application/x-ndjson")]"#))
    }

    @Test func bytesAndTextAreAskedForAndTheirContentTypeChecked() {
        let client = SpecFixture.file("Client", of: Self.result)
        #expect(client.contains("""
                public func logo() async throws -> Data {
                    try await apiClient.send(TestEndpoint.logo) { response throws(EndpointError) in
                        try response.data(matching: "image/png")
                    }
                }
            """))
        #expect(client.contains("""
                public func readme() async throws -> String {
                    try await apiClient.send(TestEndpoint.readme) { response throws(EndpointError) in
                        try response.text(matching: "text/markdown; charset=utf-8")
                    }
                }
            """))
        let endpoint = SpecFixture.file("Endpoint", of: Self.result)
        #expect(endpoint.contains("""
                    case .logo:
                        return RequestParts(
                            method: .get,
                            path: "/logo",
                            headers: [HTTPHeader(name: "Accept", value: "image/png")]
                        )
            """))
        // Bytes in several media types are one method asking for them all, and taking any (TiTiler's tile in
        // the format its path names was refused by every method but that format's); a method named in the spec is kept.
        #expect(endpoint.contains(#"headers: [HTTPHeader(name: "Accept", value: "image/png, image/jpeg, image/*")]"#), "\(endpoint)")
        #expect(client.contains(#"try response.data(matching: "image/png, image/jpeg, image/*")"#))
        #expect(!client.contains("func tileJPEG"))
        #expect(client.contains("public func cover() async throws -> Data") && client.contains("public func coverJPEG() async throws -> Data"))
        // A JSON media type other than application/json is asked for by name; its body decodes as JSON.
        #expect(endpoint.contains(#"headers: [HTTPHeader(name: "Accept", value: "application/vnd.github+json")]"#))
        #expect(client.contains("try await apiClient.send(TestEndpoint.repo, decoding: Reply.self)"))
    }

    @Test func mediaTypesByStatusReadEachStatusInTheChosenType() {
        let endpoint = SpecFixture.file("Endpoint", of: Self.result)
        #expect(endpoint.contains("    case report(ifNoneMatch: String? = nil, accept: ReportMediaType = .json)\n"))
        #expect(endpoint.contains("""
                public nonisolated enum ReportCSVResponse: Hashable, Sendable {
                    /// Status 200.
                    case ok(String)
                    /// Status 304.
                    case notModified
                }
            """))
        #expect(endpoint.contains("case pdf = \"application/pdf\""))
        let client = SpecFixture.file("Client", of: Self.result)
        #expect(client.contains("""
                public func reportCSV(ifNoneMatch: String? = nil) async throws -> TestEndpoint.ReportCSVResponse {
                    try await apiClient.send(TestEndpoint.report(ifNoneMatch: ifNoneMatch, accept: .csv), accepting: [304]) { response throws(EndpointError) in
                        switch response.statusCode {
                        case 200: .ok(try response.text(matching: "text/csv"))
                        case 304: .notModified
                        default: throw response.undeclaredStatus()
                        }
                    }
                }
            """))
        #expect(client.contains("public func reportPDF(ifNoneMatch: String? = nil) async throws -> TestEndpoint.ReportPDFResponse {"))
        #expect(client.contains("case 200: .ok(try response.data(matching: \"application/pdf\"))"))
        #expect(client.contains("public func report(ifNoneMatch: String? = nil) async throws -> TestEndpoint.ReportResponse {"))
    }

    @Test func aTypeUnderARangeHoldingJSONIsDecodedWhateverTheRangeAllowsAndAsksForJSONFirst() {
        let client = SpecFixture.file("Client", of: Self.result)
        #expect(client.contains("""
                public func menu() async throws -> Reply {
                    try await apiClient.send(TestEndpoint.menu) { response throws(EndpointError) in
                        try response.decode(Reply.self, matching: "*/*")
                    }
                }
            """))
        #expect(client.contains("case 200: .ok(try response.decode(Reply.self, matching: \"application/*\"))"))
        #expect(client.contains("public func exportAny() async throws -> [Reply] {"))
        let endpoint = SpecFixture.file("Endpoint", of: Self.result)
        #expect(endpoint.contains("""
                    case .menu:
                        return RequestParts(
                            method: .get,
                            path: "/menu",
                            headers: [HTTPHeader(name: "Accept", value: "application/json, */*;q=0.8")]
                        )
            """))
        #expect(endpoint.contains(#"headers: [HTTPHeader(name: "Accept", value: "application/json, application/*;q=0.8")]"#))
        #expect(endpoint.contains("""
                    /// `*/*`, which `exportAny` asks for.
                    case `any` = "application/json, */*;q=0.8"
            """))
    }

    @Test func outputTypeChecks() async throws {
        try await TypeCheck.run(Self.result.files, moduleName: "MediaResponses")
    }

    @Test func outputTypeChecksWithMainActorIsolationByDefault() async throws {
        try await TypeCheck.run(Self.result.files, moduleName: "MediaResponsesMainActor", mainActorByDefault: true)
    }

    @Test func aMethodNameTheServiceHasIsNumberedAndAGivenNameIsKept() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "report": { "method": "GET", "path": "/r", "response": { "application/json": "Reply", "text/csv": "string", "image/png": { "type": "data", "swiftName": "chart" } } },
              "reportCSV": { "method": "GET", "path": "/c" } }
            """, models: #"{ "Reply": { "properties": { "text": "string" } } }"#))
        #expect(SpecFixture.rendered(result).contains {
            $0.contains("warning: the method asking endpoint 'report' for text/csv would be 'reportCSV', which the client already has; it is named 'reportCSV2'")
        }, "\(SpecFixture.rendered(result))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("public func reportCSV2() async throws -> String {"))
        #expect(client.contains("public func chart() async throws -> Data {"))
        #expect(client.contains("public func reportCSV() async throws {"))
    }
}
