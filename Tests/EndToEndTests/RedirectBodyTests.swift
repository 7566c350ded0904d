import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A 307 or 308 redirect repeats the request with its method and its body (RFC 9110 §15.4.8–9): FastAPI answers
/// `POST /items` with a 307 to `/items/`, and a body lost on the way saves empty data.
@Suite(.requiresHTTPBin) struct RedirectBodyTests {
    /// A request with a body to httpbin's `/redirect-to`, which answers `status` with `Location: target`.
    struct Redirected: Endpoint {
        var status: Int
        var body: RequestBody?
        var target = "/anything"
        var method: HTTPMethod { .post }
        var path: String { "/redirect-to" }
        var query: [QueryItem] { [QueryItem("url", target), QueryItem("status_code", status)] }
    }

    /// What httpbin's `/anything` saw.
    struct Echo: Decodable {
        var method: String
        var data: String
        var headers: [String: String]
    }

    @Test(arguments: [307, 308])
    func aRedirectThatKeepsTheMethodKeepsTheBody(status: Int) async throws {
        let client = try await TestServer.client().apiClient
        let sent = Data(#"{"title":"t"}"#.utf8)
        let echo = try await client.send(Redirected(status: status, body: .data(sent, contentType: "application/json")), decoding: Echo.self)
        #expect(echo.method == "POST")
        #expect(echo.data == #"{"title":"t"}"#)
        #expect(echo.headers["Content-Type"] == "application/json")
    }

    /// A body is not sent to another origin: the 307 is the answer, and its message says where it led ("the
    /// unexpected status 307").
    @Test func aRedirectOfABodyToAnotherOriginIsTheAnswerAndSaysWhereItLed() async throws {
        let client = try await TestServer.client().apiClient
        let elsewhere = Redirected(status: 307, body: .data(Data("{}".utf8), contentType: "application/json"), target: "http://localhost:1/items")
        guard case .http(let failure)? = await endpointError({ _ = try await client.data(for: elsewhere) }) else {
            Issue.record("the redirect was followed or failed otherwise")
            return
        }
        #expect(failure.statusCode == 307)
        #expect(failure.message.hasPrefix("The server redirected the request to http://localhost:1/items, which the client did not follow"))
    }

    /// An upload streams its body from its file, which the redirected request does not hold: its 307 is the answer,
    /// where following it sent the request again without the body.
    @Test func aRedirectOfAnUploadFromAFileIsTheAnswer() async throws {
        let source = scratchFile()
        defer { try? FileManager.default.removeItem(at: source) }
        try Data("the file's bytes".utf8).write(to: source)
        let client = try await TestServer.client().apiClient
        let error = await endpointError { _ = try await client.upload(Redirected(status: 307, body: nil), fromFile: source, contentType: "text/plain") }
        guard case .http(let failure)? = error else {
            Issue.record("expected the 307, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 307)
    }
}
