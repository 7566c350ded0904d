import Foundation

/// Turns the bytes of a `text/event-stream` body into ``ServerSentEvent``s as they arrive, exactly as the
/// WHATWG HTML standard's "interpreting an event stream" does, without holding more than one event.
///
/// Lines end in CR, LF or CRLF (a CRLF split between two chunks counts once); one leading byte order mark
/// is skipped; a line starting with `:` is a comment; `field: value` loses one space after the colon, and a
/// line without a colon is a field with an empty value. `event` sets the type, `data` appends its value
/// and a line feed, `id` sets the last event ID unless the value contains NUL, `retry` sets the reconnection
/// time when the value is all ASCII digits; other fields are ignored. A blank line dispatches the event
/// unless its data is empty. Bytes that are not UTF-8 become U+FFFD. An event still incomplete when the
/// body ends is never dispatched: call nothing at the end, the pending bytes are simply dropped.
///
/// ```swift
/// var parser = ServerSentEventParser()
/// for try await chunk in chunks {
///     for event in try parser.parse(chunk) { handle(event) }
/// }
/// ```
public struct ServerSentEventParser: Sendable {
    /// The most bytes one line and one event's data may hold together; more throws
    /// ``EndpointError/eventTooLarge(limit:)``, so an endless line cannot exhaust memory.
    public let maximumEventSize: Int

    private var line: [UInt8] = []
    private var data: [UInt8] = []
    private var eventType: [UInt8] = []
    private var lastEventIDBuffer = ""
    private var retry: Int?
    // A CR ended the previous chunk: an LF starting the next one belongs to it.
    private var afterCR = false
    // Bytes seen before the stream start is known not to be (or to have been) a byte order mark.
    private var bomCandidate: [UInt8] = []
    private var startResolved = false

    /// The default ``maximumEventSize``: 1 MiB.
    public static let defaultMaximumEventSize = 1 << 20

    /// Creates a parser for one stream.
    public init(maximumEventSize: Int = Self.defaultMaximumEventSize) {
        self.maximumEventSize = maximumEventSize
    }

    /// Consumes the next bytes of the body and returns the events they complete, in order.
    public mutating func parse(_ chunk: Data) throws(EndpointError) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        guard startResolved else {
            for (index, byte) in chunk.enumerated() {
                bomCandidate.append(byte)
                if bomCandidate == Self.byteOrderMark {
                    startResolved = true
                    bomCandidate = []
                    try scan(chunk.dropFirst(index + 1), into: &events)
                    return events
                }
                if !Self.byteOrderMark.starts(with: bomCandidate) {
                    startResolved = true
                    let start = Data(bomCandidate)
                    bomCandidate = []
                    try scan(start + chunk.dropFirst(index + 1), into: &events)
                    return events
                }
            }
            return events
        }
        try scan(chunk, into: &events)
        return events
    }

    private mutating func scan(_ chunk: Data, into events: inout [ServerSentEvent]) throws(EndpointError) {
        let result: Result<Void, EndpointError> = chunk.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            if afterCR, let first = bytes.first {
                afterCR = false
                if first == Self.lineFeed { index = 1 }
            }
            var start = index
            do throws(EndpointError) {
                while index < bytes.count {
                    let byte = bytes[index]
                    guard byte == Self.lineFeed || byte == Self.carriageReturn else {
                        index += 1
                        continue
                    }
                    try append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    if let event = try takeLine() { events.append(event) }
                    index += 1
                    if byte == Self.carriageReturn {
                        if index == bytes.count {
                            afterCR = true
                        } else if bytes[index] == Self.lineFeed {
                            index += 1
                        }
                    }
                    start = index
                }
                try append(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(EndpointError) {
        guard !bytes.isEmpty else { return }
        if line.count + data.count + bytes.count > maximumEventSize {
            throw .eventTooLarge(limit: maximumEventSize)
        }
        line.append(contentsOf: bytes)
    }

    /// Processes the complete line in `line` and returns the event it dispatches, if any.
    private mutating func takeLine() throws(EndpointError) -> ServerSentEvent? {
        defer { line.removeAll(keepingCapacity: true) }
        guard let first = line.first else { return dispatch() }
        if first == Self.colon { return nil }
        let colon = line.firstIndex(of: Self.colon) ?? line.endIndex
        var valueStart = colon < line.endIndex ? colon + 1 : colon
        if valueStart < line.endIndex, line[valueStart] == Self.space { valueStart += 1 }
        let field = line[..<colon]
        let value = line[valueStart...]
        if field.elementsEqual(Self.dataField) {
            if data.count + value.count + 1 > maximumEventSize { throw .eventTooLarge(limit: maximumEventSize) }
            data.append(contentsOf: value)
            data.append(Self.lineFeed)
        } else if field.elementsEqual(Self.eventField) {
            eventType = Array(value)
        } else if field.elementsEqual(Self.idField) {
            if !value.contains(0) { lastEventIDBuffer = String(decoding: value, as: UTF8.self) }
        } else if field.elementsEqual(Self.retryField) {
            if !value.isEmpty, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                // Digits beyond Int's range keep the largest time rather than trapping.
                retry = Int(String(decoding: value, as: UTF8.self)) ?? Int.max
            }
        }
        return nil
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            data.removeAll(keepingCapacity: true)
            eventType.removeAll(keepingCapacity: true)
        }
        guard !data.isEmpty else { return nil }
        data.removeLast()  // the line feed after the last data field
        return ServerSentEvent(
            type: eventType.isEmpty ? "message" : String(decoding: eventType, as: UTF8.self),
            data: String(decoding: data, as: UTF8.self),
            lastEventID: lastEventIDBuffer,
            retry: retry
        )
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D
    private static let colon: UInt8 = 0x3A
    private static let space: UInt8 = 0x20
    private static let dataField = Array("data".utf8)
    private static let eventField = Array("event".utf8)
    private static let idField = Array("id".utf8)
    private static let retryField = Array("retry".utf8)
}
