import Foundation

/// One iteration of a streamed response, driven by its consumer: the first pull sends the request, and a later
/// pull parses another chunk of the body only once every value of the previous one has been taken. What the
/// consumer has not taken yet therefore waits as raw bytes in the body's ``StreamBacklog``, which is bounded.
final class StreamReader<Splitter: StreamSplitter, Value: Sendable>: Sendable {
    /// Sends the request and returns its body, with the redactor of the credentials it carried.
    typealias Open = @Sendable () async throws(EndpointError) -> (body: StreamBacklog, redactor: Redactor)
    /// The value of one unit, or `nil` for a unit that ends the stream, such as OpenAI's `[DONE]`.
    typealias Interpret = @Sendable (Splitter.Unit) throws(EndpointError) -> Value?

    private let open: Open
    private let interpret: Interpret
    private let state: Locked<State>

    /// A reader that opens the body with `open`, splits it with `splitter` and hands out each unit as
    /// `interpret` makes it a value.
    init(splitter: Splitter, open: @escaping Open, interpret: @escaping Interpret) {
        self.open = open
        self.interpret = interpret
        state = Locked(State(splitter: splitter))
    }

    /// The next value, or `nil` once the stream has ended. Throws only ``EndpointError``, once: the stream ends
    /// with it. Cancelling the calling task ends the stream with ``EndpointError/cancelled``.
    func next() async throws(EndpointError) -> Value? {
        try state.withLock { state throws(EndpointError) in
            if state.isReading { throw .readConcurrently }
            state.isReading = true
        }
        defer { state.withLock { $0.isReading = false } }
        do {
            while true {
                switch state.withLock({ $0.nextStep() }) {
                case .interpret(let unit):
                    if let value = try interpret(unit) { return value }
                    end()  // the unit that ends the stream
                    return nil
                case .ended:
                    return nil
                case .open:
                    let (body, redactor) = try await open()
                    state.withLock { ($0.body, $0.redactor) = (.open(body), redactor) }
                case .read(let body):
                    let chunk = try await body.next()
                    if chunk == nil, Task.isCancelled { throw EndpointError.cancelled }
                    try state.withLock { state throws(EndpointError) in try state.split(chunk) }
                }
            }
        } catch {
            end()
            // A value that does not decode quotes the body, which may echo the credentials (a debug field).
            let failure = EndpointError(mapping: error)
            throw state.withLock(\.redactor).map(failure.redacted(by:)) ?? failure
        }
    }

    /// Ends the stream: stops reading the body, which closes its connection, and drops the units not taken.
    private func end() {
        let body = state.withLock { state -> StreamBacklog? in
            defer { (state.body, state.units) = (.ended, []) }
            if case .open(let body) = state.body { return body }
            return nil
        }
        body?.close()
    }

    private enum Body {
        case unopened
        case open(StreamBacklog)
        case ended
    }

    /// What ``next()`` does next.
    private enum Step {
        case interpret(Splitter.Unit)
        case open
        case read(StreamBacklog)
        case ended
    }

    private struct State {
        var splitter: Splitter
        var body = Body.unopened
        /// Units of the last chunk not yet handed out, in order.
        var units: ArraySlice<Splitter.Unit> = []
        /// Whether a task is in ``next()``.
        var isReading = false
        /// Cuts the credentials the request carried out of an error's text, once the body is open.
        var redactor: Redactor?

        mutating func nextStep() -> Step {
            if let unit = units.popFirst() { return .interpret(unit) }
            switch body {
            case .unopened: return .open
            case .open(let backlog): return .read(backlog)
            case .ended: return .ended
            }
        }

        /// Splits `chunk`, or the rest of the body when it has ended (`nil`).
        mutating func split(_ chunk: Data?) throws(EndpointError) {
            if let chunk {
                units = ArraySlice(try splitter.units(in: chunk))
            } else {
                units = ArraySlice(splitter.unitsAtEnd())
                body = .ended
            }
        }
    }
}
