import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Holds requests so that at most N start in any one second: a request starts when fewer than N started in the second
/// before it, so a burst of N goes at once and the next waits until a second after the first of them.
///
/// Waiting requests are released in the order they arrived (FIFO). A waiting request whose task is
/// cancelled leaves the queue at once and fails with ``EndpointError/cancelled``. The limit belongs to
/// the instance: give each client its own, or share one to limit several clients together. Placed
/// outside a ``RetryMiddleware`` a request and its retries count once; inside, every attempt counts.
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
    private let window: StartWindow

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
        window = StartWindow(limit: rate, now: now ?? { ContinuousClock.now - origin }, sleep: sleep)
    }

    /// The number of requests waiting to start now.
    public var waitingCount: Int {
        get async { await window.waitingCount }
    }

    /// Waits until fewer than ``requestsPerSecond`` requests started in the past second, then sends `request` onward.
    public func intercept(
        _ request: consuming URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse) {
        try await window.start()
        return try await next(consume request)
    }
}

/// The FIFO sliding window behind ``RateLimitMiddleware``: the start times of the last N requests.
// Not a token bucket: refilled at N per second, one let almost 2N start in its first second (its N, then the refill),
// which servers counting N per second over a window answer with 429.
actor StartWindow {
    private struct Waiter {
        let id: UInt64
        /// Resumed with the index of the start recorded for it.
        let continuation: CheckedContinuation<Int, any Error>
    }

    private let limit: Int
    private let now: @Sendable () -> Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    /// The start times of the last `limit` requests, a ring whose oldest entry is at `oldest` once it is full. A
    /// released waiter moves its own entry later, so an entry may be later than the next: counting from the oldest
    /// entry rather than the earliest can only wait longer.
    private var starts: [Duration] = []
    private var oldest = 0
    private var queue: [Waiter] = []
    private var nextID: UInt64 = 0
    private var isReleasing = false
    /// Released waiters that have not yet moved their start to when they run.
    private var unstamped = 0
    /// Resumed when the last of them has.
    private var allStamped: CheckedContinuation<Void, Never>?

    init(limit: Int, now: @escaping @Sendable () -> Duration, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.limit = limit
        self.now = now
        self.sleep = sleep
        starts.reserveCapacity(limit)
    }

    var waitingCount: Int { queue.count }

    /// Returns when the request may start; throws ``EndpointError/cancelled`` if the task is cancelled first.
    func start() async throws {
        if Task.isCancelled { throw EndpointError.cancelled }
        let current = now()
        if queue.isEmpty && earliestStart(at: current) <= current {
            recordStart(at: current)
            return
        }
        let id = nextID
        nextID += 1
        // The operation runs on this actor without suspending before the waiter is queued, so the
        // cancellation handler's `cancel(id)` always runs after it is queued (or after it was released).
        let slot = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int, any Error>) in
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
        // A burst of released waiters resumes one after another (on a loaded machine tens of milliseconds apart), so
        // each counts from when it runs: stamped at its release, 50 of a limit of 50 reached the server up to 40 ms
        // late, and the next 50, released a second after the stamp, shared a second with them.
        starts[slot] = max(starts[slot], now())
        unstamped -= 1
        if unstamped == 0, let releaser = allStamped {
            allStamped = nil
            releaser.resume()
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

    /// Releases waiters in order as the window lets them start; the only place that sleeps.
    ///
    /// After a release it waits until every released waiter has stamped its start, and only then reads the window
    /// again: the next start depends on those stamps, and a waiter stamping after its entry had been reused moved
    /// another request's start (50 requests at 10 per second took 8 s instead of 4).
    private func releaseWaiters() async {
        while true {
            let current = now()
            while !queue.isEmpty && earliestStart(at: current) <= current {
                let slot = recordStart(at: current)
                unstamped += 1
                queue.removeFirst().continuation.resume(returning: slot)
            }
            if unstamped > 0 {
                await withCheckedContinuation { allStamped = $0 }
                continue
            }
            if queue.isEmpty { break }
            try? await sleep(earliestStart(at: current) - current)
        }
        isReleasing = false
    }

    /// When the next request may start: now while fewer than `limit` started, else a second after the oldest of the
    /// last `limit` starts.
    private func earliestStart(at current: Duration) -> Duration {
        starts.count < limit ? current : max(current, starts[oldest] + .seconds(1))
    }

    /// Records a start at `current` and returns the index of its entry.
    @discardableResult
    private func recordStart(at current: Duration) -> Int {
        guard starts.count == limit else {
            starts.append(current)
            return starts.count - 1
        }
        let slot = oldest
        starts[slot] = current
        oldest = (oldest + 1) % limit
        return slot
    }
}
