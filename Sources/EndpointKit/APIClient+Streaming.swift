import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// Sends `endpoint` and returns the Server-Sent Events of its 2xx `text/event-stream` body as they arrive.
    ///
    /// The request is sent when iteration starts, from the iterating task; a stream never iterated sends nothing.
    /// The connection closes when the stream ends or fails, when the iterating task is cancelled (the stream then
    /// ends, or throws ``EndpointError/cancelled`` if the cancellation interrupted its wait), and when the last
    /// reference to a partly read stream goes away: leaving a `for try await` loop over this call's result early
    /// closes it, whereas a stream also kept in a variable stays open until that is released, since its
    /// iterators share it.
    ///
    /// The stream throws only ``EndpointError``: the usual ones before the body (a non-2xx status is
    /// ``EndpointError/http(_:)`` with its body, decoded as the type `errors` has for the status, as
    /// ``send(_:accepting:errors:decode:)`` does), ``EndpointError/decoding(_:)`` for a 2xx response whose
    /// `Content-Type` is not `text/event-stream` (unless it has none), ``EndpointError/eventTooLarge(limit:)`` for an event over
    /// `maximumEventSize` bytes, and ``EndpointError/backlogTooLarge(limit:)`` when the consumer falls
    /// `maximumBacklog` bytes behind the server. An event the body ends in the middle of is dropped, as the
    /// event-stream standard says; bytes that are not UTF-8 become U+FFFD, as it says too. Reconnecting (with
    /// ``ServerSentEvent/lastEventID`` after ``ServerSentEvent/retry`` milliseconds) is the app's choice.
    ///
    /// The body is parsed as the consumer asks for events. What has arrived and not yet been asked for waits
    /// unparsed, at most `maximumBacklog` bytes of it (or one chunk, if larger): URLSession cannot slow the
    /// server down on Linux, so a consumer that falls further behind ends the stream instead of filling memory.
    ///
    /// Middleware see the request and the response head: `next` returns once the head arrives, with an
    /// empty body, while the body streams to the caller. A middleware may change the request, retry on a
    /// status (the earlier stream is closed) or throw; a middleware that answers without calling `next`
    /// has its returned body parsed as the stream. Activity or logging middleware therefore report a
    /// streamed request finished when its head arrives.
    public func serverSentEvents(
        _ endpoint: some Endpoint,
        errors: [ResponseStatus: any (Decodable & Sendable).Type] = [:],
        maximumEventSize: Int = ServerSentEventParser.defaultMaximumEventSize,
        maximumBacklog: Int = APIClient.defaultMaximumBacklog
    ) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        values(of: endpoint, media: .serverSentEvents(), reading: "ServerSentEvent", errors: errors,
               splitter: ServerSentEventParser(maximumEventSize: maximumEventSize), maximumBacklog: maximumBacklog) { $0 }
    }

    /// Sends `endpoint` and returns each value of its 2xx streamed body decoded as `Element`, as it
    /// arrives: the data of each Server-Sent Event, or each JSON line, per `format`.
    ///
    /// A value that does not decode ends the stream with ``EndpointError/decoding(_:)``, after the values
    /// before it; so does a JSON line that is not UTF-8. (An event's data is text, with bytes that are not
    /// UTF-8 already replaced by U+FFFD, so such data fails to decode only where U+FFFD is not valid JSON.)
    /// A 2xx response whose `Content-Type` is not one `format` is read from (``StreamFormat``) throws
    /// ``EndpointError/decoding(_:)`` before any value. Everything else — sending, cancellation, errors, the
    /// size limits, middleware — is as in ``serverSentEvents(_:errors:maximumEventSize:maximumBacklog:)``.
    public func stream<Element: Decodable & Sendable>(
        _ endpoint: some Endpoint,
        format: StreamFormat,
        decoding: Element.Type = Element.self,
        errors: [ResponseStatus: any (Decodable & Sendable).Type] = [:],
        maximumEventSize: Int = ServerSentEventParser.defaultMaximumEventSize,
        maximumBacklog: Int = APIClient.defaultMaximumBacklog
    ) -> AsyncThrowingStream<Element, any Error> {
        let decoder = configuration.dateCoding.makeDecoder()
        let decode = { @Sendable (data: Data) throws(EndpointError) -> Element in
            do {
                return try decoder.decode(Element.self, from: data)
            } catch {
                throw .decoding(DecodingFailure(type: Element.self, error: error, body: data))
            }
        }
        switch format {
        case .serverSentEvents(let terminator):
            let parser = ServerSentEventParser(maximumEventSize: maximumEventSize)
            return values(of: endpoint, media: format, reading: "\(Element.self)", errors: errors, splitter: parser, maximumBacklog: maximumBacklog) { event throws(EndpointError) in
                event.data == (terminator ?? StreamFormat.conventionalTerminator) ? nil : try decode(Data(event.data.utf8))
            }
        case .jsonLines:
            let splitter = JSONLinesSplitter(maximumRecordSize: maximumEventSize)
            return values(of: endpoint, media: format, reading: "\(Element.self)", errors: errors, splitter: splitter, maximumBacklog: maximumBacklog) { record throws(EndpointError) in
                try decode(record)
            }
        }
    }

    /// The default `maximumBacklog` of a streamed response: 8 MiB.
    public static let defaultMaximumBacklog = 8 << 20

    // MARK: - Internals

    /// A stream that, when iterated, opens `endpoint`'s body in `media` (read as `typeName`, for errors), splits it
    /// with `splitter` as the consumer pulls, and hands out each unit as `interpret` makes it a value (`nil`: the
    /// unit ends the stream).
    private func values<Splitter: StreamSplitter, Value: Sendable>(
        of endpoint: some Endpoint,
        media: StreamFormat,
        reading typeName: String,
        errors: [ResponseStatus: any (Decodable & Sendable).Type],
        splitter: Splitter,
        maximumBacklog: Int,
        interpret: @escaping @Sendable (Splitter.Unit) throws(EndpointError) -> Value?
    ) -> AsyncThrowingStream<Value, any Error> {
        let reader = StreamReader(splitter: splitter, open: { () async throws(EndpointError) in
            let (chunks, redactor) = try await openBody(of: endpoint, media: media, reading: typeName, errors: errors, maximumBacklog: maximumBacklog)
            return (StreamBacklog(chunks, limit: maximumBacklog), redactor)
        }, interpret: interpret)
        // Pulled rather than pushed: nothing is parsed, let alone buffered as values, ahead of the consumer.
        // Dropping the stream releases the reader, whose backlog then stops reading and closes the connection.
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }

    /// Sends `endpoint` through the middleware, asking for `media` unless the endpoint sets `Accept` itself and
    /// refreshing the credentials once after a 401, and returns the body of a 2xx response with the redactor of the
    /// credentials its request carried; throws
    /// ``EndpointError/http(_:)`` with the (error) body otherwise, and ``EndpointError/decoding(_:)`` when the
    /// response's `Content-Type` is not one `media` is read from, or its status (204, 205) says it has no content.
    private func openBody(
        of endpoint: some Endpoint,
        media: StreamFormat,
        reading typeName: String,
        errors: [ResponseStatus: any (Decodable & Sendable).Type],
        maximumBacklog: Int
    ) async throws(EndpointError) -> (ResponseBodyChunks, Redactor) {
        var parts = try validatedParts(of: endpoint)
        if !parts.headers.contains(where: { $0.name.caseInsensitiveCompare("Accept") == .orderedSame }) {
            parts.headers.insert(HTTPHeader(name: "Accept", value: media.acceptField), at: 0)
        }
        let context = RequestContext(endpoint, parts: parts)
        var (request, tokens) = try await prepare(parts)
        var (chunks, response) = try await open(request, context: context, tokens: tokens, maximumBacklog: maximumBacklog)
        if Self.refusesCredentials(response, sentTo: request.url), parts.requiresAuthentication,
           let refreshed = try await refreshedTokens(replacing: tokens) {
            if Task.isCancelled { throw .cancelled }
            // The rejected tokens stay secrets for its errors.
            (request, tokens) = (try makeRequest(parts, tokens: refreshed), refreshed + tokens)
            (chunks, response) = try await open(request, context: context, tokens: tokens, maximumBacklog: maximumBacklog)
        }
        guard (200..<300).contains(response.statusCode) else {
            let body: Data
            do { body = try await chunks.collect(limit: Self.errorBodyLimit) } catch { throw EndpointError(mapping: error) }
            throw failure(response, body: body, tokens: tokens, statusError: errors.matching(response.statusCode))
        }
        if response.statusCode == 204 || response.statusCode == 205 {
            // No content by definition (RFC 9110 §15.3.5–6): read as a stream, it would end as if nothing had been said.
            throw .decoding(DecodingFailure(
                typeName: typeName,
                codingPath: "",
                debugDescription: "Expected a \(media.mediaTypeName) response but the status is \(response.statusCode), which has no content.",
                bodyExcerpt: ""
            ))
        }
        if let contentType = response.contentType, !media.isRead(from: contentType) {
            // An answer in another format (the JSON a chat API sends when the request did not ask for a stream)
            // would otherwise parse as a stream without a single event, and end as if nothing had been said.
            let excerpt: Data
            do { excerpt = try await chunks.collect(limit: DecodingFailure.excerptLength * 4) } catch { throw EndpointError(mapping: error) }
            throw EndpointError.decoding(DecodingFailure(
                typeName: typeName,
                codingPath: "",
                debugDescription: "Expected a \(media.mediaTypeName) response but the Content-Type is \(contentType).",
                bodyExcerpt: DecodingFailure.excerpt(of: excerpt)
            )).redacted(by: safety.carrying(tokens).redactor())
        }
        return (chunks, safety.carrying(tokens).redactor())
    }

    /// Sends `request`, carrying `tokens`, through the middleware to a transport that opens the body instead of
    /// reading it; like every request, with the client's ``RequestSafety`` bound for both, so that a redirect to
    /// another origin loses the credentials and logs and errors leave them out, and a streaming transport holds at
    /// most `maximumBacklog` bytes its reader has not taken.
    private func open(
        _ request: URLRequest,
        context: RequestContext,
        tokens: [String?],
        maximumBacklog: Int
    ) async throws(EndpointError) -> (ResponseBodyChunks, HTTPURLResponse) {
        let opener = BodyOpener(transport: transport)
        var safety = safety.carrying(tokens)
        safety.maximumStreamBacklog = maximumBacklog
        let (body, response) = try await withSafety(safety) {
            try await configuration.middleware.chained(to: opener)(request, context)
        }
        return (opener.takeChunks() ?? .complete(body), response)
    }

    /// The most bytes of a non-2xx streamed or downloaded body kept for ``HTTPFailure/body``.
    static var errorBodyLimit: Int { 1 << 20 }
}

/// The end of a streamed request's middleware chain: opens the body with a ``StreamingTransport`` (or
/// reads it whole with another transport) and keeps it, handing the middleware the head and an empty body.
private final class BodyOpener: Transport {
    private let transport: any Transport
    private let opened = Locked<ResponseBodyChunks?>(nil)

    init(transport: any Transport) {
        self.transport = transport
    }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let chunks: ResponseBodyChunks
        let response: HTTPURLResponse
        if let streaming = transport as? any StreamingTransport {
            (chunks, response) = try await streaming.stream(request)
        } else {
            let (body, head) = try await transport.send(request)
            (chunks, response) = (.complete(body), head)
        }
        // A middleware that sends again (a retry) gets a new body; the replaced one is dropped, which closes it.
        opened.withLock { $0 = chunks }
        return (Data(), response)
    }

    /// The body `next` opened last, or `nil` when no middleware called it.
    func takeChunks() -> ResponseBodyChunks? {
        opened.withLock { opened in
            defer { opened = nil }
            return opened
        }
    }
}
