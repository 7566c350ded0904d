import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A canned response for ``StubTransport``.
public struct StubResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response header fields.
    public var headers: [String: String]
    /// The response body.
    public var body: Data
    /// How long ``StubTransport`` waits before answering; the wait ends early, with
    /// ``EndpointError/cancelled``, when the calling task is cancelled.
    public var delay: Duration

    /// Creates a response.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    /// This response, answered after `delay`.
    public func delayed(by delay: Duration) -> StubResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    /// A response with the UTF-8 bytes of `body`, e.g. an HTML error page, and `contentType`.
    public static func text(_ body: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8") -> StubResponse {
        StubResponse(status: status, headers: ["Content-Type": contentType], body: Data(body.utf8))
    }

    /// A response with `body` and `Content-Type: application/json`.
    public static func json(_ body: Data, status: Int = 200) -> StubResponse {
        StubResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    /// A response with the UTF-8 bytes of `body` and `Content-Type: application/json`.
    public static func json(_ body: String, status: Int = 200) -> StubResponse {
        json(Data(body.utf8), status: status)
    }

    /// A response with `value` encoded by a default `JSONEncoder` and `Content-Type: application/json`.
    /// Throws the encoder's error.
    public static func json(_ value: some Encodable, status: Int = 200) throws -> StubResponse {
        json(try DateCoding.iso8601.makeEncoder().encode(value), status: status)
    }

    /// A response with `status` and an empty body.
    public static func status(_ status: Int) -> StubResponse {
        StubResponse(status: status)
    }
}

/// What ``StubTransport`` does with a matching request: answer, or fail like the network would.
public enum StubOutcome: Sendable {
    /// Answers with the response (after its ``StubResponse/delay``).
    case response(StubResponse)
    /// Fails with `error`, e.g. `URLError(.notConnectedToInternet)`, which ``APIClient`` reports as
    /// ``EndpointError/noConnection(_:)``, or `URLError(.timedOut)` for ``EndpointError/timedOut``.
    case failure(any Error & Sendable)
    /// Waits (cancellably), then does `outcome`.
    indirect case delayed(Duration, StubOutcome)
}

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

    /// A route answering with one of an endpoint's `samples` (generated from the spec's `examples`): the
    /// lowest 2xx status's, else the lowest status's. `path` may hold `{name}` placeholders.
    public init(_ method: HTTPMethod?, _ path: String, samples: [Int: StubResponse]) {
        let statuses = samples.keys.sorted()
        let chosen = statuses.first { (200..<300).contains($0) } ?? statuses.first
        self.init(method, path, chosen.flatMap { samples[$0] }.map { [.response($0)] } ?? [.response(.status(404))])
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

/// A ``Transport`` for unit tests: it answers every request with its handler and records the request.
///
/// ```swift
/// let transport = StubTransport { _ in .json(#"{"id": 1}"#) }
/// let client = APIClient(configuration: .init(server: server), transport: transport)
/// _ = try await client.send(MoviesAPI.movie(id: 1), decoding: Movie.self)
/// #expect(transport.recordedRequests.first?.url?.path == "/3/movie/1")
/// ```
///
/// For app tests, ``init(routes:fallback:recordingLimit:)`` answers per endpoint, with per-status
/// scenarios played in order, cancellable delays and network failures:
///
/// ```swift
/// let transport = StubTransport(routes: [
///     StubRoute(MoviesAPI.movie(id: 550), .response(.json(sampleMovie).delayed(by: .milliseconds(300)))),
///     StubRoute(.get, "/3/search/movie", [.response(.status(503)), .response(.json(sampleResults))]),
///     StubRoute(.post, "/3/list", [.failure(URLError(.notConnectedToInternet))]),
/// ])
/// ```
///
/// Requests are recorded in memory, keeping only the most recent ``recordingLimit`` so that long runs
/// stay bounded; a limit of 0 records nothing. ``recordedRequestCount`` counts all of them.
///
/// As a ``FileTransport``, downloads write the stub body to a temporary file and uploads record the
/// request with the file's contents as its `httpBody`, so tests can inspect what would have been sent.
public final class StubTransport: FileTransport {
    /// Produces the response to a request; errors it throws are thrown by ``send(_:)``.
    public typealias Handler = @Sendable (URLRequest) async throws -> StubResponse

    /// The number of recorded requests kept by default.
    public static let defaultRecordingLimit = 1_000

    private struct Recording {
        var requests: [URLRequest] = []
        var count = 0
    }

    private let handler: Handler
    private let recording = Locked(Recording())
    /// How many of the most recent requests ``recordedRequests`` keeps; 0 records none.
    public let recordingLimit: Int

    /// Creates a transport that answers with `handler`.
    public init(recordingLimit: Int = StubTransport.defaultRecordingLimit, _ handler: @escaping Handler) {
        self.handler = handler
        self.recordingLimit = max(0, recordingLimit)
    }

    /// Creates a transport that answers every request with `response`.
    public convenience init(responding response: StubResponse, recordingLimit: Int = StubTransport.defaultRecordingLimit) {
        self.init(recordingLimit: recordingLimit) { _ in response }
    }

    /// Creates a transport that answers each request with the next outcome of the most specific matching route
    /// (the fewest `{name}` segments, so `/users/me` wins over `/users/{id}`; the first of equals), and with
    /// `fallback` (404 by default) when no route matches.
    public convenience init(
        routes: [StubRoute],
        fallback: StubOutcome = .response(.status(404)),
        recordingLimit: Int = StubTransport.defaultRecordingLimit
    ) {
        let played = Locked([Int](repeating: 0, count: routes.count))
        self.init(recordingLimit: recordingLimit) { request in
            var outcome = fallback
            let matching = routes.indices.filter { routes[$0].matches(request) }
            if let index = matching.min(by: { routes[$0].placeholderCount < routes[$1].placeholderCount }),
               !routes[index].outcomes.isEmpty {
                let outcomes = routes[index].outcomes
                let turn = played.withLock { counts in
                    defer { counts[index] += 1 }
                    return counts[index]
                }
                outcome = outcomes[min(turn, outcomes.count - 1)]
            }
            return try await Self.play(outcome)
        }
    }

    /// The most recent requests received (at most ``recordingLimit``), oldest first. Safe to read from
    /// any thread.
    public var recordedRequests: [URLRequest] {
        recording.withLock { $0.requests }
    }

    /// How many requests were received in all, including those no longer kept.
    public var recordedRequestCount: Int {
        recording.withLock { $0.count }
    }

    /// Forgets the recorded requests and resets the count.
    public func clearRecordedRequests() {
        recording.withLock { $0 = Recording() }
    }

    /// Records `request`, then returns the handler's response for it after the response's delay.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        record(request)
        let stub = try await handler(request)
        if stub.delay > .zero { try await Task.sleep(for: stub.delay) }
        guard let url = request.url,
              let response = HTTPURLResponse(url: url, statusCode: stub.status, httpVersion: "HTTP/1.1", headerFields: stub.headers)
        else { throw EndpointError.transport("StubTransport could not create a response for \(request)") }
        return (stub.body, response)
    }

    /// Answers like ``send(_:)``, writes the body to a new temporary file and reports its size as progress.
    public func download(_ request: URLRequest, progress: @escaping ProgressHandler) async throws -> (URL, HTTPURLResponse) {
        let (data, response) = try await send(request)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("StubTransport-\(UUID().uuidString)")
        try data.write(to: file)
        let total = Int64(data.count)
        progress(TransferProgress(completedBytes: total, totalBytes: total))
        return (file, response)
    }

    /// Records `request` with the contents of `fileURL` as its body, then answers like ``send(_:)``.
    public func upload(
        _ request: URLRequest,
        fromFile fileURL: URL,
        progress: @escaping ProgressHandler
    ) async throws -> (Data, HTTPURLResponse) {
        var request = request
        request.httpBody = try Data(contentsOf: fileURL)
        let total = Int64(request.httpBody?.count ?? 0)
        let result = try await send(request)
        progress(TransferProgress(completedBytes: total, totalBytes: total))
        return result
    }

    private func record(_ request: URLRequest) {
        let limit = recordingLimit
        recording.withLock { recording in
            recording.count += 1
            guard limit > 0 else { return }
            if recording.requests.count >= limit { recording.requests.removeFirst(recording.requests.count - limit + 1) }
            recording.requests.append(request)
        }
    }

    private static func play(_ outcome: StubOutcome) async throws -> StubResponse {
        switch outcome {
        case .response(let response):
            return response
        case .failure(let error):
            throw error
        case .delayed(let delay, let next):
            try await Task.sleep(for: delay)
            return try await play(next)
        }
    }
}
