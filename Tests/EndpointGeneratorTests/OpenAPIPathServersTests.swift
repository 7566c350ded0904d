@testable import EndpointGenerator
import Foundation
import Testing

/// `servers` of paths and operations: silent when they repeat the API's servers, the endpoint's own server when they
/// send requests elsewhere, and the API's servers when the document has none but every operation declares the same.
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

    @Test func serversThatSendRequestsElsewhereAreTheEndpointsOwn() throws {
        // Stripe's files.stripe.com, GitHub's uploads.github.com: a path's list serves its operations, an operation's
        // own replaces it; variables take their defaults and a trailing `/` goes.
        let other = ##""servers": [{ "url": "https://{kind}.example.com/v1/", "variables": { "kind": { "default": "uploads" } } }],"##
        let operation = ##""post": { "servers": [{ "url": "https://eu.example.com/v2" }], "operationId": "postB", "responses": { "204": { "description": "none" } } },"##
        let text = Self.document(servers: Self.api, first: other, second: operation)
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let native = try F.native(text)
        #expect(F.lookup(native, "endpoints", "getA", "server") as? String == "https://uploads.example.com/v1")
        #expect(F.lookup(native, "endpoints", "postB", "server") as? String == "https://eu.example.com/v2")
        #expect(F.lookup(native, "endpoints", "getB", "server") == nil)
        // A variable in the API's host is the app's to supply, so that server is a function and not a case.
        #expect(F.lookup(native, "servers", "server1", "url") as? String == "https://{region}.example.com/v1")
        // The client sends them there.
        let swift = F.swift(text)
        #expect(swift.contains(#"server: Server(name: "uploads.example.com", baseURL: "https://uploads.example.com/v1")"#))
        #expect(swift.contains("configuration.usesEndpointServers = TestEnvironment.allCases.contains { $0.server == server }"))
    }

    /// An operation's empty `servers` overrides nothing: the operation stays on its path item's servers.
    @Test func anOperationsEmptyServersLeaveItOnItsPathsServers() throws {
        let path = ##""servers": [{ "url": "https://uploads.example.com/v1" }], "post": { "servers": [], "operationId": "postA", "##
            + ##""responses": { "204": { "description": "none" } } },"##
        let native = try F.native(Self.document(servers: Self.api, first: path, second: ""))
        #expect(F.lookup(native, "endpoints", "getA", "server") as? String == "https://uploads.example.com/v1")
        #expect(F.lookup(native, "endpoints", "postA", "server") as? String == "https://uploads.example.com/v1")
    }

    @Test func anOperationServerKeepsTheVariablesTheAPIsTemplatesDeclareAlike() async throws {
        // Datadog's log intake, `https://{subdomain}.{site}` with its own subdomain: pinned to the default site, an EU
        // client sent its logs and key to the US host. A variable declared alike stays for the client's value; one
        // declared otherwise takes its own default.
        // As Datadog's document has it: the API's list repeats a value, the intake serves fewer, and a second server
        // repeats the API's URL with other variables.
        let site = ##""site": { "default": "example.com", "enum": ["example.com", "example.eu"] }"##
        let api = ##"[{ "url": "https://{subdomain}.{site}", "variables": { "subdomain": { "default": "api" }, "##
            + ##""site": { "default": "example.com", "enum": ["example.com", "example.eu", "example.us", "example.eu"] } } }, "##
            + ##"{ "url": "https://{subdomain}.{site}", "variables": { "subdomain": { "default": "api" }, "site": { "default": "example.com" } } }]"##
        let intake = ##""servers": [{ "url": "https://{subdomain}.{site}/{version}", "variables": { "subdomain": { "default": "intake" }, \##(site), "##
            + ##""version": { "default": "v2" } } }],"##
        let text = Self.document(servers: api, first: intake, second: "")
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        #expect(F.lookup(try F.native(text), "endpoints", "getA", "server") as? String == "https://intake.{site}/v2")
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains(#"server: Server(name: "intake.{site}", template: "https://intake.{site}/v2", variables: ["site": "example.com"])"#))
        // A custom server (a test's) takes every request; only one made from the API's templates sends it elsewhere.
        #expect(swift.contains(#"configuration.usesEndpointServers = ["https://{subdomain}.{site}"].contains { $0 == server.template }"#))
        try await TypeCheck.run(generated.files, moduleName: "OperationServerVariables")

        // Servers one per value cannot tell the endpoint the client's choice: the default is reported.
        let expanded = ##"[{ "url": "https://api.{site}", "variables": { \##(site) } }]"##
        let fixed = Self.document(servers: expanded, first: ##""servers": [{ "url": "https://intake.{site}", "variables": { \##(site) } }],"##, second: "")
        #expect(F.warnings(F.convert(fixed)) == [
            "server variable 'site' is declared by the API, whose servers are one per value; this server takes its default, 'example.com', whichever the client is given",
        ])
        #expect(F.lookup(try F.native(fixed), "endpoints", "getA", "server") as? String == "https://intake.example.com")
        #expect(F.convert(fixed).diagnostics.map(\.kind) == ["server-variable-declared-api"])

        // A variable of its own takes its default; the other values it lists are servers the SDK cannot reach.
        let own = Self.document(servers: Self.api, first: ##""servers": [{ "url": "https://{zone}.status.example.com", "##
            + ##""variables": { "zone": { "default": "z1", "enum": ["z1", "z2", "z3"] }, "version": { "default": "v1" } } }],"##, second: "")
        #expect(F.warnings(F.convert(own)) == ["server variable 'zone' belongs to this server alone; it takes its default, 'z1', and not 'z2', 'z3'"])
        #expect(F.convert(own).diagnostics.map(\.kind) == ["server-variable-belongs-server"])
        #expect(F.lookup(try F.native(own), "endpoints", "getA", "server") as? String == "https://z1.status.example.com")
    }

    @Test func aListNamingOneOfTheAPIsServersLeavesTheEndpointOnThem() throws {
        // An operation's own list replaces its path's, even when it is the API's.
        let path = ##""servers": [{ "url": "https://uploads.example.com" }], "post": { "servers": [{ "url": "https://backup.example.com/v1" }, "##
            + ##"{ "url": "https://mirror.example.com" }], "operationId": "postA", "responses": { "204": { "description": "none" } } },"##
        let text = Self.document(servers: Self.api, first: path, second: "")
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let native = try F.native(text)
        #expect(F.lookup(native, "endpoints", "postA", "server") == nil)
        #expect(F.lookup(native, "endpoints", "getA", "server") as? String == "https://uploads.example.com")
    }

    @Test func aRelativeOrSecondServerIsReportedWhereItIs() throws {
        let relative = ##""servers": [{ "url": "/upload" }],"##
        let two = ##""post": { "servers": [{ "url": "https://a.example.com" }, { "url": "https://b.example.com" }], "##
            + ##""operationId": "postB", "responses": { "204": { "description": "none" } } },"##
        let result = F.convert(Self.document(servers: Self.api, first: relative, second: two))
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == [
            "path-level server URL '/upload' is not an absolute http(s) URL without query or fragment; requests go to the API's servers",
            "operation-level 'servers' lists 2 servers; requests go to the first, 'https://a.example.com'",
        ])
        #expect(warnings.map { $0.path?.description } == ["$.paths['/a'].servers[0].url", "$.paths['/b'].post.servers"])
        let native = try F.native(Self.document(servers: Self.api, first: relative, second: two))
        #expect(F.lookup(native, "endpoints", "getA", "server") == nil)
        #expect(F.lookup(native, "endpoints", "postB", "server") as? String == "https://a.example.com")
    }

    @Test(arguments: ["https://{zone}.example.com", "https://example.com/?key=value", "https://example.com:port", "https://example.com/#top"])
    func aURLTheNativeFormatRefusesIsReportedAndLeftOut(url: String) throws {
        let text = Self.document(servers: Self.api, first: "\"servers\": [{ \"url\": \"\(url)\" }],", second: "")
        let result = F.convert(text)
        #expect(F.warnings(result).contains { $0.hasPrefix("path-level server URL '\(url)' is not an absolute http(s) URL") }, "\(F.warnings(result))")
        #expect(F.lookup(try F.native(text), "endpoints", "getA", "server") == nil)
        #expect(Generator.generate(Data(text.utf8), file: "api.json").succeeded)
    }

    @Test func withoutTopLevelServersTheOneListEveryOperationDeclaresIsTheAPIs() throws {
        let path = ##""servers": [{ "url": "https://api.twilio.com" }],"##
        let text = Self.document(servers: nil, first: path, second: path)
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        #expect(try F.lookup(F.native(text), "servers", "production") as? String == "https://api.twilio.com")
        // An operation without servers, or two different lists, leave the placeholder, and the lists differ from it.
        for second in ["", ##""servers": [{ "url": "https://other.example.com" }],"##] {
            let partial = Self.document(servers: nil, first: path, second: second)
            #expect(try F.lookup(F.native(partial), "servers") == nil)
            let warnings = F.warnings(F.convert(partial))
            #expect(warnings == ["the document has no 'servers'; the client takes its server as an argument"])
            #expect(F.lookup(try F.native(partial), "endpoints", "getA", "server") as? String == "https://api.twilio.com")
        }
    }

    @Test func aDocumentWithoutEndpointsIsNotToldItsClientTakesItsServer() throws {
        // Adyen publishes webhook-only documents (`BalancePlatformAcsNotification-v1.json`): no client is generated,
        // yet the warning said "the client takes its server as an argument".
        let components = ##""components": { "schemas": { "Amount": { "type": "object", "properties": { "value": { "type": "integer" } } } } }"##
        let webhooks = ##""webhooks": { "x.created": { "post": { "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Amount" } } } }, "##
            + ##""responses": { "200": { "description": "OK" } } } } }"##
        for (rest, left) in [(components + ", " + webhooks, "'webhooks' are requests the API sends to the app's own server, which a client does not make; no code is generated for them"),
                             (components + #", "paths": { "/a": { "summary": "no operation" } }"#, nil)] {
            let text = #"{ "openapi": "3.1.0", "info": { "title": "Test", "version": "1" }, "# + rest + " }"
            let warnings = F.warnings(F.convert(text))
            #expect(!warnings.contains { $0.contains("'servers'") }, "\(warnings)")
            if let left { #expect(warnings.contains(left), "\(warnings)") }
            #expect(F.lookup(try F.native(text), "models", "Amount") != nil)
        }
    }

    /// OPNsense's server `https://{host}/api` before 738 paths `/api/…` sent every request to `/api/api/…`, and nothing
    /// said so. The repeat is reported once per server, a relative one too (the host it asks the app for would be followed
    /// by the repeat), and the URL stays as written, as a server may serve it.
    @Test func aServerPathThatEveryPathBeginsWithIsReported() throws {
        let none = ##"{ "204": { "description": "none" } }"##
        func document(servers: String, paths: [String], pathServer: String = "") -> String {
            let items = paths.enumerated().map { ##""\##($1)": { \##(pathServer) "get": { "operationId": "op\##($0)", "responses": \##(none) } }"## }
            return """
                { "openapi": "3.1.0", "info": { "title": "Test", "version": "1" }, "servers": \(servers),
                  "paths": { \(items.joined(separator: ", ")) } }
                """
        }
        let opnsense = document(servers: ##"[{ "url": "https://{host}/api", "variables": { "host": { "default": "192.168.1.1" } } }, { "url": "/api/" }]"##,
                                paths: ["/api/wireguard/client/searchClient", "/api/core/menu/tree"])
        let result = F.convert(opnsense)
        let repeats = result.diagnostics.filter { $0.message.hasPrefix("path '/api' of server URL") }
        #expect(repeats.map(\.message) == [
            "path '/api' of server URL 'https://{host}/api' is repeated by every path: requests go to 'https://{host}/api/api/…'",
            "path '/api' of server URL '/api/' is repeated by every path: requests go to '/api/api/…'",
        ])
        #expect(repeats.map { $0.path?.description } == ["$.servers[0].url", "$.servers[1].url"])
        #expect(Set(repeats.map(\.kind)) == ["path-server-url-repeated"])
        #expect(repeats.first?.hint == "if the API is served at '/api/…', write '/api' once: take it out of the server URL or out of the paths")
        let servers = try #require(F.lookup(try F.native(opnsense), "servers") as? [String: Any])
        #expect(servers.values.map { ($0 as? [String: Any])?["url"] as? String ?? $0 as? String } == ["https://{host}/api"])
        // The last segments of a longer path, as many as the paths repeat; a variable's default is its value.
        let version = document(servers: ##"[{ "url": "https://example.com/{base}/v1", "variables": { "base": { "default": "api" } } }]"##, paths: ["/v1/users", "/v1/pets"])
        #expect(F.warnings(F.convert(version)).contains("path '/v1' of server URL 'https://example.com/{base}/v1' is repeated by every path: requests go to 'https://example.com/{base}/v1/v1/…'"))
        // One path that does not begin with it, or begins with a longer word, is no repeat.
        for paths in [["/api/users", "/health"], ["/apis/users"]] {
            #expect(F.warnings(F.convert(document(servers: ##"[{ "url": "https://example.com/api" }]"##, paths: paths))).isEmpty)
        }
        // A path's own server is checked against its path.
        let own = document(servers: ##"[{ "url": "https://example.com" }]"##, paths: ["/v1/files"],
                           pathServer: ##""servers": [{ "url": "https://uploads.example.com/v1" }],"##)
        #expect(F.warnings(F.convert(own)) == [
            "path '/v1' of server URL 'https://uploads.example.com/v1' is repeated by its path '/v1/files' (path-level server): requests go to 'https://uploads.example.com/v1/v1/files'",
        ])
    }
}
