@testable import EndpointGenerator
import Foundation
import Testing

private typealias F = OpenAPIFixture

/// The importer maps every union, enum, `additionalProperties` and `allOf` shape of real APIs to a native type,
/// with no warning: what a caller sends and receives is what the document says.
@Suite struct OpenAPITypeShapeTests {
    /// `Root` is the body and the response of `POST /items`, so that each shape is both sent and received.
    static func document(_ schemas: String) -> String {
        F.operation(##"""
            { "operationId": "put", "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Root" } } } },
              "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Root" } } } } } }
            """##, method: "post", components: #"{ "schemas": \#(schemas) }"#)
    }

    static let shapes = document(##"""
        { "Cat": { "type": "object", "required": ["kind"], "properties": { "kind": { "type": "string" } } },
          "Base": { "type": "object", "required": ["id"], "properties": { "id": { "type": "string" } } },
          "Code": { "type": ["integer", "string"] },
          "Port": { "type": "string", "format": "int-or-string" },
          "Root": { "type": "object", "required": ["stop"], "properties": {
            "stop": { "oneOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" } }] },
            "maybe": { "anyOf": [{ "type": "integer" }, { "type": "string" }, { "type": "null" }] },
            "cats": { "oneOf": [{ "$ref": "#/components/schemas/Cat" }, { "type": "array", "items": { "$ref": "#/components/schemas/Cat" } }] },
            "numbers": { "oneOf": [{ "type": "number" }, { "type": "integer" }] },
            "strings": { "anyOf": [{ "type": "string" }, { "type": "string", "format": "uuid" }] },
            "nested": { "oneOf": [{ "type": "array", "items": { "type": "array", "items": { "type": "number" } } },
                                  { "type": "object", "additionalProperties": { "type": "string" } }] },
            "anything": { "oneOf": [{ "type": "object" }, { "type": "integer" }] },
            "pet": { "oneOf": [{ "$ref": "#/components/schemas/Cat" }, { "type": "string" }], "discriminator": { "propertyName": "kind" } },
            "several": { "type": ["string", "array", "null"], "items": { "type": "integer" } },
            "shape": { "type": ["object", "boolean"], "properties": { "side": { "type": "number" } } },
            "bag": { "type": ["object", "array"] },
            "code": { "$ref": "#/components/schemas/Code" },
            "port": { "allOf": [{ "$ref": "#/components/schemas/Port" }] },
            "level": { "type": "integer", "enum": [1, 2, 3] },
            "big": { "type": "integer", "enum": [1, 5000000000] },
            "ratio": { "type": "number", "enum": [0.5, 1, 1.0, 2.5] },
            "flag": { "type": "boolean", "enum": [true] },
            "mixed": { "enum": ["auto", 1, true, null] },
            "sign": { "type": "string", "enum": ["+1", "-1"] },
            "version": { "type": "string", "enum": ["2022-11-28", "2024-06-01"] },
            "labels": { "type": "object", "properties": { "name": { "type": "string" } }, "additionalProperties": { "type": "integer" } },
            "loose": { "type": "object", "properties": { "name": { "type": "string" } }, "additionalProperties": true },
            "closed": { "type": "object", "properties": { "name": { "type": "string" } }, "additionalProperties": false },
            "owner": { "allOf": [{ "$ref": "#/components/schemas/Base" },
                                 { "type": "object", "properties": { "email": { "type": "string" } }, "additionalProperties": { "type": "string" } }] } } } }
        """##)

    @Test func everyShapeIsANativeTypeWithoutWarnings() async throws {
        let result = F.convert(Self.shapes)
        // `1` and `1.0` are one number: the only warning, which changes nothing a caller sends or receives.
        #expect(F.warnings(result) == ["duplicate enum values are kept once"])
        let json = try F.native(Self.shapes)
        func oneOf(_ model: String) -> [String]? { F.lookup(json, "models", model, "oneOf") as? [String] }
        func values(_ model: String) -> [Any]? { F.lookup(json, "models", model, "enum") as? [Any] }
        #expect(oneOf("RootStop") == ["string", "[string]"])
        #expect(oneOf("RootMaybe") == ["int", "string"])
        #expect(F.lookup(json, "models", "Root", "properties", "maybe", "nullable") as? Bool == true)
        #expect(oneOf("RootCats") == ["Cat", "[Cat]"])
        // Tried in order: each alternative before the ones that would take its values.
        #expect(oneOf("RootNumbers") == ["int", "double"])
        #expect(oneOf("RootStrings") == ["uuid", "string"])
        #expect(oneOf("RootNested") == ["[[double]]", "[string: string]"])
        // A free-form object is any JSON, but as an alternative an object: it took numbers and strings too.
        #expect(oneOf("RootAnything") == ["[string: json]", "int"])
        #expect(oneOf("RootPet") == ["Cat", "string"])
        #expect(F.lookup(json, "models", "RootPet", "discriminator", "property") as? String == "kind")
        // A list of types is one of them, each read with the keywords that apply to it.
        #expect(oneOf("RootSeveral") == ["string", "[int]"])
        #expect(F.lookup(json, "models", "Root", "properties", "several", "nullable") as? Bool == true)
        #expect(oneOf("RootShape") == ["RootShapeObject", "bool"])
        #expect(F.lookup(json, "models", "RootShapeObject", "properties", "side") as? String == "double?")
        #expect(oneOf("RootBag") == ["[string: json]", "[json]"])
        #expect(oneOf("Code") == ["int", "string"])
        // Kubernetes' `int-or-string`: `8080` or `"http"`.
        #expect(oneOf("Port") == ["int", "string"])
        #expect(F.lookup(json, "models", "Root", "properties", "port") as? String == "Port?")
        #expect(values("RootLevel") as? [Int] == [1, 2, 3])
        #expect(values("RootBig") as? [Int64] == [1, 5_000_000_000])
        #expect(values("RootRatio") as? [Double] == [0.5, 1, 2.5])
        #expect(values("RootFlag") as? [Bool] == [true])
        #expect(values("RootMixed")?.count == 3)
        #expect(F.lookup(json, "models", "Root", "properties", "mixed", "nullable") as? Bool == true)
        #expect(values("RootSign") as? [String] == ["+1", "-1"])
        #expect(F.lookup(json, "models", "RootLabels", "additionalProperties") as? String == "int")
        #expect(F.lookup(json, "models", "RootLoose", "additionalProperties") as? String == "json")
        #expect(F.lookup(json, "models", "RootClosed", "additionalProperties") == nil)
        #expect(F.lookup(json, "models", "RootOwner", "properties") as? [String: String] == ["id": "string", "email": "string?"])
        #expect(F.lookup(json, "models", "RootOwner", "additionalProperties") as? String == "string")

        let generated = Generator.generate(Data(Self.shapes.utf8), file: "shapes.json")
        #expect(generated.succeeded && generated.diagnostics.count == 1, "\(generated.diagnostics.map(\.description))")
        let swift = generated.files.map(\.contents).joined(separator: "\n")
        #expect(swift.contains("case plus1") && swift.contains("case minus1"))
        #expect(swift.contains("case _2022_11_28"))
        #expect(swift.contains("case object([String: JSONValue])\n    case array([JSONValue])\n"), "\(swift)")
        try await TypeCheck.run(generated.files, moduleName: "OpenAPITypeShapes")
    }

    @Test func enumsOfEveryKindAreParametersAndResponseHeaders() async throws {
        let text = F.operation(##"""
            { "operationId": "search", "parameters": [
                { "name": "ratio", "in": "query", "schema": { "type": "number", "enum": [0.5, 1.5], "default": 1.5 } },
                { "name": "mode", "in": "query", "schema": { "enum": ["auto", 1, true] } },
                { "name": "size", "in": "query", "required": true, "schema": { "type": "integer", "enum": [10, 5000000000] } },
                { "name": "flag", "in": "header", "schema": { "type": "boolean", "enum": [true, false] } } ],
              "responses": { "200": { "description": "ok",
                "headers": { "X-Level": { "schema": { "type": "integer", "enum": [1, 2] } }, "X-Ratio": { "schema": { "type": "number", "enum": [0.5, 1.5] } } },
                "content": { "application/json": { "schema": { "type": ["string", "integer", "null"] } } } } } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "search", "query", "ratio", "type") as? String == "SearchRatio?")
        #expect(F.lookup(json, "endpoints", "search", "query", "ratio", "description") as? String == "The server's default: `1.5`.")
        #expect(F.lookup(json, "endpoints", "search", "query", "mode") as? String == "SearchMode?")
        #expect(F.lookup(json, "endpoints", "search", "headers", "flag") as? String == "SearchFlag?")
        #expect(F.lookup(json, "endpoints", "search", "responseHeaders", "X-Ratio") as? String == "SearchXRatio?")
        #expect(F.lookup(json, "endpoints", "search", "response") as? String == "SearchResponse?")
        #expect(F.lookup(json, "models", "SearchResponse", "oneOf") as? [String] == ["string", "int"])
        let generated = Generator.generate(Data(text.utf8), file: "search.json")
        #expect(generated.succeeded && generated.diagnostics.isEmpty, "\(generated.diagnostics.map(\.description))")
        try await TypeCheck.run(generated.files, moduleName: "OpenAPIEnumParameters")
    }

    @Test func anEnumOfArraysOrObjectsStaysJSONWithAWarning() throws {
        let text = Self.document(#"""
            { "Root": { "type": "object", "properties": {
                "pair": { "enum": [[1, 2], [3, 4]] }, "huge": { "type": "number", "enum": [0.5, 9007199254740993] }, "none": { "enum": [null] },
                "wide": { "type": "integer", "format": "int64", "enum": [99999999999999999999, 1] } } } }
            """#)
        let json = try F.native(text)
        let properties = F.lookup(json, "models", "Root", "properties") as? [String: Any]
        #expect(properties?["pair"] as? String == "json?")
        // A Double cannot hold 2^53 + 1: as a number enum's case it would be another value.
        #expect(properties?["huge"] as? String == "json?")
        #expect(properties?["none"] as? String == "json?")
        // An integer enum with a value beyond 64 bits was a Double enum, and sent `1e+20`.
        #expect(properties?["wide"] as? String == "json?")
        let warnings = F.convert(text).diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map { $0.path?.description } == ["$.components.schemas.Root.properties.pair.enum", "$.components.schemas.Root.properties.huge.enum",
                                                          "$.components.schemas.Root.properties.wide.enum"])
    }

    /// Google Maps' `price_level` is `type: string` with `enum: [0, 1, 2, 3, 4]`, which no value satisfies. The server
    /// sends numbers, as the values are written: the enum is of them, and the contradiction is said, once per enum.
    @Test func anEnumOfValuesOfAnotherTypeThanItsTypeIsOfTheValuesWithAWarning() throws {
        let text = Self.document(#"""
            { "Root": { "type": "object", "properties": {
                "level": { "type": "string", "enum": [0, 1, 2, 3, 4] }, "flag": { "type": "integer", "enum": ["on", "off"] },
                "size": { "type": "number", "enum": [1, 2] }, "kind": { "type": "string", "enum": ["a", "b"] },
                "truth": { "type": "string", "enum": [true, false] } } } }
            """#)
        let json = try F.native(text)
        let enums = ["RootLevel", "RootFlag", "RootSize", "RootTruth"].map { F.lookup(json, "models", $0, "enum") as? [Any] }
        #expect(enums[0]?.compactMap { $0 as? Int } == [0, 1, 2, 3, 4], "\(json)")
        #expect(enums[1]?.compactMap { $0 as? String } == ["on", "off"])
        #expect(enums[3]?.compactMap { $0 as? Bool } == [true, false])
        let warnings = F.convert(text).diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map { $0.path?.description } == ["$.components.schemas.Root.properties.level.type", "$.components.schemas.Root.properties.flag.type",
                                                          "$.components.schemas.Root.properties.truth.type"], "\(warnings.map(\.description))")
        #expect(warnings.first?.message.contains("('numbers')") == true)
        #expect(warnings.dropFirst().first?.message.hasSuffix("and an integer is refused") == true, "\(warnings.map(\.message))")
        #expect(Set(warnings.map(\.kind)).count == 1)
    }

    /// LZT Market writes the values of 60 list parameters (`country[]`, 18 category searches) as the array's `enum`,
    /// which lists whole arrays: each became one enum value, and the SDK sent one country where the API takes a list.
    @Test func anEnumOfScalarsOnAnArrayIsTheEnumOfItsItems() async throws {
        let text = F.operation(##"""
            { "operationId": "search", "parameters": [
                { "name": "country[]", "in": "query", "schema": { "type": "array", "items": { "type": "string" }, "enum": ["ABW", "AGO"] } },
                { "name": "tier[]", "in": "query", "schema": { "type": "array", "items": { "type": "string", "enum": ["gold", "silver"] }, "enum": ["gold", "bronze"] } },
                { "name": "size[]", "in": "query", "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Size" }, "enum": ["s", "xl"] } } ],
              "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Root" } } } },
              "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Root" } } } } } }
            """##, method: "post", components: ##"""
            { "schemas": { "Root": { "type": "object", "properties": { "home": { "$ref": "#/components/schemas/Countries" },
                "pair": { "type": "array", "items": { "type": "integer" }, "enum": [[1, 2], [3, 4]] } } },
              "Countries": { "type": "array", "items": { "type": "string" }, "enum": ["ABW", null] },
              "Size": { "type": "string", "enum": ["s", "m", "l"] } } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "search", "query", "country[]") as? String == "[SearchCountryItem]?")
        #expect(F.lookup(json, "models", "SearchCountryItem", "enum") as? [String] == ["ABW", "AGO"])
        // Values its items list come first, then those only the array lists.
        #expect(F.lookup(json, "models", "SearchTierItem", "enum") as? [String] == ["gold", "silver", "bronze"])
        // Items that refer to a schema keep its values.
        #expect(F.lookup(json, "endpoints", "search", "query", "size[]") as? String == "[Size]?")
        // `null` among them allows a null array.
        #expect(F.lookup(json, "models", "Root", "properties", "home", "type") as? String == "[CountriesItem]?")
        #expect(F.lookup(json, "models", "Root", "properties", "home", "nullable") as? Bool == true)
        #expect(F.lookup(json, "models", "CountriesItem", "enum") as? [String] == ["ABW"])
        // An enum of arrays is one, and stays any JSON as before.
        #expect(F.lookup(json, "models", "Root", "properties", "pair") as? String == "json?")
        let warnings = F.convert(text).diagnostics.filter { $0.severity == .warning }
        let moved = "'enum' beside 'type: array' lists whole arrays, and none of these values is one; read as the values of its items"
        let ignored = "'enum' beside 'type: array' lists whole arrays, and none of these values is one; ignored, as its 'items' are not a schema written in place"
        #expect(warnings.map(\.message) == [moved, moved + ", after those 'items' lists", ignored,
                                            "an enum with an array, an object, or a number its type cannot hold among its values is typed as any JSON value (JSONValue)", moved])
        #expect(warnings.map { $0.path?.description } == ["$.paths['/items'].post.parameters[0].schema.enum", "$.paths['/items'].post.parameters[1].schema.enum",
                                                          "$.paths['/items'].post.parameters[2].schema.enum",
                                                          "$.components.schemas.Root.properties.pair.enum", "$.components.schemas.Countries.enum"])
        let generated = Generator.generate(Data(text.utf8), file: "search.json")
        #expect(generated.succeeded)
        try await TypeCheck.run(generated.files, moduleName: "OpenAPIArrayLevelEnums")
    }

    @Test func otherKeysOfAFormBodyThatAreNoScalarsAreReported() throws {
        let text = F.operation(##"""
            { "operationId": "send", "requestBody": { "content": { "application/x-www-form-urlencoded": { "schema": {
                "type": "object", "properties": { "to": { "type": "string" } }, "additionalProperties": { "type": "array", "items": { "type": "string" } } } } } },
              "responses": { "204": { "description": "sent" } } }
            """##, method: "post")
        let warning = try #require(F.convert(text).diagnostics.first { $0.message.contains("sends its declared fields only") })
        #expect(warning.path?.description == "$.paths['/items'].post.requestBody.content['application/x-www-form-urlencoded'].schema.additionalProperties")
    }
}
