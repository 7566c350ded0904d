import Foundation

/// Searches in UTF-8 bytes, for code that scans every request (the logger, the redactor): searching a `String`
/// for a `Character` decodes grapheme clusters all along the text, which cost more than the rest of a request.
enum ByteSearch {
    /// The first range at or after `start` where `needle` occurs in `bytes`; `nil` for an empty needle.
    static func firstRange(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Range<Int>? {
        bytes.withUnsafeBufferPointer { firstRange(of: needle, in: $0, from: start) }
    }

    /// The first range at or after `start` where `needle` occurs in `bytes`; `nil` for an empty needle.
    static func firstRange(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Range<Int>? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        let lastStart = bytes.count - needle.count
        var position = start
        while position <= lastStart, let candidate = bytes[position...lastStart].firstIndex(of: first) {
            if bytes[candidate..<(candidate + needle.count)].elementsEqual(needle) {
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

    /// Runs `body` with the UTF-8 bytes of `text`, without copying them when the string stores them contiguously.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether every byte is ASCII.
    static func isASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }
}

extension [UInt8] {
    /// Appends the UTF-8 bytes of `text`, copied at once: appending `text.utf8` went through the generic
    /// sequence path, a tenth of logging a request.
    mutating func appendUTF8(of text: String) {
        ByteSearch.withBytes(of: text) { append(contentsOf: $0) }
    }
}
