import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Holds requests so that at most N start per second: a token bucket of capacity N refilled at N tokens
/// per second, so a burst of N goes at once and the rest at a steady N per second.
///
/// Waiting requests are released in the order they arrived (FIFO). A waiting request whose task is
/// cancelled leaves the queue at once and fails with ``EndpointError/cancelled``. The limit belongs to
/// the instance: give each client its own, or share one to limit several clients together. Placed
/// outside a ``RetryMiddleware`` a request and its retries take one token; inside, every attempt takes one.
///
/// ```swift
/// let configuration = APIClient.Configuration(
///     server: server,
///     middleware: [RateLimitMiddleware(requestsPerSecond: 5), RetryMiddleware()]
/// )
/// ```
public struct RateLimitMiddleware: Middleware {
    /// The number of requests allowed per second, which is also the burst size.
    public let requestsPerSecond: Int
    private let bucket: TokenBucket

    /// Creates a limiter of `requestsPerSecond` (at least 1).
    ///
    /// - Parameters:
    ///   - requestsPerSecond: The most requests started in any one second; a burst of that many may start at once.
    ///   - now: The time elapsed since any fixed origin, never decreasing; a `ContinuousClock` by default.
    ///   - sleep: Waits the given duration; `Task.sleep` by default. Only one wait runs at a time (for the
    ///     request at the head of the queue), so a fake clock in tests sees each wait in turn.
    public init(
        requestsPerSecond: Int,
        now: (@Sendable () -> Duration)? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        let rate = max(1, requestsPerSecond)
        self.requestsPerSecond = rate
        let origin = ContinuousClock.now
        bucket = TokenBucket(rate: rate, now: now ?? { ContinuousClock.now - origin }, sleep: sleep)
    }

    /// The number of requests waiting for a token now.
    public var waitingCount: Int {
        get async { await bucket.waitingCount }
    }

    /// Waits for a token, then sends `request` onward.
    public func intercept(
        _ request: consuming URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse) {
        try await bucket.acquire()
        return try await next(consume request)
    }
}

/// The FIFO token bucket behind ``RateLimitMiddleware``.
actor TokenBucket {
    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let rate: Double
    private let capacity: Double
    private let now: @Sendable () -> Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    private var tokens: Double
    private var lastRefill: Duration
    private var queue: [Waiter] = []
    private var nextID: UInt64 = 0
    private var isReleasing = false

    init(rate: Int, now: @escaping @Sendable () -> Duration, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.rate = Double(rate)
        capacity = Double(rate)
        tokens = Double(rate)
        self.now = now
        self.sleep = sleep
        lastRefill = now()
    }

    var waitingCount: Int { queue.count }

    /// Returns when a token is taken; throws ``EndpointError/cancelled`` if the task is cancelled first.
    func acquire() async throws {
        if Task.isCancelled { throw EndpointError.cancelled }
        refill()
        if queue.isEmpty && tokens >= 1 - Self.epsilon {
            tokens -= 1
            return
        }
        let id = nextID
        nextID += 1
        // The operation runs on this actor without suspending before the waiter is queued, so the
        // cancellation handler's `cancel(id)` always runs after it is queued (or after it was released).
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: EndpointError.cancelled)
                    return
                }
                queue.append(Waiter(id: id, continuation: continuation))
                startReleasing()
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    private func cancel(_ id: UInt64) {
        guard let index = queue.firstIndex(where: { $0.id == id }) else { return }  // already released
        queue.remove(at: index).continuation.resume(throwing: EndpointError.cancelled)
    }

    private func startReleasing() {
        guard !isReleasing else { return }
        isReleasing = true
        Task { await releaseWaiters() }
    }

    /// Releases waiters in order as tokens come in; the only place that sleeps.
    private func releaseWaiters() async {
        while true {
            refill()
            while !queue.isEmpty && tokens >= 1 - Self.epsilon {
                tokens -= 1
                queue.removeFirst().continuation.resume()
            }
            if queue.isEmpty { break }
            let seconds = (1 - tokens) / rate
            try? await sleep(.nanoseconds(Int64((seconds * 1e9).rounded(.up))))
        }
        isReleasing = false
    }

    private func refill() {
        let current = now()
        let elapsed = current - lastRefill
        lastRefill = current
        let (seconds, attoseconds) = elapsed.components
        tokens = min(capacity, tokens + (Double(seconds) + Double(attoseconds) / 1e18) * rate)
    }

    private static let epsilon = 1e-9
}
