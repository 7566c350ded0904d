/// How a client authenticates. ``APIClient`` applies its credentials only to endpoints whose
/// ``Endpoint/requiresAuthentication`` is `true`.
public enum Credential: Sendable {
    /// A token sent in the header `header` as `"<scheme> <token>"`, or as the bare token when `scheme` is
    /// `nil`. The token is fetched from `provider` for every request.
    case token(header: String, scheme: String?, provider: TokenProvider)
    /// A fixed key sent as the query item or header field `name`.
    case apiKey(name: String, value: String, location: APIKeyLocation)

    /// A token sent as `Authorization: Bearer <token>`.
    public static func bearer(_ provider: TokenProvider) -> Credential {
        .token(header: "Authorization", scheme: "Bearer", provider: provider)
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
    /// Adds this credential's query item or header field, fetching the token if needed.
    ///
    /// A failing token provider yields ``InvalidRequestReason/credentialUnavailable(_:)``, except that an
    /// ``EndpointError`` or a cancellation passes through as such.
    func apply(query: inout [QueryItem], headers: inout [HTTPHeader]) async throws(EndpointError) {
        switch self {
        case .token(let header, let scheme, let provider):
            let token: String
            do {
                token = try await provider.token()
            } catch let error as EndpointError {
                throw error
            } catch is CancellationError {
                throw .cancelled
            } catch {
                throw .invalidRequest(.credentialUnavailable(String(describing: error)))
            }
            headers.append(HTTPHeader(name: header, value: scheme.map { "\($0) \(token)" } ?? token))
        case .apiKey(let name, let value, .query):
            query.append(QueryItem(name: name, value: value))
        case .apiKey(let name, let value, .header):
            headers.append(HTTPHeader(name: name, value: value))
        }
    }
}
