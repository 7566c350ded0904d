import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Logs one line per request: method, URL, status or error, duration in milliseconds and request
/// headers, with secrets redacted.
///
/// Replaced by ``redactedPlaceholder``, always: the user information of any URL (`https://user:pw@host`),
/// the `Authorization`, `Proxy-Authorization` and `Cookie` header values, and every credential of the
/// ``APIClient`` sending the request (its token header fields, API-key header fields and query items, and
/// their values wherever they appear, in an error's description too); also the values of headers and
/// query items whose names are in `redacting` (compared case-insensitively). A line looks like
/// `GET https://api.example.com/3/movie/1?api_key=<redacted> -> 200 in 12 ms; endpoint: MoviesAPI.movie; headers: Accept: application/json`.
///
/// ```swift
/// let logger = LoggingMiddleware(redacting: ["session"]) { line in os_log("%{public}@", line) }
/// let configuration = APIClient.Configuration(server: server, middleware: [logger])
/// ```
public struct LoggingMiddleware: Middleware {
    /// What replaces a redacted value.
    public static let redactedPlaceholder = Redactor.placeholder
    /// Header names whose values are always redacted, lowercased.
    public static let alwaysRedacted: Set<String> = RequestSafety.alwaysCredentialHeaders

    private let redacted: Set<String>
    private let sink: @Sendable (String) -> Void

    /// Creates a logger that redacts the header and query names in `redacting` in addition to
    /// ``alwaysRedacted`` and the client's credentials, and writes each line to `sink` (by default,
    /// standard error).
    public init(
        redacting names: Set<String> = [],
        sink: @escaping @Sendable (String) -> Void = LoggingMiddleware.writeToStandardError
    ) {
        redacted = Self.alwaysRedacted.union(names.map { $0.lowercased() })
        self.sink = sink
    }

    /// Writes `line` and a newline to standard error.
    @Sendable public static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Sends the request through `next` and logs one line when it completes or fails.
    public func intercept(
        _ request: URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse) {
        let start = ContinuousClock.now
        let redactor = RequestSafety.current.redactor(alsoRedacting: redacted)
        let prefix = "\(request.httpMethod ?? "GET") \(redactor.url(request.url))"
        do {
            let (data, response) = try await next(request)
            sink("\(prefix) -> \(response.statusCode) in \(milliseconds(since: start)) ms; endpoint: \(context.endpointName); \(headerList(request, redactor))")
            return (data, response)
        } catch {
            let detail = redactor.text(String(describing: error))
            sink("\(prefix) -> failed (\(detail)) in \(milliseconds(since: start)) ms; endpoint: \(context.endpointName); \(headerList(request, redactor))")
            throw error
        }
    }

    private func headerList(_ request: URLRequest, _ redactor: Redactor) -> String {
        let fields = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key.lowercased() < $1.key.lowercased() }
        let rendered = fields.map { "\($0.key): \(redactor.headerValue($0.value, named: $0.key))" }
        return "headers: " + rendered.joined(separator: ", ")
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Int {
        Int(((ContinuousClock.now - start) / .milliseconds(1)).rounded())
    }
}
