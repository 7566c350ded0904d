@testable import EndpointGenerator
@testable import EndpointGenJSON
@testable import EndpointGenYAML
import Foundation
import Testing

/// Every YAML document the reader refuses gets one located error, never a crash or a guess.
@Suite struct YAMLReaderErrorTests {
    static func firstError(_ text: String) -> String? {
        let (root, diagnostics) = YAMLTestSupport.read(text)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(root == nil || !errors.isEmpty, "accepted: \(text)")
        return errors.first.map { $0.description.split(separator: "\n").first.map(String.init) ?? "" }
    }

    @Test(arguments: [
        ("a: 1\n---\nb: 2\n", "test.yaml:2:1: error: the stream holds more than one document (at $)"),
        ("? [a, b]\n: 1\n", "test.yaml:1:1: error: complex mapping keys (a collection as key) are not supported (at $)"),
        ("{[a]: 1}", "test.yaml:1:2: error: complex mapping keys ('? ' or a collection as key) are not supported (at $)"),
        ("a: !thing x\n", "test.yaml:1:4: error: the tag '!thing' is not supported (at $.a)"),
        ("a: !!binary aGk=\n", "test.yaml:1:4: error: the tag '!!binary' is not supported (at $.a)"),
        ("a: 1\nb:\n  c: 2\na: 3\n", "test.yaml:4:1: error: duplicate key \"a\"; the first is at 1:1 (at $.a)"),
        ("a:\n\tb: 1\n", "test.yaml:2:1: error: a tab is used for indentation (at $.a)"),
        ("a: \"x\\qy\"\n", "test.yaml:1:6: error: invalid escape '\\q' (at $.a)"),
        ("a: \"\\uD800\"\n", "test.yaml:1:5: error: the escape names U+D800, which is not a Unicode scalar (at $.a)"),
        ("a: \"open\nb: 1\n", "test.yaml:2:1: error: this line is not indented as a continuation of the quoted string opened at 1:4 (at $.a)"),
        ("a: 'open\n  more\n", "test.yaml:1:4: error: the single-quoted string is never closed (at $.a)"),
        ("a: [1, 2\n", "test.yaml:2:1: error: expected ',' or ']' in the flow sequence, found end of input (at $.a)"),
        ("a: *missing\n", "test.yaml:1:4: error: the alias '*missing' names no anchor defined before it (at $.a)"),
        ("a: .inf\n", "test.yaml:1:4: error: '.inf' is a YAML float with no JSON form (at $.a)"),
        ("a: b: c\n", "test.yaml:1:4: error: a mapping cannot start on the same line as the key it belongs to (at $.a)"),
        ("a: 1\n  b: 2\n", "test.yaml:2:4: error: a mapping cannot start on the same line as the key it belongs to (at $.a)"),
        ("a:\n  b: 1\n c: 2\n", "test.yaml:3:2: error: unexpected indentation: expected a key at column 1 (at $)"),
        ("- a\nb: 1\n", "test.yaml:2:1: error: expected the end of the document, found 'b' (at $)"),
        ("<<: 1\n", "test.yaml:1:5: error: the merge key '<<' needs a mapping or a sequence of mappings (at $['<<'])"),
        ("a: !!int x\n", "test.yaml:1:4: error: 'x' does not fit its tag (at $.a)"),
        ("", "test.yaml:1:1: error: the document is empty (at $)"),
        ("%YAML 2.0\n---\na: 1\n", "test.yaml:1:1: error: YAML version '2.0' is not supported; this reader reads YAML 1.2 (at $)"),
        ("a: \u{1}\n", "test.yaml:1:4: error: control character U+0001 is not allowed in YAML (at $)"),
    ])
    func refusedWithALocatedError(text: String, expected: String) {
        #expect(Self.firstError(text) == expected)
    }

    @Test func invalidUTF8IsLocated() {
        var collector = DiagnosticCollector()
        let bytes = Array("a: 1\nb: x".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        #expect(YAMLReader.parse(bytes, file: "bad.yaml", diagnostics: &collector) == nil)
        #expect(collector.diagnostics.map(\.description).first?.hasPrefix("bad.yaml:2:5: error: invalid UTF-8 byte 0xC3 (at $)") == true,
                "\(collector.diagnostics.map(\.description))")
    }

    @Test func aDuplicateKeyStopsGenerationButTheDocumentStillReads() {
        let (root, diagnostics) = YAMLTestSupport.read("a: 1\na: 2\n")
        #expect(root.map { YAMLTestSupport.text($0.value) } == #"{"a": 1}"#)
        #expect(diagnostics.count == 1)
    }

    @Test func diagnosticsFromLaterStagesPointIntoTheYAMLFile() {
        let spec = "name: Broken\nbaseURL: https://api.example.com\nendpoints:\n  movie:\n    method: GET\n    path: /m\n    response: Movi\n"
        let result = Generator.generate(Data(spec.utf8), file: "broken.endpoints.yaml")
        #expect(result.diagnostics.map(\.description).contains { $0.hasPrefix("broken.endpoints.yaml:7:15: error:") },
                "\(result.diagnostics.map(\.description))")
    }
}
