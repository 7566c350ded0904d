import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct EndpointTimeoutTests {
    private func builtTimeout(_ endpointTimeout: TimeInterval?) async throws -> TimeInterval {
        let transport = StubTransport(responding: .json("{}"))
        let client = makeClient(transport)  // client timeout 5
        return try await client.urlRequest(for: CallsAPI.item(id: 1, timeout: endpointTimeout)).timeoutInterval
    }

    @Test func endpointTimeoutOverridesTheClients() async throws {
        #expect(try await builtTimeout(0.5) == 0.5)
        #expect(try await builtTimeout(120) == 120)
    }

    @Test func missingOrInvalidEndpointTimeoutUsesTheClients() async throws {
        #expect(try await builtTimeout(nil) == 5)
        #expect(try await builtTimeout(0) == 5)
        #expect(try await builtTimeout(-1) == 5)
        #expect(try await builtTimeout(.infinity) == 5)
        #expect(try await builtTimeout(.nan) == 5)
    }

    /// A configuration that sets no timeout gives each request the 60 seconds its initializer states.
    @Test func aConfigurationWithoutATimeoutGivesARequestSixtySeconds() async throws {
        let client = APIClient(configuration: .init(server: testServer), transport: StubTransport(responding: .json("{}")))
        #expect(try await client.urlRequest(for: CallsAPI.item(id: 1, timeout: nil)).timeoutInterval == 60)
    }

    @Test func requestBuilderAppliesTheOverride() throws {
        let builder = RequestBuilder(server: testServer, timeout: 30)
        #expect(try builder.makeRequest(for: CallsAPI.item(id: 1, timeout: 2)).timeoutInterval == 2)
        #expect(try builder.makeRequest(for: CallsAPI.item(id: 1)).timeoutInterval == 30)
    }

    @Test func transportReceivesTheOverriddenTimeout() async throws {
        let transport = StubTransport(responding: .json(#"{"id":1}"#))
        _ = try await makeClient(transport).send(CallsAPI.item(id: 1, timeout: 1.5), decoding: Item.self)
        #expect(transport.recordedRequests.map(\.timeoutInterval) == [1.5])
    }
}
