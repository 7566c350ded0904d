@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Pages whose body holds the next page's URL, as Django REST framework's `next` and Spotify's paging object do.
@Suite struct NextURLPagingTests {
    struct RepoPage: Decodable, Sendable {
        var next: String?
        var results: [Movie]
    }

    /// A transport answering `/repos` pages 1…3 of two items each, each page's `next` being `next(page)`.
    static func transport(next: @escaping @Sendable (Int) -> String?) -> StubTransport {
        StubTransport { request in
            let page = Int(URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "page" }?.value ?? "1") ?? 1
            let items = [1, 2].map { #"{"id": \#(page * 10 + $0), "title": "r"}"# }.joined(separator: ",")
            let link = next(page).map { #""\#($0)""# } ?? "null"
            return StubResponse.json(#"{"count": 6, "next": \#(link), "previous": null, "results": [\#(items)]}"#)
        }
    }

    static func repos(_ client: APIClient) -> PageSequence<Movie> {
        client.pages(linkedFrom: PagedAPI.linked, decoding: RepoPage.self, items: { $0.results }, next: { $0.next })
    }

    @Test func followsTheNextURLWithTheEndpointsCredentialsUntilItIsNull() async throws {
        let transport = Self.transport { $0 < 3 ? "http://127.0.0.1:8000/api/v3/repos?per_page=2&page=\($0 + 1)" : nil }
        let client = makeClient(transport, credentials: [.apiKey(name: "api_key", value: "k", location: .query),
                                                         .token(header: "Authorization", scheme: "Bearer", provider: TokenProvider { "t" })])
        var ids: [Int] = []
        for try await repo in Self.repos(client).items { ids.append(repo.id) }
        #expect(ids == [11, 12, 21, 22, 31, 32])
        #expect(transport.recordedRequests.map { $0.url?.absoluteString } == [
            "http://127.0.0.1:8000/api/v3/repos?api_key=k&per_page=2",
            "http://127.0.0.1:8000/api/v3/repos?per_page=2&page=2&api_key=k",
            "http://127.0.0.1:8000/api/v3/repos?per_page=2&page=3&api_key=k",
        ])
        #expect(transport.recordedRequests.allSatisfy { $0.value(forHTTPHeaderField: "Authorization") == "Bearer t" })
    }

    @Test func anEmptyNextEndsThePagesAndARelativeOneResolvesAgainstThePage() async throws {
        let transport = Self.transport { $0 == 1 ? "repos?page=2" : "" }
        let client = makeClient(transport)
        var count = 0
        for try await _ in Self.repos(client).pages { count += 1 }
        #expect(count == 2)
        #expect(transport.recordedRequests.last?.url?.absoluteString == "http://127.0.0.1:8000/api/v3/repos?page=2")
    }

    @Test func aNextURLOfAnotherOriginIsRefusedWithoutSendingAnything() async throws {
        let transport = Self.transport { $0 == 1 ? "https://evil.example.com/api/v3/repos?page=2" : nil }
        let client = makeClient(transport, credentials: [.token(header: "Authorization", scheme: "Bearer", provider: TokenProvider { "secret" })])
        var iterator = Self.repos(client).pages.makeAsyncIterator()
        #expect(try await iterator.next()?.items.count == 2)
        let error = await endpointError { _ = try await iterator.next() }
        guard case .invalidRequest(.crossOriginLink(let origin))? = error else {
            Issue.record("expected crossOriginLink, got \(String(describing: error))")
            return
        }
        #expect(origin == "https://evil.example.com")
        #expect(transport.recordedRequests.count == 1)
    }

    @Test func aNextURLBackToAPageAlreadyReadEndsThePages() async throws {
        // Page 2 names itself as the next page.
        let transport = Self.transport { _ in "http://127.0.0.1:8000/api/v3/repos?page=2" }
        let client = makeClient(transport)
        var count = 0
        for try await _ in Self.repos(client).pages { count += 1 }
        #expect(count == 2)
        #expect(transport.recordedRequests.count == 2)
    }
}
