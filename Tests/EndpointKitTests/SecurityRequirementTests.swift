import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Named credentials and security requirements: each request carries exactly the credentials of the first
/// alternative the client can satisfy, and a request none can satisfy fails before it is sent.
@Suite struct SecurityRequirementTests {
    /// An endpoint with the given requirement (nil: the client's), echoing nothing.
    struct Probe: Endpoint {
        var security: SecurityRequirement?
        var requiresAuthentication = true
        var headers: [HTTPHeader] = []
        var method: HTTPMethod { .get }
        var path: String { "/probe" }
        var parts: RequestParts {
            RequestParts(method: method, path: path, query: [QueryItem("q", "1")], headers: headers,
                         requiresAuthentication: requiresAuthentication, security: security)
        }
    }

    static let bearer = Credential.bearer(.constant("tok")).named("bearer")
    static let basic = Credential.basic(username: "aladdin", password: "open sesame").named("basic")
    static let headerKey = Credential.apiKey(name: "X-Key", value: "k1", location: .header).named("key")
    static let queryKey = Credential.apiKey(name: "api_key", value: "k2", location: .query).named("queryKey")
    static let cookieKey = Credential.apiKey(name: "session", value: "s3", location: .cookie).named("session")
    static let theme = Credential.apiKey(name: "theme", value: "dark", location: .cookie).named("theme")

    /// The one request `probe` sends with `credentials` (and the client requirement `security`).
    static func sent(
        _ probe: Probe,
        credentials: [Credential],
        security: SecurityRequirement? = nil,
        sharedHeaders: [HTTPHeader] = []
    ) async throws -> URLRequest {
        let transport = StubTransport(responding: .status(204))
        let configuration = APIClient.Configuration(
            server: testServer, sharedHeaders: sharedHeaders, credentials: credentials, security: security, timeout: 5
        )
        try await APIClient(configuration: configuration, transport: transport).send(probe)
        return try #require(transport.recordedRequests.first)
    }

    /// Every credential-bearing part of a request, for exact comparisons.
    static func credentialParts(_ request: URLRequest) -> [String] {
        let headers = ["Authorization", "X-Key", "Cookie"].compactMap { name in
            request.value(forHTTPHeaderField: name).map { "\(name): \($0)" }
        }
        return headers + [request.url?.query ?? ""]
    }

    /// An endpoint that sets a credential's header field itself (a per-call token its spec declares as a header
    /// parameter) sends its own value: the credentials come first, the endpoint's own fields after them, and a later
    /// field replaces an earlier one of the same name.
    @Test func anEndpointsOwnHeaderFieldWinsOverACredentialsOfTheSameName() async throws {
        let probe = Probe(security: [["bearer"]], headers: [HTTPHeader(name: "authorization", value: "Bearer per-call")])
        let request = try await Self.sent(probe, credentials: [Self.bearer])
        #expect(Self.credentialParts(request) == ["Authorization: Bearer per-call", "q=1"])
    }

    @Test func theFirstSatisfiableAlternativeIsSentAndNothingElse() async throws {
        let probe = Probe(security: [["bearer"], ["key", "basic"]])
        let withBearer = try await Self.sent(probe, credentials: [Self.headerKey, Self.basic, Self.bearer])
        #expect(Self.credentialParts(withBearer) == ["Authorization: Bearer tok", "q=1"])

        let withoutBearer = try await Self.sent(probe, credentials: [Self.headerKey, Self.basic, Self.queryKey])
        #expect(Self.credentialParts(withoutBearer) == ["Authorization: Basic YWxhZGRpbjpvcGVuIHNlc2FtZQ==", "X-Key: k1", "q=1"])
    }

    @Test func anAlternativeMissingOneSchemeIsSkippedWhole() async throws {
        let probe = Probe(security: [["key", "basic"], ["queryKey"]])
        let request = try await Self.sent(probe, credentials: [Self.headerKey, Self.queryKey])
        #expect(Self.credentialParts(request) == ["api_key=k2&q=1"])
    }

    @Test func noSatisfiableAlternativeFailsBeforeSending() async throws {
        let transport = StubTransport(responding: .status(204))
        let configuration = APIClient.Configuration(server: testServer, credentials: [Self.headerKey], timeout: 5)
        let client = APIClient(configuration: configuration, transport: transport)
        let error = await endpointError { try await client.send(Probe(security: [["bearer"], ["key", "basic"]])) }
        guard case .invalidRequest(.missingCredentials(let requirement))? = error else {
            Issue.record("expected .missingCredentials, got \(String(describing: error))")
            return
        }
        #expect(requirement == [["bearer"], ["key", "basic"]])
        #expect(transport.recordedRequests.isEmpty)
        #expect(error?.description.contains("bearer, or key and basic") == true)
    }

    @Test func anEmptyAlternativeSendsNothingOnlyWhenNoOtherIsSatisfied() async throws {
        // Wherever it is listed: openEO writes `security: [{}, {bearer: []}]`, and its tokens were never sent.
        for optional in [Probe(security: [["bearer"], []]), Probe(security: [[], ["bearer"]])] {
            #expect(Self.credentialParts(try await Self.sent(optional, credentials: [Self.basic])) == ["q=1"])
            #expect(Self.credentialParts(try await Self.sent(optional, credentials: [Self.bearer])) == ["Authorization: Bearer tok", "q=1"])
        }
        #expect(Self.credentialParts(try await Self.sent(Probe(security: []), credentials: [Self.bearer])) == ["q=1"])
    }

    @Test func theClientsRequirementAppliesToEndpointsWithoutTheirOwn() async throws {
        let request = try await Self.sent(Probe(), credentials: [Self.bearer, Self.queryKey], security: [["queryKey"]])
        #expect(Self.credentialParts(request) == ["api_key=k2&q=1"])
        let publicProbe = Probe(security: [["bearer"]], requiresAuthentication: false)
        #expect(Self.credentialParts(try await Self.sent(publicProbe, credentials: [Self.bearer])) == ["q=1"])
    }

    @Test func withoutAnyRequirementEveryCredentialIsSent() async throws {
        let request = try await Self.sent(Probe(), credentials: [Self.bearer, Self.queryKey])
        #expect(Self.credentialParts(request) == ["Authorization: Bearer tok", "api_key=k2&q=1"])
    }

    @Test func cookiesShareOneCookieField() async throws {
        let probe = Probe(security: [["session", "theme"]])
        let request = try await Self.sent(probe, credentials: [Self.cookieKey, Self.theme], sharedHeaders: [HTTPHeader(name: "Cookie", value: "lang=en")])
        #expect(Self.credentialParts(request) == ["Cookie: lang=en; session=s3; theme=dark", "q=1"])
    }

    @Test func onlyTheChosenTokenProviderIsAsked() async throws {
        let asked = Shared(0)
        let counting = Credential.bearer(TokenProvider { asked.update { $0 += 1 }; return "t" }).named("bearer")
        _ = try await Self.sent(Probe(security: [["key"], ["bearer"]]), credentials: [counting, Self.headerKey])
        #expect(asked.value == 0)
        _ = try await Self.sent(Probe(security: [["bearer"]]), credentials: [counting, Self.headerKey])
        #expect(asked.value == 1)
    }

    @Test func basicCredentialEncodesUTF8() async throws {
        let credential = Credential.basic(BasicCredential(username: "zoë", password: "pä:ss")).named("basic")
        let request = try await Self.sent(Probe(security: [["basic"]]), credentials: [credential])
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Basic " + Data("zoë:pä:ss".utf8).base64EncodedString())
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Basic em/Dqzpww6Q6c3M=")
    }
}
