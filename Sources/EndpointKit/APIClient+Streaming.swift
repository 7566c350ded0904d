import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// Sends `endpoint` and returns the Server-Sent Events of its 2xx `text/event-stream` body as they arrive.
    ///
    /// The request is sent at once, from a task of its own. Ending the iteration early, cancelling the iterating
    /// task or dropping the stream closes the connection. The stream throws only ``EndpointError``: the
    /// usual ones before the body (a non-2xx status is ``EndpointError/http(_:)`` with its body), and
    /// ``EndpointError/eventTooLarge(limit:)`` for an event over `maximumEventSize` bytes. An event the
    /// body ends in the middle of is dropped, as the event-stream standard says. Reconnecting (with
    /// ``ServerSentEvent/lastEventID`` after ``ServerSentEvent/retry`` milliseconds) is the app's choice.
    ///
    /// Middleware see the request and the response head: `next` returns once the head arrives, with an
    /// empty body, while the body streams to the caller. A middleware may change the request, retry on a
    /// status (the earlier stream is closed) or throw; a middleware that answers without calling `next`
    /// has its returned body parsed as the stream. Activity or logging middleware therefore report a
    /// streamed request finished when its head arrives.
    public func serverSentEvents(
        _ endpoint: some Endpoint,
        maximumEventSize: Int = ServerSentEventParser.defaultMaximumEventSize
    ) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        events(of: endpoint) { chunks, continuation in
            var parser = ServerSentEventParser(maximumEventSize: maximumEventSize)
            for try await chunk in chunks {
                for event in try parser.parse(chunk) { continuation.yield(event) }
            }
        }
    }

    /// Sends `endpoint` and returns each value of its 2xx streamed body decoded as `Element`, as it
    /// arrives: the data of each Server-Sent Event, or each JSON line, per `format`.
    ///
    /// A value that does not decode ends the stream with ``EndpointError/decoding(_:)``. Everything else —
    /// sending, cancellation, errors, the size limit, middleware — is as in
    /// ``serverSentEvents(_:maximumEventSize:)``.
    public func stream<Element: Decodable & Sendable>(
        _ endpoint: some Endpoint,
        format: StreamFormat,
        decoding: Element.Type = Element.self,
        maximumEventSize: Int = ServerSentEventParser.defaultMaximumEventSize
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
            return events(of: endpoint) { chunks, continuation in
                var parser = ServerSentEventParser(maximumEventSize: maximumEventSize)
                for try await chunk in chunks {
                    for event in try parser.parse(chunk) {
                        if event.data == terminator { return }
                        continuation.yield(try decode(Data(event.data.utf8)))
                    }
                }
            }
        case .jsonLines:
            return events(of: endpoint) { chunks, continuation in
                var splitter = JSONLinesSplitter(maximumRecordSize: maximumEventSize)
                for try await chunk in chunks {
                    for record in try splitter.split(chunk) { continuation.yield(try decode(record)) }
                }
                if let last = splitter.finish() { continuation.yield(try decode(last)) }
            }
        }
    }

    // MARK: - Internals

    /// A stream whose producer opens `endpoint`'s body when iteration starts and runs `produce` over its
    /// chunks; terminating the stream cancels the producer, which closes the body.
    private func events<Element: Sendable>(
        of endpoint: some Endpoint,
        produce: @escaping @Sendable (ResponseBodyChunks, AsyncThrowingStream<Element, any Error>.Continuation) async throws -> Void
    ) -> AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            let producer = Task {
                do {
                    try await produce(try await openBody(of: endpoint), continuation)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: EndpointError(mapping: error))
                }
            }
            continuation.onTermination = { _ in producer.cancel() }
        }
    }

    /// Sends `endpoint` through the middleware, refreshing the credentials once after a 401, and returns
    /// the body of a 2xx response; throws ``EndpointError/http(_:)`` with the (error) body otherwise.
    private func openBody(of endpoint: some Endpoint) async throws(EndpointError) -> ResponseBodyChunks {
        let parts = try validatedParts(of: endpoint)
        let context = RequestContext(endpoint, parts: parts)
        let (request, tokens) = try await prepare(parts)
        var (chunks, response) = try await open(request, context: context)
        if response.statusCode == 401, parts.requiresAuthentication,
           let refreshed = try await refreshedTokens(replacing: tokens) {
            if Task.isCancelled { throw .cancelled }
            (chunks, response) = try await open(try makeRequest(parts, tokens: refreshed), context: context)
        }
        guard (200..<300).contains(response.statusCode) else {
            let body: Data
            do { body = try await chunks.collect(limit: Self.errorBodyLimit) } catch { throw EndpointError(mapping: error) }
            throw .http(HTTPFailure(
                response: response,
                body: body,
                errorBody: configuration.errorBody,
                decoder: configuration.dateCoding.makeDecoder()
            ))
        }
        return chunks
    }

    /// Sends `request` through the middleware to a transport that opens the body instead of reading it.
    private func open(_ request: URLRequest, context: RequestContext) async throws(EndpointError) -> (ResponseBodyChunks, HTTPURLResponse) {
        if Task.isCancelled { throw .cancelled }
        let opener = BodyOpener(transport: transport)
        do {
            let (body, response) = try await configuration.middleware.chained(to: opener)(request, context)
            return (opener.takeChunks() ?? .complete(body), response)
        } catch {
            throw EndpointError(mapping: error)
        }
    }

    /// The most bytes of a non-2xx streamed body kept for ``HTTPFailure/body``.
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
