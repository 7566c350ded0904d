/// Supplies the access token for a ``Credential/token(header:scheme:provider:)`` credential.
///
/// The closure is called once per request that requires authentication, so it can return a cached
/// token, refresh an expired one, or read it from the keychain.
public struct TokenProvider: Sendable {
    private let fetch: @Sendable () async throws -> String

    /// Creates a provider that calls `fetch` for every authenticated request.
    public init(_ fetch: @escaping @Sendable () async throws -> String) {
        self.fetch = fetch
    }

    /// A provider that always returns `token`.
    public static func constant(_ token: String) -> TokenProvider {
        TokenProvider { token }
    }

    /// Returns the current token, or rethrows the error of the closure.
    public func token() async throws -> String {
        try await fetch()
    }
}
