@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A ``StreamingTransport`` that answers every request with `status` and then `chunks`, one every `interval`,
/// followed by `endless` chunks forever when set; records each request and when each body was closed.
final class ChunkedTransport: StreamingTransport {
    struct Answer: Sendable {
        var status = 200
        var headers = ["Content-Type": "text/event-stream"]
        var chunks: [String] = []
        var endless: String?
    }

    private let answers: [Answer]
    let requests = Recorder<URLRequest>()
    /// One entry per opened body: whether it has been terminated (finished or cancelled).
    let closed = Recorder<Shared<Bool>>()
    let interval: Duration

    init(_ answers: Answer..., interval: Duration = .milliseconds(1)) {
        self.answers = answers
        self.interval = interval
    }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        Issue.record("a streamed request must not be read whole")
        throw EndpointError.transport("unexpected send")
    }

    func stream(_ request: URLRequest) async throws -> (ResponseBodyChunks, HTTPURLResponse) {
        requests.append(request)
        let answer = answers[min(requests.all.count, answers.count) - 1]
        let isClosed = Shared(false)
        closed.append(isClosed)
        let interval = interval
        let (chunks, continuation) = ResponseBodyChunks.makeStream()
        let producer = Task {
            for chunk in answer.chunks {
                try await Task.sleep(for: interval)
                continuation.yield(Data(chunk.utf8))
            }
            while let chunk = answer.endless {
                try await Task.sleep(for: interval)
                continuation.yield(Data(chunk.utf8))
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in
            producer.cancel()
            isClosed.update { $0 = true }
        }
        let response = HTTPURLResponse(url: request.url!, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: answer.headers)!
        return (chunks, response)
    }

    /// Whether every body opened so far has been closed.
    var allClosed: Bool { closed.all.allSatisfy(\.value) }
}

/// A chunk of a chat completion, the shape AI APIs stream.
struct ChatChunk: Decodable, Sendable, Equatable {
    var id: Int
    var text: String
}

/// A client on ``testServer`` sending through any transport.
func makeStreamingClient(_ transport: any Transport, middleware: [any Middleware] = [], errorBody: (any ServerErrorBody.Type)? = nil) -> APIClient {
    APIClient(configuration: .init(server: testServer, errorBody: errorBody, middleware: middleware, timeout: 5), transport: transport)
}
