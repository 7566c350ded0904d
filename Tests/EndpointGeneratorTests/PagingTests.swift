@testable import EndpointGenJSON
import Testing

/// `paging`: spec in, resolved model, printed `<case>Pages` methods, and Swift that type-checks.
@Suite struct PagingTests {
    static let models = #"""
    {
      "Movie": { "properties": { "id": "int", "title": "string" } },
      "MoviePage": { "properties": { "page": "int", "totalPages": { "type": "int", "wireName": "total_pages" }, "results": "[Movie]" } },
      "CustomerList": { "properties": { "data": "[Customer]", "hasMore": { "type": "bool", "wireName": "has_more" } } },
      "Customer": { "properties": { "id": "string", "email": "string?" } },
      "Feed": { "properties": { "entries": "[Movie]?", "nextCursor": { "type": "int?", "wireName": "next_cursor" } } },
      "MovieList": { "properties": { "count": "int", "next": "url?", "results": "[Movie]" } },
      "Playlists": { "properties": { "items": "[Movie]", "next": { "type": "string?", "nullable": true } } },
      "Credentials": { "properties": { "credentials": "[Movie]", "meta": "PageMeta?" } },
      "PageMeta": { "properties": { "nextPageUrl": { "type": "url?", "wireName": "next_page_url" } } }
    }
    """#

    static let endpoints = #"""
    {
      "popular": { "method": "GET", "path": "/movie/popular", "query": { "region": "string?", "page": { "type": "int", "default": 1 } },
                   "response": "MoviePage", "paging": { "items": "results", "page": { "parameter": "page", "total": "totalPages" } } },
      "customers": { "method": "GET", "path": "/customers", "group": "Billing",
                     "query": { "limit": { "type": "int", "default": 10 }, "starting_after": "string?" }, "response": "CustomerList",
                     "paging": { "items": "data", "cursor": { "parameter": "starting_after", "from": "lastItem.id", "hasMore": "hasMore" } } },
      "feed": { "method": "GET", "path": "/feed", "query": { "cursor": "int?" }, "response": "Feed",
                "paging": { "items": "entries", "cursor": { "parameter": "cursor", "from": "nextCursor" } } },
      "repos": { "method": "GET", "path": "/user/repos", "query": { "per_page": "int?" }, "response": "[Movie]", "paging": { "items": ".", "link": true } },
      "movies": { "method": "GET", "path": "/movies", "query": { "page": "int?" }, "response": "MovieList", "paging": { "items": "results", "link": "next" } },
      "playlists": { "method": "GET", "path": "/playlists", "query": { "limit": "int?" }, "response": "Playlists", "paging": { "items": "items", "link": "next" } },
      "credentials": { "method": "GET", "path": "/credentials", "query": { "PageSize": "int?" }, "response": "Credentials",
                       "paging": { "items": "credentials", "link": "meta.next_page_url" } }
    }
    """#

    static let result = SpecFixture.generate(SpecFixture.spec(endpoints: endpoints, models: models))

    @Test func pageNumbersStartAtTheParametersDefaultAndReadTheTotal() {
        #expect(Self.result.diagnostics.isEmpty, "\(SpecFixture.rendered(Self.result))")
        #expect(SpecFixture.file("Client", of: Self.result).contains("""
            nonisolated extension TestClient {
                /// The pages of ``popular``, fetched as iteration reaches them (`.pages`, or `.items` for the items one by one).
                ///
                /// - Remark: Generated from `$.endpoints.popular.paging`.
                public func popularPages(region: String? = nil) -> PageSequence<Movie> {
                    apiClient.pages(
                        numberedFrom: 1,
                        request: { TestEndpoint.popular(region: region, page: $0) },
                        decoding: MoviePage.self,
                        items: { $0.results },
                        totalPages: { $0.totalPages }
                    )
                }
            """))
    }

    @Test func cursorsFromTheLastItemOrTheResponseAndLinks() {
        let client = SpecFixture.file("Client", of: Self.result)
        #expect(client.contains("""
                public func customersPages(limit: Int = 10) -> PageSequence<Customer> {
                    apiClient.pages(
                        cursor: { TestBillingEndpoint.customers(limit: limit, startingAfter: $0) },
                        decoding: CustomerList.self,
                        items: { $0.data },
                        next: { $1.last?.id },
                        hasMore: { $0.hasMore }
                    )
                }
            """), "\(client)")
        #expect(client.contains("""
                        cursor: { TestEndpoint.feed(cursor: $0) },
                        decoding: Feed.self,
                        items: { $0.entries ?? [] },
                        next: { page, _ in page.nextCursor }
            """))
        #expect(client.contains("""
                public func reposPages(perPage: Int? = nil) -> PageSequence<Movie> {
                    apiClient.pages(
                        linkedFrom: TestEndpoint.repos(perPage: perPage),
                        decoding: [Movie].self,
                        items: { $0 }
                    )
                }
            """))
        #expect(client.contains("nonisolated extension TestBillingService {"))
    }

    @Test func theNextPagesURLInAResponseProperty() {
        let client = SpecFixture.file("Client", of: Self.result)
        #expect(client.contains("""
                public func moviesPages(page: Int? = nil) -> PageSequence<Movie> {
                    apiClient.pages(
                        linkedFrom: TestEndpoint.movies(page: page),
                        decoding: MovieList.self,
                        items: { $0.results },
                        next: { $0.next?.text }
                    )
                }
            """), "\(client)")
        #expect(client.contains("""
                        linkedFrom: TestEndpoint.playlists(limit: limit),
                        decoding: Playlists.self,
                        items: { $0.items },
                        next: { $0.next?.value }
            """), "\(client)")
        // A URL in an object property of the response (Twilio's `meta`), named by the path to it.
        #expect(client.contains("""
                        items: { $0.credentials },
                        next: { $0.meta?.nextPageUrl?.text }
            """), "\(client)")
    }

    /// Also in an app target with default MainActor isolation, where the extension must stay nonisolated.
    @Test func pagedMethodsTypeCheck() async throws {
        try await TypeCheck.run(Self.result.files, moduleName: "PagingSDK")
        try await TypeCheck.run(Self.result.files, moduleName: "PagingMainActorSDK", mainActorByDefault: true)
    }

    @Test func pageNumbersAndTotalsOfAnyIntegerWidth() async throws {
        // TMDB's page parameters are `format: int32`: its 41 paged operations got no paged method. EndpointKit counts
        // pages in `Int`, so the page number is converted to the parameter's type and the total to `Int`.
        let models = #"""
        {
          "Movie": { "properties": { "id": "int" } },
          "WidePage": { "properties": { "results": "[Movie]", "totalPages": { "type": "int64", "wireName": "total_pages" } } },
          "NarrowPage": { "properties": { "results": "[Movie]", "totalPages": { "type": "int32?", "wireName": "total_pages" } } }
        }
        """#
        let endpoints = #"""
        {
          "wide": { "method": "GET", "path": "/wide", "query": { "page": { "type": "int64", "default": 1 } }, "response": "WidePage",
                    "paging": { "items": "results", "page": { "parameter": "page", "total": "totalPages" } } },
          "narrow": { "method": "GET", "path": "/narrow", "query": { "page": "int32?" }, "response": "NarrowPage",
                      "paging": { "items": "results", "page": { "parameter": "page", "total": "totalPages" } } }
        }
        """#
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: endpoints, models: models))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let client = SpecFixture.file("Client", of: result)
        for line in ["request: { TestEndpoint.wide(page: Int64(clamping: $0)) }", "totalPages: { Int(clamping: $0.totalPages) }",
                     "request: { TestEndpoint.narrow(page: Int32(clamping: $0)) }", "totalPages: { $0.totalPages.map { Int(clamping: $0) } }"] {
            #expect(client.contains(line), "\(line)")
        }
        try await TypeCheck.run(result.files, moduleName: "WidePagingSDK")
    }

    @Test func aPagedNameTakenByAnEndpointIsNumbered() {
        let taken = #"{ "popularPages": { "method": "GET", "path": "/p", "response": "MoviePage" }, "#
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: taken + Self.endpoints.dropFirst(), models: Self.models))
        #expect(SpecFixture.rendered(result).contains { $0.contains("warning: the paged method of endpoint 'popular' would be 'popularPages'") })
        #expect(SpecFixture.file("Client", of: result).contains("public func popularPages2(region: String? = nil) -> PageSequence<Movie>"))
    }
}

/// Every misuse of `paging` is reported where it is written, with a way out.
@Suite struct PagingDiagnosticsTests {
    static func spec(_ paging: String, query: String) -> String {
        SpecFixture.spec(
            endpoints: #"{ "list": { "method": "GET", "path": "/movies", "query": \#(query), "response": "MoviePage", "paging": \#(paging) } }"#,
            models: PagingTests.models
        )
    }

    /// Expects the diagnostic at the first `marker` inside the `paging` value (markers may also occur earlier in the spec).
    static func expect(_ paging: String, at marker: String, _ message: String, path: String, hint: String? = nil,
                       query: String = #"{ "page": "int?", "after": "string?" }"#, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let text = spec(paging, query: query)
        let start = text.range(of: #""paging": "#)!.upperBound
        let before = text[..<text[start...].range(of: marker)!.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        let expected = "test.endpoints.json:\(line):\(column): error: \(message) (at \(path))"
        let result = SpecFixture.generate(text)
        let rendered = SpecFixture.rendered(result)
        #expect(rendered.contains { $0.hasPrefix(expected) }, "expected \(expected)\ngot \(rendered)", sourceLocation: sourceLocation)
        if let hint {
            #expect(rendered.contains { $0.contains("note: \(hint)") }, "missing hint \(hint) in \(rendered)", sourceLocation: sourceLocation)
        }
        #expect(result.files.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func unknownParameterSuggestsTheDeclaredOne() {
        Self.expect(#"{ "items": "results", "page": { "parameter": "pages" } }"#, at: #""pages""#,
                    "'pages' is not a query parameter of endpoint 'list'", path: "$.endpoints.list.paging.page.parameter", hint: "did you mean 'page'?")
    }

    @Test func itemsMustBeAnArrayProperty() {
        Self.expect(#"{ "items": "resluts", "page": { "parameter": "page" } }"#, at: #""resluts""#,
                    "'items' 'resluts' is not a property of 'MoviePage'", path: "$.endpoints.list.paging.items", hint: "did you mean 'results'?")
        Self.expect(#"{ "items": "totalPages", "page": { "parameter": "page" } }"#, at: #""totalPages""#,
                    "'items' property 'totalPages' has type 'Int', which is not an array", path: "$.endpoints.list.paging.items")
        Self.expect(#"{ "items": ".", "link": true }"#, at: #"".""#,
                    "'items' is \".\" but the response 'MoviePage' is not an array", path: "$.endpoints.list.paging.items")
    }

    @Test func typesMustMatch() {
        Self.expect(#"{ "items": "results", "page": { "parameter": "after" } }"#, at: #""after""#,
                    "page parameter 'after' has type 'String?'; page numbers must be an integer ('int', 'int32' or 'int64')", path: "$.endpoints.list.paging.page.parameter")
        Self.expect(#"{ "items": "results", "page": { "parameter": "page", "total": "results" } }"#, at: #""results" }"#,
                    "'total' property 'results' has type '[Movie]'; the number of pages must be an integer ('int', 'int32' or 'int64')", path: "$.endpoints.list.paging.page.total")
        Self.expect(#"{ "items": "results", "cursor": { "parameter": "after", "from": "lastItem.id" } }"#, at: #""lastItem.id""#,
                    "cursor 'from' 'lastItem.id' has type 'Int' but parameter 'after' has type 'String?'", path: "$.endpoints.list.paging.cursor.from")
        Self.expect(#"{ "items": "results", "cursor": { "parameter": "page", "from": "lastItem.tittle" } }"#, at: #""lastItem.tittle""#,
                    "cursor 'from' 'tittle' is not a property of 'Movie'", path: "$.endpoints.list.paging.cursor.from", hint: "did you mean 'title'?")
        Self.expect(#"{ "items": "results", "cursor": { "parameter": "page", "from": "lastItem.id", "hasMore": "page" } }"#, at: #""page" }"#,
                    "'hasMore' property 'page' has type 'Int'; it must be 'bool'", path: "$.endpoints.list.paging.cursor.hasMore")
        Self.expect(#"{ "items": "results", "link": "page" }"#, at: #""page" }"#,
                    "'link' property 'page' has type 'Int'; the next page's URL must be a 'string' or 'url'", path: "$.endpoints.list.paging.link")
        Self.expect(#"{ "items": "results", "link": "nxt" }"#, at: #""nxt" }"#,
                    "'link' 'nxt' is not a property of 'MoviePage'", path: "$.endpoints.list.paging.link")
        Self.expect(#"{ "items": "results", "link": "page.next" }"#, at: #""page.next" }"#,
                    "'link' 'next' names a property, but 'Int' is not an object model", path: "$.endpoints.list.paging.link")
    }

    @Test func aCursorParameterMustBeOptional() {
        Self.expect(#"{ "items": "results", "cursor": { "parameter": "page", "from": "lastItem.id" } }"#, at: #""page", "from""#,
                    "cursor parameter 'page' must be optional: the first page is asked for without a cursor", path: "$.endpoints.list.paging.cursor.parameter",
                    query: #"{ "page": "int" }"#)
    }

    @Test func exactlyOneStyleAndKnownKeys() {
        Self.expect(#"{ "items": "results", "link": true, "page": { "parameter": "page" } }"#, at: "{",
                    "'paging' needs exactly one of 'page', 'cursor' or 'link'", path: "$.endpoints.list.paging")
        Self.expect(#"{ "items": "results", "link": 1 }"#, at: "1 }",
                    "'link' must be true (the Link header) or the response property with the next page's URL, found number", path: "$.endpoints.list.paging.link")
        Self.expect(#"{ "items": "results", "cursr": { "parameter": "page" } }"#, at: #""cursr""#,
                    "unknown key 'cursr'", path: "$.endpoints.list.paging.cursr", hint: "did you mean 'cursor'?")
        Self.expect(#"{ "page": { "parameter": "page" } }"#, at: "{",
                    "missing required key 'items'", path: "$.endpoints.list.paging")
    }

    @Test func aPagedEndpointNeedsADecodedResponse() {
        let message = "a paged endpoint needs a decoded 'response' holding the items, alone or beside 3xx statuses without a body"
        let text = SpecFixture.spec(endpoints: #"{ "list": { "method": "GET", "path": "/m", "query": { "page": "int?" }, "paging": { "items": "results", "page": { "parameter": "page" } } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(text, at: #""results""#, message, path: "$.endpoints.list.paging.items")
        let twoBodies = SpecFixture.spec(
            endpoints: #"{ "list": { "method": "GET", "path": "/m", "response": { "200": "[string]", "201": "[string]" }, "paging": { "items": ".", "link": true } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(twoBodies, at: #"".""#, message, path: "$.endpoints.list.paging.items")
    }

    /// A list that also answers `304 Not Modified` (GitHub's) is paged by its 200's body. Its conditional headers are
    /// not the paged method's: one page's `ETag` sent to every page made the second page answer 304.
    @Test func aPagedEndpointMayAlsoAnswerNotModified() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"""
            { "list": { "method": "GET", "path": "/m", "query": { "per_page": "int?" },
                        "headers": { "If-None-Match": "string?", "If-Modified-Since": "string?", "X-Trace": "string?" },
                        "response": { "200": "[string]", "304": "none" }, "paging": { "items": ".", "link": true } } }
            """#))
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("public func listPages(perPage: Int? = nil, xTrace: String? = nil) -> PageSequence<String> {"), "\(client)")
        #expect(client.contains("linkedFrom: TestEndpoint.list(perPage: perPage, ifNoneMatch: nil, ifModifiedSince: nil, xTrace: xTrace),"))
        try await TypeCheck.run(result.files, moduleName: "PagedNotModified")
    }

    /// A required `If-None-Match` was taken by the paged method and sent to every page, and the second
    /// answered 304. It is optional, with a warning, and left out of the pages.
    @Test func aRequiredConditionalHeaderOfAPagedEndpointIsOptional() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"""
            { "list": { "method": "GET", "path": "/m", "query": { "cursor": "string?" }, "headers": { "If-None-Match": "string" },
                        "response": { "200": "Page", "304": "none" }, "paging": { "items": "items", "cursor": { "parameter": "cursor", "from": "next" } } } }
            """#, models: #"{ "Page": { "properties": { "items": "[string]", "next": "string?" } } }"#))
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        #expect(result.diagnostics.map(\.message) == [
            "header 'If-None-Match' of paged endpoint 'list' is optional: its paged method leaves it out, as a validator is one page's",
        ])
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("public func list(cursor: String? = nil, ifNoneMatch: String? = nil)"), "\(client)")
        #expect(client.contains("cursor: { TestEndpoint.list(cursor: $0, ifNoneMatch: nil) },"))
        try await TypeCheck.run(result.files, moduleName: "PagedRequiredCondition")
    }

    /// `first` numbers the first page of a parameter that has no default the client sends (pages counted from 0); it
    /// wins over a `default`. One that is no whole number is an error where it is written.
    @Test func theFirstPageIsNumberedByFirst() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"""
            { "list": { "method": "GET", "path": "/m", "query": { "page": "int?" }, "response": "Page",
                        "paging": { "items": "items", "page": { "parameter": "page", "first": 0 } } } }
            """#, models: #"{ "Page": { "properties": { "items": "[string]" } } }"#))
        #expect(result.succeeded && result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("numberedFrom: 0,"), "\(client)")
        #expect(client.contains("public func list(page: Int? = nil)"), "\(client)")
        try await TypeCheck.run(result.files, moduleName: "PagedFromZero")
        let wrong = SpecFixture.spec(endpoints: #"""
            { "list": { "method": "GET", "path": "/m", "query": { "page": "int?" }, "response": "Page",
                        "paging": { "items": "items", "page": { "parameter": "page", "first": "zero" } } } }
            """#, models: #"{ "Page": { "properties": { "items": "[string]" } } }"#)
        SpecDiagnosticsTests.expectDiagnostic(wrong, at: "\"zero\"", "'first' must be a whole number, the number of the first page, found string",
                                              path: "$.endpoints.list.paging.page.first", hint: "write \"first\": 0 for pages counted from 0")
    }
}
