import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession a ``URLSessionTransport`` sends data requests on, with a delegate that sees every task's
/// redirects, authentication challenges and bytes; invalidated when the transport is released.
///
/// A session-wide delegate is the one way to see all three on Linux too: swift-corelibs-foundation gives a
/// per-task delegate (`URLSessionTask.delegate`, `data(for:delegate:)`) redirects and challenges at best,
/// never the body.
///
/// On Linux a request with a body runs on a session of its own, so on a connection no earlier request used: when a
/// server closed a kept-alive connection just as the next request went out on it (uvicorn does, right after the 500
/// of an unhandled exception), FoundationNetworking did not send a body again on a fresh one, as it does a GET's, but
/// spun on the dead socket until the request timed out (11 s of system time in a 15 s timeout here), then sent it
/// anyway; a body stream went out empty instead.
final class DataTaskSession: Sendable {
    let session: URLSession
    private let delegate: DataTaskDelegate
    private let jar: CookieJar
    #if canImport(FoundationNetworking)
    private let configuration: URLSessionConfiguration
    private let trustEvaluator: ServerTrustEvaluator?
    #endif

    init(configuration: URLSessionConfiguration, trustEvaluator: ServerTrustEvaluator?) {
        jar = CookieJar(configuration)
        delegate = DataTaskDelegate(trustEvaluator: trustEvaluator, jar: jar)
        let sessionConfiguration = CookieJar.sessionConfiguration(configuration)
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil)
        #if canImport(FoundationNetworking)
        self.configuration = sessionConfiguration
        self.trustEvaluator = trustEvaluator
        #endif
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request` and returns the body and response, following redirects as `safety` allows and
    /// failing with ``EndpointError/responseTooLarge(limit:)`` as soon as the body exceeds its limit.
    func data(for request: URLRequest, safety: RequestSafety) async throws -> (Data, HTTPURLResponse) {
        var request = request
        var answer = try await send(request, safety: safety)
        // A 307 or 308 of a request with a body, which URLSession would repeat without it (see RedirectPolicy).
        for _ in 0..<RedirectPolicy.repeatLimit {
            guard let repeated = RedirectPolicy.repeating(request, after: answer.1, safety: safety) else { break }
            request = repeated
            answer = try await send(request, safety: safety)
        }
        return answer
    }

    private func send(_ request: URLRequest, safety: RequestSafety) async throws -> (Data, HTTPURLResponse) {
        #if canImport(FoundationNetworking)
        if request.httpBody?.isEmpty == false {
            let delegate = DataTaskDelegate(trustEvaluator: trustEvaluator, jar: jar)
            let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
            defer { session.finishTasksAndInvalidate() }
            return try await send(request, safety: safety, on: session, delegate: delegate)
        }
        #endif
        return try await send(request, safety: safety, on: session, delegate: delegate)
    }

    private func send(_ request: URLRequest, safety: RequestSafety, on session: URLSession, delegate: DataTaskDelegate) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let request = jar.prepared(request)
        let task = session.dataTask(with: request.forSessionTask)
        let exchange = Exchange(safety: safety, originalURL: request.url)
        delegate.register(exchange, for: task)
        let gate = TransferGate()
        let (data, response) = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                exchange.begin(continuation)
                if !gate.start(task) {
                    delegate.unregister(task)
                    exchange.finish(.failure(CancellationError()))
                }
            }
        } onCancel: {
            gate.cancel()
        }
        guard let http = response as? HTTPURLResponse else {
            throw EndpointError.transport("the response to \(safety.redactor().url(request.url)) is not HTTP")
        }
        jar.keep(from: http)
        return (data, http)
    }
}

/// One data task's state, filled in by the delegate's callbacks.
private final class Exchange: Sendable {
    private struct State {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
        var body = Data()
        var tooLarge = false
        /// The 401 or 407 of an authentication challenge that was refused, returned as the response.
        var challengeResponse: URLResponse?
    }

    let safety: RequestSafety
    let originalURL: URL?
    private let state = Locked(State())

    init(safety: RequestSafety, originalURL: URL?) {
        self.safety = safety
        self.originalURL = originalURL
    }

    func begin(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Whether a body of `length` bytes is over the limit; if so, fails the caller at once with
    /// ``EndpointError/responseTooLarge(limit:)``, and the task is to be cancelled.
    ///
    /// At once, not when the task completes: on Linux a cancelled task may still deliver the bytes already
    /// received (all of a decompressing gzip bomb), or, refused by its head, wait for the server to close.
    func exceedsLimit(_ length: Int64) -> Bool {
        guard let limit = safety.maximumResponseSize, length > Int64(limit) else { return false }
        state.withLock { $0.tooLarge = true }
        finish(.failure(EndpointError.responseTooLarge(limit: limit)))
        return true
    }

    /// Appends `data` to the body and returns whether the body has just gone over the limit. Once it has, nothing
    /// more is kept: the bytes a cancelled task still delivers are dropped.
    func receive(_ data: Data) -> Bool {
        let length = state.withLock { state -> Int64? in
            guard !state.tooLarge else { return nil }
            if let limit = safety.maximumResponseSize, state.body.count + data.count > limit {
                return Int64(state.body.count + data.count)
            }
            state.body.append(data)
            return Int64(state.body.count)
        }
        guard let length else { return false }
        return exceedsLimit(length)
    }

    func refuseChallenge(with response: URLResponse?) {
        state.withLock { $0.challengeResponse = response }
    }

    /// Resumes the caller once, with the outcome of a task that completed with `error`.
    func complete(_ response: URLResponse?, error: (any Error)?) {
        let (body, tooLarge, challengeResponse) = state.withLock { ($0.body, $0.tooLarge, $0.challengeResponse) }
        if tooLarge, let limit = safety.maximumResponseSize {
            finish(.failure(EndpointError.responseTooLarge(limit: limit)))
        } else if let error {
            // Linux ends a refused challenge with "cancelled"; the 401 itself is the answer the app wants.
            finish(challengeResponse.map { .success((body, $0)) } ?? .failure(EndpointError(mapping: error, after: response)))
        } else if let response {
            finish(.success((body, response)))
        } else {
            finish(.failure(EndpointError.transport("no response and no error")))
        }
    }

    func finish(_ result: Result<(Data, URLResponse), any Error>) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }
}

/// Routes each task's callbacks to its ``Exchange``.
private final class DataTaskDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: the only mutable state is inside `exchanges`; `trustEvaluator` is immutable.
    private let exchanges = Locked([Int: Exchange]())
    private let trustEvaluator: ServerTrustEvaluator?
    private let jar: CookieJar

    init(trustEvaluator: ServerTrustEvaluator?, jar: CookieJar) {
        self.trustEvaluator = trustEvaluator
        self.jar = jar
    }

    func register(_ exchange: Exchange, for task: URLSessionTask) {
        exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    @discardableResult
    func unregister(_ task: URLSessionTask) -> Exchange? {
        exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    }

    private func exchange(of task: URLSessionTask) -> Exchange? {
        exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        // An interim 1xx's Content-Length is not the answer's.
        guard !response.isInterim else { return completionHandler(.allow) }
        // A declared length over the limit fails before a byte of the body is read; the answer to a HEAD, a 204 and a
        // 304 have no body, and their Content-Length is the size of what a GET would send (RFC 9110 §8.6).
        let status = (response as? HTTPURLResponse)?.statusCode
        let hasBody = dataTask.originalRequest?.httpMethod != "HEAD" && status != 204 && status != 304
        let tooLarge = hasBody && exchange(of: dataTask)?.exceedsLimit(response.expectedContentLength) == true
        completionHandler(tooLarge ? .cancel : .allow)
        // `.cancel` does not end the task on Linux: it would wait for the server to close the connection.
        if tooLarge { dataTask.cancelWithoutWaiting() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if exchange(of: dataTask)?.receive(data) == true { dataTask.cancelWithoutWaiting() }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(jar.redirect(request, after: response, of: task, safety: exchange(of: task)?.safety ?? .standard))
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let exchange = exchange(of: task)
        let (disposition, credential) = ChallengeAnswer.answer(challenge, trustEvaluator: trustEvaluator) {
            exchange?.refuseChallenge(with: $0)
        }
        completionHandler(disposition, credential)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        unregister(task)?.complete(task.response, error: error)
    }
}
