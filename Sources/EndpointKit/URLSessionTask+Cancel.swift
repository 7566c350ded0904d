import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionTask {
    /// Cancels the task from another thread, returning at once.
    ///
    /// On Linux `cancel()` waits until libcurl has handed over all it had already read, decompressed: for a 2 MB
    /// gzip bomb, 2 GiB, each chunk queued for the session's delegate. Called on the delegate's queue it would hold
    /// that queue, so every one of those chunks would wait in memory; the delegate instead drops them as they come.
    func cancelWithoutWaiting() {
        DispatchQueue.global().async { self.cancel() }
    }
}
