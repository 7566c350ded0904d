@testable import EndpointGenerator
import Foundation
import Testing

/// `servers` of paths and operations: silent when they repeat the API's servers, a located warning when requests
/// would go elsewhere, and the API's servers when the document has none but every operation declares the same.
@Suite struct OpenAPIPathServersTests {
    typealias F = OpenAPIFixture

    /// A document with `servers` (nil: none) and two paths whose path items begin with `first` and `second`.
    static func document(servers: String?, first: String, second: String) -> String {
        """
        {
          "openapi": "3.1.0",
          "info": { "title": "Test", "version": "1" },\(servers.map { "\n  \"servers\": \($0)," } ?? "")
          "paths": {
            "/a": { \(first) "get": { "operationId": "getA", "responses": { "204": { "description": "none" } } } },
            "/b": { \(second) "get": { "operationId": "getB", "responses": { "204": { "description": "none" } } } }
          }
        }
        """
    }

    static let api = ##"[{ "url": "https://{region}.example.com/v1", "variables": { "region": { "default": "eu" } } }, { "url": "https://backup.example.com/v1/" }]"##

    @Test func pathAndOperationServersEqualToTheAPIsAreSilent() throws {
        // The same URLs after variable defaults, in another order and with a trailing slash, are the same list.
        let same = ##""servers": [{ "url": "https://backup.example.com/v1" }, { "url": "https://eu.example.com/v1" }],"##
        let operation = ##""post": { "servers": [{ "url": "https://{r}.example.com/v1", "variables": { "r": { "default": "eu" } } }, { "url": "https://backup.example.com/v1" }], "##
            + ##""operationId": "postB", "responses": { "204": { "description": "none" } } },"##
        let text = Self.document(servers: Self.api, first: same, second: operation)
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
    }

    @Test func serversThatSendRequestsElsewhereAreReportedWhereTheyAre() throws {
        let other = ##""servers": [{ "url": "https://uploads.example.com/v1" }],"##
        let operation = ##""post": { "servers": [{ "url": "https://eu.example.com/v2" }], "operationId": "postB", "responses": { "204": { "description": "none" } } },"##
        let result = F.convert(Self.document(servers: Self.api, first: other, second: operation))
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == [
            "path-level 'servers' ('https://uploads.example.com/v1') differ from the API's; the native format has one list of servers per API, so requests go to the API's servers",
            "operation-level 'servers' ('https://eu.example.com/v2') differ from the API's; the native format has one list of servers per API, so requests go to the API's servers",
        ])
        // One kind whatever the URLs (Stripe's files.stripe.com and GitHub's uploads.github.com were two).
        #expect(warnings.map(\.kind) == ["path-level-differ-from", "operation-level-differ-from"])
        #expect(warnings.map { $0.path?.description } == ["$.paths['/a'].servers", "$.paths['/b'].post.servers"])
        #expect(try F.lookup(F.native(Self.document(servers: Self.api, first: other, second: "")), "servers", "server1") as? String == "https://eu.example.com/v1")
    }

    @Test func withoutTopLevelServersTheOneListEveryOperationDeclaresIsTheAPIs() throws {
        let path = ##""servers": [{ "url": "https://api.twilio.com" }],"##
        let text = Self.document(servers: nil, first: path, second: path)
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        #expect(try F.lookup(F.native(text), "servers", "production") as? String == "https://api.twilio.com")
        // An operation without servers, or two different lists, leave the placeholder, and the lists differ from it.
        for second in ["", ##""servers": [{ "url": "https://other.example.com" }],"##] {
            let partial = Self.document(servers: nil, first: path, second: second)
            #expect(try F.lookup(F.native(partial), "servers", "production") as? String == "https://api.example.com")
            let warnings = F.warnings(F.convert(partial))
            #expect(warnings.contains("the document has no 'servers'; the native spec uses https://api.example.com, replace it"))
            #expect(warnings.contains { $0.hasPrefix("path-level 'servers' ('https://api.twilio.com') differ from the API's") })
        }
    }
}
