@testable import EndpointGenJSON
import Foundation
import Testing

private let fuzzCorpus = [
    #"{"name": "movies", "servers": [{"url": "https://x", "port": 443}], "ok": true, "none": null}"#,
    "[1, -0.5e+3, 1E9, \"\\u00e9\\uD83D\\uDE00\\n\", {\"a\": {\"b\": []}}]",
    "\u{FEFF}{\r\n  \"é😀\": [false,\r\t\"\\\"\\\\\"],\n  \"k\": 0\n}",
]

// Bytes that steer mutations towards interesting parser states.
private let interestingBytes: [UInt8] = Array("{}[]:,\"\\/'+-.0123456789eEtfnu \n\r\t".utf8) + [0x00, 0x80, 0xC3, 0xED, 0xF4, 0xFF]

private func mutated(_ input: [UInt8], using generator: inout SplitMix) -> [UInt8] {
    var bytes = input
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
        let byte = Bool.random(using: &generator)
            ? interestingBytes.randomElement(using: &generator)!
            : UInt8.random(in: 0...255, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where !bytes.isEmpty: bytes[index] = byte
        case 1: bytes.insert(byte, at: index)
        case 2 where !bytes.isEmpty: bytes.remove(at: index)
        default: bytes.removeLast(bytes.count - index)
        }
    }
    return bytes
}

/// 5,000 mutated or random inputs by default; ``FuzzKnobs`` sets the count and the seed.
@Test func neverCrashesAndAlwaysLocatesProblems() async {
    let knobs = FuzzKnobs(defaultIterations: 5_000, defaultSeed: 0x5EED_2024_0000_0001)
    var generator = SplitMix(state: knobs.seed)
    // Bounded by count, not by a deadline: on a loaded machine a yield can outlast any deadline, and a run that
    // stopped after one input passed while testing nothing. 5,000 small inputs parse in milliseconds.
    let count = knobs.iterations
    var iterations = 0
    var accepted = 0
    while iterations < count {
        if iterations.isMultiple(of: 50) { await Task.yield() }  // see SpecFuzzTests
        iterations += 1
        let input = iterations.isMultiple(of: 3)
            ? (0..<Int.random(in: 0...48, using: &generator)).map { _ in
                interestingBytes.randomElement(using: &generator)!
            }
            : mutated(Array(fuzzCorpus.randomElement(using: &generator)!.utf8), using: &generator)
        let result = JSONParseResult(bytes: input)
        let locatedErrors = result.diagnostics.allSatisfy {
            $0.severity == .error && $0.location.map { $0.line >= 1 && $0.column >= 1 } == true && $0.path != nil
        }
        #expect(locatedErrors, "input: \(input)")
        if result.root == nil {
            #expect(!result.diagnostics.isEmpty, "input: \(input)")
        } else {
            accepted += 1
            #expect(result.diagnostics.allSatisfy { $0.message.hasPrefix("duplicate key") }, "input: \(input)")
        }
    }
    #expect(count < 100 || accepted > 0 && accepted < count, "the inputs mix valid and invalid documents")
    print("JSON fuzz: \(iterations) inputs, \(accepted) accepted; replay with \(knobs.replay)")
}

@Test func acceptsTheFuzzCorpus() {
    for text in fuzzCorpus {
        let result = JSONParseResult(text)
        #expect(result.root != nil && result.diagnostics.isEmpty, "\(text)")
    }
}

@Test func acceptsNestingOf256Levels() throws {
    let arrays = try #require(JSONParseResult(String(repeating: "[", count: 256) + String(repeating: "]", count: 256)).root)
    #expect(arrays.kindName == "array")
    let objects = String(repeating: "{\"a\":", count: 255) + "[]" + String(repeating: "}", count: 255)
    #expect(JSONParseResult(objects).root != nil)
}

@Test func rejectsNestingDeeperThan256Levels() throws {
    let result = JSONParseResult(String(repeating: "[", count: 257) + String(repeating: "]", count: 257))
    #expect(result.root == nil)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.message == "nesting deeper than 256 levels")
    #expect(diagnostic.location == EndpointGenJSON.SourceLocation(line: 1, column: 257))
    #expect(diagnostic.path?.components.count == 256)
    #expect(diagnostic.hint == "flatten the document")
}

@Test func rejectsAMillionOpenBracketsQuickly() {
    let result = JSONParseResult(bytes: [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000))
    #expect(result.root == nil)
    #expect(result.diagnostics.map(\.message) == ["nesting deeper than 256 levels"])
}

@Test func parsesAFourMegabyteDocument() throws {
    var text = "{\n  \"endpoints\": [\n"
    var index = 0
    while text.utf8.count < 4_000_000 {
        text += """
                {"name": "endpoint\(index)", "path": "/v1/items/{id}\\u00e9", "weight": \(index).5e-2,
                 "flags": [true, false, null], "tags": {"a": "é😀", "b": -\(index)}},

            """
        index += 1
    }
    text += "    {}\n  ]\n}\n"
    let clock = ContinuousClock()
    let start = clock.now
    let result = JSONParseResult(text)
    let elapsed = clock.now - start
    print("JSON parse of \(text.utf8.count) bytes (\(index + 1) endpoints) took \(elapsed)")
    let endpoints = try #require(result.root.map { root -> JSONNode? in
        guard case .object(let members) = root.value else { return nil }
        return members.first?.value
    } ?? nil)
    guard case .array(let elements) = endpoints.value else {
        Issue.record("endpoints is not an array")
        return
    }
    #expect(elements.count == index + 1)
    #expect(elements.last?.location == EndpointGenJSON.SourceLocation(line: index * 2 + 3, column: 5))
    #expect(result.diagnostics.isEmpty)
}

@Test func parsesManyElementsAtTheMaximumDepth() throws {
    let depth = 255
    let elements = Array(repeating: "1", count: 100_000).joined(separator: ",")
    let text = String(repeating: "[", count: depth) + "[" + elements + "]" + String(repeating: "]", count: depth)
    var node = try #require(JSONParseResult(text).root)
    for _ in 0..<depth {
        guard case .array(let children) = node.value, let child = children.first else {
            Issue.record("expected a nested array")
            return
        }
        node = child
    }
    guard case .array(let children) = node.value else {
        Issue.record("expected the innermost array")
        return
    }
    #expect(children.count == 100_000)
    #expect(children.last?.path.components.count == depth + 1)
    #expect(children.last?.location == EndpointGenJSON.SourceLocation(line: 1, column: depth + 2 + 199_998))
}
