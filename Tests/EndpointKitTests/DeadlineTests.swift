@testable import EndpointKit
import Foundation
import Testing

@Suite struct DeadlineTests {
    @Test func anOperationPastTheDeadlineIsCancelledAndTimesOut() async {
        // Whether the operation was cancelled is told by the operation, not by a clock a loaded machine stretches.
        let interrupted = Shared(false)
        let error = await endpointError {
            try await withDeadline(seconds: 0.2) {
                do { try await Task.sleep(for: .seconds(240)) } catch {
                    interrupted.update { $0 = error is CancellationError }
                    throw error
                }
            }
        }
        guard case .timedOut? = error else {
            Issue.record("expected .timedOut, got \(String(describing: error))")
            return
        }
        #expect(interrupted.value, "the operation ended by being cancelled")
    }

    @Test func anOperationWithinTheDeadlineReturnsItsValue() async throws {
        #expect(try await withDeadline(seconds: 30) { 42 } == 42)
    }

    @Test(arguments: [0, -1, TimeInterval.infinity, TimeInterval.nan])
    func aDeadlineThatIsNotPositiveAndFiniteIsNone(seconds: TimeInterval) async throws {
        #expect(try await withDeadline(seconds: seconds) { try await Task.sleep(for: .milliseconds(300)); return 1 } == 1)
    }
}
