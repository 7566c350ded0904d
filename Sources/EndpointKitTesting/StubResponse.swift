import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A canned response for ``StubTransport``.
public struct StubResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response header fields.
    public var headers: [String: String]
    /// The response body.
    public var body: Data
    /// How long ``StubTransport`` waits before answering; the wait ends early, with
    /// `EndpointError.cancelled`, when the calling task is cancelled.
    public var delay: Duration

    /// Creates a response.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    /// This response, answered after `delay`.
    public func delayed(by delay: Duration) -> StubResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    /// A response with the UTF-8 bytes of `body`, e.g. an HTML error page, and `contentType`.
    public static func text(_ body: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8") -> StubResponse {
        StubResponse(status: status, headers: ["Content-Type": contentType], body: Data(body.utf8))
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

    /// The answer of a spec's sample, e.g. `StubResponse(MoviesEndpoint.recommendedSamples[404]!)`.
    public init(_ sample: SampleResponse) {
        self.init(status: sample.status, headers: ["Content-Type": sample.contentType], body: Data(sample.body.utf8))
    }
}
