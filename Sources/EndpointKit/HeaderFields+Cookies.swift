extension HeaderFields {
    /// Adds `cookies` to the `Cookie` field, after the cookies already there (an API key's, a shared header's), or as
    /// a new field: a request carries one `Cookie` field (RFC 6265 §5.4), since a second would replace the first.
    ///
    /// Each cookie is `name=value` with the value as ``PercentEncoding/encodeCookieValue(_:)`` writes it: what a
    /// cookie value may hold as it is, the rest percent-encoded. A name that is not an HTTP token throws
    /// ``EndpointError/invalidRequest(_:)`` naming the `Cookie` field (the value may be a secret); a list an element
    /// of which holds its delimiter (see ``CookieStyle``) throws ``InvalidRequestReason/ambiguousList(name:)``; a value
    /// given as percent-encoded already that holds a CR, LF or NUL throws as an invalid name does.
    mutating func addCookies(_ cookies: [QueryItem]) throws(EndpointError) {
        var pairs: [String] = []
        for cookie in cookies {
            guard HTTPHeader.isToken(cookie.name) else { throw .invalidRequest(.invalidHeader(name: "Cookie")) }
            if cookie.isAmbiguousList { throw .invalidRequest(.ambiguousList(name: cookie.name)) }
            pairs.append(cookie.name + "=" + (cookie.isValuePercentEncoded ? cookie.value : PercentEncoding.encodeCookieValue(cookie.value)))
        }
        let added = pairs.joined(separator: "; ")
        let field = HTTPHeader(name: "Cookie", value: value(named: "Cookie").map { $0 + "; " + added } ?? added)
        // A value given as encoded already is written as it is, and could hold a CR or LF.
        guard field.isSendable else { throw .invalidRequest(.invalidHeader(name: "Cookie")) }
        set(field)
    }
}
