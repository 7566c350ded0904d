/// Finds the bytes that end a run of ordinary text, eight bytes at a time: the readers spend most of their time
/// in strings, where the bytes that matter are rare.
package enum ByteSearch {
    /// The offset of the first byte at or after `offset` that is `first`, `second`, a control character (below
    /// 0x20) or, when `nonASCII`, 0x80 or above; the end of `bytes` when there is none.
    // Inlinable, as the YAML reader calls it from another module on every line.
    @inlinable @inline(__always)
    package static func firstSpecialByte(
        in bytes: UnsafeBufferPointer<UInt8>,
        from offset: Int,
        _ first: UInt8,
        _ second: UInt8,
        nonASCII: Bool
    ) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        let firsts = ones &* UInt64(first)
        let seconds = ones &* UInt64(second)
        let nonASCIIBits = nonASCII ? highBits : 0
        var index = offset
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                // Each term sets the high bit of the bytes it matches (a zero byte after the XOR, a byte below 0x20);
                // borrows may set more bits, but only above the lowest matching byte, which is the one wanted.
                let a = word ^ firsts
                let b = word ^ seconds
                let matches = ((a &- ones) & ~a | (b &- ones) & ~b | (word &- ones &* 0x20) & ~word) & highBits
                    | word & nonASCIIBits
                if matches != 0 {
                    return index + matches.trailingZeroBitCount >> 3
                }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == first || byte == second || byte < 0x20 || (nonASCII && byte >= 0x80) {
                return index
            }
            index += 1
        }
        return index
    }
}
