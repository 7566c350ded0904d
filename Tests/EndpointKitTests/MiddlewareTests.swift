import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Records when it sees the request and the response, and tags the request with a header.
private struct Tagging: Middleware {
    let name: String
    let log: EventLog

    func intercept(_ request: URLRequest, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        log.append("\(name)>")
        var request = request
        request.addValue(name, forHTTPHeaderField: "X-Chain")
        let response = try await next(request)
        log.append("<\(name)")
        return response
    }
}

/// Answers without calling the rest of the chain.
private struct ShortCircuit: Middleware {
    func intercept(_ request: URLRequest, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        (Data("cached".utf8), HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
    }
}

@Suite struct MiddlewareTests {
    @Test func middlewareRunInArrayOrderWithTheFirstOutermost() async throws {
        let log = EventLog()
        let transport = StubTransport { request in
            log.append("transport \(request.value(forHTTPHeaderField: "X-Chain") ?? "")")
            return .status(204)
        }
        let client = makeClient(transport, middleware: [Tagging(name: "A", log: log), Tagging(name: "B", log: log)])
        try await client.send(TestAPI.delete(id: 1))
        #expect(log.all == ["A>", "B>", "transport A,B", "<B", "<A"])
    }

    @Test func middlewareCanAnswerWithoutTheTransport() async throws {
        let transport = StubTransport(responding: .status(500))
        let client = makeClient(transport, middleware: [ShortCircuit()])
        #expect(try await client.data(for: TestAPI.delete(id: 1)) == Data("cached".utf8))
        #expect(transport.recordedRequests.isEmpty)
    }

    @Test func urlRequestIsTheRequestBeforeMiddleware() async throws {
        let client = makeClient(StubTransport(responding: .status(200)), middleware: [Tagging(name: "A", log: EventLog())])
        #expect(try await client.urlRequest(for: TestAPI.delete(id: 1)).value(forHTTPHeaderField: "X-Chain") == nil)
    }
}
