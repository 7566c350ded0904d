import Foundation

/// How a client authenticates. ``APIClient`` applies its credentials only to endpoints whose
/// ``Endpoint/requiresAuthentication`` is `true`.
///
/// ```swift
/// let configuration = APIClient.Configuration(server: server, credentials: [
///     .bearer(TokenProvider(token: { await store.token }, refresh: { try await store.refresh() })),
///     .apiKey(name: "api_key", value: key, location: .query),
/// ])
/// ```
public enum Credential: Sendable {
    /// A token sent in the header `header` as `"<scheme> <token>"`, or as the bare token when `scheme` is
    /// `nil`. The token is fetched from `provider` for every request, and refreshed after a 401 if the
    /// provider can refresh.
    case token(header: String, scheme: String?, provider: TokenProvider)
    /// A fixed key sent as the query item or header field `name`.
    case apiKey(name: String, value: String, location: APIKeyLocation)

    /// A token sent as `Authorization: Bearer <token>`.
    public static func bearer(_ provider: TokenProvider) -> Credential {
        .token(header: "Authorization", scheme: "Bearer", provider: provider)
    }

    /// HTTP basic authentication (RFC 7617): `Authorization: Basic <base64 of "username:password">`,
    /// the user name and password encoded as UTF-8.
    ///
    /// ```swift
    /// let configuration = APIClient.Configuration(server: server, credentials: [.basic(username: "user", password: "pw")])
    /// ```
    public static func basic(username: String, password: String) -> Credential {
        let encoded = Data("\(username):\(password)".utf8).base64EncodedString()
        return .token(header: "Authorization", scheme: "Basic", provider: .constant(encoded))
    }
}

/// Where an API key goes.
public enum APIKeyLocation: Sendable, Hashable {
    /// A query item, put after the shared query items and before the endpoint's own.
    case query
    /// A header field, which replaces a shared field with the same name.
    case header
}

extension Credential {
    /// The token this credential sends, fetched from its provider; `nil` for an API key.
    ///
    /// A failing token provider yields ``InvalidRequestReason/credentialUnavailable(_:)``, except that an
    /// ``EndpointError`` or a cancellation passes through as such.
    func currentToken() async throws(EndpointError) -> String? {
        guard case .token(_, _, let provider) = self else { return nil }
        return try await Self.obtain { try await provider.token() }
    }

    /// A token to send instead of `rejected` after a 401, or `nil` if this credential cannot refresh.
    /// Errors are mapped like ``currentToken()``'s.
    func refreshedToken(replacing rejected: String?) async throws(EndpointError) -> String? {
        guard case .token(_, _, let provider) = self, provider.canRefresh, let rejected else { return nil }
        return try await Self.obtain { try await provider.refreshedToken(replacing: rejected) }
    }

    /// Adds this credential's query item or header field; `token` is the value ``currentToken()`` or
    /// ``refreshedToken(replacing:)`` returned.
    func apply(token: String?, query: inout [QueryItem], headers: inout [HTTPHeader]) {
        switch self {
        case .token(let header, let scheme, _):
            let token = token ?? ""
            headers.append(HTTPHeader(name: header, value: scheme.map { "\($0) \(token)" } ?? token))
        case .apiKey(let name, let value, .query):
            query.append(QueryItem(name: name, value: value))
        case .apiKey(let name, let value, .header):
            headers.append(HTTPHeader(name: name, value: value))
        }
    }

    private static func obtain<T>(_ body: () async throws -> T) async throws(EndpointError) -> T {
        do {
            return try await body()
        } catch let error as EndpointError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .invalidRequest(.credentialUnavailable(String(describing: error)))
        }
    }
}
