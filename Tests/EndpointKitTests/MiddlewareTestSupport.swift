@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A thread-safe list of values recorded from `@Sendable` closures.
final class Recorder<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])

    func append(_ value: Value) { values.withLock { $0.append(value) } }

    var all: [Value] { values.withLock { $0 } }
}

/// A thread-safe value that tests and `@Sendable` closures can both read and change.
final class Shared<Value: Sendable>: Sendable {
    private let storage: Locked<Value>

    init(_ value: Value) { storage = Locked(value) }

    var value: Value { storage.withLock { $0 } }

    @discardableResult
    func update<R: Sendable>(_ body: @Sendable (inout Value) -> R) -> R { storage.withLock { body(&$0) } }
}

/// Counts the requests that pass through it; placed inside a retry it counts attempts.
struct CountingMiddleware: Middleware {
    let count = Shared(0)

    func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        count.update { $0 += 1 }
        return try await next(request)
    }
}

/// A POST endpoint whose retry decision is set explicitly.
struct RetryableCreate: Endpoint {
    var isRetryable: Bool?
    var method: HTTPMethod { .post }
    var path: String { "/list" }
    var body: RequestBody? { .json(NewList(name: "n", rating: 1)) }
}

/// A GET endpoint that refuses retries.
struct NonRetryableRead: Endpoint {
    var method: HTTPMethod { .get }
    var path: String { "/read" }
    var isRetryable: Bool? { false }
}

/// Waits until `condition` holds, polling, however long a loaded machine takes to make it hold; `false` only when the
/// test's task is cancelled, as its suite's time limit cancels a wait for something that never happens. A deadline of
/// its own failed tests whose stub transport had not yet been scheduled when the whole suite shared two busy cores.
func eventually(_ condition: @Sendable () async -> Bool) async -> Bool {
    while !Task.isCancelled {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return await condition()
}

extension Trait where Self == TimeLimitTrait {
    /// The time limit of a suite that waits with ``eventually(_:)``: far beyond what any load makes a wait take, so
    /// only a wait for something that never happens reaches it, and fails instead of hanging the run.
    static var waitsForEvents: Self { .timeLimit(.minutes(10)) }
}
