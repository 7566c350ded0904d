import Testing

/// Cookie parameters, `allowReserved` values, text bodies and URLs kept as written: spec in, Swift out.
@Suite struct CookieAndReservedEmitterTests {
    static let result = SpecFixture.generate(SpecFixture.spec(
        endpoints: """
        {
          "search": { "method": "GET", "path": "/search",
                      "query": { "next": { "type": "url", "allowReserved": true }, "paths": { "type": "[string]?", "allowReserved": true }, "q": "string" },
                      "cookies": { "session_id": { "type": "string", "swiftName": "sessionID" }, "theme": "Theme?" },
                      "response": "Page" },
          "checkout": { "method": "POST", "path": "/checkout",
                        "body": { "form": { "success_url": { "type": "url", "swiftName": "successURL" }, "return_to": { "type": "string?", "allowReserved": true } } } },
          "upload": { "method": "PUT", "path": "/notes", "body": { "text": "text/csv" } },
          "prefs": { "method": "GET", "path": "/prefs", "cookies": { "lang": "string" } },
          "recent": { "method": "GET", "path": "/recent",
                      "cookies": { "ids": { "type": "[int]", "explode": false }, "tags": { "type": "[string]?", "style": "form" }, "color": "RGB?" } }
        }
        """,
        models: #"""
        { "Page": { "properties": { "next": "url?", "items": "[string]" } }, "Theme": { "enum": ["light", "dark"] },
          "RGB": { "properties": { "r": "int", "g": "int", "b": "int" } } }
        """#
    ))

    @Test func cookiesAreTheirOwnListOfTheRequest() {
        #expect(Self.result.diagnostics.isEmpty, "\(SpecFixture.rendered(Self.result))")
        let endpoint = SpecFixture.file("Endpoint", of: Self.result)
        #expect(endpoint.contains("    case search(next: URIReference, paths: [String]? = nil, q: String, sessionID: String, theme: Theme? = nil)\n"))
        #expect(endpoint.contains("""
                        var cookies: [QueryItem] = []
                        cookies.append(QueryItem("session_id", sessionID))
                        if let theme { cookies.append(QueryItem("theme", theme)) }
            """))
        #expect(endpoint.contains(#"return RequestParts(method: .get, path: "/prefs", cookies: [QueryItem("lang", lang)])"#))
    }

    /// A list or object cookie is written by the runtime's `CookieStyle`, exploded unless the spec says otherwise.
    @Test func cookieListsAndObjectsAreWrittenInTheirStyle() {
        let endpoint = SpecFixture.file("Endpoint", of: Self.result)
        #expect(endpoint.contains("""
                        var cookies: [QueryItem] = []
                        CookieStyle.form(explode: false).append("ids", .values(ids), to: &cookies)
                        if let tags { CookieStyle.form(explode: true).append("tags", .values(tags), to: &cookies) }
                        if let color { CookieStyle.form(explode: true).append("color", FormValue(encoding: color), to: &cookies) }
                        return RequestParts(method: .get, path: "/recent", cookies: cookies)
            """), "\(endpoint)")
    }

    @Test func reservedCharactersAreKeptWhereTheSpecAllowsThem() {
        let endpoint = SpecFixture.file("Endpoint", of: Self.result)
        #expect(endpoint.contains("""
                        query.append(QueryItem(name: "next", percentEncodedValue: PercentEncoding.encodeAllowingReserved(next.parameterValue)))
                        if let paths { query += paths.map { QueryItem(name: "paths", percentEncodedValue: PercentEncoding.encodeAllowingReserved($0.parameterValue)) } }
                        query.append(QueryItem("q", q))
            """))
        #expect(endpoint.contains("""
                        fields.append(QueryItem("success_url", successURL))
                        if let returnTo { fields.append(QueryItem(name: "return_to", percentEncodedValue: PercentEncoding.encodeAllowingReserved(returnTo.parameterValue))) }
            """))
    }

    @Test func urlsAreKeptAsWrittenAndTextIsSentAsUTF8() {
        #expect(SpecFixture.file("Models", of: Self.result).contains("    public var next: URIReference?\n"))
        #expect(SpecFixture.file("Endpoint", of: Self.result).contains("""
                            path: "/notes",
                            body: .data(Data(body.utf8), contentType: "text/csv; charset=utf-8")
            """))
        #expect(SpecFixture.file("Client", of: Self.result).contains("public func upload(_ body: String) async throws {"))
    }

    @Test func outputTypeChecksWithMainActorIsolationByDefault() async throws {
        try await TypeCheck.run(Self.result.files, moduleName: "CookiesMainActor", mainActorByDefault: true)
    }
}
