import EndpointKit
import Foundation
import Testing

/// A union whose alternatives each pin their discriminator value, without a mapping (`relay.yaml`'s `RelayMessage`,
/// as OpenAI's chat messages and Spotify's playlist items are written), sent to httpbin's `/anything` and read back
/// from its echo. By the component names alone the client sent `"role": "RelayUserMessage"`, and read what a server
/// sends as unknown.
@Suite(.requiresHTTPBin) struct ImportedUnionTests {
    @Test func eachAlternativeIsSentAndReadByTheValueItPins() async throws {
        let client = RelayClient(
            server: Server(name: "serve.py", baseURL: try await TestServer.baseURL()),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
        let echo = try await client.relayMessage(.userMessage(RelayUserMessage(role: .user, content: "hi")))
        guard case .userMessage(let message) = echo.json else {
            Issue.record("httpbin echoed \(echo.json)")
            return
        }
        #expect(message.role == .user)
        #expect(message.content == "hi")
    }
}
