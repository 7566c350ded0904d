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
        let calls = Mutex<[Result<Data, EndpointError>]>([])
        let clock = ContinuousClock()
        let start = clock.now
        let handle = client.data(for: HTTPBinExtras.delay(seconds: 3), queue: queue) { result in
            calls.withLock { $0.append(result) }
        }
        try await Task.sleep(for: .milliseconds(300))
        handle.cancel()
        while calls.withLock({ $0.isEmpty }), clock.now - start < .seconds(5) {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(clock.now - start < .seconds(2), "cancellation took \(clock.now - start)")
        // Past the server's 3 s: nothing more may arrive once the transfer ends.
        let remaining = .milliseconds(3200) - (clock.now - start)
        if remaining > .zero { try await Task.sleep(for: remaining) }
        let delivered = calls.withLock { $0 }
        #expect(delivered.count == 1)
        guard case .failure(.cancelled)? = delivered.first else {
            Issue.record("expected .cancelled, got \(String(describing: delivered.first))")
            return
        }
    }
}
