@testable import EndpointGenJSON
import Foundation
import Testing

/// What each YAML feature reads as, and where its nodes are.
@Suite struct YAMLReaderTests {
    typealias Location = EndpointGenJSON.SourceLocation

    /// What `text` reads as, written as compact JSON (members in order, numbers as JSON text).
    static func value(_ text: String) throws -> String {
        let (root, diagnostics) = YAMLTestSupport.read(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        return YAMLTestSupport.text(try #require(root).value)
    }

    /// JSON text written the way ``value(_:)`` writes it.
    static func json(_ text: String) throws -> String {
        YAMLTestSupport.text(try #require(YAMLTestSupport.json(Data(text.utf8))).value)
    }

    static func node(_ root: JSONNode, _ keys: String...) -> JSONNode? {
        keys.reduce(root as JSONNode?) { node, key in
            switch node?.value {
            case .object(let members)?: members.first { $0.key == key }?.value
            case .array(let elements)?: Int(key).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
            default: nil
            }
        }
    }

    @Test func blockCollectionsHaveTheirLinesColumnsAndPaths() throws {
        let text = "# a comment\nname: Movies\nitems:\n  - first\n  - b: 1   # trailing\n    c: [x, {d: e}]\nlast:\n- é: ü\n"
        let root = try #require(YAMLTestSupport.read(text).root)
        #expect(YAMLTestSupport.text(root.value) == #"{"name": "Movies", "items": ["first", {"b": 1, "c": ["x", {"d": "e"}]}], "last": [{"é": "ü"}]}"#)
        #expect(root.location == Location(line: 2, column: 1))
        let items = try #require(Self.node(root, "items"))
        #expect(items.location == Location(line: 4, column: 3))
        #expect(items.path.description == "$.items")
        let c = try #require(Self.node(root, "items", "1", "c"))
        #expect(c.location == Location(line: 6, column: 8))
        #expect(Self.node(root, "items", "1", "c", "1", "d")?.location == Location(line: 6, column: 16))
        #expect(Self.node(root, "items", "1", "c", "1", "d")?.path.description == "$.items[1].c[1].d")
        // Columns count Unicode scalars, as the JSON reader's do.
        #expect(Self.node(root, "last", "0", "é")?.location == Location(line: 8, column: 6))
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.keyLocation) == [Location(line: 2, column: 1), Location(line: 3, column: 1), Location(line: 7, column: 1)])
    }

    @Test func scalarStylesAndEscapes() throws {
        #expect(try Self.value("a: plain text\n  continued\n\n  after an empty line\n")
            == Self.json(#"{"a": "plain text continued\nafter an empty line"}"#))
        #expect(try Self.value("a: 'it''s  # not a comment'\nb: 'two\n  lines'\n") == Self.json(#"{"a": "it's  # not a comment", "b": "two lines"}"#))
        let escapes = #"a: "\0\a\b\t\n\v\f\r\e\ \"\/\\\N\_\L\P\x41\u00e9\U0001F600""#
        #expect(try Self.value(escapes) == YAMLTestSupport.text(.object([JSONMember(
            key: "a", keyLocation: Location(line: 1, column: 1),
            value: JSONNode(value: .string("\u{0}\u{7}\u{8}\t\n\u{B}\u{C}\r\u{1B} \"/\\\u{85}\u{A0}\u{2028}\u{2029}Aé😀"),
                            location: Location(line: 1, column: 4), path: JSONPath.root.appending(key: "a")))])))
        #expect(try Self.value("a: \"folded \\\n    escaped break\"\nb: \"x  \n   y\"\n") == Self.json(#"{"a": "folded escaped break", "b": "x y"}"#))
    }

    @Test func blockScalarsKeepOrFoldLinesAndChomp() throws {
        let text = "lit: |\n  one\n    two\n\n  three\n\nfold: >\n  one\n  two\n\n  three\n    indented\n  four\nstrip: |-\n  x\n\nkeep: |+\n  x\n\nexplicit: |2\n    lead\nlast: >-\n  end\n"
        #expect(try Self.value(text) == Self.json(#"""
            {"lit": "one\n  two\n\nthree\n", "fold": "one two\nthree\n  indented\nfour\n", "strip": "x",
             "keep": "x\n\n", "explicit": "  lead\n", "last": "end"}
            """#))
    }

    @Test func documentMarkersAndDirectivesAreSkipped() throws {
        #expect(try Self.value("%YAML 1.2\n---\na: 1\n...\n# done\n") == Self.json(#"{"a": 1}"#))
        #expect(try Self.value("--- |\n  text\n") == #""text\n""#)
    }

    @Test func coreSchemaResolvesPlainScalarsOnly() throws {
        let text = """
            nulls: [~, null, Null, NULL, ]
            empty:
            bools: [true, True, TRUE, false, False, FALSE]
            yaml11: [yes, no, on, off, y, n]
            ints: [0, -12, +3, 007, 0o17, 0x1F]
            floats: [1.5, .5, -2., 1e3, 2.5E-2]
            quoted: ["true", '12', "null"]
            tagged: [!!str 12, !!int "12", !!float "1", !!bool "true", !!null "", ! 12, !<tag:yaml.org,2002:str> 1]
            """
        let actual = try Self.value(text)
        #expect(try actual == Self.json(#"""
            {"nulls": [null, null, null, null], "empty": null,
             "bools": [true, true, true, false, false, false], "yaml11": ["yes", "no", "on", "off", "y", "n"],
             "ints": [0, -12, 3, 7, 15, 31], "floats": [1.5, 0.5, -2, 1e3, 2.5e-2],
             "quoted": ["true", "12", "null"], "tagged": ["12", 12, 1, true, null, "12", "1"]}
            """#), "\(actual)")
    }

    /// A float's exponent needs digits after its `e`: `1e`, `2E+` and `3e-` are text (a code, a version), not numbers.
    @Test func anExponentWithoutDigitsIsText() throws {
        let actual = try Self.value("codes: [1e, 2E+, 3e-, 4e1]")
        #expect(try actual == Self.json(#"{"codes": ["1e", "2E+", "3e-", 4e1]}"#), "\(actual)")
    }

    @Test func anchorsAliasesAndMergeKeys() throws {
        let text = """
            base: &base
              a: 1
              b: [x]
            copy: *base
            merged:
              <<: *base
              b: overridden
              c: 3
            several:
              <<: [{a: first}, {a: second, d: 4}]
            """
        let root = try #require(YAMLTestSupport.read(text).root)
        #expect(YAMLTestSupport.text(root.value) == #"{"base": {"a": 1, "b": ["x"]}, "copy": {"a": 1, "b": ["x"]}, "merged": {"a": 1, "b": "overridden", "c": 3}, "several": {"a": "first", "d": 4}}"#)
        // A copy's paths are where the alias puts it; its location is the alias, its members' where they are written.
        let copy = try #require(Self.node(root, "copy"))
        #expect(copy.location == Location(line: 4, column: 7))
        #expect(Self.node(root, "copy", "b", "0")?.path.description == "$.copy.b[0]")
        #expect(Self.node(root, "copy", "b", "0")?.location == Location(line: 3, column: 7))
        #expect(Self.node(root, "merged", "a")?.path.description == "$.merged.a")
    }

    /// Only a plain, untagged `<<` merges: a tagged (`!!str <<`) or quoted one is a key like any other.
    @Test func aTaggedOrQuotedMergeKeyIsAPlainKey() throws {
        let text = "base: &base\n  a: 1\ntagged:\n  !!str <<: *base\n  b: 2\nquoted:\n  \"<<\": *base\n"
        #expect(try Self.value(text) == Self.json(#"{"base": {"a": 1}, "tagged": {"<<": {"a": 1}, "b": 2}, "quoted": {"<<": {"a": 1}}}"#))
    }

    @Test func flowCollectionsAndExplicitKeys() throws {
        #expect(try Self.value("{a: 1, \"b\":2, c, d: [x, y: z, 'w'],\n  e: {}}") == Self.json(#"{"a": 1, "b": 2, "c": null, "d": ["x", {"y": "z"}, "w"], "e": {}}"#))
        #expect(try Self.value("? a long key\n: value\n? no value\nafter: 1\n") == Self.json(#"{"a long key": "value", "no value": null, "after": 1}"#))
        #expect(try Self.value("200: ok\ntrue: t\n~: n\n1.50: f\n") == Self.json(#"{"200": "ok", "true": "t", "null": "n", "1.50": "f"}"#))
    }

    /// The Matrix specification closes each flow example under its key, as libyaml reads it; every one of
    /// its documents was refused. Only a closing bracket may stand there: YAML test 9C9N's content lines stay errors.
    @Test func aFlowCollectionMayCloseAtItsBlocksIndentation() throws {
        let example = "schema:\n  example: {\n    \"body\": \"hi\",\n    \"list\": [\n      1\n    ]\n  }\n  type: object\n"
        #expect(try Self.value(example) == Self.json(#"{"schema": {"example": {"body": "hi", "list": [1]}, "type": "object"}}"#))
        #expect(try Self.value("a: [{\n  \"b\": 1\n}, {\n  \"c\": 2\n}]\n") == Self.json(#"{"a": [{"b": 1}, {"c": 2}]}"#))
        #expect(YAMLReaderErrorTests.firstError("a:\n  b: {\n  c: 1}\n")?.contains("must be indented deeper than its block") == true)
        #expect(YAMLReaderErrorTests.firstError("a:\n  b: {\n    c: 1\n }\n")?.contains("must be indented deeper than its block") == true)
    }
}
