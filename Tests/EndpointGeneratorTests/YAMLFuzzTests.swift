@testable import EndpointGenJSON
@testable import EndpointGenYAML
import Foundation
import Testing

/// Mutated YAML never crashes or hangs the reader, and every refusal is located.
/// 300 cases by default; ``FuzzKnobs`` sets the count and the seed.
@Suite struct YAMLFuzzTests {
    /// Fragments meaningful to the YAML reader, spliced in at random.
    static let fragments = [
        ":", ": ", "- ", "? ", "#", " #", "\n", "\n  ", "\t", "&a ", "*a", "*a ", "<<: *a\n", "!!str ", "!x ", "!<", "|", ">-",
        "|+2", "\"", "'", "\\", "\\u00", "\\x", "[", "]", "{", "}", ",", "---\n", "...\n", "%YAML 1.2\n", "~", ".inf",
        "0x", "0o9", "é", "\r\n", "  ", "a: &a [x, *a]\n", "&b {c: *b}",
    ]

    static let seeds = [
        "openapi: 3.0.0\ninfo:\n  title: T\n  version: '1'\npaths:\n  /a/{id}:\n    get:\n      parameters:\n        - name: id\n          in: path\n          schema: {type: integer}\n      responses:\n        '200':\n          description: |\n            OK\n            more\n",
        "base: &base\n  a: 1\n  b: \"two \\u00e9\"\nmerged:\n  <<: *base\n  c: >-\n    folded\n    text\nlist: [1, 'x', {y: z}]\n? explicit\n: value\n",
        "- a\n- - b\n  - c\n- d: e\n  f: |2\n     g\n- !!str 12\n- 'it''s'\n",
    ]

    @Test func mutatedYAMLNeverCrashesOrHangs() {
        let knobs = FuzzKnobs(defaultIterations: 300, defaultSeed: 0x0059_414D_4C16)
        let count = knobs.iterations
        var random = SplitMix(state: knobs.seed)
        var bases = Self.seeds.map { Array($0.utf8) }
        if let petstore = try? Data(contentsOf: OpenAPIDocuments.folder.appendingPathComponent("oai-examples/petstore.yaml")) {
            bases.append(Array(petstore))
        }
        var refused = 0
        var slowest = Duration.zero
        for index in 0..<count {
            var bytes = bases[index % bases.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where at < bytes.count: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 1 where at < bytes.count: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &random)))
                case 2:
                    let end = min(bytes.count, at + Int.random(in: 1...80, using: &random))
                    bytes.insert(contentsOf: Array(bytes[at..<end]), at: Int.random(in: 0...bytes.count, using: &random))
                default: bytes.insert(contentsOf: Array(Self.fragments.randomElement(using: &random)!.utf8), at: at)
                }
            }
            var collector = DiagnosticCollector()
            let start = ContinuousClock.now
            let root = YAMLReader.parse(bytes, file: "fuzz.yaml", diagnostics: &collector)
            slowest = max(slowest, ContinuousClock.now - start)
            if root == nil {
                refused += 1
                #expect(collector.diagnostics.contains { $0.severity == .error && $0.location != nil },
                        "case \(index) (\(knobs.replay)): refused without a located error")
            }
        }
        print("YAML fuzz: \(count) mutated documents, \(refused) refused with a located error, slowest read \(slowest); replay with \(knobs.replay)")
        #expect(slowest < .seconds(1))
    }
}
