@testable import EndpointGenerator
import Foundation
import Testing

/// Paging conventions an OpenAPI document makes clear → native `paging`; anything less clear → nothing.
@Suite struct OpenAPIPagingTests {
    typealias F = OpenAPIFixture

    static func json(_ schema: String) -> String {
        #"{ "description": "ok", "content": { "application/json": { "schema": \#(schema) } } }"#
    }

    static let item = #"{ "type": "object", "required": ["id"], "properties": { "id": { "type": "string" } } }"#

    static func paging(parameters: String, response: String, headers: String = "") throws -> Any? {
        let operation = #"{ "operationId": "list", "parameters": \#(parameters), "responses": { "200": \#(json(response).dropLast()) \#(headers) } } }"#
        return F.lookup(try F.native(F.operation(operation, components: #"{ "schemas": { "Item": \#(item) } }"#)), "endpoints", "list", "paging")
    }

    /// Generates a list operation of `parameters` answering `response`, and expects its client to page by `next` (the
    /// reading of the next page's cursor or URL) in Swift that type-checks.
    static func expectPagedClient(parameters: String, response: String, reading next: String, moduleName: String) async throws {
        let operation = #"{ "operationId": "list", "parameters": \#(parameters), "responses": { "200": \#(json(response)) } }"#
        let result = Generator.generate(Data(F.operation(operation, components: #"{ "schemas": { "Item": \#(item) } }"#).utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        #expect(SpecFixture.file("Client", of: result).contains(next), "\(next)")
        try await TypeCheck.run(result.files, moduleName: moduleName)
    }

    static let startingAfter = #"[{ "name": "starting_after", "in": "query", "schema": { "type": "string" } }]"#
    static let stripeList = ##"{ "type": "object", "required": ["data", "has_more"], "properties": { "data": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } }, "has_more": { "type": "boolean" } } }"##

    @Test func stripesStartingAfterAndHasMore() throws {
        let paging = try Self.paging(parameters: Self.startingAfter, response: Self.stripeList) as? [String: Any]
        #expect(paging?["items"] as? String == "data")
        #expect(paging?["cursor"] as? [String: String] == ["parameter": "starting_after", "from": "lastItem.id", "hasMore": "has_more"])
    }

    /// OpenAI's 50 lists that take `after` and Anthropic's that take `after_id` had no pages method.
    @Test func openAIsAndAnthropicsAfterAndLastID() throws {
        let data = ##""data": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } }"##
        let openAI = #"{ "type": "object", "required": ["object", "data", "first_id", "last_id", "has_more"], "properties": { "object": { "type": "string" }, \#(data), "first_id": { "type": "string" }, "last_id": { "type": "string" }, "has_more": { "type": "boolean" } } }"#
        let after = #"[{ "name": "limit", "in": "query", "schema": { "type": "integer" } }, { "name": "after", "in": "query", "schema": { "type": "string" } }]"#
        let paging = try Self.paging(parameters: after, response: openAI) as? [String: Any]
        #expect(paging?["items"] as? String == "data")
        #expect(paging?["cursor"] as? [String: String] == ["parameter": "after", "from": "last_id", "hasMore": "has_more"])
        // Anthropic's `last_id` may be null on an empty page.
        let anthropic = #"{ "type": "object", "required": ["data", "has_more"], "properties": { \#(data), "has_more": { "type": "boolean" }, "last_id": { "anyOf": [{ "type": "string" }, { "type": "null" }] } } }"#
        let afterID = #"[{ "name": "after_id", "in": "query", "schema": { "type": "string" } }]"#
        let anthropicPaging = try Self.paging(parameters: afterID, response: anthropic) as? [String: Any]
        #expect(anthropicPaging?["cursor"] as? [String: String] == ["parameter": "after_id", "from": "last_id", "hasMore": "has_more"])
        // Without a last id to send on, and items without an `id`, nothing is paged.
        let strings = #"{ "type": "object", "properties": { "data": { "type": "array", "items": { "type": "string" } }, "has_more": { "type": "boolean" } } }"#
        #expect(try Self.paging(parameters: after, response: strings) == nil)
    }

    @Test func aNextCursorField() throws {
        let parameters = #"[{ "name": "cursor", "in": "query", "schema": { "type": "string" } }]"#
        let response = #"{ "type": "object", "properties": { "items": { "type": "array", "items": { "type": "string" } }, "next_cursor": { "type": "string" } } }"#
        let paging = try Self.paging(parameters: parameters, response: response) as? [String: Any]
        #expect(paging?["items"] as? String == "items")
        #expect(paging?["cursor"] as? [String: String] == ["parameter": "cursor", "from": "next_cursor"])
    }

    /// Benchling's (and AWS's) `nextToken` goes back as it came; Google's `nextPageToken` is sent as `pageToken`.
    /// Benchling's 63 lists had no paged method.
    @Test func aNextPagesTokenUnderTheNamesOfBenchlingAndGoogle() async throws {
        for (parameter, next) in [("nextToken", "nextToken"), ("pageToken", "nextPageToken"), ("page_token", "next_page_token"), ("next_token", "next_token")] {
            let parameters = #"[{ "name": "pageSize", "in": "query", "schema": { "type": "integer" } }, { "name": "\#(parameter)", "in": "query", "schema": { "type": "string" } }]"#
            let response = ##"{ "type": "object", "properties": { "aaSequences": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } }, "\##(next)": { "type": "string" } } }"##
            let paging = try Self.paging(parameters: parameters, response: response) as? [String: Any]
            #expect(paging?["items"] as? String == "aaSequences", "\(parameter)")
            #expect(paging?["cursor"] as? [String: String] == ["parameter": parameter, "from": next])
        }
        let parameters = #"[{ "name": "pageToken", "in": "query", "schema": { "type": "string" } }]"#
        let response = ##"{ "type": "object", "properties": { "items": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } }, "nextPageToken": { "type": "string" } } }"##
        let operation = #"{ "operationId": "list", "parameters": \#(parameters), "responses": { "200": \#(Self.json(response)) } }"#
        let result = Generator.generate(Data(F.operation(operation, components: #"{ "schemas": { "Item": \#(Self.item) } }"#).utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        #expect(SpecFixture.file("Client", of: result).contains("next: { page, _ in page.nextPageToken }"))
        try await TypeCheck.run(result.files, moduleName: "PageToken")
        // A token of another name, a required token parameter or a token of another type says no paging.
        let mismatched = ##"{ "type": "object", "properties": { "items": { "type": "array", "items": { "type": "string" } }, "nextToken": { "type": "string" } } }"##
        #expect(try Self.paging(parameters: parameters, response: mismatched) == nil)
        let required = #"[{ "name": "pageToken", "in": "query", "required": true, "schema": { "type": "string" } }]"#
        #expect(try Self.paging(parameters: required, response: response) == nil)
        let numbered = ##"{ "type": "object", "properties": { "items": { "type": "array", "items": { "type": "string" } }, "nextPageToken": { "type": "integer" } } }"##
        #expect(try Self.paging(parameters: parameters, response: numbered) == nil)
    }

    /// Slack keeps its next cursor in `response_metadata`, Datadog in `meta.page`, X in `meta`: read through the path.
    @Test func aNextPagesTokenKeptInAnObjectOfTheResponse() async throws {
        let items = ##"{ "type": "array", "items": { "$ref": "#/components/schemas/Item" } }"##
        let text = #"{ "type": "string" }"#
        let cases = [
            ("cursor", #"{ "type": "object", "properties": { "ok": { "type": "boolean" }, "channels": \#(items), "response_metadata": { "type": "object", "properties": { "next_cursor": \#(text) } } } }"#,
             "channels", "response_metadata.next_cursor", "next: { page, _ in page.responseMetadata?.nextCursor }"),
            ("page[cursor]", #"{ "type": "object", "properties": { "data": \#(items), "meta": { "type": "object", "properties": { "page": { "type": "object", "required": ["after"], "properties": { "after": \#(text), "size": { "type": "integer" } } } } } } }"#,
             "data", "meta.page.after", "next: { page, _ in page.meta?.page?.after }"),
            ("page[cursor]", #"{ "type": "object", "properties": { "data": \#(items), "meta": { "type": "object", "properties": { "pagination": { "type": "object", "properties": { "next_cursor": { "type": ["string", "null"] } } } } } } }"#,
             "data", "meta.pagination.next_cursor", "next: { page, _ in page.meta?.pagination?.nextCursor }"),
            ("pagination_token", #"{ "type": "object", "properties": { "data": \#(items), "meta": { "type": ["object", "null"], "properties": { "result_count": { "type": "integer" }, "next_token": \#(text) } } } }"#,
             "data", "meta.next_token", "next: { page, _ in page.meta?.nextToken }"),
        ]
        for (index, (parameter, response, list, from, next)) in cases.enumerated() {
            let parameters = #"[{ "name": "\#(parameter)", "in": "query", "schema": { "type": "string" } }]"#
            let paging = try Self.paging(parameters: parameters, response: response) as? [String: Any]
            #expect(paging?["items"] as? String == list, "\(from)")
            #expect(paging?["cursor"] as? [String: String] == ["parameter": parameter, "from": from])
            try await Self.expectPagedClient(parameters: parameters, response: response, reading: next, moduleName: "NestedCursor\(index)")
        }
        // Two such tokens, one of another type than the parameter's, or one three objects down, say no paging.
        let cursor = #"[{ "name": "cursor", "in": "query", "schema": { "type": "string" } }]"#
        let two = #"{ "type": "object", "properties": { "channels": \#(items), "a": { "type": "object", "properties": { "next_cursor": \#(text) } }, "b": { "type": "object", "properties": { "next_cursor": \#(text) } } } }"#
        #expect(try Self.paging(parameters: cursor, response: two) == nil)
        let numbered = #"{ "type": "object", "properties": { "channels": \#(items), "meta": { "type": "object", "properties": { "next_cursor": { "type": "integer" } } } } }"#
        #expect(try Self.paging(parameters: cursor, response: numbered) == nil)
        let deep = #"{ "type": "object", "properties": { "channels": \#(items), "a": { "type": "object", "properties": { "b": { "type": "object", "properties": { "c": { "type": "object", "properties": { "next_cursor": \#(text) } } } } } } } }"#
        #expect(try Self.paging(parameters: cursor, response: deep) == nil)
    }

    /// Asana sends `offset` back as the `offset` of a nullable `next_page` object (beside its `path` and `uri`); its
    /// lists had no paged method.
    @Test func aParameterTheNextPageObjectKeepsUnderItsOwnName() async throws {
        let items = ##"{ "type": "array", "items": { "$ref": "#/components/schemas/Item" } }"##
        let text = #"{ "type": "string" }"#
        let parameters = #"[{ "name": "limit", "in": "query", "schema": { "type": "integer" } }, { "name": "offset", "in": "query", "schema": { "type": "string" } }]"#
        let response = #"{ "type": "object", "properties": { "data": \#(items), "next_page": { "type": "object", "nullable": true, "properties": { "offset": \#(text), "path": \#(text), "uri": { "type": "string", "format": "uri" } } } } }"#
        let paging = try Self.paging(parameters: parameters, response: response) as? [String: Any]
        #expect(paging?["items"] as? String == "data")
        #expect(paging?["cursor"] as? [String: String] == ["parameter": "offset", "from": "next_page.offset"])
        try await Self.expectPagedClient(parameters: parameters, response: response, reading: "next: { page, _ in page.nextPage?.offset }",
                                         moduleName: "NextPageObject")
        // The current page's `offset` in an object named otherwise, one of another type, or two parameters in the
        // next page's object (which one cursor cannot send) say no paging.
        let current = #"{ "type": "object", "properties": { "data": \#(items), "pagination": { "type": "object", "properties": { "offset": \#(text) } } } }"#
        #expect(try Self.paging(parameters: parameters, response: current) == nil)
        let numbered = #"{ "type": "object", "properties": { "data": \#(items), "next_page": { "type": "object", "properties": { "offset": { "type": "integer" } } } } }"#
        #expect(try Self.paging(parameters: parameters, response: numbered) == nil)
        let two = #"{ "type": "object", "properties": { "data": \#(items), "next_page": { "type": "object", "properties": { "offset": \#(text), "limit": { "type": "integer" } } } } }"#
        #expect(try Self.paging(parameters: parameters, response: two) == nil)
    }

    @Test func aNullableNextCursorEndsThePagesWithNull() async throws {
        // Airflow's next cursor is `nullable: true` (3.0) or `anyOf: [string, null]` (3.1): null on the last page. Both
        // documents failed: the Nullable<String>? cursor was not the String? parameter.
        let parameters = #"[{ "name": "cursor", "in": "query", "schema": { "type": "string" } }]"#
        for cursor in [#"{ "type": "string", "nullable": true }"#, #"{ "anyOf": [{ "type": "string" }, { "type": "null" }] }"#] {
            let response = #"{ "type": "object", "properties": { "items": { "type": "array", "items": { "type": "string" } }, "next_cursor": \#(cursor) } }"#
            let operation = #"{ "operationId": "list", "parameters": \#(parameters), "responses": { "200": \#(Self.json(response)) } }"#
            let result = Generator.generate(Data(F.operation(operation).utf8), file: "api.json")
            #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
            let client = SpecFixture.file("Client", of: result)
            #expect(client.contains("next: { page, _ in page.nextCursor }"), "\(client)")
            try await TypeCheck.run(result.files, moduleName: "NullableCursor")
        }
        // A page a request may also send keeps null apart from absent: its cursor is read through its value.
        let page = #"{ "type": "object", "properties": { "items": { "type": "array", "items": { "type": "string" } }, "next_cursor": { "type": "string", "nullable": true } } }"#
        let components = ##"{ "schemas": { "Page": \##(page) }, "requestBodies": { "Page": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Page" } } } } } }"##
        let reference = ##"{ "$ref": "#/components/schemas/Page" }"##
        let operation = #"{ "operationId": "list", "parameters": \#(parameters), "responses": { "200": \#(Self.json(reference)) } }"#
        let result = Generator.generate(Data(F.operation(operation, components: components).utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("next: { page, _ in page.nextCursor?.value }"), "\(client)")
        try await TypeCheck.run(result.files, moduleName: "SentPageCursor")
    }

    @Test func tmdbsPageAndTotalPages() throws {
        let parameters = #"[{ "name": "page", "in": "query", "schema": { "type": "integer", "default": 1 } }]"#
        let response = ##"{ "type": "object", "properties": { "page": { "type": "integer" }, "total_pages": { "type": "integer" }, "results": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } } } }"##
        let paging = try Self.paging(parameters: parameters, response: response) as? [String: Any]
        #expect(paging?["items"] as? String == "results")
        #expect(paging?["page"] as? [String: String] == ["parameter": "page", "total": "total_pages"])
    }

    /// django-ninja's and fastapi-pagination's page-number lists had no pages method.
    @Test func pageNumbersOfDjangoNinjaAndFastAPIPagination() throws {
        let parameters = #"[{ "name": "page", "in": "query", "schema": { "type": "integer", "minimum": 1, "default": 1 } }, { "name": "page_size", "in": "query", "schema": { "type": "integer" } }]"#
        let items = ##""items": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } }"##
        let ninja = #"{ "type": "object", "required": ["items", "count"], "properties": { \#(items), "count": { "type": "integer" } } }"#
        let ninjaPaging = try Self.paging(parameters: parameters, response: ninja) as? [String: Any]
        #expect(ninjaPaging?["items"] as? String == "items")
        #expect(ninjaPaging?["page"] as? [String: String] == ["parameter": "page"])
        let fastAPIPagination = #"{ "type": "object", "properties": { \#(items), "total": { "type": "integer" }, "page": { "type": "integer" }, "size": { "type": "integer" }, "pages": { "type": "integer" } } }"#
        let pages = try Self.paging(parameters: parameters, response: fastAPIPagination) as? [String: Any]
        #expect(pages?["page"] as? [String: String] == ["parameter": "page", "total": "pages"])
        // `items` and `count` beside anything else might be any list; without a `page` parameter, nothing is paged.
        let more = #"{ "type": "object", "properties": { \#(items), "count": { "type": "integer" }, "cursor": { "type": "string" } } }"#
        #expect(try Self.paging(parameters: parameters, response: more) == nil)
        #expect(try Self.paging(parameters: #"[{ "name": "offset", "in": "query", "schema": { "type": "integer" } }]"#, response: ninja) == nil)
    }

    @Test func pageNumbersOfAnyIntegerWidth() throws {
        // TMDB writes its page parameters `format: int32`; its 41 operations of page, total_pages and results had no
        // paged method, where the same document without the format had them.
        for (page, total) in [("int32", "int32"), ("int64", "int64"), ("int32", "int")] {
            func integer(_ format: String) -> String { format == "int" ? #"{ "type": "integer" }"# : #"{ "type": "integer", "format": "\#(format)" }"# }
            let parameters = #"[{ "name": "page", "in": "query", "schema": \#(integer(page)) }]"#
            let response = ##"{ "type": "object", "properties": { "total_pages": \##(integer(total)), "results": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } } } }"##
            let paging = try Self.paging(parameters: parameters, response: response) as? [String: Any]
            #expect(paging?["page"] as? [String: String] == ["parameter": "page", "total": "total_pages"], "\(page), \(total)")
        }
    }

    @Test func theNextPagesURLInTheBodyOfDjangoRESTFrameworkAndSpotify() async throws {
        // drf-spectacular's paginated list: `count`, `next` and `previous` (nullable URIs) and `results`; Spotify's
        // paging object: `href`, `items`, `limit`, `next` (a nullable string), `offset`, `previous`, `total`.
        let drf = ##"{ "type": "object", "required": ["count", "results"], "properties": { "count": { "type": "integer" }, "next": { "type": "string", "nullable": true, "format": "uri" }, "previous": { "type": "string", "nullable": true, "format": "uri" }, "results": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } } } }"##
        let spotify = ##"{ "type": "object", "properties": { "href": { "type": "string" }, "items": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } }, "limit": { "type": "integer" }, "next": { "type": "string", "nullable": true, "description": "URL to the next page of items. ( `null` if none)" }, "offset": { "type": "integer" }, "total": { "type": "integer" } } }"##
        // A description that calls it a link or a URI says the same.
        let uri = ##"{ "type": "object", "properties": { "results": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } }, "next": { "type": "string", "description": "The URI of the next page, if any" } } }"##
        let link = uri.replacingOccurrences(of: "The URI of", with: "A link to")
        for (parameter, response, items) in [("page", drf, "results"), ("offset", spotify, "items"), ("limit", spotify, "items"), ("page", uri, "results"), ("page", link, "results")] {
            let parameters = #"[{ "name": "\#(parameter)", "in": "query", "schema": { "type": "integer" } }]"#
            let paging = try Self.paging(parameters: parameters, response: response) as? [String: Any]
            #expect(paging?["items"] as? String == items, "\(parameter)")
            #expect(paging?["link"] as? String == "next", "\(parameter)")
        }
        let operation = ##"{ "operationId": "list", "parameters": [{ "name": "page", "in": "query", "schema": { "type": "integer" } }], "responses": { "200": \##(Self.json(drf)) } }"##
        let result = Generator.generate(Data(F.operation(operation, components: #"{ "schemas": { "Item": \#(Self.item) } }"#).utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        #expect(SpecFixture.file("Client", of: result).contains("next: { $0.next?.text }"))
        try await TypeCheck.run(result.files, moduleName: "NextURLPaging")
    }

    /// Twilio's 2010 lists carry `next_page_uri` (a path with the next `Page` and `PageToken`), its other APIs
    /// `meta.next_page_url`; Azure's lists `nextLink` beside `value`, Microsoft Graph's `@odata.nextLink`. None had a
    /// paged method: their paging parameters (`PageSize`, `$top`) are none of the snake-case names a bare `next` needs.
    @Test func theNextPagesURLOfTwilioAzureAndMicrosoftGraph() async throws {
        let items = ##"{ "type": "array", "items": { "$ref": "#/components/schemas/Item" } }"##
        let url = #"{ "type": "string", "format": "uri", "nullable": true }"#
        let twilio2010 = #"{ "type": "object", "properties": { "calls": \#(items), "end": { "type": "integer" }, "first_page_uri": \#(url), "next_page_uri": \#(url), "page": { "type": "integer" }, "previous_page_uri": \#(url) } }"#
        let twilio = #"{ "type": "object", "properties": { "credentials": \#(items), "meta": { "type": "object", "properties": { "first_page_url": \#(url), "key": { "type": "string" }, "next_page_url": \#(url), "page": { "type": "integer" } } } } }"#
        let azure = #"{ "type": "object", "required": ["value"], "properties": { "value": \#(items), "nextLink": { "type": "string" } } }"#
        let graph = #"{ "type": "object", "properties": { "value": \#(items), "@odata.nextLink": { "type": "string", "nullable": true } } }"#
        let pageSize = #"[{ "name": "PageSize", "in": "query", "schema": { "type": "integer" } }, { "name": "PageToken", "in": "query", "schema": { "type": "string" } }]"#
        for (response, list, link) in [(twilio2010, "calls", "next_page_uri"), (twilio, "credentials", "meta.next_page_url"), (azure, "value", "nextLink"), (graph, "value", "@odata.nextLink")] {
            let paging = try Self.paging(parameters: pageSize, response: response) as? [String: Any]
            #expect(paging?["items"] as? String == list, "\(link)")
            #expect(paging?["link"] as? String == link)
        }
        let expected = [(twilio2010, "next: { $0.nextPageUri?.text }"), (twilio, "next: { $0.meta?.nextPageUrl?.text }"),
                        (azure, "next: { $0.nextLink }"), (graph, "next: { $0.odataNextLink }")]
        for (index, (response, next)) in expected.enumerated() {
            let operation = #"{ "operationId": "list", "parameters": \#(pageSize), "responses": { "200": \#(Self.json(response)) } }"#
            let result = Generator.generate(Data(F.operation(operation, components: #"{ "schemas": { "Item": \#(Self.item) } }"#).utf8), file: "api.json")
            #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
            #expect(SpecFixture.file("Client", of: result).contains(next), "\(next)")
            try await TypeCheck.run(result.files, moduleName: "NextPageURL\(index)")
        }
        // A URL under such a name both in the response and in its `meta`: which one is meant is not clear.
        let both = #"{ "type": "object", "properties": { "value": \#(items), "nextLink": { "type": "string" }, "meta": { "type": "object", "properties": { "next_page_url": \#(url) } } } }"#
        #expect(try Self.paging(parameters: pageSize, response: both) == nil)
        // A POST's next page needs its body beside the URL (Azure Search's `@search.nextPageParameters`): no paging.
        let post = #"{ "operationId": "list", "parameters": \#(pageSize), "responses": { "200": \#(Self.json(azure)) } }"#
        #expect(F.lookup(try F.native(F.operation(post, method: "post", components: #"{ "schemas": { "Item": \#(Self.item) } }"#)), "endpoints", "list", "paging") == nil)
        // A dotted name inside an object cannot be told from a path through it: no paging, and no error.
        let dotted = #"{ "type": "object", "properties": { "value": \#(items), "meta": { "type": "object", "properties": { "@odata.nextLink": { "type": "string" } } } } }"#
        #expect(try Self.paging(parameters: pageSize, response: dotted) == nil)
    }

    /// JupyterHub's lists keep the next page in `_pagination.next.url`, HAL's in `_links.next.href`, JSON:API's in
    /// `links.next`; none had a paged method.
    @Test func aNextPagesURLKeptInObjectsOfTheResponse() async throws {
        let items = ##"{ "type": "array", "items": { "$ref": "#/components/schemas/Item" } }"##
        let text = #"{ "type": "string" }"#
        let number = #"{ "type": "number" }"#
        let jupyterHub = #"{ "type": "object", "properties": { "items": \#(items), "_pagination": { "type": "object", "properties": { "total": \#(number), "offset": \#(number), "next": { "type": ["object", "null"], "properties": { "offset": \#(number), "url": \#(text) } } } } } }"#
        let hal = #"{ "type": "object", "properties": { "_embedded": { "type": "object" }, "orders": \#(items), "_links": { "type": "object", "properties": { "self": { "type": "object", "properties": { "href": \#(text) } }, "next": { "type": "object", "properties": { "href": \#(text) } } } } } }"#
        let jsonAPI = #"{ "type": "object", "properties": { "data": \#(items), "links": { "type": "object", "properties": { "self": \#(text), "next": { "type": ["string", "null"] } } } } }"#
        let topLevel = #"{ "type": "object", "properties": { "results": \#(items), "next": { "type": "object", "properties": { "href": \#(text) } } } }"#
        let halText = #"{ "type": "object", "properties": { "orders": \#(items), "_links": { "type": "object", "properties": { "next": \#(text) } } } }"#
        let offset = #"[{ "name": "offset", "in": "query", "schema": { "type": "number" } }, { "name": "limit", "in": "query", "schema": { "type": "number" } }]"#
        let cases = [(jupyterHub, "items", "_pagination.next.url", "next: { $0.pagination?.next?.url }"),
                     (hal, "orders", "_links.next.href", "next: { $0.links?.next?.href }"),
                     (jsonAPI, "data", "links.next", "next: { $0.links?.next }"),
                     (topLevel, "results", "next.href", "next: { $0.next?.href }"),
                     (halText, "orders", "_links.next", "next: { $0.links?.next }")]
        for (index, (response, list, link, next)) in cases.enumerated() {
            let paging = try Self.paging(parameters: offset, response: response) as? [String: Any]
            #expect(paging?["items"] as? String == list, "\(link)")
            #expect(paging?["link"] as? String == link)
            try await Self.expectPagedClient(parameters: offset, response: response, reading: next, moduleName: "NestedNextURL\(index)")
        }
        // Without a paging parameter, a `next` might lead anywhere; a `next` object's number or two URLs in it say no page.
        let query = #"[{ "name": "q", "in": "query", "schema": { "type": "string" } }]"#
        #expect(try Self.paging(parameters: query, response: jupyterHub) == nil)
        let numbered = #"{ "type": "object", "properties": { "items": \#(items), "_pagination": { "type": "object", "properties": { "next": { "type": "object", "properties": { "offset": \#(number) } } } } } }"#
        #expect(try Self.paging(parameters: offset, response: numbered) == nil)
        let twoURLs = #"{ "type": "object", "properties": { "items": \#(items), "_pagination": { "type": "object", "properties": { "next": { "type": "object", "properties": { "url": \#(text), "href": \#(text) } } } } } }"#
        #expect(try Self.paging(parameters: offset, response: twoURLs) == nil)
        // A `next` that is no URL in an object not named for links: a state, a step.
        let step = #"{ "type": "object", "properties": { "items": \#(items), "workflow": { "type": "object", "properties": { "next": \#(text) } } } }"#
        #expect(try Self.paging(parameters: offset, response: step) == nil)
        // A POST's next page needs its body beside the URL.
        let post = #"{ "operationId": "list", "parameters": \#(offset), "responses": { "200": \#(Self.json(hal)) } }"#
        #expect(F.lookup(try F.native(F.operation(post, method: "post", components: #"{ "schemas": { "Item": \#(Self.item) } }"#)), "endpoints", "list", "paging") == nil)
    }

    /// JSON:API serves its collections in `application/vnd.api+json` and pages them with `page[number]` and `page[size]`
    /// (or other `page[…]` members): Firefly III's 36 lists in that media type had no paged method.
    @Test func aJSONAPICollectionInItsOwnMediaTypeIsPagedByItsLinks() async throws {
        let collection = ##"{ "type": "object", "properties": { "data": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } }, "links": { "type": "object", "properties": { "next": { "type": ["string", "null"] } } } } }"##
        let content = #"{ "description": "ok", "content": { "application/vnd.api+json": { "schema": \#(collection) } } }"#
        let parameters = #"[{ "name": "page[number]", "in": "query", "schema": { "type": "integer" } }, { "name": "page[size]", "in": "query", "schema": { "type": "integer" } }]"#
        let operation = #"{ "operationId": "list", "parameters": \#(parameters), "responses": { "200": \#(content) } }"#
        let document = F.operation(operation, components: #"{ "schemas": { "Item": \#(Self.item) } }"#)
        let paging = F.lookup(try F.native(document), "endpoints", "list", "paging") as? [String: Any]
        #expect(paging?["items"] as? String == "data")
        #expect(paging?["link"] as? String == "links.next")
        let result = Generator.generate(Data(document.utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        #expect(SpecFixture.file("Client", of: result).contains("next: { $0.links?.next }"))
        try await TypeCheck.run(result.files, moduleName: "JSONAPIPaging")
        // A response in two media types is read in the one asked for, which a page's request does not choose.
        let twoTypes = #"{ "description": "ok", "content": { "application/vnd.api+json": { "schema": \#(collection) }, "text/csv": { "schema": { "type": "string" } } } }"#
        let both = #"{ "operationId": "list", "parameters": \#(parameters), "responses": { "200": \#(twoTypes) } }"#
        #expect(F.lookup(try F.native(F.operation(both, components: #"{ "schemas": { "Item": \#(Self.item) } }"#)), "endpoints", "list", "paging") == nil)
        // The resources `included` beside `data` are no second list: Datadog's teams and tag configurations had no pages.
        let withIncluded = ##"{ "type": "object", "properties": { "data": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } }, "included": { "type": "array", "items": { "type": "object" } }, "links": { "type": "object", "properties": { "next": { "type": ["string", "null"] } } } } }"##
        let sideLoaded = #"{ "operationId": "list", "parameters": \#(parameters), "responses": { "200": { "description": "ok", "content": { "application/vnd.api+json": { "schema": \#(withIncluded) } } } } }"#
        let sideLoadedPaging = F.lookup(try F.native(F.operation(sideLoaded, components: #"{ "schemas": { "Item": \#(Self.item) } }"#)), "endpoints", "list", "paging") as? [String: Any]
        #expect(sideLoadedPaging?["items"] as? String == "data")
        #expect(sideLoadedPaging?["link"] as? String == "links.next")
        // Two lists neither of which is JSON:API's `included` stay unpaged: which is the page's is not said.
        let twoLists = ##"{ "type": "object", "properties": { "data": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } }, "errors": { "type": "array", "items": { "type": "object" } }, "links": { "type": "object", "properties": { "next": { "type": ["string", "null"] } } } } }"##
        let ambiguous = #"{ "operationId": "list", "parameters": \#(parameters), "responses": { "200": { "description": "ok", "content": { "application/vnd.api+json": { "schema": \#(twoLists) } } } } }"#
        #expect(F.lookup(try F.native(F.operation(ambiguous, components: #"{ "schemas": { "Item": \#(Self.item) } }"#)), "endpoints", "list", "paging") == nil)
        // A bracketed parameter of another family says nothing of pages.
        let filter = #"[{ "name": "filter[name]", "in": "query", "schema": { "type": "string" } }]"#
        let filtered = #"{ "operationId": "list", "parameters": \#(filter), "responses": { "200": \#(content) } }"#
        #expect(F.lookup(try F.native(F.operation(filtered, components: #"{ "schemas": { "Item": \#(Self.item) } }"#)), "endpoints", "list", "paging") == nil)
    }

    @Test func aNextThatIsNoURLOrWithoutAPagingParameterOrBesideTwoListsIsNoPaging() throws {
        // A `next` might name a step, a state or a cursor; with two lists, which holds the items is not clear.
        let twoLists = ##"{ "type": "object", "properties": { "next": { "type": "string", "format": "uri" }, "results": { "type": "array", "items": { "type": "string" } }, "errors": { "type": "array", "items": { "type": "string" } } } }"##
        let oneList = ##"{ "type": "object", "properties": { "next": { "type": "string", "format": "uri" }, "results": { "type": "array", "items": { "type": "string" } } } }"##
        let page = #"[{ "name": "page", "in": "query", "schema": { "type": "integer" } }]"#
        #expect(try Self.paging(parameters: page, response: twoLists) == nil)
        #expect(try Self.paging(parameters: #"[{ "name": "q", "in": "query", "schema": { "type": "string" } }]"#, response: oneList) == nil)
        let numberedNext = ##"{ "type": "object", "properties": { "next": { "type": "integer" }, "results": { "type": "array", "items": { "type": "string" } } } }"##
        #expect(try Self.paging(parameters: page, response: numberedNext) == nil)
        // OpenAI's admin lists: `next` is the cursor for `after`, which as a URL would send the key to a path no one named.
        let cursorNext = ##"{ "type": "object", "properties": { "data": { "type": "array", "items": { "type": "string" } }, "has_more": { "type": "boolean" }, "next": { "description": "Cursor to fetch the next page of results, or `null` if there are no more results.", "anyOf": [{ "type": "string" }, { "type": "null" }] } } }"##
        let limit = #"[{ "name": "limit", "in": "query", "schema": { "type": "integer" } }, { "name": "after", "in": "query", "schema": { "type": "string" } }]"#
        #expect(try Self.paging(parameters: limit, response: cursorNext) == nil)
    }

    @Test func githubsLinkHeaderOnAnArray() throws {
        let parameters = #"[{ "name": "per_page", "in": "query", "schema": { "type": "integer" } }]"#
        let headers = #", "headers": { "Link": { "schema": { "type": "string" } } }"#
        let paging = try Self.paging(parameters: parameters, response: ##"{ "type": "array", "items": { "$ref": "#/components/schemas/Item" } }"##, headers: headers) as? [String: Any]
        #expect(paging?["items"] as? String == ".")
        #expect(paging?["link"] as? Bool == true)
    }

    /// 48 of GitHub's 192 lists with a `Link` header declare `304 Not Modified` beside their `200`, and had no paged
    /// method; pages are fetched without conditions, so the 200's array is what each page decodes.
    @Test func githubsLinkHeaderBesideA304() async throws {
        let operation = ##"""
            { "operationId": "list", "responses": {
                "200": { "description": "ok", "headers": { "Link": { "schema": { "type": "string" } } },
                         "content": { "application/json": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } } } } },
                "304": { "description": "Not modified" } } }
            """##
        let text = F.operation(operation, components: #"{ "schemas": { "Item": \#(Self.item) } }"#)
        #expect(F.lookup(try F.native(text), "endpoints", "list", "paging", "link") as? Bool == true)
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(SpecFixture.file("Client", of: result).contains("public func listPages() -> PageSequence<Item> {"))
        try await TypeCheck.run(result.files, moduleName: "PagingBeside304")
        // A second body (a 201) is not one page's.
        let twoBodies = text.replacingOccurrences(of: #""304": { "description": "Not modified" }"#,
                                                  with: #""201": \#(Self.json(Self.item))"#)
        #expect(F.lookup(try F.native(twoBodies), "endpoints", "list", "paging") == nil)
    }

    @Test func unclearDocumentsGetNoPaging() throws {
        // has_more without a starting_after parameter.
        #expect(try Self.paging(parameters: "[]", response: Self.stripeList) == nil)
        // A required starting_after cannot be left out of the first request.
        let required = #"[{ "name": "starting_after", "in": "query", "required": true, "schema": { "type": "string" } }]"#
        #expect(try Self.paging(parameters: required, response: Self.stripeList) == nil)
        // An integer starting_after does not fit the string ids.
        let integer = #"[{ "name": "starting_after", "in": "query", "schema": { "type": "integer" } }]"#
        #expect(try Self.paging(parameters: integer, response: Self.stripeList) == nil)
        // A string page number.
        let page = #"[{ "name": "page", "in": "query", "schema": { "type": "string" } }]"#
        let tmdb = #"{ "type": "object", "properties": { "total_pages": { "type": "integer" }, "results": { "type": "array", "items": { "type": "string" } } } }"#
        #expect(try Self.paging(parameters: page, response: tmdb) == nil)
        // A Link header on an object response.
        #expect(try Self.paging(parameters: "[]", response: Self.item, headers: #", "headers": { "Link": { "schema": { "type": "string" } } }"#) == nil)
    }

    /// A cursor the operation requires cannot be left out of the first page's request: no pages method, and no error.
    @Test func aRequiredCursorIsAPlainParameter() throws {
        let text = F.operation(#"""
            { "operationId": "listItems", "parameters": [{ "name": "cursor", "in": "query", "required": true, "schema": { "type": "string" } }],
              "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object",
                "properties": { "next_cursor": { "type": "string" }, "items": { "type": "array", "items": { "type": "string" } } } } } } } } }
            """#)
        #expect(F.convert(text).diagnostics.isEmpty, "\(F.convert(text).diagnostics.map(\.description))")
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "listItems", "query", "cursor") as? String == "string")
        #expect(F.lookup(json, "endpoints", "listItems", "paging") == nil)
    }

}
