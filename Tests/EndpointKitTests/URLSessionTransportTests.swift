import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A TCP socket on 127.0.0.1 that listens but never accepts, so a request to it waits until cancelled.
private struct SilentListener: ~Copyable {
    let port: UInt16
    private let descriptor: Int32

    init() throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 8) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard descriptor >= 0, bound else { throw URLError(.cannotConnectToHost) }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(descriptor) }
}

@Suite struct URLSessionTransportTests {
    @Test func cancellingTheTaskCancelsTheTransfer() async throws {
        let listener = try SilentListener()
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(listener.port)/slow")!)
        // A transfer that timed out ends `.timedOut`: only cancelling ends it `.cancelled`, however long that takes.
        request.timeoutInterval = 120
        let task = Task { [request] in
            await endpointError { _ = try await URLSessionTransport().send(request) }
        }
        try await Task.sleep(for: .milliseconds(300))
        task.cancel()
        let error = await task.value
        guard case .cancelled? = error else {
            Issue.record("expected .cancelled, got \(String(describing: error))")
            return
        }
        // Keeps the listener open until the transfer has ended.
        _ = listener.port
    }

    @Test func refusedConnectionIsNoConnection() async throws {
        // Binding then closing yields a local port that nothing listens on.
        let port = try SilentListener().port
        let request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/")!)
        let error = await endpointError { _ = try await URLSessionTransport().send(request) }
        guard case .noConnection? = error else {
            Issue.record("expected .noConnection, got \(String(describing: error))")
            return
        }
    }
}
