import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Builds the `URLRequest` for an endpoint on a server. Building never traps: every problem is an
/// ``EndpointError/invalidRequest(_:)``.
///
/// - URL: the server's base URL (which may carry a path prefix; a trailing `/` is ignored), or the endpoint's own
///   ``RequestParts/server`` while ``usesEndpointServers`` is on (with the server's values for the variables both
///   templates have, see ``Server/serving(_:)``), followed by
///   the endpoint's path, then the shared query items and the endpoint's query items, each name and
///   value percent-encoded with ``PercentEncoding``.
/// - Headers: `Accept: application/json`, then the shared headers, then the endpoint's headers; a later
///   field replaces an earlier one with the same name, compared case-insensitively, except `Cookie`: the endpoint's
///   `Cookie` field and its cookies are added to the one `Cookie` field (after an API key's or the shared one), each
///   cookie parameter's value percent-encoded like a query value.
/// - Body: `.json` is encoded with ``encoder`` and sent with its content type (`application/json` unless
///   it names another); `.form` is encoded like a query string and sent as
///   `application/x-www-form-urlencoded`; `.data` is sent with its own content type; `.multipart` is assembled in memory (file parts read) and sent as
///   `multipart/form-data; boundary=…`. A `Content-Type` set by the headers wins.
/// - Timeout: the endpoint's ``Endpoint/timeout`` when it is positive and finite, else ``timeout``.
/// - Query and form encoding policy: see ``FormEncoding``.
public struct RequestBuilder: Sendable {
    /// The server the request goes to.
    public var server: Server { didSet { prepare() } }
    /// Query items put before every endpoint's own items.
    public var sharedQuery: [QueryItem] { didSet { prepare() } }
    /// Header fields sent with every request; an endpoint's field with the same name replaces them.
    public var sharedHeaders: [HTTPHeader] { didSet { prepare() } }
    /// The encoder for `.json` bodies.
    public var encoder: JSONEncoder
    /// The request's timeout in seconds, used unless the endpoint sets its own ``Endpoint/timeout``.
    public var timeout: TimeInterval { didSet { prepare() } }
    /// Whether an endpoint's own ``RequestParts/server`` replaces ``server``; when off, every request goes to
    /// ``server``.
    public var usesEndpointServers: Bool
    /// What every request shares, kept in step with the properties above.
    private var template: RequestTemplate

    /// Creates a builder.
    public init(
        server: Server,
        sharedQuery: [QueryItem] = [],
        sharedHeaders: [HTTPHeader] = [],
        encoder: JSONEncoder = DateCoding.iso8601.makeRequestEncoder(),
        timeout: TimeInterval = 60,
        usesEndpointServers: Bool = true
    ) {
        self.server = server
        self.usesEndpointServers = usesEndpointServers
        self.sharedQuery = sharedQuery
        self.sharedHeaders = sharedHeaders
        self.encoder = encoder
        self.timeout = timeout
        template = RequestTemplate(server: server, sharedQuery: sharedQuery, sharedHeaders: sharedHeaders, timeout: timeout)
    }

    private mutating func prepare() {
        template = RequestTemplate(server: server, sharedQuery: sharedQuery, sharedHeaders: sharedHeaders, timeout: timeout)
    }

    /// Builds the request for `endpoint`, or throws ``EndpointError/invalidRequest(_:)`` for an invalid
    /// base URL, an invalid header, an unencodable JSON body or a URL that does not parse.
    public func makeRequest(for endpoint: some Endpoint) throws(EndpointError) -> URLRequest {
        try makeRequest(for: endpoint.parts)
    }

    /// Builds the request from an endpoint's ``RequestParts``, with the rules and errors described above.
    public func makeRequest(for endpoint: RequestParts) throws(EndpointError) -> URLRequest {
        try makeRequest(for: endpoint, addingQuery: [], headers: [])
    }

    /// Builds the request from `parts` with `query` after the shared query items and `headers` after the shared
    /// header fields (the client's credentials), both before the endpoint's own; then adds `common` as a
    /// ``CommonParametersMiddleware`` would to the built request, its query appended before the URL is parsed.
    func makeRequest(
        for parts: RequestParts,
        addingQuery query: [QueryItem],
        headers: [HTTPHeader],
        then common: CommonParameters? = nil
    ) throws(EndpointError) -> URLRequest {
        if let ambiguous = parts.query.first(where: \.isAmbiguousList) { throw .invalidRequest(.ambiguousList(name: ambiguous.name)) }
        let url = try makeURL(server: parts.server, path: parts.path, query: query, parts.query, then: common)
        if let invalid = template.invalidHeader { throw .invalidRequest(.invalidHeader(name: invalid)) }
        for header in [headers, parts.headers].joined() where !header.isSendable {
            throw .invalidRequest(.invalidHeader(name: header.name))
        }

        var request = URLRequest(url: url)
        // Set through the property: on Linux, URLRequest(url:timeoutInterval:) stores the value without
        // marking it as set, so URLSession would keep its 60 s default.
        request.timeoutInterval = Self.effectiveTimeout(parts.timeout, default: template.timeout)
        // A new request's method is GET already; setting it costs a case-insensitive comparison on Linux.
        if parts.method != .get { request.httpMethod = parts.method.rawValue }
        var fields = HeaderFields(template.headerFields)
        for field in joiningCookies(added: headers, own: parts.headers) { fields.set(field) }
        if !parts.cookies.isEmpty { try fields.addCookies(parts.cookies) }
        if let body = parts.body {
            let (data, contentType) = try encode(body)
            request.httpBody = data
            let hasContentType = template.hasContentType
                || [headers, parts.headers].joined().contains { HTTPHeader.sameName($0.name, "Content-Type") }
            if !hasContentType {
                let field = HTTPHeader(name: "Content-Type", value: contentType)
                guard field.isSendable else { throw .invalidRequest(.invalidHeader(name: field.name)) }
                fields.set(field)
            }
        }
        if let common {
            try common.check()
            common.addHeaders(to: &fields)
        }
        request.allHTTPHeaderFields = fields.dictionary
        return request
    }

    /// The credentials' header fields (`added`), then the endpoint's (`own`), with every `Cookie` field among them
    /// joined into one after the shared one: one field holds every cookie (RFC 6265 §5.4), and a later field
    /// replacing an earlier one dropped a session key. Of the endpoint's own `Cookie` fields the last counts, as it
    /// would replace the others.
    private func joiningCookies(added: [HTTPHeader], own: [HTTPHeader]) -> [HTTPHeader] {
        func isCookie(_ field: HTTPHeader) -> Bool { HTTPHeader.sameName(field.name, "Cookie") }
        let addedCookies = added.filter(isCookie)
        let ownCookie = own.last(where: isCookie)
        guard !addedCookies.isEmpty || ownCookie != nil else { return added + own }
        let values = (sharedHeaders.last(where: isCookie).map { [$0.value] } ?? []) + addedCookies.map(\.value)
            + (ownCookie.map { [$0.value] } ?? [])
        return (added + own).filter { !isCookie($0) } + [HTTPHeader(name: "Cookie", value: values.joined(separator: "; "))]
    }

    /// `endpointTimeout` when it is positive and finite, else `defaultTimeout`.
    static func effectiveTimeout(_ endpointTimeout: TimeInterval?, default defaultTimeout: TimeInterval) -> TimeInterval {
        if let endpointTimeout, endpointTimeout.isFinite, endpointTimeout > 0 { return endpointTimeout }
        return defaultTimeout
    }

    /// Encodes items as `name=value` pairs joined by `&`, each name and value percent-encoded (a value that
    /// is percent-encoded already is written as it is).
    static func formEncoded(_ items: [QueryItem]) -> String {
        var bytes = UTF8Writer(capacity: 64)
        appendFormEncoded(items, to: &bytes, queryStart: 0)
        return bytes.text
    }

    /// Appends `items` as ``formEncoded(_:)`` writes them to the query that starts at `queryStart` in `bytes`,
    /// after an `&` when that query is not empty.
    private static func appendFormEncoded(_ items: [QueryItem], to bytes: inout UTF8Writer, queryStart: Int) {
        for item in items {
            if bytes.count > queryStart { bytes.append(UInt8(ascii: "&")) }
            PercentEncoding.appendEncoded(item.name, to: &bytes)
            bytes.append(UInt8(ascii: "="))
            if item.isValuePercentEncoded {
                bytes.appendUTF8(of: item.value)
            } else {
                PercentEncoding.appendEncoded(item.value, to: &bytes)
            }
        }
    }

    /// The base URL (the endpoint's `server` when it has one and ``usesEndpointServers`` is on), `path`, and the
    /// shared query items, `added` and `own` in that order, then `common`'s query.
    /// Written as UTF-8 bytes in one buffer and made a `String` once: appending to a `String` piece by piece, and
    /// encoding each name and value into a `String` of its own, cost a third as much as parsing the URL.
    private func makeURL(server: Server?, path: String, query added: [QueryItem], _ own: [QueryItem], then common: CommonParameters?) throws(EndpointError) -> URL {
        // An endpoint's own server is checked per request: few endpoints have one, so it is not worth a cache.
        let prefix: String
        if usesEndpointServers, let server {
            guard let serving = server.serving(self.server) else { throw .invalidRequest(.endpointServerUnknown(server.template ?? server.baseURL)) }
            prefix = try RequestTemplate.prefix(of: serving.baseURL).get()
        } else {
            prefix = try template.urlPrefix.get()
        }
        var bytes = UTF8Writer(capacity: prefix.utf8.count + path.utf8.count + template.encodedQuery.utf8.count + 128)
        bytes.appendUTF8(of: prefix)
        if !path.isEmpty && !path.hasPrefix("/") { bytes.append(UInt8(ascii: "/")) }
        bytes.appendUTF8(of: path)
        if !template.encodedQuery.isEmpty || !added.isEmpty || !own.isEmpty {
            bytes.append(UInt8(ascii: "?"))
            let queryStart = bytes.count
            bytes.appendUTF8(of: template.encodedQuery)
            Self.appendFormEncoded(added, to: &bytes, queryStart: queryStart)
            Self.appendFormEncoded(own, to: &bytes, queryStart: queryStart)
        }
        let built = bytes.text
        let text = common?.appendingQuery(to: built) ?? built
        guard let url = URL(string: text) else { throw .invalidRequest(.invalidURL(text)) }
        return url
    }

    private func encode(_ body: RequestBody) throws(EndpointError) -> (Data, String) {
        switch body {
        case .json(let value, let contentType):
            do {
                return (try encoder.encode(value), contentType)
            } catch {
                throw .invalidRequest(.bodyEncodingFailed(String(describing: error)))
            }
        case .form(let fields):
            if let ambiguous = fields.first(where: \.isAmbiguousList) { throw .invalidRequest(.ambiguousList(name: ambiguous.name)) }
            return (Data(Self.formEncoded(fields).utf8), "application/x-www-form-urlencoded")
        case .formFields(let fields):
            let items = try fields.map { field throws(EndpointError) -> QueryItem in
                switch field {
                case .item(let item):
                    if item.isAmbiguousList { throw .invalidRequest(.ambiguousList(name: item.name)) }
                    return item
                case .json(let name, let value):
                    do {
                        return QueryItem(name: name, value: String(decoding: try encoder.encode(value), as: UTF8.self))
                    } catch {
                        throw .invalidRequest(.bodyEncodingFailed("form field '\(name)': \(error)"))
                    }
                }
            }
            return (Data(Self.formEncoded(items).utf8), "application/x-www-form-urlencoded")
        case .data(let data, let contentType):
            return (data, contentType)
        case .multipart(let form):
            return (try form.encodedData(encoder: encoder), form.contentType)
        }
    }
}
