import EndpointKit
import Foundation
import Testing

/// The music and maps operations of `market.yaml`, sent by the generated client to the spec-validating server
/// (Tests/Server/validating.py), which must accept each request and decode the values the test sent.
@Suite(.requiresHTTPBin) struct MusicMapsValidationTests {
    let server = ValidatingServer()

    @Test func searchSendsTypesCommaSeparatedAndTheOAuthToken() async throws {
        let market = try await server.client(oauth: .constant("BQD-token"))
        let results = try await market.music.search(q: "daft punk & co", type: [.album, .track], market: "DE", includeExternal: .audio)
        #expect(results.tracks?.items.first?.name == "Never Gonna Give You Up")
        let entry = try await server.accepted("search")
        #expect(entry.security == ["oauth"])
        #expect(entry.values?["query"] == json(#"""
            { "q": "daft punk & co", "type": ["album", "track"], "market": "DE", "limit": 20, "include_external": "audio" }
            """#))
        // `limit`'s 20 is the server's default, which it read in: the client left the parameter out.
        #expect(!entry.target.contains("limit="), "\(entry.target)")
    }

    @Test func recommendationsUseSpaceAndPipeDelimitedArraysAndADeepObject() async throws {
        let market = try await server.client(oauth: .constant("BQD-token"))
        let result = try await market.music.getRecommendations(
            seedGenres: ["rock", "hip-hop", "k-pop"], seedArtists: ["4NHQUGzhtTLFvgF5SZesLK", "0oSGxfWSnnOXhD2fKuz2Gy"],
            target: AudioTargets(energy: 0.8, tempo: 120.5)
        )
        #expect(result.tracks.map(\.name) == ["Mr. Brightside"])
        let entry = try await server.accepted("getRecommendations")
        #expect(entry.values?["query"] == json(#"""
            { "seed_genres": ["rock", "hip-hop", "k-pop"], "seed_artists": ["4NHQUGzhtTLFvgF5SZesLK", "0oSGxfWSnnOXhD2fKuz2Gy"],
              "target": { "energy": 0.8, "tempo": 120.5 } }
            """#))
        #expect(entry.target.contains("seed_genres=rock%20hip-hop%20k-pop&seed_artists=4NHQUGzhtTLFvgF5SZesLK%7C0oSGxfWSnnOXhD2fKuz2Gy"))
    }

    @Test func savingTracksPrefersOAuthAndSendsNothingElse() async throws {
        // OAuth, or a session cookie with an API key: a client holding all three sends only the token.
        let market = try await server.client(apiKey: "key-1", session: "sess-1", oauth: .constant("BQD-token"))
        try await market.music.saveTracks(ids: ["4iV5W9uYEdYUVa79Axb7Rh", "1301WleyT98MSxVHPZCA6M"])
        let entry = try await server.accepted("saveTracks")
        #expect(entry.security == ["oauth"])
        #expect(entry.values?["query"] == json(#"{ "ids": ["4iV5W9uYEdYUVa79Axb7Rh", "1301WleyT98MSxVHPZCA6M"] }"#))
    }

    @Test func savingTracksWithoutOAuthSendsTheCookieAndTheKey() async throws {
        let market = try await server.client(apiKey: "key-1", session: "sess-1")
        try await market.music.saveTracks(ids: ["4iV5W9uYEdYUVa79Axb7Rh"])
        #expect(try await server.accepted("saveTracks").security == ["apiKey", "session"])
    }

    @Test func tilePathUsesLabelAndMatrixStylesAndSendsNoCredentials() async throws {
        let market = try await server.client(bearerKey: .constant("never-sent"))
        let tile = try await market.maps.getTile(
            style: .streets, layers: ["roads", "rivers"], position: Position(lat: 52.52, lng: 13.405, zoom: 12), xTileSize: [256, 512]
        )
        #expect(tile == Tile(style: "streets", layers: ["roads", "rivers"], zoom: 12))
        let entry = try await server.accepted("getTile")
        #expect(entry.target == "/v1/maps/streets/.roads.rivers/;lat=52.52;lng=13.405;zoom=12")
        #expect(entry.values?["path"] == json(#"""
            { "style": "streets", "layers": ["roads", "rivers"], "position": { "lat": 52.52, "lng": 13.405, "zoom": 12 } }
            """#))
        #expect(entry.values?["header"] == json(#"{ "X-Tile-Size": [256, 512] }"#))
        #expect(entry.security == nil)  // the operation has no security; accepted() checked no credential was sent
    }
}
