@testable import EndpointKit
import Foundation
import Testing

/// An app that printed or dumped its configuration wrote its keys and passwords into its log.
@Suite struct CredentialDescriptionTests {
    static let secrets = ["KEY-1", "PW-2", "URLPW-3"]

    static func expectNoSecret(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in secrets { #expect(!text.contains(secret), "\(text)", sourceLocation: sourceLocation) }
    }

    @Test func credentialsAndServersNeverShowTheirSecrets() {
        let key = Credential.apiKey(name: "X-Api-Key", value: "KEY-1", location: .header).named("key")
        #expect("\(key)" == #"Credential.apiKey(name: "X-Api-Key", value: <redacted>, location: .header).named("key")"#)
        let bearer = Credential.bearer(.constant("KEY-1"))
        #expect("\(bearer)" == #"Credential.token(header: "Authorization", scheme: "Bearer", provider: TokenProvider)"#)
        let basic = BasicCredential(username: "alice", password: "PW-2")
        #expect("\(basic)" == #"BasicCredential(username: "alice", password: <redacted>)"#)
        let server = Server(baseURL: "http://bob:URLPW-3@api.example.com/v1")
        #expect("\(server)" == #"Server(name: "custom", baseURL: "http://<redacted>@api.example.com/v1")"#)
        #expect("\(Server(baseURL: "https://api.example.com/a:b@c"))" == #"Server(name: "custom", baseURL: "https://api.example.com/a:b@c")"#)
        // A key as the user, as Stripe takes it.
        #expect("\(Server(baseURL: "https://KEY-1@api.example.com"))" == #"Server(name: "custom", baseURL: "https://<redacted>@api.example.com")"#)
        // A template's variables that fill the user information in are secrets too; the others help a reader.
        let templated = Server(name: "t", template: "https://{user}:{pw}@api.example.com/{version}", variables: ["user": "bob", "pw": "PW-2", "version": "v1"])
        var dumped = ""
        dump(templated, to: &dumped)
        Self.expectNoSecret(dumped)
        #expect(dumped.contains("v1"), "\(dumped)")
        let configuration = APIClient.Configuration(server: server, credentials: [key, .basic(basic)])
        let client = APIClient(configuration: configuration)
        for text in [String(describing: configuration), String(reflecting: configuration), String(reflecting: [basic]),
                     { var dumped = ""; dump(configuration, to: &dumped); return dumped }(),
                     String(describing: client), { var dumped = ""; dump(client, to: &dumped); return dumped }()] {
            Self.expectNoSecret(text)
        }
    }

    /// A header name is the app's, but one holding a line break must not write a second log line.
    @Test func anInvalidHeaderNameIsOneLine() {
        let text = InvalidRequestReason.invalidHeader(name: "X-Key\r\nX-Evil: 1").description
        #expect(!text.contains("\r") && !text.contains("\n"), "\(text)")
    }
}
