import EndpointKit
import EndpointKitTesting
import Foundation
import Testing

@Suite struct EndpointErrorTests {
    private struct Root: Decodable {
        struct Item: Decodable { var name: String }
        var items: [Item]
    }

    private func decodingFailure(_ json: String) -> DecodingFailure? {
        do {
            _ = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
            return nil
        } catch {
            return DecodingFailure(type: Root.self, error: error, body: Data(json.utf8))
        }
    }

    @Test func codingPathNamesIndexesAndKeys() {
        #expect(decodingFailure(#"{"items":[{"name":"a"},{"name":5}]}"#)?.codingPath == "items[1].name")
        #expect(decodingFailure(#"{"items":[{"name":"a"},{}]}"#)?.codingPath == "items[1].name")
        #expect(decodingFailure(#"{"items":[null]}"#)?.codingPath == "items[0]")
        #expect(decodingFailure("{").map(\.codingPath) == "")
    }

    @Test func nonDecodingErrorKeepsItsDescriptionAndEmptyPath() {
        let failure = DecodingFailure(type: Int.self, error: CocoaError(.fileNoSuchFile), body: Data())
        #expect(failure.typeName == "Int")
        #expect(failure.codingPath == "")
        #expect(!failure.debugDescription.isEmpty)
    }

    @Test func bodyExcerptIsBoundedAndLossy() {
        let long = Data(String(repeating: "é", count: 500).utf8)
        let failure = DecodingFailure(type: Int.self, error: CocoaError(.coderReadCorrupt), body: long)
        #expect(failure.bodyExcerpt == String(repeating: "é", count: DecodingFailure.excerptLength))

        let invalid = DecodingFailure(type: Int.self, error: CocoaError(.coderReadCorrupt), body: Data([0x61, 0xFF, 0x62]))
        #expect(invalid.bodyExcerpt == "a\u{FFFD}b")
    }

    @Test func httpFailureClassifiesStatusAndDefaultsItsMessage() {
        #expect(HTTPFailure(statusCode: 401).isAuthentication)
        #expect(HTTPFailure(statusCode: 403).isAuthentication)
        #expect(!HTTPFailure(statusCode: 404).isAuthentication)
        #expect(HTTPFailure(statusCode: 499).isClientError && !HTTPFailure(statusCode: 500).isClientError)
        #expect(HTTPFailure(statusCode: 503).isServerError && !HTTPFailure(statusCode: 404).isServerError)
        #expect(HTTPFailure(statusCode: 500, message: "  \n").message == "Server error, please try again later.")
        #expect(HTTPFailure(statusCode: 429).isTransient && HTTPFailure(statusCode: 408).isTransient)
        #expect(!HTTPFailure(statusCode: 400).isTransient && !HTTPFailure(statusCode: 503).isTransient)
        #expect(HTTPFailure(statusCode: 500, message: " Down ").message == "Down")
        // Gone is not found for good: a client that drops a cached item on 404 must drop it on 410 too.
        #expect(HTTPFailure(statusCode: 404).isNotFound && HTTPFailure(statusCode: 410).isNotFound)
        #expect(!HTTPFailure(statusCode: 400).isNotFound && !HTTPFailure(statusCode: 409).isNotFound)
    }

    /// The status's own error body answers `payload(as:)` before the endpoint's general one, even when both are of the
    /// type asked for: it is the more precise.
    @Test func aStatusesOwnErrorBodyIsThePayloadBeforeTheGeneralOne() {
        struct Problem: ServerErrorBody { var serverMessage: String? }
        struct Validation: ServerErrorBody { var serverMessage: String? }
        let same = HTTPFailure(statusCode: 422, payload: Problem(serverMessage: "general"), statusPayload: Problem(serverMessage: "own"))
        #expect(same.payload(as: Problem.self)?.serverMessage == "own")
        let mixed = HTTPFailure(statusCode: 422, payload: Problem(serverMessage: "general"), statusPayload: Validation(serverMessage: "own"))
        #expect(mixed.payload(as: (any ServerErrorBody).self)?.serverMessage == "own")
        #expect(mixed.payload(as: Problem.self)?.serverMessage == "general", "the general one when the status's is of another type")
    }

    @Test func defaultMessagesNameTheStatusClassAndBlameTheServerOnlyFor5xx() {
        // A 409 or 412 says the resource changed, not that the request was invalid (flask-smorest's If-Match).
        let clientSide = [304, 400, 401, 403, 404, 408, 409, 412, 429].map { HTTPFailure(statusCode: $0).message }
        #expect(Set(clientSide).count == clientSide.count, "each status class has its own text: \(clientSide)")
        for message in clientSide {
            #expect(!message.lowercased().contains("server error"), "\(message)")
        }
        #expect(HTTPFailure(statusCode: 451).message == HTTPFailure(statusCode: 400).message, "other 4xx read as client errors")
        #expect(HTTPFailure(statusCode: 500).message == "Server error, please try again later.")
        #expect(HTTPFailure(statusCode: 503).message == "Server error, please try again later.")
        #expect(!EndpointError.http(HTTPFailure(statusCode: 429)).localizedDescription.contains("will not help"))
    }

    @Test func errorDescriptionsSayWhatHappenedAndWhatToDo() {
        let cases: [(EndpointError, [String])] = [
            (.noConnection("offline"), ["offline", "connection"]),
            (.timedOut, ["too long", "Try again"]),
            (.cancelled, ["cancelled"]),
            (.transport("TLS"), ["TLS", "Try again"]),
            (.invalidRequest(.invalidBaseURL("x")), ["\"x\"", "Fix"]),
            (.http(HTTPFailure(statusCode: 401, message: "Bad token")), ["Bad token", "401", "Sign in"]),
            (.http(HTTPFailure(statusCode: 503)), ["Server error", "503", "later"]),
            (.http(HTTPFailure(statusCode: 404)), ["found nothing", "404", "Check the address"]),
            (.http(HTTPFailure(statusCode: 429, headers: ["retry-after": "30"])), ["limiting", "429", "Wait", "30 s"]),
            (.http(HTTPFailure(statusCode: 400)), ["rejected the request", "400", "Check the request"]),
            (.http(HTTPFailure(statusCode: 304)), ["unexpected status 304", "update the app"]),
            (.http(HTTPFailure(statusCode: 422, message: "Name taken")), ["Name taken", "422", "Check the request"]),
            (.http(HTTPFailure(statusCode: 429, message: "Slow down")), ["Slow down", "429", "Wait before sending"]),
            (.http(HTTPFailure(statusCode: 408)), ["408", "Try again later"]),
            (.responseTooLarge(limit: 1000), ["1000 bytes", "maximum response size"]),
            (.eventTooLarge(limit: 1000), ["1000 bytes", "maximum event size"]),
            (.backlogTooLarge(limit: 1000), ["more slowly", "1000 bytes", "reconnect"]),
            (.decoding(DecodingFailure(typeName: "Movie", codingPath: "id", debugDescription: "Expected Int", bodyExcerpt: "{}")),
             ["Movie", "id", "Expected Int", "update the app"]),
        ]
        for (error, fragments) in cases {
            let text = error.localizedDescription
            for fragment in fragments {
                #expect(text.contains(fragment), "\(error): \(text)")
            }
            #expect(error.description.hasPrefix("EndpointError."))
        }
    }

    /// RetryMiddleware retries 408 and 429, so their message must not say retrying will not help.
    @Test func retriedStatusesDoNotSayRetryingWillNotHelp() {
        for status in RetryMiddleware.retryableStatusCodes {
            let text = EndpointError.http(HTTPFailure(statusCode: status)).localizedDescription
            #expect(!text.contains("will not help"), "\(status): \(text)")
        }
        #expect(EndpointError.http(HTTPFailure(statusCode: 400)).localizedDescription.contains("will not help"))
    }
}

@Suite struct ResponseStatusTests {
    struct Exact: Decodable, Sendable { var message: String }
    struct Class: Decodable, Sendable { var message: String }
    struct Fallback: Decodable, Sendable { var message: String }

    @Test func anErrorBodyIsChosenByCodeThenClassThenDefault() async throws {
        let body = #"{"message": "no"}"#
        for (status, expected) in [(404, "Exact"), (409, "Class"), (500, "Fallback"), (302, "Fallback")] as [(Int, String)] {
            let client = makeClient(StubTransport(responding: .json(body, status: status)))
            let error = await endpointError {
                _ = try await client.send(TestAPI.delete(id: 1), errors: [404: Exact.self, .range(4): Class.self, .default: Fallback.self]) { _ in }
            }
            guard case .http(let failure)? = error else {
                Issue.record("expected .http for \(status), got \(String(describing: error))")
                continue
            }
            #expect(failure.statusPayload.map { "\(type(of: $0))" } == expected, "HTTP \(status)")
        }
    }

    /// `send(_:errors:decoding:)`, which generated clients call for a body and error types: the error body of the
    /// status, and the 2xx body decoded.
    @Test func theDecodingCallTakesErrorTypesToo() async throws {
        let failing = makeClient(StubTransport(responding: .json(#"{"message": "gone"}"#, status: 404)))
        let error = await endpointError { _ = try await failing.send(TestAPI.delete(id: 1), errors: [404: Exact.self], decoding: Exact.self) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect((failure.statusPayload as? Exact)?.message == "gone")
        let succeeding = makeClient(StubTransport(responding: .json(#"{"message": "here"}"#, status: 200)))
        #expect(try await succeeding.send(TestAPI.delete(id: 1), errors: [404: Exact.self], decoding: Exact.self).message == "here")
    }

    @Test func anAcceptedNon2xxStatusReachesTheDecoder() async throws {
        let client = makeClient(StubTransport(responding: .status(304)))
        let status = try await client.send(TestAPI.delete(id: 1), accepting: [304]) { response throws(EndpointError) in response.statusCode }
        #expect(status == 304)
        let error = await endpointError { _ = try await client.send(TestAPI.delete(id: 1)) { _ in } }
        guard case .http(let failure)? = error else {
            Issue.record("a 304 nobody accepts is an error, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 304)
    }
}
