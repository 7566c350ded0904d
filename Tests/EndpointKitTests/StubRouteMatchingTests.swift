@testable import EndpointKit
@testable import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Which requests a ``StubRoute`` answers, and which sample it picks.
@Suite struct StubRouteMatchingTests {
    private func request(_ method: String, _ path: String) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://api.example.com\(path)?q=1")!)
        request.httpMethod = method
        return request
    }

    @Test(arguments: [
        ("/movie/{id}/videos", "/3/movie/550/videos", true),
        ("/movie/{id}/videos", "/movie/550/videos", true),
        ("/movie/{id}/videos", "/3/movie//videos", false),
        ("/movie/{id}/videos", "/3/movie/550/videos/extra", false),
        ("/movie/550", "/3/xmovie/550", false),
        ("/movie/550", "/3/movie/550", true),
        ("/a%20b/{x}", "/v1/a%20b/c", true),
        ("/items", "/", false),
    ])
    func pathsMatchSegmentBySegmentFromTheEnd(route: String, path: String, matches: Bool) {
        #expect(StubRoute(.get, route, response: .status(200)).matches(request("GET", path)) == matches)
    }

    /// A route written without its leading `/` (`movie/{id}`) is the same route: its first segment still has to match.
    @Test func aRouteWithoutItsLeadingSlashKeepsItsFirstSegment() {
        let route = StubRoute(.get, "movie/{id}", response: .status(200))
        #expect(route.matches(request("GET", "/3/movie/550")))
        #expect(!route.matches(request("GET", "/3/tv/550")))
    }

    /// Sample routes come in spec order, so `/users/{id}` may precede `/users/me`; the literal route still answers.
    @Test func theMostSpecificMatchingRouteAnswers() async throws {
        let transport = StubTransport(routes: [
            StubRoute(.get, "/users/{id}", response: .json(#"{"who":"id"}"#)),
            StubRoute(.get, "/users/me", response: .json(#"{"who":"me"}"#)),
            StubRoute(.get, "/users/{id}/posts", response: .json(#"{"who":"first"}"#)),
            StubRoute(.get, "/users/{name}/posts", response: .json(#"{"who":"second"}"#)),
        ])
        func answer(_ path: String) async throws -> String {
            String(decoding: try await transport.send(request("GET", path)).0, as: UTF8.self)
        }
        #expect(try await answer("/users/me") == #"{"who":"me"}"#)
        #expect(try await answer("/users/7") == #"{"who":"id"}"#)
        #expect(try await answer("/users/7/posts") == #"{"who":"first"}"#, "the first of equally specific routes")
    }

    @Test func theMethodMustMatchUnlessAny() {
        #expect(!StubRoute(.post, "/items", response: .status(200)).matches(request("GET", "/items")))
        #expect(StubRoute(nil, "/items", response: .status(200)).matches(request("DELETE", "/items")))
    }

    @Test func samplesAnswerWithTheLowest2xxElseTheLowestStatus() {
        func status(_ statuses: [Int]) -> Int? {
            let samples = Dictionary(uniqueKeysWithValues: statuses.map { ($0, SampleResponse.json("{}", status: $0)) })
            guard case .response(let response)? = StubRoute(SampleRoute(.get, "/x", samples: samples)).outcomes.first else { return nil }
            return response.status
        }
        #expect(status([404, 201, 200]) == 200)
        #expect(status([500, 404]) == 404)
        #expect(status([]) == 404)
    }

    @Test func aSampleAnswersWithItsBodyAndContentType() {
        let response = StubResponse(SampleResponse(status: 201, contentType: "application/problem+json", body: #"{"a":1}"#))
        #expect(response.status == 201)
        #expect(response.headers == ["Content-Type": "application/problem+json"])
        #expect(response.body == Data(#"{"a":1}"#.utf8))
    }
}
