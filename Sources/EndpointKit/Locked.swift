import Foundation

/// A value guarded by a lock, for state shared across tasks and threads.
///
/// Built on `NSLock` rather than `Synchronization.Mutex`: Mutex needs macOS 15 / iOS 18 while EndpointKit
/// supports macOS 13 / iOS 16, and ThreadSanitizer on Linux cannot see Mutex's prebuilt futex
/// synchronisation, so it reported races that were not there.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only read or written inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
