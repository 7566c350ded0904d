import EndpointGenerator
import Foundation
import Testing

/// JSON Schema counts a number with a zero fraction as an integer (`20.0`, `1e2`): such defaults and lengths are kept,
/// and a length that is no count says what is wrong with it (QA-77).
@Suite struct OpenAPIWholeNumberTests {
    typealias F = OpenAPIFixture

    /// Required, so that a default is the argument's (an optional parameter's is the server's, only told).
    static func parameters(_ schemas: [String]) -> String {
        let parameters = schemas.enumerated().map { #"{ "name": "p\#($0.offset)", "in": "query", "required": true, "schema": \#($0.element) }"# }
        return F.operation(#"{ "operationId": "list", "parameters": [\#(parameters.joined(separator: ", "))], "responses": { "204": { "description": "ok" } } }"#)
    }

    @Test func wholeNumbersWrittenAsDecimalsAreIntegers() throws {
        let text = Self.parameters([
            #"{ "type": "integer", "minimum": 1.0, "maximum": 100.0, "default": 20.0 }"#,
            #"{ "type": "string", "maxLength": 64.0, "minLength": 1e0 }"#,
            #"{ "type": "integer", "format": "int32", "default": 3e1 }"#,
        ])
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let swift = F.swift(text)
        #expect(swift.contains("p0: Int = 20"), "\(swift)")
        #expect(swift.contains("p2: Int32 = 30"), "\(swift)")
        #expect(swift.contains(#"try Validate.range(p0, of: "p0", min: 1, max: 100)"#), "\(swift)")
        #expect(swift.contains(#"try Validate.length(p1, of: "p1", min: 1, max: 64)"#), "\(swift)")
    }

    @Test func aLengthThatIsNoCountSaysWhatIsWrong() {
        let text = Self.parameters([
            #"{ "type": "string", "maxLength": 2.5 }"#, #"{ "type": "string", "maxLength": 1e400 }"#,
            #"{ "type": "string", "maxLength": -1 }"#, #"{ "type": "string", "maxLength": "64" }"#,
            #"{ "type": "integer", "maxLength": 64 }"#, #"{ "type": "integer", "default": 2.5 }"#,
        ])
        #expect(F.warnings(F.convert(text)) == [
            "'maxLength' must be a whole number, found '2.5'; not checked",
            "'maxLength' is too large, found '1e400'; not checked",
            "'maxLength' must be 0 or more, found '-1'; not checked",
            "'maxLength' must be a whole number of 0 or more, found string; not checked",
            "'maxLength' does not apply to the type 'integer' here; not checked",
            "default 2.5 does not fit the type 'integer'; left out",
        ])
    }

    /// A default beyond its parameter's `int64` costs the default, with a warning, not the SDK: kept, the native
    /// reader refused it and nothing was generated. (One beyond `int32` widens the type: OpenAPIWideIntegerTests.)
    @Test func aDefaultBeyondItsWidthIsLeftOut() throws {
        let text = Self.parameters([#"{ "type": "integer", "format": "int64", "default": 10000000000000000000 }"#, #"{ "type": "integer", "format": "int32", "default": 2147483647 }"#])
        #expect(F.warnings(F.convert(text)) == ["default 10000000000000000000 does not fit the type 'integer'; left out"])
        let result = Generator.generate(Data(try #require(F.convert(text).spec).utf8), file: "api.endpoints.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        #expect(SpecFixture.file("Endpoint", of: result).contains("p1: Int32 = 2147483647"))
    }

    /// The native format reads lengths and defaults as the importer does.
    @Test func theNativeFormatReadsWholeNumbersAsIntegers() {
        let spec = SpecFixture.spec(endpoints: #"""
            { "list": { "method": "GET", "path": "/items", "query": { "limit": { "type": "int", "default": 20.0 },
              "name": { "type": "string?", "maxLength": 6.4e1 }, "tag": { "type": "string?", "maxLength": 2.5 } } } }
            """#)
        let result = SpecFixture.generate(spec)
        #expect(SpecFixture.rendered(result).contains { $0.contains("error: 'maxLength' must be a whole number, found '2.5'") }, "\(SpecFixture.rendered(result))")
        let fixed = SpecFixture.generate(spec.replacingOccurrences(of: #", "maxLength": 2.5"#, with: ""))
        #expect(fixed.succeeded, "\(SpecFixture.rendered(fixed))")
        #expect(SpecFixture.file("Endpoint", of: fixed).contains("limit: Int = 20"))
        #expect(SpecFixture.file("Endpoint", of: fixed).contains(#"try Validate.length(name, of: "name", max: 64)"#))
    }
}
