import EndpointKit
import Foundation
import Testing

/// Several success statuses, declared response headers and per-status error bodies, against the real server.
@Suite(.requiresHTTPBin) struct StatusResponseTests {
    @Test func eachSuccessStatusHasItsOwnCase() async throws {
        let responses = try await TestServer.client().responses
        #expect(try await responses.respond(code: 200) == .ok(StatusEcho(code: 200)))
        #expect(try await responses.respond(code: 201) == .created(StatusEcho(code: 201)))
        #expect(try await responses.respond(code: 204) == .noContent)
    }

    @Test func anUndeclaredSuccessStatusIsADecodingError() async throws {
        let error = await endpointError { _ = try await TestServer.client().responses.respond(code: 202) }
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(failure.debugDescription == "The status 202 is not one of the endpoint's declared responses.")
    }

    @Test func theClass2XXReadsEverySuccessStatusNotListed() async throws {
        let responses = try await TestServer.client().responses
        #expect(try await responses.respondInClass(code: 204) == .noContent)
        #expect(try await responses.respondInClass(code: 202) == .otherSuccess(status: 202, StatusEcho(code: 202)))
        #expect(try await responses.respondInClass(code: 200) == .otherSuccess(status: 200, StatusEcho(code: 200)))
    }

    @Test func notModifiedIsAnOutcomeTheCallerSwitchesOn() async throws {
        let responses = try await TestServer.client().responses
        guard case .ok(let echo) = try await responses.cached(etag: "v7") else {
            Issue.record("without If-None-Match the server answers 200")
            return
        }
        #expect(echo.url.contains("/etag/v7?"))
        #expect(try await responses.cached(etag: "v7", ifNoneMatch: "\"v7\"") == .notModified)
    }

    /// GitHub answers a tarball request with 302 and the download's URL in Location. Followed, the declared
    /// redirect never arrived: the call returned the target's body or failed to decode it.
    @Test func aDeclaredRedirectIsTheAnswerAndIsNotFollowed() async throws {
        let responses = try await TestServer.client().responses
        let found = try await responses.redirectTo(url: "/status/418", statusCode: 302)
        #expect(found.body == .found)
        #expect(found.headers.location == "/status/418")
        let seeOther = try await responses.redirectTo(url: "https://example.com/elsewhere", statusCode: 303)
        #expect(seeOther.body == .seeOther)
        #expect(seeOther.headers.location == "https://example.com/elsewhere")
        // A redirect that declares a body may come without one (Airflow's login 307): it decodes as nil.
        let temporary = try await responses.redirectTo(url: "/get", statusCode: 307)
        #expect(temporary.body == .temporaryRedirect(nil))
        #expect(temporary.headers.location == "/get")
        // An endpoint that declares no redirect still follows one (httpbin's /get answers 200).
        let echo = try await TestServer.client().apiClient.data(for: Fetch("/redirect-to", query: [QueryItem("url", "/get")]))
        #expect(String(decoding: echo, as: UTF8.self).contains("/get"))
    }

    @Test func errorBodiesAreChosenByCodeThenClassThenDefault() async throws {
        let responses = try await TestServer.client().responses
        for (code, expectsProblem) in [(404, false), (409, true), (422, true), (503, false)] {
            let error = await endpointError { try await responses.failureByClass(code: code) }
            guard case .http(let failure)? = error else {
                Issue.record("expected .http for \(code), got \(String(describing: error))")
                continue
            }
            #expect((failure.statusPayload is Problem) == expectsProblem, "HTTP \(code): \(String(describing: failure.statusPayload))")
            #expect(failure.statusPayload != nil, "HTTP \(code) has a declared body")
            #expect(failure.message == "Failure \(code)")
        }
    }

    @Test func declaredHeadersAreTyped() async throws {
        let responses = try await TestServer.client().responses
        let both = try await responses.responseHeaders(count: 3, eTag: "v1")
        #expect(both == HTTPBinResponsesEndpoint.ResponseHeadersHeaders(count: 3, eTag: "v1"))
        let countOnly = try await responses.responseHeaders(count: 7, eTag: nil)
        #expect(countOnly.count == 7)
        #expect(countOnly.eTag == nil)
    }

    @Test func aStatusWithItsOwnErrorModelExposesThePayload() async throws {
        let error = await endpointError { try await TestServer.client().failure(code: 422) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.payload(as: Problem.self) == Problem(message: "Failure 422", code: 422))
        #expect(failure.message == "Failure 422")
        // The API-wide error body is decoded too.
        #expect(failure.payload(as: ServerMessage.self) == ServerMessage(message: "Failure 422"))
    }

    /// A POST to `/chat` with a prompt that is not a string, which the typed `ChatRequest` cannot send.
    private struct UntypedChat: Endpoint {
        var method: HTTPMethod { .post }
        var path: String { "/chat" }
        var body: RequestBody? { .json(["prompt": 7]) }
    }

    /// One decoded body and an error body of its own: the generated method's one call, `send(_:errors:decoding:)`,
    /// decodes the server's reply, and its 422 into the status's own payload.
    @Test func aDecodedBodyBesideItsOwnErrorBody() async throws {
        let client = try await TestServer.client()
        #expect(try await client.media.chat(ChatRequest(prompt: "one two three")) == ChatReply(reply: "three two one"))
        let error = await endpointError {
            _ = try await client.apiClient.send(UntypedChat(), errors: [422: Problem.self], decoding: ChatReply.self)
        }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 422)
        #expect(failure.statusPayload as? Problem == Problem(message: "prompt: a string is required", code: 422))
    }

    @Test func otherStatusesKeepTheAPIWideErrorBody() async throws {
        let error = await endpointError { try await TestServer.client().failure(code: 404) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusPayload == nil)
        #expect(failure.payload(as: ServerMessage.self)?.message == "Failure 404")
    }
}
