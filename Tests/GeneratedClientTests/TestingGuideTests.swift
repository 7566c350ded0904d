import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MoviesSDK
import Testing

/// The snippets of the "Testing your client" guide (Sources/EndpointKitTesting/EndpointKitTesting.docc/TestingYourClient.md),
/// compiled and run: a change that breaks the guide breaks this suite.
@Suite struct TestingGuideTests {
    static let popularPage = #"{"page": 1, "total_results": 1, "total_pages": 1, "results": [{"id": 7, "title": "Up", "overview": "", "vote_average": 8.1, "adult": false, "genre_ids": []}]}"#

    /// Code written against the protocol, as a view model is.
    static func firstTwoPages(of movies: some MoviesAPI) async throws -> Int {
        try await movies.popular(page: 1).results.count + movies.popular(page: 2).results.count
    }

    @Test @MainActor func aMainActorClassIsAFake() async throws {
        let fake = FakeMovies()
        #expect(try await Self.firstTwoPages(of: fake) == 0)
        #expect(fake.requestedPages == [1, 2])
    }

    @Test func answerEveryRequestTheSameWayAndCheckWhatWasSent() async throws {
        let transport = StubTransport(responding: .json(#"{"page": 1, "total_results": 0, "total_pages": 1, "results": []}"#))
        let movies = MoviesClient(apiKey: "key", shared: MoviesSharedParameters(), transport: transport)
        let page = try await movies.popular()
        #expect(page.results.isEmpty)

        let sent = try #require(transport.recordedRequests.last)
        #expect(sent.url?.absoluteString == "https://api.themoviedb.org/3/movie/popular?api_key=key&page=1")
        #expect(sent.httpMethod == "GET")
    }

    @Test func routesPlayScenariosAndErrorsReachTheCallerTyped() async throws {
        let popularPage = Self.popularPage
        let transport = StubTransport(routes: [
            StubRoute(.get, "/movie/{id}/videos", response: .json(#"{"id": 550, "results": []}"#)),
            StubRoute(.get, "/movie/popular", [.response(.status(503)), .response(.json(popularPage))]),
            StubRoute(.get, "/movie/now_playing", [.failure(URLError(.notConnectedToInternet))]),
        ])
        let movies = MoviesClient(apiKey: "key", shared: MoviesSharedParameters(), transport: transport)

        do {
            _ = try await movies.popular()
            Issue.record("the first answer is a 503")
        } catch let EndpointError.http(failure) {
            #expect(failure.statusCode == 503)
        }
        #expect(try await movies.popular().results.first?.title == "Up", "the server recovers")
        #expect(try await movies.video(id: 550).id == 550)
        do {
            _ = try await movies.newMovies()
            Issue.record("the connection is lost")
        } catch let EndpointError.noConnection(failure) {
            #expect((failure.underlyingError as? URLError)?.code == .notConnectedToInternet)
        }
    }

    @Test func theSpecsExamplesAnswer() async throws {
        let movies = MoviesClient(apiKey: "key", shared: MoviesSharedParameters(), transport: StubTransport(samples: MoviesEndpoint.sampleRoutes))
        let notFound = StubRoute(.get, "/movie/{id}/recommendations", [.response(StubResponse(MoviesEndpoint.recommendedSamples[404]!))])
        #expect(try await movies.recommended(id: 550).results.first?.title == "Pulp Fiction")
        #expect(notFound.outcomes.count == 1)
    }

    @Test func aTokenProviderRefreshesAfterA401() async throws {
        let tokens = TokenProvider(token: { "expired" }, refresh: { "fresh" })
        let configuration = APIClient.Configuration(server: Server(baseURL: "https://api.example.com"), credentials: [.bearer(tokens)])
        let transport = StubTransport(routes: [
            StubRoute(.get, "/me", [.response(.status(401)), .response(.json(#"{"name": "Ana"}"#))]),
        ])
        let client = APIClient(configuration: configuration, transport: transport)
        let me = try await client.send(Me(), decoding: [String: String].self)
        #expect(me == ["name": "Ana"])
        #expect(transport.recordedRequests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer expired", "Bearer fresh"])
    }

    @Test func aMultipartFileCarriesItsNameTypeAndBytes() {
        let file = MultipartFile(data: Data("hello".utf8), filename: "hello.txt", contentType: "text/plain")
        #expect(file.filename == "hello.txt" && file.contentType == "text/plain")
    }
}

/// A hand-written endpoint, as an app without a spec would declare one.
private struct Me: Endpoint {
    var method: HTTPMethod { .get }
    var path: String { "/me" }
    var requiresAuthentication: Bool { true }
}

/// The guide's fake: a main-actor class conforming to the generated protocol.
@MainActor final class FakeMovies: MoviesAPI {
    var requestedPages: [Int] = []
    func popular(page: Int) async throws -> MoviePage {
        requestedPages.append(page)
        return MoviePage(page: page, numberOfResults: 0, numberOfPages: 1, results: [])
    }
    func newMovies(page: Int) async throws -> MoviePage { try await popular(page: page) }
    func recommended(id: Int, page: Int) async throws -> MoviePage { try await popular(page: page) }
    func video(id: Int) async throws -> VideoList { VideoList(id: id, results: []) }
}
