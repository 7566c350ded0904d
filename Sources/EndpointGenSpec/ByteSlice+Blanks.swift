extension Slice<UnsafeBufferPointer<UInt8>> {
    /// Without leading and trailing spaces and tabs, the blanks HTTP allows around a media type's parts.
    var trimmingBlanks: Self {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return self[startIndex..<startIndex]
        }
        return self[first...last]
    }
}
