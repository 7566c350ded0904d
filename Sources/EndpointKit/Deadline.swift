import Foundation

/// Runs `operation`, throwing ``EndpointError/timedOut`` and cancelling it when it takes longer than
/// `seconds`; a non-positive or non-finite `seconds` means no deadline.
///
/// URLSession's own timeout only limits the wait between two packets, so a server that trickles a byte a
/// second, or a transfer stuck on an authentication challenge, would never time out; this bounds the
/// whole exchange, from connecting to the last byte. `operation` must end promptly once cancelled.
func withDeadline<Value: Sendable>(
    seconds: TimeInterval,
    _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    guard seconds > 0, seconds.isFinite else { return try await operation() }
    return try await withThrowingTaskGroup(of: Value.self) { group in
        // Called in a closure rather than passed: under NonisolatedNonsendingByDefault (a team vendoring these
        // sources) `operation` runs on its caller's actor, which a child task's operation cannot.
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            throw EndpointError.timedOut
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw EndpointError.timedOut }
        return first
    }
}
