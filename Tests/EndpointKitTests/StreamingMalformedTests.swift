@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import EndpointKitTesting

/// Malformed streamed bodies end their stream with a typed error after the values before the fault, and close it.
@Suite(.waitsForEvents) struct StreamingMalformedTests {
    @Test func aJSONLineThatDoesNotDecodeEndsTheStreamAfterTheLinesBefore() async {
        let body = #"{"id":1,"text":"a"}"# + "\n" + #"{"id":"two","text":"b"}"# + "\n" + #"{"id":3,"text":"c"}"# + "\n"
        let transport = ChunkedTransport(.init(headers: ["Content-Type": "application/x-ndjson"], chunks: [body]))
        var received: [ChatChunk] = []
        let error = await endpointError {
            for try await chunk in makeStreamingClient(transport).stream(TestAPI.movie(id: "1"), format: .jsonLines, decoding: ChatChunk.self) {
                received.append(chunk)
            }
        }
        #expect(received == [ChatChunk(id: 1, text: "a")])
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(failure.bodyExcerpt.contains(#""two""#))
        #expect(await eventually { transport.allClosed })
    }

    @Test func aJSONLineThatIsNotUTF8IsADecodingError() async {
        let body = Data(#"{"id":1,"text":"a"#.utf8) + Data([0xFF, 0xFE]) + Data("\"}\n".utf8)
        let transport = StubTransport(responding: StubResponse(headers: ["Content-Type": "application/jsonl"], body: body))
        let error = await endpointError {
            for try await _ in makeStreamingClient(transport).stream(TestAPI.movie(id: "1"), format: .jsonLines, decoding: ChatChunk.self) {}
        }
        guard case .decoding? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
    }

    @Test func eventDataThatIsNotUTF8IsReplacedAsTheStandardSaysAndFailsOnlyWhereThatIsNotJSON() async {
        // Inside a JSON string U+FFFD is valid, so the value decodes with it; as a token it is not.
        let body = Data(#"data: {"id":1,"text":"a"#.utf8) + Data([0xFF]) + Data("\"}\n\ndata: {\"id\":2,".utf8)
            + Data([0xFF]) + Data("}\n\n".utf8)
        let transport = StubTransport(responding: StubResponse(headers: ["Content-Type": "text/event-stream"], body: body))
        var received: [ChatChunk] = []
        let error = await endpointError {
            for try await chunk in makeStreamingClient(transport).stream(TestAPI.movie(id: "1"), format: .serverSentEvents(), decoding: ChatChunk.self) {
                received.append(chunk)
            }
        }
        #expect(received == [ChatChunk(id: 1, text: "a\u{FFFD}")])
        guard case .decoding? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
    }

    @Test func anEndlessJSONLineEndsWithEventTooLarge() async {
        let transport = ChunkedTransport(.init(headers: ["Content-Type": "application/x-ndjson"], endless: #"{"id":1,"text":"xxxxxxxx"#))
        let error = await endpointError {
            for try await _ in makeStreamingClient(transport).stream(TestAPI.movie(id: "1"), format: .jsonLines, decoding: ChatChunk.self, maximumEventSize: 1_000) {}
        }
        guard case .eventTooLarge(1_000)? = error else {
            Issue.record("expected .eventTooLarge(1000), got \(String(describing: error))")
            return
        }
        #expect(await eventually { transport.allClosed })
    }
}
