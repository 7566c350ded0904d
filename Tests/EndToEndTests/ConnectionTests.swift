import EndpointKit
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A server that refuses the connection is reported as `EndpointError.noConnection`.
///
/// Needs no httpbin: it talks to a port that was free a moment ago. Runs with the other end-to-end
/// tests because it uses the real `URLSessionTransport` against a real socket.
@Suite struct ConnectionTests {
    @Test func refusedConnectionIsNoConnection() async throws {
        let port = try #require(closedPort(), "no free port on 127.0.0.1")
        let client = HTTPBinClient(
            server: Server(baseURL: "http://127.0.0.1:\(port)"),
            token: .constant("secret-token"),
            shared: HTTPBinSharedParameters(deviceType: "e2e-device"),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
        let error = await endpointError { _ = try await client.anything(segment: "x", q: "y") }
        guard case .noConnection(let detail)? = error else {
            Issue.record("expected .noConnection, got \(String(describing: error))")
            return
        }
        #expect(!detail.description.isEmpty)
        #expect((detail.underlyingError as? URLError)?.code == .cannotConnectToHost)
    }
}

/// A port on 127.0.0.1 that nothing listens on: bound to get a free one, then closed.
private func closedPort() -> UInt16? {
    guard let descriptor = tcpSocket() else { return nil }
    defer { close(descriptor) }
    var address = loopbackAddress(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
        }
    }
    return bound ? UInt16(bigEndian: address.sin_port) : nil
}
