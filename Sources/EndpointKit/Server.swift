/// A server an API is reached at: a named environment such as production, staging or QA, or a custom URL.
public struct Server: Sendable, Hashable {
    /// A short name for logs, e.g. `production`.
    public var name: String
    /// The base URL, which may carry a path prefix (`https://api.example.com/3`).
    /// It is validated when a request is built; an invalid one yields ``EndpointError/invalidRequest(_:)``.
    public var baseURL: String
    /// The URL template the server was made from (`https://{region}.example.com`); nil for a server made from a URL.
    public internal(set) var template: String?
    /// The values the template's variables were given, by name; empty for a server made from a URL.
    public internal(set) var variables: [String: String]

    /// Creates a server.
    public init(name: String = "custom", baseURL: String) {
        self.name = name
        self.baseURL = baseURL
        template = nil
        variables = [:]
    }
}
