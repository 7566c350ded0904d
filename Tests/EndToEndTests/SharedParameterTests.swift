import EndpointKit
import Testing

/// The spec's shared query item and shared header go with every call; endpoint headers are added.
@Suite(.requiresHTTPBin) struct SharedParameterTests {
    @Test func sharedQueryAndDeviceHeaderOnEveryCall() async throws {
        let client = try await TestServer.client(deviceType: "tablet/7; rev=2")
        let echoes = [
            try await client.anything(segment: "shared", q: "x"),
            try await client.postJSON(Payload(title: "t", count: 1, tags: [])),
            try await client.postForm(name: "n"),
            try await client.dynamic.delay(seconds: 0),
        ]
        for echo in echoes {
            #expect(echo.args["client"] == "endpointkit", "\(echo.url)")
            // httpbin title-cases header names.
            #expect(echo.headers["X-Device-Type"] == "tablet/7; rev=2", "\(echo.url)")
        }
    }

    @Test func endpointHeaderIsSentWhenSetAndOmittedWhenNil() async throws {
        let client = try await TestServer.client()
        let traced = try await client.anything(segment: "trace", q: "x", traceID: "trace-42")
        #expect(traced.headers["X-Trace-Id"] == "trace-42")
        #expect(traced.headers["X-Device-Type"] == "e2e-device")
        #expect(traced.headers["Accept"] == "application/json")

        let untraced = try await client.anything(segment: "trace", q: "x")
        #expect(untraced.headers["X-Trace-Id"] == nil)
    }
}
