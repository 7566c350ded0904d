import Dispatch
import Foundation

/// The handle of a completion-handler call; ``cancel()`` cancels its transfer.
///
/// The completion runs exactly once: with the call's result, or with ``EndpointError/cancelled`` when
/// ``cancel()`` comes first, in which case it is scheduled at once, without waiting for the transfer to
/// wind down. (Named `RequestHandle` rather than `Cancellable` so it never clashes with Combine's.)
public final class RequestHandle: Sendable {
    private struct State {
        var task: Task<Void, Never>?
        var isCancelled = false
        var isDelivered = false
    }

    private let state = Locked(State())
    private let deliverCancellation: @Sendable () -> Void

    init(deliverCancellation: @escaping @Sendable () -> Void) {
        self.deliverCancellation = deliverCancellation
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Cancels the call: the task and its transfer are cancelled and, unless the completion has already
    /// been scheduled, it receives ``EndpointError/cancelled``. Later calls do nothing.
    public func cancel() {
        let (task, deliver) = state.withLock { state -> (Task<Void, Never>?, Bool) in
            guard !state.isCancelled else { return (nil, false) }
            state.isCancelled = true
            let deliver = !state.isDelivered
            state.isDelivered = true
            return (state.task, deliver)
        }
        task?.cancel()
        if deliver { deliverCancellation() }
    }

    /// Stores the task, cancelling it at once if ``cancel()`` came first.
    func attach(_ task: Task<Void, Never>) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.isCancelled
        }
        if cancelled { task.cancel() }
    }

    /// Whether the caller may deliver the result: true once, unless cancelled first.
    func claimDelivery() -> Bool {
        state.withLock { state in
            defer { state.isDelivered = true }
            return !state.isDelivered
        }
    }
}

extension APIClient {
    /// Sends `endpoint`, decodes a 2xx body as `Response` and calls `completion` on `queue` exactly once,
    /// like ``send(_:decoding:)``. Cancelling the returned handle cancels the transfer and delivers
    /// ``EndpointError/cancelled``.
    @discardableResult
    public func send<Response: Decodable & Sendable>(
        _ endpoint: some Endpoint,
        decoding: Response.Type = Response.self,
        queue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Response, EndpointError>) -> Void
    ) -> RequestHandle {
        call(queue: queue, completion: completion) { () async throws(EndpointError) in try await self.send(endpoint, decoding: Response.self) }
    }

    /// Sends `endpoint`, which has no response content, and calls `completion` on `queue` exactly once,
    /// like ``send(_:)``.
    @discardableResult
    public func send(
        _ endpoint: some Endpoint,
        queue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Void, EndpointError>) -> Void
    ) -> RequestHandle {
        call(queue: queue, completion: completion) { () async throws(EndpointError) in try await self.send(endpoint) }
    }

    /// Sends `endpoint` and calls `completion` on `queue` exactly once with the raw 2xx body, like
    /// ``data(for:)``.
    @discardableResult
    public func data(
        for endpoint: some Endpoint,
        queue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Data, EndpointError>) -> Void
    ) -> RequestHandle {
        call(queue: queue, completion: completion) { () async throws(EndpointError) in try await self.data(for: endpoint) }
    }

    private func call<Value: Sendable>(
        queue: DispatchQueue,
        completion: @escaping @Sendable (Result<Value, EndpointError>) -> Void,
        operation: @escaping @Sendable () async throws(EndpointError) -> Value
    ) -> RequestHandle {
        let handle = RequestHandle { queue.async { completion(.failure(.cancelled)) } }
        let task = Task {
            let result: Result<Value, EndpointError>
            do throws(EndpointError) {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            if handle.claimDelivery() { queue.async { completion(result) } }
        }
        handle.attach(task)
        return handle
    }
}
