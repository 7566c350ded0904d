import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `.noConnection` and `.transport` keep the error they came from, with the client's secrets cut out of it.
@Suite struct TransportFailureTests {
    private static let secrets = ["pw-secret", "key-secret", "token-secret"]

    /// A client with a password in its base URL, an API key in the query and a bearer token.
    private static func client(_ transport: StubTransport, middleware: [any Middleware] = []) -> APIClient {
        APIClient(
            configuration: .init(
                server: Server(baseURL: "https://user:pw-secret@api.example.com/v1"),
                credentials: [.apiKey(name: "api_key", value: "key-secret", location: .query), .bearer(.constant("token-secret"))],
                middleware: middleware
            ),
            transport: transport
        )
    }

    /// What URLSession reports for a refused connection to `url`.
    private static func refused(_ url: URL?) -> URLError {
        let text = url?.absoluteString ?? ""
        return URLError(.cannotConnectToHost, userInfo: [
            NSURLErrorFailingURLErrorKey: url as Any,
            "NSErrorFailingURLStringKey": text,  // NSURLErrorFailingURLStringErrorKey, deprecated but still set
            NSLocalizedDescriptionKey: "Could not connect to the server at \(text) (token-secret)",
        ])
    }

    @Test func theURLErrorOfALostConnectionIsKeptWithoutSecrets() async throws {
        let client = Self.client(StubTransport { request in throw Self.refused(request.url) })
        do {
            _ = try await client.data(for: CallsAPI.item(id: 1))
            Issue.record("expected .noConnection")
        } catch {
            guard case .noConnection(let failure) = error else {
                Issue.record("expected .noConnection, got \(error)")
                return
            }
            let cause = try #require(failure.underlyingError as? URLError)
            #expect(cause.code == .cannotConnectToHost)
            #expect(cause.failingURL?.absoluteString.contains("/v1/items/1") == true)
            let texts = [
                String(describing: error), error.localizedDescription, failure.description, String(describing: cause),
                cause.userInfo["NSErrorFailingURLStringKey"] as? String ?? "", cause.failingURL?.absoluteString ?? "",
                cause.localizedDescription,
            ]
            #expect(texts.joined().contains("<redacted>"))
            for secret in Self.secrets {
                #expect(!texts.contains { $0.contains(secret) }, "\(secret) leaked: \(texts)")
            }
        }
    }

    /// An error of the app's own, thrown by a middleware.
    private struct QuotaExhausted: Error {
        var remaining: Int
    }

    private struct Quota: Middleware {
        func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
            throw QuotaExhausted(remaining: 0)
        }
    }

    @Test func anErrorOfAnyOtherKindIsKeptAsThrown() async throws {
        let client = Self.client(StubTransport(responding: .status(200)), middleware: [Quota()])
        do {
            try await client.send(CallsAPI.item(id: 1))
            Issue.record("expected .transport")
        } catch {
            guard case .transport(let failure) = error else {
                Issue.record("expected .transport, got \(error)")
                return
            }
            #expect((failure.underlyingError as? QuotaExhausted)?.remaining == 0)
            #expect(failure.description.contains("QuotaExhausted"))
        }
    }

    @Test func failuresEndpointKitFindsItselfHaveNoUnderlyingError() {
        let failure: TransportFailure = "the proxy refused the request to \(42)"
        #expect(failure.description == "the proxy refused the request to 42")
        #expect(failure.underlyingError == nil)
        #expect(EndpointError.transport(failure).description == "EndpointError.transport(the proxy refused the request to 42)")
    }
}
