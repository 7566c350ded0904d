import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a failed request again, with exponential backoff and full jitter.
///
/// Only requests whose ``RequestContext/allowsRetry`` is `true` are retried: the endpoint's
/// ``Endpoint/isRetryable`` if set, else idempotent methods (GET, HEAD, PUT, DELETE, OPTIONS); never one whose body
/// is a stream (`httpBodyStream`, as a middleware before this one may make it), which is read once. A request is
/// sent again after ``EndpointError/noConnection(_:)``, ``EndpointError/timedOut`` or
/// ``EndpointError/transport(_:)``, or a response whose status is in ``retryableStatusCodes`` (408, 429,
/// 500, 502, 503, 504), at most `maxAttempts` times in all; the last response or error is returned.
///
/// Before attempt *n* + 1 it waits a random delay between zero and `min(maxDelay, baseDelay × 2ⁿ⁻¹)`
/// ("full jitter"), or, for a 429 or 503 with a `Retry-After` field (seconds or an HTTP date), that long,
/// capped at `maxDelay` (seconds too many to count wait `maxDelay` too). It never retries a cancelled request: cancellation is checked before each wait
/// and each attempt, and interrupts the wait, and the request then fails with ``EndpointError/cancelled``.
///
/// ```swift
/// let retry = RetryMiddleware(maxAttempts: 4, baseDelay: .milliseconds(200), maxDelay: .seconds(10))
/// let configuration = APIClient.Configuration(server: server, middleware: [LoggingMiddleware(), retry])
/// ```
public struct RetryMiddleware: Middleware {
    /// The statuses that are retried: 408, 429, 500, 502, 503 and 504.
    public static let retryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// How many times a request is sent at most, the first included; at least 1.
    public let maxAttempts: Int
    /// The backoff before the second attempt, doubled for every further one (before jitter).
    public let baseDelay: Duration
    /// The longest wait between two attempts, including one asked for by `Retry-After`.
    public let maxDelay: Duration

    private let sleep: @Sendable (Duration) async throws -> Void
    private let jitter: @Sendable (Duration) -> Duration
    private let now: @Sendable () -> Date

    /// Creates a retry middleware.
    ///
    /// - Parameters:
    ///   - maxAttempts: The number of attempts in all, the first included; values below 1 mean 1.
    ///   - baseDelay: The backoff bound before the second attempt.
    ///   - maxDelay: The cap of every wait.
    ///   - sleep: Waits the given duration; `Task.sleep` by default. Throwing (e.g. `CancellationError`)
    ///     ends the retries with ``EndpointError/cancelled``. Inject a recorder in tests.
    ///   - jitter: Picks the actual wait given the backoff bound; uniform in `0...bound` by default.
    ///   - now: The current date, to turn a `Retry-After` HTTP date into a delay.
    public init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(500),
        maxDelay: Duration = .seconds(30),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        jitter: @escaping @Sendable (Duration) -> Duration = RetryMiddleware.fullJitter,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = max(.zero, baseDelay)
        self.maxDelay = max(.zero, maxDelay)
        self.sleep = sleep
        self.jitter = jitter
        self.now = now
    }

    /// A uniformly random duration between zero and `bound`.
    @Sendable public static func fullJitter(_ bound: Duration) -> Duration {
        let nanoseconds = bound.nanoseconds
        return nanoseconds > 0 ? .nanoseconds(Int64.random(in: 0...nanoseconds)) : .zero
    }

    /// Sends `request`, and again while it fails in a retryable way and attempts remain.
    public func intercept(
        _ request: URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse) {
        // Sent again, a stream already read goes out empty: a PUT would store nothing and report success.
        guard context.allowsRetry, maxAttempts > 1, request.httpBodyStream == nil else { return try await next(request) }
        var attempt = 1
        while true {
            if Task.isCancelled { throw EndpointError.cancelled }
            let delay: Duration
            do {
                let (data, response) = try await next(request)
                guard attempt < maxAttempts, Self.retryableStatusCodes.contains(response.statusCode) else {
                    return (data, response)
                }
                delay = retryAfter(response) ?? backoff(after: attempt)
            } catch {
                let mapped = EndpointError(mapping: error)
                guard attempt < maxAttempts, Self.isRetryable(mapped) else { throw mapped }
                delay = backoff(after: attempt)
            }
            if Task.isCancelled { throw EndpointError.cancelled }
            do {
                try await sleep(delay)
            } catch {
                throw EndpointError.cancelled
            }
            attempt += 1
        }
    }

    /// Whether a failure of the transport is worth another attempt.
    static func isRetryable(_ error: EndpointError) -> Bool {
        switch error {
        case .noConnection, .timedOut, .transport: true
        case .cancelled, .invalidRequest, .http, .decoding, .responseTooLarge, .eventTooLarge, .backlogTooLarge: false
        }
    }

    /// The jittered wait after failed attempt `attempt` (1-based).
    func backoff(after attempt: Int) -> Duration {
        let exponent = min(attempt - 1, 30)  // 2³⁰ × any sensible base is far beyond maxDelay
        let bound = min(maxDelay, baseDelay * (1 << exponent))
        return min(bound, max(.zero, jitter(bound)))
    }

    /// The wait a 429 or 503 asks for with `Retry-After`, capped at ``maxDelay``; `nil` without one.
    func retryAfter(_ response: HTTPURLResponse) -> Duration? {
        guard response.statusCode == 429 || response.statusCode == 503,
              let value = response.headerFields.first(where: { $0.key.lowercased() == "retry-after" })?.value
        else { return nil }
        let text = value.trimmingCharacters(in: .whitespaces)
        let delay: Duration
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            // RFC 9111 §1.2.2: a number of seconds too large to hold is the largest one can.
            delay = Int64(text).map(Duration.seconds) ?? maxDelay
        } else if let date = Self.httpDate(text) {
            let interval = date.timeIntervalSince(now())
            delay = interval > 0 ? .nanoseconds(Int64(min(interval, 1e9) * 1e9)) : .zero
        } else {
            return nil
        }
        return min(delay, maxDelay)
    }

    /// Parses an HTTP date (RFC 9110 §5.6.7): IMF-fixdate, or the obsolete RFC 850 and asctime forms.
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}

extension RetryMiddleware: IdleCapableMiddleware {
    /// Whether every request is sent once only.
    var isIdle: Bool { maxAttempts == 1 }

    /// Whether a request described by `context` is sent once only: it may not be retried.
    func isIdle(for context: RequestContext) -> Bool { isIdle || !context.allowsRetry }
}

extension Duration {
    /// The duration in whole nanoseconds, saturating.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        return product.addingReportingOverflow(attoseconds / 1_000_000_000).overflow ? .max : product + attoseconds / 1_000_000_000
    }
}
