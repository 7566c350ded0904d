@testable import EndpointGenerator
import Foundation
import Testing

/// The names of a response's media types: plain JSON is `json` wherever it is listed, and a JSON format of its own
/// keeps its name. NetBox's schema endpoint listed `application/vnd.oai.openapi+json` before `application/json`, and
/// the vendor type took `json`, leaving plain JSON `json2` (`schemaRetrieveJson2`).
extension OpenAPIMediaTests {
    /// The schema endpoint answering in `mediaTypes`, each an object; a JSON format of its own (`+json` other than
    /// `application/json`) is an object of other keys unless `sameJSON`, when it is the JSON answer's, which it then is.
    static func schemaDocument(_ mediaTypes: [String], sameJSON: Bool = false) -> String {
        let content = mediaTypes.map { mediaType in
            let own = !sameJSON && mediaType.hasSuffix("+json")
            return #""\#(mediaType)": { "schema": { "type": "object", "additionalProperties": \#(own ? #"{ "type": "string" }"# : "{}") } }"#
        }.joined(separator: ", ")
        return F.operation(##"{ "operationId": "schemaRetrieve", "responses": { "200": { "description": "the schema", "content": { \##(content) } } } }"##)
    }

    @Test func plainJSONOwnsItsNameAndAVendorJSONTypeKeepsItsOwn() async throws {
        let netBox = Self.schemaDocument(["application/vnd.oai.openapi", "application/yaml", "application/vnd.oai.openapi+json", "application/json"])
        let reversed = Self.schemaDocument(["application/json", "application/vnd.oai.openapi+json", "application/yaml", "application/vnd.oai.openapi"])
        for text in [netBox, reversed] {
            let result = Generator.generate(Data(text.utf8), file: "api.json")
            // YAML of the JSON's schema is the same answer as text: the JSON method reads it decoded.
            #expect(result.diagnostics.map(\.message) == [
                "response media type 'application/yaml' has the schema of 'application/json', whose method returns it decoded where one of its own would return the YAML text; left out",
            ])
            let swift = result.files.map(\.contents).joined()
            for line in [#"case oaiOpenapiJSON = "application/vnd.oai.openapi+json""#, #"case json = "application/json""#,
                         #"case oaiOpenapi = "application/vnd.oai.openapi""#] {
                #expect(swift.contains(line), "\(line)\n\(swift)")
            }
            #expect(!swift.contains("json2") && !swift.contains("Json2") && !swift.contains("application/yaml"), "\(swift)")
            #expect(swift.contains("func schemaRetrieveOaiOpenapi() async throws -> Data"))
        }
        // The first JSON type listed is the endpoint's own method; the other is named after its media type.
        #expect(F.swift(netBox).contains("func schemaRetrieveJSON() async throws -> [String: JSONValue]"))
        #expect(F.swift(reversed).contains("func schemaRetrieveOaiOpenapiJSON() async throws -> [String: String]"))
        // NetBox's own, where both give one schema: the JSON method asks for and reads both.
        let same = F.swift(Self.schemaDocument(["application/vnd.oai.openapi", "application/vnd.oai.openapi+json", "application/json"], sameJSON: true))
        #expect(same.contains(#"case json = "application/json, application/vnd.oai.openapi+json""#) && !same.contains("OaiOpenapiJSON"), "\(same)")
        try await TypeCheck.run(Generator.generate(Data(netBox.utf8), file: "api.json").files, moduleName: "VendorJSONNames")
    }

    @Test func anotherNameOfPlainJSONListedFirstIsNamedAfterItsMediaType() throws {
        // Of the schema of `application/json`, `text/json` is one method with it; of another, it is `textJSON`, never `json2`.
        let text = Self.schemaDocument(["text/json", "application/problem+json", "application/json"])
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = result.files.map(\.contents).joined()
        for line in [#"case problemJSON = "application/problem+json""#, #"case json = "application/json, text/json""#] {
            #expect(swift.contains(line), "\(line)\n\(swift)")
        }
        #expect(!swift.contains("textJSON") && !swift.contains("json2"), "\(swift)")
        #expect(result.diagnostics.map(\.message) == [
            "response media type 'text/json' is JSON with the schema of 'application/json', whose method reads it too; left out",
        ])
        let own = text.replacingOccurrences(of: #""text/json": { "schema": { "type": "object", "additionalProperties": {} } }"#,
                                            with: #""text/json": { "schema": { "type": "array" } }"#)
        let named = Generator.generate(Data(own.utf8), file: "api.json")
        #expect(named.files.map(\.contents).joined().contains(#"case textJSON = "text/json""#))
        #expect(named.diagnostics.isEmpty, "\(named.diagnostics.map(\.message))")
    }
}
