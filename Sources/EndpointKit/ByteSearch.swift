import Foundation

/// Searches in UTF-8 bytes, for code that scans every request (the logger, the redactor): searching a `String`
/// for a `Character` decodes grapheme clusters all along the text, which cost more than the rest of a request.
enum ByteSearch {
    /// The first range at or after `start` where `needle` occurs in `bytes`; `nil` for an empty needle.
    static func firstRange(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Range<Int>? {
        bytes.withUnsafeBufferPointer { firstRange(of: needle, in: $0, from: start) }
    }

    /// The first range at or after `start` where `needle` occurs in `bytes`; `nil` for an empty needle. Candidates
    /// are found by their first byte with ``firstIndex(of:in:)`` and compared with `memcmp`.
    static func firstRange(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Range<Int>? {
        guard let first = needle.first, needle.count <= bytes.count, let base = bytes.baseAddress else { return nil }
        let lastStart = bytes.count - needle.count
        var position = start
        while position <= lastStart,
              let offset = firstIndex(of: first, in: UnsafeBufferPointer(rebasing: bytes[position...lastStart])) {
            let candidate = position + offset
            if needle.withUnsafeBufferPointer({ memcmp(base + candidate, $0.baseAddress!, needle.count) }) == 0 {
                return candidate..<(candidate + needle.count)
            }
            position = candidate + 1
        }
        return nil
    }

    /// The index of the first `byte` in `bytes`, found by the C library's `memchr`, which reads many bytes at a
    /// time: a loop over the bytes cost half of adding a query to a URL.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let start = bytes.baseAddress, let found = memchr(start, Int32(byte), bytes.count) else { return nil }
        return start.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The index in `bytes` of the first `byte` within `range`.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, within range: Range<Int>) -> Int? {
        firstIndex(of: byte, in: UnsafeBufferPointer(rebasing: bytes[range])).map { range.lowerBound + $0 }
    }

    /// Runs `body` with the UTF-8 bytes of `text`, without copying them when the string stores them contiguously.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// `byte` with an ASCII capital letter made lowercase.
    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Whether every byte is ASCII, read eight at a time: a logger checks every URL and header value it writes.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var highBits: UInt64 = 0
        var index = 0
        while index + 8 <= bytes.count {
            highBits |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            highBits |= UInt64(base[index])
            index += 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0
    }

    /// Whether every byte is ASCII.
    static func isASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }
}
