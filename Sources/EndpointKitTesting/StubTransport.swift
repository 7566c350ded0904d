import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `Transport` for unit tests: it answers every request with its handler and records the request.
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
/// As a `FileTransport`, downloads write the stub body to a temporary file and uploads record the
/// request with the file's contents as its `httpBody`, so tests can inspect what would have been sent.
public final class StubTransport: FileTransport {
    /// Produces the response to a request; errors it throws are thrown by ``send(_:)``.
    public typealias Handler = @Sendable (URLRequest) async throws -> StubResponse

    /// The number of recorded requests kept by default.
    public static let defaultRecordingLimit = 1_000

    /// The most recent requests, in a ring once the limit is reached, so that recording stays O(1) in long runs.
    private struct Recording {
        var requests: [URLRequest] = []
        /// Where the oldest request is once the ring is full.
        var oldest = 0
        var count = 0

        var inOrder: [URLRequest] { Array(requests[oldest...] + requests[..<oldest]) }

        mutating func append(_ request: URLRequest, limit: Int) {
            count += 1
            guard limit > 0 else { return }
            if requests.count < limit {
                requests.append(request)
            } else {
                requests[oldest] = request
                oldest = (oldest + 1) % limit
            }
        }
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

    /// Creates a transport that answers each request with the sample of the route for its endpoint, from the
    /// routes generated for the spec's `examples` (`MoviesEndpoint.sampleRoutes`), and with `fallback` (404
    /// by default) when none matches; see ``init(routes:fallback:recordingLimit:)``.
    public convenience init(
        samples: [SampleRoute],
        fallback: StubOutcome = .response(.status(404)),
        recordingLimit: Int = StubTransport.defaultRecordingLimit
    ) {
        self.init(routes: samples.map(StubRoute.init), fallback: fallback, recordingLimit: recordingLimit)
    }

    /// The most recent requests received (at most ``recordingLimit``), oldest first. Safe to read from
    /// any thread.
    public var recordedRequests: [URLRequest] {
        recording.withLock { $0.inOrder }
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
        recording.withLock { $0.append(request, limit: limit) }
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
