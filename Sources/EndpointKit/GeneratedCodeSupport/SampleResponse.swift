/// A response a spec gives as an example of an endpoint's answer (its `examples`), as generated code keeps it:
/// `<case>Samples`, the samples of one endpoint by status.
///
/// Generated code holds samples so that tests and previews can answer with them; `EndpointKitTesting` turns
/// them into stub answers (`StubResponse(sample)`). An app that does not link that library still compiles.
public struct SampleResponse: Sendable, Hashable {
    /// The status the sample answers with.
    public var status: Int
    /// The sample body's media type.
    public var contentType: String
    /// The sample body.
    public var body: String

    /// Creates a sample.
    public init(status: Int, contentType: String, body: String) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A JSON sample body, sent as `application/json`.
    public static func json(_ body: String, status: Int) -> SampleResponse {
        SampleResponse(status: status, contentType: "application/json", body: body)
    }
}
