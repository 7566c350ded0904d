import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// Records the URL and Authorization field of each request that passes through it.
private final class RequestLog: Middleware {
    private let entries = Mutex<[(url: String, authorization: String?)]>([])
    var urls: [String] { entries.withLock { $0.map(\.url) } }
    var authorizations: [String?] { entries.withLock { $0.map(\.authorization) } }

    func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        entries.withLock { $0.append((request.url?.absoluteString ?? "", request.value(forHTTPHeaderField: "Authorization"))) }
        return try await next(request)
    }
}

/// The generated `…Pages` methods against serve.py's `/pages/*` routes: seven items, three per page.
@Suite(.requiresHTTPBin) struct PagingEndToEndTests {
    static let allIDs = (1...7).map { "item\($0)" }

    /// The path and query of each URL, for comparing without the server's port.
    static func targets(_ urls: [String]) -> [String] {
        urls.map { url in URLComponents(string: url).map { $0.percentEncodedPath + ($0.percentEncodedQuery.map { "?" + $0 } ?? "") } ?? url }
    }

    @Test func pageNumbersStopAtTheTotal() async throws {
        let log = RequestLog()
        let pages = try await TestServer.client(middleware: [log]).pages.numberedPages(size: 3)
        var ids: [String] = []
        for try await item in pages.items { ids.append(item.id) }
        #expect(ids == Self.allIDs)
        #expect(Self.targets(log.urls) == [1, 2, 3].map { "/pages/number?client=endpointkit&size=3&page=\($0)" })
    }

    @Test func cursorsFollowTheLastItemUntilHasMoreIsFalseWithTheTokenOnEveryPage() async throws {
        let log = RequestLog()
        let pages = try await TestServer.client(middleware: [log]).pages.cursoredPages(size: 3)
        var sizes: [Int] = []
        for try await page in pages.pages { sizes.append(page.items.count) }
        #expect(sizes == [3, 3, 1])
        #expect(Self.targets(log.urls) == [
            "/pages/cursor?client=endpointkit&size=3",
            "/pages/cursor?client=endpointkit&size=3&starting_after=item3",
            "/pages/cursor?client=endpointkit&size=3&starting_after=item6",
        ])
        #expect(log.authorizations == Array(repeating: "Bearer secret-token", count: 3))
    }

    @Test func linksAreFollowedOnTheSameServer() async throws {
        let log = RequestLog()
        var ids: [String] = []
        for try await item in try await TestServer.client(middleware: [log]).pages.linkedPages(size: 3).items { ids.append(item.id) }
        #expect(ids == Self.allIDs)
        #expect(Self.targets(log.urls) == [
            "/pages/link?client=endpointkit&size=3",
            "/pages/link?size=3&page=2&client=endpointkit",
            "/pages/link?size=3&page=3&client=endpointkit",
        ])
        #expect(log.authorizations == Array(repeating: "Bearer secret-token", count: 3))
    }

    @Test func nextURLsInTheBodyAreFollowedWithTheCredentials() async throws {
        let log = RequestLog()
        var ids: [String] = []
        for try await item in try await TestServer.client(middleware: [log]).pages.nextedPages(size: 3).items { ids.append(item.id) }
        #expect(ids == Self.allIDs)
        #expect(Self.targets(log.urls) == [
            "/pages/next?client=endpointkit&size=3",
            "/pages/next?size=3&page=2&client=endpointkit",
            "/pages/next?size=3&page=3&client=endpointkit",
        ])
        #expect(log.authorizations == Array(repeating: "Bearer secret-token", count: 3))
    }

    @Test func aLinkToAnotherOriginIsRefusedAfterTheFirstPage() async throws {
        let log = RequestLog()
        var iterator = try await TestServer.client(middleware: [log]).pages.linkedPages(size: 3, away: true).pages.makeAsyncIterator()
        #expect(try await iterator.next()?.items.count == 3)
        let error = await endpointError { _ = try await iterator.next() }
        guard case .invalidRequest(.crossOriginLink(let origin))? = error else {
            Issue.record("expected crossOriginLink, got \(String(describing: error))")
            return
        }
        #expect(origin == "http://elsewhere.invalid", "the origin as the link writes it, without a port it does not name")
        #expect(log.urls.count == 1)
    }

    @Test func breakingOffEarlySendsNoFurtherRequest() async throws {
        let log = RequestLog()
        for try await item in try await TestServer.client(middleware: [log]).pages.numberedPages(size: 3).items where item.id == "item2" { break }
        #expect(log.urls.count == 1)
    }
}
