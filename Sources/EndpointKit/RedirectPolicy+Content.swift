import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A 307 or 308 repeats the method and the body (RFC 9110 §15.4.8–9). FoundationNetworking keeps the method and
/// `Content-Type` but sends no body, even when the redirected request holds it again, so a FastAPI `POST /items` → 307
/// `/items/` saved an empty item. URLSession therefore never follows such a redirect of a request with a body: the data
/// transport sends the request again itself (``repeating(_:after:safety:)``), within its origin only, and any other
/// transfer returns the 3xx.
extension RedirectPolicy {
    /// The most redirects of requests with a body that are followed in a row, as browsers allow.
    static let repeatLimit = 20

    /// The request URLSession may send for the redirect `response` to a request for `original`, which it proposes as
    /// `proposed`, or `nil` to stop and return the redirect response: `nil` for a 307 or 308 of a request with a body (in
    /// memory, or `fromFile`) and for a `Location` no HTTP request can go to, else as ``request(following:from:safety:)``
    /// decides, sent to the ``location(of:answering:)`` of the response. A redirect that makes the request a GET (a 303, or a 301
    /// or 302 after a POST) leaves the body's `Content-Type` behind with the body.
    static func request(following proposed: URLRequest, after response: HTTPURLResponse, from original: URLRequest?, fromFile: Bool = false,
                        safety: RequestSafety) -> URLRequest? {
        // FoundationNetworking proposed `Location: file:///etc/passwd` as the server's own `/etc/passwd`, and a relative
        // `target` from `/dir/redirect` as `/target`: each was sent with the credentials, and its answer taken as the
        // endpoint's.
        guard let target = location(of: response, answering: original?.url) else { return nil }
        var proposed = proposed
        proposed.url = target
        guard let original else { return request(following: proposed, from: nil, safety: safety) }
        if repeatsContent(response.statusCode), fromFile || hasBody(original) { return nil }
        var carried = proposed
        if carried.httpMethod != original.httpMethod, !hasBody(carried) {
            carried.setValue(nil, forHTTPHeaderField: "Content-Type")
        }
        return request(following: carried, from: original.url, safety: safety)
    }

    /// `request`, its method and body, sent again to the `Location` of `response` when that is a 307 or 308 that
    /// URLSession returned because the request has a body, and the location is of the same origin; `nil` for any other
    /// response, and for a redirect not to follow (``request(following:from:safety:)``). A body goes to no other origin:
    /// it may hold secrets the credential rules do not know of (an OAuth client secret in a form).
    static func repeating(_ request: URLRequest, after response: HTTPURLResponse, safety: RequestSafety) -> URLRequest? {
        guard repeatsContent(response.statusCode), hasBody(request), let source = request.url,
              let target = location(of: response, answering: source), Origin(source) == Origin(target) else { return nil }
        var repeated = request
        repeated.url = target
        return self.request(following: repeated, from: request.url, safety: safety)
    }

    /// The URL the redirect `response` names: its `Location` resolved against the URL that answered (RFC 9110 §10.2.2,
    /// RFC 3986 §5.2), the response's own, else `request`; nil when it names none an HTTP request can go to (no
    /// `Location`, one that is no URL, or another scheme than `http` and `https`: `file:`, `data:`, an app's own).
    static func location(of response: HTTPURLResponse, answering request: URL?) -> URL? {
        guard let location = response.value(forHTTPHeaderField: "Location"),
              let target = URL(string: location, relativeTo: response.url ?? request)?.absoluteURL,
              let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host?.isEmpty == false
        else { return nil }
        return target
    }

    private static func repeatsContent(_ status: Int) -> Bool {
        status == 307 || status == 308
    }

    private static func hasBody(_ request: URLRequest) -> Bool {
        request.httpBody != nil || request.httpBodyStream != nil
    }
}
