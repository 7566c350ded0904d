import Dispatch
@testable import EndpointKit
import EndpointKitTesting
import Foundation
import Testing

@Suite(.waitsForEvents) struct CompletionHandlerTests {
    private static let queueKey = DispatchSpecificKey<String>()

    private func markedQueue(_ label: String) -> DispatchQueue {
        let queue = DispatchQueue(label: label)
        queue.setSpecific(key: Self.queueKey, value: label)
        return queue
    }

    /// Waits for `count` completions, however long a loaded machine takes (see ``eventually(_:)``).
    private func results<T: Sendable>(count: Int = 1, _ start: @escaping @Sendable (@escaping @Sendable (T) -> Void) -> Void) async -> [T] {
        let collected = Locked<[T]>([])
        start { value in collected.withLock { $0.append(value) } }
        _ = await eventually { collected.withLock { $0.count } >= count }
        return collected.withLock { $0 }
    }

    @Test func decodedResultArrivesOnTheChosenQueue() async {
        let client = makeClient(StubTransport(responding: .json(#"{"id":7}"#)))
        let queue = markedQueue("calls.decoded")
        let got: [(Result<Item, EndpointError>, String?)] = await results { done in
            client.send(CallsAPI.item(id: 7), decoding: Item.self, queue: queue) { result in
                done((result, DispatchQueue.getSpecific(key: Self.queueKey)))
            }
        }
        #expect(got.count == 1)
        #expect(got.first?.1 == "calls.decoded")
        #expect((try? got.first?.0.get()) == Item(id: 7))
    }

    @Test func noContentAndDataVariantsReportErrorsAndData() async {
        let client = makeClient(StubTransport { request in
            request.url?.path.hasSuffix("/items/1") == true ? .status(500) : StubResponse(body: Data([1, 2]))
        })
        let queue = markedQueue("calls.variants")
        let failed: [(Result<Void, EndpointError>, String?)] = await results { done in
            client.send(CallsAPI.item(id: 1), queue: queue) { done(($0, DispatchQueue.getSpecific(key: Self.queueKey))) }
        }
        guard case .failure(.http(let failure))? = failed.first?.0 else {
            Issue.record("expected .http, got \(String(describing: failed.first?.0))")
            return
        }
        #expect(failure.statusCode == 500)
        #expect(failed.first?.1 == "calls.variants")

        let data: [Result<Data, EndpointError>] = await results { done in
            client.data(for: CallsAPI.item(id: 2), queue: queue) { done($0) }
        }
        #expect((try? data.first?.get()) == Data([1, 2]))
    }

    @Test func cancelDeliversCancelledExactlyOnceAndCancelsTheTransfer() async throws {
        let transferStarted = Locked(false)
        let transferCancelled = Locked(false)
        let transport = StubTransport { _ in
            transferStarted.withLock { $0 = true }
            do {
                try await Task.sleep(for: .seconds(10))
            } catch {
                transferCancelled.withLock { $0 = true }
                throw error
            }
            return .json(#"{"id":1}"#)
        }
        let client = makeClient(transport)
        let queue = markedQueue("calls.cancel")
        let calls = Locked<[(Result<Item, EndpointError>, String?)]>([])
        let handle = client.send(CallsAPI.item(id: 1), decoding: Item.self, queue: queue) { result in
            calls.withLock { $0.append((result, DispatchQueue.getSpecific(key: Self.queueKey))) }
        }
        // Cancelled once the transfer runs, so that there is one to cancel: a fixed wait for it failed on a loaded
        // machine, where the transport had not been called yet.
        #expect(await eventually { transferStarted.withLock { $0 } })
        handle.cancel()
        handle.cancel()
        #expect(await eventually { transferCancelled.withLock { $0 } }, "the transport's work was not cancelled")
        // The transfer has ended; give a wrongly delivered second completion, which would follow it, time to arrive.
        try await Task.sleep(for: .milliseconds(200))
        let delivered = calls.withLock { $0 }
        #expect(delivered.count == 1)
        guard case .failure(.cancelled)? = delivered.first?.0 else {
            Issue.record("expected .cancelled, got \(String(describing: delivered.first?.0))")
            return
        }
        #expect(delivered.first?.1 == "calls.cancel")
        #expect(handle.isCancelled)
    }

    @Test func cancelAfterCompletionDeliversNothingMore() async throws {
        let client = makeClient(StubTransport(responding: .json(#"{"id":3}"#)))
        let calls = Locked<[Result<Item, EndpointError>]>([])
        let handle = client.send(CallsAPI.item(id: 3), decoding: Item.self, queue: .global()) { result in
            calls.withLock { $0.append(result) }
        }
        #expect(await eventually { !calls.withLock { $0.isEmpty } })
        handle.cancel()
        try await Task.sleep(for: .milliseconds(200))
        let delivered = calls.withLock { $0 }
        #expect(delivered.count == 1)
        #expect((try? delivered.first?.get()) == Item(id: 3))
    }
}
