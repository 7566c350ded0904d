import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The task of one transfer, cancellable from the task's cancellation handler, which may run before
/// the data task exists.
final class TransferGate: Sendable {
    private enum State {
        case waiting
        case running(URLSessionTask)
        case cancelled
    }

    private let state = Locked(State.waiting)

    /// Resumes `task` and returns `true`, or returns `false` without resuming it when the transfer was
    /// already cancelled; the caller then fails the transfer itself.
    ///
    /// An already-cancelled transfer has nothing to send, so it does not depend on how a platform's URLSession
    /// treats a task cancelled right after `resume()`: it never starts its task at all.
    func start(_ task: URLSessionTask) -> Bool {
        let started = state.withLock { state in
            if case .cancelled = state { return false }
            state = .running(task)
            return true
        }
        if started { task.resume() }
        return started
    }

    /// Cancels the running task, or marks the transfer so that a later ``start(_:)`` does not start it.
    func cancel() {
        let task = state.withLock { state -> URLSessionTask? in
            defer { state = .cancelled }
            if case .running(let task) = state { return task }
            return nil
        }
        task?.cancel()
    }
}
