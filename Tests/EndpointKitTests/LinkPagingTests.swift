@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct LinkPagingTests {
    /// A transport answering `/repos` pages 1…3 of two items each, linking each page to the next with `next(page)`.
    static func transport(next: @escaping @Sendable (Int) -> String?) -> StubTransport {
        StubTransport { request in
            let page = Int(URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "page" }?.value ?? "1") ?? 1
            let body = "[" + [1, 2].map { #"{"id": \#(page * 10 + $0), "title": "r"}"# }.joined(separator: ",") + "]"
            var response = StubResponse.json(body)
            if let link = next(page) { response.headers["Link"] = "<\(link)>; rel=\"next\", <https://127.0.0.1:8000/last>; rel=\"last\"" }
            return response
        }
    }

    static func repos(_ client: APIClient) -> PageSequence<Movie> {
        client.pages(linkedFrom: PagedAPI.linked, decoding: [Movie].self, items: { $0 })
    }

    @Test func followsNextLinksWithTheEndpointsHeadersAndCredentials() async throws {
        let transport = Self.transport { $0 < 3 ? "http://127.0.0.1:8000/api/v3/repos?per_page=2&page=\($0 + 1)" : nil }
        let client = makeClient(transport, sharedQuery: [QueryItem("lang", "en")],
                                credentials: [.apiKey(name: "api_key", value: "k", location: .query), .token(header: "Authorization", scheme: "Bearer", provider: TokenProvider { "t" })])
        var ids: [Int] = []
        for try await repo in Self.repos(client).items { ids.append(repo.id) }
        #expect(ids == [11, 12, 21, 22, 31, 32])
        #expect(transport.recordedRequests.map { $0.url?.absoluteString } == [
            "http://127.0.0.1:8000/api/v3/repos?lang=en&api_key=k&per_page=2",
            "http://127.0.0.1:8000/api/v3/repos?per_page=2&page=2&lang=en&api_key=k",
            "http://127.0.0.1:8000/api/v3/repos?per_page=2&page=3&lang=en&api_key=k",
        ])
        #expect(transport.recordedRequests.allSatisfy { $0.value(forHTTPHeaderField: "Authorization") == "Bearer t" })
    }

    @Test func aLinkThatAlreadyCarriesTheAPIKeyDoesNotGetItTwiceAndRelativeLinksResolve() async throws {
        let transport = Self.transport { $0 == 1 ? "repos?page=2&api_key=k" : nil }
        let client = makeClient(transport, credentials: [.apiKey(name: "api_key", value: "k", location: .query)])
        var count = 0
        for try await _ in Self.repos(client).pages { count += 1 }
        #expect(count == 2)
        #expect(transport.recordedRequests.last?.url?.absoluteString == "http://127.0.0.1:8000/api/v3/repos?page=2&api_key=k")
    }

    /// A next page promised by a link no URL can be made of is an error, not the end of the list.
    @Test func aNextLinkThatIsNoURLIsAnErrorAfterThePageItEndsIn() async throws {
        let transport = Self.transport { $0 == 1 ? "http://[::1" : nil }
        let client = makeClient(transport)
        var iterator = Self.repos(client).pages.makeAsyncIterator()
        #expect(try await iterator.next()?.items.count == 2)
        let error = await endpointError { _ = try await iterator.next() }
        guard case .invalidRequest(.invalidURL(let url))? = error else {
            Issue.record("expected invalidURL, got \(String(describing: error))")
            return
        }
        #expect(url == "http://[::1")
        #expect(transport.recordedRequests.count == 1)
    }

    /// A base URL's user and password are its credentials: the next page on its origin carries them too.
    @Test(arguments: ["http://127.0.0.1:8000/api/v3/repos?page=2", "http://bob@127.0.0.1:8000/api/v3/repos?page=2"])
    func theNextPageKeepsTheBaseURLsUserAndPassword(link: String) async throws {
        let transport = Self.transport { $0 == 1 ? link : nil }
        let client = APIClient(configuration: .init(server: Server(baseURL: "http://bob:pw@127.0.0.1:8000/api/v3"), timeout: 5), transport: transport)
        var count = 0
        for try await _ in Self.repos(client).pages { count += 1 }
        #expect(count == 2)
        #expect(transport.recordedRequests.map { $0.url?.absoluteString } == [
            "http://bob:pw@127.0.0.1:8000/api/v3/repos?per_page=2", "http://bob:pw@127.0.0.1:8000/api/v3/repos?page=2",
        ])
    }

    @Test(arguments: ["https://127.0.0.1:8000/api/v3/repos?page=2", "http://127.0.0.2:8000/api/v3/repos?page=2",
                      "http://127.0.0.1:9000/api/v3/repos?page=2", "http://evil.example.com/api/v3/repos?page=2"])
    func aLinkToAnotherOriginIsRefusedWithoutSendingAnything(link: String) async throws {
        let transport = Self.transport { $0 == 1 ? link : nil }
        let client = makeClient(transport, credentials: [.token(header: "Authorization", scheme: "Bearer", provider: TokenProvider { "secret" })])
        var iterator = Self.repos(client).pages.makeAsyncIterator()
        #expect(try await iterator.next()?.items.count == 2)
        let error = await endpointError { _ = try await iterator.next() }
        guard case .invalidRequest(.crossOriginLink(let origin))? = error else {
            Issue.record("expected crossOriginLink, got \(String(describing: error))")
            return
        }
        #expect(origin == APIClient.readableOrigin(of: URLComponents(string: link)!))
        #expect(!origin.contains("page"))
        #expect(transport.recordedRequests.count == 1)
    }

    /// A link to `file:///etc/passwd` was said to lead to `file://:-1`.
    @Test(arguments: [("file:///etc/passwd", "a file: URL without a host"), ("https://cdn.example.com/p?page=2", "https://cdn.example.com"),
                      ("http://127.0.0.1:9000/api/v3/repos?page=2", "http://127.0.0.1:9000")])
    func aRefusedLinkNamesItsSchemeAndHost(link: String, shown: String) async throws {
        let transport = Self.transport { $0 == 1 ? link : nil }
        var iterator = Self.repos(makeClient(transport)).pages.makeAsyncIterator()
        _ = try await iterator.next()
        let error = await endpointError { _ = try await iterator.next() }
        #expect(error?.localizedDescription.contains("leads to \(shown), not to the client's server") == true, "\(String(describing: error))")
        #expect(error?.localizedDescription.contains("-1") == false)
    }

    /// links that come round again (2 → 1 → 2) fetched pages forever.
    @Test func aLinkBackToAPageAlreadyReadEndsTheList() async throws {
        let transport = Self.transport { "http://127.0.0.1:8000/api/v3/repos?page=\($0 == 2 ? 1 : 2)" }
        var count = 0
        for try await _ in Self.repos(makeClient(transport)).pages {
            count += 1
            if count > 10 { break }
        }
        #expect(transport.recordedRequests.compactMap { $0.url?.query } == ["per_page=2", "page=2", "page=1"])
        #expect(count == 3)
    }

    /// The first page's own URL counts as read: a link back to it (2 → first) ends the list rather than reading it again.
    @Test func aLinkBackToTheFirstPageEndsTheList() async throws {
        let transport = Self.transport { $0 == 2 ? "http://127.0.0.1:8000/api/v3/repos?per_page=2" : "http://127.0.0.1:8000/api/v3/repos?page=2" }
        var count = 0
        for try await _ in Self.repos(makeClient(transport)).pages {
            count += 1
            if count > 10 { break }
        }
        #expect(transport.recordedRequests.compactMap { $0.url?.query } == ["per_page=2", "page=2"])
        #expect(count == 2)
    }

    /// The query goes before a fragment, which is never sent: after it, the key was lost from every later page.
    @Test func aLinkWithAFragmentStillCarriesTheKey() async throws {
        let transport = Self.transport { $0 == 1 ? "http://127.0.0.1:8000/api/v3/repos?page=2#frag" : nil }
        let client = makeClient(transport, credentials: [.apiKey(name: "api_key", value: "k", location: .query)])
        for try await _ in Self.repos(client).pages {}
        #expect(transport.recordedRequests.last?.url?.absoluteString == "http://127.0.0.1:8000/api/v3/repos?page=2&api_key=k")
    }

    @Test func theSameOriginWithTheDefaultPortWrittenOutIsFollowed() async throws {
        let transport = StubTransport { request in
            request.url?.query == "page=2" ? .json("[]") : StubResponse(status: 200, headers: ["Link": "<https://api.example.com:443/v1/r?page=2>; rel=next"], body: Data("[]".utf8))
        }
        let client = APIClient(configuration: .init(server: Server(baseURL: "https://API.example.com/v1")), transport: transport)
        var count = 0
        for try await _ in client.pages(linkedFrom: PagedAPI.linked, decoding: [Movie].self, items: { $0 }).pages { count += 1 }
        // The first page is empty, which also ends the list: only a non-empty page would follow its link.
        #expect(count == 1)
        #expect(transport.recordedRequests.count == 1)
    }

    /// `https://host:443` is the origin of `https://host`: a link that names the default port is followed, not refused
    /// as another origin's.
    @Test func aLinkNamingTheDefaultPortIsOnTheSameOrigin() async throws {
        let transport = Self.transport { $0 == 1 ? "https://api.example.com:443/api/v3/repos?page=2" : nil }
        let client = APIClient(configuration: .init(server: Server(baseURL: "https://api.example.com/api/v3"), timeout: 5), transport: transport)
        var count = 0
        for try await _ in Self.repos(client).pages { count += 1 }
        #expect(count == 2)
        #expect(transport.recordedRequests.last?.url?.absoluteString == "https://api.example.com:443/api/v3/repos?page=2")
    }
}
