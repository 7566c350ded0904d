import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MoviesSDK

/// Requests built per second: generated endpoints through `APIClient.urlRequest(for:)` vs the seed router.
enum RequestBenchmarks {
    static func run() async throws -> (Table, UInt64) {
        let client = APIClient(configuration: BenchFixtures.configuration(), transport: StubTransport(responding: .status(200)))
        let configuration = client.configuration
        // What APIClient hands RequestBuilder once the API key credential is applied.
        let builder = RequestBuilder(
            server: configuration.server,
            sharedQuery: configuration.sharedQuery + [QueryItem("api_key", BenchFixtures.apiKey)],
            sharedHeaders: configuration.sharedHeaders
        )
        let router = SeedRouter()

        var table = Table(title: "2. Requests built per second (EndpointKit vs seed router; ratio > 1 = EndpointKit faster)")
        let parityResult = try await parity(client: client, router: router)
        table.add(Row(name: "parity (method, URL, query set, headers, body bytes)", value: parityResult))
        var checksum: UInt64 = 0

        let recommendedBody: (Int) async throws -> UInt64 = { n in
            var sum: UInt64 = 0
            for i in 0..<n { sum &+= digest(try await client.urlRequest(for: MoviesEndpoint.recommended(id: id(i), page: page(i)))) }
            return sum
        }
        let seedRecommendedBody: (Int) async throws -> UInt64 = { n in
            var sum: UInt64 = 0
            for i in 0..<n { sum &+= digest(try router.buildRequest(from: SeedMovieAPI.recommended(id: id(i), page: page(i)))) }
            return sum
        }
        let (recommended, seedRecommended) = try await Measure.compare(recommendedBody, seedRecommendedBody)
        table.add(.rate("GET recommended(id:page:) via APIClient.urlRequest", recommended, baseline: seedRecommended))

        let (builderOnly, seedRecommended2) = try await Measure.compare({ n in
            var sum: UInt64 = 0
            for i in 0..<n { sum &+= digest(try builder.makeRequest(for: MoviesEndpoint.recommended(id: id(i), page: page(i)))) }
            return sum
        }, seedRecommendedBody)
        table.add(.rate("GET recommended via RequestBuilder (sync, no APIClient)", builderOnly, baseline: seedRecommended2))

        let (mix, seedMix) = try await Measure.compare({ n in
            var sum: UInt64 = 0
            for i in 0..<n {
                let endpoint: MoviesEndpoint = switch i % 3 {
                case 0: .popular(page: page(i))
                case 1: .recommended(id: id(i), page: page(i))
                default: .video(id: id(i))
                }
                sum &+= digest(try await client.urlRequest(for: endpoint))
            }
            return sum
        }, { n in
            var sum: UInt64 = 0
            for i in 0..<n {
                let route: SeedMovieAPI = switch i % 3 {
                case 0: .popular(page: page(i))
                case 1: .recommended(id: id(i), page: page(i))
                default: .video(id: id(i))
                }
                sum &+= digest(try router.buildRequest(from: route))
            }
            return sum
        })
        table.add(.rate("GET mix popular/recommended/video via APIClient", mix, baseline: seedMix))

        let (post, seedPost) = try await Measure.compare({ n in
            var sum: UInt64 = 0
            for i in 0..<n { sum &+= digest(try await client.urlRequest(for: addFriend(i))) }
            return sum
        }, { n in
            var sum: UInt64 = 0
            for i in 0..<n { sum &+= digest(try router.buildRequest(from: seedAddFriend(i))) }
            return sum
        })
        table.add(.rate("POST JSON body addFriend (4 fields) via APIClient", post, baseline: seedPost))

        for result in [recommended, seedRecommended, builderOnly, seedRecommended2, mix, seedMix, post, seedPost] { checksum &+= result.checksum }
        return (table, checksum)
    }

    // Inputs vary per iteration so nothing can be hoisted or cached.
    static func id(_ i: Int) -> Int { 550 + (i & 1023) }
    static func page(_ i: Int) -> Int { 1 + (i & 7) }
    static func message(_ i: Int) -> String { "Hi! We met at the climbing gym #\(i & 63)" }

    static func addFriend(_ i: Int) -> FriendsBenchEndpoint {
        .addFriend(userId: BenchFixtures.userId, body: FriendRequest(
            friendId: BenchFixtures.friendIds[i & 15], message: message(i), notify: i & 1 == 0, tags: BenchFixtures.tags))
    }

    static func seedAddFriend(_ i: Int) -> SeedMovieAPI {
        .addFriend(userId: BenchFixtures.userId, friendId: BenchFixtures.friendIds[i & 15], message: message(i),
                   notify: i & 1 == 0, tags: BenchFixtures.tags)
    }

    /// Folds the parts of a request both sides produce into the checksum.
    static func digest(_ request: URLRequest) -> UInt64 {
        UInt64(request.url?.absoluteString.utf8.count ?? 0) &+ UInt64(request.httpBody?.count ?? 0)
    }

    /// Checks that both sides build equivalent requests (query order aside: the seed's comes from a dictionary).
    static func parity(client: APIClient, router: SeedRouter) async throws -> String {
        let pairs: [(String, URLRequest, URLRequest)] = [
            ("popular", try await client.urlRequest(for: MoviesEndpoint.popular(page: 2)), try router.buildRequest(from: SeedMovieAPI.popular(page: 2))),
            ("recommended", try await client.urlRequest(for: MoviesEndpoint.recommended(id: 550, page: 3)),
             try router.buildRequest(from: SeedMovieAPI.recommended(id: 550, page: 3))),
            ("video", try await client.urlRequest(for: MoviesEndpoint.video(id: 551)), try router.buildRequest(from: SeedMovieAPI.video(id: 551))),
            ("addFriend", try await client.urlRequest(for: addFriend(5)), try router.buildRequest(from: seedAddFriend(5))),
        ]
        var mismatches: [String] = []
        for (name, ours, theirs) in pairs {
            let a = URLComponents(url: ours.url!, resolvingAgainstBaseURL: false)!
            let b = URLComponents(url: theirs.url!, resolvingAgainstBaseURL: false)!
            let queryA = Set((a.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" })
            let queryB = Set((b.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" })
            let headersA = (ours.allHTTPHeaderFields ?? [:]).map { ($0.key.lowercased(), $0.value) }.sorted { $0.0 < $1.0 }
            let headersB = (theirs.allHTTPHeaderFields ?? [:]).map { ($0.key.lowercased(), $0.value) }.sorted { $0.0 < $1.0 }
            if ours.httpMethod != theirs.httpMethod { mismatches.append("\(name): method") }
            if a.scheme != b.scheme || a.host != b.host || a.percentEncodedPath != b.percentEncodedPath {
                mismatches.append("\(name): URL \(ours.url!) vs \(theirs.url!)")
            }
            if queryA != queryB { mismatches.append("\(name): query \(queryA.sorted()) vs \(queryB.sorted())") }
            if headersA.map(\.0) != headersB.map(\.0) || headersA.map(\.1) != headersB.map(\.1) {
                mismatches.append("\(name): headers \(headersA) vs \(headersB)")
            }
            if ours.httpBody != theirs.httpBody {
                let show = { (data: Data?) in data.map { String(decoding: $0, as: UTF8.self) } ?? "nil" }
                mismatches.append("\(name): body \(show(ours.httpBody)) vs \(show(theirs.httpBody))")
            }
        }
        if mismatches.isEmpty { return "OK (\(pairs.count) endpoints)" }
        for mismatch in mismatches { print("parity mismatch: \(mismatch)") }
        return "MISMATCH (\(mismatches.count))"
    }
}
