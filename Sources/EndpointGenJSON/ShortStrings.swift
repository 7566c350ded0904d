/// The short strings a document repeats — its keys above all, and values such as `string` — each made once per
/// document: making a `String` checks its bytes, which costs many times more than finding it again here.
///
/// Strings of up to 15 bytes are stored inline in a `String`, so keeping them holds no memory beyond the table.
package struct ShortStrings {
    private struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = 0
        var string = ""
    }

    private static let slotBits = 10
    /// A table indexed by a hash of the bytes; a new string replaces whatever string had its slot.
    private var entries = [Entry](repeating: Entry(), count: 1 << slotBits)

    /// Creates an empty table.
    package init() {}

    /// The string of `count` valid UTF-8 bytes at `offset` of `bytes`.
    package mutating func string(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, count: Int) -> String {
        guard count <= 15, count > 0 else {
            return String(validUTF8: UnsafeBufferPointer(rebasing: bytes[offset..<offset + count]))
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        if offset + 16 <= bytes.count {
            let raw = UnsafeRawPointer(bytes.baseAddress!)
            low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            // Keep only the string's own bytes.
            if count < 8 {
                low &= (1 << (UInt64(count) * 8)) - 1
                high = 0
            } else {
                high &= count == 8 ? 0 : (1 << (UInt64(count - 8) * 8)) - 1
            }
        } else {
            for index in 0..<count {
                let byte = UInt64(bytes[offset + index])
                if index < 8 { low |= byte << (UInt64(index) * 8) } else { high |= byte << (UInt64(index - 8) * 8) }
            }
        }
        // The slot is taken from the top bits, so every input is multiplied into them.
        let hash = ((low &* 0x9E37_79B9_7F4A_7C15) ^ high ^ UInt64(count)) &* 0xC2B2_AE3D_27D4_EB4F
        let slot = Int(truncatingIfNeeded: hash >> UInt64(64 - Self.slotBits))
        if entries[slot].count == count && entries[slot].low == low && entries[slot].high == high {
            return entries[slot].string
        }
        let string = String(validUTF8: UnsafeBufferPointer(rebasing: bytes[offset..<offset + count]))
        entries[slot] = Entry(low: low, high: high, count: count, string: string)
        return string
    }
}
