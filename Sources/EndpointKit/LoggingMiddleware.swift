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

    /// ``alwaysRedacted`` and the names given, prepared once for every request's comparisons.
    private let redacted: RedactedNames
    private let sink: @Sendable (String) -> Void

    /// Creates a logger that redacts the header and query names in `redacting` in addition to
    /// ``alwaysRedacted`` and the client's credentials, and writes each line to `sink` (by default,
    /// standard error).
    public init(
        redacting names: Set<String> = [],
        sink: @escaping @Sendable (String) -> Void = LoggingMiddleware.writeToStandardError
    ) {
        redacted = RedactedNames(Self.alwaysRedacted.union(names.map { $0.lowercased() }))
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
        do {
            let (data, response) = try await next(consume request)
            sink(line(logged, .status(response.statusCode), milliseconds: milliseconds(since: start), context))
            return (data, response)
        } catch {
            sink(line(logged, .failure(error), milliseconds: milliseconds(since: start), context))
            throw error
        }
    }

    /// The parts of a request a line shows.
    private struct LoggedRequest {
        let method: String?
        let url: URL?
        let fields: [String: String]
    }

    /// How a request ended.
    private enum Outcome {
        case status(Int)
        case failure(any Error)
    }

    /// `<method> <URL> -> <outcome> in <ms> ms; endpoint: <name>; headers: <name>: <value>, …`, the outcome being
    /// the status or `failed (<error>)`. Built as UTF-8 bytes in one buffer and made a `String` once: appending to
    /// a `String` piece by piece, and the redactor making a `String` of each piece, cost a quarter of logging a
    /// request.
    private func line(_ request: LoggedRequest, _ outcome: Outcome, milliseconds: Int, _ context: RequestContext) -> String {
        let redactor = RequestSafety.current.redactor(alsoRedacting: redacted)
        var line = UTF8Writer(capacity: 256)
        line.appendUTF8(of: request.method ?? "GET")
        line.append(UInt8(ascii: " "))
        redactor.append(request.url, to: &line)
        line.appendLiteral(" -> ")
        switch outcome {
        case .status(let status):
            line.appendDecimal(status)
        case .failure(let error):
            line.appendLiteral("failed (")
            line.appendUTF8(of: redactor.text(String(describing: error)))
            line.append(UInt8(ascii: ")"))
        }
        line.appendLiteral(" in ")
        line.appendDecimal(milliseconds)
        line.appendLiteral(" ms; endpoint: ")
        context.name.appendUTF8(to: &line)
        line.appendLiteral("; headers: ")
        Self.withSortedFields(request.fields) { sorted in
            for (index, field) in sorted.enumerated() {
                if index > 0 { line.appendLiteral(", ") }
                line.appendUTF8(of: field.name)
                line.appendLiteral(": ")
                redactor.appendHeaderValue(field.value, name: field.name, to: &line)
            }
        }
        return line.text
    }

    /// Runs `body` with `fields` sorted by lowercased name, in memory on the stack. Each is inserted in its place
    /// as it is read: a request carries few fields, and sorting a copy cost more, as did an array of them on the
    /// heap.
    private static func withSortedFields(_ fields: [String: String], _ body: (UnsafeBufferPointer<SortedField>) -> Void) {
        withUnsafeTemporaryAllocation(of: SortedField.self, capacity: fields.count) { buffer in
            guard let start = buffer.baseAddress else { return body(UnsafeBufferPointer(buffer)) }
            var count = 0
            for (name, value) in fields {
                let field = SortedField(name: name, value: value)
                // After any equal name, as a stable sort would leave it: the names after it are those it precedes.
                var index = count
                while index > 0, field.precedes(start[index - 1]) { index -= 1 }
                (start + index + 1).moveInitialize(from: start + index, count: count - index)
                (start + index).initialize(to: field)
                count += 1
            }
            body(UnsafeBufferPointer(start: start, count: count))
            start.deinitialize(count: count)
        }
    }

    /// A header field, and what orders it among others by lowercased name without lowercasing: for a name in
    /// ASCII, as field names are, its first eight bytes with their letters lowercased, packed in one integer so
    /// that comparing two compares those bytes in order. Making a lowercased string of every name, and comparing
    /// the strings, was a tenth of logging a request.
    private struct SortedField {
        let name: String
        let value: String
        /// The packed first bytes; `nil` for a name beyond ASCII.
        private let prefix: UInt64?

        init(name: String, value: String) {
            self.name = name
            self.value = value
            prefix = ByteSearch.withBytes(of: name) { bytes in
                guard ByteSearch.isASCII(bytes) else { return nil }
                // Bytes past the end count as zero, so that a name sorts before the longer names it begins.
                var packed: UInt64 = 0
                for index in 0..<Swift.min(8, bytes.count) {
                    packed |= UInt64(ByteSearch.asciiLowercased(bytes[index])) << (56 - 8 * index)
                }
                return packed
            }
        }

        /// Whether this field's name, lowercased, sorts before `other`'s.
        func precedes(_ other: SortedField) -> Bool {
            if let prefix, let otherPrefix = other.prefix, prefix != otherPrefix { return prefix < otherPrefix }
            return name.lowercased() < other.name.lowercased()
        }
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Int {
        Int(((ContinuousClock.now - start) / .milliseconds(1)).rounded())
    }
}
