import EndpointKit
import Foundation
import Testing

/// httpbin endpoints the spec lacks, for the runtime-call end-to-end tests.
enum HTTPBinExtras: Endpoint {
    case post(RequestBody? = nil)
    case gzip
    case redirect(times: Int)
    case bytes(count: Int)
    case slow(seconds: Int)
    case status(Int)

    var method: HTTPMethod {
        if case .post = self { return .post }
        return .get
    }

    var path: String {
        switch self {
        case .post: "/post"
        case .gzip: "/gzip"
        case .redirect(let times): "/redirect/\(PathSegment(times))"
        case .bytes(let count): "/bytes/\(PathSegment(count))"
        case .slow(let seconds): "/slow/\(PathSegment(seconds))"
        case .status(let code): "/status/\(PathSegment(code))"
        }
    }

    var body: RequestBody? {
        if case .post(let body) = self { return body }
        return nil
    }

    var requiresAuthentication: Bool { false }
}

/// The parts of httpbin's echo these tests read.
struct HTTPBinEcho: Decodable, Sendable {
    var url: String?
    var form: [String: String]?
    var files: [String: String]?
    var data: String?
    var headers: [String: String]?
    var gzipped: Bool?
}

extension TestServer {
    /// A plain `APIClient` on httpbin with the real `URLSessionTransport`.
    static func apiClient(timeout: TimeInterval = 30) async throws -> APIClient {
        APIClient(
            configuration: .init(server: Server(name: "httpbin", baseURL: try await baseURL()), timeout: timeout),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
    }
}

func scratchFile(_ name: String = UUID().uuidString) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("EndToEndTests-\(name)")
}
