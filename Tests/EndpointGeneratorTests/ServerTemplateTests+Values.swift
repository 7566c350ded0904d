@testable import EndpointGenEmit
@testable import EndpointGenerator
import Foundation
import Testing

/// Server variables that list their values (`enum`) beside one the app supplies freely: the argument is an enum nested
/// in the environment type, so a value the API is not served at (`"mars"`) does not compile.
extension ServerTemplateTests {
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
    }
}
