import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct ContentTypeTests {
    @Test(arguments: ["application/json", "application/json; charset=utf-8", "text/json", "application/problem+json",
                      "application/vnd.api+json; charset=UTF-8", "Application/JSON"])
    func jsonContentTypesDecode(contentType: String) async throws {
        let transport = StubTransport(responding: StubResponse(headers: ["Content-Type": contentType], body: Data(#"{"id":4}"#.utf8)))
        #expect(try await makeClient(transport).send(CallsAPI.item(id: 4), decoding: Item.self) == Item(id: 4))
    }

    @Test func jsonDeclaredUnderARangeDecodesWhateverItIsLabelledButJSONDeclaredAsJSONDoesNot() async throws {
        // springdoc documents the answer as `*/*`; the server labels its JSON as bytes.
        let transport = StubTransport(responding: StubResponse(headers: ["Content-Type": "application/octet-stream"], body: Data(#"{"id":4}"#.utf8)))
        let client = makeClient(transport)
        let item = try await client.send(CallsAPI.item(id: 4)) { response throws(EndpointError) in try response.decode(Item.self, matching: "*/*") }
        #expect(item == Item(id: 4))
        let error = await endpointError { _ = try await client.send(CallsAPI.item(id: 4), decoding: Item.self) }
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(failure.debugDescription == "Expected a JSON response but the Content-Type is application/octet-stream.")
    }

    /// LightRAG declares its query's answer as JSON or JSON lines and sends one line of `application/x-ndjson` to a
    /// JSON request: the one value decodes; a second line is a decoding error, not a value dropped.
    @Test func oneLineOfJSONLinesDecodesAsJSON() async throws {
        for contentType in ["application/x-ndjson", "application/jsonl; charset=utf-8", "Application/NDJSON"] {
            let transport = StubTransport(responding: StubResponse(headers: ["Content-Type": contentType], body: Data("{\"id\":4}\n".utf8)))
            #expect(try await makeClient(transport).send(CallsAPI.item(id: 4), decoding: Item.self) == Item(id: 4), "\(contentType)")
        }
        let twoLines = StubTransport(responding: StubResponse(headers: ["Content-Type": "application/x-ndjson"], body: Data("{\"id\":4}\n{\"id\":5}\n".utf8)))
        let error = await endpointError { _ = try await makeClient(twoLines).send(CallsAPI.item(id: 4), decoding: Item.self) }
        guard case .decoding? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
    }

    @Test func htmlSuccessBodyIsADecodingError() async {
        let transport = StubTransport(responding: .text("<html>ok</html>", contentType: "text/html"))
        let error = await endpointError { _ = try await makeClient(transport).send(CallsAPI.item(id: 1), decoding: Item.self) }
        guard case .decoding? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
    }

    @Test func htmlErrorPageIsHTTPWithItsRawBody() async {
        let page = "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>"
        let transport = StubTransport(responding: .text(page, status: 502, contentType: "text/html; charset=utf-8"))
        // errorBody is configured, so the client tries (and must fail gracefully) to decode the HTML.
        let client = makeClient(transport, errorBody: APIErrorBody.self)
        let error = await endpointError { _ = try await client.send(CallsAPI.item(id: 1), decoding: Item.self) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 502)
        #expect(failure.body == Data(page.utf8))
        #expect(failure.payload == nil)
        #expect(failure.message == "Server error, please try again later.")
        #expect(failure.headers["Content-Type"] == "text/html; charset=utf-8")
    }
}
