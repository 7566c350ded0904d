@testable import EndpointGenerator
import Foundation
import Testing

/// A `required` name that a schema leaves to the schemas including it through `allOf` to declare: JSON Schema applies
/// `required` to the merged value, so the name is required in each includer that declares it.
@Suite struct OpenAPIRequiredThroughAllOfTests {
    typealias F = OpenAPIFixture

    /// Spotify's `PagingObject` requires `items`, which each of its 16 pages declares (here `TrackPage`, and
    /// `ShowPage` one `allOf` further down through `EpisodePage`). "Nothing requires it" was false, and following the
    /// advice to take the name out of `required` made every page's `items` optional.
    @Test func aNameIncludersDeclareIsRequiredThereAndReportedOnlyWhereMissing() throws {
        let text = OpenAPISchemaTests.schemas(##"""
            { "Root": { "type": "object", "properties": { "tracks": { "$ref": "#/components/schemas/TrackPage" }, "shows": { "$ref": "#/components/schemas/ShowPage" }, "albums": { "$ref": "#/components/schemas/AlbumPage" } } },
              "Paging": { "type": "object", "required": ["items", "total"], "properties": { "total": { "type": "integer" } } },
              "TrackPage": { "allOf": [{ "$ref": "#/components/schemas/Paging" }, { "type": "object", "properties": { "items": { "type": "array", "items": { "type": "string" } } } }] },
              "EpisodePage": { "allOf": [{ "$ref": "#/components/schemas/Paging" }] },
              "ShowPage": { "allOf": [{ "$ref": "#/components/schemas/EpisodePage" }, { "properties": { "items": { "type": "array", "items": { "type": "integer" } } } }] },
              "AlbumPage": { "allOf": [{ "$ref": "#/components/schemas/Paging" }, { "properties": { "itms": { "type": "array", "items": { "type": "string" } } } }] } }
            """##)
        let result = F.convert(text)
        let warnings = result.diagnostics.filter { $0.message.hasPrefix("required name") }
        // Only the page that declares no `items`, though others do, lacks it: its own name says where.
        #expect(warnings.map(\.message) == ["required name 'items' is not a declared property of 'AlbumPage', which includes this 'required' through allOf; nothing requires it there"],
                "\(warnings)")
        #expect(warnings.first?.path?.description == "$.components.schemas.Paging.required[0]")
        #expect(warnings.first?.hint == "did you mean 'itms'?")
        let swift = F.swift(text)
        #expect(swift.contains("public var items: [String]\n") && swift.contains("public var items: [Int]\n"), "\(swift)")
    }

    @Test func aNameNoSchemaDeclaresAnywhereIsReportedOnceWhereListed() throws {
        let text = OpenAPISchemaTests.schemas(##"""
            { "Root": { "allOf": [{ "$ref": "#/components/schemas/Paging" }, { "properties": { "entries": { "type": "array", "items": { "type": "string" } } } }] },
              "Paging": { "type": "object", "required": ["items"], "properties": { "total": { "type": "integer" } } } }
            """##)
        let warnings = F.convert(text).diagnostics.filter { $0.message.hasPrefix("required name") }
        #expect(warnings.map(\.message) == ["required name 'items' is not a declared property; nothing requires it"], "\(warnings)")
        #expect(warnings.first?.path?.description == "$.components.schemas.Paging.required[0]")
        #expect(warnings.first?.hint == "declare the property, or take the name out of 'required'")
    }
}
