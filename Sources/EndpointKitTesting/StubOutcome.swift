import EndpointKit

/// What ``StubTransport`` does with a matching request: answer, or fail like the network would.
public enum StubOutcome: Sendable {
    /// Answers with the response (after its ``StubResponse/delay``).
    case response(StubResponse)
    /// Fails with `error`, e.g. `URLError(.notConnectedToInternet)`, which `APIClient` reports as
    /// `EndpointError.noConnection`, or `URLError(.timedOut)` for `EndpointError.timedOut`.
    case failure(any Error & Sendable)
    /// Waits (cancellably), then does `outcome`.
    indirect case delayed(Duration, StubOutcome)
}
