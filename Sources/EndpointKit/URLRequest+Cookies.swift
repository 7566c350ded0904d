import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLRequest {
    /// Adds `cookies` to the request's `Cookie` field, after the cookies already there (an API key's, a shared
    /// header's), or as a new field: a request carries one `Cookie` field (RFC 6265 §5.4), since a second would
    /// replace the first.
    ///
    /// Each cookie is `name=value` with the value as ``PercentEncoding/encodeCookieValue(_:)`` writes it: what a
    /// cookie value may hold as it is, the rest percent-encoded. A name that is not an HTTP token throws
    /// ``EndpointError/invalidRequest(_:)`` naming the `Cookie` field (the value may be a secret); a list an element
    /// of which holds its delimiter (see ``CookieStyle``) throws ``InvalidRequestReason/ambiguousList(name:)``.
    mutating func addCookies(_ cookies: [QueryItem]) throws(EndpointError) {
        var pairs: [String] = []
        for cookie in cookies {
            guard HTTPHeader.isToken(cookie.name) else { throw .invalidRequest(.invalidHeader(name: "Cookie")) }
            if cookie.isAmbiguousList { throw .invalidRequest(.ambiguousList(name: cookie.name)) }
            pairs.append(cookie.name + "=" + (cookie.isValuePercentEncoded ? cookie.value : PercentEncoding.encodeCookieValue(cookie.value)))
        }
        let added = pairs.joined(separator: "; ")
        let present = value(forHTTPHeaderField: "Cookie")
        setHeaderFields([HTTPHeader(name: "Cookie", value: present.map { $0 + "; " + added } ?? added)])
    }
}
