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
