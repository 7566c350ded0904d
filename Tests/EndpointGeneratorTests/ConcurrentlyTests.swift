@testable import EndpointGenerator
import Testing

/// `Concurrently.map` gives what `map` gives, in order, whichever thread finishes first.
@Suite struct ConcurrentlyTests {
    @Test func resultsKeepTheOrderOfTheirParts() {
        // Parts of very different lengths, the longest first, so that they finish out of order.
        let parts = (0..<64).map { 64 - $0 }
        let results = Concurrently.map(parts) { length in
            (0..<length * 100).reduce(0) { $0 &+ $1 } &+ length
        }
        #expect(results == parts.map { length in (0..<length * 100).reduce(0) { $0 &+ $1 } &+ length })
        #expect(Concurrently.map([Int]()) { $0 }.isEmpty)
    }
}
