@testable import EndpointKit

/// A clock for rate-limit tests: `sleep` records the wait and moves `time` on to the sleeper's deadline.
///
/// An open clock wakes every sleeper at once. A held clock keeps sleepers waiting until the test wakes them:
/// one at a time with ``wakeNextSleeper()`` (earliest deadline first, ties in arrival order), or all
/// with ``open()``. Waking one at a time lets a test observe what each wake-up caused before it allows the next.
final class FakeClock: Sendable {
    private struct Sleeper {
        let duration: Duration
        let deadline: Duration
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var isOpen: Bool
        var held: [Sleeper] = []  // in arrival order
    }

    /// The time elapsed since the clock's origin.
    let time = Shared(Duration.zero)
    /// Every wait a sleeper asked for, in the order the sleepers woke.
    let sleeps = Recorder<Duration>()
    private let state: Locked<State>

    init(open: Bool = true) { state = Locked(State(isOpen: open)) }

    var now: @Sendable () -> Duration { { self.time.value } }

    var sleep: @Sendable (Duration) async throws -> Void {
        { duration in
            await withCheckedContinuation { continuation in
                let sleeper = Sleeper(duration: duration, deadline: self.time.value + duration, continuation: continuation)
                let isHeld = self.state.withLock { state in
                    if state.isOpen { return false }
                    state.held.append(sleeper)
                    return true
                }
                if !isHeld { self.wake(sleeper) }
            }
        }
    }

    /// The number of sleepers waiting to be woken.
    var heldCount: Int { state.withLock { $0.held.count } }

    /// Waits until a sleeper is held, then wakes exactly the one due first; `false` if none came before the test was
    /// cancelled (see ``eventually(_:)``).
    func wakeNextSleeper() async -> Bool {
        guard await eventually({ self.heldCount > 0 }) else { return false }
        let sleeper = state.withLock { state in
            // `min(by:)` keeps the first of equal deadlines, so ties wake in arrival order.
            let next = state.held.indices.min { state.held[$0].deadline < state.held[$1].deadline }!
            return state.held.remove(at: next)
        }
        wake(sleeper)
        return true
    }

    /// Wakes every held sleeper, earliest deadline first, and lets later sleeps pass at once.
    func open() {
        let held = state.withLock { state in
            state.isOpen = true
            defer { state.held = [] }
            return state.held
        }
        // A stable sort: ties keep their arrival order.
        for sleeper in held.sorted(by: { $0.deadline < $1.deadline }) { wake(sleeper) }
    }

    private func wake(_ sleeper: Sleeper) {
        time.update { $0 = max($0, sleeper.deadline) }
        sleeps.append(sleeper.duration)
        sleeper.continuation.resume()
    }
}
