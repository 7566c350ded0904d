@testable import EndpointGenerator
import Testing

/// An `anyOf` of objects that require no key and share none is one object of all their keys: JSON Schema lets a value
/// be several of them at once.
@Suite struct KeylessAlternativesTests {
    typealias Files = MultiFileDocumentTests.Files

    static func swift(_ schema: String) -> (swift: String, diagnostics: [String]) {
        let output = MultiFileDocumentTests.generate(Files(["api/root.yaml": MultiFileDocumentTests.root(schema: schema)]))
        return (output.files.map(\.contents).joined(), MultiFileDocumentTests.rendered(output))
    }

    /// DigitalOcean's page links, `anyOf: [{last, next}, {first, prev}, {}]` (each an `allOf` of one-link objects):
    /// read as a choice, a middle page holding all four decoded as the first and lost `first` and `prev`.
    @Test func objectsThatRequireNoKeyAreOneObjectOfAllTheirKeys() {
        let forward = "{allOf: [{type: object, properties: {last: {type: string}}}, {properties: {next: {type: string}}}]}"
        let backward = "{type: object, properties: {first: {type: string}, prev: {type: string}}}"
        let (swift, diagnostics) = Self.swift("{type: object, properties: {pages: {type: object, anyOf: [\(forward), \(backward), {}]}}}")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(swift.contains("public nonisolated struct ListItemsResponsePages: Codable"), "\(swift)")
        #expect(swift.contains("public init(last: String? = nil, next: String? = nil, first: String? = nil, prev: String? = nil)"), "\(swift)")
    }

    /// An alternative that requires a key, or alternatives that share one, tell the values apart: still a choice.
    @Test(arguments: [
        "[{type: object, required: [next], properties: {next: {type: string}}}, {type: object, properties: {prev: {type: string}}}]",
        "[{type: object, properties: {next: {type: string}}}, {type: object, properties: {next: {type: integer}}}]",
    ])
    func alternativesThatCanBeToldApartStayAChoice(alternatives: String) {
        let (swift, _) = Self.swift("{type: object, properties: {pages: {anyOf: \(alternatives)}}}")
        #expect(swift.contains("public nonisolated enum ListItemsResponsePages: Codable"), "\(swift)")
    }
}
