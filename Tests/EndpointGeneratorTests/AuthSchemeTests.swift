@testable import EndpointGenDiff
@testable import EndpointGenEmit
@testable import EndpointGenerator
import Foundation
import Testing

/// Named security schemes and requirements: spec in, exact Swift out, every mistake located.
@Suite struct AuthSchemeTests {
    typealias D = SpecDiagnosticsTests

    static let auth = """

          "auth": {
            "schemes": {
              "bearer": { "type": "bearer" },
              "basic": { "type": "basic", "description": "The account's user name and password." },
              "key": { "type": "apiKey", "in": "header", "name": "X-Key" },
              "server": { "type": "apiKey", "in": "cookie", "name": "srv" }
            },
            "require": ["bearer", ["key", "basic"]]
          },
        """
    static let endpoints = """
        {
          "list": { "method": "GET", "path": "/items" },
          "login": { "method": "POST", "path": "/login", "auth": "basic" },
          "health": { "method": "GET", "path": "/health", "auth": false },
          "status": { "method": "GET", "path": "/status", "auth": [] },
          "either": { "method": "GET", "path": "/either", "auth": ["server", []] },
          "same": { "method": "GET", "path": "/same", "auth": ["bearer", ["key", "basic"]] }
        }
        """
    static let spec = SpecFixture.spec(endpoints: endpoints, extra: auth)

    static var result: GeneratorOutput { SpecFixture.generate(spec) }

    @Test func theInitializerTakesEachCredentialOnceOptionally() {
        let result = Self.result
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("""
                    server: Server = TestEnvironment.default.server,
                    bearer: TokenProvider? = nil,
                    basic: BasicCredential? = nil,
                    key: String? = nil,
                    serverCredential: String? = nil,
                    transport: any Transport = URLSessionTransport(),
            """))
        #expect(client.contains("///   - basic: The account's user name and password.\n"))
        #expect(client.contains("///   - serverCredential: Sent as the `srv` cookie.\n"))
        #expect(client.contains("""
                    if let bearer = bearer { configuration.credentials.append(Credential.token(header: "Authorization", scheme: "Bearer", provider: bearer).named("bearer")) }
                    if let basic = basic { configuration.credentials.append(Credential.basic(basic).named("basic")) }
                    if let key = key { configuration.credentials.append(Credential.apiKey(name: "X-Key", value: key, location: .header).named("key")) }
                    if let serverCredential = serverCredential { configuration.credentials.append(Credential.apiKey(name: "srv", value: serverCredential, location: .cookie).named("server")) }
                    configuration.security = [["bearer"], ["key", "basic"]]
            """))
    }

    @Test func endpointsCarryOnlyARequirementThatDiffersFromTheAPIs() {
        let endpoint = SpecFixture.file("Endpoint", of: Self.result)
        #expect(endpoint.contains("return RequestParts(method: .get, path: \"/items\")\n"))
        #expect(endpoint.contains("return RequestParts(method: .post, path: \"/login\", security: [[\"basic\"]])\n"))
        #expect(endpoint.contains("return RequestParts(method: .get, path: \"/health\", requiresAuthentication: false)\n"))
        #expect(endpoint.contains("return RequestParts(method: .get, path: \"/status\", requiresAuthentication: false)\n"))
        #expect(endpoint.contains("return RequestParts(method: .get, path: \"/either\", security: [[\"server\"], []])\n"))
        #expect(endpoint.contains("return RequestParts(method: .get, path: \"/same\")\n"))
    }

    @Test func withoutRequireAnyOneSchemeSufficesAndTheShorthandNeedsAll() {
        let named = SpecFixture.generate(SpecFixture.spec(extra: """

              "auth": { "schemes": { "a": { "type": "bearer" }, "b": { "type": "apiKey", "name": "k" } } },
            """))
        #expect(SpecFixture.file("Client", of: named).contains("configuration.security = [[\"a\"], [\"b\"]]\n"))
        let shorthand = SpecFixture.generate(SpecFixture.spec(extra: """

              "auth": { "token": {}, "apiKey": { "name": "k" } },
            """))
        #expect(SpecFixture.file("Client", of: shorthand).contains("configuration.security = [[\"token\", \"apiKey\"]]\n"))
    }

    @Test func generatedCodeTypeChecksAndReadsAsDocumented() async throws {
        let usage = GeneratedFile(name: "Usage.swift", contents: """
            import EndpointKit

            func makeClients(tokens: TokenProvider) {
                _ = TestClient(bearer: tokens)
                _ = TestClient(basic: BasicCredential(username: "u", password: "p"), key: "k")
                _ = TestClient()
            }
            """)
        try await TypeCheck.run(Self.result.files + [usage], moduleName: "AuthSchemes")
    }

    // MARK: - Diagnostics

    @Test func anUnknownSchemeSuggestsTheDeclaredOne() {
        let text = SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "auth": ["bearer", ["kee", "basic"]] } }"#, extra: Self.auth)
        D.expectDiagnostic(text, at: "\"kee\"", "unknown security scheme 'kee'", path: "$.endpoints.a.auth[1][0]", hint: "did you mean 'key'?")
    }

    @Test func schemesThatWriteTheSameFieldCannotBeRequiredTogether() {
        let text = SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "auth": [["bearer", "basic"]] } }"#, extra: Self.auth)
        D.expectDiagnostic(text, at: "\"basic\"]] }", "schemes 'bearer' and 'basic' cannot be sent together: both write the header 'Authorization'",
                           path: "$.endpoints.a.auth[0][1]", hint: "list them as separate alternatives: [\"bearer\", \"basic\"]")
    }

    @Test func aRequirementInAnAPIWithoutAuthIsAnError() {
        let text = SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "auth": "bearer" } }"#)
        D.expectDiagnostic(text, at: "\"bearer\"", "endpoint names security schemes but the API declares no 'auth'", path: "$.endpoints.a.auth")
    }

    @Test func anEmptyAlternativeFirstMakesTheOthersOptionalNotUnused() {
        // openEO lists `{}` first: the runtime takes it only when no other alternative is held (SecurityRequirementTests).
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "auth": [[], "bearer"] } }"#, extra: Self.auth))
        #expect(result.succeeded)
        #expect(!SpecFixture.rendered(result).contains { $0.contains("$.endpoints.a.auth") }, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Endpoint", of: result).contains(#"security: [[], ["bearer"]]"#))
    }

    @Test func aSchemeNoRequirementUsesIsReported() {
        let text = SpecFixture.spec(extra: """

              "auth": { "schemes": { "a": { "type": "bearer" }, "b": { "type": "basic" } }, "require": "a" },
            """)
        D.expectDiagnostic(text, at: "\"b\"", "security scheme 'b' is required by no endpoint; the client's credential for it is never sent",
                           severity: "warning", path: "$.auth.schemes.b")
    }

    @Test func schemeShapesAreChecked() {
        let badType = SpecFixture.spec(extra: #"\#n  "auth": { "schemes": { "a": { "type": "baerer" } } },"#)
        D.expectDiagnostic(badType, at: "\"baerer\"", "unknown scheme type 'baerer'", path: "$.auth.schemes.a.type", hint: "did you mean 'bearer'?")
        let wrongKey = SpecFixture.spec(extra: #"\#n  "auth": { "schemes": { "a": { "type": "basic", "header": "X" } } },"#)
        D.expectDiagnostic(wrongKey, at: "\"X\"", "'header' does not apply to a basic scheme", path: "$.auth.schemes.a.header")
        let noName = SpecFixture.spec(extra: #"\#n  "auth": { "schemes": { "a": { "type": "apiKey", "in": "cookie" } } },"#)
        D.expectDiagnostic(noName, at: "{ \"type\": \"apiKey\"", "missing required key 'name'", path: "$.auth.schemes.a")
        let badHeader = SpecFixture.spec(extra: #"\#n  "auth": { "schemes": { "a": { "type": "apiKey", "in": "header", "name": "X Key" } } },"#)
        D.expectDiagnostic(badHeader, at: "\"X Key\"", "header name 'X Key' is not an HTTP token, which no request can send", path: "$.auth.schemes.a.name",
                           hint: "an HTTP token holds letters, digits and !#$%&'*+-.^_`|~ alone")
        let badCookie = SpecFixture.spec(extra: #"\#n  "auth": { "schemes": { "a": { "type": "apiKey", "in": "cookie", "name": "a=b" } } },"#)
        D.expectDiagnostic(badCookie, at: "\"a=b\"", "cookie name 'a=b' is not an HTTP token, which no request can send", path: "$.auth.schemes.a.name",
                           hint: "an HTTP token holds letters, digits and !#$%&'*+-.^_`|~ alone")
        let badTokenHeader = SpecFixture.spec(extra: #"\#n  "auth": { "schemes": { "a": { "type": "bearer", "header": "X:Token" } } },"#)
        D.expectDiagnostic(badTokenHeader, at: "\"X:Token\"", "header name 'X:Token' is not an HTTP token, which no request can send", path: "$.auth.schemes.a.header",
                           hint: "an HTTP token holds letters, digits and !#$%&'*+-.^_`|~ alone")
        let mixed = SpecFixture.spec(extra: #"\#n  "auth": { "token": {}, "schemes": { "a": { "type": "basic" } } },"#)
        D.expectDiagnostic(mixed, at: "{ \"token\"", "'auth' mixes 'schemes' with the 'token'/'apiKey' shorthand", path: "$.auth")
        let badRequirement = SpecFixture.spec(extra: #"\#n  "auth": { "schemes": { "a": { "type": "basic" } }, "require": 3 },"#)
        D.expectDiagnostic(badRequirement, at: "3 }", "a security requirement must be a scheme name, a list or false, not number", path: "$.auth.require")
    }
}
