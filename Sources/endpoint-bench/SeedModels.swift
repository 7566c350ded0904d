import Foundation

// The baseline's decoding: `JSONSerialization.jsonObject`, then hand-mapping `[String: Any]` into structs
// with the same fields, optionality and wire keys as the generated `MoviePage` / `Movie`.

struct SeedMovie {
    var id: Int
    var title: String
    var overview: String
    var posterPath: String?
    var backdropPath: String?
    var releaseDate: String?
    var voteAverage: Double
    var adult: Bool
    var genreIds: [Int]

    init?(json: [String: Any]) {
        guard let id = json["id"] as? Int,
              let title = json["title"] as? String,
              let overview = json["overview"] as? String,
              let voteAverage = json["vote_average"] as? Double,
              let adult = json["adult"] as? Bool,
              let genreIds = json["genre_ids"] as? [Int]
        else { return nil }
        self.id = id
        self.title = title
        self.overview = overview
        posterPath = json["poster_path"] as? String
        backdropPath = json["backdrop_path"] as? String
        releaseDate = json["release_date"] as? String
        self.voteAverage = voteAverage
        self.adult = adult
        self.genreIds = genreIds
    }
}

struct SeedMoviePage {
    var page: Int
    var numberOfResults: Int
    var numberOfPages: Int
    var results: [SeedMovie]

    init?(json: [String: Any]) {
        guard let page = json["page"] as? Int,
              let numberOfResults = json["total_results"] as? Int,
              let numberOfPages = json["total_pages"] as? Int,
              let results = json["results"] as? [[String: Any]]
        else { return nil }
        var movies: [SeedMovie] = []
        movies.reserveCapacity(results.count)
        for result in results {
            guard let movie = SeedMovie(json: result) else { return nil }
            movies.append(movie)
        }
        self.page = page
        self.numberOfResults = numberOfResults
        self.numberOfPages = numberOfPages
        self.results = movies
    }

    /// Parses and maps a response body; nil when it is not a valid page.
    static func decode(_ data: Data) -> SeedMoviePage? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: []),
              let json = object as? [String: Any]
        else { return nil }
        return SeedMoviePage(json: json)
    }
}
