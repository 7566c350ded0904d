import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends `head` (request line and header fields, without the blank line) as HTTP/1.0 over a plain socket to the
/// server at `baseURL` (`http://127.0.0.1:PORT`) and returns its whole answer as text, or nil when it cannot.
///
/// For the bytes no `URLSession` sends: Foundation percent-encodes a raw `|` or `[` in a URL before it leaves.
/// Reads block for at most 5 seconds each; the server closes an HTTP/1.0 connection after its answer.
func rawHTTPResponse(_ head: String, to baseURL: String) -> String? {
    guard let url = URL(string: baseURL), let port = url.port, let descriptor = tcpSocket() else { return nil }
    defer { close(descriptor) }
    var limit = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = loopbackAddress(port: UInt16(port))
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
    }
    let request = Array((head + "\r\nHost: 127.0.0.1\r\n\r\n").utf8)
    guard connected, send(descriptor, request, request.count, 0) == request.count else { return nil }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count <= 0 { break }
        answer += buffer[..<count]
    }
    return String(decoding: answer, as: UTF8.self)
}

/// A new IPv4 TCP socket, or nil; the caller closes it.
func tcpSocket() -> Int32? {
    #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    return descriptor >= 0 ? descriptor : nil
}

/// 127.0.0.1:`port` as a socket address (port 0: any free port, for `bind`).
func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
}
