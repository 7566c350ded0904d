@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// What a streamed request asks for, and the media types its response is read from.
@Suite struct StreamMediaTypeTests {
    private struct Chat: Endpoint {
        var accept: String?
        var method: HTTPMethod { .post }
        var path: String { "/chat" }
        var headers: [HTTPHeader] { accept.map { [HTTPHeader(name: "Accept", value: $0)] } ?? [] }
    }

    private struct Problem: Decodable, Sendable, Equatable {
        var message: String
    }

    @Test func aStreamAsksForItsFormatUnlessTheEndpointAsksItself() async throws {
        let event = ChunkedTransport.Answer(chunks: ["data: {\"id\":1,\"text\":\"a\"}\n\n"])
        let transport = ChunkedTransport(event, event, .init(headers: ["Content-Type": "application/jsonl"], chunks: [#"{"id":1,"text":"a"}"#]))
        let client = makeStreamingClient(transport)
        for try await _ in client.serverSentEvents(Chat()) {}
        for try await _ in client.stream(Chat(accept: "text/event-stream; q=1"), format: .serverSentEvents(), decoding: ChatChunk.self) {}
        for try await _ in client.stream(Chat(), format: .jsonLines, decoding: ChatChunk.self) {}
        #expect(transport.requests.all.map { $0.value(forHTTPHeaderField: "Accept") } == [
            "text/event-stream", "text/event-stream; q=1", "application/jsonl, application/x-ndjson, application/json-seq, application/json;q=0.5",
        ])
    }

    @Test func aJSONAnswerToAnEventStreamRequestIsADecodingErrorNotAnEmptyStream() async {
        // A chat API asked for events but sent the whole reply (the body did not say `stream: true`).
        let transport = ChunkedTransport(.init(headers: ["Content-Type": "application/json"], chunks: [#"{"id": 1, "#, #""text": "all at once"}"#]))
        var received: [ChatChunk] = []
        let error = await endpointError {
            for try await chunk in makeStreamingClient(transport).stream(Chat(), format: .serverSentEvents(terminator: "[DONE]"), decoding: ChatChunk.self) {
                received.append(chunk)
            }
        }
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(received.isEmpty)
        #expect(failure.typeName == "ChatChunk")
        #expect(failure.debugDescription == "Expected a text/event-stream response but the Content-Type is application/json.")
        #expect(failure.bodyExcerpt == #"{"id": 1, "text": "all at once"}"#)
        #expect(transport.allClosed)
    }

    @Test(arguments: [204, 205])
    func anAnswerWithoutContentIsADecodingErrorNotAnEmptyStream(status: Int) async {
        // A server that has nothing to say (or a proxy) answers 204 without a Content-Type.
        let transport = ChunkedTransport(.init(status: status, headers: [:]), .init(status: status, headers: [:]))
        let client = makeStreamingClient(transport)
        let typed = await endpointError {
            for try await _ in client.stream(Chat(), format: .serverSentEvents(), decoding: ChatChunk.self) {}
        }
        let events = await endpointError {
            for try await _ in client.serverSentEvents(Chat()) {}
        }
        for error in [typed, events] {
            guard case .decoding(let failure)? = error else {
                Issue.record("expected .decoding, got \(String(describing: error))")
                continue
            }
            #expect(failure.debugDescription == "Expected a text/event-stream response but the status is \(status), which has no content.")
        }
        #expect(transport.allClosed)
    }

    @Test(arguments: ["application/jsonl", "application/x-ndjson; charset=utf-8", "application/json", "application/vnd.api+json", "text/json"])
    func jsonLinesAreReadFromTheirMediaTypesAndJSON(contentType: String) async throws {
        let transport = ChunkedTransport(.init(headers: ["Content-Type": contentType], chunks: [#"{"id":1,"text":"a"}"# + "\n"]))
        var received: [ChatChunk] = []
        for try await chunk in makeStreamingClient(transport).stream(Chat(), format: .jsonLines, decoding: ChatChunk.self) { received.append(chunk) }
        #expect(received == [ChatChunk(id: 1, text: "a")])
    }

    @Test func linesOfAnyShapeDecodeAsJSONValue() async throws {
        // What an NDJSON body documented as `type: string` (Airflow's `dagRuns/{id}/wait`) is generated to decode.
        let lines = #"{"state": "running"}"# + "\n" + #"{"state": "success", "results": {"op": 42}}"# + "\n" + #""done""# + "\n"
        let transport = ChunkedTransport(.init(headers: ["Content-Type": "application/x-ndjson"], chunks: [lines]))
        var received: [JSONValue] = []
        for try await line in makeStreamingClient(transport).stream(Chat(), format: .jsonLines, decoding: JSONValue.self) { received.append(line) }
        #expect(received == [
            .object(["state": .string("running")]), .object(["state": .string("success"), "results": .object(["op": .number(42)])]), .string("done"),
        ])
    }

    @Test(arguments: ["text/html", "text/plain"])
    func jsonLinesAreNotReadFromOtherMediaTypes(contentType: String) async {
        let transport = ChunkedTransport(.init(headers: ["Content-Type": contentType], chunks: ["<html>\n"]))
        let error = await endpointError {
            for try await _ in makeStreamingClient(transport).stream(Chat(), format: .jsonLines, decoding: ChatChunk.self) {}
        }
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(failure.debugDescription.hasPrefix("Expected a JSON lines (application/jsonl, application/x-ndjson or application/json-seq) response"))
    }

    @Test func aStreamsErrorStatusDecodesAsTheTypeDeclaredForIt() async {
        let transport = ChunkedTransport(.init(status: 422, headers: ["Content-Type": "application/json"], chunks: [#"{"message": "prompt is empty"}"#]))
        let error = await endpointError {
            for try await _ in makeStreamingClient(transport).serverSentEvents(Chat(), errors: [.range(4): Problem.self]) {}
        }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.payload(as: Problem.self) == Problem(message: "prompt is empty"))
    }
}
