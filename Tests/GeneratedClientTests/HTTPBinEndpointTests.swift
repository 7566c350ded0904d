import EndpointKit
import EndpointKitTesting
import Foundation
import HTTPBinSDK
import Testing

/// Request building for values that try to escape their place in the URL.
@Suite struct HTTPBinEndpointTests {
    static func client(_ transport: StubTransport) -> HTTPBinClient {
        HTTPBinClient(
            server: Server(baseURL: "http://127.0.0.1:9/base/"), token: .constant("t"),
            shared: HTTPBinSharedParameters(deviceType: "test"), transport: transport
        )
    }

    @Test func pathSegmentsCannotInjectSeparators() async throws {
        let echo = #"{"args": {}, "headers": {}, "url": "x"}"#
        let transport = StubTransport(responding: .json(echo))
        _ = try await Self.client(transport).anything(segment: "a/b?c#d e%", q: "x & y=z+1", traceID: "trace-1")
        let sent = try Recorded(transport)
        #expect(sent.url == "http://127.0.0.1:9/base/anything/a%2Fb%3Fc%23d%20e%25?client=endpointkit&q=x%20%26%20y%3Dz%2B1&exact=false")
        #expect(sent.header("X-Device-Type") == "test")
        #expect(sent.header("X-Trace-Id") == "trace-1")
        #expect(sent.header("Authorization") == nil)
    }

    @Test func anElementOutOfBoundsFailsBeforeSending() async throws {
        // `sizes` declares `"each": { "minimum": 1 }`: the failure names the element, and nothing is sent.
        let transport = StubTransport(responding: .json(#"{"target": "", "headers": {}}"#))
        do {
            _ = try await Self.client(transport).styled(ids: [1], types: [], sizes: [10, 0], color: Color(r: 0, g: 0, b: 0))
            Issue.record("expected a validation error")
        } catch let EndpointError.invalidRequest(reason) {
            #expect(reason == .validationFailed(ValidationFailure(parameter: "sizes[1]", rule: .minimum("1"))))
        }
        #expect(transport.recordedRequestCount == 0)
    }

    @Test func anEmptyPathSegmentIsRefusedBeforeSending() async throws {
        // `/anything//x` is merged into `/anything/x` by Werkzeug and nginx: another resource.
        let transport = StubTransport(responding: .json(#"{"args": {}, "headers": {}, "url": "x"}"#))
        do {
            _ = try await Self.client(transport).anything(segment: "", q: "x", traceID: "t")
            Issue.record("expected a validation error")
        } catch let EndpointError.invalidRequest(reason) {
            #expect(reason == .validationFailed(ValidationFailure(parameter: "segment", rule: .minLength(1))))
        }
        #expect(transport.recordedRequestCount == 0)
    }

    @Test func endpointsDescribeTheirRequest() {
        #expect(HTTPBinEndpoint.status(code: 204).path == "/status/204")
        #expect(HTTPBinEndpoint.status(code: 204).parts.method == .get)
        #expect(HTTPBinEndpoint.postForm(name: "n").body.map { "\($0)" }?.contains("name") == true)
        #expect(HTTPBinEndpoint.bearer.requiresAuthentication)
        #expect(!HTTPBinDynamicEndpoint.bytes(count: 1).requiresAuthentication)
    }
}
