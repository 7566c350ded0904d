import Foundation
import Testing
@testable import EndpointGenerator

/// OpenAPI schemas → native models and types.
@Suite struct OpenAPISchemaTests {
    typealias F = OpenAPIFixture

    /// A document whose only operation returns `#/components/schemas/Root`, with `schemas` as components.
    static func schemas(_ schemas: String) -> String {
        F.operation(##"{ "operationId": "get", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Root" } } } } } }"##,
                    components: #"{ "schemas": \#(schemas) }"#)
    }

    static func properties(_ json: [String: Any], _ model: String = "Root") -> [String: Any] {
        F.lookup(json, "models", model, "properties") as? [String: Any] ?? [:]
    }

    @Test func scalarsAndFormats() throws {
        let json = try F.native(Self.schemas(#"""
        { "Root": { "type": "object", "required": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"], "properties": {
            "a": { "type": "integer", "format": "int32" }, "b": { "type": "integer", "format": "int64" }, "c": { "type": "number", "format": "float" },
            "d": { "type": "number" }, "e": { "type": "string", "format": "date-time" }, "f": { "type": "string", "format": "date" },
            "g": { "type": "string", "format": "uuid" }, "h": { "type": "string", "format": "uri" }, "i": { "type": "string", "format": "byte" },
            "j": { "type": "string", "format": "binary" }, "k": { "type": "boolean" }, "l": { "type": "integer" } } } }
        """#))
        let types = Self.properties(json).compactMapValues { $0 as? String }
        #expect(types == ["a": "int32", "b": "int64", "c": "double", "d": "double", "e": "date-time", "f": "date", "g": "uuid",
                          "h": "url", "i": "bytes", "j": "bytes", "k": "bool", "l": "int"])
    }

    @Test func nullableIn30And31AndOptionalWhenNotRequired() throws {
        let json = try F.native(Self.schemas(#"""
        { "Root": { "type": "object", "required": ["a", "b", "c"], "properties": {
            "a": { "type": "string", "nullable": true }, "b": { "type": ["integer", "null"] },
            "c": { "anyOf": [{ "type": "boolean" }, { "type": "null" }] }, "d": { "type": "string" } } } }
        """#))
        let types = Self.properties(json).compactMapValues { $0 as? String }
        #expect(types == ["a": "string?", "b": "int?", "c": "bool?", "d": "string?"])
    }

    @Test func allOfIsFlattenedIntoOneModel() throws {
        let json = try F.native(Self.schemas(##"""
        { "Base": { "type": "object", "required": ["id"], "properties": { "id": { "type": "integer" }, "note": { "type": "string" } } },
          "Root": { "allOf": [{ "$ref": "#/components/schemas/Base" }, { "type": "object", "required": ["note"], "properties": { "name": { "type": "string" } } }] } }
        """##))
        let types = Self.properties(json).compactMapValues { $0 as? String }
        #expect(types == ["id": "int", "note": "string", "name": "string?"])
    }

    @Test func unionsAreJSONWithAWarningAndDictionariesAreTyped() throws {
        let text = Self.schemas(#"""
        { "Root": { "type": "object", "required": ["u", "m", "f", "g", "e"], "properties": {
            "u": { "oneOf": [{ "type": "string" }, { "type": "integer" }], "discriminator": { "propertyName": "kind" } },
            "m": { "type": "object", "additionalProperties": { "type": "integer" } },
            "f": { "type": "object" }, "g": { "type": "object", "additionalProperties": true }, "e": {} } } }
        """#)
        let json = try F.native(text)
        let types = Self.properties(json).compactMapValues { $0 as? String }
        #expect(types == ["u": "json", "m": "[string: int]", "f": "json", "g": "json", "e": "json"])
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.contains { $0.contains("'oneOf' is not supported by the native format yet") })
        #expect(warnings.contains { $0.contains("'discriminator'") })
        #expect(F.swift(text).contains("public var u: JSONValue"))
    }

    @Test func enumsConstAndDeprecated() throws {
        let text = Self.schemas(#"""
        { "Root": { "type": "object", "required": ["s", "i", "c"], "properties": {
            "s": { "type": "string", "enum": ["new", "in_progress", "new"] }, "i": { "type": "integer", "enum": [1, 2] },
            "c": { "type": "string", "const": "fixed" }, "old": { "type": "string", "deprecated": true } } } }
        """#)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootS", "enum") as? [String] == ["new", "in_progress"])
        let properties = Self.properties(json)
        #expect(properties["s"] as? String == "RootS")
        #expect(properties["i"] as? String == "int")
        #expect(properties["c"] as? String == "string")
        #expect((properties["old"] as? [String: Any])?["deprecated"] as? Bool == true)
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.contains { $0.contains("integer enums") })
        #expect(warnings.contains { $0.contains("'const'") })
        #expect(warnings.contains { $0.contains("duplicate enum values") })
    }

    @Test func readOnlyAndWriteOnlyPropertiesAreOptional() throws {
        let json = try F.native(Self.schemas(#"""
        { "Root": { "type": "object", "required": ["id", "secret"], "properties": { "id": { "type": "integer", "readOnly": true }, "secret": { "type": "string", "writeOnly": true } } } }
        """#))
        #expect(Self.properties(json).compactMapValues { $0 as? String } == ["id": "int?", "secret": "string?"])
    }

    @Test func inlineObjectsAreNamedFromTheirPlaceAndCollisionsGetANumber() throws {
        let json = try F.native(Self.schemas(#"""
        { "RootOwner": { "type": "object", "properties": { "x": { "type": "string" } } },
          "Root": { "type": "object", "properties": { "owner": { "type": "object", "properties": { "name": { "type": "string" } } },
                    "items": { "type": "array", "items": { "type": "object", "properties": { "n": { "type": "integer" } } } } } } }
        """#))
        #expect(Self.properties(json)["owner"] as? String == "RootOwner2?")
        #expect(Self.properties(json)["items"] as? String == "[RootItemsItem]?")
        #expect(F.lookup(json, "models", "RootOwner2", "properties", "name") as? String == "string?")
    }

    @Test func recursionThroughArraysIsKeptAndDirectRecursionBecomesJSON() throws {
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "properties": { "children": { "type": "array", "items": { "$ref": "#/components/schemas/Root" } },
                    "parent": { "$ref": "#/components/schemas/Root" } } } }
        """##)
        let json = try F.native(text)
        #expect(Self.properties(json)["children"] as? String == "[Root]?")
        #expect(Self.properties(json)["parent"] as? String == "json?")
        #expect(F.warnings(F.convert(text)).contains { $0.contains("refers back to 'Root' directly") })
        _ = F.swift(text)
    }

    @Test func remoteReferencesAreLocatedErrors() throws {
        let text = Self.schemas(#"{ "Root": { "type": "object", "properties": { "x": { "$ref": "other.json#/X" } } } }"#)
        let result = F.convert(text)
        #expect(!result.succeeded)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("remote reference 'other.json#/X'"))
        #expect(error.path?.description == "$.components.schemas.Root.properties.x['$ref']")
        #expect(error.location != nil)
    }

    @Test func aModelNamedLikeARuntimeTypeIsRenamed() throws {
        let text = Self.schemas(##"{ "Root": { "type": "object", "properties": { "v": { "$ref": "#/components/schemas/JSONValue" } } }, "JSONValue": { "type": "object", "properties": { "a": { "type": "string" } } } }"##)
        let result = F.convert(text)
        let warning = try #require(result.diagnostics.first { $0.message.contains("would shadow the type 'JSONValue'") })
        #expect(warning.path?.description == "$.components.schemas.JSONValue")
        #expect(F.swift(text).contains("struct JSONValueModel"))
    }

    @Test func examplesAreReportedOncePerComponent() throws {
        let text = Self.schemas(#"{ "Root": { "type": "object", "properties": { "a": { "type": "string", "example": "x" }, "b": { "type": "string", "example": "y" } } } }"#)
        #expect(F.warnings(F.convert(text)).contains("schema 'Root': 2 schema examples not kept; the native format has no place for them yet"))
    }
}

/// Documents built to make a converter blow up: deep nesting and references fanning out.
@Suite struct OpenAPIHostileSchemaTests {
    typealias F = OpenAPIFixture

    @Test func deeplyNestedSchemasStopAtALimit() {
        var schema = #"{ "type": "string" }"#
        for _ in 0..<110 { schema = #"{ "type": "object", "properties": { "x": \#(schema) } }"# }
        let result = F.convert(OpenAPISchemaTests.schemas(#"{ "Root": \#(schema) }"#))
        #expect(result.succeeded)
        #expect(F.warnings(result).contains { $0.contains("nested more than") })
    }

    @Test func referencesThatFanOutAreConvertedOnce() {
        // Each level refers to the next twice, through references outside components/schemas: 2^40 paths if not cached.
        var levels: [String] = []
        for level in 0..<40 {
            let next = ##"{ "$ref": "#/x-levels/l\##(level + 1)" }"##
            levels.append(#""l\#(level)": { "type": "object", "properties": { "a": \#(next), "b": \#(next) } }"#)
        }
        levels.append(#""l40": { "type": "string" }"#)
        let text = OpenAPISchemaTests.schemas(##"{ "Root": { "$ref": "#/x-levels/l0" } }"##)
            .replacingOccurrences(of: #""paths":"#, with: #""x-levels": { \#(levels.joined(separator: ", ")) }, "paths":"#)
        let result = F.convert(text)
        #expect(result.succeeded, "\(result.diagnostics.prefix(5).map(\.description))")
    }
}

/// Diagnostics of the native pipeline, about the converted spec, point into the OpenAPI document.
@Suite struct OpenAPISourceMapTests {
    @Test func positionsQuotedInMessagesAreMovedToo() throws {
        let text = OpenAPISchemaTests.schemas(#"{ "Root": { "type": "object", "properties": { "_id": { "type": "string" }, "id": { "type": "integer" } } } }"#)
        let result = OpenAPIFixture.convert(text)
        let warning = try #require(result.diagnostics.first { $0.message.contains("same Swift name 'id'") })
        #expect(warning.path?.description == "$.components.schemas.Root.properties.id")
        #expect(warning.location?.line == 6)
        let line = text.components(separatedBy: "\n")[5]
        let first = try #require(line.range(of: #"{ "type": "string" }"#))
        let column = line.distance(from: line.startIndex, to: first.lowerBound) + 1
        #expect(warning.message.contains("as '_id' (6:\(column))"), "\(warning.message)")
    }
}
