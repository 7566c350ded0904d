import EndpointKit
import Foundation

/// Hand-written endpoints for the runtime-call tests (timeouts, multipart, transfers).
enum CallsAPI: Endpoint {
    case item(id: Int, timeout: TimeInterval? = nil)
    case multipart(MultipartForm)
    case file
    case publicFile

    var method: HTTPMethod {
        switch self {
        case .multipart: .post
        default: .get
        }
    }

    var path: String {
        switch self {
        case .item(let id, _): "/items/\(PathSegment(id))"
        case .multipart: "/upload"
        case .file, .publicFile: "/file"
        }
    }

    var body: RequestBody? {
        if case .multipart(let form) = self { return .multipart(form) }
        return nil
    }

    var timeout: TimeInterval? {
        if case .item(_, let timeout) = self { return timeout }
        return nil
    }

    var requiresAuthentication: Bool {
        if case .publicFile = self { return false }
        return true
    }
}

struct Item: Codable, Sendable, Equatable {
    var id: Int
}

func temporaryFile(_ name: String = UUID().uuidString) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("EndpointKitTests-\(name)")
}
