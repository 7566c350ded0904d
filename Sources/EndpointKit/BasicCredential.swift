import Foundation

/// A user name and password for HTTP basic authentication (RFC 7617), which generated clients take for a
/// spec's `basic` scheme.
///
/// ```swift
/// let client = BinClient(basic: BasicCredential(username: "user", password: "passwd"))
/// ```
public struct BasicCredential: Sendable, Hashable {
    /// The user name; it must not contain `:`, which separates it from the password (a request with one fails with
    /// ``InvalidRequestReason/invalidCredential(_:)``).
    public var username: String
    /// The password.
    public var password: String

    /// Creates a user name and password pair.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// The value after `Basic ` in the `Authorization` field: base64 of `username:password` in UTF-8.
    var encoded: String {
        Data("\(username):\(password)".utf8).base64EncodedString()
    }
}
