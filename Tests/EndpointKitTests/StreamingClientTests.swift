@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite(.waitsForEvents) struct StreamingClientTests {
    @Test func serverSentEventsArriveAsTheyAreParsedFromChunks() async throws {
        let transport = ChunkedTransport(.init(chunks: ["id: 1\nevent: delta\nda", "ta: a\ndata: b\n", "\n: ping\n\ndata: c\n\ndata: cut"]))
        let client = makeStreamingClient(transport)
        var received: [ServerSentEvent] = []
        for try await event in client.serverSentEvents(TestAPI.movie(id: "1")) { received.append(event) }
        #expect(received == [
            ServerSentEvent(type: "delta", data: "a\nb", lastEventID: "1"),
            ServerSentEvent(data: "c", lastEventID: "1"),
        ])
        #expect(transport.requests.all.map(\.url?.absoluteString) == ["http://127.0.0.1:8000/api/v3/movie/1"])
        #expect(transport.allClosed)
    }

    @Test func decodedEventsStopAtTheTerminator() async throws {
        let body = #"data: {"id":1,"text":"Hel"}"# + "\n\n" + #"data: {"id":2,"text":"lo"}"# + "\n\ndata: [DONE]\n\ndata: not json\n\n"
        let transport = ChunkedTransport(.init(chunks: [body]))
        let stream = makeStreamingClient(transport).stream(
            TestAPI.movie(id: "1"), format: .serverSentEvents(terminator: "[DONE]"), decoding: ChatChunk.self)
        var received: [ChatChunk] = []
        for try await chunk in stream { received.append(chunk) }
        #expect(received == [ChatChunk(id: 1, text: "Hel"), ChatChunk(id: 2, text: "lo")])
        #expect(await eventually { transport.allClosed })
    }

    @Test func anUndeclaredDoneEndsTheStreamAsOpenAIsDoes() async throws {
        // Letta's server ends its streams so, and its document does not say: every stream ended in a decoding error.
        let transport = ChunkedTransport(.init(chunks: [#"data: {"id":1,"text":"a"}"# + "\n\ndata: [DONE]\n\ndata: not json\n\n"]))
        var received: [ChatChunk] = []
        for try await chunk in makeStreamingClient(transport).stream(TestAPI.movie(id: "1"), format: .serverSentEvents(), decoding: ChatChunk.self) {
            received.append(chunk)
        }
        #expect(received == [ChatChunk(id: 1, text: "a")])
    }

    @Test func anEventThatDoesNotDecodeEndsTheStreamWithADecodingError() async throws {
        let transport = ChunkedTransport(.init(chunks: [#"data: {"id":1,"text":"a"}"# + "\n\ndata: [END]\n\n"]))
        var received: [ChatChunk] = []
        let error = await endpointError {
            for try await chunk in makeStreamingClient(transport).stream(TestAPI.movie(id: "1"), format: .serverSentEvents(), decoding: ChatChunk.self) {
                received.append(chunk)
            }
        }
        #expect(received.count == 1)
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(failure.bodyExcerpt == "[END]")
    }

    @Test func jsonLinesDecodeEachLineIncludingAnUnterminatedLastOne() async throws {
        let transport = ChunkedTransport(.init(headers: ["Content-Type": "application/x-ndjson"], chunks: [#"{"id":1,"te"#, #"xt":"a"}"# + "\n", #"{"id":2,"text":"b"}"#]))
        var received: [ChatChunk] = []
        for try await chunk in makeStreamingClient(transport).stream(TestAPI.movie(id: "1"), format: .jsonLines, decoding: ChatChunk.self) {
            received.append(chunk)
        }
        #expect(received == [ChatChunk(id: 1, text: "a"), ChatChunk(id: 2, text: "b")])
    }

    @Test func aNon2xxStatusThrowsHTTPWithTheBody() async throws {
        let transport = ChunkedTransport(.init(status: 404, headers: ["Content-Type": "application/json"], chunks: [#"{"status_code": 34, "#, #""status_message": "No such chat."}"#]))
        let error = await endpointError {
            for try await _ in makeStreamingClient(transport, errorBody: APIErrorBody.self).serverSentEvents(TestAPI.movie(id: "1")) {}
        }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 404)
        #expect(failure.message == "No such chat.")
        #expect(String(decoding: failure.body, as: UTF8.self) == #"{"status_code": 34, "status_message": "No such chat."}"#)
    }

    @Test func cancellingTheConsumingTaskClosesAnEndlessBody() async throws {
        let transport = ChunkedTransport(.init(endless: "data: tick\n\n"))
        let client = makeStreamingClient(transport)
        let seen = Shared(0)
        let consumer = Task {
            for try await _ in client.serverSentEvents(TestAPI.movie(id: "1")) { seen.update { $0 += 1 } }
        }
        #expect(await eventually { seen.value >= 2 })
        consumer.cancel()
        _ = await consumer.result
        #expect(await eventually { transport.allClosed })
    }

    @Test func leavingTheLoopEarlyClosesTheBody() async throws {
        let transport = ChunkedTransport(.init(endless: "data: tick\n\n"))
        var count = 0
        for try await _ in makeStreamingClient(transport).serverSentEvents(TestAPI.movie(id: "1")) {
            count += 1
            if count == 3 { break }
        }
        #expect(await eventually { transport.allClosed })
    }

    @Test func anOversizedEventEndsTheStreamWithATypedError() async {
        let transport = ChunkedTransport(.init(endless: "xxxxxxxxxxxxxxxx"))
        let error = await endpointError {
            for try await _ in makeStreamingClient(transport).serverSentEvents(TestAPI.movie(id: "1"), maximumEventSize: 1_000) {}
        }
        guard case .eventTooLarge(1_000)? = error else {
            Issue.record("expected .eventTooLarge, got \(String(describing: error))")
            return
        }
        #expect(await eventually { transport.allClosed })
    }

    @Test func middlewareChangeTheRequestAndARetryClosesTheFirstBody() async throws {
        let transport = ChunkedTransport(.init(status: 503, chunks: ["busy"]), .init(chunks: ["data: ok\n\n"]))
        let counting = CountingMiddleware()
        let stamp = HeaderStamp()
        let retry = RetryMiddleware(maxAttempts: 2, sleep: { _ in })
        let client = makeStreamingClient(transport, middleware: [stamp, retry, counting])
        var received: [String] = []
        for try await event in client.serverSentEvents(TestAPI.movie(id: "1")) { received.append(event.data) }
        #expect(received == ["ok"])
        #expect(counting.count.value == 2)
        #expect(transport.requests.all.map { $0.value(forHTTPHeaderField: "X-Stamp") } == ["1", "1"])
        #expect(transport.allClosed)
    }

    @Test func aTransportThatCannotStreamHasItsWholeBodyParsed() async throws {
        let transport = StubTransport(responding: .text("data: 1\n\ndata: 2\n\n", contentType: "text/event-stream"))
        var received: [String] = []
        for try await event in makeStreamingClient(transport).serverSentEvents(TestAPI.movie(id: "1")) { received.append(event.data) }
        #expect(received == ["1", "2"])
    }

    @Test func aMiddlewareThatAnswersItselfHasItsBodyParsed() async throws {
        let transport = ChunkedTransport(.init(chunks: ["data: network\n\n"]))
        let client = makeStreamingClient(transport, middleware: [CannedEvents()])
        var received: [String] = []
        for try await event in client.serverSentEvents(TestAPI.movie(id: "1")) { received.append(event.data) }
        #expect(received == ["canned"])
        #expect(transport.requests.all.isEmpty)
    }

    @Test func invalidInputFailsBeforeAnythingIsSent() async {
        let transport = ChunkedTransport(.init(chunks: ["data: 1\n\n"]))
        let client = APIClient(configuration: .init(server: Server(baseURL: "not a url")), transport: transport)
        let error = await endpointError { for try await _ in client.serverSentEvents(TestAPI.movie(id: "1")) {} }
        guard case .invalidRequest? = error else {
            Issue.record("expected .invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(transport.requests.all.isEmpty)
    }
}

/// Sets `X-Stamp: 1` on every request.
private struct HeaderStamp: Middleware {
    func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        var request = request
        request.setValue("1", forHTTPHeaderField: "X-Stamp")
        return try await next(request)
    }
}

/// Answers every request itself with one event, never calling `next`.
private struct CannedEvents: Middleware {
    func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
        return (Data("data: canned\n\n".utf8), response)
    }
}
