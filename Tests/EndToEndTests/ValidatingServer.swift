import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// One test's view of Tests/Server/validating.py, which checks every request against `market.yaml` (the
/// document the build plugin generates `MarketClient` from) and answers 422 with every problem it found.
///
/// Each instance has its own tag, sent with every request as `X-Validator-Tag`, so that the server's log
/// entries of one test are told apart from those of tests running beside it.
struct ValidatingServer {
    /// What the server decoded from one request and what it made of it (`GET /_validator/log`).
    struct Entry: Decodable {
        var operation: String?
        var accepted: Bool
        var errors: [String]
        /// `path`, `query`, `header`, `cookie` (objects by parameter name) and `body`, as the server decoded them.
        var values: JSONValue?
        /// The security alternative the request satisfied (scheme names, sorted); `[]` for an anonymous one.
        var security: [String]?
        /// Credential fields sent although the satisfied alternative does not use them (`header x-api-key`).
        var extraCredentials: [String]?
        var status: Int
        var target: String
        /// The request's `Content-Type`; nil without a body.
        var contentType: String?
    }

    /// Sent as `X-Validator-Tag`; `expect-rejection-…` for requests meant to be rejected, which `.ci/run` lets pass
    /// when it checks that the server rejected nothing else.
    let tag: String

    init(expectsRejections: Bool = false) {
        tag = (expectsRejections ? "expect-rejection-" : "") + UUID().uuidString
    }

    /// The validating server as a `Server`.
    static func server() async throws -> Server {
        Server(name: "validating", baseURL: try await TestServer.validatingURL())
    }

    /// Sends the tag, and asks for a status and the text of synthesized strings when given.
    func middleware(status: Int? = nil, message: String? = nil) -> CommonParametersMiddleware {
        var headers = [HTTPHeader(name: "X-Validator-Tag", value: tag)]
        if let status { headers.append(HTTPHeader(name: "X-Validator-Status", value: String(status))) }
        if let message { headers.append(HTTPHeader(name: "X-Validator-Message", value: message)) }
        return CommonParametersMiddleware(headers: headers)
    }

    /// A generated client on the validating server, with the credentials given and this test's tag.
    func client(
        status: Int? = nil,
        message: String? = nil,
        secretKey: BasicCredential? = nil,
        bearerKey: TokenProvider? = nil,
        organization: String? = nil,
        apiKey: String? = nil,
        apiKeyQuery: String? = nil,
        session: String? = nil,
        oauth: TokenProvider? = nil
    ) async throws -> MarketClient {
        MarketClient(
            server: try await Self.server(), secretKey: secretKey, bearerKey: bearerKey, organization: organization,
            apiKey: apiKey, apiKeyQuery: apiKeyQuery, session: session, oauth: oauth,
            transport: URLSessionTransport(configuration: .ephemeral),
            middleware: [middleware(status: status, message: message)]
        )
    }

    /// A plain runtime client on the validating server, for requests built by hand; decodes the document's errors.
    func apiClient() async throws -> APIClient {
        APIClient(
            configuration: .init(server: try await Self.server(), errorBody: ApiError.self, middleware: [middleware()]),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }

    /// Every entry the server logged under this test's tag, oldest first.
    func entries() async throws -> [Entry] {
        let base = try await TestServer.validatingURL()
        let url = try #require(URL(string: "\(base)/_validator/log?tag=\(tag)"))
        let (data, _) = try await URLSessionTransport(configuration: .ephemeral).send(URLRequest(url: url))
        struct Log: Decodable { var entries: [Entry] }
        return try JSONDecoder().decode(Log.self, from: data).entries
    }

    /// The one entry of this test, which the server must have accepted as `operation`; records an issue with the
    /// server's reasons otherwise.
    func accepted(_ operation: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Entry {
        let entries = try await entries()
        let entry = try #require(entries.count == 1 ? entries.first : nil,
                                 "expected one request, the server logged \(entries.count)", sourceLocation: sourceLocation)
        #expect(entry.operation == operation, sourceLocation: sourceLocation)
        #expect(entry.accepted, "the server rejected it: \(entry.errors)", sourceLocation: sourceLocation)
        #expect(entry.extraCredentials == [], "credentials sent beyond the satisfied alternative", sourceLocation: sourceLocation)
        return entry
    }

    /// The one entry of this test, which the server must have rejected; its errors.
    func rejected(sourceLocation: SourceLocation = #_sourceLocation) async throws -> [String] {
        let entries = try await entries()
        let entry = try #require(entries.count == 1 ? entries.first : nil,
                                 "expected one request, the server logged \(entries.count)", sourceLocation: sourceLocation)
        #expect(!entry.accepted, "the server accepted \(entry.target)", sourceLocation: sourceLocation)
        return entry.errors
    }
}

/// The `HTTPFailure` `body` throws, or `nil` (recorded as an issue) if it throws something else or succeeds.
func httpFailure(sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void) async -> HTTPFailure? {
    let error = await endpointError(sourceLocation: sourceLocation, body)
    guard case .http(let failure) = error else {
        if let error { Issue.record("expected .http, got \(error)", sourceLocation: sourceLocation) }
        return nil
    }
    return failure
}

/// `text` parsed as JSON, to compare with what the server decoded; `.null` with a recorded issue if it does not parse.
func json(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSONValue {
    do {
        return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    } catch {
        Issue.record("not JSON: \(error)", sourceLocation: sourceLocation)
        return .null
    }
}

/// A request built by hand, for requests the generated client would never send.
struct HandBuiltRequest: Endpoint {
    var method: HTTPMethod = .get
    var path: String
    var query: [QueryItem] = []
    var headers: [HTTPHeader] = [HTTPHeader(name: "Authorization", value: "Bearer hand-built")]
    var body: RequestBody?
    var requiresAuthentication: Bool { false }
}
