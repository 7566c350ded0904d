/// Whether characters must never appear raw in generated source (see ``isUnsafe(_:)``), remembered per character:
/// the Unicode property lookup behind the answer costs hundreds of instructions, and a sample response of megabytes
/// repeats the few characters beyond ASCII it has (TMDB's 30,000 are 2,000 different ones).
struct ScalarSafety {
    /// A table indexed by the low bits of a character beyond ASCII: its value shifted left by one, with the answer in
    /// the low bit, or 0 (no such character) for an empty slot. Made at the first character beyond ASCII.
    private var slots: [UInt32] = []
    private static let slotMask: UInt32 = 1023

    /// Whether `scalar` must be escaped: C0/C1 controls, line and paragraph separators, bidi overrides and isolates,
    /// zero-width and other format characters, surrogates, private-use and unassigned code points.
    mutating func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x20...0x7E: return false  // printable ASCII: the common case, no property lookup
        default: break
        }
        if slots.isEmpty { slots = [UInt32](repeating: 0, count: Int(Self.slotMask) + 1) }
        let slot = Int(scalar.value & Self.slotMask)
        if slots[slot] >> 1 == scalar.value { return slots[slot] & 1 == 1 }
        let isUnsafe = Self.hasUnsafeCategory(scalar)
        slots[slot] = scalar.value << 1 | (isUnsafe ? 1 : 0)
        return isUnsafe
    }

    /// The lookup itself, for a character beyond ASCII.
    static func hasUnsafeCategory(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .control, .surrogate, .privateUse, .unassigned:
            true
        default:
            false
        }
    }
}
