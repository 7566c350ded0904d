@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Paged endpoints in the shape generated code has: page numbers, a cursor and `Link` headers.
enum PagedAPI: Endpoint {
    case numbered(page: Int)
    case cursor(limit: Int, startingAfter: String?)
    case linked

    var method: HTTPMethod { .get }

    var path: String {
        switch self {
        case .numbered: "/movies"
        case .cursor: "/customers"
        case .linked: "/repos"
        }
    }

    var query: [QueryItem] {
        switch self {
        case .numbered(let page): [QueryItem("page", page)]
        case .cursor(let limit, let after): [QueryItem("limit", limit)] + (after.map { [QueryItem("starting_after", $0)] } ?? [])
        case .linked: [QueryItem("per_page", 2)]
        }
    }
}

struct NumberedPage: Decodable, Sendable {
    var totalPages: Int?
    var results: [Movie]
    enum CodingKeys: String, CodingKey { case totalPages = "total_pages", results }
}

struct CursorPage: Decodable, Sendable {
    var hasMore: Bool
    var data: [Movie]
    enum CodingKeys: String, CodingKey { case hasMore = "has_more", data }
}

@Suite struct PageSequenceTests {
    /// `{"total_pages": total, "results": [...]}` with `count` movies numbered from `(page - 1) * 10`.
    static func numberedBody(page: Int, total: Int?, count: Int = 2) -> StubResponse {
        let movies = (0..<count).map { #"{"id": \#((page - 1) * 10 + $0), "title": "m"}"# }.joined(separator: ",")
        return .json(#"{"total_pages": \#(total.map(String.init) ?? "null"), "results": [\#(movies)]}"#)
    }

    static func page(of request: URLRequest) -> Int {
        let items = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Int(items.first { $0.name == "page" }?.value ?? "") ?? 0
    }

    static func numbered(_ client: APIClient) -> PageSequence<Movie> {
        client.pages(numberedFrom: 1, request: { PagedAPI.numbered(page: $0) }, decoding: NumberedPage.self,
                     items: { $0.results }, totalPages: { $0.totalPages })
    }

    @Test func pageNumbersAreRequestedInOrderAndStopAtTheTotal() async throws {
        let transport = StubTransport { Self.numberedBody(page: Self.page(of: $0), total: 3) }
        var pages: [[Int]] = []
        for try await page in Self.numbered(makeClient(transport)).pages {
            pages.append(page.items.map(\.id))
            #expect(page.number == pages.count)
        }
        #expect(pages == [[0, 1], [10, 11], [20, 21]])
        #expect(transport.recordedRequests.map { $0.url?.absoluteString } == [1, 2, 3].map { "http://127.0.0.1:8000/api/v3/movies?page=\($0)" })
    }

    @Test func withoutATotalAnEmptyPageEndsTheList() async throws {
        let transport = StubTransport { Self.numberedBody(page: Self.page(of: $0), total: nil, count: Self.page(of: $0) < 3 ? 2 : 0) }
        var ids: [Int] = []
        for try await movie in Self.numbered(makeClient(transport)).items { ids.append(movie.id) }
        #expect(ids == [0, 1, 10, 11])
        #expect(transport.recordedRequests.count == 3)
        // The empty page ends the pages too: it is not handed out.
        var pages = 0
        for try await _ in Self.numbered(makeClient(transport)).pages { pages += 1 }
        #expect(pages == 2)
    }

    @Test func nothingIsSentUntilIterationAndOnlyThePagesReached() async throws {
        let transport = StubTransport { Self.numberedBody(page: Self.page(of: $0), total: 100) }
        let sequence = Self.numbered(makeClient(transport))
        #expect(transport.recordedRequests.isEmpty)
        var iterator = sequence.items.makeAsyncIterator()
        #expect(try await iterator.next()?.id == 0)
        #expect(try await iterator.next()?.id == 1)
        #expect(transport.recordedRequests.count == 1)
        #expect(try await iterator.next()?.id == 10)
        #expect(transport.recordedRequests.count == 2)
    }

    @Test func cancellingTheTaskStopsBeforeTheNextRequest() async throws {
        let transport = StubTransport { Self.numberedBody(page: Self.page(of: $0), total: 100) }
        let sequence = Self.numbered(makeClient(transport))
        let task = Task {
            var seen = 0
            for try await _ in sequence.pages {
                seen += 1
                withUnsafeCurrentTask { $0?.cancel() }
            }
            return seen
        }
        let result = await task.result
        guard case .failure(let error) = result, case .cancelled? = error as? EndpointError else {
            Issue.record("expected EndpointError.cancelled, got \(result)")
            return
        }
        #expect(transport.recordedRequests.count == 1)
    }

    @Test func eachPageGoesThroughTheMiddlewareAndAFailedPageIsRetried() async throws {
        let attempts = Shared(0)
        let transport = StubTransport { request in
            let page = Self.page(of: request)
            if page == 2, attempts.update({ $0 += 1; return $0 }) == 1 { return .status(503) }
            return Self.numberedBody(page: page, total: 3)
        }
        let counting = CountingMiddleware()
        let retry = RetryMiddleware(maxAttempts: 2, baseDelay: .zero, sleep: { _ in }, jitter: { $0 })
        var ids: [Int] = []
        for try await movie in Self.numbered(makeClient(transport, middleware: [retry, counting])).items { ids.append(movie.id) }
        #expect(ids == [0, 1, 10, 11, 20, 21])
        #expect(counting.count.value == 4)
        #expect(transport.recordedRequests.map(Self.page) == [1, 2, 2, 3])
    }

    @Test func aFailingPageEndsTheIterationWithItsError() async throws {
        let transport = StubTransport { Self.page(of: $0) == 2 ? .status(404) : Self.numberedBody(page: 1, total: 3) }
        var iterator = Self.numbered(makeClient(transport)).pages.makeAsyncIterator()
        _ = try await iterator.next()
        await #expect(throws: EndpointError.self) { _ = try await iterator.next() }
        #expect(try await iterator.next() == nil)
        #expect(transport.recordedRequests.count == 2)
    }

    @Test func cursorsComeFromTheLastItemUntilHasMoreIsFalse() async throws {
        let transport = StubTransport { request in
            let after = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "starting_after" }?.value
            let (ids, more) = after == nil ? ([1, 2], true) : after == "2" ? ([3, 4], true) : ([5], false)
            let data = ids.map { #"{"id": \#($0), "title": "c"}"# }.joined(separator: ",")
            return .json(#"{"has_more": \#(more), "data": [\#(data)]}"#)
        }
        let sequence = makeClient(transport).pages(
            cursor: { (after: String?) in PagedAPI.cursor(limit: 2, startingAfter: after) }, decoding: CursorPage.self,
            items: { $0.data }, next: { _, items in items.last.map { String($0.id) } }, hasMore: { $0.hasMore })
        var ids: [Int] = []
        for try await customer in sequence.items { ids.append(customer.id) }
        #expect(ids == [1, 2, 3, 4, 5])
        #expect(transport.recordedRequests.map { $0.url?.query } == ["limit=2", "limit=2&starting_after=2", "limit=2&starting_after=4"])
    }

    @Test func aCursorThatDoesNotMoveEndsTheList() async throws {
        let transport = StubTransport { _ in .json(#"{"has_more": true, "data": [{"id": 7, "title": "same"}]}"#) }
        let sequence = makeClient(transport).pages(
            cursor: { (after: String?) in PagedAPI.cursor(limit: 1, startingAfter: after) }, decoding: CursorPage.self,
            items: { $0.data }, next: { _, _ in "7" })
        var count = 0
        for try await _ in sequence.pages { count += 1 }
        #expect(count == 2)
        #expect(transport.recordedRequests.count == 2)
    }

    /// cursors that come round again (A, B, A) fetched pages forever; an empty one ends the list as Slack's
    /// last `next_cursor: ""` means.
    @Test func aCursorAlreadyUsedOrEmptyEndsTheList() async throws {
        for (cursors, pages) in [(["A", "B", "A", "B"], 3), (["A", ""], 2)] {
            let transport = StubTransport { _ in .json(#"{"has_more": true, "data": [{"id": 7, "title": "same"}]}"#) }
            let sequence = makeClient(transport).pages(
                cursor: { (after: String?) in PagedAPI.cursor(limit: 1, startingAfter: after) }, decoding: CursorPage.self,
                items: { $0.data }, next: { _, _ in
                    // Past the list, no cursor: a sequence that does not stop where it should reads them all.
                    let index = transport.recordedRequests.count - 1
                    return index < cursors.count ? cursors[index] : nil
                })
            var count = 0
            for try await _ in sequence.pages { count += 1 }
            #expect(count == pages, "\(cursors)")
        }
    }
}
