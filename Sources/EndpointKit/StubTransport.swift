import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A canned response for ``StubTransport``.
public struct StubResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response header fields.
    public var headers: [String: String]
    /// The response body.
    public var body: Data

    /// Creates a response.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with `body` and `Content-Type: application/json`.
    public static func json(_ body: Data, status: Int = 200) -> StubResponse {
        StubResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    /// A response with the UTF-8 bytes of `body` and `Content-Type: application/json`.
    public static func json(_ body: String, status: Int = 200) -> StubResponse {
        json(Data(body.utf8), status: status)
    }

    /// A response with `value` encoded by a default `JSONEncoder` and `Content-Type: application/json`.
    /// Throws the encoder's error.
    public static func json(_ value: some Encodable, status: Int = 200) throws -> StubResponse {
        json(try DateCoding.iso8601.makeEncoder().encode(value), status: status)
    }

    /// A response with `status` and an empty body.
    public static func status(_ status: Int) -> StubResponse {
        StubResponse(status: status)
    }
}

/// A ``Transport`` for unit tests: it answers every request with its handler and records the request.
///
/// ```swift
/// let transport = StubTransport { _ in .json(#"{"id": 1}"#) }
/// let client = APIClient(configuration: .init(server: server), transport: transport)
/// _ = try await client.send(MoviesAPI.movie(id: 1), decoding: Movie.self)
/// #expect(transport.recordedRequests.first?.url?.path == "/3/movie/1")
/// ```
public final class StubTransport: Transport {
    /// Produces the response to a request; errors it throws are thrown by ``send(_:)``.
    public typealias Handler = @Sendable (URLRequest) async throws -> StubResponse

    private let handler: Handler
    private let recorded = Mutex<[URLRequest]>([])

    /// Creates a transport that answers with `handler`.
    public init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    /// Creates a transport that answers every request with `response`.
    public convenience init(responding response: StubResponse) {
        self.init { _ in response }
    }

    /// Every request received so far, in order of arrival. Safe to read from any thread.
    public var recordedRequests: [URLRequest] {
        recorded.withLock { $0 }
    }

    /// Records `request`, then returns the handler's response for it.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        recorded.withLock { $0.append(request) }
        let stub = try await handler(request)
        guard let url = request.url,
              let response = HTTPURLResponse(url: url, statusCode: stub.status, httpVersion: "HTTP/1.1", headerFields: stub.headers)
        else { throw EndpointError.transport("StubTransport could not create a response for \(request)") }
        return (stub.body, response)
    }
}
