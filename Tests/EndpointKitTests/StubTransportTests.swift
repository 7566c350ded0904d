import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct StubTransportTests {
    @Test func recordsRequestsInOrderAndBuildsResponses() async throws {
        let transport = StubTransport { request in
            .json(#"{"path":"\#(request.url?.path ?? "")"}"#, status: 202)
        }
        let first = URLRequest(url: URL(string: "http://h/a")!)
        let second = URLRequest(url: URL(string: "http://h/b")!)
        let (data, response) = try await transport.send(first)
        _ = try await transport.send(second)

        #expect(transport.recordedRequests.map(\.url) == [first.url, second.url])
        #expect(response.statusCode == 202)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(String(decoding: data, as: UTF8.self) == #"{"path":"/a"}"#)
    }

    @Test func responseHelpers() throws {
        #expect(StubResponse.status(404).status == 404)
        #expect(StubResponse.status(404).body.isEmpty)
        #expect(try StubResponse.json(Movie.Encoded(id: 1), status: 201).body == Data(#"{"id":1}"#.utf8))
        #expect(StubResponse.json(Data([1]), status: 500).status == 500)
    }

    @Test(arguments: [0, 1, 3, 10])
    func keepsTheMostRecentRequestsUpToTheLimitInOrder(limit: Int) async throws {
        let transport = StubTransport(responding: .status(200), recordingLimit: limit)
        for index in 0..<7 { _ = try await transport.send(URLRequest(url: URL(string: "http://h/\(index)")!)) }
        #expect(transport.recordedRequests.compactMap(\.url?.path) == (0..<7).suffix(limit).map { "/\($0)" })
        #expect(transport.recordedRequestCount == 7)
        transport.clearRecordedRequests()
        _ = try await transport.send(URLRequest(url: URL(string: "http://h/again")!))
        #expect(transport.recordedRequests.compactMap(\.url?.path) == (limit > 0 ? ["/again"] : []))
        #expect(transport.recordedRequestCount == 1)
    }

    @Test func recordsConcurrentRequests() async throws {
        let transport = StubTransport(responding: .status(200))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { _ = try await transport.send(URLRequest(url: URL(string: "http://h/\(index)")!)) }
            }
            try await group.waitForAll()
        }
        #expect(Set(transport.recordedRequests.compactMap(\.url?.path)).count == 50)
    }
}

private extension Movie {
    struct Encoded: Encodable { var id: Int }
}
