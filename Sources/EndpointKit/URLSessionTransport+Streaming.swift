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
        let (chunks, chunkContinuation) = ResponseBodyChunks.makeStream()
        let jar = CookieJar(session.configuration)
        let delegate = StreamingDelegate(chunks: chunkContinuation, safety: RequestSafety.current, jar: jar)
        #if canImport(Security) && canImport(CryptoKit)
        delegate.trustEvaluator = trustEvaluator
        #endif
        let streamSession = URLSession(configuration: CookieJar.sessionConfiguration(session.configuration), delegate: delegate, delegateQueue: nil)
        let task = streamSession.dataTask(with: jar.prepared(request).forSessionTask)
        chunkContinuation.onTermination = { _ in
            // Cancelling a finished task does nothing; for a running one it closes the connection.
            task.cancel()
            streamSession.invalidateAndCancel()
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

/// The delegate of one streamed request's session: resumes the head continuation once with the response,
/// then yields each chunk of the body and finishes the chunk stream when the task completes.
private final class StreamingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: the only mutable state is inside `head`; `trustEvaluator` is set before the task starts.
    private let chunks: ResponseBodyChunks.Continuation
    /// What the sending client allows a redirect to carry.
    private let safety: RequestSafety
    private let jar: CookieJar
    private let head = Locked<CheckedContinuation<URLResponse, any Error>?>(nil)
    #if canImport(Security) && canImport(CryptoKit)
    var trustEvaluator: (any TrustEvaluator)?
    #endif

    init(chunks: ResponseBodyChunks.Continuation, safety: RequestSafety, jar: CookieJar) {
        self.chunks = chunks
        self.safety = safety
        self.jar = jar
    }

    func awaitHead(_ continuation: CheckedContinuation<URLResponse, any Error>) {
        head.withLock { $0 = continuation }
    }

    /// Fails the wait for the head with `error` when the task was never started, so no delegate call will.
    func abandon(with error: any Error) {
        takeHead()?.resume(throwing: error)
    }

    private func takeHead() -> CheckedContinuation<URLResponse, any Error>? {
        head.withLock { head in
            defer { head = nil }
            return head
        }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(.allow)
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
        jar.keep(from: response)
        completionHandler(RedirectPolicy.request(following: request, status: response.statusCode, from: task.originalRequest, safety: safety)
            .map { jar.prepared($0, redirectedFrom: task.originalRequest?.url) })
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        chunks.yield(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let pending = takeHead() {
            // No head arrived: the request failed, or a response without a body skipped `didReceive response`.
            if let error {
                pending.resume(throwing: error)
            } else if let response = task.response {
                pending.resume(returning: response)
            } else {
                pending.resume(throwing: EndpointError.transport("no response and no error"))
            }
        }
        if let error {
            chunks.finish(throwing: EndpointError(mapping: error))
        } else {
            chunks.finish()
        }
    }

    #if canImport(Security) && canImport(CryptoKit)
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let (disposition, credential) = TrustDelegate.answer(challenge, trustEvaluator)
        completionHandler(disposition, credential)
    }
    #endif
}
