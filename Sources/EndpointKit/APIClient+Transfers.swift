import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// Downloads the 2xx body of `endpoint` to `destination` (replacing any file there) without holding
    /// it in memory, reporting progress on an arbitrary thread, and returns the response.
    ///
    /// Credentials, the 401 refresh and status handling are those of ``send(_:decoding:)``: a non-2xx
    /// status throws ``EndpointError/http(_:)`` carrying the (error) body, and `destination` is left
    /// untouched. Middleware do not run, because they work on in-memory bodies. The client's transport
    /// must be a ``FileTransport``, else ``EndpointError/transport(_:)`` is thrown.
    @discardableResult
    public func download(
        _ endpoint: some Endpoint,
        to destination: URL,
        progress: @escaping ProgressHandler = { _ in }
    ) async throws(EndpointError) -> HTTPURLResponse {
        let files = try fileTransport()
        let (file, response, tokens) = try await withRefresh(try validatedParts(of: endpoint), discard: { try? FileManager.default.removeItem(at: $0) }) {
            try await files.download($0, progress: progress)
        }
        guard (200..<300).contains(response.statusCode) else {
            let body = Self.prefix(of: file, limit: Self.errorBodyLimit)
            try? FileManager.default.removeItem(at: file)
            throw failure(response, body: body, tokens: tokens)
        }
        do {
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.moveItem(at: file, to: destination)
        } catch {
            try? FileManager.default.removeItem(at: file)
            throw EndpointError.transport(TransportFailure("cannot move the download to \(destination.path): \(error)", underlyingError: error))
        }
        return response
    }

    /// Sends `endpoint` with the contents of `fileURL` as its body, streamed from disk, reporting upload
    /// progress, and returns the 2xx response body. The endpoint's own body is ignored; the content type
    /// is `contentType` unless the endpoint's headers set one. Handling is that of
    /// ``download(_:to:progress:)``.
    public func upload(
        _ endpoint: some Endpoint,
        fromFile fileURL: URL,
        contentType: String = "application/octet-stream",
        progress: @escaping ProgressHandler = { _ in }
    ) async throws(EndpointError) -> Data {
        let files = try fileTransport()
        let (data, response, tokens) = try await withRefresh(try bodylessParts(of: endpoint), readsBody: true, discard: { _ in }) { request in
            var request = request
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue(contentType, forHTTPHeaderField: "Content-Type")
            }
            return try await files.upload(request, fromFile: fileURL, progress: progress)
        }
        guard (200..<300).contains(response.statusCode) else { throw failure(response, body: data, tokens: tokens) }
        return data
    }

    /// Sends `endpoint` with its body uploaded from a temporary file, reporting upload progress, and
    /// returns the 2xx response body. A ``RequestBody/multipart(_:)`` body is assembled into that file by
    /// a chunked copy, so file parts are never held in memory; other bodies are encoded, then written.
    /// The temporary file is deleted afterwards. Handling is that of ``download(_:to:progress:)``.
    public func upload(_ endpoint: some Endpoint, progress: @escaping ProgressHandler = { _ in }) async throws(EndpointError) -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("EndpointKit-upload-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let contentType: String
        switch endpoint.body {
        case .multipart(let form)?:
            try form.write(to: file, encoder: configuration.dateCoding.makeRequestEncoder())
            contentType = form.contentType
        case let body?:
            // Encoded by the builder exactly as `send` would, then written out.
            let request = try await urlRequest(for: endpoint)
            do { try (request.httpBody ?? Data()).write(to: file) } catch {
                throw EndpointError.transport(TransportFailure("cannot write the upload body file: \(error)", underlyingError: error))
            }
            contentType = request.value(forHTTPHeaderField: "Content-Type") ?? {
                if case .data(_, let type) = body { return type }
                return "application/octet-stream"
            }()
        case nil:
            do { try Data().write(to: file) } catch {
                throw EndpointError.transport(TransportFailure("cannot write the upload body file: \(error)", underlyingError: error))
            }
            contentType = "application/octet-stream"
        }
        return try await upload(endpoint, fromFile: file, contentType: contentType, progress: progress)
    }

    // MARK: - Internals

    private func fileTransport() throws(EndpointError) -> any FileTransport {
        guard let files = transport as? any FileTransport else {
            throw .transport("\(type(of: transport)) cannot transfer files; use a FileTransport such as URLSessionTransport")
        }
        return files
    }

    /// Sends `endpoint` with `perform`, once more with refreshed credentials after a 401 (discarding the
    /// first result), mapping every error; with the tokens the call sent (after a refresh, the rejected ones too).
    private func withRefresh<Result>(
        _ parts: RequestParts,
        readsBody: Bool = false,
        discard: (Result) -> Void,
        perform: (URLRequest) async throws -> (Result, HTTPURLResponse)
    ) async throws(EndpointError) -> (Result, HTTPURLResponse, [String?]) {
        let (request, tokens) = try await prepare(parts)
        let first = try await mapping(tokens, readsBody: readsBody) { try await perform(request) }
        guard Self.refusesCredentials(first.1, sentTo: request.url), parts.requiresAuthentication,
              let refreshed = try await refreshedTokens(replacing: tokens)
        else { return (first.0, first.1, tokens) }
        discard(first.0)
        if Task.isCancelled { throw .cancelled }
        let retry = try makeRequest(parts, tokens: refreshed)
        let (result, response) = try await mapping(refreshed + tokens, readsBody: readsBody) { try await perform(retry) }
        return (result, response, refreshed + tokens)
    }

    /// Runs `body` with the safety of a request carrying `tokens`. A download, whose body goes to a file, is exempt
    /// from the size limit; an upload's response is read into memory like any other (a 150 MB answer was).
    private func mapping<T>(_ tokens: [String?], readsBody: Bool, _ body: () async throws -> T) async throws(EndpointError) -> T {
        var safety = self.safety.carrying(tokens)
        if !readsBody { safety.maximumResponseSize = nil }
        return try await withSafety(safety, body)
    }

    /// The first `limit` bytes of `file`: a download's error page is read into memory for its error, as a stream's
    /// is, and a proxy's may be huge (a 150 MB one was read whole).
    private static func prefix(of file: URL, limit: Int) -> Data {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: limit)) ?? Data()
    }

    /// `endpoint`'s validated parts without the body, so that building the request does not encode (or
    /// read files for) a body that is sent from a file instead.
    private func bodylessParts(of endpoint: some Endpoint) throws(EndpointError) -> RequestParts {
        var parts = try validatedParts(of: endpoint)
        parts.body = nil
        return parts
    }
}
