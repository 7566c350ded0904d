import EndpointKit
import EndpointKitTesting
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Reads back what a generated client sent through a ``StubTransport``.
struct Recorded {
    let request: URLRequest

    init(_ transport: StubTransport) throws {
        request = try #require(transport.recordedRequests.last)
    }

    var url: String { request.url?.absoluteString ?? "" }
    var method: String { request.httpMethod ?? "" }
    var bodyText: String { request.httpBody.map { String(decoding: $0, as: UTF8.self) } ?? "" }

    func header(_ name: String) -> String? { request.value(forHTTPHeaderField: name) }

    /// The JSON body as a dictionary, to check wire keys without depending on key order.
    func jsonBody() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: Any])
    }
}
