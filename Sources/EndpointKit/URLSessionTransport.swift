import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A ``Transport`` backed by `URLSession`.
///
/// Failures are thrown as ``EndpointError``: cancellation (of the task or the transfer) as
/// ``EndpointError/cancelled``, connectivity errors as ``EndpointError/noConnection(_:)``, timeouts as
/// ``EndpointError/timedOut`` and anything else, including a non-HTTP response, as
/// ``EndpointError/transport(_:)``. Cancelling the calling task cancels the transfer.
public struct URLSessionTransport: Transport {
    /// The session requests are sent with.
    public let session: URLSession

    /// Creates a transport that sends with `session`.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Creates a transport with a new session built from `configuration`.
    public init(configuration: URLSessionConfiguration) {
        self.init(session: URLSession(configuration: configuration))
    }

    /// Sends `request` and returns the body and response, whatever the status code.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let transfer = Transfer()
        let (data, response): (Data, URLResponse)
        do {
            // A data task with an explicit cancellation handler, because `URLSession.data(for:)` in
            // swift-corelibs-foundation does not observe task cancellation on every release.
            (data, response) = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let task = session.dataTask(with: request) { data, response, error in
                        if let error {
                            continuation.resume(throwing: error)
                        } else if let response {
                            continuation.resume(returning: (data ?? Data(), response))
                        } else {
                            continuation.resume(throwing: EndpointError.transport("no response and no error"))
                        }
                    }
                    transfer.start(task)
                }
            } onCancel: {
                transfer.cancel()
            }
        } catch {
            throw EndpointError(mapping: error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw EndpointError.transport("the response to \(request.url?.absoluteString ?? "the request") is not HTTP")
        }
        return (data, http)
    }
}

/// The data task of one `send`, cancellable from the task's cancellation handler, which may run before
/// the data task exists.
private final class Transfer: Sendable {
    private enum State {
        case waiting
        case running(URLSessionDataTask)
        case cancelled
    }

    private let state = Mutex(State.waiting)

    /// Resumes `task`, and cancels it at once if the transfer was already cancelled.
    func start(_ task: URLSessionDataTask) {
        let alreadyCancelled = state.withLock { state in
            if case .cancelled = state { return true }
            state = .running(task)
            return false
        }
        task.resume()
        // Cancelling a running task reliably calls its completion handler on every platform, which
        // resumes the continuation; a never-resumed task might not.
        if alreadyCancelled { task.cancel() }
    }

    /// Cancels the running task, or marks the transfer so a later ``start(_:)`` cancels it.
    func cancel() {
        let task = state.withLock { state -> URLSessionDataTask? in
            defer { state = .cancelled }
            if case .running(let task) = state { return task }
            return nil
        }
        task?.cancel()
    }
}
