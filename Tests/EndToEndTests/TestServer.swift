import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Testing

/// The httpbin server the end-to-end tests talk to, and the spec-validating server beside it
/// (`Tests/Server/validating.py`, see ``ValidatingServer``).
///
/// `HTTPBIN_URL` (and `VALIDATING_URL`) name running servers; without them, `Tests/Server/start.sh` is run once
/// per test process and the servers it started are stopped when the process exits. When no server can be had,
/// every suite carrying ``Testing/Trait/requiresHTTPBin`` is skipped and one loud `⚠️ END-TO-END TESTS SKIPPED`
/// line is printed; with `HTTPBIN_REQUIRED=1` the tests run anyway and fail instead.
enum TestServer {
    enum Availability: Sendable {
        /// httpbin at `baseURL`; the validating server at `validatingURL`, unless `HTTPBIN_URL` was given without
        /// `VALIDATING_URL`.
        case running(baseURL: String, validatingURL: String?)
        case unavailable(reason: String)
    }

    /// Started once, on first use, and shared by every test of the process.
    static let availability = Task<Availability, Never> {
        let availability = await findOrStart()
        if case .unavailable(let reason) = availability {
            let warning = isRequired
                ? "⚠️ END-TO-END TESTS FAIL (HTTPBIN_REQUIRED=1): httpbin could not be started: \(reason)"
                : "⚠️ END-TO-END TESTS SKIPPED: httpbin could not be started: \(reason)"
            print(warning)
            // Said again when the process exits, below the test results where it cannot scroll away.
            exitWarning.withLock { $0 = warning }
            atexit { if let warning = TestServer.exitWarning.withLock({ $0 }) { print(warning) } }
        }
        return availability
    }

    /// Whether a missing server fails the tests instead of skipping them (`HTTPBIN_REQUIRED=1`, for CI).
    static let isRequired = ProcessInfo.processInfo.environment["HTTPBIN_REQUIRED"] == "1"

    private static let exitWarning = Mutex<String?>(nil)

    /// The base URL, or a failed `#require` (never a silent pass) when there is no server.
    static func baseURL(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        switch await availability.value {
        case .running(let baseURL, _):
            return baseURL
        case .unavailable(let reason):
            try #require(Bool(false), "httpbin is not running: \(reason)", sourceLocation: sourceLocation)
            fatalError("unreachable")
        }
    }

    /// The validating server's base URL, or a failed `#require` when it is not running.
    static func validatingURL(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        switch await availability.value {
        case .running(_, let validatingURL?):
            return validatingURL
        case .running(_, nil):
            try #require(Bool(false), "HTTPBIN_URL is set but VALIDATING_URL is not: start both with Tests/Server/start.sh",
                         sourceLocation: sourceLocation)
        case .unavailable(let reason):
            try #require(Bool(false), "the validating server is not running: \(reason)", sourceLocation: sourceLocation)
        }
        fatalError("unreachable")
    }

    /// A generated client for the test server with the real `URLSessionTransport`, on a session of its own
    /// (as every e2e client here), so the 500-request test cannot starve a timing test's transfer.
    static func client(
        token: TokenProvider = .constant("secret-token"),
        deviceType: String = "e2e-device",
        middleware: [any Middleware] = []
    ) async throws -> HTTPBinClient {
        HTTPBinClient(
            server: Server(name: "httpbin", baseURL: try await baseURL()),
            token: token,
            shared: HTTPBinSharedParameters(deviceType: deviceType),
            transport: URLSessionTransport(configuration: .ephemeral),
            middleware: middleware
        )
    }

    // MARK: - Finding or starting the server

    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func findOrStart() async -> Availability {
        let environment = ProcessInfo.processInfo.environment
        if let url = environment["HTTPBIN_URL"], !url.isEmpty {
            if let problem = await problemReaching(url + "/get") {
                return .unavailable(reason: "HTTPBIN_URL=\(url) does not answer GET /get: \(problem)")
            }
            return .running(baseURL: url, validatingURL: environment["VALIDATING_URL"].flatMap { $0.isEmpty ? nil : $0 })
        }
        let script = packageRoot.appendingPathComponent("Tests/Server/start.sh").path
        let result: Result<[String: String], StartFailure> = await withCheckedContinuation { continuation in
            // Blocking work (the script runs pip and waits for the servers) kept off the cooperative pool.
            DispatchQueue.global().async { continuation.resume(returning: runStartScript(script)) }
        }
        switch result {
        case .failure(let failure):
            return .unavailable(reason: failure.reason)
        case .success(let urls):
            // start.sh prints both lines or fails, so both are there.
            let url = urls["HTTPBIN_URL", default: ""], validatingURL = urls["VALIDATING_URL", default: ""]
            for probe in [url + "/get", validatingURL + "/_validator/log"] {
                if let problem = await problemReaching(probe) {
                    return .unavailable(reason: "start.sh reported \(probe) but it does not answer GET: \(problem)")
                }
            }
            return .running(baseURL: url, validatingURL: validatingURL)
        }
    }

    private struct StartFailure: Error {
        var reason: String
    }

    /// The `NAME=URL` lines start.sh printed, by name.
    private static func runStartScript(_ script: String) -> Result<[String: String], StartFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script]
        process.currentDirectoryURL = packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["HTTPBIN_PID_FILE"] = pidFile.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output  // one pipe, so neither can fill up while the other is read
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(StartFailure(reason: "cannot run \(script): \(error)"))
        }
        // The script closes the pipe when it exits (gunicorn gets its own descriptors), so this ends.
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // Not `waitUntilExit()`: in a Swift Testing process on Linux it never returned (the child's SIGCHLD
        // was never seen, leaving a zombie), so reap the child directly; ECHILD means Foundation did.
        var status: Int32 = 0
        let reaped = waitpid(process.processIdentifier, &status, 0)
        let exit = reaped == process.processIdentifier ? "status \(status >> 8 & 0xFF)" : "an unknown status"
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        // start.sh writes PIDs as it starts servers (and stops them again when one fails).
        rememberServersToStop()
        // start.sh prints these lines only on success, right before it ends.
        var urls: [String: String] = [:]
        for line in lines where line.hasPrefix("HTTPBIN_URL=") || line.hasPrefix("VALIDATING_URL=") {
            let parts = line.split(separator: "=", maxSplits: 1)
            urls[String(parts[0])] = String(parts[1])
        }
        guard urls.count == 2 else {
            let tail = lines.suffix(8).joined(separator: " | ")
            return .failure(StartFailure(reason: "\(script) exited with \(exit): \(tail)"))
        }
        return .success(urls)
    }

    /// Why `GET url` fails, or `nil` when it answers 200.
    private static func problemReaching(_ url: String) async -> String? {
        guard let probe = URL(string: url) else { return "not a URL" }
        var request = URLRequest(url: probe)
        request.timeoutInterval = 5
        do {
            let (_, response) = try await URLSessionTransport().send(request)
            return response.statusCode == 200 ? nil : "HTTP \(response.statusCode)"
        } catch {
            return String(describing: error)
        }
    }

    // MARK: - Stopping the server at exit

    /// The PIDs of the servers this process started (gunicorn, validating.py), killed by the `atexit` handler.
    private static let startedPIDs = Mutex<[pid_t]>([])

    /// Where start.sh writes the servers' PIDs: one file per test process, so concurrent runs don't mix.
    private static let pidFile = packageRoot
        .appendingPathComponent(".build-venv/httpbin-test-\(ProcessInfo.processInfo.processIdentifier).pid")

    private static func rememberServersToStop() {
        guard let text = try? String(contentsOf: pidFile, encoding: .utf8) else { return }
        let pids = text.split(whereSeparator: \.isNewline).compactMap { pid_t($0) }
        guard !pids.isEmpty else { return }
        startedPIDs.withLock { $0 = pids }
        atexit {
            for pid in TestServer.startedPIDs.withLock({ $0 }) {
                kill(pid, SIGTERM)
                // What stop.sh also removes: the stream states serve.py kept for this server.
                try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "/endpointkit-streams-\(pid)")
            }
            unlink(TestServer.pidFile.path)
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips the suite, after the loud warning, when no httpbin server can be had.
    static var requiresHTTPBin: Self {
        .enabled("needs httpbin: set HTTPBIN_URL or let Tests/Server/start.sh start it (see the ⚠️ line)") {
            switch await TestServer.availability.value {
            case .running:
                return true
            case .unavailable:
                // Strict mode for CI: run the tests so that they fail instead of being skipped.
                return TestServer.isRequired
            }
        }
    }
}

/// The `EndpointError` `body` throws, or `nil` (recorded as an issue) if it succeeds or throws another error.
func endpointError(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> EndpointError? {
    do {
        try await body()
        Issue.record("expected an EndpointError, but the call succeeded", sourceLocation: sourceLocation)
        return nil
    } catch let error as EndpointError {
        return error
    } catch {
        Issue.record("expected an EndpointError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
