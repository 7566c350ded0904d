import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends endpoints to a server and decodes their responses; the entry point of EndpointKit.
///
/// Every method throws only ``EndpointError``. A request goes through these steps: cancellation check,
/// credentials (for endpoints that require authentication), ``RequestBuilder``, the middleware chain
/// (each middleware gets the endpoint's ``RequestContext``), the transport, then status and body handling.
///
/// A 401 for an endpoint that requires authentication, when a credential's ``TokenProvider`` can refresh,
/// refreshes the token once (shared by concurrent requests) and sends the request once more, through the
/// whole chain, with the new token. A failing refresh throws its ``EndpointError`` or
/// ``InvalidRequestReason/credentialUnavailable(_:)``. Public endpoints never get credentials and never
/// trigger a refresh.
public struct APIClient: Sendable {
    /// Everything a client needs besides its transport.
    public struct Configuration: Sendable {
        /// The server requests go to.
        public var server: Server
        /// Query items put before every endpoint's own items, e.g. `language=en-US`.
        public var sharedQuery: [QueryItem]
        /// Header fields sent with every request; an endpoint's field with the same name replaces them.
        public var sharedHeaders: [HTTPHeader]
        /// Credentials applied, in order, to endpoints that require authentication.
        public var credentials: [Credential]
        /// The type a non-2xx body is decoded as, for ``HTTPFailure/payload`` and ``HTTPFailure/message``.
        public var errorBody: (any ServerErrorBody.Type)?
        /// Middleware run around every request, the first outermost.
        public var middleware: [any Middleware]
        /// The timeout of each request in seconds.
        public var timeout: TimeInterval
        /// How dates in JSON request and response bodies are written and read.
        public var dateCoding: DateCoding

        /// Creates a configuration; only the server is required.
        public init(
            server: Server,
            sharedQuery: [QueryItem] = [],
            sharedHeaders: [HTTPHeader] = [],
            credentials: [Credential] = [],
            errorBody: (any ServerErrorBody.Type)? = nil,
            middleware: [any Middleware] = [],
            timeout: TimeInterval = 60,
            dateCoding: DateCoding = .iso8601
        ) {
            self.server = server
            self.sharedQuery = sharedQuery
            self.sharedHeaders = sharedHeaders
            self.credentials = credentials
            self.errorBody = errorBody
            self.middleware = middleware
            self.timeout = timeout
            self.dateCoding = dateCoding
        }
    }

    /// The configuration the client was created with.
    public let configuration: Configuration
    private let sendThroughChain: SendContextualRequest
    /// The transport itself, for file transfers (APIClient+Transfers.swift), which bypass middleware.
    let transport: any Transport
    // Safe to share: JSONEncoder and JSONDecoder are Sendable and these are never mutated after init.
    private let encoder: JSONEncoder
    let decoder: JSONDecoder

    /// Creates a client that sends through `transport`.
    public init(configuration: Configuration, transport: any Transport = URLSessionTransport()) {
        self.configuration = configuration
        sendThroughChain = configuration.middleware.chained(to: transport)
        self.transport = transport
        encoder = configuration.dateCoding.makeEncoder()
        decoder = configuration.dateCoding.makeDecoder()
    }

    /// Sends `endpoint` and decodes a 2xx body as `Response`.
    ///
    /// A 2xx body whose `Content-Type` is present and not JSON (`application/json`, `text/json` or
    /// `*/*+json`), or that does not decode, throws ``EndpointError/decoding(_:)``; a non-2xx status
    /// throws ``EndpointError/http(_:)``.
    public func send<Response: Decodable>(
        _ endpoint: some Endpoint,
        decoding: Response.Type = Response.self
    ) async throws -> Response {
        let (data, response) = try await exchange(endpoint)
        return try ReceivedResponse(response, body: data, decoder: decoder).decode(Response.self)
    }

    /// Sends `endpoint` and hands a 2xx response to `decode`, which reads its status, header fields and
    /// body; generated clients use it for endpoints with several success statuses or declared headers.
    ///
    /// A non-2xx status throws ``EndpointError/http(_:)``. When `errors` has a type for the status, the
    /// body is decoded as that type into ``HTTPFailure/statusPayload`` (the API-wide error body, if any,
    /// is still decoded into ``HTTPFailure/payload``).
    public func send<Value>(
        _ endpoint: some Endpoint,
        errors: [Int: any (Decodable & Sendable).Type] = [:],
        decode: (ReceivedResponse) throws(EndpointError) -> Value
    ) async throws -> Value {
        let (data, response) = try await exchange(endpoint, errors: errors)
        return try decode(ReceivedResponse(response, body: data, decoder: decoder))
    }

    /// Sends `endpoint`, which has no response content; any 2xx response succeeds, whatever its body.
    public func send(_ endpoint: some Endpoint) async throws {
        _ = try await exchange(endpoint)
    }

    /// Sends `endpoint` and returns the raw body of a 2xx response.
    public func data(for endpoint: some Endpoint) async throws -> Data {
        try await exchange(endpoint).0
    }

    /// The request that would be sent for `endpoint`: built, with credentials applied, before middleware.
    public func urlRequest(for endpoint: some Endpoint) async throws -> URLRequest {
        try await prepare(endpoint).request
    }

    // MARK: - Internals shared by every way of sending

    /// The request for `endpoint` with its current credentials, before middleware, and the tokens used
    /// (one per credential, `nil` for API keys; empty for a public endpoint).
    func prepare(_ endpoint: some Endpoint) async throws(EndpointError) -> (request: URLRequest, tokens: [String?]) {
        try await prepare(try validatedParts(of: endpoint))
    }

    /// `endpoint`'s parts, once its parameters pass the spec's constraints: they fail here, before
    /// anything is sent.
    func validatedParts(of endpoint: some Endpoint) throws(EndpointError) -> RequestParts {
        try endpoint.validate()
        return endpoint.parts
    }

    /// The request for `parts` with its current credentials, before middleware, and the tokens used.
    func prepare(_ parts: RequestParts) async throws(EndpointError) -> (request: URLRequest, tokens: [String?]) {
        if Task.isCancelled { throw .cancelled }
        var tokens: [String?] = []
        if parts.requiresAuthentication {
            for credential in configuration.credentials {
                tokens.append(try await credential.currentToken())
            }
        }
        return (try makeRequest(parts, tokens: tokens), tokens)
    }

    /// Builds the request for `parts`, applying each credential with its token in `tokens`.
    func makeRequest(_ parts: RequestParts, tokens: [String?]) throws(EndpointError) -> URLRequest {
        let (query, headers) = sharedFields(requiresAuthentication: parts.requiresAuthentication, tokens: tokens)
        let builder = RequestBuilder(
            server: configuration.server,
            sharedQuery: query,
            sharedHeaders: headers,
            encoder: encoder,
            timeout: configuration.timeout
        )
        return try builder.makeRequest(for: parts)
    }

    /// The shared query items and header fields, followed by the credentials' (applied with `tokens`) when
    /// the request requires authentication.
    func sharedFields(requiresAuthentication: Bool, tokens: [String?]) -> (query: [QueryItem], headers: [HTTPHeader]) {
        var query = configuration.sharedQuery
        var headers = configuration.sharedHeaders
        if requiresAuthentication {
            for (credential, token) in zip(configuration.credentials, tokens) {
                credential.apply(token: token, query: &query, headers: &headers)
            }
        }
        return (query, headers)
    }

    /// The tokens to send instead of `tokens` after a 401, or `nil` when no credential can refresh.
    func refreshedTokens(replacing tokens: [String?]) async throws(EndpointError) -> [String?]? {
        var refreshed = tokens
        var didRefresh = false
        for (index, credential) in zip(tokens.indices, configuration.credentials) {
            if let token = try await credential.refreshedToken(replacing: tokens[index]) {
                refreshed[index] = token
                didRefresh = true
            }
        }
        return didRefresh ? refreshed : nil
    }

    /// Sends `request` through the middleware chain and the transport, mapping every error.
    func send(_ request: URLRequest, context: RequestContext) async throws(EndpointError) -> (Data, HTTPURLResponse) {
        if Task.isCancelled { throw .cancelled }
        do {
            return try await sendThroughChain(request, context)
        } catch {
            throw EndpointError(mapping: error)
        }
    }

    /// Sends `endpoint`, refreshing the credentials once after a 401, and returns whatever response
    /// arrives, whatever its status.
    func response(for endpoint: some Endpoint) async throws(EndpointError) -> (Data, HTTPURLResponse) {
        let parts = try validatedParts(of: endpoint)
        return try await response(for: parts, context: RequestContext(endpoint, parts: parts)) { request, _ in request }
    }

    /// Sends the request for `parts`, refreshing the credentials once after a 401. `retarget` rewrites each
    /// built request, given the tokens it carries, before the middleware sees it (a next-page link replaces the URL).
    func response(
        for parts: RequestParts,
        context: RequestContext,
        retarget: (URLRequest, [String?]) throws(EndpointError) -> URLRequest
    ) async throws(EndpointError) -> (Data, HTTPURLResponse) {
        let (request, tokens) = try await prepare(parts)
        let result = try await send(try retarget(request, tokens), context: context)
        guard result.1.statusCode == 401, parts.requiresAuthentication,
              let refreshed = try await refreshedTokens(replacing: tokens)
        else { return result }
        if Task.isCancelled { throw .cancelled }
        return try await send(try retarget(try makeRequest(parts, tokens: refreshed), refreshed), context: context)
    }

    /// Sends `endpoint` and returns a 2xx response; throws ``EndpointError/http(_:)`` otherwise.
    func exchange(
        _ endpoint: some Endpoint,
        errors: [Int: any (Decodable & Sendable).Type] = [:]
    ) async throws(EndpointError) -> (Data, HTTPURLResponse) {
        try successful(try await response(for: endpoint), errors: errors)
    }

    /// `result` when its status is 2xx; ``EndpointError/http(_:)`` otherwise, with the body decoded as the
    /// type `errors` has for the status.
    func successful(
        _ result: (Data, HTTPURLResponse),
        errors: [Int: any (Decodable & Sendable).Type] = [:]
    ) throws(EndpointError) -> (Data, HTTPURLResponse) {
        let (data, response) = result
        guard (200..<300).contains(response.statusCode) else {
            throw .http(HTTPFailure(
                response: response,
                body: data,
                errorBody: configuration.errorBody,
                statusError: errors[response.statusCode],
                decoder: decoder
            ))
        }
        return (data, response)
    }
}
