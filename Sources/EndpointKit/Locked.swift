import Foundation

/// A value guarded by a lock, for state shared across tasks and threads.
///
/// Built on `NSLock` rather than `Synchronization.Mutex`: Mutex needs macOS 15 / iOS 18 while EndpointKit
/// supports macOS 13 / iOS 16, and ThreadSanitizer on Linux cannot see Mutex's prebuilt futex
/// synchronisation, so it reported races that were not there.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: the value is only read or written inside `withLock`, under `lock`.
    private let lock = NSLock()
    /// The value, kept behind a pointer rather than in a stored property: the lock already makes every access
    /// exclusive, and Swift's run-time exclusivity check on a class's stored property cost as much as the lock.
    private let value: UnsafeMutablePointer<Value>

    package init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value.pointee)
    }
}
