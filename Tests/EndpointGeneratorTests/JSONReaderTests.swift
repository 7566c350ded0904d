@testable import EndpointGenJSON
import Foundation
import Testing

/// The outcome of parsing a test document named `t.json`.
struct JSONParseResult {
    var root: JSONNode?
    var diagnostics: [Diagnostic]

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        var collector = DiagnosticCollector()
        root = JSONReader.parse(bytes, file: "t.json", diagnostics: &collector)
        diagnostics = collector.diagnostics
    }
}

extension JSONNode {
    /// The descendant reached by following `components`, or nil if there is none.
    fileprivate func lookup(_ components: JSONPath.Component...) -> JSONNode? {
        var node: JSONNode? = self
        for component in components {
            switch (node?.value, component) {
            case (.object(let members)?, .key(let key)):
                node = members.first { $0.key == key }?.value
            case (.array(let elements)?, .index(let index)) where elements.indices.contains(index):
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }

    fileprivate var members: [JSONMember] {
        if case .object(let members) = value { members } else { [] }
    }
}

private func at(_ line: Int, _ column: Int) -> EndpointGenJSON.SourceLocation {
    EndpointGenJSON.SourceLocation(line: line, column: column)
}

@Test func locatesValuesAndKeysAcrossLines() throws {
    let text = """
        {
          "name": "movies",
          "servers": [
            {"url": "https://x"},
            42
          ]
        }
        """
    let result = JSONParseResult(text)
    #expect(result.diagnostics.isEmpty)
    let root = try #require(result.root)
    #expect(root.location == at(1, 1))
    #expect(root.path == .root)
    #expect(root.members.map(\.key) == ["name", "servers"])
    #expect(root.members.map(\.keyLocation) == [at(2, 3), at(3, 3)])
    #expect(root.lookup(.key("name"))?.location == at(2, 11))
    #expect(root.lookup(.key("servers"))?.location == at(3, 14))
    let url = try #require(root.lookup(.key("servers"), .index(0), .key("url")))
    #expect(url.location == at(4, 13))
    #expect(url.path.description == "$.servers[0].url")
    #expect(url.value == .string("https://x"))
    #expect(root.lookup(.key("servers"), .index(0))?.members.first?.keyLocation == at(4, 6))
    let number = try #require(root.lookup(.key("servers"), .index(1)))
    #expect(number.location == at(5, 5))
    #expect(number.path.description == "$.servers[1]")
}

@Test func countsCRLFAndLoneCRAsOneLineBreakEach() throws {
    let crlf = try #require(JSONParseResult("{\r\n  \"a\": 1,\r\n\r\n  \"b\": true\r\n}").root)
    #expect(crlf.members.map(\.keyLocation) == [at(2, 3), at(4, 3)])
    #expect(crlf.lookup(.key("b"))?.location == at(4, 8))
    let lone = try #require(JSONParseResult("[\r1,\r\r2,\n\r3]").root)
    #expect(lone.lookup(.index(0))?.location == at(2, 1))
    #expect(lone.lookup(.index(1))?.location == at(4, 1))
    #expect(lone.lookup(.index(2))?.location == at(6, 1))
}

@Test func countsColumnsInUnicodeScalars() throws {
    let root = try #require(JSONParseResult("{\"é😀\": \"ü\", \"k\": 1, \"e\u{301}\": [\tnull]}").root)
    #expect(root.members.map(\.keyLocation) == [at(1, 2), at(1, 13), at(1, 21)])
    #expect(root.lookup(.key("é😀"))?.location == at(1, 8))
    #expect(root.lookup(.key("k"))?.location == at(1, 18))
    #expect(root.lookup(.key("e\u{301}"), .index(0))?.location == at(1, 29))
    // A line's columns count its own scalars only, whatever came on the lines before it, in values and in errors.
    let lines = JSONParseResult("{\"é😀\": \"ü\",\n \"k\": [1, 2,]}")
    #expect(lines.root == nil && lines.diagnostics.map(\.location) == [at(2, 13)], "\(lines.diagnostics)")
    let second = try #require(JSONParseResult("{\"é😀\": \"ü\",\n \"k\": 1}").root)
    #expect(second.lookup(.key("k"))?.location == at(2, 7))
}

@Test func keepsMemberOrderAndDecodesEveryKind() throws {
    let root = try #require(JSONParseResult(#"{"z": {}, "a": [], "m": "s", "b": false, "t": true, "n": null, "x": -1.5}"#).root)
    #expect(root.members.map(\.key) == ["z", "a", "m", "b", "t", "n", "x"])
    #expect(root.members.map(\.value.kindName) == ["object", "array", "string", "boolean", "boolean", "null", "number"])
    #expect(root.kindName == "object")
    #expect(root.lookup(.key("z"))?.value == .object([]))
    #expect(root.lookup(.key("a"))?.value == .array([]))
    #expect(root.lookup(.key("b"))?.value == .bool(false))
    #expect(root.lookup(.key("t"))?.value == .bool(true))
    #expect(root.lookup(.key("n"))?.value == .null)
    #expect(root.lookup(.key("x"))?.value == .number(JSONNumber(text: "-1.5")))
}

@Test func decodesEveryEscape() throws {
    let root = try #require(JSONParseResult(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\uD83D\uDE00\u0000 end""#).root)
    #expect(root.value == .string("\"\\/\u{8}\u{C}\n\r\tAé€😀\u{0} end"))
    let key = try #require(JSONParseResult(#"{"a\u0020b": "x\ny"}"#).root)
    #expect(key.members.first?.key == "a b")
    #expect(key.lookup(.key("a b"))?.path.description == "$['a b']")
}

@Test(arguments: [
    ("0", Int64(0), 0.0), ("-0", 0, -0.0), ("12", 12, 12), ("-12", -12, -12),
    ("9223372036854775807", .max, 9.223372036854775807e18), ("-9223372036854775808", .min, -9.223372036854775808e18),
])
func parsesIntegers(text: String, integer: Int64, double: Double) throws {
    let number = try #require(JSONParseResult(text).root?.value)
    #expect(number == .number(JSONNumber(text: text)))
    #expect(JSONNumber(text: text).int64 == integer)
    #expect(JSONNumber(text: text).double == double)
}

@Test(arguments: [
    ("0.5", 0.5), ("1.0", 1.0), ("1e10", 1e10), ("1E+2", 100), ("1e-2", 0.01), ("-1.25e-3", -0.00125),
    ("9223372036854775808", 9.223372036854775808e18), ("0e0", 0), ("1e-400", 0),
])
func parsesNonIntegerNumbers(text: String, double: Double) throws {
    let value = try #require(JSONParseResult(" \(text) ").root?.value)
    #expect(value == .number(JSONNumber(text: text)))
    #expect(JSONNumber(text: text).int64 == nil)
    #expect(JSONNumber(text: text).double == double)
}

@Test func keepsHugeNumbersAsTextOnly() throws {
    let number = JSONNumber(text: "1e400")
    #expect(JSONParseResult(number.text).root?.value == .number(number))
    #expect(number.double == nil)
    #expect(number.int64 == nil)
}

@Test func skipsUTF8ByteOrderMark() throws {
    let root = try #require(JSONParseResult("\u{FEFF}{\"a\": 1}").root)
    #expect(root.location == at(1, 1))
    #expect(root.members.first?.keyLocation == at(1, 2))
    #expect(JSONParseResult("\u{FEFF}\n 7").root?.location == at(2, 2))
}

@Test func acceptsScalarRootsAndSurroundingWhitespace() throws {
    let root = try #require(JSONParseResult(" \t\n  \"x\" \r\n").root)
    #expect(root.value == .string("x"))
    #expect(root.location == at(2, 3))
    #expect(JSONParseResult("null").root?.kindName == "null")
}

@Test func reportsDuplicateKeysAndKeepsTheFirst() throws {
    let text = """
        {
          "name": 1,
          "x": {"a": 1, "a": 2, "a": 3},
          "name": 3
        }
        """
    let result = JSONParseResult(text)
    let root = try #require(result.root)
    #expect(root.members.map(\.key) == ["name", "x"])
    #expect(root.lookup(.key("name"))?.value == .number(JSONNumber(text: "1")))
    #expect(root.lookup(.key("x"))?.members.map(\.value.location) == [at(3, 14)])
    #expect(result.diagnostics.map(\.description) == [
        "t.json:3:17: error: duplicate key \"a\"; the first is at 3:9 (at $.x.a)\nt.json:3:17: note: remove or rename one of the two members",
        "t.json:3:25: error: duplicate key \"a\"; the first is at 3:9 (at $.x.a)\nt.json:3:25: note: remove or rename one of the two members",
        "t.json:4:3: error: duplicate key \"name\"; the first is at 2:3 (at $.name)\nt.json:4:3: note: remove or rename one of the two members",
    ])
}

@Test func allowsTheSameKeyInDifferentObjects() {
    let result = JSONParseResult(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]"#)
    #expect(result.root != nil)
    #expect(result.diagnostics.isEmpty)
}

@Test func reportsDuplicatesBeforeALaterSyntaxError() {
    let result = JSONParseResult("{\"a\": 1, \"a\": 2,}")
    #expect(result.root == nil)
    #expect(result.diagnostics.map(\.message) == [
        "duplicate key \"a\"; the first is at 1:2",
        "expected a key in double quotes after ',', found '}'",
    ])
}

@Test func acceptsDataInput() throws {
    var collector = DiagnosticCollector()
    let root = JSONReader.parse(Data("[true]".utf8), file: "d.json", diagnostics: &collector)
    #expect(root?.lookup(.index(0))?.value == .bool(true))
    #expect(!collector.hasErrors)
}

@Test func placedTextLocatesEveryValueAtItsStringAndContinuesItsPath() throws {
    // JSON written inside a string of another document, as OpenAPI examples often are.
    let string = at(40, 12)
    let path = JSONPath.root.appending(key: "examples").appending(key: "ok")
    var collector = DiagnosticCollector()
    let root = try #require(JSONReader.parse(Array(#"{"a": [1, {"b": "x"}]}"#.utf8), file: "t.json", placedAt: string, path: path, diagnostics: &collector))
    let b = try #require(root.lookup(.key("a"), .index(1), .key("b")))
    #expect(b.path.description == "$.examples.ok.a[1].b")
    #expect(root.path == path)
    #expect([root.location, root.members[0].keyLocation, b.location] == [string, string, string])
    #expect(collector.diagnostics.isEmpty)
}

@Test func compactTextEscapesOnlyQuotesBackslashesAndControlCharacters() {
    let result = JSONParseResult(#"{"k\"ey": ["a\\b\n\r\t\u0001\u001f", "é🎬\u007f", 1.50, true, null, {}]}"#)
    #expect(result.root?.value.compactText == #"{"k\"ey":["a\\b\n\r\t\u0001\u001f","é🎬"# + "\u{7F}" + #"",1.50,true,null,{}]}"#)
}
