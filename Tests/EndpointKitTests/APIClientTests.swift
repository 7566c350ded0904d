import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct APIClientTests {
    @Test func decodesA2xxJSONBody() async throws {
        let transport = StubTransport(responding: .json(#"{"id": 7, "title": "Heat"}"#))
        let movie = try await makeClient(transport).send(TestAPI.movie(id: "7"), decoding: Movie.self)
        #expect(movie == Movie(id: 7, title: "Heat"))
        #expect(transport.recordedRequests.map(\.url?.absoluteString) == ["http://127.0.0.1:8000/api/v3/movie/7"])
    }

    @Test(arguments: [nil, "application/json; charset=utf-8", "text/json", "application/problem+json", "APPLICATION/JSON"])
    func acceptsJSONContentTypesAndAMissingOne(contentType: String?) async throws {
        let headers = contentType.map { ["Content-Type": $0] } ?? [:]
        let transport = StubTransport(responding: StubResponse(headers: headers, body: Data(#"{"id":1,"title":"A"}"#.utf8)))
        let movie: Movie = try await makeClient(transport).send(TestAPI.movie(id: "1"))
        #expect(movie.id == 1)
    }

    @Test func nonJSONContentTypeIsADecodingError() async {
        let transport = StubTransport(responding: StubResponse(headers: ["Content-Type": "text/html"], body: Data("<html>".utf8)))
        let error = await endpointError { _ = try await makeClient(transport).send(TestAPI.movie(id: "1"), decoding: Movie.self) }
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(failure.typeName == "Movie")
        #expect(failure.debugDescription.contains("text/html"))
        #expect(failure.bodyExcerpt == "<html>")
    }

    @Test func invalidJSONIsADecodingErrorWithTheCodingPath() async {
        let body = #"{"results": [{"id": 1, "poster_path": null}]}"#
        let transport = StubTransport(responding: .json(body))
        let error = await endpointError { _ = try await makeClient(transport).send(TestAPI.search(query: "x"), decoding: MovieList.self) }
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(failure.typeName == "MovieList")
        #expect(failure.codingPath == "results[0].poster_path")
        #expect(failure.bodyExcerpt == body)
    }

    @Test func bodyThatIsNotJSONIsADecodingError() async {
        let transport = StubTransport(responding: .json("not json"))
        let error = await endpointError { _ = try await makeClient(transport).send(TestAPI.movie(id: "1"), decoding: Movie.self) }
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(failure.codingPath == "")
        #expect(failure.bodyExcerpt == "not json")
    }

    @Test func notFoundWithJSONErrorBodyIsHTTPWithMessageAndPayload() async {
        let body = #"{"status_code": 34, "status_message": "The resource you requested could not be found."}"#
        let transport = StubTransport(responding: .json(body, status: 404))
        let client = makeClient(transport, errorBody: APIErrorBody.self)
        let error = await endpointError { _ = try await client.send(TestAPI.movie(id: "0"), decoding: Movie.self) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 404)
        #expect(failure.message == "The resource you requested could not be found.")
        #expect(failure.payload as? APIErrorBody == APIErrorBody(statusCode: 34, statusMessage: failure.message))
        #expect(failure.body == Data(body.utf8))
        #expect(failure.headers["Content-Type"] == "application/json")
        #expect(failure.isClientError && !failure.isServerError && !failure.isAuthentication)
    }

    @Test func serverErrorWithHTMLBodyIsHTTPWithDefaultMessageAndRawBody() async {
        let html = Data("<html><body>502 Bad Gateway</body></html>".utf8)
        let transport = StubTransport(responding: StubResponse(status: 500, headers: ["Content-Type": "text/html"], body: html))
        let client = makeClient(transport, errorBody: APIErrorBody.self)
        let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 500)
        #expect(failure.message == "Server error, please try again later.")
        #expect(failure.payload == nil)
        #expect(failure.body == html)
        #expect(failure.isServerError)
    }

    @Test func emptyErrorBodyWithoutErrorBodyTypeUsesTheDefaultMessage() async {
        let error = await endpointError { _ = try await makeClient(StubTransport(responding: .status(401))).data(for: TestAPI.movie(id: "1")) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.isAuthentication)
        #expect(failure.message == "The server did not accept the credentials.")
    }

    @Test func noContentSendAcceptsAnyBodyAndDataReturnsTheRawBody() async throws {
        let client = makeClient(StubTransport(responding: StubResponse(status: 204, headers: ["Content-Type": "text/plain"], body: Data("ok".utf8))))
        try await client.send(TestAPI.delete(id: 3))
        #expect(try await client.data(for: TestAPI.delete(id: 3)) == Data("ok".utf8))
    }

    @Test func credentialsAreAppliedOnlyToEndpointsThatRequireAuthentication() async throws {
        let client = makeClient(
            StubTransport(responding: .status(200)),
            sharedQuery: [QueryItem("language", "en")],
            credentials: [
                .token(header: "Authorization", scheme: "JWT", provider: .constant("abc")),
                .apiKey(name: "api_key", value: "s3cr&t", location: .query),
                .apiKey(name: "X-Api-Key", value: "h1", location: .header),
            ]
        )
        let authenticated = try await client.urlRequest(for: TestAPI.search(query: "q"))
        #expect(authenticated.value(forHTTPHeaderField: "Authorization") == "JWT abc")
        #expect(authenticated.value(forHTTPHeaderField: "X-Api-Key") == "h1")
        #expect(authenticated.url?.query == "language=en&api_key=s3cr%26t&query=q&page=1")

        let anonymous = try await client.urlRequest(for: TestAPI.login(username: "u", password: "p"))
        #expect(anonymous.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(anonymous.value(forHTTPHeaderField: "X-Api-Key") == nil)
        #expect(anonymous.url?.query == "language=en")
    }

    @Test func tokenWithoutSchemeIsSentBareAndFetchedPerRequest() async throws {
        let fetches = EventLog()
        let provider = TokenProvider {
            fetches.append("fetch")
            return "token-\(fetches.all.count)"
        }
        let transport = StubTransport(responding: .status(200))
        let client = makeClient(transport, credentials: [.token(header: "X-Session", scheme: nil, provider: provider)])
        try await client.send(TestAPI.delete(id: 1))
        try await client.send(TestAPI.delete(id: 2))
        #expect(transport.recordedRequests.map { $0.value(forHTTPHeaderField: "X-Session") } == ["token-1", "token-2"])
    }

    @Test func bearerCredentialAndFailingTokenProvider() async throws {
        let bearer = makeClient(StubTransport(responding: .status(200)), credentials: [.bearer(.constant("t"))])
        #expect(try await bearer.urlRequest(for: TestAPI.delete(id: 1)).value(forHTTPHeaderField: "Authorization") == "Bearer t")

        struct Expired: Error {}
        let transport = StubTransport(responding: .status(200))
        let failing = makeClient(transport, credentials: [.bearer(TokenProvider { throw Expired() })])
        let error = await endpointError { try await failing.send(TestAPI.delete(id: 1)) }
        guard case .invalidRequest(.credentialUnavailable)? = error else {
            Issue.record("expected credentialUnavailable, got \(String(describing: error))")
            return
        }
        #expect(transport.recordedRequests.isEmpty)
    }

    @Test func tokenContainingNewlineIsATypedError() async {
        let client = makeClient(StubTransport(responding: .status(200)), credentials: [.bearer(.constant("a\r\nX-Injected: 1"))])
        let error = await endpointError { _ = try await client.urlRequest(for: TestAPI.delete(id: 1)) }
        guard case .invalidRequest(.invalidHeader(name: "Authorization"))? = error else {
            Issue.record("expected invalidHeader, got \(String(describing: error))")
            return
        }
    }

    @Test func invalidBaseURLIsATypedErrorAndNothingIsSent() async {
        let transport = StubTransport(responding: .status(200))
        let client = APIClient(configuration: .init(server: Server(baseURL: "localhost:8000")), transport: transport)
        let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        guard case .invalidRequest(.invalidBaseURL("localhost:8000"))? = error else {
            Issue.record("expected invalidBaseURL, got \(String(describing: error))")
            return
        }
        #expect(transport.recordedRequests.isEmpty)
    }

    @Test func alreadyCancelledTaskThrowsCancelledWithoutSending() async {
        let transport = StubTransport(responding: .status(200))
        let client = makeClient(transport)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        }
        guard case .cancelled? = await task.value else {
            Issue.record("expected .cancelled")
            return
        }
        #expect(transport.recordedRequests.isEmpty)
    }

    @Test func cancellingTheTaskDuringTheTransferThrowsCancelled() async {
        // The transfer ends only when cancelled: a CI run with two cores busy took longer than a 30 s transfer to
        // cancel it, which then answered 200.
        let transport = StubTransport { _ in
            try await Task.sleep(for: .seconds(600))
            return .status(200)
        }
        let client = makeClient(transport)
        let task = Task { await endpointError { try await client.send(TestAPI.delete(id: 1)) } }
        while transport.recordedRequests.isEmpty { await Task.yield() }
        task.cancel()
        guard case .cancelled? = await task.value else {
            Issue.record("expected .cancelled")
            return
        }
    }

    /// A transport that answers a cancelled call with an error of its own (as Linux URLSession may) still ends it
    /// as cancelled: the caller asked for that, and a transport error would read as a failure to retry.
    @Test func aCancelledCallIsCancelledWhateverErrorTheTransportThrows() async {
        struct Boom: Error {}
        let transport = StubTransport { _ in
            try? await Task.sleep(for: .seconds(600))  // until cancelled, as above
            throw Boom()
        }
        let client = makeClient(transport)
        let task = Task { await endpointError { try await client.send(TestAPI.delete(id: 1)) } }
        while transport.recordedRequests.isEmpty { await Task.yield() }
        task.cancel()
        let error = await task.value
        guard case .cancelled? = error else {
            Issue.record("expected .cancelled, got \(String(describing: error))")
            return
        }
    }

    @Test func transportErrorsAreMapped() async {
        struct Boom: Error {}
        let cases: [(any Error, String)] = [
            (URLError(.notConnectedToInternet), "noConnection"),
            (URLError(.cannotConnectToHost), "noConnection"),
            (URLError(.dnsLookupFailed), "noConnection"),
            (URLError(.timedOut), "timedOut"),
            (URLError(.cancelled), "cancelled"),
            (CancellationError(), "cancelled"),
            (URLError(.badServerResponse), "transport"),
            (Boom(), "transport"),
            (EndpointError.timedOut, "timedOut"),
        ]
        for (thrown, expected) in cases {
            let client = makeClient(StubTransport { _ in throw thrown })
            let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
            let name = switch error {
            case .noConnection?: "noConnection"
            case .timedOut?: "timedOut"
            case .cancelled?: "cancelled"
            case .transport?: "transport"
            default: "other: \(String(describing: error))"
            }
            #expect(name == expected, "\(thrown)")
        }
    }

    @Test func datesDecodeWithAndWithoutFractionalSecondsAndEncodeAsISO8601() async throws {
        struct Stamped: Codable, Sendable { var at: Date }
        let client = makeClient(StubTransport(responding: .json(#"[{"at":"2026-11-22T05:30:00Z"},{"at":"2026-11-22T05:30:00.250Z"}]"#)))
        let stamps = try await client.send(TestAPI.movie(id: "1"), decoding: [Stamped].self)
        #expect(stamps.map(\.at.timeIntervalSince1970) == [1_795_325_400, 1_795_325_400.25])

        let encoded = try DateCoding.iso8601.makeEncoder().encode(Stamped(at: Date(timeIntervalSince1970: 1_795_325_400)))
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"at":"2026-11-22T05:30:00Z"}"#)
    }

    /// A number of seconds or of milliseconds since 1970, read and written as the coding says.
    @Test func datesAsNumbersAreSecondsOrMillisecondsAsTheCodingSays() throws {
        struct Stamped: Codable, Sendable, Equatable { var at: Date }
        let stamp = Stamped(at: Date(timeIntervalSince1970: 1_700_000_000.5))
        for (coding, text) in [(DateCoding.secondsSince1970, #"{"at":1700000000.5}"#), (.millisecondsSince1970, #"{"at":1700000000500}"#)] {
            #expect(try coding.makeDecoder().decode(Stamped.self, from: Data(text.utf8)) == stamp, "\(coding)")
            #expect(String(decoding: try coding.makeEncoder().encode(stamp), as: UTF8.self) == text, "\(coding)")
        }
    }

    /// A time read from a response goes back as it came: written with whole seconds, its fraction was lost, and an
    /// echoed timestamp (an optimistic-concurrency field, a `since` cursor) no longer matched.
    @Test(arguments: [("2024-05-06T07:08:09.123Z", "2024-05-06T07:08:09.123Z"), ("2024-05-06T07:08:09.123456Z", "2024-05-06T07:08:09.123456Z"),
                      ("2024-05-06T07:08:09.5Z", "2024-05-06T07:08:09.5Z"), ("2024-05-06T07:08:09.000Z", "2024-05-06T07:08:09Z"),
                      ("1969-12-31T23:59:59.75Z", "1969-12-31T23:59:59.75Z")])
    func aDateKeepsItsFractionWhenWritten(read: String, written: String) throws {
        struct Stamped: Codable, Sendable { var at: Date }
        let stamp = try DateCoding.iso8601.makeDecoder().decode(Stamped.self, from: Data(#"{"at":"\#(read)"}"#.utf8))
        let encoded = try DateCoding.iso8601.makeEncoder().encode(stamp)
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"at":"\#(written)"}"#)
        #expect(stamp.at.parameterValue == written)
        #expect(try DateCoding.iso8601.makeDecoder().decode(Stamped.self, from: encoded).at == stamp.at)
    }

    /// A date sent with milliseconds and echoed back came back a step away from the one sent, for 4,962 of
    /// 10,006 whole milliseconds (`1767225600.123` read as `1767225600.1230001`): an optimistic-concurrency check failed.
    @Test func aDateOfWholeMillisecondsOrMicrosecondsComesBackEqual() throws {
        let milliseconds = (0..<10_000).map { Date(timeIntervalSince1970: 1_767_225_600 + Double($0) / 1_000) }
        let microseconds = (0..<2_000).map { Date(timeIntervalSince1970: 1_767_225_600 + Double($0 * 499) / 1_000_000) }
        let older = (0..<1_000).map { Date(timeIntervalSince1970: -1_000 + Double($0) / 1_000) }
        let dates = milliseconds + microseconds + older
        let encoded = try DateCoding.iso8601.makeEncoder().encode(dates)
        let decoded = try DateCoding.iso8601.makeDecoder().decode([Date].self, from: encoded)
        let unequal = zip(dates, decoded).filter { $0 != $1 }
        let first = unequal.first.map { "\($0.timeIntervalSince1970) read as \($1.timeIntervalSince1970)" } ?? ""
        #expect(unequal.count == 0, "\(unequal.count) of \(dates.count) differ, the first \(first)")
    }

    /// A fraction that rounds to a whole second (`.9999996`) is written as the next second: written as the second it
    /// started in, the time went out almost a second early.
    @Test func aFractionThatRoundsToAWholeSecondIsWrittenAsTheNextSecond() {
        #expect(Date(timeIntervalSince1970: 1_795_325_399.9999996).parameterValue == "2026-11-22T05:30:00Z")
        #expect(Date(timeIntervalSince1970: -0.0000001).parameterValue == "1970-01-01T00:00:00Z")
    }

    /// FastAPI and Pydantic send Python's naive `datetime` without an offset; RFC 3339 also allows a space or `t` and
    /// a lowercase `z`. Each failed to decode the whole response.
    @Test(arguments: ["2026-11-22T05:30:00", "2026-11-22T05:30:00.000000", "2026-11-22 05:30:00Z", "2026-11-22t05:30:00z",
                      "2026-11-22 05:30:00", "2026-11-22T07:30:00+02:00", "2026-11-22T00:30:00-05:00"])
    func datesInOtherSpellingsOfRFC3339AndWithoutAnOffsetAreRead(text: String) throws {
        struct Stamped: Codable, Sendable { var at: Date }
        let stamp = try DateCoding.iso8601.makeDecoder().decode(Stamped.self, from: Data(#"{"at":"\#(text)"}"#.utf8))
        #expect(stamp.at.timeIntervalSince1970 == 1_795_325_400, "\(text)")
    }

    @Test(arguments: ["2026-11-22", "22/11/2026 05:30", "2026-11-22T05:30:00 tomorrow", "soon"])
    func textThatIsNoDateTimeIsStillAnError(text: String) {
        struct Stamped: Codable, Sendable { var at: Date }
        #expect(throws: DecodingError.self) { try DateCoding.iso8601.makeDecoder().decode(Stamped.self, from: Data(#"{"at":"\#(text)"}"#.utf8)) }
    }
}
