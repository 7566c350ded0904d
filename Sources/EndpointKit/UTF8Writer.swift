/// UTF-8 text written for every request (its URL, a logged line), in memory of its own.
///
/// Appending piece by piece to a `String`, and making a `String` of each piece, cost a quarter of logging a
/// request; appending to an `[UInt8]` then checked the array's uniqueness and capacity through generic code at
/// every piece, another tenth. This checks only the capacity. Not copyable, so that its memory has one owner,
/// which frees it.
struct UTF8Writer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    /// A writer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The bytes written from `offset` on, valid until the next change.
    func bytes(from offset: Int = 0) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start + offset, count: count - offset)
    }

    /// The text written.
    var text: String {
        String(decoding: bytes(), as: UTF8.self)
    }

    mutating func append(_ byte: UInt8) {
        makeRoom(for: 1)
        start[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        makeRoom(for: bytes.count)
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        append(UnsafeBufferPointer(rebasing: bytes))
    }

    /// Appends the UTF-8 bytes of `text`, read in place when the string stores them contiguously.
    mutating func appendUTF8(of text: String) {
        ByteSearch.withBytes(of: text) { append($0) }
    }

    /// Appends the UTF-8 bytes of the literal `text`, read where the program stores them.
    mutating func appendLiteral(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends `value` in decimal digits, as `String(value)` writes it, without making that string.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// Removes the bytes from `offset` on.
    mutating func removeAll(from offset: Int) {
        count = offset
    }

    /// Makes room for `more` bytes after those written, at least doubling the room when it grows.
    private mutating func makeRoom(for more: Int) {
        guard count + more > capacity else { return }
        capacity = max(capacity * 2, count + more)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(from: start, count: count)
        start.deallocate()
        start = grown
    }
}
