import EndpointKit
import Foundation
import Testing

/// Cancelling the calling task and the configured timeout both end a slow request early.
@Suite(.requiresHTTPBin) struct CancellationTests {
    @Test func cancellingTheTaskEndsTheRequest() async throws {
        let client = try await TestServer.client()
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { await endpointError { _ = try await client.dynamic.slow(seconds: 30) } }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let error = await task.value
        let elapsed = clock.now - start
        guard case .cancelled? = error else {
            Issue.record("expected .cancelled, got \(String(describing: error))")
            return
        }
        // The server answers after 30 s: anything well below proves the transfer ended first, however loaded
        // the machine (a busy 2-core test run has resumed these tests seconds late).
        #expect(elapsed < .seconds(20), "cancellation took \(elapsed)")
    }

    @Test func configuredTimeoutEndsTheRequest() async throws {
        var configuration = try await TestServer.client().apiClient.configuration
        configuration.timeout = 1
        let client = HTTPBinClient(apiClient: APIClient(configuration: configuration, transport: URLSessionTransport(configuration: .ephemeral)))
        let clock = ContinuousClock()
        let start = clock.now
        let error = await endpointError { _ = try await client.dynamic.slow(seconds: 30) }
        let elapsed = clock.now - start
        guard case .timedOut? = error else {
            Issue.record("expected .timedOut, got \(String(describing: error))")
            return
        }
        // The server answers after 30 s; ending well before that is the timeout's doing (see above).
        #expect(elapsed < .seconds(20), "the 1 s timeout took \(elapsed)")
    }
}
