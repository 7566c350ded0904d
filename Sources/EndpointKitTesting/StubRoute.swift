import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Canned outcomes for the requests to one endpoint, for ``StubTransport/init(routes:fallback:recordingLimit:)``.
///
/// A route matches a request whose method equals ``method`` (any method when `nil`) and whose
/// percent-encoded URL path ends with ``path``, segment by segment; a `{name}` segment in ``path`` matches
/// any one non-empty segment, so `/movie/{id}/videos` matches `/3/movie/550/videos`. Its ``outcomes`` are played in order, one per matching
/// request, the last repeating, so `[.response(.status(503)), .response(.json(...))]` describes a server
/// that fails once and then recovers.
public struct StubRoute: Sendable {
    /// The method to match, or `nil` for any.
    public var method: HTTPMethod?
    /// The end of the path to match, percent-encoded, e.g. `/movie/550` or `/movie/{id}`.
    public var path: String
    /// The outcomes, in order; the last one repeats. Must not be empty.
    public var outcomes: [StubOutcome]

    /// Creates a route.
    public init(_ method: HTTPMethod? = nil, _ path: String, _ outcomes: [StubOutcome]) {
        self.method = method
        self.path = path
        self.outcomes = outcomes
    }

    /// A route answering every request to `path` with `response`.
    public init(_ method: HTTPMethod? = nil, _ path: String, response: StubResponse) {
        self.init(method, path, [.response(response)])
    }

    /// A route for `endpoint`'s method and path (its query is not compared).
    public init(_ endpoint: some Endpoint, _ outcomes: StubOutcome...) {
        let parts = endpoint.parts
        self.init(parts.method, parts.path, outcomes)
    }

    /// A route answering with a generated route's sample (from the spec's `examples`): the lowest 2xx status's,
    /// else the lowest status's, else 404.
    public init(_ sample: SampleRoute) {
        self.init(sample.method, sample.path, [.response(sample.answer.map(StubResponse.init) ?? .status(404))])
    }

    func matches(_ request: URLRequest) -> Bool {
        if let method, request.httpMethod?.uppercased() != method.rawValue.uppercased() { return false }
        guard let url = request.url,
              let requestPath = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath
        else { return false }
        // Leading `/` gives an empty first segment; the match is anchored at a segment boundary anyway.
        let wanted = path.split(separator: "/", omittingEmptySubsequences: false).drop { $0.isEmpty }
        let actual = requestPath.split(separator: "/", omittingEmptySubsequences: false)
        guard actual.count >= wanted.count else { return false }
        return zip(wanted, actual.suffix(wanted.count)).allSatisfy { pattern, segment in
            Self.isPlaceholder(pattern) ? !segment.isEmpty : pattern == segment
        }
    }

    /// How many `{name}` segments ``path`` has; among matching routes, the one with fewest answers.
    var placeholderCount: Int {
        path.split(separator: "/").count(where: Self.isPlaceholder)
    }

    private static func isPlaceholder(_ segment: Substring) -> Bool {
        segment.count > 2 && segment.first == "{" && segment.last == "}"
    }
}
