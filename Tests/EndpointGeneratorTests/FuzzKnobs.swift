import Foundation

/// How many cases a fuzz or property suite runs and where its random sequence starts, read from the environment
/// the same way by every such suite.
///
/// `FUZZ_ITERATIONS=N` sets the number of cases and `FUZZ_SEED=S` (decimal or `0x` hex) the seed of whichever
/// suites run; without them each suite runs its short CI default from its fixed seed. A long run filters to one
/// suite: `FUZZ_ITERATIONS=100000 swift test --filter SpecFuzzTests`.
struct FuzzKnobs {
    /// The number of cases to run.
    let iterations: Int
    /// The first seed.
    let seed: UInt64

    /// Reads the knobs, falling back to the suite's defaults for those not set.
    init(defaultIterations: Int, defaultSeed: UInt64, environment: [String: String] = ProcessInfo.processInfo.environment) {
        iterations = environment["FUZZ_ITERATIONS"].flatMap { Int($0) } ?? defaultIterations
        seed = environment["FUZZ_SEED"].flatMap(Self.parseSeed) ?? defaultSeed
    }

    /// The environment that replays this run.
    var replay: String {
        "FUZZ_SEED=\(Self.hex(seed)) FUZZ_ITERATIONS=\(iterations)"
    }

    /// A seed as the knobs read it back, `0x…`.
    static func hex(_ seed: UInt64) -> String {
        "0x" + String(seed, radix: 16)
    }

    static func parseSeed(_ text: String) -> UInt64? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        return digits.hasPrefix("0x") ? UInt64(digits.dropFirst(2), radix: 16) : UInt64(digits)
    }
}

/// A small deterministic generator (SplitMix64), so a failure can be replayed from its printed seed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
