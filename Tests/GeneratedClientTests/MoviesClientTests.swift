import EndpointKit
import EndpointKitTesting
import Foundation
import MoviesSDK
import Testing

@Suite struct MoviesClientTests {
    static let page = """
        {"page": 2, "total_results": 41, "total_pages": 3, "results": [
          {"id": 7, "title": "Up", "overview": "A house flies.", "poster_path": "/up.jpg", "vote_average": 8.1,
           "adult": false, "genre_ids": [16, 35]}
        ]}
        """

    @Test func popularBuildsTheExactRequestAndDecodesThePage() async throws {
        let transport = StubTransport(responding: .json(Self.page))
        let client = MoviesClient(
            server: MoviesEnvironment.staging.server, apiKey: "k&y", shared: MoviesSharedParameters(language: "en-US"),
            transport: transport
        )
        let page = try await client.popular(page: 2)
        let sent = try Recorded(transport)
        #expect(sent.method == "GET")
        #expect(sent.url == "https://staging-api.themoviedb.org/3/movie/popular?language=en-US&api_key=k%26y&page=2")
        #expect(sent.header("Accept") == "application/json")
        #expect(sent.request.httpBody == nil)
        #expect(page.numberOfResults == 41)
        #expect(page.results.first?.posterPath == "/up.jpg")
        #expect(page.results.first?.backdropPath == nil)
        #expect(page.results.first?.genreIds == [16, 35])
    }

    /// A generated endpoint states its case's name; the name logs read is the type's and that case's.
    @Test func aGeneratedEndpointNamesItsCase() {
        #expect(MoviesEndpoint.popular(page: 2).caseName == "popular")
        #expect(MoviesEndpoint.newMovies(page: 1).caseName == "newMovies")
        #expect(RequestContext(MoviesEndpoint.recommended(id: 550, page: 1)).endpointName == "MoviesEndpoint.recommended")
    }

    @Test func defaultsApplyAndOptionalSharedValuesAreOmitted() async throws {
        let transport = StubTransport(responding: .json(Self.page))
        let client = MoviesClient(apiKey: "key", shared: MoviesSharedParameters(), transport: transport)
        _ = try await client.recommended(id: 550)
        #expect(try Recorded(transport).url == "https://api.themoviedb.org/3/movie/550/recommendations?api_key=key&page=1")
    }

    @Test func unknownEnumValuesDecodeAndReencodeUnchanged() async throws {
        let body = """
            {"id": 1, "results": [{"id": "a", "key": "k", "name": "Trailer", "site": "Dailymotion", "size": 1080,
              "type": "Trailer", "published_at": "2024-03-01T10:00:00.000Z"}]}
            """
        let client = MoviesClient(apiKey: "k", shared: .init(), transport: StubTransport(responding: .json(body)))
        let video = try #require(try await client.video(id: 1).results.first)
        #expect(video.site == .unknown("Dailymotion"))
        #expect(video.publishedAt == Date(timeIntervalSince1970: 1_709_287_200))
        let encoded = try JSONEncoder().encode(video)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""site":"Dailymotion""#))
        #expect(VideoSite(rawValue: "YouTube") == .youTube)
    }

    @Test func aDeprecatedPropertyIsCheckedByValidateWithoutTouchingIt() throws {
        // `iso6391` is deprecated and two letters long; `validate()` checks it through `DeprecatedPropertyValidation`,
        // and this test never names the property, so it builds without a deprecation warning too.
        let decoder = JSONDecoder()
        let valid = try decoder.decode(Video.self, from: Data(#"{"id": "a", "key": "k", "name": "T", "site": "YouTube", "size": 1, "type": "Trailer", "iso_639_1": "en"}"#.utf8))
        try valid.validate()
        let invalid = try decoder.decode(Video.self, from: Data(#"{"id": "a", "key": "k", "name": "T", "site": "YouTube", "size": 1, "type": "Trailer", "iso_639_1": "eng"}"#.utf8))
        do {
            try invalid.validate()
            Issue.record("expected a validation error")
        } catch let EndpointError.invalidRequest(reason) {
            #expect(reason == .validationFailed(ValidationFailure(parameter: "Video.iso6391", rule: .maxLength(2))))
        }
    }

    @Test func aListChecksTheModelsItHoldsAndNamesTheOneThatFails() throws {
        // VideoList has no constraints of its own; its validate() checks each video, which it did not, and names the
        // failing one by its index, where it named the model's type alone.
        let video = #"{"id": "a", "key": "k", "name": "T", "site": "YouTube", "size": 1, "type": "Trailer", "iso_639_1": "en"}"#
        let list = #"{"id": 1, "results": [\#(video), \#(video.replacingOccurrences(of: "\"en\"", with: "\"eng\""))]}"#
        let invalid = try JSONDecoder().decode(VideoList.self, from: Data(list.utf8))
        do {
            try invalid.validate()
            Issue.record("expected a validation error")
        } catch let EndpointError.invalidRequest(reason) {
            #expect(reason == .validationFailed(ValidationFailure(parameter: "VideoList.results[1].iso6391", rule: .maxLength(2))))
        }
        try JSONDecoder().decode(VideoList.self, from: Data(list.replacingOccurrences(of: "eng", with: "en").utf8)).validate()
    }

    @Test func errorBodyBecomesTheTypedError() async throws {
        let body = #"{"status_message": "Invalid API key: You must be granted a valid key.", "status_code": 7}"#
        let client = MoviesClient(apiKey: "bad", shared: .init(), transport: StubTransport(responding: .json(body, status: 401)))
        do {
            _ = try await client.popular()
            Issue.record("expected an error")
        } catch let EndpointError.http(failure) {
            #expect(failure.statusCode == 401)
            #expect(failure.isAuthentication)
            #expect(failure.message == "Invalid API key: You must be granted a valid key.")
            #expect((failure.payload as? MovieError)?.statusCode == 7)
        }
    }

    @Test func missingRequiredFieldIsADecodingErrorWithItsPath() async throws {
        let body = #"{"page": 1, "total_results": 1, "total_pages": 1, "results": [{"id": 1}]}"#
        let client = MoviesClient(apiKey: "k", shared: .init(), transport: StubTransport(responding: .json(body)))
        do {
            _ = try await client.newMovies()
            Issue.record("expected an error")
        } catch let EndpointError.decoding(failure) {
            #expect(failure.codingPath.hasPrefix("results[0]"), "\(failure.codingPath)")
        }
    }

    @Test func pageOutOfRangeFailsBeforeSending() async throws {
        let transport = StubTransport(responding: .json(Self.page))
        let client = MoviesClient(apiKey: "k", shared: .init(), transport: transport)
        do {
            _ = try await client.popular(page: 0)
            Issue.record("expected a validation error")
        } catch let EndpointError.invalidRequest(.validationFailed(failure)) {
            #expect(failure == ValidationFailure(parameter: "page", rule: .minimum("1")))
        }
        #expect(transport.recordedRequests.isEmpty)
    }
}
