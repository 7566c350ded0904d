import Foundation

/// A file the command could not write, with the system's reason, so that the message says which file and why
/// (Foundation's `NSCocoaErrorDomain error 512` said neither).
struct WriteFailure: Error {
    /// What could not be done: `cannot write generated file 'x.Models.swift'`.
    var action: String
    /// Why, as the system words it: `Is a directory`, `No space left on device`.
    var reason: String

    init(_ action: String, errno code: Int32) {
        self.init(action, reason: String(cString: strerror(code)))
    }

    init(_ action: String, reason: String) {
        self.action = action
        self.reason = reason
    }

    /// `cannot write generated file 'x.Models.swift': No space left on device`
    var message: String { "\(action): \(reason)" }
}
