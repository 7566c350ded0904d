import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// An endpoint the API serves elsewhere (an OpenAPI operation's `servers`, e.g. an upload host) goes to its own
/// server while the client follows endpoint servers, with the client's shared items and credentials.
@Suite struct EndpointServerTests {
    /// A hand-written endpoint with its own server.
    struct Upload: Endpoint {
        var server: Server? = Server(name: "uploads", baseURL: "https://uploads.example.com/v1/")
        var method: HTTPMethod { .post }
        var path: String { "/files" }
        var query: [QueryItem] { [QueryItem("name", "a b")] }
    }

    static let api = Server(baseURL: "https://api.example.com/v2")

    @Test func theBuilderSendsAnEndpointToItsOwnServerWithTheSharedItems() throws {
        let builder = RequestBuilder(server: Self.api, sharedQuery: [QueryItem("lang", "en")])
        #expect(try builder.makeRequest(for: Upload()).url?.absoluteString == "https://uploads.example.com/v1/files?lang=en&name=a%20b")
        var off = builder
        off.usesEndpointServers = false
        #expect(try off.makeRequest(for: Upload()).url?.absoluteString == "https://api.example.com/v2/files?lang=en&name=a%20b")
    }

    /// Datadog's log intake is `https://http-intake.logs.{site}`: it goes to the site the client's server was made for,
    /// and to its own default when the client's server does not name the variable.
    @Test func anEndpointServerTakesTheClientServersValuesForItsVariables() throws {
        let intake = Upload(server: Server(name: "intake", template: "https://intake.{site}/{version}", variables: ["site": "example.com", "version": "v1"]))
        let eu = Server(name: "production", template: "https://{subdomain}.{site}", variables: ["subdomain": "api", "site": "example.eu"])
        #expect(try RequestBuilder(server: eu).makeRequest(for: intake).url?.absoluteString == "https://intake.example.eu/v1/files?name=a%20b")
        #expect(try RequestBuilder(server: Self.api).makeRequest(for: intake).url?.absoluteString == "https://intake.example.com/v1/files?name=a%20b")
        // Only the variables the endpoint's server has: the client's `subdomain` does not move the intake host.
        #expect(intake.server?.serving(eu) == Server(name: "intake", template: "https://intake.{site}/{version}", variables: ["site": "example.eu", "version": "v1"]))
        #expect(eu.template == "https://{subdomain}.{site}" && eu.variables == ["subdomain": "api", "site": "example.eu"])
        #expect(Self.api.template == nil && Self.api.variables.isEmpty)
    }

    /// A client made for `api.example.eu` with `{protocol}://{name}`, another of the API's servers, sent the
    /// intake endpoint and its key to the default site, another region. Nothing is sent now; a fixed host and a client
    /// made from a URL are as before.
    @Test func anEndpointServerWhoseVariablesTheClientsServerDoesNotGiveIsNotGuessed() throws {
        let intake = Upload(server: Server(name: "intake", template: "https://intake.{site}", variables: ["site": "example.com"]))
        let named = Server(name: "named", template: "{protocol}://{name}", variables: ["protocol": "https", "name": "api.example.eu"])
        do {
            _ = try RequestBuilder(server: named).makeRequest(for: intake)
            Issue.record("the intake endpoint went to the default site")
        } catch {
            guard case .invalidRequest(.endpointServerUnknown("https://intake.{site}")) = error else { Issue.record("\(error)"); return }
            #expect(error.localizedDescription.contains("the endpoint is served at https://intake.{site}, whose variables the client's server does not give"))
        }
        #expect(try RequestBuilder(server: named).makeRequest(for: Upload()).url?.host == "uploads.example.com")
        #expect(try RequestBuilder(server: Self.api).makeRequest(for: intake).url?.host == "intake.example.com")
        // A template without variables is one fixed URL, which says nothing of another host: the default stands.
        let fixed = Server(name: "production", template: "https://api.example.com", variables: [:])
        #expect(try RequestBuilder(server: fixed).makeRequest(for: intake).url?.host == "intake.example.com")
    }

    /// A generated endpoint enum reads its `server` from its parts, like every other property.
    enum Generated: GeneratedEndpoint {
        case upload
        var requestParts: RequestParts { RequestParts(method: .post, path: "/files", server: Server(baseURL: "https://uploads.example.com")) }
        var caseName: String { "upload" }
    }

    @Test func aGeneratedEndpointsServerIsItsParts() {
        #expect(Generated.upload.server?.baseURL == "https://uploads.example.com")
    }

    @Test func anInvalidEndpointServerIsAnInvalidBaseURL() {
        let builder = RequestBuilder(server: Self.api)
        do {
            _ = try builder.makeRequest(for: Upload(server: Server(baseURL: "ftp://uploads.example.com")))
            Issue.record("built a request for an ftp server")
        } catch {
            guard case .invalidRequest(.invalidBaseURL(let url)) = error else {
                Issue.record("expected invalidBaseURL, got \(error)")
                return
            }
            #expect(url == "ftp://uploads.example.com")
        }
    }

    @Test func theClientSendsItsCredentialsToTheEndpointsServerUnlessToldNotTo() async throws {
        for follows in [true, false] {
            let transport = StubTransport(responding: StubResponse(status: 204))
            var configuration = APIClient.Configuration(server: Self.api, credentials: [.apiKey(name: "X-Key", value: "k", location: .header)])
            configuration.usesEndpointServers = follows
            try await APIClient(configuration: configuration, transport: transport).send(Upload())
            let request = try #require(transport.recordedRequests.first)
            #expect(request.url?.host == (follows ? "uploads.example.com" : "api.example.com"))
            #expect(request.value(forHTTPHeaderField: "X-Key") == "k")
        }
    }

    @Test func linkedPagesOfAnEndpointServedElsewhereStayOnItsServer() async throws {
        struct Listing: Endpoint {
            var server: Server? { Server(baseURL: "https://uploads.example.com") }
            var method: HTTPMethod { .get }
            var path: String { "/assets" }
        }
        let transport = StubTransport { request in
            request.url?.query == "page=2"
                ? .json("[3]")
                : StubResponse(status: 200, headers: ["Link": "<https://uploads.example.com/assets?page=2>; rel=next"], body: Data("[1, 2]".utf8))
        }
        let client = APIClient(configuration: .init(server: Self.api), transport: transport)
        var items: [Int] = []
        for try await page in client.pages(linkedFrom: Listing(), decoding: [Int].self, items: { $0 }).pages { items += page.items }
        #expect(items == [1, 2, 3])
        #expect(transport.recordedRequests.map { $0.url?.host } == ["uploads.example.com", "uploads.example.com"])
    }
}
