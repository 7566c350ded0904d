@testable import EndpointGenYAML
import Foundation
import Testing

/// Hostile YAML is refused quickly with a located error: exponential aliases, deep nesting, oversized documents.
@Suite struct YAMLSafetyTests {
    /// The "billion laughs" document: nine levels, each ten aliases of the one before.
    static let billionLaughs: String = {
        var lines = ["a0: &a0 [lol]"]
        for level in 1...9 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func billionLaughsIsRefusedInMilliseconds() {
        let start = ContinuousClock.now
        let (root, diagnostics) = YAMLTestSupport.read(Self.billionLaughs)
        let elapsed = ContinuousClock.now - start
        print("YAML billion laughs refused in \(elapsed)")
        #expect(root == nil)
        let error = diagnostics.first?.description ?? ""
        #expect(diagnostics.first?.location != nil)
        #expect(error.contains("error: aliases expand to more than \(YAMLReader.minimumAliasedNodes) nodes"), "\(error)")
        // A debug build on a shared 2-core machine: well under a second (a few milliseconds in release).
        #expect(elapsed < .seconds(1))
    }

    @Test func aliasesWithinTheBudgetAreCopied() {
        let (root, diagnostics) = YAMLTestSupport.read("a: &a [x, y]\nb: [*a, *a, *a]\n")
        #expect(diagnostics.isEmpty)
        #expect(root.map { YAMLTestSupport.text($0.value) } == #"{"a": ["x", "y"], "b": [["x", "y"], ["x", "y"], ["x", "y"]]}"#)
    }

    @Test func nestingIsLimitedInEveryStyle() {
        let limit = YAMLReader.maximumDepth
        let flow = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(YAMLTestSupport.read(flow).diagnostics.first?.message == "nesting deeper than \(limit) levels")
        let block = (0...limit).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " 1\n"
        #expect(YAMLTestSupport.read(block).diagnostics.first?.message == "nesting deeper than \(limit) levels")
        let compact = String(repeating: "- ", count: limit + 1) + "x\n"
        #expect(YAMLTestSupport.read(compact).diagnostics.first?.message == "nesting deeper than \(limit) levels")
        // Just inside the limit reads, without exhausting the stack of a test thread.
        let deepest = (0..<limit).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " 1\n"
        #expect(YAMLTestSupport.read(deepest).root != nil)
        let aliased = "a: &a " + String(repeating: "[", count: limit - 2) + String(repeating: "]", count: limit - 2) + "\nb: [[*a]]\n"
        #expect(YAMLTestSupport.read(aliased).diagnostics.first?.message.hasPrefix("the alias '*a' nests deeper than") == true)
    }

    @Test func oversizedDocumentsAreRefused() {
        let bytes = Array("a: 1\n".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var parser = YAMLParser(bytes: buffer, file: "big.yaml")
            parser.maximumSize = 4
            #expect(parser.parse() == nil)
            #expect(parser.diagnostics.first?.description.hasPrefix("big.yaml:1:1: error: the document is 5 bytes; at most 4 are read") == true)
        }
    }
}
