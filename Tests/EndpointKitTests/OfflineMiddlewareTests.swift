import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct OfflineMiddlewareTests {
    @Test func failsAtOnceWithoutTouchingTheTransportWhenOffline() async throws {
        let online = Shared(false)
        let transport = StubTransport(responding: .status(204))
        let client = makeClient(transport, middleware: [OfflineMiddleware(isOnline: { online.value })])
        let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        guard case .noConnection(let detail)? = error else {
            Issue.record("expected .noConnection, got \(String(describing: error))")
            return
        }
        #expect(detail.description == OfflineMiddleware.offlineDetail)
        #expect(detail.underlyingError == nil)
        #expect(transport.recordedRequests.isEmpty)

        online.update { $0 = true }
        try await client.send(TestAPI.delete(id: 2))
        #expect(transport.recordedRequests.count == 1)
    }

    @Test func offlineOutsideARetryIsNotRetried() async throws {
        let checks = Shared(0)
        let offline = OfflineMiddleware(isOnline: { checks.update { $0 += 1 }; return false })
        let retry = RetryMiddleware(sleep: { _ in Issue.record("must not sleep") })
        let transport = StubTransport(responding: .status(204))
        _ = await endpointError { try await makeClient(transport, middleware: [offline, retry]).send(TestAPI.delete(id: 1)) }
        #expect(checks.value == 1)
        #expect(transport.recordedRequests.isEmpty)
    }

    @Test(arguments: [URLError.Code.notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed])
    func connectivityFailuresOfTheTransportAreNoConnection(code: URLError.Code) async throws {
        let client = makeClient(StubTransport { _ in throw URLError(code) })
        guard case .noConnection? = await endpointError({ try await client.send(TestAPI.delete(id: 1)) }) else {
            Issue.record("expected .noConnection for \(code)")
            return
        }
    }
}
