@testable import EndpointGenJSON
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
        #expect(diagnostics.first?.hint?.contains("multiplying at each level (a \"billion laughs\" document)") == true)
        // A guard against expanding the document, not a speed target (`endpoint-bench hostile` measures it): a few
        // milliseconds in release, under a second in a debug build, which a shared 2-core machine has stretched past one.
        #expect(elapsed < .seconds(10))
    }

    @Test func aliasesWithinTheBudgetAreCopied() {
        let (root, diagnostics) = YAMLTestSupport.read("a: &a [x, y]\nb: [*a, *a, *a]\n")
        #expect(diagnostics.isEmpty)
        #expect(root.map { YAMLTestSupport.text($0.value) } == #"{"a": ["x", "y"], "b": [["x", "y"], ["x", "y"], ["x", "y"]]}"#)
    }

    /// QA-77's document: one `&errors` block of 8 responses merged into 120 operations (19 KB), refused as a "billion
    /// laughs" document when aliases could copy as many nodes as the document had bytes.
    static let sharedErrors: String = {
        let fields = (0..<10).map { "              f\($0): {type: string, description: field \($0)}" }.joined(separator: "\n")
        let responses = ["400", "401", "403", "404", "409", "422", "429", "500"].map { code in
            "    '\(code)':\n      description: error \(code)\n      content:\n        application/json:\n          schema:\n"
                + "            type: object\n            properties:\n" + fields
        }.joined(separator: "\n")
        let operations = (0..<120).map { "  /r\($0):\n    get:\n      operationId: r\($0)\n      responses:\n        '200': {description: ok}\n        <<: *errors" }
        return "x-common:\n  errors: &errors\n" + responses + "\npaths:\n" + operations.joined(separator: "\n") + "\n"
    }()

    /// The value at `keys` inside `node`.
    static func member(_ node: JSONNode?, _ keys: String...) -> JSONNode? {
        keys.reduce(node) { node, key in
            guard case .object(let members)? = node?.value else { return nil }
            return members.first { $0.key == key }?.value
        }
    }

    @Test func anchoredContentReusedInEveryOperationIsCopied() throws {
        let (root, diagnostics) = YAMLTestSupport.read(Self.sharedErrors)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let responses = try #require(Self.member(root, "paths", "/r119", "get", "responses"))
        guard case .object(let members) = responses.value else { Issue.record("responses is no object"); return }
        #expect(members.map(\.key) == ["200", "400", "401", "403", "404", "409", "422", "429", "500"])
    }

    @Test func aChainOfMergeKeysIsCopied() {
        // Each mapping merges the one before it: 200 levels copy 20,000 nodes, quadratic in the chain but written once each.
        let lines = ["k0: &k0 {f0: x}"] + (1..<200).map { "k\($0): &k\($0) {<<: *k\($0 - 1), f\($0): x}" }
        let (root, diagnostics) = YAMLTestSupport.read(lines.joined(separator: "\n") + "\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        guard case .object(let members)? = Self.member(root, "k199")?.value else { Issue.record("k199 is no object"); return }
        #expect(members.count == 200)
    }

    @Test func reuseBeyondTheBudgetSaysHowMuchWasWrittenAndCopied() {
        // One anchor of 1,001 nodes copied 400 times: far more than 100 times what the document writes, none of it nested.
        let block = "a: &a [" + (0..<1_000).map(String.init).joined(separator: ", ") + "]\n"
        let text = block + "b: [" + Array(repeating: "*a", count: 400).joined(separator: ", ") + "]\n"
        let (root, diagnostics) = YAMLTestSupport.read(text)
        #expect(root == nil)
        #expect(diagnostics.first?.message.hasPrefix("aliases expand to more than ") == true, "\(diagnostics.map(\.description))")
        let hint = diagnostics.first?.hint ?? ""
        #expect(hint.contains("aliases may copy \(YAMLReader.aliasedNodesPerWrittenNode) times as many"), "\(hint)")
        #expect(!hint.contains("billion"), "\(hint)")
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
