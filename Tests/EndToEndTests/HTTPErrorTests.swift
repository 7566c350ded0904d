import EndpointKit
import Foundation
import Testing

/// Non-2xx statuses become `EndpointError.http`; a 2xx body that is not JSON becomes `.decoding`.
@Suite(.requiresHTTPBin) struct HTTPErrorTests {
    @Test(arguments: [422, 503])
    func jsonErrorBodyGivesTheServerMessage(_ code: Int) async throws {
        let client = try await TestServer.client()
        let error = await endpointError { try await client.failure(code: code) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == code)
        #expect(failure.message == "Failure \(code)")
        let payload = try #require(failure.payload as? ServerMessage)
        #expect(payload == ServerMessage(message: "Failure \(code)"))
        #expect(failure.isClientError == (code < 500))
        #expect(failure.isServerError == (code >= 500))
    }

    @Test func emptyErrorBodyGivesTheDefaultMessage() async throws {
        let client = try await TestServer.client()
        let error = await endpointError { try await client.status(code: 500) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 500)
        #expect(failure.message == "Server error, please try again later.")
        #expect(failure.payload == nil)
        #expect(failure.body.isEmpty)
    }

    @Test func htmlBodyIsADecodingError() async throws {
        let client = try await TestServer.client()
        let error = await endpointError { _ = try await client.html() }
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(failure.typeName == "Echo")
        #expect(failure.bodyExcerpt.contains("<html") || failure.bodyExcerpt.contains("<!DOCTYPE"))
    }

    @Test(arguments: [200, 204])
    func emptySuccessSucceeds(_ code: Int) async throws {
        try await TestServer.client().status(code: code)
    }
}
