@testable import EndpointGenEmit
@testable import EndpointGenerator
import Foundation
import Testing

/// Server variables that list their values (`enum`) beside one the app supplies freely: the argument is an enum nested
/// in the environment type, so a value the API is not served at (`"mars"`) does not compile.
extension ServerTemplateTests {
    /// A tenant's host in one of the API's regions: the tenant is free, the region one of two.
    static let regionalDocument = #"""
    { "openapi": "3.1.0", "info": { "title": "Fleet", "version": "1" },
      "servers": [{ "url": "https://{tenant}.{region}.example.com/v1",
        "variables": { "tenant": { "default": "acme", "description": "Your tenant's subdomain." },
                       "region": { "default": "us", "enum": ["us", "eu", "ap-south-1"], "description": "Where your data is kept." } } }],
      "paths": { "/a": { "get": { "operationId": "getA", "responses": { "204": { "description": "none" } } } } } }
    """#

    @Test func theImportKeepsTheValuesAndTheArgumentIsAnEnumOfThem() async throws {
        let json = try F.native(Self.regionalDocument)
        #expect(F.lookup(json, "servers", "production", "variables", "region", "enum") as? [String] == ["us", "eu", "ap-south-1"])
        #expect(F.lookup(json, "servers", "production", "variables", "region", "default") as? String == "us")
        #expect(F.lookup(json, "servers", "production", "variables", "region", "description") as? String == "Where your data is kept.")
        #expect(F.lookup(json, "servers", "production", "variables", "tenant", "enum") == nil)
        let swift = F.swift(Self.regionalDocument)
        #expect(swift.contains("""
                public static func production(tenant: String, region: Region = .us) -> Server {
                    Server(name: "production", template: "https://{tenant}.{region}.example.com/v1", variables: ["tenant": tenant, "region": region.rawValue])
                }

                /// The values `{region}` takes in the server URLs.
                public nonisolated enum Region: String, CaseIterable, Hashable, Sendable {
                    case us
                    case eu
                    case apSouth1 = "ap-south-1"
                }
            """))
        let files = Generator.generate(Data(Self.regionalDocument.utf8), file: "fleet.json").files
        let usage = GeneratedFile(name: "Usage.swift", contents: """
            import EndpointKit

            func makeClients() -> [FleetClient] {
                [FleetClient(server: FleetEnvironment.production(tenant: "acme")),
                 FleetClient(server: FleetEnvironment.production(tenant: "acme", region: .apSouth1))]
            }
            """)
        try await TypeCheck.run(files + [usage], moduleName: "ServerValues")
        // The point of the enum: a region the API is not served at is a compile error, not a request to nowhere.
        let typo = GeneratedFile(name: "Typo.swift", contents: """
            import EndpointKit

            func makeMarsClient() -> FleetClient { FleetClient(server: FleetEnvironment.production(tenant: "acme", region: "mars")) }
            """)
        let failure = await #expect(throws: TypeCheck.Failure.self) { try await TypeCheck.run(files + [typo], moduleName: "ServerValuesTypo") }
        #expect(failure?.description.contains("to expected argument type 'FleetEnvironment.Region'") == true, "\(failure?.description ?? "")")
    }

    @Test func aDefaultOutsideTheValuesIsAddedAndAnUntypableListLeavesAString() throws {
        let document = #"""
        { "openapi": "3.0.3", "info": { "title": "Fleet", "version": "1" }, "paths": \#(Self.onePath),
          "servers": [{ "url": "https://{tenant}.example.com:{port}/{version}",
            "variables": { "tenant": {}, "port": { "enum": [443, 8443, ""], "default": "443" },
                           "version": { "enum": ["v1", "v1", "v2"], "default": "v3" } } }] }
        """#
        let result = F.convert(document)
        #expect(F.warnings(result).contains("server variable 'version' defaults outside its 'enum', to 'v3'; the value is taken as one more of them"))
        #expect(F.warnings(result).contains("server variable 'port' is left a String: a value of its 'enum' is not a non-empty string or number"))
        let json = try F.native(document)
        // Each value once, the default after them.
        #expect(F.lookup(json, "servers", "production", "variables", "version", "enum") as? [String] == ["v1", "v2", "v3"])
        #expect(F.lookup(json, "servers", "production", "variables", "port", "enum") == nil)
        #expect(F.lookup(json, "servers", "production", "variables", "port", "description") as? String == "One of `443`, `8443`.")
        #expect(F.swift(document).contains("production(tenant: String, port: String = \"443\", version: Version = .v3) -> Server {"))        // A value is a case the app may pass: one that makes a URL the runtime does not send to leaves a String.
        let scheme = #"""
        { "openapi": "3.0.3", "info": { "title": "Fleet", "version": "1" }, "paths": \#(Self.onePath),
          "servers": [{ "url": "{scheme}://{tenant}.example.com", "variables": { "tenant": {}, "scheme": { "enum": ["https", "ftp"], "default": "https" } } }] }
        """#
        #expect(F.warnings(F.convert(scheme)).contains(
            "server variable 'scheme' is left a String: a value of its 'enum', 'ftp', makes the URL 'ftp://1.example.com', not an absolute http or https URL"))
        #expect(F.swift(scheme).contains("production(scheme: String = \"https\", tenant: String) -> Server {"))
    }

    // MARK: - The native format

    @Test func aSpecsValuesAreAnEnumSharedByServersThatListTheSame() {
        let servers = #"""
        { "tenant": { "url": "https://{tenant}.{region}.example.com", "variables": { "tenant": {}, "region": { "enum": ["us", "eu"], "default": "eu" } } },
          "partner": { "url": "https://{partner}.{region}.example.net", "variables": { "partner": {}, "region": { "enum": ["eu", "us"] } } },
          "legacy": { "url": "https://{host}.example.org/{protocol}", "variables": { "host": {}, "protocol": { "enum": ["v1", "self"] } } } }
        """#
        let result = SpecFixture.generate(Self.spec(servers))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("public static func tenant(tenant: String, region: Region = .eu) -> Server {"))
        #expect(client.contains("public static func partner(partner: String, region: Region) -> Server {"))
        #expect(client.components(separatedBy: "enum Region:").count == 2)
        // `Protocol` is Swift's own member of every type.
        #expect(client.contains("public static func legacy(host: String, `protocol`: ProtocolValue) -> Server {"))
        #expect(client.contains("enum ProtocolValue: String, CaseIterable, Hashable, Sendable {\n        case v1\n        case `self`\n    }"))
    }

    @Test func valuesThatDifferBetweenServersNameEachEnumAfterItsServer() {
        let servers = #"""
        { "europe": { "url": "https://{tenant}.{region}.example.eu", "variables": { "tenant": {}, "region": { "enum": ["west", "central"] } } },
          "americas": { "url": "https://{tenant}.{region}.example.com", "variables": { "tenant": {}, "region": { "enum": ["east", "west"] } } },
          "own": { "url": "https://{server}.example.com", "variables": { "server": { "enum": ["a", "b"] } } } }
        """#
        let result = SpecFixture.generate(Self.spec(servers))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("public static func europe(tenant: String, region: EuropeRegion) -> Server {"))
        #expect(client.contains("public static func americas(tenant: String, region: AmericasRegion) -> Server {"))
        // `Server` would hide the type every function returns.
        #expect(client.contains("public static func own(server: ServerValue) -> Server {"))
    }

    @Test func aSpecsValuesAreCheckedWhereTheyAreWritten() {
        func spec(_ variable: String) -> String {
            Self.spec(#"{ "tenant": { "url": "https://{tenant}.{region}.example.com", "variables": { "tenant": {}, "region": \#(variable) } } }"#)
        }
        let path = "$.servers.tenant.variables.region"
        let empty = spec(#"{ "enum": [] }"#)
        D.expectDiagnostic(empty, at: "[]", "the 'enum' of server variable 'region' must be a non-empty array of the values it takes", path: path + ".enum")
        let notAnArray = spec(#"{ "enum": "us" }"#)
        D.expectDiagnostic(notAnArray, at: #""us""#, "the 'enum' of server variable 'region' must be a non-empty array of the values it takes", path: path + ".enum")
        let number = spec(#"{ "enum": ["us", 443] }"#)
        D.expectDiagnostic(number, at: "443", "a value of server variable 'region' must be a non-empty string, found number", path: path + ".enum[1]")
        let blank = spec(#"{ "enum": ["us", ""] }"#)
        D.expectDiagnostic(blank, at: #""""#, "a value of server variable 'region' must be a non-empty string, found an empty string", path: path + ".enum[1]")
        let twice = spec(#"{ "enum": ["us", "eu", "us"] }"#)
        D.expectDiagnostic(twice, at: #""us"]"#, "duplicate value 'us' of server variable 'region'; the first is at 3:126", path: path + ".enum[2]",
                           hint: "remove one of the two values")
        let outside = spec(#"{ "enum": ["us", "eu"], "default": "mars" }"#)
        D.expectDiagnostic(outside, at: #""mars""#, "the default 'mars' of server variable 'region' is not one of its 'enum' values", path: path + ".default",
                           hint: "add \"mars\" to the 'enum', or default to one of its values")
        // Without a default the URL is checked with the first value, which the function's caller may pass.
        let scheme = Self.spec(#"{ "files": { "url": "{scheme}://files.example.com", "variables": { "scheme": { "enum": ["ftp", "https"] } } } }"#)
        D.expectDiagnostic(scheme, at: #""{scheme}:"#,
                           "invalid server URL '{scheme}://files.example.com': with its variables filled in ('ftp://files.example.com') it is not an absolute http or https URL without query or fragment",
                           path: "$.servers.files.url")
        // Every value is one the app may pass.
        let later = Self.spec(#"{ "files": { "url": "{scheme}://files.example.com", "variables": { "scheme": { "enum": ["https", "ftp"] } } } }"#)
        D.expectDiagnostic(later, at: #""ftp""#,
                           "server variable 'scheme' lists 'ftp', which makes the URL 'ftp://files.example.com': not an absolute http or https URL without query or fragment",
                           path: "$.servers.files.variables.scheme.enum[1]", hint: "remove the value, or keep the scheme out of the variables")
    }
}
