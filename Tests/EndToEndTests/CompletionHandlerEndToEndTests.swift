import Dispatch
import EndpointKit
import Foundation
import Synchronization
import Testing

/// Completion-handler calls against httpbin: results on the chosen queue, and cancel during a slow call.
@Suite(.requiresHTTPBin) struct CompletionHandlerEndToEndTests {
    private static let key = DispatchSpecificKey<String>()

    @Test func resultArrivesOnTheChosenQueue() async throws {
        let client = try await TestServer.apiClient()
        let queue = DispatchQueue(label: "e2e.completion")
        queue.setSpecific(key: Self.key, value: "e2e.completion")
        let echo: (Result<HTTPBinEcho, EndpointError>, String?) = await withCheckedContinuation { continuation in
            client.send(HTTPBinExtras.gzip, decoding: HTTPBinEcho.self, queue: queue) { result in
                continuation.resume(returning: (result, DispatchQueue.getSpecific(key: Self.key)))
            }
        }
        #expect(echo.1 == "e2e.completion")
        #expect((try? echo.0.get())?.gzipped == true)
    }

    @Test func cancelDuringSlowCallDeliversCancelledOnceAndQuickly() async throws {
        let client = try await TestServer.apiClient()
        let queue = DispatchQueue(label: "e2e.cancel")
        let clock = ContinuousClock()
        // Each delivery with the instant it ran on `queue`: a dispatch thread, not the (possibly saturated)
        // cooperative pool that runs this test's sleeps, so the latency measured is the client's own.
        let calls = Mutex<[(result: Result<Data, EndpointError>, at: ContinuousClock.Instant)]>([])
        let start = clock.now
        let handle = client.data(for: HTTPBinExtras.slow(seconds: 30), queue: queue) { result in
            calls.withLock { $0.append((result, clock.now)) }
        }
        try await Task.sleep(for: .milliseconds(300))
        handle.cancel()
        while calls.withLock({ $0.isEmpty }), clock.now - start < .seconds(25) {
            try await Task.sleep(for: .milliseconds(10))
        }
        // A duplicate delivery from the cancellation itself would come right after the first; none may. (That
        // nothing arrives later either, when the transfer would have finished, is checked with a stub transport
        // in CompletionHandlerTests.cancelDeliversCancelledExactlyOnceAndCancelsTheTransfer.)
        try await Task.sleep(for: .seconds(1))
        let delivered = calls.withLock { $0 }
        #expect(delivered.count == 1)
        guard let first = delivered.first, case .failure(.cancelled) = first.result else {
            Issue.record("expected .cancelled, got \(String(describing: delivered.first?.result))")
            return
        }
        // The server answers 30 s after the start: a delivery well before proves the transfer itself was
        // cancelled, however late a loaded 2-core machine runs the callback.
        #expect(first.at - start < .seconds(20), "cancellation was delivered \(first.at - start) after the start")
    }
}
