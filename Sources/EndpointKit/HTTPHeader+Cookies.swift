extension HTTPHeader {
    /// Adds `cookies` to the `Cookie` field of `headers`, after the cookies already there (an API key's), or as a
    /// new field: a request carries one `Cookie` field (RFC 6265 §5.4), since a second would replace the first.
    ///
    /// Each cookie is `name=value` with the value percent-encoded as a query value is (OpenAPI's `form` style for
    /// `in: cookie`), which leaves only characters a cookie value may hold. A name that is not an HTTP token throws
    /// ``EndpointError/invalidRequest(_:)`` naming the `Cookie` field (the value may be a secret).
    static func addCookies(_ cookies: [QueryItem], to headers: inout [HTTPHeader]) throws(EndpointError) {
        var pairs: [String] = []
        for cookie in cookies {
            guard isToken(cookie.name) else { throw .invalidRequest(.invalidHeader(name: "Cookie")) }
            pairs.append(cookie.name + "=" + (cookie.isValuePercentEncoded ? cookie.value : PercentEncoding.encode(cookie.value)))
        }
        let added = pairs.joined(separator: "; ")
        if let index = headers.firstIndex(where: { $0.name.caseInsensitiveCompare("Cookie") == .orderedSame }) {
            headers[index].value += "; " + added
        } else {
            headers.append(HTTPHeader(name: "Cookie", value: added))
        }
    }
}
