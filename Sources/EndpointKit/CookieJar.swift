import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The cookies of a transport's configuration, sent and kept by the transport rather than by URLSession.
///
/// URLSession (Apple's and swift-corelibs-foundation's) sets a request's `Cookie` field from its cookie storage,
/// replacing the one the client built: after a load balancer's `Set-Cookie: __cf_bm=…`, an API key sent as a cookie
/// and the endpoint's cookie parameters were no longer sent, and a cookie the server set stood in for the app's key.
/// The transport's sessions run without cookie handling; the jar sends the stored cookies after the request's own (a
/// stored cookie of a name the field holds is left out: the client's key wins), a `Secure` one only over https
/// (RFC 6265 §5.4, which swift-corelibs-foundation's storage does not check), and keeps the cookies responses set,
/// as the configuration says (`httpShouldSetCookies`, `httpCookieAcceptPolicy`, `httpCookieStorage`).
struct CookieJar: @unchecked Sendable {
    // HTTPCookieStorage is safe to use from any thread; it is not marked Sendable.
    private let storage: HTTPCookieStorage?
    private let sends: Bool
    private let keeps: Bool

    init(_ configuration: URLSessionConfiguration) {
        storage = configuration.httpCookieStorage
        sends = configuration.httpShouldSetCookies
        keeps = configuration.httpCookieAcceptPolicy != .never
    }

    /// `configuration` for a session of the transport's own: the same, with cookies left to the jar.
    static func sessionConfiguration(_ configuration: URLSessionConfiguration) -> URLSessionConfiguration {
        guard let own = configuration.copy() as? URLSessionConfiguration else { return configuration }
        own.httpShouldSetCookies = false
        own.httpCookieAcceptPolicy = .never
        own.httpCookieStorage = nil
        return own
    }

    /// `request` with the stored cookies for its URL after its own `Cookie` field, or as the field.
    func prepared(_ request: URLRequest) -> URLRequest {
        var request = request
        // Apple's URLSession reads the request's own flag too.
        request.httpShouldHandleCookies = false
        guard sends, let url = request.url, let stored = storage?.cookies(for: url), !stored.isEmpty else {
            return request
        }
        let own = request.value(forHTTPHeaderField: "Cookie")
        let named = Set((own ?? "").split(separator: ";").map { pair in
            String(pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]).trimmingCharacters(in: .whitespaces)
        })
        let overHTTPS = url.scheme?.lowercased() == "https"
        let sent = stored.filter { !named.contains($0.name) && (overHTTPS || !$0.isSecure) }.map { "\($0.name)=\($0.value)" }
        guard !sent.isEmpty else { return request }
        request.setValue(((own.map { [$0] } ?? []) + sent).joined(separator: "; "), forHTTPHeaderField: "Cookie")
        return request
    }

    /// `request`, the next hop of a redirect from a request to `original`, with the stored cookies only while it stays
    /// within that origin. ``RedirectPolicy`` takes the `Cookie` field from a hop to another origin, and the storage,
    /// which matches a cookie by domain alone (not by port or scheme, RFC 6265 §8.5), put a session cookie the first
    /// origin had set back into it.
    func prepared(_ request: URLRequest, redirectedFrom original: URL?) -> URLRequest {
        guard let original, let target = request.url, RedirectPolicy.Origin(original) == RedirectPolicy.Origin(target) else {
            var request = request
            request.httpShouldHandleCookies = false
            return request
        }
        return prepared(request)
    }

    /// Stores the cookies `response` sets (a redirect's too), when the configuration keeps cookies.
    func keep(from response: URLResponse?) {
        guard keeps, let storage, let http = response as? HTTPURLResponse, let url = http.url else { return }
        var fields: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields where name.caseInsensitiveCompare("Set-Cookie") == .orderedSame {
            fields[name] = value
        }
        guard !fields.isEmpty else { return }
        storage.setCookies(HTTPCookie.cookies(withResponseHeaderFields: fields, for: url), for: url, mainDocumentURL: nil)
    }

    /// The request `task` sends for the redirect `response`, proposed by URLSession as `proposed`, or `nil` to stop and
    /// return the redirect: the redirect's cookies kept, the hop as ``RedirectPolicy`` decides (`fromFile` for a body
    /// streamed from a file, which the request does not hold to send again), with the stored cookies while it stays
    /// within the original request's origin. Every session delegate that follows redirects answers with it.
    func redirect(_ proposed: URLRequest, after response: HTTPURLResponse, of task: URLSessionTask, fromFile: Bool = false,
                  safety: RequestSafety) -> URLRequest? {
        keep(from: response)
        return RedirectPolicy.request(following: proposed, after: response, from: task.originalRequest, fromFile: fromFile, safety: safety)
            .map { prepared($0, redirectedFrom: task.originalRequest?.url) }
    }
}
