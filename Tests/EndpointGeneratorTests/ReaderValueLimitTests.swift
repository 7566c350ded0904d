@testable import EndpointGenJSON
@testable import EndpointGenYAML
import Testing

/// A document holding more values than ``JSONReader/maximumValues`` is refused with a located error where the value
/// past the limit starts, instead of exhausting memory (QA-77: 120 million zeros in 240 MB aborted on allocation).
@Suite struct ReaderValueLimitTests {
    static func readJSON(_ text: String, maximumValues: Int) -> (root: JSONNode?, diagnostics: [Diagnostic]) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: buffer.count)
            defer { scratch.deallocate() }
            var parser = JSONParser(bytes: buffer, file: "big.json", scratch: scratch)
            parser.maximumValues = maximumValues
            let root = parser.parse()
            return (root, parser.diagnostics)
        }
    }

    static func readYAML(_ text: String, maximumValues: Int) -> (root: JSONNode?, diagnostics: [Diagnostic]) {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var parser = YAMLParser(bytes: buffer, file: "big.yaml")
            parser.maximumValues = maximumValues
            let root = parser.parse()
            return (root, parser.diagnostics)
        }
    }

    @Test func jsonPastTheLimitIsRefusedWhereTheValueStarts() {
        // The object, the array and its two numbers: four values.
        let text = #"{"a": [1, 2]}"#
        #expect(Self.readJSON(text, maximumValues: 4).root != nil)
        let (root, diagnostics) = Self.readJSON(text, maximumValues: 3)
        #expect(root == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.description.hasPrefix("big.json:1:11: error: the document holds more than 3 values (at $.a[1])") == true,
                "\(diagnostics.map(\.description))")
        #expect(diagnostics.first?.hint == JSONReader.tooManyValuesHint)
    }

    @Test func yamlCountsTheNodesItWritesAndCopies() {
        let written = "a: [1, 2, 3]\n"
        #expect(Self.readYAML(written, maximumValues: 100).root != nil)
        let refused = Self.readYAML(written, maximumValues: 3)
        #expect(refused.root == nil)
        #expect(refused.diagnostics.first?.message == "the document holds more than 3 values")
        #expect(refused.diagnostics.first?.location != nil)
        // Copies count as the values they make: an alias of three values under a limit the written ones fit.
        let copied = "a: &a [1, 2, 3]\nb: *a\nc: *a\n"
        #expect(Self.readYAML(copied, maximumValues: 12).root == nil)
        #expect(Self.readYAML(copied, maximumValues: 12).diagnostics.first?.message == "the document holds more than 12 values")
        #expect(Self.readYAML(copied, maximumValues: 100).root != nil)
    }

    @Test func theLimitIsTheSameForJSONAndYAML() {
        #expect(YAMLReader.maximumValues == JSONReader.maximumValues)
        // Thirty times the largest API descriptions: GitHub's (12.9 MB) holds at most 330,000 values at 39 bytes a value, the
        // densest of the real documents measured (Petstore; TMDB takes 117, Twilio's largest 43).
        #expect(JSONReader.maximumValues >= 10_000_000)
    }
}
