import Foundation

/// An exclusive advisory lock on a folder (`flock` on the folder's own descriptor), held while one run writes into it.
enum FolderLock {
    /// Runs `body` while holding `folder`, waiting for another run that holds it.
    static func holding(_ folder: String, _ body: () throws(WriteFailure) -> Void) throws(WriteFailure) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteFailure("cannot open the output directory", errno: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw WriteFailure("cannot lock the output directory", errno: errno) }
        }
        // Closing the descriptor releases the lock.
        try body()
    }
}
