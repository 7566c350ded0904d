import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Adds query items and header fields to every request, for parameters an app sends outside its API
/// spec, e.g. `version` and `device_type`.
///
/// The query items are appended after the request's own, each name and value percent-encoded with
/// ``PercentEncoding``; a header field is added only when the request has no field of that name, so an
/// endpoint's own field wins. A header name that is not an HTTP token, or a value with CR, LF or NUL,
/// fails the request with ``InvalidRequestReason/invalidHeader(name:)`` before anything is sent.
///
/// ```swift
/// let common = CommonParametersMiddleware(
///     query: [QueryItem("version", "2.1")],
///     headers: [HTTPHeader(name: "X-Device-Type", value: "ios")]
/// )
/// let configuration = APIClient.Configuration(server: server, middleware: [common])
/// ```
public struct CommonParametersMiddleware: Middleware {
    /// The query items appended to every request.
    public let query: [QueryItem]
    /// The header fields added to every request that lacks them.
    public let headers: [HTTPHeader]

    /// `query` percent-encoded and joined with `&`, computed once rather than per request.
    private let encodedQuery: String
    /// The first header whose name or value cannot be sent, checked once; every request then fails with it.
    private let invalidHeader: String?
    /// `headers` under the names a request stores them by (see ``StoredHeaderName``), the first of each name
    /// only, worked out once: an endpoint's own field wins, and so does the first of two that share a name.
    private let storedHeaders: [HTTPHeader]

    /// Creates a middleware adding `query` and `headers`.
    public init(query: [QueryItem] = [], headers: [HTTPHeader] = []) {
        self.query = query
        self.headers = headers
        encodedQuery = RequestBuilder.formEncoded(query)
        invalidHeader = headers.first { !$0.isSendable }?.name
        var stored: [HTTPHeader] = []
        if invalidHeader == nil {
            for header in headers where !stored.contains(where: { HTTPHeader.sameName($0.name, header.name) }) {
                stored.append(HTTPHeader(name: StoredHeaderName.of(header.name), value: header.value))
            }
        }
        storedHeaders = stored
    }

    /// Sends `request` with the common parameters added, in place when nothing else holds it.
    public func intercept(
        _ request: consuming URLRequest,
        context: RequestContext,
        next: SendRequest
    ) async throws -> (Data, HTTPURLResponse) {
        try await next(try adding(to: consume request))
    }

    /// `request` with the query items and header fields added.
    func adding(to request: consuming URLRequest) throws(EndpointError) -> URLRequest {
        if let invalidHeader { throw .invalidRequest(.invalidHeader(name: invalidHeader)) }
        if !storedHeaders.isEmpty {
            // Every field set in one assignment: on Linux each `setValue` capitalizes and compares every name as
            // Unicode text, and each read of `allHTTPHeaderFields` copies the fields.
            let present = request.allHTTPHeaderFields ?? [:]
            var fields = present
            for header in storedHeaders where !present.keys.contains(where: { HTTPHeader.sameName($0, header.name) }) {
                fields[header.name] = header.value
            }
            if fields.count != present.count { request.allHTTPHeaderFields = fields }
        }
        if !query.isEmpty, let url = request.url {
            let joined = Self.appending(encodedQuery, toQueryOf: url.absoluteString)
            guard let merged = URL(string: joined) else { throw .invalidRequest(.invalidURL(joined)) }
            request.url = merged
        }
        return request
    }

    /// `url` with `query` appended to its query, after a `&` unless the query is empty or ends with one, and before
    /// the fragment; a `?` starts the query when there is none. Read and written as bytes in one pass: searching the
    /// text through its `utf8` view and appending piece by piece cost a quarter of adding the parameters.
    static func appending(_ query: String, toQueryOf url: String) -> String {
        var url = url
        var query = query
        return url.withUTF8 { url in
            query.withUTF8 { query in
                let fragmentStart = ByteSearch.firstIndex(of: UInt8(ascii: "#"), in: url) ?? url.endIndex
                let head = UnsafeBufferPointer(rebasing: url[..<fragmentStart])
                let separator: UInt8? =
                    if ByteSearch.firstIndex(of: UInt8(ascii: "?"), in: head) == nil { UInt8(ascii: "?") }
                    else if let last = head.last, last != UInt8(ascii: "?"), last != UInt8(ascii: "&") { UInt8(ascii: "&") }
                    else { nil }
                let count = url.count + (separator == nil ? 0 : 1) + query.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    var written = buffer.initialize(fromContentsOf: head)
                    if let separator {
                        buffer[written] = separator
                        written += 1
                    }
                    written += UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: query)
                    written += UnsafeMutableBufferPointer(rebasing: buffer[written...])
                        .initialize(fromContentsOf: UnsafeBufferPointer(rebasing: url[fragmentStart...]))
                    return written
                }
            }
        }
    }
}

extension CommonParametersMiddleware: IdleCapableMiddleware {
    /// Whether there is nothing to add.
    var isIdle: Bool { query.isEmpty && headers.isEmpty }
}
