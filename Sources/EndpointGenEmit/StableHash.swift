/// A hash that is the same in every run and on every platform, unlike `Hasher`, which is seeded per process: the
/// file a declaration is generated into must not change between two runs of the generator.
enum StableHash {
    /// FNV-1a over the text's UTF-8 bytes.
    static func of(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `hash` combined with `index`, well spread (SplitMix64's finalizer), so that every index ranks the hashes
    /// in an unrelated order.
    static func mix(_ hash: UInt64, _ index: Int) -> UInt64 {
        var value = hash &+ UInt64(truncatingIfNeeded: index) &* 0x9e37_79b9_7f4a_7c15
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }
}
