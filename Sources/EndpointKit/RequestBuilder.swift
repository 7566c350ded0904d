import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Builds the `URLRequest` for an endpoint on a server. Building never traps: every problem is an
/// ``EndpointError/invalidRequest(_:)``.
///
/// - URL: the server's base URL (which may carry a path prefix; a trailing `/` is ignored) followed by
///   the endpoint's path, then the shared query items and the endpoint's query items, each name and
///   value percent-encoded with ``PercentEncoding``.
/// - Headers: `Accept: application/json`, then the shared headers, then the endpoint's headers; a later
///   field replaces an earlier one with the same name, compared case-insensitively. The endpoint's cookies are
///   added to the one `Cookie` field (after an API key's), each value percent-encoded like a query value.
/// - Body: `.json` is encoded with ``encoder`` and sent as `application/json`; `.form` is encoded like a
///   query string and sent as `application/x-www-form-urlencoded`; `.data` is sent with its own content
///   type; `.multipart` is assembled in memory (file parts read) and sent as
///   `multipart/form-data; boundary=…`. A `Content-Type` set by the headers wins.
/// - Timeout: the endpoint's ``Endpoint/timeout`` when it is positive and finite, else ``timeout``.
/// - Query and form encoding policy: see ``FormEncoding``.
public struct RequestBuilder: Sendable {
    /// The server the request goes to.
    public var server: Server
    /// Query items put before every endpoint's own items.
    public var sharedQuery: [QueryItem]
    /// Header fields sent with every request; an endpoint's field with the same name replaces them.
    public var sharedHeaders: [HTTPHeader]
    /// The encoder for `.json` bodies.
    public var encoder: JSONEncoder
    /// The request's timeout in seconds, used unless the endpoint sets its own ``Endpoint/timeout``.
    public var timeout: TimeInterval

    /// Creates a builder.
    public init(
        server: Server,
        sharedQuery: [QueryItem] = [],
        sharedHeaders: [HTTPHeader] = [],
        encoder: JSONEncoder = DateCoding.iso8601.makeEncoder(),
        timeout: TimeInterval = 60
    ) {
        self.server = server
        self.sharedQuery = sharedQuery
        self.sharedHeaders = sharedHeaders
        self.encoder = encoder
        self.timeout = timeout
    }

    /// Builds the request for `endpoint`, or throws ``EndpointError/invalidRequest(_:)`` for an invalid
    /// base URL, an invalid header, an unencodable JSON body or a URL that does not parse.
    public func makeRequest(for endpoint: some Endpoint) throws(EndpointError) -> URLRequest {
        try makeRequest(for: endpoint.parts)
    }

    /// Builds the request from an endpoint's ``RequestParts``, with the rules and errors described above.
    public func makeRequest(for endpoint: RequestParts) throws(EndpointError) -> URLRequest {
        let url = try makeURL(path: endpoint.path, query: sharedQuery + endpoint.query)
        var headers = try mergedHeaders(sharedHeaders + endpoint.headers)
        if !endpoint.cookies.isEmpty { try HTTPHeader.addCookies(endpoint.cookies, to: &headers) }

        var request = URLRequest(url: url)
        // Set through the property: on Linux, URLRequest(url:timeoutInterval:) stores the value without
        // marking it as set, so URLSession would keep its 60 s default.
        request.timeoutInterval = Self.effectiveTimeout(endpoint.timeout, default: timeout)
        request.httpMethod = endpoint.method.rawValue
        if let body = endpoint.body {
            let (data, contentType) = try encode(body)
            request.httpBody = data
            if !headers.contains(where: { Self.sameName($0.name, "Content-Type") }) {
                headers.append(HTTPHeader(name: "Content-Type", value: contentType))
            }
        }
        for header in headers {
            request.setValue(header.value, forHTTPHeaderField: header.name)
        }
        return request
    }

    /// `endpointTimeout` when it is positive and finite, else `defaultTimeout`.
    static func effectiveTimeout(_ endpointTimeout: TimeInterval?, default defaultTimeout: TimeInterval) -> TimeInterval {
        if let endpointTimeout, endpointTimeout.isFinite, endpointTimeout > 0 { return endpointTimeout }
        return defaultTimeout
    }

    /// Encodes items as `name=value` pairs joined by `&`, each name and value percent-encoded (a value that
    /// is percent-encoded already is written as it is).
    static func formEncoded(_ items: [QueryItem]) -> String {
        items.map { PercentEncoding.encode($0.name) + "=" + ($0.isValuePercentEncoded ? $0.value : PercentEncoding.encode($0.value)) }
            .joined(separator: "&")
    }

    private func makeURL(path: String, query: [QueryItem]) throws(EndpointError) -> URL {
        let base = server.baseURL
        guard let components = URLComponents(string: base),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil
        else { throw .invalidRequest(.invalidBaseURL(base)) }

        var prefix = Substring(base)
        while prefix.hasSuffix("/") { prefix = prefix.dropLast() }
        var text = String(prefix)
        if !path.isEmpty && !path.hasPrefix("/") { text += "/" }
        text += path
        if !query.isEmpty { text += "?" + Self.formEncoded(query) }

        guard let url = URL(string: text) else { throw .invalidRequest(.invalidURL(text)) }
        return url
    }

    private func mergedHeaders(_ fields: [HTTPHeader]) throws(EndpointError) -> [HTTPHeader] {
        var merged = [HTTPHeader(name: "Accept", value: "application/json")]
        for field in fields {
            guard field.isSendable else {
                throw .invalidRequest(.invalidHeader(name: field.name))
            }
            if let index = merged.firstIndex(where: { Self.sameName($0.name, field.name) }) {
                merged[index] = field
            } else {
                merged.append(field)
            }
        }
        return merged
    }

    private func encode(_ body: RequestBody) throws(EndpointError) -> (Data, String) {
        switch body {
        case .json(let value):
            do {
                return (try encoder.encode(value), "application/json")
            } catch {
                throw .invalidRequest(.bodyEncodingFailed(String(describing: error)))
            }
        case .form(let fields):
            return (Data(Self.formEncoded(fields).utf8), "application/x-www-form-urlencoded")
        case .data(let data, let contentType):
            return (data, contentType)
        case .multipart(let form):
            return (try form.encodedData(), form.contentType)
        }
    }

    private static func sameName(_ a: String, _ b: String) -> Bool {
        a.caseInsensitiveCompare(b) == .orderedSame
    }
}
