import EndpointKit
import Foundation
import Synchronization
import Testing

/// Tests/Server/origin.py on 127.0.0.2: the foreign origin a redirect leads to (it reports what it
/// received) and the misbehaving server of the deadline and size tests (it hangs, trickles, truncates,
/// challenges, sends big bodies).
///
/// Started once per test process with the standard library's `python3`, which start.sh needs for httpbin
/// anyway. It stops by itself when this process exits: it watches its standard input, whose writing end
/// only this process holds.
enum OriginServer {
    /// The base URL, e.g. `http://127.0.0.2:40123`, or a failed `#require` when the server cannot start.
    static func baseURL(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try await url(of: started, sourceLocation: sourceLocation)
    }

    /// A second instance on 127.0.0.1, httpbin's host, on a port of its own: another origin to which the cookies
    /// httpbin sets still apply, since a cookie's domain does not name a port (RFC 6265 §8.5).
    static func sameHostURL(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try await url(of: startedBesideHTTPBin, sourceLocation: sourceLocation)
    }

    private static func url(of task: Task<Result<String, StartFailure>, Never>, sourceLocation: SourceLocation) async throws -> String {
        switch await task.value {
        case .success(let url):
            return url
        case .failure(let failure):
            try #require(Bool(false), "origin.py did not start: \(failure.reason)", sourceLocation: sourceLocation)
            fatalError("unreachable")
        }
    }

    private struct StartFailure: Error {
        var reason: String
    }

    private static let started = starting(on: "127.0.0.2")
    private static let startedBesideHTTPBin = starting(on: "127.0.0.1")

    private static func starting(on host: String) -> Task<Result<String, StartFailure>, Never> {
        Task {
            await withCheckedContinuation { continuation in
                // Blocking reads kept off the cooperative pool.
                DispatchQueue.global().async { continuation.resume(returning: start(on: host)) }
            }
        }
    }

    /// The writing ends of the servers' standard input, held open for the life of the process.
    private static let lifelines = Mutex<[Pipe]>([])

    private static func start(on host: String) -> Result<String, StartFailure> {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Server/origin.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [ProcessInfo.processInfo.environment["PYTHON"] ?? "python3", script, host]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            return .failure(StartFailure(reason: "cannot run \(script): \(error)"))
        }
        lifelines.withLock { $0.append(input) }
        // origin.py prints one line once it listens, or exits (closing the pipe) if it cannot.
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let line = text.split(separator: "\n").first, line.hasPrefix("ORIGIN_URL=") else {
            return .failure(StartFailure(reason: "\(script) printed \(text.debugDescription) instead of ORIGIN_URL=…"))
        }
        return .success(String(line.dropFirst("ORIGIN_URL=".count)))
    }
}

/// Any GET request to a path and query, for tests that talk to routes no spec describes.
struct Fetch: Endpoint {
    var path: String
    var query: [QueryItem] = []
    var requiresAuthentication = true
    var method: HTTPMethod { .get }

    init(_ path: String, query: [QueryItem] = [], requiresAuthentication: Bool = true) {
        self.path = path
        self.query = query
        self.requiresAuthentication = requiresAuthentication
    }
}

/// What origin.py's `/echo` reports.
struct OriginEcho: Decodable, Sendable {
    var path: String
    var query: String
    var headers: [String: String]
}

/// The time `body` took, and its `EndpointError` (or `nil`, recorded as an issue, if it succeeded).
func timedError(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> (EndpointError?, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let error = await endpointError(sourceLocation: sourceLocation, body)
    return (error, clock.now - start)
}
