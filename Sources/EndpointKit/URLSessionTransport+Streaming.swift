import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionTransport: StreamingTransport {
    /// Sends `request` on a session of its own whose delegate passes on each chunk as URLSession delivers it
    /// (swift-corelibs-foundation has no `bytes(for:)`); the session is invalidated when the body ends or
    /// its consumer stops. The request's timeout applies to the wait for each chunk, not to the whole
    /// stream, as URLSession's request timeout does. Redirects are followed as in ``send(_:)``: never to
    /// another origin with the sending client's credentials.
    public func stream(_ request: URLRequest) async throws -> (ResponseBodyChunks, HTTPURLResponse) {
        try Task.checkCancellation()
        // The delegate holds only the continuation: a body its caller drops is then released, which closes it.
        let (arriving, chunkContinuation) = ResponseBodyChunks.makeStream()
        let safety = RequestSafety.current
        let waiting = Locked(WaitingBytes())
        let chunks = safety.maximumStreamBacklog == nil ? arriving : .counted(arriving, outOf: waiting)
        let jar = CookieJar(session.configuration)
        let delegate = StreamingDelegate(chunks: chunkContinuation, waiting: waiting, safety: safety, jar: jar)
        #if canImport(Security) && canImport(CryptoKit)
        delegate.trustEvaluator = trustEvaluator
        #endif
        let streamSession = URLSession(configuration: CookieJar.sessionConfiguration(session.configuration), delegate: delegate, delegateQueue: nil)
        let task = streamSession.dataTask(with: jar.prepared(request).forSessionTask)
        chunkContinuation.onTermination = { [delegate] _ in
            delegate.stop()
            // Cancelling a finished task does nothing; for a running one it closes the connection. Not on this thread,
            // often the delegate's queue or one of the few of the cooperative pool, for the reason
            // `cancelWithoutWaiting()` gives.
            DispatchQueue.global().async {
                task.cancel()
                streamSession.invalidateAndCancel()
            }
        }
        // Set when the caller is cancelled, so a task not yet resumed is never started.
        let cancelled = Locked(false)
        let response: URLResponse
        do {
            response = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    delegate.awaitHead(continuation)
                    // Resumed under the lock, so a cancellation either comes first or cancels a resumed task.
                    let started = cancelled.withLock { cancelled in
                        if !cancelled { task.resume() }
                        return !cancelled
                    }
                    if !started { delegate.abandon(with: CancellationError()) }
                }
            } onCancel: {
                cancelled.withLock { $0 = true }
                task.cancel()
            }
        } catch {
            chunkContinuation.finish()
            throw EndpointError(mapping: error)
        }
        guard let http = response as? HTTPURLResponse else {
            chunkContinuation.finish()
            throw EndpointError.transport("the response to \(request.url?.absoluteString ?? "the request") is not HTTP")
        }
        return (chunks, http)
    }
}

/// The delegate of one streamed request's session: resumes the head continuation once with the final response,
/// then yields each chunk of the body and finishes the chunk stream when the task completes.
private final class StreamingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: the only mutable state is inside `state` and `waiting`; `trustEvaluator` is set before the task starts.
    private struct State {
        var head: CheckedContinuation<URLResponse, any Error>?
        /// The 401 or 407 of an authentication challenge that was refused: the answer, not a failure.
        var challengeResponse: URLResponse?
        /// Whether the body is no longer wanted: what URLSession still hands over is dropped.
        var stopped = false
    }

    private let chunks: ResponseBodyChunks.Continuation
    /// The bytes yielded and not yet taken, bounded by the safety's `maximumStreamBacklog`.
    private let waiting: Locked<WaitingBytes>
    /// What the sending client allows a redirect to carry, and how far behind its reader may fall.
    private let safety: RequestSafety
    private let jar: CookieJar
    private let state = Locked(State())
    var trustEvaluator: ServerTrustEvaluator?

    init(chunks: ResponseBodyChunks.Continuation, waiting: Locked<WaitingBytes>, safety: RequestSafety, jar: CookieJar) {
        self.chunks = chunks
        self.waiting = waiting
        self.safety = safety
        self.jar = jar
    }

    func awaitHead(_ continuation: CheckedContinuation<URLResponse, any Error>) {
        state.withLock { $0.head = continuation }
    }

    /// Fails the wait for the head with `error` when the task was never started, so no delegate call will.
    func abandon(with error: any Error) {
        takeHead()?.resume(throwing: error)
    }

    /// Drops whatever of the body arrives from now on: on Linux a cancelled task still delivers all that libcurl
    /// had read, decompressed (a 2 MB gzip bomb is 2 GiB), each chunk queued for this delegate until it runs.
    func stop() {
        state.withLock { $0.stopped = true }
    }

    private func takeHead() -> CheckedContinuation<URLResponse, any Error>? {
        state.withLock { state in
            defer { state.head = nil }
            return state.head
        }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(.allow)
        // A 100 Continue or 103 Early Hints comes before the answer (Linux hands it over as if it were one).
        guard !response.isInterim else { return }
        jar.keep(from: response)
        takeHead()?.resume(returning: response)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(jar.redirect(request, after: response, of: task, safety: safety))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard !state.withLock({ $0.stopped }) else { return }
        // Counted here, where it arrives: URLSession delivers a decompressing body far faster than a reader takes it.
        // Ending the chunks stops the delegate and cancels the task (`onTermination`).
        if let limit = safety.maximumStreamBacklog, !waiting.withLock({ $0.admit(data.count, limit: limit) }) {
            chunks.finish(throwing: EndpointError.backlogTooLarge(limit: limit))
            return
        }
        chunks.yield(data)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        // Without an answer URLSession on Linux waits for a credential forever.
        let (disposition, credential) = ChallengeAnswer.answer(challenge, trustEvaluator: trustEvaluator) { response in
            state.withLock { $0.challengeResponse = response }
        }
        completionHandler(disposition, credential)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (pending, challengeResponse) = state.withLock { state in
            defer { state.head = nil }
            return (state.head, state.challengeResponse)
        }
        // Linux ends a refused challenge with "cancelled"; the 401 itself is the answer, with what came of its body.
        let error = challengeResponse == nil ? error : nil
        if let pending {
            // No head arrived: the request failed, or a response without a body skipped `didReceive response`.
            if let error {
                pending.resume(throwing: error)
            } else if let response = challengeResponse ?? task.response {
                pending.resume(returning: response)
            } else {
                pending.resume(throwing: EndpointError.transport("no response and no error"))
            }
        }
        if let error {
            chunks.finish(throwing: EndpointError(mapping: error, after: task.response))
        } else {
            chunks.finish()
        }
    }
}
