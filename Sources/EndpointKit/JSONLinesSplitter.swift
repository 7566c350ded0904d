import Foundation

/// Splits the bytes of a JSON Lines body (`application/jsonl`, `application/x-ndjson`) or a JSON text
/// sequence (`application/json-seq`, RFC 7464) into one `Data` per JSON value as the bytes arrive.
///
/// A record ends at a line feed or a record separator (0x1E); surrounding whitespace (including the CR of
/// CRLF) is trimmed and blank records are skipped. Unlike an event stream, a last record without a final
/// line feed is kept: JSON Lines allows it, and ``finish()`` returns it.
public struct JSONLinesSplitter: Sendable {
    /// The most bytes one record may hold; more throws ``EndpointError/eventTooLarge(limit:)``.
    public let maximumRecordSize: Int
    private var pending: [UInt8] = []

    /// Creates a splitter for one body.
    public init(maximumRecordSize: Int = ServerSentEventParser.defaultMaximumEventSize) {
        self.maximumRecordSize = maximumRecordSize
    }

    /// Consumes the next bytes of the body and returns the records they complete, in order.
    public mutating func split(_ chunk: Data) throws(EndpointError) -> [Data] {
        var records: [Data] = []
        var start = chunk.startIndex
        for index in chunk.indices where chunk[index] == Self.lineFeed || chunk[index] == Self.recordSeparator {
            try keep(chunk[start..<index])
            if let record = takeRecord() { records.append(record) }
            start = index + 1
        }
        try keep(chunk[start...])
        return records
    }

    /// The last record when the body ended without a line feed after it, or `nil`.
    public mutating func finish() -> Data? {
        takeRecord()
    }

    private mutating func keep(_ bytes: Data) throws(EndpointError) {
        guard !bytes.isEmpty else { return }
        if pending.count + bytes.count > maximumRecordSize { throw .eventTooLarge(limit: maximumRecordSize) }
        pending.append(contentsOf: bytes)
    }

    private mutating func takeRecord() -> Data? {
        defer { pending.removeAll(keepingCapacity: true) }
        guard let first = pending.firstIndex(where: { !Self.isWhitespace($0) }),
              let last = pending.lastIndex(where: { !Self.isWhitespace($0) }) else { return nil }
        return Data(pending[first...last])
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    private static let lineFeed: UInt8 = 0x0A
    private static let recordSeparator: UInt8 = 0x1E
}
