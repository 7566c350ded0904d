@testable import EndpointGenJSON
import Testing

/// `JSONCompactor` gives exactly the compact text of what `JSONReader` reads, and nil for everything it must
/// leave to the reader: duplicate keys, surrogate escapes, syntax errors.
@Suite struct JSONCompactorTests {
    /// The compact text `JSONReader` gives for `text`, or nil when it reports any diagnostic.
    static func readerText(_ text: String) -> String? {
        var collector = DiagnosticCollector()
        let root = JSONReader.parse(Array(text.utf8), file: "t.json", diagnostics: &collector)
        return collector.diagnostics.isEmpty ? root?.value.compactText : nil
    }

    @Test(arguments: [
        #"{}"#, #"[]"#, #" { "a" : 1 , "b" : [ true , false , null ] } "#, "{\n\t\"a\":\r\n[1, 2]\n}",
        #"{"n": [0, -0, 12, -3.25, 1e3, 2E-7, 0.5e+10, -0.0]}"#, #"{"s": "héllo wörld — 東京 🎬", "e": ""}"#,
        #"[{"a": {"a": {"a": 1}}, "b": 2}, {"a": 1, "b": 2}]"#, #"[[[[[]]]], {}, [{}]]"#, #""plain""#, "42", "true",
        #"{"a": {"x": 1}, "b": 2, "c": {"x": 2, "y": [{"x": 3}]}}"#, #"{"a": {"x": 1, "y": [{"z": 0}]}, "x": 2, "z": 3}"#,
        // Every escape, decoded and spelled again as compact text spells the character.
        #"{"q": "say \"hi\" \\ back\/slash", "c": "\n\r\t\b\f"}"#, #"["\u0026 \u00e9 \u6771 \u0000 \u001F \u007f \u0022 \u005C \u000A"]"#,
        #"{"\u0061": 1, "b\"": 2}"#,
        // Already compact, kept as it is unless an escape is spelled otherwise.
        #"{"a":"\"q\"\n","b":[1,true]}"#, #"["\u001F"]"#, #"["\/"]"#, #"["\u00e9"]"#,
    ])
    func compactsJSONAsTheReaderDoes(text: String) throws {
        let expected = try #require(Self.readerText(text))
        #expect(JSONCompactor.compactText(of: text) == expected)
    }

    @Test(arguments: [
        // Duplicate keys, also after a nested object closed, in nested objects, and spelled with escapes.
        #"{"a": 1, "a": 2}"#, #"{"a": {"x": 1}, "b": 2, "a": 3}"#, #"[{"k": 1, "k": 1}]"#, #"{"a": 1, "\u0061": 2}"#,
        // Surrogate escapes, which the reader pairs or reports, and control characters.
        #"["\ud83c\udfac"]"#, #"["\ud83c"]"#, "{\"a\": \"tab\there\"}",
        // Syntax errors of every kind.
        "", "   ", "{", "[1,]", #"{"a": 1,}"#, #"{"a" 1}"#, #"{a: 1}"#, "[01]", "[-]", "[1.]", "[1e]", "[.5]", "[+1]",
        "[truex]", "[True]", "[nul]", "[1] [2]", #"{"a": 1} x"#, "[1 2]", #"{"a": 1 "b": 2}"#, #"["unterminated]"#,
        #"["\x"]"#, #"["\u12g4"]"#, #"["\u12"]"#, #"["end\"#, "\u{FEFF}[1]",
    ])
    func leavesEverythingElseToTheReader(text: String) {
        #expect(JSONCompactor.compactText(of: text) == nil)
    }

    @Test func leavesObjectsOfManyKeysToTheReader() throws {
        func object(keys: Int) -> String {
            "[{" + (0..<keys).map { #""key\#($0)": \#($0)"# }.joined(separator: ", ") + "}, {\"key0\": 0}]"
        }
        let largest = object(keys: JSONCompactor.maximumKeys)
        #expect(JSONCompactor.compactText(of: largest) == Self.readerText(largest))
        let tooLarge = object(keys: JSONCompactor.maximumKeys + 1)
        #expect(Self.readerText(tooLarge) != nil)
        #expect(JSONCompactor.compactText(of: tooLarge) == nil)
    }

    @Test func leavesNestingTooDeepForTheReaderToIt() throws {
        let deepest = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        let expected = try #require(Self.readerText(deepest))
        #expect(JSONCompactor.compactText(of: deepest) == expected)
        let tooDeep = "[" + deepest + "]"
        #expect(Self.readerText(tooDeep) == nil)
        #expect(JSONCompactor.compactText(of: tooDeep) == nil)
    }
}
