@testable import EndpointGenJSON
import Foundation
import Testing

/// The readers' fast paths (eight bytes at a time, columns from counted continuation bytes, duplicate keys through
/// a dictionary in large objects, one value stack for all open containers) give what a byte-by-byte reading gives.
@Suite struct ReaderFastPathTests {
    typealias Location = EndpointGenJSON.SourceLocation

    /// The root of `text` read as JSON, and every diagnostic.
    static func read(json text: String) -> (root: JSONNode?, diagnostics: [Diagnostic]) {
        var collector = DiagnosticCollector()
        let root = JSONReader.parse(Array(text.utf8), file: "t.json", diagnostics: &collector)
        return (root, collector.diagnostics)
    }

    /// The 1-based column just after `prefix`, counted in Unicode scalars.
    static func column(after prefix: Substring) -> Int {
        prefix.unicodeScalars.count + 1
    }

    @Test func findsSpecialBytesAtEveryOffsetOfAWord() {
        let specials: [(UInt8, Bool)] = [(UInt8(ascii: "\""), false), (UInt8(ascii: "\\"), false), (0x0A, false), (0x1F, false),
                                          (0x00, false), (0xC3, true), (0xFF, true)]
        for (special, onlyNonASCII) in specials {
            for offset in 0..<24 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 24)
                bytes[offset] = special
                // A byte that sets borrows above a match must not move the match.
                if offset + 1 < bytes.count { bytes[offset + 1] = 0x01 }
                let found = bytes.withUnsafeBufferPointer {
                    ByteSearch.firstSpecialByte(in: $0, from: 0, UInt8(ascii: "\""), UInt8(ascii: "\\"), nonASCII: true)
                }
                let expected = offset
                #expect(found == expected, "byte 0x\(String(special, radix: 16)) at \(offset)")
                let ignoringNonASCII = bytes.withUnsafeBufferPointer {
                    ByteSearch.firstSpecialByte(in: $0, from: 0, UInt8(ascii: "\""), UInt8(ascii: "\\"), nonASCII: false)
                }
                // Without non-ASCII, the next match is the 0x01 after it (a control character), or the end.
                #expect(ignoringNonASCII == (onlyNonASCII ? min(offset + 1, bytes.count) : expected))
            }
        }
        let plain = [UInt8](repeating: UInt8(ascii: "z"), count: 19)
        #expect(plain.withUnsafeBufferPointer { ByteSearch.firstSpecialByte(in: $0, from: 3, 0x22, 0x5C, nonASCII: true) } == 19)
    }

    @Test func makesShortStringsAsStringDecodingDoes() {
        // Slices of every length up to 17 at every offset, near the end of the buffer too, seen twice each; some
        // share their first eight bytes.
        let bytes = Array("keytypeé😀namex-y日本nullable\u{0}parametersA parametersB parametersA descr".utf8)
        var strings = ShortStrings()
        bytes.withUnsafeBufferPointer { buffer in
            for _ in 0..<2 {
                for offset in 0..<buffer.count {
                    for count in 1...min(17, buffer.count - offset) {
                        let slice = UnsafeBufferPointer(rebasing: buffer[offset..<offset + count])
                        guard let expected = String(validating: slice, as: UTF8.self) else { continue }
                        let made = strings.string(in: buffer, at: offset, count: count)
                        #expect(made == expected && made.utf8.count == count, "\(offset)+\(count)")
                    }
                }
            }
        }
    }

    @Test func makesStringsOfValidUTF8AsStringDecodingDoes() {
        // Made without checking the bytes again: equal, counted, compared and hashed as strings made by decoding.
        let texts = ["", "plain ASCII text longer than fifteen bytes", "é", "e\u{301}", "Amélie 東京 🎬", String(repeating: "日本", count: 40)]
        for text in texts {
            let made = Array(text.utf8).withUnsafeBufferPointer(String.init(validUTF8:))
            #expect(made == text && made.count == text.count && made.hashValue == text.hashValue)
        }
        // Canonically equivalent to a string spelled otherwise, which ASCII would not be.
        let composed = Array("Amélie".utf8).withUnsafeBufferPointer(String.init(validUTF8:))
        #expect(composed == "Ame\u{301}lie" && Set([composed]).contains("Ame\u{301}lie"))
    }

    @Test func decodesStringsDenseWithEscapes() {
        // JSON text in a string escapes every quote; each kind of escape, first, last and next to another, beside
        // characters beyond ASCII.
        let escapes: [(String, String)] = [(#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\b"#, "\u{8}"), (#"\f"#, "\u{C}"),
                                           (#"\n"#, "\n"), (#"\r"#, "\r"), (#"\t"#, "\t"), (#"\u00e9"#, "é"), (#"\uD83C\uDFAC"#, "🎬")]
        for (written, decoded) in escapes {
            for (index, (other, otherDecoded)) in escapes.enumerated() {
                let around = index % 2 == 0 ? "日" : "ab"
                let json = "\"" + written + around + written + other + written + "\""
                let (root, diagnostics) = Self.read(json: json)
                #expect(diagnostics.isEmpty)
                #expect(root?.value == .string(decoded + around + decoded + otherDecoded + decoded), "\(json)")
            }
        }
    }

    @Test func locatesJSONValuesAfterMultibyteCharactersAtEveryAlignment() throws {
        for padding in 0..<17 {
            let pad = String(repeating: "a", count: padding)
            let text = "{\"\(pad)é😀\": \"\(pad)ü\\\"x\", \"k\": [1, \"\(pad)\u{301}\", 2],\n \"\(pad)日本\": {\"m\": true}}"
            let result = Self.read(json: text)
            #expect(result.diagnostics.isEmpty)
            let root = try #require(result.root)
            guard case .object(let members) = root.value, case .array(let elements) = members[1].value.value,
                  case .object(let inner) = members[2].value.value else {
                Issue.record("unexpected shape")
                return
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let firstLine = lines[0]
            let two = firstLine.range(of: ", 2]")!
            #expect(elements[2].location == Location(line: 1, column: Self.column(after: firstLine[..<two.lowerBound]) + 2))
            let secondLine = lines[1]
            let m = secondLine.range(of: "\"m\"")!
            #expect(inner[0].keyLocation == Location(line: 2, column: Self.column(after: secondLine[..<m.lowerBound])))
            #expect(inner[0].value.location == Location(line: 2, column: Self.column(after: secondLine[..<m.upperBound]) + 2))
        }
    }

    @Test func locatesErrorsInsideStringsAfterMultibyteCharacters() throws {
        let text = "[\"é😀\",\n \"ü日\", \"a\u{7}b\"]"
        let diagnostic = try #require(Self.read(json: text).diagnostics.first)
        #expect(diagnostic.message == "unescaped control character U+0007 in string")
        #expect(diagnostic.location == Location(line: 2, column: 10))
    }

    @Test func findsDuplicateKeysInObjectsTooLargeToSearchOneByOne() throws {
        let keys = (0..<30).map { "\"k\($0)\": \($0)" }
        // k3 repeats a key read while the object was small, k25 one read after it had become large.
        let text = "{" + keys.joined(separator: ", ") + ",\n \"k3\": -1, \"k25\": -2, \"k30\": 30}"
        let result = Self.read(json: text)
        let root = try #require(result.root)
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == (0...30).map { "k\($0)" })
        let firstLine = text.split(separator: "\n")[0]
        let k3 = firstLine.range(of: "\"k3\"")!
        let k25 = firstLine.range(of: "\"k25\"")!
        #expect(result.diagnostics.map(\.message) == [
            "duplicate key \"k3\"; the first is at 1:\(Self.column(after: firstLine[..<k3.lowerBound]))",
            "duplicate key \"k25\"; the first is at 1:\(Self.column(after: firstLine[..<k25.lowerBound]))",
        ])
        #expect(result.diagnostics.map { $0.location } == [Location(line: 2, column: 2), Location(line: 2, column: 12)])
        #expect(result.diagnostics.map { $0.path?.description } == ["$.k3", "$.k25"])
    }

    @Test func keepsEveryValueOfManyLargeNestedContainers() throws {
        // More members and elements than the value stacks start with, in containers open at the same time.
        let objects = (0..<40).map { outer in
            "{" + (0..<70).map { "\"m\($0)\": [\(outer), \($0), {\"deep\": [\(String(repeating: "[", count: 3))\($0)]]]]}]" }
                .joined(separator: ", ") + "}"
        }
        let result = Self.read(json: "[" + objects.joined(separator: ",\n") + "]")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        guard case .array(let elements) = root.value else { Issue.record("not an array"); return }
        #expect(elements.count == 40)
        for (outer, element) in elements.enumerated() {
            guard case .object(let members) = element.value else { Issue.record("not an object"); return }
            #expect(members.map(\.key) == (0..<70).map { "m\($0)" })
            let last = members[69].value
            #expect(last.value.compactText == "[\(outer),69,{\"deep\":[[[[69]]]]}]")
            #expect(last.path.description == "$[\(outer)].m69")
            #expect(element.location == Location(line: outer + 1, column: outer == 0 ? 2 : 1))
        }
    }

    @Test func findsDuplicateYAMLKeysInMappingsTooLargeToSearchOneByOne() throws {
        let text = (0..<30).map { "k\($0): \($0)\n" }.joined() + "k3: -1\nk25: -2\nk30: 30\n"
        let (root, diagnostics) = YAMLTestSupport.read(text)
        guard case .object(let members)? = root?.value else { Issue.record("not a mapping"); return }
        #expect(members.map(\.key) == (0...30).map { "k\($0)" })
        #expect(diagnostics.map(\.description) == [
            "test.yaml:31:1: error: duplicate key \"k3\"; the first is at 4:1 (at $.k3)\ntest.yaml:31:1: note: remove or rename one of the two members",
            "test.yaml:32:1: error: duplicate key \"k25\"; the first is at 26:1 (at $.k25)\ntest.yaml:32:1: note: remove or rename one of the two members",
        ])
    }

    @Test func locatesYAMLNodesOnLinesAfterAndAmongMultibyteCharacters() throws {
        let text = "a: é😀 and more\r\nb: plain\rc:\n  - 日本: ü\n    d: x\n  - [ü, {e: f}]\n"
        let (root, diagnostics) = YAMLTestSupport.read(text)
        #expect(diagnostics.isEmpty)
        let node = try #require(root)
        let b = try #require(YAMLReaderTests.node(node, "b"))
        #expect(b.location == Location(line: 2, column: 4))
        let first = try #require(YAMLReaderTests.node(node, "c", "0", "日本"))
        #expect(first.location == Location(line: 4, column: 9))
        #expect(YAMLReaderTests.node(node, "c", "0", "d")?.location == Location(line: 5, column: 8))
        let flow = try #require(YAMLReaderTests.node(node, "c", "1"))
        #expect(flow.location == Location(line: 6, column: 5))
        #expect(YAMLReaderTests.node(node, "c", "1", "1", "e")?.location == Location(line: 6, column: 13))
        guard case .object(let members)? = YAMLReaderTests.node(node, "c", "1", "1")?.value else {
            Issue.record("not a mapping")
            return
        }
        #expect(members.first?.keyLocation == Location(line: 6, column: 10))
    }
}
