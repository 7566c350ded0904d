/// The samples of one endpoint with the method and path it answers, as generated code lists them:
/// `sampleRoutes`, one route per endpoint whose spec has `examples`.
///
/// `EndpointKitTesting` answers requests with them: `StubTransport(samples: MoviesEndpoint.sampleRoutes)`.
public struct SampleRoute: Sendable, Hashable {
    /// The method of the endpoint's requests, or `nil` for any.
    public var method: HTTPMethod?
    /// The endpoint's path, percent-encoded, with a `{name}` segment for each path parameter.
    public var path: String
    /// The endpoint's samples by status.
    public var samples: [Int: SampleResponse]

    /// Creates a route answering requests to `path` with one of `samples`.
    public init(_ method: HTTPMethod?, _ path: String, samples: [Int: SampleResponse]) {
        self.method = method
        self.path = path
        self.samples = samples
    }

    /// The sample a stub answers with: the lowest 2xx status's, else the lowest status's; `nil` without samples.
    public var answer: SampleResponse? {
        let statuses = samples.keys.sorted()
        return (statuses.first { (200..<300).contains($0) } ?? statuses.first).flatMap { samples[$0] }
    }
}
