import EndpointKit
import Foundation
import MoviesSDK

/// The values shared by both sides of the request and response benchmarks.
enum BenchFixtures {
    static let apiKey = "7f3c2b9a41d04e8c9b6a5f2e1d0c3b4a"
    static let language = "en-US"
    /// Sent on every request; `Accept` is what EndpointKit always adds, so the seed sets it too.
    static let sharedHeaders: [String: String] = [
        "Accept": "application/json",
        "X-Client": "endpoint-bench/1.0",
        "X-Device-Type": "ios",
    ]
    static let userId = UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3301")!
    static let friendIds: [UUID] = (0..<16).map { index in
        UUID(uuidString: String(format: "6BA7B810-9DAD-11D1-80B4-00C04FD430%02X", index))!
    }
    static let tags = ["school", "climbing", "book club"]

    /// A client configured like `MoviesClient.init(server:apiKey:shared:…)` does, plus shared headers.
    static func configuration() -> APIClient.Configuration {
        APIClient.Configuration(
            server: MoviesEnvironment.production.server,
            sharedQuery: [QueryItem("language", language)],
            sharedHeaders: sharedHeaders.filter { $0.key != "Accept" }.sorted { $0.key < $1.key }
                .map { HTTPHeader(name: $0.key, value: $0.value) },
            credentials: [.apiKey(name: "api_key", value: apiKey, location: .query)],
            errorBody: MovieError.self
        )
    }

    /// A realistic `/movie/popular` page: 20 movies with TMDB's extra fields, some nulls, long overviews.
    /// Doubles have three decimals as TMDB sends them: corelibs `JSONSerialization` misreads 17-digit
    /// doubles such as `7.6000000000000005` (as `7.6`), which would fail the parity check.
    static let moviePageJSON: Data = moviePage(count: 20)

    /// An empty page: with it the whole-client benchmark measures the client's own per-request cost.
    static let emptyMoviePageJSON: Data = moviePage(count: 0)

    static func moviePage(count: Int) -> Data {
        let titles = ["Fight Club", "The Matrix", "Inception", "Parasite", "Spirited Away", "Heat", "Alien",
                      "Amélie", "Se7en", "Arrival"]
        let movies = (0..<count).map { index -> String in
            let id = 550 + index * 37
            let title = titles[index % titles.count] + (index >= titles.count ? " II" : "")
            let overview = "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression "
                + "into a shocking new form of therapy. Their concept catches on, with underground \\\"fight clubs\\\" "
                + "forming in every town, until an eccentric gets in the way and ignites an out-of-control spiral \(index)."
            let poster = index % 5 == 3 ? "null" : "\"/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK\(index).jpg\""
            let backdrop = index % 4 == 1 ? "null" : "\"/hZkgoQYus5vegHoetLkCJzb17zJ\(index).jpg\""
            let genres = (0..<(1 + index % 4)).map { String(18 + $0 * 17) }.joined(separator: ",")
            return """
            {"adult":\(index == 7),"backdrop_path":\(backdrop),"genre_ids":[\(genres)],"id":\(id),\
            "original_language":"en","original_title":"\(title)","overview":"\(overview)",\
            "popularity":\(String(format: "%.3f", 61.4 + Double(index) * 3.25)),"poster_path":\(poster),"release_date":"1999-10-\(10 + index)",\
            "title":"\(title)","video":false,"vote_average":\(String(format: "%.3f", 8.433 - Double(index) / 10)),"vote_count":\(26_280 - index * 311)}
            """
        }
        let text = #"{"page":1,"results":["# + movies.joined(separator: ",") + #"],"total_pages":45512,"total_results":910233}"#
        return Data(text.utf8)
    }
}

/// A Users/Friends-like JSON body.
struct FriendRequest: Encodable, Sendable {
    var friendId: UUID
    var message: String
    var notify: Bool
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case friendId = "friend_id"
        case message
        case notify
        case tags
    }
}

/// A hand-written endpoint with a path parameter and a JSON body, written like generated code.
enum FriendsBenchEndpoint: Endpoint {
    case addFriend(userId: UUID, body: FriendRequest)

    var method: HTTPMethod {
        switch self {
        case .addFriend: .post
        }
    }

    var path: String {
        switch self {
        case let .addFriend(userId, _): "/users/\(PathSegment(userId))/friends"
        }
    }

    var body: RequestBody? {
        switch self {
        case let .addFriend(_, body): .json(body)
        }
    }
}
