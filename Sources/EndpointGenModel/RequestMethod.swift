/// The HTTP methods an endpoint may use: those of the runtime's `HTTPMethod`, which generated code names.
package enum RequestMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
    case head = "HEAD"
    case options = "OPTIONS"

    /// Whether a request with this method may carry a body: GET, HEAD and OPTIONS requests may not.
    package var allowsBody: Bool {
        switch self {
        case .get, .head, .options: false
        case .post, .put, .patch, .delete: true
        }
    }

    /// The runtime's case, as generated code writes it after a dot: `get` (its raw value in lowercase; reflecting the case
    /// to name it cost 8,000 instructions an endpoint).
    package var caseName: String {
        rawValue.lowercased()
    }
}
