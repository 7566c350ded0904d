import Foundation
import Testing
@testable import EndpointGenerator

/// OpenAPI security schemes and servers → native `auth` and `servers`.
@Suite struct OpenAPISecurityServerTests {
    typealias F = OpenAPIFixture

    static func secured(_ schemes: String, security: String) -> String {
        F.document(paths: #"""
        { "/me": { "get": { "operationId": "me", "responses": {} } },
          "/open": { "get": { "operationId": "open", "security": [], "responses": {} } } }
        """#, components: #"{ "securitySchemes": \#(schemes) }"#, extra: #"  "security": \#(security),"#)
    }

    @Test func bearerAndAPIKeyAndPublicOperations() throws {
        let json = try F.native(Self.secured(#"{ "jwt": { "type": "http", "scheme": "bearer" }, "key": { "type": "apiKey", "in": "query", "name": "api_key" } }"#,
                                             security: #"[{ "jwt": [] }, { "key": [] }]"#))
        #expect((F.lookup(json, "auth", "token") as? [String: Any])?.isEmpty == true)
        #expect(F.lookup(json, "auth", "apiKey", "name") as? String == "api_key")
        #expect(F.lookup(json, "auth", "apiKey", "in") as? String == "query")
        #expect(F.lookup(json, "endpoints", "me", "auth") == nil)
        #expect(F.lookup(json, "endpoints", "open", "auth") as? Bool == false)
    }

    @Test func basicAndOAuthBecomeTokensWithWarnings() throws {
        let basic = Self.secured(#"{ "b": { "type": "http", "scheme": "basic" } }"#, security: #"[{ "b": [] }]"#)
        #expect(F.lookup(try F.native(basic), "auth", "token", "scheme") as? String == "Basic")
        #expect(F.warnings(F.convert(basic)).contains { $0.contains("HTTP basic scheme 'b'") })
        let oauth = Self.secured(#"{ "o": { "type": "oauth2", "flows": {} }, "c": { "type": "apiKey", "in": "cookie", "name": "sid" } }"#,
                                 security: #"[{ "o": [] }, { "c": [] }]"#)
        let warnings = F.warnings(F.convert(oauth))
        #expect(warnings.contains { $0.contains("oauth2 scheme 'o' becomes a bearer token") && $0.contains("flows are not implemented") })
        #expect(warnings.contains { $0.contains("API key scheme 'c' in 'cookie'") })
        #expect(F.lookup(try F.native(oauth), "auth", "token") != nil)
    }

    @Test func withoutRequirementsThereIsNoAuth() throws {
        let json = try F.native(Self.secured(#"{ "jwt": { "type": "http", "scheme": "bearer" } }"#, security: "[]"))
        #expect(F.lookup(json, "auth") == nil)
    }

    @Test func serverVariablesAndEnums() throws {
        let text = #"""
        { "openapi": "3.0.3", "info": { "title": "Shop API", "version": "1" }, "paths": {},
          "servers": [
            { "url": "https://{region}.shop.example.com/{version}", "description": "Regional",
              "variables": { "region": { "default": "eu", "enum": ["eu", "us"] }, "version": { "default": "v2" } } },
            { "url": "/relative" } ] }
        """#
        let json = try F.native(text)
        #expect(F.lookup(json, "name") as? String == "Shop", "a title's trailing API is left out")
        #expect(F.lookup(json, "servers", "regionalEu", "url") as? String == "https://eu.shop.example.com/v2")
        #expect(F.lookup(json, "servers", "regionalUs", "url") as? String == "https://us.shop.example.com/v2")
        #expect(F.lookup(json, "servers", "server2") as? String == "https://api.example.com/relative")
        #expect(F.warnings(F.convert(text)).contains { $0.contains("server URL '/relative' is not an absolute") })
    }

    @Test func notOpenAPIAndSwagger2AreErrors() {
        let native = OpenAPIImport.convert(Data(SpecFixture.spec().utf8), file: "x.endpoints.json")
        #expect(native.diagnostics.first?.message.contains("not an OpenAPI document") == true)
        let swagger = F.convert(#"{ "swagger": "2.0", "info": {}, "paths": {} }"#)
        #expect(swagger.diagnostics.first?.message.contains("Swagger 2.0") == true)
    }
}
