@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// An error status's message comes from the server, which often echoes the credential it refuses
/// (`Incorrect API key provided: sk-…`): the client's secrets are cut out of it, as out of every other error.
@Suite struct HTTPFailureRedactionTests {
    static let echo = #"{"status_code": 7, "status_message": "Incorrect API key provided: key-secret, token tok-secret, header hdr-secret"}"#
    static let credentials: [Credential] = [
        .bearer(.constant("tok-secret")),
        .apiKey(name: "api_key", value: "key-secret", location: .query),
        .apiKey(name: "X-Api-Key", value: "hdr-secret", location: .header),
    ]

    static func expectRedacted(_ error: EndpointError?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        for text in [failure.message, failure.description, "\(error!)", error!.localizedDescription] {
            for secret in ["key-secret", "tok-secret", "hdr-secret"] {
                #expect(!text.contains(secret), "\(text)", sourceLocation: sourceLocation)
            }
        }
        #expect(failure.message.contains("Incorrect API key provided"), sourceLocation: sourceLocation)
    }

    @Test(arguments: [401, 403, 500])
    func aSentRequestsErrorMessageHoldsNoSecret(status: Int) async {
        let client = makeClient(StubTransport(responding: .json(Self.echo, status: status)), credentials: Self.credentials, errorBody: APIErrorBody.self)
        Self.expectRedacted(await endpointError { _ = try await client.send(TestAPI.search(query: "q"), decoding: Movie.self) })
        Self.expectRedacted(await endpointError { _ = try await client.data(for: TestAPI.search(query: "q")) })
    }

    @Test func aStreamedRequestsErrorMessageHoldsNoSecret() async {
        let transport = ChunkedTransport(.init(status: 401, headers: ["Content-Type": "application/json"], chunks: [Self.echo]))
        let client = APIClient(configuration: .init(server: testServer, credentials: Self.credentials, errorBody: APIErrorBody.self, timeout: 5),
                               transport: transport)
        Self.expectRedacted(await endpointError { for try await _ in client.serverSentEvents(TestAPI.search(query: "q")) {} })
    }
}
