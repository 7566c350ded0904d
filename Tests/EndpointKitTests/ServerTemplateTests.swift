import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `Server(name:template:variables:)`: a generated environment's function fills a URL template in, and no value can
/// move the request to another host.
@Suite struct ServerTemplateTests {
    struct Tickets: Endpoint {
        var method: HTTPMethod { .get }
        var path: String { "/tickets" }
    }

    static func url(_ server: Server) throws -> String? {
        try RequestBuilder(server: server).makeRequest(for: Tickets()).url?.absoluteString
    }

    @Test func variablesFillTheHostAndThePath() throws {
        let server = Server(name: "account", template: "https://{subdomain}.desk.example.com:{port}/api/{version}",
                            variables: ["subdomain": "acme-eu", "port": "8443", "version": "v2/beta"])
        #expect(server.name == "account")
        #expect(server.baseURL == "https://acme-eu.desk.example.com:8443/api/v2/beta")
        #expect(try Self.url(server) == "https://acme-eu.desk.example.com:8443/api/v2/beta/tickets")
        // A path value keeps its `/` but not what would end the path.
        let path = Server(name: "p", template: "https://api.example.com/{prefix}", variables: ["prefix": "a b/c?d#e"])
        #expect(path.baseURL == "https://api.example.com/a%20b/c%3Fd%23e")
    }

    /// A value of the path may span segments, never climb out of the API's path with the app's credentials.
    @Test func aPathValueCannotLeaveTheAPIsPath() throws {
        let server = Server(name: "p", template: "https://api.example.com/api/{base}", variables: ["base": "../../admin/./x"])
        #expect(server.baseURL == "https://api.example.com/api/%2E%2E/%2E%2E/admin/%2E/x")
        #expect(try Self.url(server) == "https://api.example.com/api/%2E%2E/%2E%2E/admin/%2E/x/tickets")
    }

    @Test func aHostValueCannotNameAnotherHost() throws {
        for value in ["evil.example/", "evil.example#", "evil.example?", "user@evil.example", "evil.example:443"] {
            let server = Server(name: "account", template: "https://{subdomain}.desk.example.com", variables: ["subdomain": value])
            #expect(!server.baseURL.contains("evil.example/") && !server.baseURL.contains("@") && !server.baseURL.contains("#"), "\(server.baseURL)")
            #expect(throws: EndpointError.self) { try Self.url(server) }
        }
        // Only a value that is the whole host may name a port: one that begins the host keeps no `:`, `[` or `]`.
        let port = Server(name: "account", template: "https://{subdomain}.desk.example.com/v1", variables: ["subdomain": "acme:8443"])
        #expect(port.baseURL == "https://acme%3A8443.desk.example.com/v1")
        let brackets = Server(name: "account", template: "https://{subdomain}.desk.example.com", variables: ["subdomain": "[::1]"])
        #expect(brackets.baseURL == "https://%5B%3A%3A1%5D.desk.example.com")
        // A scheme, or the whole origin as `{baseUrl}/v1` writes it, is the app's choice of server, as it is.
        let whole = Server(name: "w", template: "{baseUrl}/v1/{version}", variables: ["baseUrl": "https://api.example.com", "version": "x/y z"])
        #expect(whole.baseURL == "https://api.example.com/v1/x/y%20z")
        let scheme = Server(name: "s", template: "{scheme}://{host}.example.com", variables: ["scheme": "http", "host": "a/b"])
        #expect(scheme.baseURL == "http://a%2Fb.example.com")
    }

    /// A self-hosted API runs on a port: a value that is the whole host may name one, and nothing more.
    @Test func aValueThatIsTheWholeHostMayNameAPort() throws {
        let template = "{scheme}://{host}/api/v1"
        for (host, expected) in [("localhost:5000", "http://localhost:5000/api/v1/tickets"), ("[::1]:8080", "http://[::1]:8080/api/v1/tickets")] {
            let server = Server(name: "self-hosted", template: template, variables: ["scheme": "http", "host": host])
            #expect(try Self.url(server) == expected)
        }
        for value in ["evil.example/", "evil.example#", "evil.example?", "user@evil.example:443"] {
            let server = Server(name: "self-hosted", template: "https://{host}/api", variables: ["host": value])
            #expect(!server.baseURL.contains("evil.example/") && !server.baseURL.contains("@") && !server.baseURL.contains("#"), "\(server.baseURL)")
            #expect(throws: EndpointError.self) { try Self.url(server) }
        }
    }

    /// A name given twice takes its first value, as a dictionary literal would refuse the second.
    @Test func aNameGivenTwiceTakesItsFirstValue() throws {
        let server = Server(name: "x", template: "https://{region}.example.com/v1", variables: ["region": "eu", "region": "us"])
        #expect(try Self.url(server) == "https://eu.example.com/v1/tickets")
    }

    @Test func aNameWithoutAValueStaysAndTheRequestFails() {
        let server = Server(name: "account", template: "https://{subdomain}.example.com/{version}", variables: ["version": "v1"])
        #expect(server.baseURL == "https://{subdomain}.example.com/v1")
        #expect(throws: EndpointError.self) { try Self.url(server) }
    }
}
