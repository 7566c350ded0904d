import EndpointKit
import Foundation
import Testing

/// Requests built by hand that break `market.yaml` in one way each: the spec-validating server
/// (Tests/Server/validating.py) must reject every one with 422 and say why, which proves that the
/// acceptances in the other validation suites mean something.
@Suite(.requiresHTTPBin) struct ValidatorRejectionTests {
    let server = ValidatingServer(expectsRejections: true)

    /// Sends `request`, expects 422 with the document's error body, and returns the server's reasons.
    func rejection(of request: HandBuiltRequest, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let client = try await server.apiClient()
        guard let failure = await httpFailure(sourceLocation: sourceLocation, { try await client.send(request) }) else { return "" }
        #expect(failure.statusCode == 422, sourceLocation: sourceLocation)
        let errors = try await server.rejected(sourceLocation: sourceLocation)
        #expect(failure.message == errors.joined(separator: "; "), sourceLocation: sourceLocation)
        return failure.message
    }

    /// A client that does not know the document's error model still shows the server's words: this server writes them
    /// where Anthropic's and OpenAI's do (`error.message`), which ``HTTPFailure`` reads when no typed body gives one.
    @Test func theServersMessageReachesAClientWithoutTheErrorModel() async throws {
        let client = APIClient(configuration: .init(server: try await ValidatingServer.server(), middleware: [server.middleware()]),
                               transport: URLSessionTransport(configuration: .ephemeral))
        let request = HandBuiltRequest(path: "/v1/charges", query: [QueryItem(name: "limit", value: "many")])
        guard let failure = await httpFailure({ try await client.send(request) }) else { return }
        let errors = try await server.rejected()
        #expect(failure.statusCode == 422 && failure.payload == nil)
        #expect(failure.message == errors.joined(separator: "; ") && failure.message.contains("limit"), "\(failure.message)")
    }

    @Test func anArraySentAsRepeatedKeysWhereTheDocumentSaysDeepObject() async throws {
        // What EndpointKit sent before styles existed, and what the payments API answers with 400.
        let message = try await rejection(of: HandBuiltRequest(path: "/v1/charges", query: [
            QueryItem(name: "expand", value: "customer"), QueryItem(name: "expand", value: "invoice"),
        ]))
        #expect(message.contains("query parameter expand: an array of scalars is written as query parameter expand[]=…"))
    }

    @Test func aCommaInsideAValueIsNotADelimiter() async throws {
        // `album%2Ctrack` is one value holding a comma, which is no search type; `album,track` would be two.
        let message = try await rejection(of: HandBuiltRequest(path: "/v1/search", query: [
            QueryItem(name: "q", value: "x"), QueryItem(name: "type", value: "album,track"),
        ]))
        #expect(message.contains("query parameter type[0]: 'album,track' is not one of"))
    }

    @Test func aQueryCharacterRFC3986RequiresEncoded() async throws {
        // Sent over a plain socket: URLSession would percent-encode the `[`, `]` and `|` itself.
        let answer = rawHTTPResponse(
            "GET /v1/charges?expand[]=customer&customer=a|b HTTP/1.0\r\nAuthorization: Bearer k\r\nX-Validator-Tag: \(server.tag)",
            to: try await TestServer.validatingURL()
        )
        #expect(answer?.hasPrefix("HTTP/1.1 422") == true, "\(answer ?? "no answer")")
        let errors = try await server.rejected()
        #expect(errors.contains { $0.hasSuffix("has characters RFC 3986 requires percent-encoded: ['[', ']', '|']") })
    }

    @Test func aWrongScalarTypeInTheQuery() async throws {
        let message = try await rejection(of: HandBuiltRequest(path: "/v1/charges", query: [QueryItem(name: "limit", value: "many")]))
        #expect(message.contains("limit"))
    }

    @Test func aFormObjectSentAsJSONText() async throws {
        let message = try await rejection(of: HandBuiltRequest(method: .post, path: "/v1/checkout/sessions", body: .form([
            QueryItem(name: "mode", value: "payment"), QueryItem(name: "success_url", value: "https://shop.example/ok"),
            QueryItem(name: "line_items", value: #"[{"price":"price_1"}]"#),
        ])))
        #expect(message.contains("body.line_items"))
    }

    @Test func arrayIndicesOutOfOrder() async throws {
        let message = try await rejection(of: HandBuiltRequest(method: .post, path: "/v1/checkout/sessions", body: .form([
            QueryItem(name: "mode", value: "payment"), QueryItem(name: "success_url", value: "https://shop.example/ok"),
            QueryItem(name: "line_items[1][price]", value: "price_2"), QueryItem(name: "line_items[0][price]", value: "price_1"),
        ])))
        #expect(message.contains("body.line_items: index 1 does not follow -1"))
    }

    @Test func aFormFieldOverTheBoundOfTheOthers() async throws {
        let message = try await rejection(of: HandBuiltRequest(method: .post, path: "/v1/charges/ch_1/labels", body: .form([
            QueryItem(name: "color", value: String(repeating: "r", count: 21)),
        ])))
        #expect(message.contains("body[color]: 'rrrrrrrrrrrrrrrrrrrrr' is too long"))
    }

    @Test func aMissingRequiredFormField() async throws {
        let message = try await rejection(of: HandBuiltRequest(method: .post, path: "/v1/refunds", body: .form([
            QueryItem(name: "amount", value: "5"),
        ])))
        #expect(message.contains("'charge' is a required property"))
    }

    @Test func aJSONBodyMissingARequiredProperty() async throws {
        let message = try await rejection(of: HandBuiltRequest(
            method: .post, path: "/v1/chat/completions",
            headers: [HTTPHeader(name: "X-Api-Key", value: "k")], body: .json(["model": "small-1"])
        ))
        #expect(message.contains("'messages' is a required property"))
    }

    @Test func onlyHalfOfACombinedSecurityRequirement() async throws {
        // deleteModel needs the session cookie and the API key together.
        let message = try await rejection(of: HandBuiltRequest(
            method: .delete, path: "/v1/models/ft-1", headers: [HTTPHeader(name: "X-Api-Key", value: "k")]
        ))
        #expect(message.contains("Security not found"))
    }

    @Test func aPathInTheSimpleStyleWhereTheDocumentSaysLabelAndMatrix() async throws {
        let message = try await rejection(of: HandBuiltRequest(path: "/v1/maps/streets/roads,rivers/lat=1,lng=2,zoom=3"))
        #expect(message.contains("path parameter layers: a label value starts with '.'"))
        #expect(message.contains("path parameter position: a matrix value starts with ';'"))
    }

    @Test func aFilePartWithAnotherContentTypeThanDeclared() async throws {
        let form = MultipartForm(parts: [
            .init(name: "model", content: .data(Data("whisper-1".utf8))),
            .init(name: "file", filename: "memo.wav", contentType: "audio/wav", content: .data(Data([1, 2, 3]))),
        ])
        let message = try await rejection(of: HandBuiltRequest(method: .post, path: "/v1/audio/transcriptions", body: .multipart(form)))
        #expect(message.contains("multipart part 'file': Content-Type audio/wav, declared audio/mpeg"))
    }

    @Test func aRequiredHeaderLeftOut() async throws {
        let message = try await rejection(of: HandBuiltRequest(path: "/repos/o/r/issues"))
        #expect(message.contains("X-GitHub-Api-Version"))
    }

    @Test func aPathTheDocumentDoesNotHave() async throws {
        let client = try await server.apiClient()
        guard let failure = await httpFailure({ try await client.send(HandBuiltRequest(path: "/v1/charges/ch_1/capture")) }) else { return }
        #expect(failure.statusCode == 404)
        #expect(failure.message == "GET /v1/charges/ch_1/capture: no path of the document matches")
        _ = try await server.rejected()
    }
}
