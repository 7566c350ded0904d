import Foundation

/// Splits a streamed body into its units, such as events or JSON records, as its chunks arrive.
protocol StreamSplitter: Sendable {
    /// One unit of the body.
    associatedtype Unit: Sendable

    /// Consumes the next bytes of the body and returns the units they complete, in order.
    mutating func units(in chunk: Data) throws(EndpointError) -> [Unit]

    /// The units that the end of the body completes.
    mutating func unitsAtEnd() -> [Unit]
}

extension ServerSentEventParser: StreamSplitter {
    mutating func units(in chunk: Data) throws(EndpointError) -> [ServerSentEvent] {
        try parse(chunk)
    }

    /// None: an event that the body ends in the middle of is dropped, as the event-stream standard says.
    func unitsAtEnd() -> [ServerSentEvent] {
        []
    }
}

extension JSONLinesSplitter: StreamSplitter {
    mutating func units(in chunk: Data) throws(EndpointError) -> [Data] {
        try split(chunk)
    }

    /// The last record, when no line feed follows it.
    mutating func unitsAtEnd() -> [Data] {
        finish().map { [$0] } ?? []
    }
}
