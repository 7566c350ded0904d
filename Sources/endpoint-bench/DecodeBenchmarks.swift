import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MoviesSDK

/// Responses decoded per second: a 20-movie `MoviePage` through the whole client and through `JSONDecoder`
/// alone, vs `JSONSerialization` + hand-mapping (alone, and behind the seed router's stubbed request).
enum DecodeBenchmarks {
    static func run() async throws -> (Table, UInt64) {
        let body = BenchFixtures.moviePageJSON
        var table = Table(title: "3. Responses decoded per second (\(Format.count(Double(body.count))) B MoviePage, 20 movies; ratio > 1 = EndpointKit faster)")
        table.add(Row(name: "parity (every field of every movie)", value: parity(body)))

        let (client, seedClient) = try await Measure.compare(viaClient(body), viaSeedRouter(body))
        table.add(.rate("APIClient.send(_:decoding:) via StubTransport", client, baseline: seedClient))

        let decoder = JSONDecoder()
        let (plain, seedPlain) = try await Measure.compare({ n in
            var sum: UInt64 = 0
            for _ in 0..<n { sum &+= digest(try decoder.decode(MoviePage.self, from: body)) }
            return sum
        }, { n in
            var sum: UInt64 = 0
            for _ in 0..<n { sum &+= SeedMoviePage.decode(body).map(digest) ?? 0 }
            return sum
        })
        table.add(.rate("JSONDecoder -> MoviePage (decode only)", plain, baseline: seedPlain))

        // An empty page leaves little but the client itself: build, stub send, status and Content-Type checks.
        let empty = BenchFixtures.emptyMoviePageJSON
        let (emptyClient, emptySeed) = try await Measure.compare(viaClient(empty), viaSeedRouter(empty))
        table.add(.rate("APIClient.send, empty MoviePage (per-request cost)", emptyClient, baseline: emptySeed))

        // The same with a typical middleware chain: logging (to a sink that drops the line), common parameters,
        // retry (which never fires on a 200) and activity events.
        let common = CommonParametersMiddleware(query: [QueryItem("region", "DE")], headers: [HTTPHeader(name: "X-App-Version", value: "1.0")])
        let chain: [any Middleware] = [
            LoggingMiddleware(sink: { _ in }),
            common,
            RetryMiddleware(),
            ActivityMiddleware(),
        ]
        let (chained, chainedSeed) = try await Measure.compare(viaClient(empty, middleware: chain), viaSeedRouter(empty))
        table.add(.rate("APIClient.send, empty MoviePage, 4 middleware", chained, baseline: chainedSeed))
        let (chainOnly, noChain) = try await Measure.compare(viaClient(empty, middleware: chain), viaClient(empty))
        table.add(.rate("  the 4-middleware chain vs none (ratio < 1 = its cost)", chainOnly, baseline: noChain))
        var checksum = [client, seedClient, plain, seedPlain, emptyClient, emptySeed, chained, chainedSeed, chainOnly, noChain]
            .reduce(0) { $0 &+ $1.checksum }
        let chainCost = try await Measure.addedCost(viaClient(empty, middleware: chain), beyond: viaClient(empty))
        table.add(Self.addedCost("the chain, per middleware", chainCost, middlewareCount: chain.count))
        checksum &+= chainCost.checksum
        // Each alone, so that the cost of a middleware that does nothing on the way (retry, activity) shows apart
        // from one that works on every request (logging, common parameters).
        for middleware in chain {
            let alone = try await Measure.addedCost(viaClient(empty, middleware: [middleware]), beyond: viaClient(empty))
            table.add(Self.addedCost("\(type(of: middleware)) alone", alone))
            checksum &+= alone.checksum
        }
        // Alone, common parameters are added while the request is built; behind another middleware they are added to
        // the built request, parsing its URL again.
        let activity = ActivityMiddleware()
        let behind = try await Measure.addedCost(viaClient(empty, middleware: [activity, common]), beyond: viaClient(empty, middleware: [activity]))
        table.add(Self.addedCost("CommonParametersMiddleware behind another", behind))
        // One that works on every request when configured, configured with nothing to do: it should add about nothing.
        let idle = try await Measure.addedCost(viaClient(empty, middleware: [CommonParametersMiddleware()]), beyond: viaClient(empty))
        table.add(Self.addedCost("CommonParametersMiddleware with nothing to add", idle))
        checksum &+= behind.checksum &+ idle.checksum
        return (table, checksum)
    }

    /// Issue 11's bound on what one middleware may add to a request.
    static let middlewareTarget = 2e-6

    /// A row with the time `middlewareCount` middleware add to a request, each, beside ``middlewareTarget``:
    /// in wall time and in the process's CPU time, which other sessions sharing the cores do not inflate. The
    /// ratio is the target over the CPU cost, so 1.00x or more meets the target.
    static func addedCost(_ what: String, _ cost: AddedCost, middlewareCount: Int = 1) -> Row {
        let count = Double(middlewareCount)
        let wall = cost.wall / count
        let cpu = cost.cpu / count
        return Row(name: "  added per request by \(what) (wall, CPU)",
                   value: Format.microseconds(wall) + ", " + Format.microseconds(cpu),
                   baseline: "target ≤ " + Format.microseconds(middlewareTarget),
                   ratio: cpu > 0 ? Format.ratio(middlewareTarget / cpu) : "none measured")
    }

    /// The whole client: `APIClient.send` through `middleware` and a `StubTransport` answering with `body`.
    static func viaClient(_ body: Data, middleware: [any Middleware] = []) -> (Int) async throws -> UInt64 {
        { n in
            // A fresh client per batch: StubTransport records every request, which would otherwise grow without bound.
            var configuration = BenchFixtures.configuration()
            configuration.middleware = middleware
            let client = APIClient(configuration: configuration, transport: StubTransport(responding: .json(body)))
            var sum: UInt64 = 0
            for i in 0..<n {
                sum &+= digest(try await client.send(MoviesEndpoint.popular(page: 1 + (i & 7)), decoding: MoviePage.self))
            }
            return sum
        }
    }

    /// The seed equivalent: router builds the request, a stubbed session answers, status check, then
    /// `JSONSerialization` + hand-mapping.
    static func viaSeedRouter(_ body: Data) -> (Int) async throws -> UInt64 {
        { n in
            let router = SeedRouter()
            var sum: UInt64 = 0
            for i in 0..<n {
                router.request(SeedMovieAPI.popular(page: 1 + (i & 7)), session: { request in
                    // The same response object StubTransport builds.
                    let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1",
                                                   headerFields: ["Content-Type": "application/json"])!
                    return (body, response)
                }, completion: { data, _ in
                    if let data, let page = SeedMoviePage.decode(data) { sum &+= digest(page) }
                })
            }
            return sum
        }
    }

    static func digest(_ page: MoviePage) -> UInt64 {
        page.results.reduce(UInt64(page.page &+ page.numberOfPages)) { sum, movie in
            sum &+ UInt64(movie.id) &+ UInt64(movie.genreIds.count) &+ UInt64(movie.title.utf8.count)
        }
    }

    static func digest(_ page: SeedMoviePage) -> UInt64 {
        page.results.reduce(UInt64(page.page &+ page.numberOfPages)) { sum, movie in
            sum &+ UInt64(movie.id) &+ UInt64(movie.genreIds.count) &+ UInt64(movie.title.utf8.count)
        }
    }

    /// Checks that both decoders read the same values.
    static func parity(_ body: Data) -> String {
        guard let ours = try? JSONDecoder().decode(MoviePage.self, from: body) else { return "MISMATCH: JSONDecoder failed" }
        guard let theirs = SeedMoviePage.decode(body) else { return "MISMATCH: seed mapping failed" }
        guard ours.page == theirs.page, ours.numberOfPages == theirs.numberOfPages,
              ours.numberOfResults == theirs.numberOfResults, ours.results.count == theirs.results.count
        else { return "MISMATCH: page fields" }
        for (a, b) in zip(ours.results, theirs.results) {
            guard a.id == b.id, a.title == b.title, a.overview == b.overview, a.posterPath == b.posterPath,
                  a.backdropPath == b.backdropPath, a.releaseDate == b.releaseDate, a.voteAverage == b.voteAverage,
                  a.adult == b.adult, a.genreIds == b.genreIds
            else { return "MISMATCH: movie \(a.id)" }
        }
        return "OK (\(ours.results.count) movies)"
    }
}
