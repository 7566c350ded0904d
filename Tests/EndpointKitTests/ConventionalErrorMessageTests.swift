@testable import EndpointKit
import EndpointKitTesting
import Foundation
import Testing

/// An error body's message where the typed body gives none (FastAPI's `detail` beside its 422 model,
/// Anthropic's union of error types): read where APIs conventionally put one.
@Suite struct ConventionalErrorMessageTests {
    static func failure(_ body: String, status: Int = 403, errorBody: (any ServerErrorBody.Type)? = nil,
                        credentials: [Credential] = []) async -> HTTPFailure? {
        let client = makeClient(StubTransport(responding: .json(body, status: status)), credentials: credentials, errorBody: errorBody)
        guard case .http(let failure)? = await endpointError({ _ = try await client.data(for: TestAPI.search(query: "q")) }) else { return nil }
        return failure
    }

    @Test(arguments: [
        // FastAPI's HTTPException, whatever model the document declares.
        (#"{"detail": "Could not validate credentials"}"#, "Could not validate credentials"),
        // Anthropic and OpenAI: one level down.
        (#"{"type": "error", "error": {"type": "invalid_request_error", "message": "max_tokens: must be at most 8192"}}"#,
         "max_tokens: must be at most 8192"),
        // RFC 9457: the detail before the title; the title alone.
        (#"{"type": "about:blank", "title": "Not Found", "detail": "Product 7 does not exist"}"#, "Product 7 does not exist"),
        (#"{"title": "One or more validation errors occurred.", "status": 400}"#, "One or more validation errors occurred."),
        // OAuth 2.0 (RFC 6749 §5.2): the description before the code.
        (#"{"error": "invalid_grant", "error_description": "The refresh token expired"}"#, "The refresh token expired"),
        (#"{"error": "invalid_grant"}"#, "invalid_grant"),
        // JSON:API and GraphQL: the first of `errors`.
        (#"{"errors": [{"status": "422", "detail": "Title is too long"}, {"detail": "second"}]}"#, "Title is too long"),
        // A blank message is none.
        (#"  {"message": "  ", "detail": "the real one"}"#, "the real one"),
        // Rails and Emmett: an `errors` object of each field's texts, by field name.
        (#"{"errors": {"id": "record not found"}}"#, "id: record not found"),
        (#"{"errors": {"password": ["is too short", "has no digit"], "email": ["is taken"], "age": 7, "name": []}}"#,
         "email: is taken; password: is too short, has no digit"),
        // Pydantic's validation problems: in FastAPI's `detail`, or the whole body as spectree sends them.
        (#"{"detail": [{"type": "missing", "loc": ["body", "name"], "msg": "Field required"}, {"loc": ["query", "ids", 1], "msg": "Input should be a valid integer"}]}"#,
         "body.name: Field required; query.ids.1: Input should be a valid integer"),
        (#"[{"type": "literal_error", "loc": ["x-api-version"], "msg": "Input should be '2024-01-01' or '2025-01-01'"}]"#,
         "x-api-version: Input should be '2024-01-01' or '2025-01-01'"),
        (#"{"detail": [{"msg": "field required"}, {"msg": " "}, {"loc": [1.5], "msg": "odd place"}]}"#, "field required; odd place"),
        // A list of texts under `detail` (ZenML's exception and its text).
        (#"{"detail": ["KeyError", "Unable to get stack with ID 'x': No stack with this ID found"]}"#,
         "KeyError: Unable to get stack with ID 'x': No stack with this ID found"),
        (#"{"detail": ["the name is taken", " ", "the email is taken"]}"#, "the name is taken; the email is taken"),
        // Flask-JWT-Extended's `msg` (Superset's token failures), dstack's `detail.msg`, and marshmallow's
        // field errors under Flask-AppBuilder's `message`.
        (#"{"msg": "Not enough segments"}"#, "Not enough segments"),
        (#"{"detail": {"msg": "Invalid token", "code": null}}"#, "Invalid token"),
        (#"{"message": {"slug": ["Must be unique"]}}"#, "slug: Must be unique"),
        // Open-Meteo's `reason` beside a boolean `error`, and Elasticsearch's inside its `error` object.
        (#"{"error": true, "reason": "Cannot initialize WeatherVariable from invalid String value tempeture_2m"}"#,
         "Cannot initialize WeatherVariable from invalid String value tempeture_2m"),
        (#"{"error": {"root_cause": [], "type": "index_not_found_exception", "reason": "no such index [movies]"}, "status": 404}"#,
         "no such index [movies]"),
        // An object's only text, under a key of the API's own (Piccolo's database error).
        (#"{"db_error": "NOT NULL constraint failed: director.photo"}"#, "db_error: NOT NULL constraint failed: director.photo"),
    ])
    func aMessageIsReadWhereAPIsPutIt(body: String, message: String) async {
        #expect(await Self.failure(body)?.message == message)
    }

    @Test(arguments: [
        "<html><body>Forbidden</body></html>", #"["message"]"#, #"{"detail": [{"message": "not Pydantic's"}]}"#, #"{"detail": ["a", 7]}"#, #"[{"msg": 7}]"#, #"{"message": 7}"#,
        #"{"message": ""}"#, "", #"{"message": "cut"#, #"{"code": "E42"}"#, #"{"errors": {"id": 4, "name": [" "]}}"#,
    ])
    func anyOtherBodyGivesTheDefault(body: String) async {
        #expect(await Self.failure(body)?.message == HTTPFailure.defaultMessage(forStatus: 403))
    }

    /// A plain-text error body is the message (a document's `text/plain` 4XX was the status's default text);
    /// an HTML page, or text labelled otherwise, is not.
    @Test func aPlainTextBodyIsTheMessage() async {
        func failure(_ body: String, type: String) async -> HTTPFailure? {
            let response = StubResponse(status: 401, headers: ["Content-Type": type], body: Data(body.utf8))
            let client = makeClient(StubTransport(responding: response))
            guard case .http(let failure)? = await endpointError({ _ = try await client.data(for: TestAPI.search(query: "q")) }) else { return nil }
            return failure
        }
        #expect(await failure("Unauthorized: the token expired\n", type: "text/plain; charset=utf-8")?.message == "Unauthorized: the token expired")
        #expect(await failure("<html><body>Unauthorized</body></html>", type: "text/html")?.message == HTTPFailure.defaultMessage(forStatus: 401))
        #expect(await failure("  \n", type: "text/plain")?.message == HTTPFailure.defaultMessage(forStatus: 401))
    }

    /// Starlette's `PlainTextResponse` and other servers send a short explanation without a `Content-Type`
    /// (Piccolo's `Unrecognised __operator argument - bogus` read as the 400's default text): a line of text is the
    /// message; JSON is read as JSON; markup, bytes and a long body are not.
    @Test func aShortTextWithoutContentTypeIsTheMessage() async {
        func message(_ body: Data) async -> String? {
            let client = makeClient(StubTransport(responding: StubResponse(status: 400, headers: [:], body: body)))
            guard case .http(let failure)? = await endpointError({ _ = try await client.data(for: TestAPI.search(query: "q")) }) else { return nil }
            return failure.message
        }
        let fallback = HTTPFailure.defaultMessage(forStatus: 400)
        #expect(await message(Data("Unrecognised __operator argument - bogus\n".utf8)) == "Unrecognised __operator argument - bogus")
        #expect(await message(Data(#"{"detail": "from JSON"}"#.utf8)) == "from JSON")
        #expect(await message(Data("<html><body>Bad</body></html>".utf8)) == fallback)
        #expect(await message(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == fallback)
        #expect(await message(Data("a\u{1}b".utf8)) == fallback)
        #expect(await message(Data(String(repeating: "x", count: 1_001).utf8)) == fallback)
    }

    /// The typed body's message wins; the conventional one fills in where it has none.
    @Test func theTypedMessageComesFirst() async {
        let both = #"{"status_code": 7, "status_message": "typed", "message": "conventional"}"#
        #expect(await Self.failure(both, errorBody: APIErrorBody.self)?.message == "typed")
        let typedWithout = #"{"status_code": 7, "message": "conventional"}"#
        let failure = await Self.failure(typedWithout, errorBody: APIErrorBody.self)
        #expect(failure?.message == "conventional" && (failure?.payload as? APIErrorBody)?.statusCode == 7)
    }

    /// The client's secrets are cut out of it, as out of a typed message.
    @Test func theClientsSecretsAreCutOut() async {
        let failure = await Self.failure(#"{"error": {"message": "Incorrect API key provided: key-secret"}}"#, status: 401,
                                         credentials: [.apiKey(name: "X-Api-Key", value: "key-secret", location: .header)])
        #expect(failure?.message.contains("Incorrect API key provided") == true && failure?.message.contains("key-secret") == false,
                "\(String(describing: failure?.message))")
    }
}
