import Foundation

/// A hidden folder inside an output directory that holds one run's files until every one of them is written.
///
/// It is inside the output directory rather than beside it so that it is always on the same file system as the
/// files it replaces, even when the output directory is a mount point (a container's bind mount): a rename
/// between file systems fails, and a rename within one takes no space, so a full disk is met while staging.
struct StagingDirectory {
    /// The folder's path, `<directory>/.endpoint-gen-staging-XXXXXX`.
    let path: String

    /// Creates a uniquely named staging folder in `directory`: the build plugin runs one generator per spec at
    /// the same time, into the same folder.
    init(in directory: String) throws(WriteFailure) {
        var template = Array((directory + "/.endpoint-gen-staging-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
        guard let created else { throw WriteFailure("cannot write into the output directory", errno: errno) }
        path = created
    }

    /// Writes `data` to a new file `name` in the staging folder.
    func stage(_ data: Data, named name: String) throws(WriteFailure) {
        let descriptor = open(path + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw WriteFailure("cannot write generated file '\(name)'", errno: errno) }
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written >= 0 else { failure = errno; return }
                offset += written
            }
        }
        // Some file systems (NFS) report a full disk only when the file is closed.
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw WriteFailure("cannot write generated file '\(name)'", errno: failure) }
    }

    /// Replaces `directory`'s file `name` with the staged one.
    func move(named name: String, into directory: String) throws(WriteFailure) {
        guard rename(path + "/" + name, directory + "/" + name) == 0 else {
            throw WriteFailure("cannot write generated file '\(name)'", errno: errno)
        }
    }

    /// Removes the folder and whatever is still staged in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
