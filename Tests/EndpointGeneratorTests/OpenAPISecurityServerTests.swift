@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAPI security schemes and servers → native `auth` and `servers`.
@Suite struct OpenAPISecurityServerTests {
    typealias F = OpenAPIFixture

    static func secured(_ schemes: String, security: String) -> String {
        F.document(paths: #"""
        { "/me": { "get": { "operationId": "me", "responses": {} } },
          "/open": { "get": { "operationId": "open", "security": [], "responses": {} } } }
        """#, components: #"{ "securitySchemes": \#(schemes) }"#, extra: #"  "security": \#(security),"#)
    }

    /// The warnings about schemes and requirements, leaving out those about the operations' missing responses.
    static func securityWarnings(_ result: OpenAPIImport.Result) -> [String] {
        F.warnings(result).filter { !$0.contains("without 'responses'") }
    }

    @Test func documentSecurityBecomesTheDefaultRequirementAsAlternatives() throws {
        let json = try F.native(Self.secured(#"{ "jwt": { "type": "http", "scheme": "bearer" }, "key": { "type": "apiKey", "in": "query", "name": "api_key" } }"#,
                                             security: #"[{ "jwt": [] }, { "key": [] }]"#))
        #expect(F.lookup(json, "auth", "schemes", "jwt", "type") as? String == "bearer")
        #expect(F.lookup(json, "auth", "schemes", "key", "type") as? String == "apiKey")
        #expect(F.lookup(json, "auth", "schemes", "key", "name") as? String == "api_key")
        #expect(F.lookup(json, "auth", "schemes", "key", "in") as? String == "query")
        #expect(F.lookup(json, "auth", "require") as? [String] == ["jwt", "key"], "OR of two schemes, not both")
        #expect(F.lookup(json, "endpoints", "me", "auth") == nil)
        #expect(F.lookup(json, "endpoints", "open", "auth") as? Bool == false)
    }

    /// ThousandEyes' document, merged from one per team, declares one bearer scheme per team, alike to the description:
    /// its client took 26 arguments for one token, and an operation whose team's was left out failed for want of it.
    @Test func schemesDeclaredAlikeAreOneCredential() throws {
        let bearer = #"{ "type": "http", "scheme": "bearer", "description": "Bearer authentication token" }"#
        let text = F.document(paths: #"""
        { "/tests": { "get": { "operationId": "tests", "security": [{ "Tests_API_BearerAuth": [] }], "responses": {} } },
          "/alerts": { "get": { "operationId": "alerts", "security": [{ "Alerts_API_BearerAuth": [], "Tests_API_BearerAuth": [] }], "responses": {} } },
          "/admin": { "get": { "operationId": "admin", "security": [{ "AdminToken": [] }, { "UserToken": [] }], "responses": {} } } }
        """#, components: """
        { "securitySchemes": { "Tests_API_BearerAuth": \(bearer), "Alerts_API_BearerAuth": \(bearer),
            "AdminToken": { "type": "http", "scheme": "bearer" }, "UserToken": { "type": "http", "scheme": "bearer" } } }
        """)
        let json = try F.native(text)
        let schemes = try #require(F.lookup(json, "auth", "schemes") as? [String: Any])
        // Two bearer schemes that say nothing of what they are may be two tokens (an admin's and a user's): apart.
        #expect(Set(schemes.keys) == ["APIBearerAuth", "AdminToken", "UserToken"])
        #expect(F.lookup(json, "endpoints", "tests", "auth") as? [String] == ["APIBearerAuth"])
        #expect(F.lookup(json, "endpoints", "alerts", "auth") as? [String] == ["APIBearerAuth"], "one scheme sent once, not twice together")
        let swift = F.swift(text)
        #expect(swift.contains("apiBearerAuth: TokenProvider? = nil,\n        adminToken: TokenProvider? = nil,\n        userToken: TokenProvider? = nil,"), "\(swift)")
        // A shared name another scheme has already is the first name of the group.
        let taken = text.replacingOccurrences(of: #""AdminToken": {"#, with: #""APIBearerAuth": {"#)
            .replacingOccurrences(of: #"{ "AdminToken": [] }"#, with: #"{ "APIBearerAuth": [] }"#)
        let takenSchemes = try #require(F.lookup(try F.native(taken), "auth", "schemes") as? [String: Any])
        #expect(Set(takenSchemes.keys) == ["Tests_API_BearerAuth", "APIBearerAuth", "UserToken"])
    }

    /// A group's shared ending may be a whole name of it: `BearerAuth` and `Tests_BearerAuth` were one `auth:`. Its
    /// schemes offered as alternatives are one alternative: two alike tokens were listed as `["Token"], ["Token"]`.
    @Test func aGroupMayTakeAMembersWholeNameAndIsOneAlternative() throws {
        let bearer = #"{ "type": "http", "scheme": "bearer", "description": "Bearer authentication token" }"#
        let text = F.document(paths: #"""
        { "/tests": { "get": { "operationId": "tests", "security": [{ "Tests_BearerAuth": [] }], "responses": {} } },
          "/me": { "get": { "operationId": "me", "security": [{ "BearerAuth": [] }, { "Tests_BearerAuth": [] }], "responses": {} } },
          "/both": { "get": { "operationId": "both", "security": [{ "BearerAuth": [], "Tests_BearerAuth": [] }], "responses": {} } } }
        """#, components: """
        { "securitySchemes": { "Tests_BearerAuth": \(bearer), "BearerAuth": \(bearer) } }
        """)
        // Required together, they are still the one credential, not two that write one header.
        #expect(!F.warnings(F.convert(text)).contains { $0.contains("cannot be sent together") }, "\(F.warnings(F.convert(text)))")
        #expect(F.lookup(try F.native(text), "endpoints", "both", "auth") as? [String] == ["BearerAuth"])
        let json = try F.native(text)
        let schemes = try #require(F.lookup(json, "auth", "schemes") as? [String: Any])
        #expect(Set(schemes.keys) == ["BearerAuth"])
        #expect(F.lookup(json, "endpoints", "me", "auth") as? [String] == ["BearerAuth"])
        let swift = F.swift(text)
        #expect(swift.contains("bearerAuth: TokenProvider? = nil,"), "\(swift)")
        #expect(!swift.contains(#"["BearerAuth"], ["BearerAuth"]"#))
    }

    /// Two groups whose names end in the same words are two credentials: the second is sent under its first name.
    @Test func twoGroupsOfOneEndingKeepTwoNames() throws {
        let bearer = #"{ "type": "http", "scheme": "bearer", "description": "Bearer token" }"#
        let key = #"{ "type": "apiKey", "in": "header", "name": "X-Key", "description": "API key" }"#
        let text = F.document(paths: #"""
        { "/me": { "get": { "operationId": "me", "security": [{ "Tests_Token": [] }, { "Admin_Token": [] }], "responses": {} } } }
        """#, components: """
        { "securitySchemes": { "Tests_Token": \(bearer), "Alerts_Token": \(bearer), "Admin_Token": \(key), "Ops_Token": \(key) } }
        """)
        let json = try F.native(text)
        let schemes = try #require(F.lookup(json, "auth", "schemes") as? [String: Any])
        #expect(Set(schemes.keys) == ["Token", "Admin_Token"])
    }

    /// A description of blanks says no more than none: two schemes alike but for their names may be two tokens, apart.
    /// A scheme that is a `$ref` to another is that scheme: one credential with it, not a second argument.
    @Test func blankDescriptionsKeepSchemesApartAndAReferredSchemeIsItsTarget() throws {
        let paths = #"{ "/me": { "get": { "operationId": "me", "security": [{ "AdminToken": [] }, { "UserToken": [] }], "responses": {} } } }"#
        let blank = F.document(paths: paths, components: """
            { "securitySchemes": { "AdminToken": { "type": "http", "scheme": "bearer", "description": " " },
                                   "UserToken": { "type": "http", "scheme": "bearer", "description": " " } } }
            """)
        let apart = try #require(F.lookup(try F.native(blank), "auth", "schemes") as? [String: Any])
        #expect(Set(apart.keys) == ["AdminToken", "UserToken"])
        let referred = F.document(paths: paths, components: """
            { "securitySchemes": { "AdminToken": { "type": "http", "scheme": "bearer", "description": "Bearer authentication token" },
                                   "UserToken": { "$ref": "#/components/securitySchemes/AdminToken" } } }
            """)
        let json = try F.native(referred)
        let one = try #require(F.lookup(json, "auth", "schemes") as? [String: Any])
        #expect(Set(one.keys) == ["Token"])
        #expect(Set(F.lookup(json, "endpoints", "me", "auth") as? [String] ?? []) == ["Token"])
    }

    /// An operation's list that names the document's schemes as alternatives, where the document requires them
    /// together, is its own: either credential will do there, not both.
    @Test func anOperationsAlternativesAreNotTheDocumentsSchemesTogether() throws {
        let text = F.document(paths: #"""
        { "/either": { "get": { "operationId": "either", "security": [{ "key": [] }, { "tok": [] }], "responses": {} } },
          "/both": { "get": { "operationId": "both", "security": [{ "key": [], "tok": [] }], "responses": {} } } }
        """#, components: #"""
        { "securitySchemes": { "key": { "type": "apiKey", "in": "header", "name": "X-Key" }, "tok": { "type": "http", "scheme": "bearer" } } }
        """#, extra: #" "security": [{ "key": [], "tok": [] }],"#)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "either", "auth") as? [String] == ["key", "tok"])
        // The document's own list again: nothing of its own.
        #expect(F.lookup(json, "endpoints", "both", "auth") == nil)
    }

    @Test func operationRequirementsKeepOrAndAnd() throws {
        let text = F.document(paths: #"""
        { "/pets": { "get": { "operationId": "pets", "security": [{ "api_key": [] }, { "oauth": ["read"] }], "responses": {} } },
          "/both": { "get": { "operationId": "both", "security": [{ "api_key": [], "session": [] }, { "admin": [] }], "responses": {} } },
          "/maybe": { "get": { "operationId": "maybe", "security": [{ "oauth": [] }, {}], "responses": {} } },
          "/none": { "get": { "operationId": "none", "security": [{}], "responses": {} } },
          "/plain": { "get": { "operationId": "plain", "responses": {} } } }
        """#, components: #"""
        { "securitySchemes": {
            "api_key": { "type": "apiKey", "in": "header", "name": "X-API-Key" },
            "oauth": { "type": "oauth2", "flows": {} },
            "admin": { "type": "http", "scheme": "bearer" },
            "session": { "type": "apiKey", "in": "cookie", "name": "sid" } } }
        """#)
        let result = F.convert(text)
        #expect(Self.securityWarnings(result).isEmpty, "\(Self.securityWarnings(result))")
        let json = try F.native(text)
        #expect(F.lookup(json, "auth", "require") as? [Any] != nil && (F.lookup(json, "auth", "require") as? [Any])?.isEmpty == true)
        #expect(F.lookup(json, "endpoints", "pets", "auth") as? [String] == ["api_key", "oauth"])
        let both = try #require(F.lookup(json, "endpoints", "both", "auth") as? [Any])
        #expect(both.first as? [String] == ["api_key", "session"])
        #expect(both.last as? String == "admin")
        let maybe = try #require(F.lookup(json, "endpoints", "maybe", "auth") as? [Any])
        #expect(maybe.first as? String == "oauth")
        #expect((maybe.last as? [Any])?.isEmpty == true)
        #expect(F.lookup(json, "endpoints", "none", "auth") as? Bool == false)
        #expect(F.lookup(json, "endpoints", "plain", "auth") == nil)
        #expect(F.lookup(json, "auth", "schemes", "oauth", "type") as? String == "bearer")
        #expect(F.lookup(json, "auth", "schemes", "session", "in") as? String == "cookie")
        #expect(F.lookup(json, "auth", "schemes", "admin", "type") as? String == "bearer", "a second bearer scheme is kept")

        let swift = F.swift(text)
        #expect(swift.contains("security: [[\"api_key\"], [\"oauth\"]]"))
        #expect(swift.contains("security: [[\"api_key\", \"session\"], [\"admin\"]]"))
        #expect(swift.contains("security: [[\"oauth\"], []]"))
        #expect(swift.contains("admin: TokenProvider? = nil"))
        #expect(swift.contains("oauth: TokenProvider? = nil"))
    }

    /// OAuth and HTTP basic required together both write `Authorization`: the native format's error for that stopped
    /// the whole SDK of a valid document. The alternative sends its first scheme, with a warning; the rest is as usual.
    @Test func schemesThatWriteTheSameHeaderTogetherSendTheFirst() throws {
        let text = F.document(paths: #"""
        { "/admin": { "get": { "operationId": "admin", "security": [{ "oauth": ["admin"], "basic": [], "key": [], "partner": [] }], "responses": {} } },
          "/open": { "get": { "operationId": "open", "security": [], "responses": {} } } }
        """#, components: #"""
        { "securitySchemes": {
            "oauth": { "type": "oauth2", "flows": { "clientCredentials": { "tokenUrl": "https://auth.example.com/token", "scopes": { "admin": "admin" } } } },
            "basic": { "type": "http", "scheme": "basic" },
            "key": { "type": "apiKey", "in": "header", "name": "X-Key" },
            "partner": { "type": "apiKey", "in": "header", "name": "x-key" } } }
        """#)
        let result = F.convert(text)
        #expect(Self.securityWarnings(result) == [
            "schemes 'oauth' and 'basic' cannot be sent together: both write the header 'Authorization'; this alternative sends 'oauth' without 'basic'",
            "schemes 'key' and 'partner' cannot be sent together: both write the header 'x-key'; this alternative sends 'key' without 'partner'",
        ])
        #expect(result.diagnostics.filter { $0.severity == .warning && $0.message.hasPrefix("schemes") }.map { $0.path?.description }
                == ["$.paths['/admin'].get.security[0].basic", "$.paths['/admin'].get.security[0].partner"])
        #expect(F.lookup(try F.native(text), "endpoints", "admin", "auth") as? [[String]] == [["oauth", "key"]])
        // The schemes never sent are not among the client's credentials (a middleware adds them), and not reported again
        // as "required by no endpoint" with a hint in the native spec's terms.
        let schemes = F.lookup(try F.native(text), "auth", "schemes") as? [String: Any]
        #expect(schemes.map { Set($0.keys) } == ["oauth", "key"])
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(generated.succeeded, "\(generated.diagnostics.map(\.description))")
        #expect(F.swift(text).contains(#"security: [["oauth", "key"]]"#))
        #expect(!F.swift(text).contains("basic: BasicCredential"))
    }

    @Test func basicIsNativeAndOtherHTTPSchemesAreTokensWithAWarning() throws {
        let basic = Self.secured(#"{ "b": { "type": "http", "scheme": "basic" } }"#, security: #"[{ "b": [] }]"#)
        #expect(F.lookup(try F.native(basic), "auth", "schemes", "b", "type") as? String == "basic")
        #expect(Self.securityWarnings(F.convert(basic)).isEmpty)
        // HTTP authentication schemes are case-insensitive (RFC 9110 §11.1): `Basic` is basic too.
        let capital = Self.secured(#"{ "b": { "type": "http", "scheme": "Basic" } }"#, security: #"[{ "b": [] }]"#)
        #expect(F.lookup(try F.native(capital), "auth", "schemes", "b", "type") as? String == "basic")
        #expect(Self.securityWarnings(F.convert(capital)).isEmpty)
        let digest = Self.secured(#"{ "d": { "type": "http", "scheme": "digest" } }"#, security: #"[{ "d": [] }]"#)
        #expect(F.lookup(try F.native(digest), "auth", "schemes", "d", "scheme") as? String == "Digest")
        #expect(F.warnings(F.convert(digest)).contains { $0.contains("HTTP scheme 'digest' of 'd' becomes a token with scheme 'Digest'") })
        // Litestar's JWTCookieAuth names its cookie in a bearer scheme, which OpenAPI has no place for.
        let cookie = Self.secured(#"{ "jwt": { "type": "http", "scheme": "Bearer", "name": "token", "in": "cookie" } }"#, security: #"[{ "jwt": [] }]"#)
        #expect(Self.securityWarnings(F.convert(cookie)) == [
            "HTTP scheme 'jwt' says it is sent in a cookie named 'token', which OpenAPI's HTTP schemes cannot be; the credentials go in the Authorization header",
        ])
        #expect(F.lookup(try F.native(cookie), "auth", "schemes", "jwt", "type") as? String == "bearer")
    }

    @Test func unsupportedSchemesDropTheirAlternativesWithAWarning() throws {
        let text = Self.secured(#"{ "odd": { "type": "x-signature" }, "key": { "type": "apiKey", "in": "header", "name": "K" } }"#,
                                security: #"[{ "odd": [] }, { "key": [] }]"#)
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.contains { $0.contains("security scheme 'odd' of type 'x-signature' is not supported") })
        #expect(warnings.contains { $0.contains("security requirement names 'odd'") })
        #expect(F.lookup(try F.native(text), "auth", "require") as? [String] == ["key"])
    }

    /// A requirement naming a scheme no component declares (Matrix's `accessToken` beside its
    /// `accessTokenBearer`) was dropped without a word when no other scheme was used, and the call went out without
    /// credentials.
    @Test func aRequirementNamingNoDeclaredSchemeIsReportedWhereverItIs() throws {
        let undeclared = "security requirement names 'accessToken', which no scheme under 'components.securitySchemes' declares; this alternative is left out"
        let alone = F.document(paths: #"""
            { "/presence": { "get": { "operationId": "presence", "security": [{ "accessToken": [] }], "responses": {} } } }
            """#, components: #"{ "securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" } } }"#)
        #expect(Self.securityWarnings(F.convert(alone)) == [undeclared])
        #expect(F.lookup(try F.native(alone), "auth") == nil)
        // Beside a scheme that is used, and with no `components` at all.
        let beside = Self.secured(#"{ "jwt": { "type": "http", "scheme": "bearer" } }"#, security: #"[{ "accessToken": [] }, { "jwt": [] }]"#)
        #expect(Self.securityWarnings(F.convert(beside)) == [undeclared])
        #expect(F.lookup(try F.native(beside), "auth", "require") as? [String] == ["jwt"])
        let bare = F.document(paths: #"{ "/me": { "get": { "operationId": "me", "responses": {} } } }"#, extra: #"  "security": [{ "accessToken": [] }],"#)
        #expect(Self.securityWarnings(F.convert(bare)) == [undeclared])
    }

    /// An operation of a path item that `paths` names by `$ref` (3.1's `components.pathItems`) is an endpoint like any
    /// other, and so are its requirements: datamodel-code-generator's FastAPI references test, whose `/owners` alone
    /// needs `metadata_key`, was refused with "unknown security scheme 'metadata_key'".
    @Test func aReferredPathItemsRequirementKeepsItsScheme() throws {
        let text = F.document(paths: #"""
            { "/pets": { "get": { "operationId": "pets", "responses": {} } },
              "/owners": { "$ref": "#/components/pathItems/Owners" } }
            """#, components: #"""
            { "securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" },
                                   "metadata_key": { "type": "apiKey", "in": "query", "name": "metadata_key" } },
              "pathItems": { "Owners": { "get": { "operationId": "owners", "security": [{ "metadata_key": [] }], "responses": {} } } } }
            """#, extra: #"  "security": [{ "bearer": [] }],"#)
        let json = try F.native(text)
        #expect(F.lookup(json, "auth", "schemes", "metadata_key", "in") as? String == "query")
        #expect(F.lookup(json, "endpoints", "owners", "auth") as? [String] == ["metadata_key"])
        #expect(F.swift(text).contains("metadataKey"))
    }

    @Test func anAPIKeyHeaderOrCookieNamedByNoTokenIsLeftOut() throws {
        // The runtime refuses such a name on every request: the scheme would make every call that sends it fail.
        let text = Self.secured(#"{ "bad": { "type": "apiKey", "in": "header", "name": "X Key" }, "jar": { "type": "apiKey", "in": "cookie", "name": "a;b" }, "key": { "type": "apiKey", "in": "query", "name": "api key" } }"#,
                                security: #"[{ "bad": [] }, { "jar": [] }, { "key": [] }]"#)
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.contains { $0.contains("API key scheme 'bad' is sent in a header named 'X Key', which is not an HTTP token; left out") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("API key scheme 'jar' is sent in a cookie named 'a;b', which is not an HTTP token; left out") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("security requirement names 'bad'") }, "\(warnings)")
        // A query item's name is percent-encoded, so any name can be sent.
        #expect(F.lookup(try F.native(text), "auth", "require") as? [String] == ["key"])
    }

    @Test func mutualTLSIsTheTransportsAndTheRequirementKeepsItsOtherSchemes() throws {
        // FAPI and Open Banking: a client certificate and a token together. Left out whole, the token was never sent.
        let schemes = #"{ "tls": { "type": "mutualTLS" }, "key": { "type": "apiKey", "in": "header", "name": "K" } }"#
        let together = Self.secured(schemes, security: #"[{ "tls": [], "key": [] }]"#)
        #expect(F.lookup(try F.native(together), "auth", "require") as? [String] == ["key"])
        #expect(F.warnings(F.convert(together)).contains { $0.contains("mutual TLS scheme 'tls' is not sent by a request: the transport presents the client certificate") })
        #expect(F.swift(together).contains("configuration.security = [[\"key\"]]"))
        // The certificate alone is an alternative needing nothing from the request.
        let either = Self.secured(schemes, security: #"[{ "tls": [] }, { "key": [] }]"#)
        #expect(F.swift(either).contains("configuration.security = [[], [\"key\"]]"), "\(F.swift(either))")
        #expect(!F.warnings(F.convert(either)).contains { $0.contains("alternative is left out") })
    }

    @Test func withoutRequirementsThereIsNoAuth() throws {
        let json = try F.native(Self.secured(#"{ "jwt": { "type": "http", "scheme": "bearer" } }"#, security: "[]"))
        #expect(F.lookup(json, "auth") == nil)
    }

    @Test func anAuthorizationHeaderParameterIsTheCallersWhereNoSecurityApplies() throws {
        // Avito declares the header and no `security`: left out, the request went unauthenticated with no way to sign it.
        let header = ##""parameters": [{ "name": "Authorization", "in": "header", "required": true, "schema": { "type": "string" } }], "responses": { "204": { "description": "ok" } }"##
        let text = F.document(paths: """
        { "/chats": { "get": { "operationId": "listChats", \(header) } },
          "/open": { "get": { "operationId": "openChats", "security": [{}], \(header) } },
          "/me": { "get": { "operationId": "me", "security": [{ "jwt": [] }], \(header) } },
          "/credits": { "get": { "operationId": "credits", "security": [{ "key": [] }], \(header) } },
          "/either": { "get": { "operationId": "either", "security": [{ "key": [] }, { "oauth": [] }], \(header) } } }
        """, components: ##"{ "securitySchemes": { "jwt": { "type": "http", "scheme": "bearer" }, "key": { "type": "apiKey", "in": "header", "name": "Api-Key" }, "##
            + ##""oauth": { "$ref": "#/components/securitySchemes/jwt" } } }"##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "listChats", "headers", "Authorization") as? String == "string")
        #expect(F.lookup(json, "endpoints", "openChats", "headers", "Authorization") as? String == "string")
        #expect(F.lookup(json, "endpoints", "me", "headers") == nil)
        // OpenSubtitles' AI operations take an API key in `Api-Key` and the user's token in `Authorization`.
        #expect(F.lookup(json, "endpoints", "credits", "headers", "Authorization") as? String == "string")
        #expect(F.lookup(json, "endpoints", "either", "headers") == nil)
        #expect(F.warnings(F.convert(text)) == ["header parameter 'Authorization' is set by the client, not by a parameter (OpenAPI ignores it too); left out",
                                                "header parameter 'Authorization' is set by the client, not by a parameter (OpenAPI ignores it too); left out"])
    }

    /// OAuth 2 and OpenID Connect send their access token in `Authorization`, as an HTTP bearer scheme does: a header
    /// parameter of that name under their requirement is the client's to set. Kept, the caller's value and the
    /// client's token were two values of one field.
    @Test func anOAuthOrOpenIDConnectRequirementSetsTheAuthorizationHeader() throws {
        let header = ##""parameters": [{ "name": "Authorization", "in": "header", "required": true, "schema": { "type": "string" } }], "responses": { "204": { "description": "ok" } }"##
        let text = F.document(paths: """
        { "/me": { "get": { "operationId": "me", "security": [{ "oauth": ["read"] }], \(header) } },
          "/profile": { "get": { "operationId": "profile", "security": [{ "oidc": [] }], \(header) } } }
        """, components: ##"{ "securitySchemes": { "oauth": { "type": "oauth2", "flows": { "clientCredentials": { "tokenUrl": "https://auth.example.com/token", "scopes": { "read": "read" } } } }, "##
            + ##""oidc": { "type": "openIdConnect", "openIdConnectUrl": "https://auth.example.com/.well-known/openid-configuration" } } }"##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "me", "headers") == nil)
        #expect(F.lookup(json, "endpoints", "profile", "headers") == nil)
        #expect(F.warnings(F.convert(text)).filter { $0.hasPrefix("header parameter 'Authorization' is set by the client") }.count == 2)
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
        // A relative URL is relative to where the document is served, which the generator does not know.
        #expect(F.lookup(json, "servers", "server2") == nil)
        #expect(F.warnings(F.convert(text)).contains("server URL '/relative' is not an absolute http(s) URL; left out"))
        let hints = { (url: String) in
            F.convert(text.replacingOccurrences(of: "/relative", with: url)).diagnostics.compactMap { $0.hint }.filter { $0.hasPrefix("pass the client") }
        }
        #expect(hints("/relative") == ["pass the client a Server(baseURL:) of the host the API is served from, followed by '/relative'"])
        // The host's root is followed by nothing (Label Studio's '', Evidently's '/').
        #expect(hints("") == ["pass the client a Server(baseURL:) of the host the API is served from"])
        #expect(hints("/") == ["pass the client a Server(baseURL:) of the host the API is served from"])
    }

    @Test func serversWithoutADescriptionAreNamedByWhatTellsTheirURLsApart() throws {
        let text = #"""
        { "openapi": "3.0.3", "info": { "title": "Events", "version": "1" }, "paths": {},
          "servers": [{ "url": "https://api.events.example.com/v1" }, { "url": "https://sandbox.events.example.com/v1" },
                      { "url": "http://api.events.example.com/v1" }, { "url": "https://{tenant}.events.example.com/v1" }] }
        """#
        let json = try F.native(text)
        // Only words no other server has name one: the first shares `https` and `api`, and a variable is no name.
        #expect(F.lookup(json, "servers", "server1") as? String == "https://api.events.example.com/v1")
        #expect(F.lookup(json, "servers", "sandbox") as? String == "https://sandbox.events.example.com/v1")
        #expect(F.lookup(json, "servers", "http") as? String == "http://api.events.example.com/v1")
        #expect(F.lookup(json, "servers", "server4", "url") as? String == "https://{tenant}.events.example.com/v1")
    }

    @Test func theDefaultEnvironmentIsTheOneOfTheVariablesDefaults() throws {
        // Exoscale's zone lists its default second: the client called another region by default.
        let text = #"""
        { "openapi": "3.0.3", "info": { "title": "Zones", "version": "1" }, "paths": {},
          "servers": [{ "url": "https://api-{zone}.example.com/v2",
                        "variables": { "zone": { "default": "ch-gva-2", "enum": ["at-vie-1", "ch-gva-2", "de-fra-1"] } } }] }
        """#
        let json = try F.native(text)
        #expect(F.lookup(json, "defaultServer") as? String == "productionChGva2")
        #expect(F.swift(text).contains("public static let `default`: ZonesEnvironment = .productionChGva2"))
        // A default listed first needs no `defaultServer`.
        #expect(F.lookup(try F.native(text.replacingOccurrences(of: #""default": "ch-gva-2""#, with: #""default": "at-vie-1""#)), "defaultServer") == nil)
    }

    @Test func aValueThatStartsWithADigitFollowsTheServerName() throws {
        // The values were spelled as type names, so `1eu` was `productionModel1eu`.
        let text = #"""
        { "openapi": "3.0.3", "info": { "title": "Zones", "version": "1" }, "paths": {},
          "servers": [{ "url": "https://{region}.example.com/v2", "variables": { "region": { "default": "1eu", "enum": ["1eu", "2us", "us-east"] } } }] }
        """#
        let servers = try #require(F.lookup(try F.native(text), "servers") as? [String: Any])
        #expect(servers.keys.sorted() == ["production1eu", "production2us", "productionUsEast"])
    }

    @Test func notOpenAPIAndSwagger2AreErrors() {
        let native = OpenAPIImport.convert(Data(SpecFixture.spec().utf8), file: "x.endpoints.json")
        #expect(native.diagnostics.first?.message.contains("not an OpenAPI document") == true)
        let swagger = F.convert(#"{ "swagger": "2.0", "info": {}, "paths": {} }"#)
        #expect(swagger.diagnostics.first?.message.contains("Swagger 2.0") == true)
    }

    /// A variable's enum of 1 to 16 values names one server each, as many as there are; more is a template. One value
    /// is one fixed server, so the client keeps a default server.
    @Test func anEnumOfOneToSixteenValuesIsAServerEachAndMoreATemplate() throws {
        func servers(_ values: [String]) throws -> [String: Any] {
            let list = values.map { "\"\($0)\"" }.joined(separator: ", ")
            let text = #"""
            { "openapi": "3.0.3", "info": { "title": "Shop", "version": "1" }, "paths": {},
              "servers": [{ "url": "https://{region}.api.example.com", "variables": { "region": { "default": "\#(values[0])", "enum": [\#(list)] } } }] }
            """#
            return F.lookup(try F.native(text), "servers") as? [String: Any] ?? [:]
        }
        #expect(try servers(["eu"]) as? [String: String] == ["production": "https://eu.api.example.com"])
        let sixteen = try servers((1...16).map { "r\($0)" })
        #expect(sixteen.count == 16 && sixteen["productionR16"] as? String == "https://r16.api.example.com")
        let seventeen = try servers((1...17).map { "r\($0)" })
        #expect(seventeen.count == 1 && F.lookup(seventeen, "production", "url") as? String == "https://{region}.api.example.com")
    }

}
