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

    /// The request URLSession may send for a redirect with `status` from `original` to `proposed`, or `nil` to stop and
    /// return the redirect response: `nil` for a 307 or 308 of a request with a body (in memory, or `fromFile`), else as
    /// ``request(following:from:safety:)`` decides. A redirect that makes the request a GET (a 303, or a 301 or 302 after
    /// a POST) leaves the body's `Content-Type` behind with the body.
    static func request(following proposed: URLRequest, status: Int, from original: URLRequest?, fromFile: Bool = false,
                        safety: RequestSafety) -> URLRequest? {
        guard let original else { return request(following: proposed, from: nil, safety: safety) }
        if repeatsContent(status), fromFile || hasBody(original) { return nil }
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
        guard repeatsContent(response.statusCode), hasBody(request), let location = response.value(forHTTPHeaderField: "Location"),
              let source = request.url, let target = URL(string: location, relativeTo: source)?.absoluteURL,
              Origin(source) == Origin(target) else { return nil }
        var repeated = request
        repeated.url = target
        return self.request(following: repeated, from: request.url, safety: safety)
    }

    private static func repeatsContent(_ status: Int) -> Bool {
        status == 307 || status == 308
    }

    private static func hasBody(_ request: URLRequest) -> Bool {
        request.httpBody != nil || request.httpBodyStream != nil
    }
}
