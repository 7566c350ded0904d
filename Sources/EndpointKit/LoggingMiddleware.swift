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
        _ request: consuming URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse) {
        // What the line shows of the request is read before it is handed on, so that the middleware after this one
        // can change the request in place (see ``SendRequest``).
        let logged = LoggedRequest(method: request.httpMethod, url: request.url, fields: request.allHTTPHeaderFields ?? [:])
        let start = ContinuousClock.now
        let redactor = RequestSafety.current.redactor(alsoRedacting: redacted)
        do {
            let (data, response) = try await next(consume request)
            let elapsed = milliseconds(since: start)
            sink(line(logged, outcome: String(response.statusCode), milliseconds: elapsed, context, redactor))
            return (data, response)
        } catch {
            let elapsed = milliseconds(since: start)
            let outcome = "failed (" + redactor.text(String(describing: error)) + ")"
            sink(line(logged, outcome: outcome, milliseconds: elapsed, context, redactor))
            throw error
        }
    }

    /// The parts of a request a line shows.
    private struct LoggedRequest {
        let method: String?
        let url: URL?
        let fields: [String: String]
    }

    /// `<method> <URL> -> <outcome> in <ms> ms; endpoint: <name>; headers: <name>: <value>, …`, built as UTF-8
    /// bytes in one buffer and made a `String` once: appending to a `String` piece by piece, and the redactor
    /// making a `String` of each piece, cost a quarter of logging a request.
    private func line(
        _ request: LoggedRequest,
        outcome: String,
        milliseconds: Int,
        _ context: RequestContext,
        _ redactor: Redactor
    ) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(256)
        line.appendUTF8(of: request.method ?? "GET")
        line.append(UInt8(ascii: " "))
        redactor.append(request.url, to: &line)
        line.appendUTF8(of: " -> ")
        line.appendUTF8(of: outcome)
        line.appendUTF8(of: " in ")
        line.appendUTF8(of: String(milliseconds))
        line.appendUTF8(of: " ms; endpoint: ")
        line.appendUTF8(of: context.endpointName)
        line.appendUTF8(of: "; headers: ")
        for (index, field) in Self.sortedFields(request.fields).enumerated() {
            if index > 0 { line.appendUTF8(of: ", ") }
            line.appendUTF8(of: field.name)
            line.appendUTF8(of: ": ")
            redactor.appendHeaderValue(field.value, lowercasedName: field.key, to: &line)
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// `fields` sorted by lowercased name, each lowercased once rather than at every comparison. Each is inserted
    /// in its place as it is read: a request carries few fields, and sorting a copy cost more.
    private static func sortedFields(_ fields: [String: String]) -> [(key: String, name: String, value: String)] {
        var sorted: [(key: String, name: String, value: String)] = []
        sorted.reserveCapacity(fields.count)
        for (name, value) in fields {
            let key = name.lowercased()
            // After any equal key, as a stable sort would leave it.
            sorted.insert((key, name, value), at: sorted.firstIndex { key < $0.key } ?? sorted.endIndex)
        }
        return sorted
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Int {
        Int(((ContinuousClock.now - start) / .milliseconds(1)).rounded())
    }
}
