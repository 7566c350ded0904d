@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A body that does not decode is quoted in the error, and a server may echo the request's credentials in it (a debug
/// field, an HTML error page): the error's text leaves them out, as an HTTP failure's message does.
@Suite struct EchoedCredentialTests {
    private struct Chat: Endpoint {
        var method: HTTPMethod { .get }
        var path: String { "/chat" }
    }

    static let credentials: [Credential] = [.bearer(.constant("SECRET-TOKEN-123")), .apiKey(name: "X-Api-Key", value: "key-456", location: .header)]

    static func expectRedacted(_ error: EndpointError?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .decoding(let failure)? = error else {
            Issue.record("expected .decoding, got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        let text = [failure.bodyExcerpt, failure.debugDescription, error?.localizedDescription ?? ""].joined(separator: "\n")
        #expect(!text.contains("SECRET-TOKEN-123") && !text.contains("key-456"), "\(text)", sourceLocation: sourceLocation)
        #expect(failure.bodyExcerpt.contains("<redacted>"), "\(failure.bodyExcerpt)", sourceLocation: sourceLocation)
    }

    @Test func aDecodedResponse() async {
        let transport = StubTransport { _ in .json(#"{"debug": "Bearer SECRET-TOKEN-123", "key": "key-456"}"#) }
        let client = makeClient(transport, credentials: Self.credentials)
        Self.expectRedacted(await endpointError { _ = try await client.send(Chat(), decoding: Movie.self) })
        // Generated clients decode through `send(_:accepting:errors:decode:)`.
        Self.expectRedacted(await endpointError { _ = try await client.send(Chat()) { response throws(EndpointError) in try response.decode(Movie.self) } })
    }

    @Test func aPage() async {
        let transport = StubTransport { _ in .json(#"{"debug": "Bearer SECRET-TOKEN-123", "key": "key-456"}"#) }
        let client = makeClient(transport, credentials: Self.credentials)
        Self.expectRedacted(await endpointError {
            for try await _ in client.pages(linkedFrom: Chat(), decoding: [Movie].self, items: { $0 }).items {}
        })
        Self.expectRedacted(await endpointError {
            for try await _ in client.pages(numberedFrom: 1, request: { _ in Chat() }, decoding: [Movie].self, items: { $0 }).items {}
        })
    }

    /// A basic credential's password and a token a refresh replaced are secrets too, though the request that failed
    /// sent neither as it is.
    @Test func aBasicPasswordAndARejectedTokenAreLeftOutOfA401() async {
        let transport = StubTransport { _ in StubResponse(status: 401, headers: ["Content-Type": "text/plain"], body: Data("wrong pw-789 OLD-1 NEW-2".utf8)) }
        let basic = makeClient(transport, credentials: [Credential.basic(username: "alice", password: "pw-789").named("basic")])
        let refreshing = makeClient(transport, credentials: [.bearer(TokenProvider(token: { "OLD-1" }, refresh: { "NEW-2" }))])
        for (client, secrets) in [(basic, ["pw-789"]), (refreshing, ["OLD-1", "NEW-2"])] {
            let error = await endpointError { _ = try await client.send(Chat(), decoding: Movie.self) }
            guard case .http(let failure)? = error else {
                Issue.record("expected .http, got \(String(describing: error))")
                continue
            }
            // The body stays as the server sent it, for the app to read; the message and the description are what get logged.
            let text = [failure.message, String(describing: error), error?.localizedDescription ?? ""].joined(separator: "\n")
            #expect(secrets.allSatisfy { !text.contains($0) }, "\(text)")
        }
    }

    @Test func aStreamedValueAndAnAnswerInAnotherFormat() async {
        let event = ChunkedTransport.Answer(chunks: [#"data: {"debug": "Bearer SECRET-TOKEN-123 key-456"}"# + "\n\n"])
        let lines = ChunkedTransport.Answer(headers: ["Content-Type": "application/jsonl"], chunks: [#"{"debug": "SECRET-TOKEN-123 key-456"}"# + "\n"])
        let json = ChunkedTransport.Answer(headers: ["Content-Type": "application/json"], chunks: [#"{"debug": "SECRET-TOKEN-123 key-456"}"#])
        let client = APIClient(configuration: .init(server: testServer, credentials: Self.credentials, timeout: 5), transport: ChunkedTransport(event, lines, json))
        Self.expectRedacted(await endpointError { for try await _ in client.stream(Chat(), format: .serverSentEvents(), decoding: ChatChunk.self) {} })
        Self.expectRedacted(await endpointError { for try await _ in client.stream(Chat(), format: .jsonLines, decoding: ChatChunk.self) {} })
        Self.expectRedacted(await endpointError { for try await _ in client.stream(Chat(), format: .jsonLines, decoding: ChatChunk.self) {} })
    }
}
