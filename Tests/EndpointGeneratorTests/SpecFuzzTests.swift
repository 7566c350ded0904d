@testable import EndpointGenDiff
@testable import EndpointGenEmit
@testable import EndpointGenerator
import Foundation
import Testing

/// Thousands of mutated specs: the generator never crashes or hangs, and every rejected input gets a located error.
@Suite struct SpecFuzzTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed from the printed seed.
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

    /// Fragments that are meaningful to the spec reader, spliced in at random.
    static let fragments = [
        "{", "}", "[", "]", ",", ":", "\"", "null", "true", "1e999", "-0", "\"{id}\"", "\"GET\"", "\"[string: Movie]?\"",
        "\"none\"", "\"data\"", "\"int??\"", "\"/a/{b}/{c}\"", "\"pathParameters\"", "\"enum\"", "\"properties\"",
        "\"\\u202E\"", "\"\\u0000\"", "\"default\"", "\"errorBody\"", "\"auth\"", "\"form\"", "\"json\"", "\"Server\"",
        "\"é\"", "{\"a\":{\"a\":{\"a\":[[[[]]]]}}}",
        "\"nullable\"", "\"const\"", "{\"type\": \"int?\", \"nullable\": true}", "{\"type\": \"string\", \"const\": \"x\"}",
        "{\"type\": \"int\", \"default\": 1}", "{\"low\": 1, \"high\": 2}", "[1, 2, 5]", "2147483648",
        "{\"type\": \"[object]?\", \"properties\": {\"a\": {\"properties\": {}}}}", "\"allOf\"", "[\"Movie\", \"Movie\"]",
        "\"oneOf\"", "\"discriminator\"", "{\"property\": \"t\", \"mapping\": {\"a\": \"Movie\"}}",
    ]

    static func mutate(_ base: [UInt8], using random: inout SplitMix) -> [UInt8] {
        var bytes = base
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { break }
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...40, using: &random)))
            case 2: bytes.insert(contentsOf: Array(fragments.randomElement(using: &random)!.utf8), at: index)
            case 3:
                // Duplicate a slice elsewhere: creates duplicate keys, repeated endpoints, odd nesting.
                let end = min(bytes.count, index + Int.random(in: 1...120, using: &random))
                let slice = Array(bytes[index..<end])
                bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &random))
            default: bytes.swapAt(index, Int.random(in: 0..<bytes.count, using: &random))
            }
        }
        return bytes
    }

    @Test func mutatedSpecsAlwaysGetLocatedDiagnostics() async throws {
        let folder = SpecFixture.packageRoot.appendingPathComponent("Specs")
        let bases = try GoldenTests.specs.map { Array(try Data(contentsOf: folder.appendingPathComponent($0))) }
        let seed = UInt64(ProcessInfo.processInfo.environment["SPEC_FUZZ_SEED"] ?? "") ?? 0x00E4_D901_2026_1122
        var random = SplitMix(state: seed)
        // A guard against hangs, not a speed target: 5,000 cases take a few seconds on an idle machine.
        let deadline = ContinuousClock.now + .seconds(120)
        var cases = 0
        var rejected = 0
        var accepted: [[GeneratedFile]] = []
        while cases < 5_000, ContinuousClock.now < deadline {
            // Long CPU-bound loops give their cooperative thread back now and then, so that the end-to-end
            // tests running beside them on 2 cores are resumed on time.
            if cases.isMultiple(of: 10) { await Task.yield() }
            let input = Self.mutate(bases.randomElement(using: &random)!, using: &random)
            let result = Generator.generate(Data(input), file: "fuzz.endpoints.json")
            cases += 1
            if result.succeeded {
                #expect(result.files.count == 3, "seed \(seed) case \(cases)")
                accepted.append(result.files)
            } else {
                rejected += 1
                #expect(result.files.isEmpty, "seed \(seed) case \(cases)")
                let located = result.diagnostics.contains { $0.severity == .error && $0.location != nil }
                #expect(located, "seed \(seed) case \(cases): an error without a location: \(result.diagnostics.map(\.description))")
            }
        }
        print("SpecFuzzTests: \(cases) mutated specs (\(rejected) rejected, \(cases - rejected) accepted), seed \(seed); replay with SPEC_FUZZ_SEED=\(seed)")
        #expect(cases == 5_000, "the fuzz loop ran out of time")
        // A random sample of the accepted mutants must compile: acceptance promises valid Swift.
        let sample = (0..<min(3, accepted.count)).map { _ in accepted.remove(at: Int.random(in: 0..<accepted.count, using: &random)) }
        for (index, files) in sample.enumerated() {
            try await TypeCheck.run(files, moduleName: "FuzzSample\(index)")
        }
        #expect(sample.count == 3, "fewer than 3 mutants were accepted, so the compile promise went unchecked")
        print("SpecFuzzTests: \(sample.count) accepted mutants type-checked")
    }
}
