import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Decides what URLSession may send when a server redirects, so that credentials stay with their origin.
///
/// As curl, Go's net/http and Python's requests do, a redirect to another origin (a change of scheme,
/// host or port) loses the credential header fields, cookies and credential query items; one within the origin keeps
/// them all, a credential query item added again where the `Location` left it out; a redirect from
/// `https` to `http` is never followed; and a client may not follow redirects at all. A redirect not
/// followed returns the 3xx response itself, which ``APIClient`` reports as ``EndpointError/http(_:)``.
enum RedirectPolicy {
    /// The statuses URLSession follows when the response has a `Location`: FoundationNetworking's 301–303 and 305–308.
    /// A `300 Multiple Choices` and a `304 Not Modified` are answers it returns as they are.
    static let followedStatuses: Set<Int> = [301, 302, 303, 305, 306, 307, 308]

    /// The request to send for a redirect from a request to `original` to `proposed`, or `nil` to stop
    /// and return the redirect response.
    static func request(following proposed: URLRequest, from original: URL?, safety: RequestSafety) -> URLRequest? {
        guard safety.followsRedirects, let target = proposed.url else { return nil }
        guard let original else { return stripped(proposed, safety) }
        if original.scheme?.lowercased() == "https", target.scheme?.lowercased() != "https" { return nil }
        return Origin(original) == Origin(target) ? carryingQueryCredentials(proposed, from: original, safety) : stripped(proposed, safety)
    }

    /// `request` with the credential query items of `original` that its URL lacks: a `Location` replaces the query, so a
    /// key sent as a query item was lost on a redirect within its own origin, where header and cookie credentials are
    /// sent again, and the request failed as unauthorized.
    private static func carryingQueryCredentials(_ request: URLRequest, from original: URL, _ safety: RequestSafety) -> URLRequest {
        guard !safety.credentialQueryItems.isEmpty, let url = request.url,
              let sent = URLComponents(url: original, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return request }
        let name = { (item: URLQueryItem) in (item.name.removingPercentEncoding ?? item.name).lowercased() }
        let present = Set((components.percentEncodedQueryItems ?? []).map(name))
        let carried = sent.filter { safety.credentialQueryItems.contains(name($0)) && !present.contains(name($0)) }
        guard !carried.isEmpty else { return request }
        components.percentEncodedQueryItems = (components.percentEncodedQueryItems ?? []) + carried
        var request = request
        request.url = components.url ?? url
        return request
    }

    /// `request` without the credential header fields and query items of `safety`.
    private static func stripped(_ request: URLRequest, _ safety: RequestSafety) -> URLRequest {
        var request = request
        for name in request.allHTTPHeaderFields?.keys ?? [:].keys where safety.credentialHeaders.contains(name.lowercased()) {
            request.setValue(nil, forHTTPHeaderField: name)
        }
        if let url = request.url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
           let items = components.percentEncodedQueryItems {
            let kept = items.filter { item in
                !safety.credentialQueryItems.contains((item.name.removingPercentEncoding ?? item.name).lowercased())
            }
            if kept.count != items.count {
                components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
                request.url = components.url ?? url
            }
        }
        // A redirect target with user information would send it as Basic credentials.
        if let url = request.url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
           components.user != nil || components.password != nil {
            components.user = nil
            components.password = nil
            request.url = components.url ?? url
        }
        return request
    }

    /// A URL's scheme, host and effective port (RFC 6454).
    struct Origin: Equatable {
        var scheme: String?
        var host: String?
        var port: Int?

        init(_ url: URL) {
            scheme = url.scheme?.lowercased()
            host = url.host?.lowercased()
            port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
        }
    }
}
