import EndpointKit
import Foundation
import Testing

/// Cancelling the calling task and the configured timeout both end a slow request early.
@Suite(.requiresHTTPBin) struct CancellationTests {
    @Test func cancellingTheTaskEndsTheRequest() async throws {
        let client = try await TestServer.client()
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { await endpointError { _ = try await client.dynamic.delay(seconds: 10) } }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let error = await task.value
        let elapsed = clock.now - start
        guard case .cancelled? = error else {
            Issue.record("expected .cancelled, got \(String(describing: error))")
            return
        }
        // Far below the server's 10 s answer, with room for a loaded machine.
        #expect(elapsed < .seconds(8), "cancellation took \(elapsed)")
    }

    @Test func configuredTimeoutEndsTheRequest() async throws {
        var configuration = try await TestServer.client().apiClient.configuration
        configuration.timeout = 1
        let client = HTTPBinClient(apiClient: APIClient(configuration: configuration, transport: URLSessionTransport(configuration: .ephemeral)))
        let clock = ContinuousClock()
        let start = clock.now
        let error = await endpointError { _ = try await client.dynamic.delay(seconds: 10) }
        let elapsed = clock.now - start
        guard case .timedOut? = error else {
            Issue.record("expected .timedOut, got \(String(describing: error))")
            return
        }
        // The server answers after 10 s; ending well before that is the timeout's doing.
        #expect(elapsed < .seconds(8), "the 1 s timeout took \(elapsed)")
    }
}
