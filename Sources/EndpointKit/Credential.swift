import Foundation

/// One way a client authenticates, optionally named for the spec's security scheme it satisfies.
///
/// Every credential a client holds is in ``APIClient/Configuration/credentials``, the one place the runtime
/// (and anything that must hide secrets) finds them. Which of them a request carries depends on its endpoint:
/// an endpoint with a ``SecurityRequirement`` gets the named credentials of the first alternative the client
/// can satisfy; any other endpoint that requires authentication gets every credential.
///
/// ```swift
/// let configuration = APIClient.Configuration(server: server, credentials: [
///     .bearer(TokenProvider(token: { await store.token }, refresh: { try await store.refresh() })).named("user"),
///     .apiKey(name: "api_key", value: key, location: .query).named("key"),
/// ])
/// ```
public struct Credential: Sendable {
    /// What a credential sends.
    public enum Kind: Sendable {
        /// A token sent in the header `header` as `"<scheme> <token>"`, or as the bare token when `scheme` is
        /// `nil`. The token is fetched from `provider` for every request, and refreshed after a 401 if the
        /// provider can refresh.
        case token(header: String, scheme: String?, provider: TokenProvider)
        /// A fixed key sent as the query item, header field or cookie `name`.
        case apiKey(name: String, value: String, location: APIKeyLocation)
    }

    /// What this credential sends.
    public var kind: Kind
    /// The name of the security scheme this credential satisfies (a key of the spec's `auth.schemes`), which
    /// a ``SecurityRequirement`` refers to; `nil` for a credential only sent to endpoints without one.
    public var schemeName: String?
    /// Values it sends that ``kind`` does not show, secrets wherever they appear: a basic credential's password,
    /// which goes out inside its encoded token, and came back readable in a 401's body.
    var hiddenSecrets: [String] = []

    /// Creates a credential that sends `kind`, for the scheme `schemeName` if given.
    public init(_ kind: Kind, schemeName: String? = nil) {
        self.kind = kind
        self.schemeName = schemeName
    }

    /// A token sent in the header `header` as `"<scheme> <token>"`, or as the bare token when `scheme` is `nil`.
    public static func token(header: String, scheme: String?, provider: TokenProvider) -> Credential {
        Credential(.token(header: header, scheme: scheme, provider: provider))
    }

    /// A fixed key sent as the query item, header field or cookie `name`.
    public static func apiKey(name: String, value: String, location: APIKeyLocation) -> Credential {
        Credential(.apiKey(name: name, value: value, location: location))
    }

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
        basic(BasicCredential(username: username, password: password))
    }

    /// HTTP basic authentication with `credential`'s user name and password; see ``basic(username:password:)``.
    /// A user name holding `:` fails each request with ``InvalidRequestReason/invalidCredential(_:)``: the server
    /// would read the name up to it and the rest as the password.
    public static func basic(_ credential: BasicCredential) -> Credential {
        guard !credential.username.contains(":") else {
            let reason = InvalidRequestReason.invalidCredential("a basic user name must not hold ':', which ends it (RFC 7617)")
            return .token(header: "Authorization", scheme: "Basic", provider: TokenProvider { throw EndpointError.invalidRequest(reason) })
        }
        var basic = Credential.token(header: "Authorization", scheme: "Basic", provider: .constant(credential.encoded))
        basic.hiddenSecrets = [credential.password]
        return basic
    }

    /// This credential, named for the security scheme `schemeName`.
    public func named(_ schemeName: String) -> Credential {
        var named = self
        named.schemeName = schemeName
        return named
    }
}

/// Where an API key goes.
public enum APIKeyLocation: Sendable, Hashable {
    /// A query item, put after the shared query items and before the endpoint's own.
    case query
    /// A header field, which replaces a shared field with the same name.
    case header
    /// A cookie `name=value` in the `Cookie` header field, joined with `; ` to the other cookies sent.
    case cookie
}

extension Credential {
    /// The token this credential sends, fetched from its provider; `nil` for an API key.
    ///
    /// A failing token provider yields ``InvalidRequestReason/credentialUnavailable(_:)``, except that an
    /// ``EndpointError`` or a cancellation passes through as such.
    func currentToken() async throws(EndpointError) -> String? {
        guard case .token(_, _, let provider) = kind else { return nil }
        return try await Self.obtain { try await provider.token() }
    }

    /// A token to send instead of `rejected` after a 401, or `nil` if this credential cannot refresh.
    /// Errors are mapped like ``currentToken()``'s.
    func refreshedToken(replacing rejected: String?) async throws(EndpointError) -> String? {
        guard case .token(_, _, let provider) = kind, provider.canRefresh, let rejected else { return nil }
        return try await Self.obtain { try await provider.refreshedToken(replacing: rejected) }
    }

    /// Adds this credential's query item, header field or cookie (a `Cookie` field of its own, which ``RequestBuilder``
    /// joins with the request's other cookies); `token` is the value ``currentToken()`` or
    /// ``refreshedToken(replacing:)`` returned.
    /// An empty token or key (a signed-out provider's `""`), or a cookie's value holding a character a cookie cannot,
    /// throws ``InvalidRequestReason/invalidCredential(_:)``: the request would go as if signed in, with nothing in it.
    func apply(token: String?, query: inout [QueryItem], headers: inout [HTTPHeader]) throws(EndpointError) {
        switch kind {
        case .token(let header, let scheme, _):
            let token = token ?? ""
            guard !token.isEmpty else {
                throw .invalidRequest(.invalidCredential("the token for '\(header)' is empty (RFC 6750 needs one character at least)"))
            }
            headers.append(HTTPHeader(name: header, value: scheme.map { "\($0) \(token)" } ?? token))
        case .apiKey(let name, let value, _) where value.isEmpty:
            throw .invalidRequest(.invalidCredential("the API key '\(name)' is empty"))
        case .apiKey(let name, let value, .query):
            query.append(QueryItem(name: name, value: value))
        case .apiKey(let name, let value, .header):
            headers.append(HTTPHeader(name: name, value: value))
        case .apiKey(let name, let value, .cookie):
            guard value.unicodeScalars.allSatisfy(Self.isCookieOctet) else {
                throw .invalidRequest(.invalidCredential("the API key cookie '\(name)' holds a character a cookie value cannot (RFC 6265)"))
            }
            headers.append(HTTPHeader(name: "Cookie", value: "\(name)=\(value)"))
        }
    }

    /// Whether `scalar` may stand in a cookie value (RFC 6265 §4.1.1's cookie-octet, and non-ASCII text, which
    /// servers take): not a control character, space, `"`, `,`, `;` or `\`.
    private static func isCookieOctet(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 || PercentEncoding.isCookieOctet(UInt8(scalar.value))
    }

    private static func obtain<T>(_ body: () async throws -> T) async throws(EndpointError) -> T {
        do {
            return try await body()
        } catch let error as EndpointError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            // An app's own error says what it means in its description: `LoginNeeded()` did not.
            throw .invalidRequest(.credentialUnavailable((error as? any LocalizedError)?.errorDescription ?? String(describing: error)))
        }
    }
}
