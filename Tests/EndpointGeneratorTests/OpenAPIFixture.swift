@testable import EndpointGenerator
import Foundation
import Testing

/// Helpers for OpenAPI import tests: small documents in, native spec out. Every document converted or generated
/// through them is checked to round-trip: its native spec reads back into the model the document gives.
enum OpenAPIFixture {
    /// A minimal OpenAPI 3.1 document with `paths` and `components` spliced in.
    static func document(paths: String = "{}", components: String = "{}", extra: String = "") -> String {
        """
        {
          "openapi": "3.1.0",
          "info": { "title": "Test", "version": "1" },
          "servers": [{ "url": "https://api.example.com/v1" }],\(extra)
          "paths": \(paths),
          "components": \(components)
        }
        """
    }

    /// A document with one operation `op` at `path`.
    static func operation(_ body: String, method: String = "get", path: String = "/items", components: String = "{}", extra: String = "") -> String {
        document(paths: #"{ "\#(path)": { "\#(method)": \#(body) } }"#, components: components, extra: extra)
    }

    /// Converts `text`; a produced native spec must re-read with no errors through the normal pipeline, into the same model.
    static func convert(_ text: String, file: String = "api.json") -> OpenAPIImport.Result {
        let result = OpenAPIImport.convert(Data(text.utf8), file: file)
        if let spec = result.spec {
            let diagnostics = Generator.validate(Data(spec.utf8), file: "converted.endpoints.json")
            #expect(!diagnostics.contains { $0.severity == .error }, "native spec does not re-read: \(diagnostics.map(\.description))\n\(spec)")
            expectRoundTrip(text, file: file)
        }
        return result
    }

    /// Records an issue when import → print → read changes the model of `text`.
    static func expectRoundTrip(_ text: String, file: String = "api.json") {
        if let difference = SpecRoundTrip.difference(Data(text.utf8), file: file) {
            Issue.record("import → print → read changes the model: \(difference)")
        }
    }

    /// The converted native spec as Foundation JSON, for lookups; fails the test when the conversion has errors.
    static func native(_ text: String) throws -> [String: Any] {
        let result = convert(text)
        let spec = try #require(result.spec, "conversion failed: \(result.diagnostics.map(\.description))")
        return try #require(try JSONSerialization.jsonObject(with: Data(spec.utf8)) as? [String: Any])
    }

    /// The value at `keys` inside a Foundation JSON object.
    static func lookup(_ json: [String: Any], _ keys: String...) -> Any? {
        var current: Any? = json
        for key in keys { current = (current as? [String: Any])?[key] }
        return current
    }

    /// The warning messages of a conversion.
    static func warnings(_ result: OpenAPIImport.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .warning }.map(\.message)
    }

    /// The generated Swift of an OpenAPI document, all three files joined.
    static func swift(_ text: String) -> String {
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        expectRoundTrip(text)
        return result.files.map(\.contents).joined(separator: "\n")
    }
}
