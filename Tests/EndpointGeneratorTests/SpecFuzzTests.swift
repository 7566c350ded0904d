@testable import EndpointGenDiff
@testable import EndpointGenEmit
@testable import EndpointGenerator
import Foundation
import Testing

/// Mutated specs (5,000 by default; see ``FuzzKnobs``): the generator never crashes or hangs, and every rejected
/// input gets a located error.
@Suite struct SpecFuzzTests {
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
        let knobs = FuzzKnobs(defaultIterations: 5_000, defaultSeed: 0x00E4_D901_2026_1122)
        var random = SplitMix(state: knobs.seed)
        let start = ContinuousClock.now
        var slowest = Duration.zero
        var rejected = 0
        var accepted: [[GeneratedFile]] = []
        for index in 1...max(knobs.iterations, 1) {
            // Long CPU-bound loops give their cooperative thread back now and then, so that the end-to-end
            // tests running beside them on 2 cores are resumed on time.
            if index.isMultiple(of: 10) { await Task.yield() }
            let input = Self.mutate(bases.randomElement(using: &random)!, using: &random)
            let caseStart = ContinuousClock.now
            let result = Generator.generate(Data(input), file: "fuzz.endpoints.json")
            slowest = max(slowest, ContinuousClock.now - caseStart)
            if result.succeeded {
                #expect(result.files.count == 3, "\(knobs.replay), case \(index)")
                // Keep a bounded reservoir: a long run must not hold every accepted SDK in memory.
                if accepted.count < 64 { accepted.append(result.files) }
            } else {
                rejected += 1
                #expect(result.files.isEmpty, "\(knobs.replay), case \(index)")
                let located = result.diagnostics.contains { $0.severity == .error && $0.location != nil }
                #expect(located, "\(knobs.replay), case \(index): an error without a location: \(result.diagnostics.map(\.description))")
            }
        }
        let cases = max(knobs.iterations, 1)
        print("SpecFuzzTests: \(cases) mutated specs (\(rejected) rejected, \(cases - rejected) accepted) in \(ContinuousClock.now - start), "
              + "slowest \(slowest); replay with \(knobs.replay)")
        // A hang guard, not a speed target: one mutant takes about a millisecond.
        #expect(slowest < .seconds(10), "one mutant took \(slowest)")
        // A random sample of the accepted mutants must compile: acceptance promises valid Swift.
        let sample = (0..<min(3, accepted.count)).map { _ in accepted.remove(at: Int.random(in: 0..<accepted.count, using: &random)) }
        for (index, files) in sample.enumerated() {
            try await TypeCheck.run(files, moduleName: "FuzzSample\(index)")
        }
        #expect(sample.count == 3 || cases < 1_000, "fewer than 3 mutants were accepted, so the compile promise went unchecked")
        print("SpecFuzzTests: \(sample.count) accepted mutants type-checked")
    }
}
