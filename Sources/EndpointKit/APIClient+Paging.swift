import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Paged lists as ``PageSequence``s; generated clients call these for endpoints with `paging` in the spec.
///
/// Each page is sent like any request of the client: credentials, middleware, transport, the 401 refresh and
/// the same errors. Nothing is sent until the sequence is iterated.
extension APIClient {
    /// Pages numbered `first`, `first + 1`, …: `request` builds the endpoint of one page number. Ends after
    /// `totalPages` pages (when the response tells), or at an empty page.
    public func pages<Request: Endpoint, Response: Decodable & Sendable, Item: Sendable>(
        numberedFrom first: Int,
        request: @escaping @Sendable (Int) -> Request,
        decoding: Response.Type = Response.self,
        items: @escaping @Sendable (Response) -> [Item],
        totalPages: @escaping @Sendable (Response) -> Int? = { _ in nil }
    ) -> PageSequence<Item> {
        @Sendable func fetch(_ number: Int) -> PageFetch<Item> {
            PageFetch { () async throws(EndpointError) in
                let response = try await decodedPage(request(number), as: Response.self)
                let isLast = totalPages(response).map { number - first + 1 >= $0 } ?? false
                return (items(response), isLast ? nil : fetch(number + 1))
            }
        }
        return PageSequence(first: fetch(first))
    }

    /// Pages chained by a cursor: `request(nil)` builds the first page's endpoint, `request(cursor)` the next
    /// one's, where `next` reads the cursor from a page (the last item's id, or a `next_cursor` field). Ends when
    /// `next` gives `nil`, an empty text (Slack's last `next_cursor`) or a cursor already used, when `hasMore` says
    /// `false`, or at an empty page.
    public func pages<Request: Endpoint, Response: Decodable & Sendable, Item: Sendable, Cursor: Sendable & Equatable>(
        cursor request: @escaping @Sendable (Cursor?) -> Request,
        decoding: Response.Type = Response.self,
        items: @escaping @Sendable (Response) -> [Item],
        next: @escaping @Sendable (Response, [Item]) -> Cursor?,
        hasMore: @escaping @Sendable (Response) -> Bool? = { _ in nil }
    ) -> PageSequence<Item> {
        @Sendable func fetch(_ cursor: Cursor?, used: [Cursor]) -> PageFetch<Item> {
            PageFetch { () async throws(EndpointError) in
                let response = try await decodedPage(request(cursor), as: Response.self)
                let pageItems = items(response)
                // A cursor that does not move, or comes round again (A, B, A), would fetch the same pages forever.
                guard hasMore(response) != false, let following = next(response, pageItems), (following as? String)?.isEmpty != true,
                      !used.contains(following) else {
                    return (pageItems, nil)
                }
                return (pageItems, fetch(following, used: used + [following]))
            }
        }
        return PageSequence(first: fetch(nil, used: []))
    }

    /// Pages chained by the `Link: <…>; rel="next"` response header field (RFC 8288), as GitHub pages: the
    /// first page is `request`, each next page its link, sent with `request`'s method, headers and credentials.
    /// Ends at a response without a next link, or with a link already followed (or the first page's). A link to another
    /// origin than the first page's throws ``InvalidRequestReason/crossOriginLink(_:)`` instead of sending credentials
    /// there, and a link no URL can be made of throws ``InvalidRequestReason/invalidURL(_:)`` after the page it ends
    /// in. A link without user information keeps the base URL's.
    public func pages<Request: Endpoint, Response: Decodable & Sendable, Item: Sendable>(
        linkedFrom request: Request,
        decoding: Response.Type = Response.self,
        items: @escaping @Sendable (Response) -> [Item]
    ) -> PageSequence<Item> {
        pages(linkedFrom: request, items: items) { _, response in
            response.value(forHTTPHeaderField: "Link").flatMap { WebLink.target(of: "next", in: $0) }
        }
    }

    /// Pages chained by the next page's URL in each page's body, as Django REST framework's and Spotify's `next`: the
    /// first page is `request`, each next page the URL `next` reads from a page (relative to that page's URL), sent
    /// as a link is. Ends when `next` gives `nil` or an empty text, or a URL already followed; a URL of another
    /// origin than the first page's throws ``InvalidRequestReason/crossOriginLink(_:)`` instead of sending
    /// credentials there, and a text no URL can be made of throws ``InvalidRequestReason/invalidURL(_:)`` after its page.
    public func pages<Request: Endpoint, Response: Decodable & Sendable, Item: Sendable>(
        linkedFrom request: Request,
        decoding: Response.Type = Response.self,
        items: @escaping @Sendable (Response) -> [Item],
        next: @escaping @Sendable (Response) -> String?
    ) -> PageSequence<Item> {
        pages(linkedFrom: request, items: items) { page, _ in next(page).flatMap { $0.isEmpty ? nil : $0 } }
    }

    /// Pages from `request` on, each next page at the URL `nextLink` finds in a page and its response.
    private func pages<Request: Endpoint, Response: Decodable & Sendable, Item: Sendable>(
        linkedFrom request: Request,
        items: @escaping @Sendable (Response) -> [Item],
        nextLink: @escaping @Sendable (Response, HTTPURLResponse) -> String?
    ) -> PageSequence<Item> {
        @Sendable func fetch(_ link: URL?, followed: Set<URL>) -> PageFetch<Item> {
            PageFetch { () async throws(EndpointError) in
                let parts = try validatedParts(of: request)
                let context = RequestContext(request, parts: parts)
                let answer = try await response(for: parts, context: context) { built, tokens throws(EndpointError) in
                    guard let link else { return built }
                    return try retargeted(built, to: link, parts: parts, tokens: tokens)
                }
                let received = try successful(answer)
                let page = try decoded(received) { response throws(EndpointError) in try response.decode(Response.self) }
                let response = received.response
                let nextText = nextLink(page, response)
                let next = nextText.flatMap { URL(string: $0, relativeTo: response.url ?? link)?.absoluteURL }
                if let nextText, next == nil {
                    // A next page is promised but cannot be reached: ending here would pass a part for the whole list.
                    let error = EndpointError.invalidRequest(.invalidURL(nextText)).redacted(by: safety.carrying(answer.tokens).redactor())
                    return (items(page), PageFetch { () async throws(EndpointError) in throw error })
                }
                // A link back to a page already read (2 → 1 → 2) would fetch the same pages forever.
                var seen = followed
                if let url = response.url { seen.insert(url) }
                guard let next, !seen.contains(next) else { return (items(page), nil) }
                return (items(page), fetch(next, followed: seen.union([next])))
            }
        }
        return PageSequence(first: fetch(nil, followed: []))
    }

    /// Sends `endpoint` and decodes its 2xx body as `Response`.
    private func decodedPage<Response: Decodable>(_ endpoint: some Endpoint, as type: Response.Type) async throws(EndpointError) -> Response {
        try decoded(try await exchange(endpoint)) { response throws(EndpointError) in try response.decode(Response.self) }
    }

    /// `request` sent to `link` instead, with the shared query items and query credentials that the link does not
    /// already carry (servers usually repeat the query in their links, and an API key must not be sent twice), and the
    /// first page's user and password when the link has no user, or the same without a password: they are the
    /// credentials of a base URL that holds them.
    private func retargeted(_ request: URLRequest, to link: URL, parts: RequestParts, tokens: [String?]) throws(EndpointError) -> URLRequest {
        // The first page's URL, not the client's server: the endpoint may be served elsewhere (its own `server`).
        guard let first = request.url.flatMap({ URLComponents(url: $0, resolvingAgainstBaseURL: true) }),
              let target = URLComponents(url: link, resolvingAgainstBaseURL: true)
        else { throw .invalidRequest(.invalidURL(link.absoluteString)) }
        guard Self.origin(of: target) == Self.origin(of: first) else {
            throw .invalidRequest(.crossOriginLink(Self.readableOrigin(of: target)))
        }
        let present = Set((target.queryItems ?? []).map(\.name))
        let shared = configuration.sharedQuery + (try credentialFields(for: parts, tokens: tokens).query)
        let missing = shared.filter { !present.contains($0.name) }
        // The fragment is never sent (RFC 3986 §3.5), and the query goes before it: after it, the key was lost.
        var text = link.absoluteString
        if let user = first.percentEncodedUser,
           target.percentEncodedUser == nil || (target.percentEncodedUser == user && target.percentEncodedPassword == nil) {
            var authenticated = target
            authenticated.percentEncodedUser = user
            authenticated.percentEncodedPassword = first.percentEncodedPassword
            guard let url = authenticated.url else { throw .invalidRequest(.invalidURL(text)) }
            text = url.absoluteString
        }
        if let fragment = text.firstIndex(of: "#") { text = String(text[..<fragment]) }
        if !missing.isEmpty { text += (target.percentEncodedQuery == nil ? "?" : "&") + RequestBuilder.formEncoded(missing) }
        guard let url = URL(string: text) else { throw .invalidRequest(.invalidURL(text)) }
        var retargeted = request
        retargeted.url = url
        return retargeted
    }

    /// `scheme://host:port` with the scheme's default port filled in, lowercased, for same-origin checks.
    static func origin(of components: URLComponents) -> String {
        let scheme = components.scheme?.lowercased() ?? ""
        let port = components.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(components.host?.lowercased() ?? ""):\(port)"
    }

    /// The origin of `components` as a person reads it: `scheme://host`, with a port only where the link names one,
    /// or the scheme alone for a link without a host (`file:///etc/passwd`), whose origin has no `:-1` to show.
    static func readableOrigin(of components: URLComponents) -> String {
        let scheme = components.scheme?.lowercased() ?? ""
        guard let host = components.host, !host.isEmpty else { return "a \(scheme): URL without a host" }
        return "\(scheme)://\(host.lowercased())" + (components.port.map { ":\($0)" } ?? "")
    }
}
