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
/// whole chain, with the new token. When the refresh fails, the 401 is the call's error (``EndpointError/http(_:)``,
/// whose ``HTTPFailure/isAuthentication`` is true), unless it failed with another ``EndpointError`` (a cancellation, no
/// connection), which is thrown. Public endpoints never get credentials and never trigger a refresh.
public struct APIClient: Sendable {
    /// Everything a client needs besides its transport.
    public struct Configuration: Sendable {
        /// The server requests go to.
        public var server: Server
        /// Whether an endpoint the API serves elsewhere (its ``RequestParts/server``, e.g. an upload host) goes to
        /// that server. When off, every request goes to ``server``: generated clients turn it off when given a
        /// server that is not one of the API's environments, so a test or proxy URL takes every request.
        public var usesEndpointServers: Bool
        /// Query items put before every endpoint's own items, e.g. `language=en-US`.
        public var sharedQuery: [QueryItem]
        /// Header fields sent with every request; an endpoint's field with the same name replaces them.
        public var sharedHeaders: [HTTPHeader]
        /// Every credential the client holds. An endpoint that requires authentication gets, in order, those
        /// its ``SecurityRequirement`` (its own, else ``security``) selects, or all of them without one.
        public var credentials: [Credential]
        /// The requirement of the endpoints that require authentication and have none of their own; `nil`
        /// sends them every credential. Generated clients set it from the spec's `auth.require`.
        public var security: SecurityRequirement?
        /// The type a non-2xx body is decoded as, for ``HTTPFailure/payload`` and ``HTTPFailure/message``.
        public var errorBody: (any ServerErrorBody.Type)?
        /// Middleware run around every request, the first outermost.
        public var middleware: [any Middleware]
        /// The longest one attempt of a request may take, in seconds, from connecting to the last byte of
        /// the body; a slower one fails with ``EndpointError/timedOut``. An endpoint may set its own. It
        /// becomes the request's `timeoutInterval`, which ``URLSessionTransport`` enforces as a whole.
        public var timeout: TimeInterval
        /// How dates in JSON request and response bodies are written and read.
        public var dateCoding: DateCoding
        /// Whether redirects are followed. A followed redirect to another origin (scheme, host or port)
        /// never carries the credentials, and one from `https` to `http` is never followed; a redirect not
        /// followed fails with ``EndpointError/http(_:)`` carrying the 3xx status and its `Location`.
        public var followsRedirects: Bool
        /// The largest response body, in bytes, read into memory; a larger one fails with
        /// ``EndpointError/responseTooLarge(limit:)`` without the rest being read. `nil` means no limit.
        /// Downloads to a file (``APIClient/download(_:to:progress:)``) are exempt.
        public var maximumResponseSize: Int?

        /// The default ``maximumResponseSize``: 100 MiB.
        public static let defaultMaximumResponseSize = 100 * 1024 * 1024

        /// Creates a configuration; only the server is required.
        public init(
            server: Server,
            sharedQuery: [QueryItem] = [],
            sharedHeaders: [HTTPHeader] = [],
            credentials: [Credential] = [],
            security: SecurityRequirement? = nil,
            errorBody: (any ServerErrorBody.Type)? = nil,
            middleware: [any Middleware] = [],
            timeout: TimeInterval = 60,
            dateCoding: DateCoding = .iso8601,
            followsRedirects: Bool = true,
            maximumResponseSize: Int? = Configuration.defaultMaximumResponseSize,
            usesEndpointServers: Bool = true
        ) {
            self.server = server
            self.usesEndpointServers = usesEndpointServers
            self.sharedQuery = sharedQuery
            self.sharedHeaders = sharedHeaders
            self.credentials = credentials
            self.security = security
            self.errorBody = errorBody
            self.middleware = middleware
            self.timeout = timeout
            self.dateCoding = dateCoding
            self.followsRedirects = followsRedirects
            self.maximumResponseSize = maximumResponseSize
        }
    }

    /// The configuration the client was created with.
    public let configuration: Configuration
    private let sendThroughChain: SendContextualRequest
    /// The parameters of the ``CommonParametersMiddleware`` that start the chain, added while a request that is sent
    /// as built is built, where the query costs no second parse of the URL; `nil` when the chain starts otherwise.
    private let leadingParameters: CommonParameters?
    /// The chain after the middleware whose parameters are ``leadingParameters``.
    private let sendPastLeadingParameters: SendContextualRequest
    /// The transport itself, for file transfers (APIClient+Transfers.swift), which bypass middleware.
    let transport: any Transport
    /// Builds every request with the configuration's server, shared query items and header fields, and timeout.
    private let builder: RequestBuilder
    // Safe to share: JSONDecoder is Sendable and this one is never mutated after init.
    let decoder: JSONDecoder
    /// The configuration's credential names and fixed secrets, worked out once; each request adds its tokens.
    let safety: RequestSafety

    /// Creates a client that sends through `transport`.
    public init(configuration: Configuration, transport: any Transport = URLSessionTransport()) {
        self.configuration = configuration
        sendThroughChain = configuration.middleware.chained(to: transport)
        let (leading, rest) = configuration.middleware.leadingCommonParameters
        leadingParameters = leading
        sendPastLeadingParameters = leading == nil ? sendThroughChain : rest.chained(to: transport)
        self.transport = transport
        builder = RequestBuilder(
            server: configuration.server,
            sharedQuery: configuration.sharedQuery,
            sharedHeaders: configuration.sharedHeaders,
            encoder: configuration.dateCoding.makeRequestEncoder(),
            timeout: configuration.timeout,
            usesEndpointServers: configuration.usesEndpointServers
        )
        decoder = configuration.dateCoding.makeDecoder()
        safety = RequestSafety(configuration)
    }

    /// Sends `endpoint` and decodes a 2xx body as `Response`.
    ///
    /// A 2xx body whose `Content-Type` is present and not JSON (`application/json`, `text/json` or
    /// `*/*+json`), or that does not decode, throws ``EndpointError/decoding(_:)``; a non-2xx status
    /// throws ``EndpointError/http(_:)``.
    public func send<Response: Decodable>(
        _ endpoint: some Endpoint,
        decoding: Response.Type = Response.self
    ) async throws(EndpointError) -> Response {
        try await send(endpoint, errors: [:], decoding: Response.self)
    }

    /// Sends `endpoint` and decodes a 2xx body as `Response`, like ``send(_:decoding:)``; the body of another status
    /// is also decoded into ``HTTPFailure/statusPayload`` when `errors` has a type for the status (its code, else its
    /// class such as `4XX`, else `default`). Generated clients use it for endpoints that declare error bodies.
    public func send<Response: Decodable>(
        _ endpoint: some Endpoint,
        errors: [ResponseStatus: any (Decodable & Sendable).Type],
        decoding: Response.Type = Response.self
    ) async throws(EndpointError) -> Response {
        try decoded(try await exchange(endpoint, errors: errors)) { response throws(EndpointError) in try response.decode(Response.self) }
    }

    /// Sends `endpoint` and hands a 2xx response, or one whose status is in `accepting` (such as `304 Not
    /// Modified`), to `decode`, which reads its status, header fields and body; generated clients use it for
    /// endpoints with several success statuses or declared headers. A redirect status in `accepting` (`302`) is
    /// answered as it is, not followed.
    ///
    /// Any other status throws ``EndpointError/http(_:)``. When `errors` has a type for the status (its code,
    /// else its class such as `4XX`, else `default`), the body is decoded as that type into
    /// ``HTTPFailure/statusPayload`` (the API-wide error body, if any, is still decoded into ``HTTPFailure/payload``).
    public func send<Value>(
        _ endpoint: some Endpoint,
        accepting: Set<Int> = [],
        errors: [ResponseStatus: any (Decodable & Sendable).Type] = [:],
        decode: (ReceivedResponse) throws(EndpointError) -> Value
    ) async throws(EndpointError) -> Value {
        try decoded(try await exchange(endpoint, accepting: accepting, errors: errors), decode)
    }

    /// Sends `endpoint`, which has no response content; any 2xx response succeeds, whatever its body.
    public func send(_ endpoint: some Endpoint) async throws(EndpointError) {
        _ = try await exchange(endpoint)
    }

    /// Sends `endpoint` and returns the raw body of a 2xx response.
    public func data(for endpoint: some Endpoint) async throws(EndpointError) -> Data {
        try await exchange(endpoint).data
    }

    /// The request that would be sent for `endpoint`: built, with credentials applied, before middleware.
    public func urlRequest(for endpoint: some Endpoint) async throws(EndpointError) -> URLRequest {
        try await prepare(endpoint).request
    }

    // MARK: - Internals shared by every way of sending

    /// The request for `endpoint` with its current credentials, before middleware, and the tokens used
    /// (one per credential of the configuration, `nil` for API keys and credentials not sent; empty for a
    /// request sent without credentials).
    func prepare(_ endpoint: some Endpoint) async throws(EndpointError) -> (request: URLRequest, tokens: [String?]) {
        try await prepare(try validatedParts(of: endpoint))
    }

    /// `endpoint`'s parts, once its parameters pass the spec's constraints: they fail here, before
    /// anything is sent.
    func validatedParts(of endpoint: some Endpoint) throws(EndpointError) -> RequestParts {
        try endpoint.validate()
        return endpoint.parts
    }

    /// The request for `parts` with its current credentials, before middleware (`common` added, if any), and the tokens used.
    func prepare(_ parts: RequestParts, adding common: CommonParameters? = nil) async throws(EndpointError) -> (request: URLRequest, tokens: [String?]) {
        if Task.isCancelled { throw .cancelled }
        let selected = try configuration.credentialIndices(for: parts)
        var tokens: [String?] = []
        if !selected.isEmpty {
            tokens = Array(repeating: nil, count: configuration.credentials.count)
            for index in selected {
                tokens[index] = try await configuration.credentials[index].currentToken()
            }
        }
        return (try makeRequest(parts, tokens: tokens, adding: common), tokens)
    }

    /// Builds the request for `parts`, applying each credential it needs with its token in `tokens`, then `common`.
    func makeRequest(_ parts: RequestParts, tokens: [String?], adding common: CommonParameters? = nil) throws(EndpointError) -> URLRequest {
        do {
            let (query, headers) = try credentialFields(for: parts, tokens: tokens)
            return try builder.makeRequest(for: parts, addingQuery: query, headers: headers, then: common)
        } catch {
            // The base URL in an error may hold a password, the query an API key.
            throw error.redacted(by: safety.carrying(tokens).redactor())
        }
    }

    /// The query items and header fields of the credentials `parts` needs, applied with their tokens in
    /// `tokens`; they follow the shared ones.
    func credentialFields(for parts: RequestParts, tokens: [String?]) throws(EndpointError) -> (query: [QueryItem], headers: [HTTPHeader]) {
        var query: [QueryItem] = []
        var headers: [HTTPHeader] = []
        for index in try configuration.credentialIndices(for: parts) where tokens.indices.contains(index) {
            try configuration.credentials[index].apply(token: tokens[index], query: &query, headers: &headers)
        }
        return (query, headers)
    }

    /// The tokens to send instead of `tokens` after a 401, or `nil` when no credential can refresh. A refresh's error
    /// leaves `tokens` out of its text: a token endpoint's answer may quote the token it refused.
    func refreshedTokens(replacing tokens: [String?]) async throws(EndpointError) -> [String?]? {
        var refreshed = tokens
        var didRefresh = false
        for (index, credential) in zip(tokens.indices, configuration.credentials) {
            let token: String?
            do {
                token = try await credential.refreshedToken(replacing: tokens[index])
            } catch {
                throw error.redacted(by: safety.carrying(tokens).redactor())
            }
            if let token {
                refreshed[index] = token
                didRefresh = true
            }
        }
        return didRefresh ? refreshed : nil
    }

    /// Sends `request`, carrying `tokens`, through the middleware chain and the transport, mapping every
    /// error and cutting the credentials out of its description; past the middleware of ``leadingParameters`` when
    /// `pastLeadingParameters`, because they were added as the request was built.
    /// A redirect is followed unless `followsRedirects` is false or the configuration says never.
    func send(
        _ request: consuming URLRequest,
        context: RequestContext,
        tokens: [String?],
        pastLeadingParameters: Bool = false,
        followsRedirects: Bool = true
    ) async throws(EndpointError) -> (Data, HTTPURLResponse) {
        let chain = pastLeadingParameters ? sendPastLeadingParameters : sendThroughChain
        // Handed over rather than captured, so that the first middleware to change the request holds the only
        // reference and changes it in place (see ``SendRequest``).
        var unsent: URLRequest? = consume request
        var safety = safety.carrying(tokens)
        if !followsRedirects { safety.followsRedirects = false }
        return try await withSafety(safety) { try await chain(unsent.take()!, context) }
    }

    /// Runs `body` with `safety` bound for the transport and middleware, mapping every error and cutting
    /// the credentials out of its description.
    func withSafety<T>(_ safety: RequestSafety, _ body: () async throws -> T) async throws(EndpointError) -> T {
        if Task.isCancelled { throw .cancelled }
        do {
            return try await RequestSafety.$current.withValue(safety) { try await body() }
        } catch {
            throw EndpointError(mapping: error).redacted(by: safety.redactor())
        }
    }

    /// Sends `endpoint`, refreshing the credentials once after a 401, and returns whatever response
    /// arrives, whatever its status, with the tokens the request carried; a redirect is followed unless
    /// `followsRedirects` is false.
    func response(for endpoint: some Endpoint, followsRedirects: Bool = true) async throws(EndpointError) -> Answer {
        let parts = try validatedParts(of: endpoint)
        // Sent as built, so the chain's leading common parameters are added as it is built.
        return try await response(for: parts, context: RequestContext(endpoint, parts: parts), adding: leadingParameters,
                                  followsRedirects: followsRedirects) { request, _ in request }
    }

    /// Sends the request for `parts`, refreshing the credentials once after a 401. `retarget` rewrites each
    /// built request, given the tokens it carries, before the middleware sees it (a next-page link replaces the URL).
    /// `common`, the chain's ``leadingParameters`` or nil, is added as the request is built, and its middleware skipped.
    func response(
        for parts: RequestParts,
        context: RequestContext,
        adding common: CommonParameters? = nil,
        followsRedirects: Bool = true,
        retarget: (URLRequest, [String?]) throws(EndpointError) -> URLRequest
    ) async throws(EndpointError) -> Answer {
        let (request, tokens) = try await prepare(parts, adding: common)
        let retargeted = try retarget(consume request, tokens)
        let sentTo = retargeted.url
        // Consumed, so that the request sent is the only reference to it (see ``SendRequest``).
        let (data, response) = try await send(consume retargeted, context: context, tokens: tokens,
                                              pastLeadingParameters: common != nil, followsRedirects: followsRedirects)
        let answer = Answer(data: data, response: response, tokens: tokens)
        guard Self.refusesCredentials(response, sentTo: sentTo), parts.requiresAuthentication else { return answer }
        let renewed: [String?]?
        do {
            renewed = try await refreshedTokens(replacing: tokens)
        } catch .invalidRequest(.credentialUnavailable) {
            // The request was sent and refused, and no other token came: the 401 is the answer. As "the request was not
            // sent because the access token could not be obtained" it said what did not happen, and an app that shows
            // sign-in on `isAuthentication` did not.
            return answer
        }
        guard let refreshed = renewed else { return answer }
        if Task.isCancelled { throw .cancelled }
        let retry = try retarget(try makeRequest(parts, tokens: refreshed, adding: common), refreshed)
        // The rejected tokens stay secrets: a server's 401 may quote them beside the new ones.
        let (retryData, retryResponse) = try await send(consume retry, context: context, tokens: refreshed + tokens,
                                                        pastLeadingParameters: common != nil, followsRedirects: followsRedirects)
        return Answer(data: retryData, response: retryResponse, tokens: refreshed + tokens)
    }

    /// Whether `response` is a 401 from the origin the credentials went to (`sentTo`'s): after a redirect to another
    /// origin, which gets no credentials, a 401 says nothing of them, and refreshing would replace a good token.
    static func refusesCredentials(_ response: HTTPURLResponse, sentTo: URL?) -> Bool {
        guard response.statusCode == 401 else { return false }
        guard let answered = response.url.flatMap({ URLComponents(url: $0, resolvingAgainstBaseURL: true) }),
              let sent = sentTo.flatMap({ URLComponents(url: $0, resolvingAgainstBaseURL: true) }) else { return true }
        return origin(of: answered) == origin(of: sent)
    }

    /// A response whatever its status, and the tokens the call sent, which its errors must not show: the request's,
    /// and after a refresh also those it replaced.
    struct Answer {
        var data: Data
        var response: HTTPURLResponse
        var tokens: [String?]
    }

    /// Sends `endpoint` and returns the answer when its status is 2xx or in `accepting`; throws
    /// ``EndpointError/http(_:)`` otherwise. A redirect status in `accepting` (GitHub's `302` with a download's
    /// `Location`) is the endpoint's answer, so redirects are not followed for it: followed, it never arrived. A `300`
    /// or `304` in `accepting` is no redirect URLSession follows, and leaves the others followed.
    func exchange(
        _ endpoint: some Endpoint,
        accepting: Set<Int> = [],
        errors: [ResponseStatus: any (Decodable & Sendable).Type] = [:]
    ) async throws(EndpointError) -> Answer {
        let answersWithRedirect = !accepting.isDisjoint(with: RedirectPolicy.followedStatuses)
        return try successful(try await response(for: endpoint, followsRedirects: !answersWithRedirect), accepting: accepting, errors: errors)
    }

    /// The answer when its status is 2xx or in `accepting`; ``EndpointError/http(_:)`` otherwise
    /// (``failure(_:body:tokens:statusError:)``), with the body decoded as the type `errors` has for the status (its
    /// code's, else its class's, else the default).
    func successful(
        _ answer: Answer,
        accepting: Set<Int> = [],
        errors: [ResponseStatus: any (Decodable & Sendable).Type] = [:]
    ) throws(EndpointError) -> Answer {
        guard (200..<300).contains(answer.response.statusCode) || accepting.contains(answer.response.statusCode) else {
            throw failure(answer.response, body: answer.data, tokens: answer.tokens, statusError: errors.matching(answer.response.statusCode))
        }
        return answer
    }

    /// `decode` of `answer`'s response, with the credentials its request carried cut out of a failure's text: the
    /// excerpt quotes the body, and a server may echo them (a debug field, an HTML error page).
    func decoded<Value>(_ answer: Answer, _ decode: (ReceivedResponse) throws(EndpointError) -> Value) throws(EndpointError) -> Value {
        do {
            return try decode(ReceivedResponse(answer.response, body: answer.data, decoder: decoder))
        } catch {
            throw error.redacted(by: safety.carrying(answer.tokens).redactor())
        }
    }

    /// ``EndpointError/http(_:)`` for `response`, whose request carried `tokens`, with the credentials cut out of its
    /// message: APIs echo the key they refuse (`Incorrect API key provided: sk-…`), and apps show and log
    /// `localizedDescription`.
    func failure(_ response: HTTPURLResponse, body: Data, tokens: [String?], statusError: (any (Decodable & Sendable).Type)? = nil) -> EndpointError {
        EndpointError.http(HTTPFailure(
            response: response,
            body: body,
            errorBody: configuration.errorBody,
            statusError: statusError,
            decoder: decoder
        )).redacted(by: safety.carrying(tokens).redactor())
    }
}
