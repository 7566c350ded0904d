@testable import EndpointGenDiff
@testable import EndpointGenEmit
@testable import EndpointGenerator
import Foundation
import Testing

/// Servers whose URL has parts the app supplies (a tenant's subdomain, a region, a port): functions of the
/// environment type, the client's default only when every variable has an `enum` and a default.
@Suite struct ServerTemplateTests {
    typealias F = OpenAPIFixture
    typealias D = SpecDiagnosticsTests

    /// A tenant's host, as Zendesk's, Atlassian's and Azure OpenAI's documents write it: the `default` is a
    /// placeholder, which must not receive the app's credentials.
    static let tenantDocument = #"""
    { "openapi": "3.0.3", "info": { "title": "Desk", "version": "1" },
      "servers": [
        { "url": "https://{subdomain}.desk.example.com/api/{version}", "description": "Your account",
          "variables": { "subdomain": { "default": "example", "description": "Your account's subdomain." },
                         "version": { "default": "v2", "enum": ["v1", "v2"] } } },
        { "url": "https://sandbox.desk.example.com/api/v2", "description": "Sandbox" } ],
      "paths": { "/tickets": { "get": { "operationId": "listTickets",
        "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array", "items": { "type": "string" } } } } } } } } } }
    """#

    @Test func aServerWhoseHostTheAppSuppliesIsAFunctionAndNoDefault() async throws {
        let json = try F.native(Self.tenantDocument)
        #expect(F.lookup(json, "servers", "yourAccount", "url") as? String == "https://{subdomain}.desk.example.com/api/{version}")
        // A free host's default is a placeholder: mentioned, never the argument's default.
        #expect(F.lookup(json, "servers", "yourAccount", "variables", "subdomain", "default") == nil)
        #expect(F.lookup(json, "servers", "yourAccount", "variables", "subdomain", "description") as? String
                == "Your account's subdomain. The document's default, `example`, is not assumed.")
        #expect(F.lookup(json, "servers", "yourAccount", "variables", "version", "enum") as? [String] == ["v1", "v2"])
        #expect(F.lookup(json, "servers", "sandbox", "url") as? String == "https://sandbox.desk.example.com/api/v2")
        #expect(F.lookup(json, "defaultServer") == nil)
        let swift = F.swift(Self.tenantDocument)
        #expect(swift.contains("""
                /// Your account
                ///
                /// - Parameters:
                ///   - subdomain: Your account's subdomain. The document's default, `example`, is not assumed.
                ///   - version: Replaces `{version}` in the URL.
                public static func yourAccount(subdomain: String, version: Version = .v2) -> Server {
                    Server(name: "yourAccount", template: "https://{subdomain}.desk.example.com/api/{version}", variables: ["subdomain": subdomain, "version": version.rawValue])
                }
            """))
        // The first server is the template: the client has no default, although the sandbox is a case.
        #expect(swift.contains("        server: Server,\n"))
        #expect(!swift.contains("static let `default`"))
        #expect(swift.contains("    case sandbox\n"))
        let result = Generator.generate(Data(Self.tenantDocument.utf8), file: "desk.json")
        let usage = GeneratedFile(name: "Usage.swift", contents: """
            import EndpointKit

            func makeClients() -> [DeskClient] {
                [DeskClient(server: DeskEnvironment.yourAccount(subdomain: "acme")), DeskClient(server: DeskEnvironment.sandbox.server),
                 DeskClient(server: DeskEnvironment.yourAccount(subdomain: "acme", version: .v1))]
            }
            """)
        try await TypeCheck.run(result.files + [usage], moduleName: "ServerTemplates")
        try await TypeCheck.run(result.files + [usage], moduleName: "ServerTemplatesMainActor", mainActorByDefault: true)
    }

    /// Matrix writes its base path as a variable right after the host's; its default was dropped as if it
    /// were part of the host.
    @Test func aVariableWhoseDefaultIsAPathKeepsItThoughItFollowsTheHost() throws {
        let document = #"""
        { "openapi": "3.1.0", "info": { "title": "Chat", "version": "1" }, "paths": \#(Self.onePath),
          "servers": [{ "url": "{protocol}://{hostname}{basePath}",
            "variables": { "protocol": { "enum": ["http", "https"], "default": "https" }, "hostname": { "default": "localhost:8008" },
                           "basePath": { "default": "/_matrix/client/v3" } } }] }
        """#
        let swift = F.swift(document)
        #expect(swift.contains("(`protocol`: ProtocolValue = .https, hostname: String, basePath: String = \"/_matrix/client/v3\") -> Server {"))
        #expect(swift.contains("The document's default, `localhost:8008`, is not assumed."))
    }

    static let onePath = #"{ "/a": { "get": { "operationId": "getA", "responses": { "204": { "description": "none" } } } } }"#

    @Test func aPathOrPortVariableWithADefaultTakesItAndOneWithoutIsSupplied() throws {
        let document = #"""
        { "openapi": "3.0.3", "info": { "title": "Ports", "version": "1" }, "paths": \#(Self.onePath),
          "servers": [
            { "url": "https://api.example.com:{port}/{version}", "variables": { "port": { "default": 8443 }, "version": { "default": "v2" } } },
            { "url": "https://files.example.com:{port}/{region}", "description": "Files", "variables": { "port": { "default": "" } } } ] }
        """#
        let json = try F.native(document)
        #expect(F.lookup(json, "servers", "api") as? String == "https://api.example.com:8443/v2")
        // No default, and `{region}` is not declared: both are the app's, without defaults.
        #expect(F.lookup(json, "servers", "files", "variables", "port") as? [String: Any] != nil)
        #expect(F.lookup(json, "servers", "files", "variables", "port", "default") == nil)
        #expect(F.lookup(json, "servers", "files", "variables", "region") as? [String: Any] != nil)
        let swift = F.swift(document)
        #expect(swift.contains("public static func files(port: String, region: String) -> Server {"))
        #expect(swift.contains("public static let `default`: PortsEnvironment = .api"))
    }

    @Test func aVariableHoldingTheWholeHostIsTheAppsToo() throws {
        let document = #"""
        { "openapi": "3.0.3", "info": { "title": "Whole", "version": "1" }, "paths": \#(Self.onePath),
          "servers": [{ "url": "{baseUrl}/v1", "variables": { "baseUrl": { "default": "https://api.example.com" } } }] }
        """#
        #expect(F.swift(document).contains(#"public static func production(baseUrl: String) -> Server {"#))
        #expect(F.swift(document).contains("public nonisolated enum WholeEnvironment: Sendable {"))
        // The native format takes such a server without a default, as it takes a scheme the app names.
        for url in ["{baseUrl}/v1", "{scheme}://{host}/v1"] {
            let variables = url.hasPrefix("{baseUrl}") ? #"{ "baseUrl": {} }"# : #"{ "scheme": {}, "host": {} }"#
            let result = SpecFixture.generate(Self.spec(#"{ "own": { "url": "\#(url)", "variables": \#(variables) } }"#))
            #expect(result.diagnostics.isEmpty, "\(url): \(SpecFixture.rendered(result))")
        }
    }

    // MARK: - The native format

    static func spec(_ servers: String, extra: String = "") -> String {
        """
        {
          "name": "Test",
          "servers": \(servers),\(extra)
          "endpoints": { "getA": { "method": "GET", "path": "/a" } },
          "models": {}
        }
        """
    }

    @Test func variablesMustMatchTheURL() {
        let undeclared = Self.spec(#"{ "tenant": { "url": "https://{tenant}.example.com/{version}", "variables": { "tenant": {} } } }"#)
        D.expectDiagnostic(undeclared, at: #""https://{tenant}"#,
                           "server URL 'https://{tenant}.example.com/{version}' names the variable 'version', which its 'variables' do not declare",
                           path: "$.servers.tenant.url")
        let unused = Self.spec(#"{ "tenant": { "url": "https://{tenant}.example.com", "variables": { "tenant": {}, "region": {} } } }"#)
        D.expectDiagnostic(unused, at: #""region""#, "server variable 'region' is not in the URL 'https://{tenant}.example.com'",
                           path: "$.servers.tenant.variables.region")
        let unbalanced = Self.spec(#"{ "tenant": { "url": "https://{tenant.example.com", "variables": { "tenant": {} } } }"#)
        D.expectDiagnostic(unbalanced, at: #""https://{tenant."#,
                           "server URL 'https://{tenant.example.com' has a '{' or '}' that does not enclose a variable name",
                           path: "$.servers.tenant.url")
        let schemeInVariable = Self.spec(#"{ "tenant": { "url": "{scheme}://api.example.com", "variables": { "scheme": { "default": "ftp" } } } }"#)
        D.expectDiagnostic(schemeInVariable, at: #""{scheme}:"#,
                           "invalid server URL '{scheme}://api.example.com': with its variables filled in ('ftp://api.example.com') it is not an absolute http or https URL without query or fragment",
                           path: "$.servers.tenant.url")
    }

    /// A region and a version, each an `enum`: one server per region pinned the version to its default, so `v1` was
    /// out of reach without a hand-written URL.
    static let regionsAndVersions = #"""
    { "openapi": "3.0.3", "info": { "title": "Acme", "version": "1" },
      "servers": [
        { "url": "https://{region}.api.acme.example/{version}", "description": "Production",
          "variables": { "region": { "default": "eu", "enum": ["us", "eu"] }, "version": { "default": "v2", "enum": ["v1", "v2"] } } },
        { "url": "https://sandbox.acme.example/v2", "description": "Sandbox" } ],
      "paths": { "/a": { "get": { "operationId": "getA", "responses": { "204": { "description": "done" } } } } } }
    """#

    @Test func aServerOfTwoEnumVariablesIsAFunctionAndTheDefault() async throws {
        let json = try F.native(Self.regionsAndVersions)
        #expect(F.lookup(json, "servers", "production", "url") as? String == "https://{region}.api.acme.example/{version}")
        #expect(F.lookup(json, "servers", "production", "variables", "region", "enum") as? [String] == ["us", "eu"])
        #expect(F.lookup(json, "servers", "production", "variables", "version", "default") as? String == "v2")
        let swift = F.swift(Self.regionsAndVersions)
        #expect(swift.contains("""
                /// Production
                ///
                /// Called with its defaults, the server a client uses when none is chosen.
                ///
                /// - Parameters:
                ///   - region: Replaces `{region}` in the URL.
                ///   - version: Replaces `{version}` in the URL.
                public static func production(region: Region = .eu, version: Version = .v2) -> Server {
            """))
        #expect(swift.contains("        server: Server = AcmeEnvironment.production(),\n"))
        #expect(!swift.contains("static let `default`"))
        let result = Generator.generate(Data(Self.regionsAndVersions.utf8), file: "acme.json")
        let usage = GeneratedFile(name: "Usage.swift", contents: """
            import EndpointKit

            func makeClients() -> [AcmeClient] {
                [AcmeClient(), AcmeClient(server: AcmeEnvironment.production(region: .us, version: .v1)), AcmeClient(server: AcmeEnvironment.sandbox.server)]
            }
            """)
        try await TypeCheck.run(result.files + [usage], moduleName: "ClosedServerTemplate")
    }

    @Test func aTemplateOfEnumsWithDefaultsMayBeNamedTheDefault() {
        let regions = #"{ "url": "https://{region}.example.com", "variables": { "region": { "default": "eu", "enum": ["us", "eu"] } } }"#
        let named = SpecFixture.generate(Self.spec(#"{ "live": "https://api.example.com", "regional": \#(regions) }"#, extra: #"  "defaultServer": "regional","#))
        #expect(named.diagnostics.isEmpty)
        #expect(SpecFixture.file("Client", of: named).contains("server: Server = TestEnvironment.regional(),"))
        // A variable of free values, or one without a default, has no value to call the function with.
        let noDefault = Self.spec(#"{ "regional": { "url": "https://{region}.example.com", "variables": { "region": { "enum": ["us", "eu"] } } } }"#)
        #expect(SpecFixture.file("Client", of: SpecFixture.generate(noDefault)).contains("        server: Server,\n"))
    }

    @Test func aTemplateOfFreeValuesCannotBeTheDefault() {
        let text = Self.spec(#"{ "live": "https://api.example.com", "tenant": { "url": "https://{tenant}.example.com", "variables": { "tenant": {} } } }"#,
                             extra: #"  "defaultServer": "tenant","#)
        D.expectDiagnostic(text, at: #""tenant","#, "defaultServer 'tenant' has variables of values the app must supply", path: "$.defaultServer",
                           hint: "name a server without variables, or one whose every variable has an 'enum' and a 'default'; or leave "
                               + "'defaultServer' out so that the client takes its server as an argument")
        let aVariableNamedLikeAKeyword = Self.spec(#"{ "tenant": { "url": "https://{default}.example.com", "variables": { "default": { "description": "The account." } } } }"#)
        let result = SpecFixture.generate(aVariableNamedLikeAKeyword)
        #expect(SpecFixture.file("Client", of: result).contains(#"public static func tenant(`default`: String) -> Server {"#))
        #expect(SpecFixture.file("Client", of: result).contains(#"variables: ["default": `default`])"#))
    }

    // MARK: - Diff

    @Test func aServerThatBecomesATemplateOrLosesTheDefaultIsABreakingChange() throws {
        let old = Self.spec(#"{ "live": "https://acme.example.com", "sandbox": "https://sandbox.example.com" }"#)
        let new = Self.spec(#"{ "live": { "url": "https://{tenant}.example.com", "variables": { "tenant": {} } }, "sandbox": "https://sandbox.example.com" }"#)
        let report = try DiffTests.report(old: old, new: new)
        #expect(report.lines.contains("- server 'live' (TestEnvironment.live(tenant:)): URL changed from https://acme.example.com to https://{tenant}.example.com (at $.servers.live)"))
        #expect(report.lines.contains("- default server (TestEnvironment.default): removed: the client takes its server as an argument (at $.defaultServer)"))
        // Declared in another order, the same URL's function takes its arguments in another order.
        let reordered = Self.spec(#"{ "live": { "url": "https://{tenant}.{region}.example.com", "variables": { "tenant": {}, "region": {} } } }"#)
        let swapped = Self.spec(#"{ "live": { "url": "https://{tenant}.{region}.example.com", "variables": { "region": {}, "tenant": {} } } }"#)
        #expect(try DiffTests.report(old: reordered, new: swapped).lines.contains(
            "- server 'live' (TestEnvironment.live(region:tenant:)): was TestEnvironment.live(tenant:region:) (at $.servers.live)"))
    }
}
