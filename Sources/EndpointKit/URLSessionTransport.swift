import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A ``Transport`` backed by `URLSession`.
///
/// Failures are thrown as ``EndpointError``: cancellation (of the task or the transfer) as
/// ``EndpointError/cancelled``, connectivity errors as ``EndpointError/noConnection(_:)``, timeouts as
/// ``EndpointError/timedOut`` and anything else, including a non-HTTP response, as
/// ``EndpointError/transport(_:)``. Cancelling the calling task cancels the transfer.
///
/// A request's `timeoutInterval` bounds the whole exchange, from connecting to the last byte of the body,
/// not only the wait between two packets as in URLSession. A redirect to another origin (scheme, host or
/// port) loses the credentials, a redirect from `https` to `http` is not followed, and a body larger than
/// the limit fails with ``EndpointError/responseTooLarge(limit:)`` as soon as that is known; the
/// credentials, the limit and whether to follow redirects at all come from the ``APIClient`` that sends
/// the request (see ``APIClient/Configuration``). A 307 or 308 repeats a data request with its method and body, as
/// RFC 9110 says; for a stream or a file upload with a body it is returned as the response. An authentication
/// challenge (`WWW-Authenticate: Basic`) is refused rather than answered with a stored credential, so its 401 is
/// returned.
///
/// The configuration's cookies are sent and kept by the transport, not by URLSession, which replaced the `Cookie` field
/// the client built (an API key sent as a cookie) with the cookies it stored: they follow the request's own cookies,
/// never stand in for one of the same name, and a `Secure` one goes only over https.
///
/// Data requests run on a session of the transport's own, built from ``session``'s configuration with a
/// delegate that enforces the above. On Linux a data request with a body goes out on a new connection: on one the
/// server closed as the request went out, FoundationNetworking hung until the timeout and then sent the body again. As a ``FileTransport`` it downloads to and uploads from files with
/// progress: each such transfer runs on its own short-lived session built from the same configuration
/// with a delegate (the only way to get progress callbacks from swift-corelibs-foundation as well as on
/// Apple platforms), which is invalidated when the transfer ends.
public struct URLSessionTransport: FileTransport {
    /// The session whose configuration requests are sent with (cookies, caches, protocol classes, proxies).
    public let session: URLSession
    #if canImport(Security) && canImport(CryptoKit)
    /// Decides whether to trust servers, for certificate pinning; `nil` uses the system's evaluation.
    public let trustEvaluator: (any TrustEvaluator)?
    #endif
    let dataTasks: DataTaskSession

    /// Creates a transport that sends with `session`'s configuration.
    public init(session: URLSession = .shared) {
        self.session = session
        #if canImport(Security) && canImport(CryptoKit)
        trustEvaluator = nil
        #endif
        dataTasks = DataTaskSession(configuration: session.configuration, trustEvaluator: nil)
    }

    /// Creates a transport with a new session built from `configuration`.
    public init(configuration: URLSessionConfiguration) {
        self.init(session: URLSession(configuration: configuration))
    }

    /// Sends `request` and returns the body and response, whatever the status code, within the request's
    /// `timeoutInterval`.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let safety = RequestSafety.current
        do {
            return try await withDeadline(seconds: request.timeoutInterval) { [dataTasks] in
                try await dataTasks.data(for: request, safety: safety)
            }
        } catch {
            throw EndpointError(mapping: error)
        }
    }
}

extension URLSessionTransport {
    /// Downloads the body of `request` to a new temporary file, whatever the status, reporting progress. On Linux
    /// the file is readable only by its owner, as the temporary folder is shared, a failed or cancelled download
    /// leaves nothing behind, and the body of a non-2xx answer, read only for its error, is cut at its first
    /// MiB (the most of an error body any request keeps), where the transfer ends: an error page may stream without end.
    public func download(_ request: URLRequest, progress: @escaping ProgressHandler) async throws -> (URL, HTTPURLResponse) {
        #if canImport(FoundationNetworking)
        // A failed or cancelled download task leaves its partial file in the temporary folder on Linux, readable by
        // anyone; a data task writes the body to a file of the transport's own, which it deletes on failure.
        let (file, _, response) = try await transfer(request, progress: progress, bodyToFile: true) { $0.dataTask(with: $1) }
        #else
        let (file, _, response) = try await transfer(request, progress: progress) { $0.downloadTask(with: $1) }
        #endif
        guard let file else { throw EndpointError.transport("the download finished without a file") }
        return (file, response)
    }

    /// Uploads the contents of `fileURL` as the body of `request`, streamed from disk, reporting progress.
    public func upload(
        _ request: URLRequest,
        fromFile fileURL: URL,
        progress: @escaping ProgressHandler
    ) async throws -> (Data, HTTPURLResponse) {
        let (_, data, response) = try await transfer(request, progress: progress) {
            $0.uploadTask(with: $1, fromFile: fileURL)
        }
        return (data, response)
    }

    /// Runs the task `makeTask` makes on a session of its own; with `bodyToFile`, a data task's body is written to a
    /// new file as it arrives instead of kept in memory.
    private func transfer(
        _ request: URLRequest,
        progress: @escaping ProgressHandler,
        bodyToFile: Bool = false,
        makeTask: (URLSession, URLRequest) -> URLSessionTask
    ) async throws -> (URL?, Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let jar = CookieJar(session.configuration)
        let request = jar.prepared(request).forSessionTask
        let delegate = FileTransferDelegate(progress: progress, safety: RequestSafety.current, jar: jar, bodyToFile: bodyToFile)
        #if canImport(Security) && canImport(CryptoKit)
        delegate.trustEvaluator = trustEvaluator
        #endif
        let transferSession = URLSession(configuration: CookieJar.sessionConfiguration(session.configuration), delegate: delegate, delegateQueue: nil)
        defer { transferSession.finishTasksAndInvalidate() }
        let task = makeTask(transferSession, request)
        let transfer = TransferGate()
        let outcome: FileTransferDelegate.Outcome
        do {
            outcome = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    delegate.begin(continuation)
                    if !transfer.start(task) { delegate.abandon(with: CancellationError()) }
                }
            } onCancel: {
                transfer.cancel()
            }
        } catch {
            throw EndpointError(mapping: error)
        }
        guard let http = outcome.response as? HTTPURLResponse else {
            if let file = outcome.file { try? FileManager.default.removeItem(at: file) }
            throw EndpointError.transport("the response to \(request.url?.absoluteString ?? "the request") is not HTTP")
        }
        return (outcome.file, outcome.body, http)
    }
}

/// The delegate of one file transfer's session: reports progress, keeps the downloaded file or the
/// response body, and resumes the continuation once when the task completes. Internal, not private, so that the tests
/// can give it the byte counts a session would: how many reports come before the total is the platform's to decide.
final class FileTransferDelegate: NSObject, URLSessionDownloadDelegate, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: all mutable state is inside `state`; `trustEvaluator` is set before the task starts.
    struct Outcome: @unchecked Sendable {  // URLResponse is immutable once delivered
        var file: URL?
        var body: Data
        var response: URLResponse?
    }

    private struct State {
        var continuation: CheckedContinuation<Outcome, any Error>?
        var body = Data()
        var file: URL?
        /// The open `file` a data task writes its body to, and the bytes written.
        var fileHandle: FileHandle?
        var writtenBytes: Int64 = 0
        var fileError: (any Error)?
        /// The 401 or 407 of a refused authentication challenge, returned as the response.
        var challengeResponse: URLResponse?
        /// Whether the response body in memory (an upload's) went past the request's size limit.
        var tooLarge = false
        /// The most bytes of the body a download keeps: set once its answer is not 2xx, whose body is read only for
        /// the error (``APIClient/errorBodyLimit``), and may be an error page streamed without end.
        var bodyLimit: Int64?
        /// Whether the task was cancelled on reaching `bodyLimit`: its file is the outcome, not a failure.
        var cutAtLimit = false
    }

    private let progress: ProgressHandler
    private let safety: RequestSafety
    private let jar: CookieJar
    /// Whether a data task's body goes to a file as it arrives (a download) rather than into memory (an upload's answer).
    private let bodyToFile: Bool
    private let state = Locked(State())
    var trustEvaluator: ServerTrustEvaluator?

    init(progress: @escaping ProgressHandler, safety: RequestSafety, jar: CookieJar, bodyToFile: Bool) {
        self.progress = progress
        self.safety = safety
        self.jar = jar
        self.bodyToFile = bodyToFile
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        // An upload's body is streamed from its file.
        completionHandler(jar.redirect(request, after: response, of: task, fromFile: task is URLSessionUploadTask, safety: safety))
    }

    func begin(_ continuation: CheckedContinuation<Outcome, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Fails the transfer with `error` when its task was never started, so no delegate call will.
    func abandon(with error: any Error) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(throwing: error)
    }

    func urlSession(
        _ session: URLSession,
        downloadTask: URLSessionDownloadTask,
        didWriteData bytesWritten: Int64,
        totalBytesWritten: Int64,
        totalBytesExpectedToWrite: Int64
    ) {
        progress(TransferProgress(completedBytes: totalBytesWritten, totalBytes: totalBytesExpectedToWrite))
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        // The file is deleted when this method returns: move it somewhere the caller owns.
        let destination = Self.newFileURL()
        do {
            try FileManager.default.moveItem(at: location, to: destination)
            state.withLock { $0.file = destination }
        } catch {
            state.withLock { $0.fileError = error }
        }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        progress(TransferProgress(completedBytes: totalBytesSent, totalBytes: totalBytesExpectedToSend))
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let (disposition, credential) = ChallengeAnswer.answer(challenge, trustEvaluator: trustEvaluator) { response in
            state.withLock { $0.challengeResponse = response }
        }
        completionHandler(disposition, credential)
    }

    /// Where a downloaded body is kept for the caller.
    private static func newFileURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("EndpointKit-download-\(UUID().uuidString)")
    }

    /// A new empty file that only its owner can read (a download's body may be private), or nil when it cannot be made.
    private static func newPrivateFile() -> URL? {
        let file = newFileURL()
        return FileManager.default.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]) ? file : nil
    }

    /// A new empty file for a download that ended without one, else `nil`.
    private func emptyFile(for task: URLSessionTask) -> URL? {
        guard bodyToFile || task is URLSessionDownloadTask else { return nil }
        return Self.newPrivateFile()
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(.allow)
        // A 100 Continue or 103 Early Hints comes before the answer, whose status is the one that counts.
        guard bodyToFile, !response.isInterim, let status = (response as? HTTPURLResponse)?.statusCode else { return }
        if !(200..<300).contains(status) {
            state.withLock { $0.bodyLimit = Int64(APIClient.errorBodyLimit) }
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if bodyToFile {
            write(data, of: dataTask)
            return
        }
        let limit = safety.maximumResponseSize
        let wentOver = state.withLock { state in
            guard !state.tooLarge else { return false }
            if let limit, state.body.count + data.count > limit { state.tooLarge = true }
            if !state.tooLarge { state.body.append(data) }
            return state.tooLarge
        }
        if wentOver { dataTask.cancelWithoutWaiting() }
    }

    /// Appends `data` to the download's file, made at the first bytes, up to its `bodyLimit`; a file that cannot be
    /// written, or reaching the limit, ends the task, and what it still delivers is dropped.
    private func write(_ data: Data, of dataTask: URLSessionDataTask) {
        enum Written {
            case total(Int64)
            case ended
            case dropped
        }
        let written = state.withLock { state -> Written in
            guard !state.cutAtLimit, state.fileError == nil else { return .dropped }
            do {
                if state.fileHandle == nil {
                    guard let file = Self.newPrivateFile() else { throw CocoaError(.fileWriteUnknown) }
                    state.file = file
                    state.fileHandle = try FileHandle(forWritingTo: file)
                }
                let kept = state.bodyLimit.map { data.prefix(Int($0 - state.writtenBytes)) } ?? data
                try state.fileHandle?.write(contentsOf: kept)
                state.writtenBytes += Int64(kept.count)
                if let limit = state.bodyLimit, state.writtenBytes >= limit {
                    state.cutAtLimit = true
                    return .ended
                }
                return .total(state.writtenBytes)
            } catch {
                state.fileError = error
                return .ended
            }
        }
        switch written {
        case .total(let bytes):
            progress(TransferProgress(completedBytes: bytes, totalBytes: dataTask.response?.expectedContentLength))
        case .ended:
            dataTask.cancelWithoutWaiting()
        case .dropped:
            break
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, outcome, fileError, challengeResponse, tooLarge, cutAtLimit) = state.withLock { state in
            defer { state.continuation = nil }
            try? state.fileHandle?.close()
            state.fileHandle = nil
            // A download whose body was empty: the caller still gets a file.
            if bodyToFile, error == nil, state.file == nil { state.file = Self.newPrivateFile() }
            let outcome = Outcome(file: state.file, body: state.body, response: task.response)
            return (state.continuation, outcome, state.fileError, state.challengeResponse, state.tooLarge, state.cutAtLimit)
        }
        // Cancelled on reaching the limit of an error body: the prefix kept is the body.
        let error = cutAtLimit ? nil : error
        if tooLarge, let limit = safety.maximumResponseSize {
            continuation?.resume(throwing: EndpointError.responseTooLarge(limit: limit))
        } else if error != nil, let challengeResponse {
            // Linux ends a refused challenge with "cancelled": the 401 is the answer, with an empty body.
            if let file = outcome.file { try? FileManager.default.removeItem(at: file) }
            continuation?.resume(returning: Outcome(file: emptyFile(for: task), body: Data(), response: challengeResponse))
        } else if let error {
            if let file = outcome.file { try? FileManager.default.removeItem(at: file) }
            continuation?.resume(throwing: fileError.map { Self.keepingFailure($0) } ?? error)
        } else if let fileError {
            if let file = outcome.file { try? FileManager.default.removeItem(at: file) }
            continuation?.resume(throwing: Self.keepingFailure(fileError))
        } else {
            jar.keep(from: outcome.response)
            continuation?.resume(returning: outcome)
        }
    }

    private static func keepingFailure(_ error: any Error) -> EndpointError {
        .transport(TransportFailure("cannot keep the downloaded file: \(error)", underlyingError: error))
    }
}
