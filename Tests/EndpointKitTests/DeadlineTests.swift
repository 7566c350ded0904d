@testable import EndpointKit
import Foundation
import Testing

@Suite struct DeadlineTests {
    @Test func anOperationPastTheDeadlineIsCancelledAndTimesOut() async {
        let clock = ContinuousClock()
        let start = clock.now
        let error = await endpointError { try await withDeadline(seconds: 0.2) { try await Task.sleep(for: .seconds(240)) } }
        guard case .timedOut? = error else {
            Issue.record("expected .timedOut, got \(String(describing: error))")
            return
        }
        // The 240 s sleep can only end this early by being cancelled, however loaded the machine.
        #expect(clock.now - start < .seconds(120))
    }

    @Test func anOperationWithinTheDeadlineReturnsItsValue() async throws {
        #expect(try await withDeadline(seconds: 30) { 42 } == 42)
    }

    @Test(arguments: [0, -1, TimeInterval.infinity, TimeInterval.nan])
    func aDeadlineThatIsNotPositiveAndFiniteIsNone(seconds: TimeInterval) async throws {
        #expect(try await withDeadline(seconds: seconds) { try await Task.sleep(for: .milliseconds(300)); return 1 } == 1)
    }
}
