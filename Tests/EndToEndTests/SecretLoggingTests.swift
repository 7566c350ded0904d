import EndpointKit
import Foundation
import Synchronization
import Testing

/// Every kind of credential, logged through every path, appears in no log line and no error description.
@Suite(.requiresHTTPBin) struct SecretLoggingTests {
    static let basicAuthorization = Data("basic-user:basic-pw-secret".utf8).base64EncodedString()
    static let secrets = [
        "userinfo-secret", "bearer-secret", "header-key-secret", "query-key-secret", "session-token-secret",
        "cookie-secret", "basic-pw-secret", basicAuthorization,
    ]

    /// Collects log lines and error descriptions.
    final class Record: Sendable {
        private let texts = Mutex<[String]>([])
        func append(_ text: String) { texts.withLock { $0.append(text) } }
        var all: [String] { texts.withLock { $0 } }
    }

    static func client(_ baseURL: String, credentials: [Credential], record: Record) -> APIClient {
        let logger = LoggingMiddleware(sink: record.append)
        let retry = RetryMiddleware(maxAttempts: 2, baseDelay: .zero, sleep: { _ in })
        return APIClient(
            configuration: .init(
                server: Server(baseURL: baseURL),
                sharedHeaders: [HTTPHeader(name: "Cookie", value: "sid=cookie-secret")],
                credentials: credentials,
                middleware: [logger, retry, logger],  // once per request and once per attempt
                timeout: 3
            ),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    /// `baseURL` with `user:userinfo-secret@` put in front of its host.
    static func withUserInfo(_ baseURL: String) -> String {
        baseURL.replacingOccurrences(of: "://", with: "://user:userinfo-secret@")
    }

    @Test func noSecretIsLoggedOrPutInAnError() async throws {
        let httpbin = try await TestServer.baseURL()
        let origin = try await OriginServer.baseURL()
        let record = Record()
        let tokens: [Credential] = [
            .bearer(.constant("bearer-secret")),
            .apiKey(name: "X-Api-Key", value: "header-key-secret", location: .header),
            .apiKey(name: "api_key", value: "query-key-secret", location: .query),
            .token(header: "X-Session", scheme: nil, provider: .constant("session-token-secret")),
        ]
        let basic: [Credential] = [.basic(username: "basic-user", password: "basic-pw-secret")]
        let requests: [(APIClient, Fetch)] = [
            (Self.client(Self.withUserInfo(httpbin), credentials: tokens, record: record), Fetch("/get")),
            (Self.client(Self.withUserInfo(httpbin), credentials: tokens, record: record), Fetch("/status/418")),
            (Self.client(Self.withUserInfo(httpbin), credentials: tokens, record: record), Fetch("/status/503")),
            (Self.client(httpbin, credentials: tokens, record: record),
             Fetch("/redirect-to", query: [QueryItem("url", origin + "/echo?api_key=query-key-secret")])),
            (Self.client(httpbin, credentials: tokens, record: record), Fetch("/delay/10")),
            (Self.client(Self.withUserInfo(origin), credentials: tokens, record: record), Fetch("/truncate")),
            (Self.client(Self.withUserInfo("http://127.0.0.1:1"), credentials: tokens, record: record), Fetch("/get")),
            // Not httpbin's /basic-auth/USER/PASSWORD: its path would carry the password.
            (Self.client(httpbin, credentials: basic, record: record), Fetch("/headers")),
            (Self.client(origin, credentials: basic, record: record), Fetch("/challenge")),
        ]
        var failures = 0
        var causes = 0
        var errors: [String] = []
        for (client, endpoint) in requests {
            do {
                _ = try await client.data(for: endpoint)
            } catch {
                failures += 1
                errors.append(error.localizedDescription)
                record.append(String(describing: error))
                record.append(error.localizedDescription)
                // The error a transport failure came from is kept, and must be as clean as its description.
                if case .noConnection(let failure) = error, let cause = failure.underlyingError as? URLError {
                    causes += 1
                    record.append(String(describing: cause))
                    record.append(cause.localizedDescription)
                    record.append(cause.failingURL?.absoluteString ?? "")
                }
            }
        }
        #expect(failures == 6, "418, 503, timeout, truncation, refused connection, 401")
        // What each request failed with, for a run in which one failed otherwise (CI once counted no cause).
        #expect(causes == 1, "the refused connection's URLError; the errors: \(errors)")
        let text = record.all.joined(separator: "\n")
        #expect(text.contains("<redacted>"), "nothing was redacted, so nothing was tested:\n\(text)")
        for secret in Self.secrets {
            #expect(!text.contains(secret), "\(secret) leaked:\n\(text)")
        }
    }
}
