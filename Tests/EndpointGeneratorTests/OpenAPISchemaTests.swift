@testable import EndpointGenerator
@testable import EndpointGenEmit
@testable import EndpointGenJSON
@testable import EndpointGenModel
@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec
import Foundation
import Testing

/// OpenAPI schemas → native models and types.
@Suite struct OpenAPISchemaTests {
    typealias F = OpenAPIFixture

    /// A document whose only operation returns `#/components/schemas/Root`, with `schemas` as components.
    static func schemas(_ schemas: String) -> String {
        F.operation(##"{ "operationId": "get", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Root" } } } } } }"##,
                    components: #"{ "schemas": \#(schemas) }"#)
    }

    /// `schemas` where an operation sends `Root` and returns it, so that its read-only and write-only properties are
    /// each missing one way.
    static func schemasSentAndDecoded(_ schemas: String) -> String {
        F.operation(##"""
            { "operationId": "put", "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Root" } } } },
              "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Root" } } } } } }
            """##, method: "put", components: #"{ "schemas": \#(schemas) }"#)
    }

    static func properties(_ json: [String: Any], _ model: String = "Root") -> [String: Any] {
        F.lookup(json, "models", model, "properties") as? [String: Any] ?? [:]
    }

    @Test func constraintsAreKeptWhereTheNativeFormatChecksThem() throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "required": ["code", "tags", "count", "note"], "properties": {
            "code": { "type": "string", "minLength": 2, "maxLength": 8, "pattern": "^[A-Z]+$" },
            "tags": { "type": "array", "items": { "type": "string" }, "minItems": 1, "maxItems": 3 },
            "count": { "type": "integer", "format": "int32", "minimum": 0, "maximum": 10, "exclusiveMaximum": true, "exclusiveMinimum": false },
            "note": { "type": "integer", "minLength": 1, "pattern": "[" }, "slug": { "type": "string", "pattern": "^[a-z]+$" },
            "score": { "type": "integer", "minimum": 0.0, "maximum": 1e1 }, "half": { "type": "integer", "minimum": 0.5 },
            "mode": { "type": "string", "enum": ["a", "b"], "maxLength": 5000 },
            "ratio": { "type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1 }, "positive": { "type": "integer", "exclusiveMinimum": 0 },
            "bad": { "type": "string", "pattern": "[" },
            "owner": { "type": "string", "format": "uuid4", "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", "maxLength": 36 },
            "site": { "type": "string", "format": "uri", "minLength": 1, "maxLength": 2083 }, "https": { "type": "string", "format": "uri", "pattern": "^https:" } } } }
            """##)
        let properties = Self.properties(try F.native(text)).mapValues { ($0 as? [String: Any])?.mapValues { "\($0)" } }
        // OpenAPI 3.0's `exclusiveMinimum: false` is what `minimum` says already, and is not reported; its `true` makes
        // `maximum` exclusive. 3.1's exclusive bounds are numbers (Pydantic's `gt` and `lt`).
        // JSON Schema counts 0.0 and 1e1 as integers (a FastAPI document's bounds were refused).
        #expect(properties["score"] == ["type": "int?", "minimum": "0.0", "maximum": "10.0"])
        // An enum's values are all it can be: Stripe's `maxLength: 5000` beside them says nothing, and is not reported.
        #expect(Self.properties(try F.native(text))["mode"] as? String == "RootMode?")
        #expect(F.swift(text).contains("try Validate.range(score, of: \"Root.score\", min: 0, max: 10)"))
        #expect(properties["code"] == ["type": "string", "minLength": "2", "maxLength": "8", "pattern": "^[A-Z]+$"])
        #expect(properties["tags"] == ["type": "[string]", "minLength": "1", "maxLength": "3"])
        #expect(properties["count"] == ["type": "int32", "minimum": "0", "exclusiveMaximum": "10"])
        #expect(properties["ratio"] == ["type": "double?", "exclusiveMinimum": "0", "exclusiveMaximum": "1"])
        #expect(F.swift(text).contains("try Validate.range(count, of: \"Root.count\", min: 0, below: 10)"))
        #expect(F.swift(text).contains("try Validate.range(ratio, of: \"Root.ratio\", above: 0.0, below: 1.0)"))
        #expect(F.swift(text).contains("try Validate.range(positive, of: \"Root.positive\", above: 0)"))
        #expect(properties["slug"] == ["type": "string?", "pattern": "^[a-z]+$"])
        #expect(Self.properties(try F.native(text))["note"] as? String == "int")
        // A UUID's or URL's own form says what their lengths and a UUID's pattern do (307 warnings in
        // Immich, 35 in fief); Pydantic's `UUID4` is a UUID. A URL's pattern says more, and is reported.
        #expect(try Self.properties(F.native(text))["owner"] as? String == "uuid?")
        #expect(try Self.properties(F.native(text))["site"] as? String == "url?")
        #expect(F.warnings(F.convert(text)) == [
            "'minLength' does not apply to the type 'integer' here; not checked",
            "'pattern' applies to text; a value of the type 'integer' is not checked against it",
            "'minimum' does not fit the type 'integer'; not checked",
            "'pattern' is not a regular expression Swift accepts; not checked",
            "'pattern' applies to text; a value of the type 'string, format uri' is not checked against it",
        ])
    }

    @Test func aTypeThatIsNotTextIsReported() throws {
        // `type: 5` became any JSON and `[string, 5]` a string, without a word.
        let text = Self.schemas(##"{ "Root": { "type": "object", "properties": { "a": { "type": 5 }, "b": { "type": ["string", 5] }, "c": { "type": ["string", "null"] } } } }"##)
        #expect(F.warnings(F.convert(text)) == Array(repeating: "'type' is a type name or a list of them; this one's values that are not text are ignored", count: 2))
        let properties = Self.properties(try F.native(text))
        #expect(properties["a"] as? String == "json?" && properties["b"] as? String == "string?")
    }

    @Test func aWarningAboutASchemaTwoOperationsShareIsReportedOnce() {
        // A form body's schema is read for each operation that sends it (Hetzner's repeated 8 of its 22 warnings).
        let body = ##"{ "content": { "application/x-www-form-urlencoded": { "schema": { "$ref": "#/components/schemas/Members" } } } }"##
        let text = ##"""
            { "openapi": "3.0.3", "info": { "title": "T", "version": "1" }, "servers": [{ "url": "https://api.example.com" }],
              "paths": { "/members": {
                "post": { "operationId": "add", "requestBody": \##(body), "responses": { "204": { "description": "none" } } },
                "delete": { "operationId": "remove", "requestBody": \##(body), "responses": { "204": { "description": "none" } } } } },
              "components": { "schemas": { "Members": { "type": "object", "anyOf": [{ "required": ["a"] }, { "required": ["b"] }],
                "properties": { "a": { "type": "string" }, "b": { "type": "string" } } } } } }
            """##
        let warnings = Generator.generate(Data(text.utf8), file: "api.json").diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings == ["'anyOf' only says which properties must be present; the client does not check it"], "\(warnings)")
    }

    @Test func keywordsTheNativeFormatDoesNotReadAreNamedInAWarningEach() throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": { "code": { "type": "string", "not": { "const": "x" } },
                "tags": { "type": "array", "items": { "type": "string" }, "uniqueItems": true, "contains": { "const": "x" } } } } }
            """##)
        #expect(F.warnings(F.convert(text)) == [
            "'not' is not checked by the client; ignored",
            "'uniqueItems' is not checked by the client; ignored",
            "'contains' is not checked by the client; ignored",
        ])
    }

    @Test func aReferenceIntoAComponentSchemaIsFollowedToWhereItPoints() throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": { "size": { "$ref": "#/components/schemas/Other/properties/size" } } },
              "Other": { "type": "object", "properties": { "size": { "type": "integer", "format": "int64" } } } }
            """##)
        #expect(Self.properties(try F.native(text))["size"] as? String == "int64?")
    }

    @Test(arguments: [("plain", "plain"), ("a~1b~0c", "a/b~c"), ("a%20b%7E1", "a b/"), ("100%", "100%"), ("~01", "~1")])
    func pointerTokensAreDecodedAsRFC6901Says(raw: String, token: String) {
        #expect(JSONNode.decodedToken(Substring(raw)) == token)
    }

    @Test func scalarsAndFormats() throws {
        let json = try F.native(Self.schemas(#"""
        { "Root": { "type": "object", "required": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"], "properties": {
            "a": { "type": "integer", "format": "int32" }, "b": { "type": "integer", "format": "int64" }, "c": { "type": "number", "format": "float" },
            "d": { "type": "number" }, "e": { "type": "string", "format": "date-time" }, "f": { "type": "string", "format": "date" },
            "g": { "type": "string", "format": "uuid" }, "h": { "type": "string", "format": "uri" }, "i": { "type": "string", "format": "byte" },
            "j": { "type": "string", "format": "binary" }, "k": { "type": "boolean" }, "l": { "type": "integer" },
            "m": { "type": "string", "contentEncoding": "base64" }, "n": { "type": "string", "contentEncoding": "base64url" } } } }
        """#))
        let types = Self.properties(json).compactMapValues { $0 as? String }
        // 3.1's `contentEncoding: base64` is 3.0's `format: byte`; base64url is not what `Data` decodes, so it stays text.
        #expect(types == ["a": "int32", "b": "int64", "c": "double", "d": "double", "e": "date-time", "f": "date", "g": "uuid",
                          "h": "url", "i": "bytes", "j": "bytes", "k": "bool", "l": "int", "m": "bytes", "n": "string"])
    }

    @Test func nullableIn30And31AndOptionalWhenNotRequired() throws {
        let json = try F.native(Self.schemas(#"""
        { "Root": { "type": "object", "required": ["a", "b", "c"], "properties": {
            "a": { "type": "string", "nullable": true }, "b": { "type": ["integer", "null"] },
            "c": { "anyOf": [{ "type": "boolean" }, { "type": "null" }] }, "d": { "type": "string" } } } }
        """#))
        // Required and nullable: the key must be there and may be null (native `nullable`); not required: `T?`.
        let properties = Self.properties(json)
        for (key, type) in [("a", "string"), ("b", "int"), ("c", "bool")] {
            #expect((properties[key] as? [String: Any])?["type"] as? String == type, "\(key)")
            #expect((properties[key] as? [String: Any])?["nullable"] as? Bool == true, "\(key)")
        }
        #expect(properties["d"] as? String == "string?")
    }

    @Test func anOptionalNullablePropertyIsNullableAndOptional() throws {
        let text = Self.schemasSentAndDecoded(#"""
        { "Root": { "type": "object", "properties": { "note": { "type": ["string", "null"], "maxLength": 4 } } } }
        """#)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "properties", "note", "type") as? String == "string?")
        #expect(F.lookup(json, "models", "Root", "properties", "note", "nullable") as? Bool == true)
        // Stripe's 1,057 constraints of optional nullable properties were dropped with a warning each.
        #expect(F.lookup(json, "models", "Root", "properties", "note", "maxLength") as? Int == 4)
        #expect(F.warnings(F.convert(text)).isEmpty)
        #expect(F.swift(text).contains("public var note: Nullable<String>?"))
        #expect(F.swift(text).contains(#"try Validate.length(note?.value, of: "Root.note", max: 4)"#))
    }

    /// A response's `next: null` and a missing `next` mean the same to the app that reads them: `Nullable<String>?`
    /// made every `while let next = page.next` loop read `.value`, and Stripe has 2,408 such properties.
    @Test func anOptionalNullablePropertyOfASchemaOnlyDecodedIsAPlainOptional() throws {
        let text = Self.schemas(#"""
        { "Root": { "type": "object", "required": ["id"], "properties": { "note": { "type": ["string", "null"], "maxLength": 4 },
                    "id": { "type": "string", "nullable": true } } } }
        """#)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "properties", "note", "type") as? String == "string?")
        #expect(F.lookup(json, "models", "Root", "properties", "note", "nullable") == nil)
        // A required one still needs its key, which may be null.
        #expect(F.lookup(json, "models", "Root", "properties", "id", "nullable") as? Bool == true)
        let swift = F.swift(text)
        #expect(swift.contains("public var note: String?\n"), "\(swift)")
        #expect(swift.contains("self.id = try container.decode(String?.self, forKey: .id)"), "\(swift)")
    }

    /// Meilisearch's `TaskDetails`, in responses only, takes its properties from the `Settings` a PATCH sends (`allOf:
    /// [oneOf: [null, Settings], {…}]`): its own properties were plain optionals and those it took `Nullable<T>?`, in
    /// one struct. The model's way decides; `Settings` keeps `Nullable<T>?`.
    @Test func aModelOnlyDecodedDecidesForThePropertiesItsAllOfTakes() throws {
        let text = F.document(paths: ##"""
        { "/settings": { "patch": { "operationId": "updateSettings",
            "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Settings" } } } },
            "responses": { "204": { "description": "done" } } } },
          "/task": { "get": { "operationId": "getTask",
            "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/TaskDetails" } } } } } } } }
        """##, components: ##"""
        { "schemas": {
            "Settings": { "type": "object", "properties": { "rankingRules": { "type": ["array", "null"], "items": { "type": "string" } } } },
            "TaskDetails": { "allOf": [{ "oneOf": [{ "type": "null" }, { "$ref": "#/components/schemas/Settings" }] },
                                       { "type": "object", "properties": { "receivedDocuments": { "type": ["integer", "null"] } } }] } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "TaskDetails", "properties", "rankingRules") as? String == "[string]?")
        #expect(F.lookup(json, "models", "TaskDetails", "properties", "receivedDocuments") as? String == "int?")
        #expect(F.lookup(json, "models", "Settings", "properties", "rankingRules", "nullable") as? Bool == true)
    }

    /// The read-only and write-only rules ask the same way: a model only decoded keeps the required read-only `id` its
    /// `allOf` takes from a schema a request sends, and a model only sent keeps the required write-only `password` it
    /// takes from a schema a response holds. (An `allOf` naming the schema itself would make the model its subtype,
    /// which goes both ways; Meilisearch's takes it through `oneOf: [null, …]`.)
    @Test func aModelsWayDecidesForTheReadOnlyAndWriteOnlyPropertiesItsAllOfTakes() throws {
        let text = F.document(paths: ##"""
        { "/users": { "post": {
            "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/User" } } } },
            "responses": { "204": { "description": "done" } } },
          "get": { "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/UserView" } } } } } } },
          "/accounts": { "post": {
            "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/NewAccount" } } } },
            "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Account" } } } } } } } }
        """##, components: ##"""
        { "schemas": {
            "User": { "type": "object", "required": ["id"], "properties": { "id": { "type": "integer", "readOnly": true } } },
            "UserView": { "allOf": [{ "oneOf": [{ "type": "null" }, { "$ref": "#/components/schemas/User" }] }, { "type": "object", "properties": { "seen": { "type": "boolean" } } }] },
            "Account": { "type": "object", "required": ["password"], "properties": { "password": { "type": "string", "writeOnly": true } } },
            "NewAccount": { "allOf": [{ "oneOf": [{ "type": "null" }, { "$ref": "#/components/schemas/Account" }] }, { "type": "object", "properties": { "invite": { "type": "string" } } }] } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "UserView", "properties", "id", "type") as? String == "int")
        #expect(F.lookup(json, "models", "User", "properties", "id", "type") as? String == "int?")
        #expect(F.lookup(json, "models", "NewAccount", "properties", "password") as? String == "string")
        #expect(F.lookup(json, "models", "Account", "properties", "password") as? String == "string?")
    }

    /// FastAPI writes `Optional[int] = Field(None, ge=1, le=1000)` as `anyOf` of the bounded integer and `null`: its
    /// bounds were dropped without a word, while the same bounds in `type: [integer, "null"]` were checked.
    @Test func theBoundsOfTheValueBesideNullAreChecked() throws {
        let text = F.operation(##"""
        { "operationId": "query",
          "parameters": [{ "name": "limit", "in": "query", "schema": { "anyOf": [{ "type": "integer", "minimum": 1, "maximum": 50 }, { "type": "null" }] } }],
          "requestBody": { "content": { "application/json": { "schema": { "type": "object", "properties": {
            "top_k": { "anyOf": [{ "type": "integer", "minimum": 1, "maximum": 1000 }, { "type": "null" }] },
            "label": { "oneOf": [{ "type": "null" }, { "type": "string", "minLength": 1, "maxLength": 5 }] } } } } } },
          "responses": { "204": { "description": "done" } } }
        """##, method: "post")
        let swift = F.swift(text)
        #expect(swift.contains(#"try Validate.range(limit, of: "limit", min: 1, max: 50)"#), "\(swift)")
        #expect(swift.contains(#"try Validate.range(topK?.value, of: "QueryRequest.topK", min: 1, max: 1000)"#))
        #expect(swift.contains(#"try Validate.length(label?.value, of: "QueryRequest.label", min: 1, max: 5)"#))
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
    }

    /// A scalar component is written in place of its `$ref`, so its bounds are the property's: Phoenix's `Identifier`
    /// pattern and a `Limit` component's range were checked nowhere, beside `null` or alone.
    @Test func theBoundsOfAReferencedScalarAreChecked() throws {
        let text = F.operation(##"""
        { "operationId": "query",
          "parameters": [{ "name": "limit", "in": "query", "schema": { "$ref": "#/components/schemas/Limit" } }],
          "requestBody": { "content": { "application/json": { "schema": { "type": "object", "properties": {
            "top_k": { "anyOf": [{ "$ref": "#/components/schemas/Limit" }, { "type": "null" }] },
            "name": { "$ref": "#/components/schemas/Identifier" },
            "alias": { "allOf": [{ "$ref": "#/components/schemas/Identifier" }], "description": "3.0's description beside a $ref" },
            "short": { "allOf": [{ "$ref": "#/components/schemas/Identifier" }], "maxLength": 8 },
            "tags": { "$ref": "#/components/schemas/Tags" },
            "owner": { "$ref": "#/components/schemas/Owner" } } } } } },
          "responses": { "204": { "description": "done" } } }
        """##, method: "post", components: ##"""
        { "schemas": {
            "Limit": { "type": "integer", "minimum": 1, "maximum": 1000 },
            "Identifier": { "type": "string", "pattern": "^[a-z0-9]+$", "maxLength": 64 },
            "Tags": { "type": "array", "items": { "type": "string" }, "maxItems": 3 },
            "Owner": { "type": "object", "properties": { "id": { "type": "string" } }, "minProperties": 1 } } }
        """##)
        let swift = F.swift(text)
        #expect(swift.contains(#"try Validate.range(limit, of: "limit", min: 1, max: 1000)"#), "\(swift)")
        #expect(swift.contains(#"try Validate.range(topK?.value, of: "QueryRequest.topK", min: 1, max: 1000)"#))
        #expect(swift.contains(#"try Validate.length(name, of: "QueryRequest.name", max: 64)"#))
        #expect(swift.contains(#"try Validate.pattern(name, of: "QueryRequest.name", "^[a-z0-9]+$")"#))
        #expect(swift.contains(#"try Validate.length(alias, of: "QueryRequest.alias", max: 64)"#), "the allOf wrapper hid the bounds")
        // A bound beside the wrapper replaced the part's instead of adding to them.
        #expect(swift.contains(#"try Validate.length(short, of: "QueryRequest.short", max: 8)"#))
        #expect(swift.contains(#"try Validate.pattern(short, of: "QueryRequest.short", "^[a-z0-9]+$")"#))
        #expect(swift.contains(#"try Validate.length(tags, of: "QueryRequest.tags", max: 3)"#))
        #expect(!swift.contains(#""QueryRequest.owner""#))
    }

    /// `items: {maxLength: 36}` and `additionalProperties: {maxLength: 10}` went unchecked, so a list of ids the server
    /// would refuse with 422 was sent; each element is checked now, named by its index or key.
    @Test func theBoundsOfEachElementAreChecked() async throws {
        let text = F.operation(##"""
        { "operationId": "tag",
          "parameters": [{ "name": "ids", "in": "query", "schema": { "type": "array", "maxItems": 5,
            "items": { "type": "string", "maxLength": 36, "pattern": "^[a-z0-9-]+$" } } }],
          "requestBody": { "content": { "application/json": { "schema": { "type": "object", "required": ["tags"], "properties": {
            "tags": { "type": "array", "items": { "$ref": "#/components/schemas/Tag" } },
            "labels": { "type": "object", "additionalProperties": { "type": "string", "maxLength": 10 } },
            "grid": { "type": "array", "items": { "type": "array", "items": { "type": "integer", "minimum": 0 } } },
            "aliases": { "anyOf": [{ "type": "array", "items": { "type": "string", "minLength": 2 } }, { "type": "null" }] },
            "kinds": { "type": "array", "items": { "type": "string", "enum": ["a", "b"], "maxLength": 1 } } } } } } },
          "responses": { "204": { "description": "done" } } }
        """##, method: "post", components: ##"{ "schemas": { "Tag": { "type": "string", "minLength": 1, "maxLength": 20 } } }"##)
        let native = try F.native(text)
        #expect(F.lookup(native, "endpoints", "tag", "query", "ids", "each", "maxLength") as? Int == 36)
        #expect(F.lookup(native, "endpoints", "tag", "query", "ids", "each", "pattern") as? String == "^[a-z0-9-]+$")
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = result.files.map(\.contents).joined(separator: "\n")
        #expect(swift.contains(#"try Validate.length(ids, of: "ids", max: 5)"#), "\(swift)")
        #expect(swift.contains(#"try Validate.length(element1, of: "ids[\(index1)]", max: 36)"#))
        #expect(swift.contains(#"try Validate.pattern(element1, of: "ids[\(index1)]", "^[a-z0-9-]+$")"#))
        #expect(swift.contains(#"try Validate.length(element0, of: "TagRequest.tags[\(index0)]", min: 1, max: 20)"#))
        #expect(swift.contains(#"try Validate.length(element1, of: "TagRequest.labels[\(key1.debugDescription)]", max: 10)"#))
        #expect(swift.contains(#"try Validate.range(element2, of: "TagRequest.grid[\(index1)][\(index2)]", min: 0)"#))
        #expect(swift.contains(#"if let value0 = aliases?.value {"#))
        #expect(swift.contains(#"try Validate.length(element1, of: "TagRequest.aliases[\(index1)]", min: 2)"#))
        #expect(!swift.contains("TagRequest.kinds"), "an enum's values are all it can be")
        try await TypeCheck.run(result.files, moduleName: "EachElement")
    }

    /// A model's own `additionalProperties: {type: string, maxLength: 2}` was neither checked nor warned about.
    @Test func theValuesAModelKeepsOfOtherKeysAreChecked() async throws {
        let text = F.operation(##"""
        { "operationId": "tag", "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Mixed" } } } },
          "responses": { "204": { "description": "done" } } }
        """##, method: "post", components: ##"""
        { "schemas": { "Mixed": { "type": "object", "properties": { "id": { "type": "integer" } },
                                  "additionalProperties": { "type": "string", "maxLength": 2 } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Mixed", "additionalProperties", "maxLength") as? Int == 2)
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains(#"try Validate.length(element0, of: "Mixed.additionalProperties[\(key0.debugDescription)]", max: 2)"#), "\(models)")
        #expect(SpecFixture.file("Endpoint", of: result).contains("try body?.validate()"))
        try await TypeCheck.run(result.files, moduleName: "OtherKeys")
    }

    /// FastAPI's `openapi_extra` pastes a Pydantic model's JSON Schema in with its `$defs` inside and refers to them as
    /// from its root: Langflow's whole document was refused. They are read from the enclosing schema.
    @Test func aDefinitionOfTheSchemaAroundTheReferenceIsFound() throws {
        let text = F.operation(##"""
        { "operationId": "jobs", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": {
            "type": "object", "$defs": { "JobStatus": { "type": "string", "enum": ["queued", "done"] } },
            "properties": { "status": { "$ref": "#/$defs/JobStatus" }, "previous": { "$ref": "#/$defs/JobStatus" } } } } } } } }
        """##)
        let result = F.convert(text)
        #expect(result.spec != nil, "\(result.diagnostics.map(\.description))")
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "JobStatus", "enum") != nil)
        #expect(F.lookup(json, "models", "JobsResponse", "properties", "status") as? String == "JobStatus?")
        #expect(F.warnings(result).filter { $0.hasPrefix("'$ref' target '#/$defs/JobStatus' is not in the document") }.count == 1)
        // A name no enclosing schema defines stays an error.
        let dangling = text.replacingOccurrences(of: "\"previous\": { \"$ref\": \"#/$defs/JobStatus\" }", with: "\"previous\": { \"$ref\": \"#/$defs/Missing\" }")
        #expect(F.convert(dangling).diagnostics.contains { $0.message == "'$ref' target '#/$defs/Missing' does not exist in this document" })
    }

    /// Flask-Security refers its CSRF header parameter's schema to `#/components/headers/X-CSRF-Token`, a Header Object:
    /// it was any JSON without a word. A header's or a parameter's schema is the one meant; another component is none.
    @Test func aSchemaReferenceToAHeaderOrParameterTakesItsSchema() throws {
        let text = F.operation(##"""
        { "operationId": "change", "parameters": [
            { "name": "X-CSRF-Token", "in": "header", "schema": { "$ref": "#/components/headers/X-CSRF-Token" } },
            { "name": "page", "in": "query", "schema": { "$ref": "#/components/parameters/Page" } },
            { "name": "other", "in": "query", "schema": { "$ref": "#/components/responses/Done" } }],
          "responses": { "204": { "description": "done" } } }
        """##, components: ##"""
        { "headers": { "X-CSRF-Token": { "description": "CSRF token", "schema": { "type": "string" } } },
          "parameters": { "Page": { "name": "page", "in": "query", "schema": { "type": "integer" } } },
          "responses": { "Done": { "description": "done" } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "change", "headers", "X-CSRF-Token") as? String == "string?", "\(json)")
        #expect(F.lookup(json, "endpoints", "change", "query", "page") as? String == "int?")
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.contains("'$ref' of a schema names a header ('#/components/headers/X-CSRF-Token'), not a schema; the header's schema is used"), "\(warnings)")
        #expect(warnings.contains("'$ref' of a schema names '#/components/responses/Done' of components.responses, which is not a schema; typed as json"))
    }

    /// 3.1's boolean schemas are valid: `true` is any value, said nothing of; `items: false` closes a `prefixItems`
    /// tuple, and was reported as a schema that must be an object.
    @Test func booleanSchemasAreSchemas() throws {
        let text = F.operation(##"""
        { "operationId": "pair", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": {
            "type": "object", "properties": { "anything": true, "never": false,
            "pair": { "type": "array", "prefixItems": [{ "type": "string" }, { "type": "integer" }], "items": false } } } } } } } }
        """##)
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.filter { $0 == "the schema 'false' allows no value, which is not checked; typed as json" }.count == 1, "\(warnings)")
        #expect(!warnings.contains { $0.contains("must be an object") || $0.contains("'true'") })
    }

    /// OGC APIs' bounding box is a 3.1 tuple of four numbers: it was `[JSONValue]`, with `prefixItems` ignored. A tuple
    /// of one schema whose later elements are bounded (`maxItems`, `items: false` or the same `items`) is a list of it;
    /// one open after its prefix, of several schemas, or followed by `items` of another schema is a list of any JSON.
    @Test func aTupleOfOneSchemaIsAListOfIt() throws {
        let number = ##"{ "type": "number" }"##
        let tuple = "[\(number), \(number), \(number), \(number)]"
        let text = Self.schemas("""
        { "Root": { "type": "object", "properties": {
            "bbox": { "type": "array", "prefixItems": \(tuple), "minItems": 4, "maxItems": 4 },
            "closed": { "type": "array", "prefixItems": \(tuple), "items": false },
            "open": { "type": "array", "prefixItems": \(tuple) },
            "mixed": { "type": "array", "prefixItems": [\(number), { "type": "string" }], "maxItems": 2 },
            "tagged": { "type": "array", "prefixItems": [{ "type": "string" }], "items": \(number) } } } }
        """)
        let json = try F.native(text)
        let properties = Self.properties(json)
        #expect(F.lookup(json, "models", "Root", "properties", "bbox", "type") as? String == "[double]?", "\(properties)")
        #expect(properties["closed"] as? String == "[double]?")
        #expect(properties["open"] as? String == "[json]?")
        #expect(F.lookup(json, "models", "Root", "properties", "mixed", "type") as? String == "[json]?")
        // `items` beside a prefix are the elements after it (pydantic's `tuple[str, *tuple[float, ...]]`).
        #expect(properties["tagged"] as? String == "[json]?")
        let ignored = F.warnings(F.convert(text)).filter { $0 == "'prefixItems' is not kept: the list's elements are any JSON value" }
        #expect(ignored.count == 3, "\(ignored)")
    }

    /// 28 nested arrays generated a property swiftc did not type-check in minutes.
    @Test func arraysNestedBeyondTwelveAreAnyJSON() throws {
        let deep = String(repeating: #"{ "type": "array", "items": "#, count: 13) + #"{ "type": "integer" }"# + String(repeating: " }", count: 13)
        let text = F.operation(##"""
        { "operationId": "grid", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": {
            "type": "object", "properties": { "cells": \##(deep) } } } } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "GridResponse", "properties", "cells") as? String == "json?")
        #expect(F.warnings(F.convert(text)).contains {
            $0.hasPrefix("this schema nests more than 12 arrays and objects of values, which Swift compiles too slowly")
        })
    }

    /// GitHub's SARIF upload has a `validate` flag beside a `$ref`'d 40-character sha: once the sha was checked, the
    /// model's `validate()` method and its `validate` property were one name, and GitHub's SDK did not compile.
    @Test func aPropertyNamedValidateLeavesTheNameToTheMethod() async throws {
        let text = F.operation(##"""
        { "operationId": "upload",
          "requestBody": { "content": { "application/json": { "schema": { "type": "object", "required": ["commit_sha"], "properties": {
            "commit_sha": { "$ref": "#/components/schemas/Sha" }, "validate": { "type": "boolean" }, "validate2": { "type": "string" } } } } } },
          "responses": { "204": { "description": "done" } } }
        """##, method: "post", components: ##"{ "schemas": { "Sha": { "type": "string", "minLength": 40, "maxLength": 40 } } }"##)
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let models = SpecFixture.file("Models", of: result)
        // The key written `validate2` keeps that name (it was `validate2_2`, and `validate2` read `validate`).
        #expect(models.contains("public var validate3: Bool?"), "\(models)")
        #expect(models.contains("public var validate2: String?"))
        #expect(models.contains(#"validate3 = "validate""#))
        #expect(F.warnings(F.convert(text)).contains { $0.contains("generated code uses for the method that checks the properties") })
        try await TypeCheck.run(result.files, moduleName: "ValidateProperty")
    }

    @Test func allOfIsFlattenedIntoOneModel() throws {
        let json = try F.native(Self.schemas(##"""
        { "Base": { "type": "object", "required": ["id"], "properties": { "id": { "type": "integer" }, "note": { "type": "string" } } },
          "Root": { "allOf": [{ "$ref": "#/components/schemas/Base" }, { "type": "object", "required": ["note"], "properties": { "name": { "type": "string" } } }] } }
        """##))
        let types = Self.properties(json).compactMapValues { $0 as? String }
        #expect(types == ["id": "int", "note": "string", "name": "string?"])
    }

    @Test func dictionariesAreTypedAndFreeFormObjectsAreJSON() throws {
        let text = Self.schemas(#"""
        { "Root": { "type": "object", "required": ["m", "f", "g", "e"], "properties": {
            "m": { "type": "object", "additionalProperties": { "type": "integer" } },
            "f": { "type": "object" }, "g": { "type": "object", "additionalProperties": true }, "e": {} } } }
        """#)
        let types = Self.properties(try F.native(text)).compactMapValues { $0 as? String }
        #expect(types == ["m": "[string: int]", "f": "json", "g": "json", "e": "json"])
    }

    @Test func oneOfOfScalarsAndInlineObjectsBecomesAOneOfModel() throws {
        let text = Self.schemas(#"""
        { "Root": { "type": "object", "required": ["u"], "properties": {
            "u": { "oneOf": [{ "type": "string" }, { "type": "integer" }, { "type": "object", "properties": { "min": { "type": "number" } } }, { "type": "null" }] },
            "a": { "anyOf": [{ "type": "array", "items": { "type": "string" } }, { "type": "string" }] } } } }
        """#)
        let json = try F.native(text)
        // The object of one property is named after it.
        #expect(F.lookup(json, "models", "RootU", "oneOf") as? [String] == ["string", "int", "RootUMin"])
        #expect(F.lookup(json, "models", "RootUMin", "properties", "min") as? String == "double?")
        #expect(F.lookup(json, "models", "Root", "properties", "u", "type") as? String == "RootU")
        #expect(F.lookup(json, "models", "Root", "properties", "u", "nullable") as? Bool == true)
        // An array is an alternative like any other.
        #expect(Self.properties(json)["a"] as? String == "RootA?")
        #expect(F.lookup(json, "models", "RootA", "oneOf") as? [String] == ["[string]", "string"])
        #expect(F.warnings(F.convert(text)).isEmpty)
        let swift = F.swift(text)
        #expect(swift.contains("public nonisolated enum RootU: Codable, Hashable, Sendable"))
        #expect(swift.contains("case min(RootUMin)"))
    }

    @Test func oneOfWithADiscriminatorMapsItsValuesToModels() throws {
        let text = Self.schemas(##"""
        { "Root": { "oneOf": [{ "$ref": "#/components/schemas/card_payment" }, { "$ref": "#/components/schemas/BankPayment" }],
                    "discriminator": { "propertyName": "method", "mapping": { "bank": "#/components/schemas/BankPayment", "x": "#/components/schemas/Nope" } } },
          "card_payment": { "type": "object", "required": ["method"], "properties": { "method": { "type": "string" }, "last4": { "type": "string" } } },
          "BankPayment": { "type": "object", "required": ["method"], "properties": { "method": { "type": "string" }, "iban": { "type": "string" } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "oneOf") as? [String] == ["CardPayment", "BankPayment"])
        #expect(F.lookup(json, "models", "Root", "discriminator", "property") as? String == "method")
        // OpenAPI selects an unmapped alternative by its component name, which the model name spells differently.
        #expect(F.lookup(json, "models", "Root", "discriminator", "mapping") as? [String: String] == ["bank": "BankPayment", "card_payment": "CardPayment"])
        #expect(F.warnings(F.convert(text)).contains { $0.contains("discriminator mapping 'x'") })
        let swift = F.swift(text)
        #expect(swift.contains("case cardPayment(CardPayment)"))
        #expect(swift.contains("case unknown(String)"))
    }

    @Test func aDiscriminatorSelectsObjectsBesideScalarsAndAUnionOfItselfIsCut() throws {
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "properties": { "v": { "$ref": "#/components/schemas/Value" }, "w": { "$ref": "#/components/schemas/Wide" },
                                                      "l": { "$ref": "#/components/schemas/Loop" } } },
          "Value": { "oneOf": [{ "type": "string" }, { "$ref": "#/components/schemas/Root" }], "discriminator": { "propertyName": "kind" } },
          "Wide": { "oneOf": [{ "type": "object", "additionalProperties": { "type": "integer" } }, { "$ref": "#/components/schemas/Root" }],
                    "discriminator": { "propertyName": "kind" } },
          "Loop": { "anyOf": [{ "$ref": "#/components/schemas/Loop" }, { "type": "boolean" }, { "type": "integer" }] } }
        """##)
        let json = try F.native(text)
        // A string cannot be an object: the discriminator selects Root, and a string is tried when the value is none.
        #expect(F.lookup(json, "models", "Value", "oneOf") as? [String] == ["Root", "string"])
        #expect(F.lookup(json, "models", "Value", "discriminator", "property") as? String == "kind")
        // A dictionary is an object the discriminator cannot select: the alternatives are tried in order.
        #expect(F.lookup(json, "models", "Wide", "oneOf") as? [String] == ["[string: int]", "Root"])
        #expect(F.lookup(json, "models", "Wide", "discriminator") == nil)
        #expect(F.lookup(json, "models", "Loop", "oneOf") as? [String] == ["bool", "int"])
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.contains { $0.contains("'discriminator' cannot select '[string: int]', which can be an object but is not an object model") })
        #expect(!warnings.contains { $0.contains("'string'") })
        #expect(warnings.contains { $0.contains("alternative 'Loop' makes 'Loop' one of itself") })
        _ = F.swift(text)
    }

    @Test func unionsListingOneAnotherInACircleAreCutOnceAndAChainIsNot() throws {
        // Root → Beta → Gamma → Root by unions alone: the first union met loses the alternative that closes the circle,
        // and the others keep theirs, as the circle is then open. Delta lists a member of the circle, and a chain of
        // unions (Chain1 → Chain2 → Chain3) holds no circle: neither loses an alternative.
        let text = Self.schemas(##"""
        { "Root": { "oneOf": [{ "$ref": "#/components/schemas/Beta" }, { "type": "integer" }, { "$ref": "#/components/schemas/Chain1" }] },
          "Beta": { "oneOf": [{ "$ref": "#/components/schemas/Gamma" }, { "type": "boolean" }] },
          "Gamma": { "oneOf": [{ "$ref": "#/components/schemas/Root" }, { "type": "string" }] },
          "Delta": { "oneOf": [{ "$ref": "#/components/schemas/Root" }, { "type": "number" }] },
          "Chain1": { "oneOf": [{ "$ref": "#/components/schemas/Chain2" }, { "type": "array", "items": { "type": "string" } }] },
          "Chain2": { "oneOf": [{ "$ref": "#/components/schemas/Chain3" }, { "type": "array", "items": { "type": "integer" } }] },
          "Chain3": { "type": "object", "properties": { "id": { "type": "string" } } } }
        """##)
        let warnings = F.warnings(F.convert(text)).filter { $0.contains("one of itself") }
        #expect(warnings.count == 1 && warnings[0].contains("alternative 'Beta' makes 'Root' one of itself"), "\(warnings)")
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "oneOf") as? [String] == ["int", "Chain1"])
        #expect(F.lookup(json, "models", "Beta", "oneOf") as? [String] == ["bool", "Gamma"])
        #expect(F.lookup(json, "models", "Gamma", "oneOf") as? [String] == ["Root", "string"])
        #expect(F.lookup(json, "models", "Delta", "oneOf") as? [String] == ["Root", "double"])
        #expect(F.lookup(json, "models", "Chain1", "oneOf") as? [String] == ["Chain2", "[string]"])
        _ = F.swift(text)
    }

    @Test func aSubtypeThatOnlyRepeatsItsDiscriminatedParentLeavesWithItsDiscriminatorValue() throws {
        // Cisco's vManage document: each subtype of ScheduleConfig is `allOf: [ScheduleConfig]`, and OnDemandSchedule adds
        // nothing, so it is ScheduleConfig itself (Root here) and is left out of its oneOf; its implicit discriminator value went on
        // selecting it, which failed the whole 8 MB document.
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "required": ["scheduleType"], "properties": { "scheduleType": { "type": "string" } },
            "discriminator": { "propertyName": "scheduleType" },
            "oneOf": [{ "$ref": "#/components/schemas/OnDemandSchedule" }, { "$ref": "#/components/schemas/DailySchedule" }] },
          "OnDemandSchedule": { "type": "object", "allOf": [{ "$ref": "#/components/schemas/Root" }] },
          "DailySchedule": { "type": "object", "allOf": [{ "$ref": "#/components/schemas/Root" },
            { "type": "object", "properties": { "time": { "type": "string" } } }] } }
        """##)
        let result = F.convert(text)
        #expect(F.warnings(result).contains { $0.contains("alternative 'Root' makes 'Root' one of itself") })
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "oneOf") as? [String] == ["DailySchedule"])
        #expect(F.lookup(json, "models", "Root", "discriminator", "mapping", "OnDemandSchedule") == nil)
        _ = F.swift(text)
    }

    @Test func knownValuesOrAnyStringIsAnOpenEnum() async throws {
        // OpenAI's model names: `anyOf: [{type: string}, {type: string, enum: [...]}]`, Anthropic's the same with a
        // `const` per name. The enum's `unknown` case takes any other string, so the enum is the whole type; it was a
        // union of one case around it (`.option2(.whisper1)`), or of one `string` case with a warning per constant.
        let text = Self.schemasSentAndDecoded(##"""
        { "Root": { "type": "object", "properties": {
            "model": { "anyOf": [{ "type": "string" }, { "type": "string", "enum": ["whisper-1", "gpt-4o"] }, { "type": "string", "enum": ["gpt-4o", "tts-1"] }],
                       "description": "The model." },
            "voice": { "anyOf": [{ "type": "string", "enum": ["alloy"] }, { "type": "string" }, { "type": "null" }] },
            "dated": { "anyOf": [{ "type": "string", "format": "date" }, { "type": "string", "enum": ["today"] }] },
            "pageSize": { "anyOf": [{ "type": "number", "enum": [50] }, { "type": "number", "enum": [100] }, { "const": 200 }] },
            "mixed": { "anyOf": [{ "type": "integer", "enum": [1] }, { "type": "string", "enum": ["one"] }] },
            "family": { "$ref": "#/components/schemas/Family" } } },
          "Family": { "description": "Anthropic's way: constants with descriptions.", "anyOf": [{ "type": "string" },
            { "const": "claude-opus-4-8", "description": "Frontier intelligence." }, { "type": "string", "const": "claude-haiku-4-5" }] } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootModel", "enum") as? [String] == ["whisper-1", "gpt-4o", "tts-1"])
        #expect(F.lookup(json, "models", "RootVoice", "enum") as? [String] == ["alloy"])
        #expect(F.lookup(json, "models", "Root", "properties", "voice", "type") as? String == "RootVoice?")
        #expect(F.lookup(json, "models", "Root", "properties", "voice", "nullable") as? Bool == true)
        #expect(F.lookup(json, "models", "Family", "enum") as? [String] == ["claude-opus-4-8", "claude-haiku-4-5"])
        // A string of a format is not any string: the union stays.
        #expect(F.lookup(json, "models", "RootDated", "oneOf") != nil)
        // Numbers alike (packetexchange's page sizes kept only their first value); values of two types stay a union.
        #expect(F.lookup(json, "models", "RootPageSize", "enum") as? [Int] == [50, 100, 200])
        #expect(F.lookup(json, "models", "RootMixed", "oneOf") != nil)
        let swift = F.swift(text)
        #expect(swift.contains("public var model: RootModel?") && swift.contains("case whisper1\n    case gpt4o\n    case tts1\n"))
    }

    @Test func knownValuesOrAConstrainedStringIsAnOpenEnumThatSaysItsBoundsAreNotChecked() async throws {
        // Netdata's badge colours: a colour name or a hex string by `pattern`. The union kept the enum alone (the open
        // enum takes every string, so the string was dropped without a word): `.option1(.unknown("ff0000"))`.
        let text = F.operation(##"""
        { "operationId": "getBadge", "parameters": [
            { "name": "label_color", "in": "query", "schema": { "oneOf": [{ "type": "string", "enum": ["green", "red"] },
                                                                          { "type": "string", "pattern": "^[0-9a-fA-F]{6}$" }] } },
            { "name": "value_color", "in": "query", "schema": { "anyOf": [{ "type": "string", "maxLength": 6, "format": "color" },
                                                                          { "type": "string", "enum": ["green", "red"] }] } },
            { "name": "width", "in": "query", "schema": { "oneOf": [{ "type": "integer", "enum": [50, 100] }, { "type": "integer", "minimum": 1 }] } }],
          "responses": { "200": { "description": "ok" } } }
        """##)
        let json = try F.native(text)
        for (parameter, model) in [("label_color", "GetBadgeLabelColor"), ("value_color", "GetBadgeValueColor")] {
            #expect(F.lookup(json, "models", model, "enum") as? [String] == ["green", "red"], "\(parameter)")
        }
        #expect(F.lookup(json, "models", "GetBadgeWidth", "enum") as? [Int] == [50, 100])
        let warnings = F.warnings(F.convert(text))
        let unchecked = { (key: String, model: String, value: String) in
            "'\(key)' is not checked: the enum '\(model)' lists the values beside this \(value) and takes any other \(value) as 'unknown'"
        }
        #expect(warnings == [unchecked("pattern", "GetBadgeLabelColor", "string"), unchecked("maxLength", "GetBadgeValueColor", "string"),
                             unchecked("minimum", "GetBadgeWidth", "number")], "\(warnings)")
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(SpecFixture.file("Endpoint", of: result).contains("case getBadge(labelColor: GetBadgeLabelColor? = nil, valueColor: GetBadgeValueColor? = nil"))
        try await TypeCheck.run(result.files + [GeneratedFile(name: "Use.swift", contents: """
            func use() -> [TestEndpoint] { [.getBadge(labelColor: .unknown("ff0000")), .getBadge(labelColor: .green, valueColor: .red, width: ._50)] }

            """)], moduleName: "ConstrainedChoice")
    }

    @Test func anAlternativeNoValueCanReachIsLeftOutWithAWarning() throws {
        // The open enum `Color` takes every string, and `int` and `string` every value of `Code`: decoding in order
        // never reaches the other, which is left out, and was without a word (a union could end with one case).
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "properties": {
            "shade": { "oneOf": [{ "type": "string" }, { "$ref": "#/components/schemas/Color" }, { "type": "integer" }] },
            "code": { "oneOf": [{ "type": "integer" }, { "type": "string" }, { "$ref": "#/components/schemas/Code" }] } } },
          "Color": { "type": "string", "enum": ["green", "red"] },
          "Code": { "oneOf": [{ "type": "integer" }, { "type": "string" }] } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootShade", "oneOf") as? [String] == ["Color", "int"])
        #expect(F.lookup(json, "models", "RootCode", "oneOf") as? [String] == ["int", "string"])
        #expect(F.warnings(F.convert(text)) == [
            "alternative 'string' of 'RootShade' is left out, unreachable: 'Color' takes every value it would",
            "alternative 'Code' of 'RootCode' is left out, unreachable: 'int' and 'string' take every value it would",
        ])
    }

    /// OpenAI's `ModelIdsResponses` is `anyOf` of `ModelIdsShared` (itself known values or any string) and an
    /// enum of the Responses API's own models; it was a union of one case, the enum's values lost without a word.
    @Test func aChoiceThatRefersToAnotherChoiceOrAnEnumTakesTheirValues() async throws {
        let text = Self.schemas(##"""
        { "Shared": { "anyOf": [{ "type": "string" }, { "type": "string", "enum": ["gpt-4o", "gpt-4o-mini"] }] },
          "Extra": { "type": "string", "enum": ["o1-pro"] },
          "Responses": { "anyOf": [{ "$ref": "#/components/schemas/Shared" }, { "type": "string", "title": "ResponsesOnlyModel", "enum": ["o3-pro", "gpt-4o"] },
                                   { "$ref": "#/components/schemas/Extra" }] },
          "Mixed": { "anyOf": [{ "$ref": "#/components/schemas/Shared" }, { "type": "object", "properties": { "id": { "type": "string" } } }] },
          "Root": { "type": "object", "properties": { "model": { "$ref": "#/components/schemas/Responses" }, "mixed": { "$ref": "#/components/schemas/Mixed" } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Responses", "enum") as? [String] == ["gpt-4o", "gpt-4o-mini", "o3-pro", "o1-pro"])
        // A choice beside an object stays a union.
        #expect(F.lookup(json, "models", "Mixed", "oneOf") != nil)
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(SpecFixture.file("Models", of: result).contains("case gpt4o\n    case gpt4oMini\n    case o3Pro\n    case o1Pro\n"))
        try await TypeCheck.run(result.files + [GeneratedFile(name: "Use.swift", contents: "func use() -> Root { Root(model: .o3Pro) }\n")], moduleName: "ChoiceOfChoices")
    }

    @Test func aNullableUnionThatHoldsNullIsAnOptionalOfIt() async throws {
        // A union with an alternative of any JSON holds null itself, and the native format refused `nullable: true`
        // beside it as two ways to say null: the document failed. GitHub writes it beside `oneOf: [simple-user,
        // empty-object]`, whose empty object is an object, not null: that union stays nullable.
        let text = Self.schemasSentAndDecoded(##"""
        { "Root": { "type": "object", "required": ["meta"], "properties": {
            "author": { "nullable": true, "oneOf": [{ "$ref": "#/components/schemas/User" }, { "$ref": "#/components/schemas/Empty" }] },
            "meta": { "nullable": true, "oneOf": [{ "type": "string" }, {}] },
            "count": { "nullable": true, "oneOf": [{ "type": "string" }, { "type": "integer" }] } } },
          "User": { "type": "object", "properties": { "login": { "type": "string" } } },
          "Empty": { "type": "object", "properties": {}, "additionalProperties": false } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "properties", "meta", "nullable") == nil)
        // Unions that cannot hold null stay nullable.
        #expect(F.lookup(json, "models", "Root", "properties", "author", "nullable") as? Bool == true)
        #expect(F.lookup(json, "models", "Root", "properties", "count", "nullable") as? Bool == true)
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("public var author: Nullable<RootAuthor>?\n") && models.contains("public var meta: RootMeta\n"), "\(models)")
        #expect(models.contains("case user(User)\n    case object([String: JSONValue])\n"), "\(models)")
        try await TypeCheck.run(result.files, moduleName: "NullHoldingUnion")
    }

    @Test func drfSpectacularsNullAndBlankEnumsAreNullAndAnUnknownValueOfTheChoice() async throws {
        // drf-spectacular writes a nullable Django field with choices that may be blank as `oneOf: [IconEnum,
        // BlankEnum, NullEnum]`: NullEnum (`enum: [null]`) made a union case of any JSON, and BlankEnum's "" vanished
        // (IconEnum reads any text first). Null is null, and "" is the choice's `unknown("")`: drf shares one enum among
        // every field with those choices, where the others refuse "" (a `.empty` case let apps send it).
        let text = Self.schemasSentAndDecoded(##"""
        { "Root": { "type": "object", "properties": {
            "icon": { "nullable": true, "oneOf": [{ "$ref": "#/components/schemas/IconEnum" }, { "$ref": "#/components/schemas/BlankEnum" },
                                                 { "$ref": "#/components/schemas/NullEnum" }] },
            "kind": { "oneOf": [{ "$ref": "#/components/schemas/KindEnum" }, { "$ref": "#/components/schemas/NullEnum" }] },
            "size": { "oneOf": [{ "type": "string", "enum": ["s", "m"] }, { "enum": [""] }] } } },
          "IconEnum": { "enum": ["github", "web"], "type": "string" },
          "KindEnum": { "enum": ["a", "b"], "type": "string" },
          "BlankEnum": { "enum": [""] },
          "NullEnum": { "enum": [null] } }
        """##)
        let json = try F.native(text)
        for (property, type) in [("icon", "IconEnum?"), ("kind", "KindEnum?")] {
            #expect(F.lookup(json, "models", "Root", "properties", property, "type") as? String == type, "\(property)")
            #expect(F.lookup(json, "models", "Root", "properties", property, "nullable") as? Bool == true, "\(property)")
        }
        #expect(F.lookup(json, "models", "Root", "properties", "size") as? String == "RootSize?")
        #expect(F.lookup(json, "models", "IconEnum", "enum") as? [String] == ["github", "web"])
        #expect(F.lookup(json, "models", "RootSize", "enum") as? [String] == ["s", "m"])
        #expect(F.lookup(json, "models", "KindEnum", "enum") as? [String] == ["a", "b"])
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let models = SpecFixture.file("Models", of: result)
        for line in ["public var icon: Nullable<IconEnum>?\n", "public var kind: Nullable<KindEnum>?\n"] {
            #expect(models.contains(line), "\(line)")
        }
        #expect(models.contains("enum IconEnum"))
        let icon = models.components(separatedBy: "enum IconEnum").dropFirst().first?.components(separatedBy: "\n}\n").first ?? ""
        #expect(!icon.contains(#"case """#), "\(icon)")
        #expect(!models.contains("JSONValue"), "\(models)")
        try await TypeCheck.run(result.files, moduleName: "NullAndBlankEnums")
    }

    @Test func aDiscriminatorSelectsInlineAlternativesByTheValuesTheyList() async throws {
        // GitHub's check-run bodies: inline alternatives and a discriminator without a mapping. The SDK sent and
        // expected the model names it had made up (`"RunOption1"`); an inline schema has no name to default to.
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "properties": { "run": { "$ref": "#/components/schemas/Run" }, "loose": { "$ref": "#/components/schemas/Loose" } } },
          "Run": { "discriminator": { "propertyName": "status" }, "oneOf": [
            { "type": "object", "required": ["status"], "properties": { "status": { "type": "string", "enum": ["completed"] }, "conclusion": { "type": "string" } } },
            { "type": "object", "required": ["status"], "properties": { "status": { "type": "string", "enum": ["queued", "in_progress"] } } },
            { "allOf": [{ "$ref": "#/components/schemas/Base" }, { "type": "object", "properties": { "status": { "const": "waiting" } } }] } ] },
          "Base": { "type": "object", "properties": { "id": { "type": "integer" } } },
          "Loose": { "discriminator": { "propertyName": "kind" }, "oneOf": [
            { "type": "object", "required": ["kind"], "properties": { "kind": { "const": "a" } } },
            { "type": "object", "properties": { "kind": { "type": "string" }, "b": { "type": "integer" } } } ] } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Run", "oneOf") as? [String] == ["RunCompleted", "RunQueuedOrInProgress", "RunWaiting"])
        #expect(F.lookup(json, "models", "Run", "discriminator", "mapping") as? [String: String]
                == ["completed": "RunCompleted", "queued": "RunQueuedOrInProgress", "in_progress": "RunQueuedOrInProgress", "waiting": "RunWaiting"])
        // An alternative that lists no value cannot be selected: the alternatives are tried in order.
        #expect(F.warnings(F.convert(text)).contains(
            "'discriminator' cannot select the inline alternative 'LooseOption2', which lists no value of 'kind'; alternatives are tried in order"))
        #expect(F.lookup(json, "models", "Loose", "discriminator") == nil)
        let swift = F.swift(text)
        #expect(swift.contains(#"case "queued", "in_progress": self = .queuedOrInProgress(try RunQueuedOrInProgress(payloadFrom: decoder))"#), "\(swift)")
        #expect(swift.contains("        case .queuedOrInProgress(let payload):\n            try payload.encodePayload(to: encoder)\n            return\n"))
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        try await TypeCheck.run(result.files, moduleName: "InlineDiscriminator")
    }

    @Test func propertiesBesideAlternativesAreEachAlternatives() async throws {
        // GitHub's check runs declare name and head_sha (required) beside a oneOf that narrows status; the properties
        // were left out, so no check run could be created. toaztr's transfer wraps its fields in an anyOf of one.
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "properties": { "run": { "$ref": "#/components/schemas/Run" }, "transfer": { "$ref": "#/components/schemas/Transfer" } } },
          "Run": { "type": "object", "required": ["name"], "discriminator": { "propertyName": "status" },
            "properties": { "name": { "type": "string" }, "status": { "type": "string", "enum": ["queued", "completed", "other"] }, "conclusion": { "type": "string" } },
            "oneOf": [
              { "properties": { "status": { "enum": ["completed"] } }, "required": ["status", "conclusion"] },
              { "properties": { "status": { "enum": ["queued"] } } },
              { "$ref": "#/components/schemas/Other" } ] },
          "Other": { "type": "object", "properties": { "status": { "type": "string" }, "note": { "type": "string" } } },
          "Transfer": { "allOf": [{ "type": "object", "required": ["kind"], "properties": { "kind": { "type": "string" } } },
            { "anyOf": [{ "type": "object", "required": ["folder_id"], "properties": { "folder_id": { "type": "string" } } }] }] } }
        """##)
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Run", "oneOf") as? [String] == ["RunCompleted", "RunQueued", "Other"])
        #expect(F.lookup(json, "models", "Run", "discriminator", "mapping") as? [String: String] == ["completed": "RunCompleted", "queued": "RunQueued"])
        let completed = Self.properties(json, "RunCompleted")
        #expect(completed["name"] as? String == "string" && completed["conclusion"] as? String == "string", "\(completed)")
        #expect(Self.properties(json, "RunQueued")["name"] as? String == "string")
        #expect(Self.properties(json, "RunQueued")["conclusion"] as? String == "string?")
        // A referenced alternative is a schema of its own, as subtypes that include their parent are.
        #expect(Self.properties(json, "Other")["name"] == nil)
        #expect(Self.properties(json, "Transfer")["folder_id"] as? String == "string")
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        try await TypeCheck.run(result.files, moduleName: "SharedProperties")
    }

    @Test func alternativesInsideAnObjectGiveItTheirPropertiesOptionalUnlessAllRequireThem() async throws {
        // django-allauth's login: `allOf [{password}, anyOf [{username}, {email}]]` had only `password`, so no login body
        // could name its user. JupyterHub's identity: a `kind` each alternative pins differently fits none of them.
        let text = Self.schemas(##"""
            { "Root": { "allOf": [{ "type": "object", "required": ["password"], "properties": { "password": { "type": "string" } } },
              { "anyOf": [{ "required": ["username", "code"], "properties": { "username": { "type": "string" }, "code": { "type": "string" },
                                                                             "kind": { "enum": ["user"] } } },
                          { "required": ["email", "code"], "properties": { "email": { "type": "string" }, "code": { "type": "string" },
                                                                          "kind": { "enum": ["service"] } } }] }] } }
            """##)
        let properties = Self.properties(try F.native(text))
        #expect(properties.mapValues { "\($0)" } == ["password": "string", "username": "string?", "email": "string?", "code": "string"])
        #expect(F.warnings(F.convert(text)) == [
            "'anyOf' inside an object model: its alternatives' properties are the object's, each optional unless all require it; "
                + "'kind' declared differently by them, left out",
        ])
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "AlternativesInsideAnObject")
    }

    @Test func alternativesThatOnlyDocumentAPropertyDifferentlyShareIt() async throws {
        // JupyterHub's identity is a user or a service, each describing its own `name`, `admin` and `roles`: they were
        // left out as declared differently, so `GET /user` decoded no name. What differs in type stays out, including
        // a property named as a documenting keyword, and `readOnly`, which decides whether the property is sent.
        let text = Self.schemas(##"""
            { "Root": { "allOf": [{ "oneOf": [{ "$ref": "#/components/schemas/User" }, { "$ref": "#/components/schemas/Service" }] },
                                  { "type": "object", "properties": { "scopes": { "type": "array", "items": { "type": "string" } } } }] },
              "User": { "type": "object", "required": ["name"], "properties": {
                "name": { "type": "string", "description": "The user's name", "title": "User name", "example": "ada", "x-order": 1 },
                "admin": { "type": "boolean", "description": "Whether the user is an admin", "deprecated": true },
                "roles": { "type": "array", "description": "The user's roles", "items": { "type": "string", "description": "A role" } },
                "count": { "type": "integer" }, "id": { "type": "string", "readOnly": true },
                "labels": { "type": "object", "properties": { "description": { "type": "string" } } } } },
              "Service": { "type": "object", "required": ["name"], "properties": {
                "name": { "description": "The service's name", "type": "string" },
                "admin": { "type": "boolean", "description": "Whether the service is an admin" },
                "roles": { "type": "array", "items": { "type": "string" } },
                "count": { "type": "string" }, "id": { "type": "string" },
                "labels": { "type": "object", "properties": { "description": { "type": "integer" } } } } } }
            """##)
        let json = try F.native(text)
        let properties = Self.properties(json)
        #expect(Set(properties.keys) == ["name", "admin", "roles", "scopes"], "\(properties)")
        #expect(F.lookup(json, "models", "Root", "properties", "name", "type") as? String == "string")
        #expect(F.lookup(json, "models", "Root", "properties", "name", "description") as? String == "The user's name")
        #expect(F.lookup(json, "models", "Root", "properties", "roles", "type") as? String == "[string]?")
        // Deprecated by the user only, `admin` is current for a service.
        #expect(F.lookup(json, "models", "Root", "properties", "admin", "type") as? String == "bool?")
        #expect(F.lookup(json, "models", "Root", "properties", "admin", "deprecated") == nil)
        #expect(F.warnings(F.convert(text)).contains(
            "'oneOf' inside an object model: its alternatives' properties are the object's, each optional unless all require it; "
                + "'count', 'id', 'labels' declared differently by them, left out"), "\(F.warnings(F.convert(text)))")
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "DocumentedAlternatives")
    }

    @Test func aSubtypeIncludingItsPolymorphicParentTakesItsPropertiesNotItsSubtypes() async throws {
        // Nile's JSON Patch: each operation is `allOf [PatchOperation, {…}]`, and PatchOperation's `oneOf` lists them all,
        // so `Remove` had every other operation's `value` and `from`, with an allOf cycle warning per operation.
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "required": ["kind"], "properties": { "kind": { "type": "string" }, "id": { "type": "string" } },
                        "discriminator": { "propertyName": "kind" },
                        "oneOf": [{ "$ref": "#/components/schemas/Circle" }, { "$ref": "#/components/schemas/Square" }] },
              "Circle": { "allOf": [{ "$ref": "#/components/schemas/Root" },
                                    { "type": "object", "required": ["radius"], "properties": { "kind": { "enum": ["circle"] }, "radius": { "type": "number" } } }] },
              "Square": { "allOf": [{ "$ref": "#/components/schemas/Root" },
                                    { "type": "object", "required": ["side"], "properties": { "kind": { "enum": ["square"] }, "side": { "type": "number" } } }] },
              "Drawing": { "allOf": [{ "$ref": "#/components/schemas/Root" }, { "type": "object", "properties": { "title": { "type": "string" } } }] } }
            """##)
        let json = try F.native(text)
        #expect(Set((F.lookup(json, "models", "Circle", "properties") as? [String: Any] ?? [:]).keys) == ["kind", "id", "radius"])
        #expect(Set((F.lookup(json, "models", "Square", "properties") as? [String: Any] ?? [:]).keys) == ["kind", "id", "side"])
        // A schema that is none of the subtypes still takes the alternatives' properties, as any object does.
        #expect(Set((F.lookup(json, "models", "Drawing", "properties") as? [String: Any] ?? [:]).keys) == ["kind", "id", "radius", "side", "title"])
        #expect(F.warnings(F.convert(text)).filter { !$0.contains("'oneOf' inside an object model") && !$0.contains("in itself") }.isEmpty)
        #expect(F.warnings(F.convert(text)).filter { $0.contains("'oneOf' inside an object model") }.count == 1)
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "PolymorphicParent")
    }

    @Test func aBaseWithADiscriminatorIsOneOfTheSubtypesThatIncludeIt() async throws {
        // OpenAPI's own Pet, Cat and Dog, with no `oneOf`: Pet was a struct of its own properties, so a Cat decoded
        // without its hunting skill and a Pet sent matched no subtype. Mapped, or by the subtypes' names.
        let base = ##"""
            { "Root": { "type": "object", "required": ["petType"], "properties": { "name": { "type": "string" }, "petType": { "type": "string" } },
                        "discriminator": { "propertyName": "petType", "mapping": { "cat": "#/components/schemas/Cat", "dog": "Dog" } } },
              "Cat": { "allOf": [{ "$ref": "#/components/schemas/Root" }, { "type": "object", "required": ["huntingSkill"], "properties": { "huntingSkill": { "type": "string" } } }] },
              "Dog": { "allOf": [{ "$ref": "#/components/schemas/Root" }, { "type": "object", "properties": { "packSize": { "type": "integer" } } }] },
              "Lizard": { "allOf": [{ "$ref": "#/components/schemas/Root" }, { "type": "object", "properties": { "lovesRocks": { "type": "boolean" } } }] } }
            """##
        let text = Self.schemas(base)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "oneOf") as? [String] == ["Cat", "Dog", "Lizard"])
        #expect(F.lookup(json, "models", "Root", "discriminator", "mapping") as? [String: String] == ["cat": "Cat", "dog": "Dog"])
        #expect(Set((F.lookup(json, "models", "Cat", "properties") as? [String: Any] ?? [:]).keys) == ["name", "petType", "huntingSkill"])
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "SubtypesOfABase")

        // A base its mapping names as a value of its own stays its properties, with a warning.
        let itself = Self.schemas(base.replacingOccurrences(of: #""dog": "Dog""#, with: #""pet": "Root""#))
        #expect(F.lookup(try F.native(itself), "models", "Root", "properties", "petType") as? String == "string")
        #expect(F.warnings(F.convert(itself)).contains { $0.contains("names the schema itself") })
    }

    @Test func aDiscriminatorWithoutMappingAlsoSelectsAComponentByTheValueItPins() throws {
        // Spotify's playlist items: `type` is `track` or `episode`, pinned by each component, and there is no mapping.
        // By the component's name alone every real item decoded as unknown. `EpisodeObject` pins its value in the base
        // its `allOf` refers to, where a part of its own declares `type` as any string, which narrows nothing.
        let text = Self.schemas(##"""
            { "Root": { "oneOf": [{ "$ref": "#/components/schemas/TrackObject" }, { "$ref": "#/components/schemas/EpisodeObject" },
                                  { "$ref": "#/components/schemas/ChapterObject" }, { "$ref": "#/components/schemas/Show" },
                                  { "$ref": "#/components/schemas/Cat" }],
                        "discriminator": { "propertyName": "type" } },
              "TrackObject": { "type": "object", "required": ["type"], "properties": { "type": { "type": "string", "enum": ["track"] } } },
              "EpisodeObject": { "allOf": [{ "properties": { "type": { "type": "string" } } }, { "$ref": "#/components/schemas/EpisodeBase" },
                                           { "properties": { "show": { "type": "string" } } }] },
              "EpisodeBase": { "type": "object", "required": ["type"], "properties": { "type": { "$ref": "#/components/schemas/EpisodeType" } } },
              "EpisodeType": { "type": "string", "enum": ["episode"] },
              "ChapterObject": { "type": "object", "properties": { "type": { "const": "chapter" } } },
              "Show": { "type": "object", "properties": { "type": { "type": "string" } } },
              "Cat": { "allOf": [{ "$ref": "#/components/schemas/Animal" }, { "properties": { "lives": { "type": "integer" } } }] },
              "Animal": { "type": "object", "properties": { "type": { "type": "string", "enum": ["cat", "dog"] } } } }
            """##)
        let swift = F.swift(text)
        #expect(swift.contains(#"case "track", "TrackObject": self = .trackObject(try TrackObject(payloadFrom: decoder))"#), "\(swift)")
        #expect(swift.contains(#"case "episode", "EpisodeObject": self = .episodeObject(try EpisodeObject(payloadFrom: decoder))"#))
        #expect(swift.contains(#"case "chapter", "ChapterObject": self = .chapterObject(try ChapterObject(payloadFrom: decoder))"#))
        // A component that pins no value is selected by its name, as OpenAPI says.
        #expect(swift.contains(#"case "Show": self = .show(try Show(payloadFrom: decoder))"#))
        // A base that lists every subtype's value says nothing of which subtype this is.
        #expect(swift.contains(#"case "Cat": self = .cat(try Cat(payloadFrom: decoder))"#), "\(swift)")
    }

    @Test func oneValueOrAListOfItIsOneTypeWithASingularAndAPluralCase() async throws {
        // langgraph's `stream_mode`: its cases were `runCreateStreamModeOption1Items([…Option1Item])` and
        // `option2(…Option2)`, two names for one type. Object values and a null beside them take the same names.
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": {
              "mode": { "anyOf": [{ "type": "array", "items": { "type": "string", "enum": ["values", "debug", "tasks", "updates"] } },
                                  { "type": "string", "enum": ["values", "debug", "tasks", "updates"] }] },
              "filter": { "oneOf": [{ "type": "object", "properties": { "key": { "type": "string" } } }, { "type": "null" },
                                    { "type": "array", "items": { "type": "object", "properties": { "key": { "type": "string" } } } }] },
              "content": { "oneOf": [{ "type": "string" }, { "type": "object", "properties": { "text": { "type": "string" } } },
                                     { "type": "array", "items": { "type": "object", "properties": { "text": { "type": "string" } } } }] } } } }
            """##)
        let swift = F.swift(text)
        #expect(swift.contains("case values([RootModeValue])\n    case value(RootModeValue)\n"), "\(swift)")
        #expect(swift.contains("case value(RootFilterValue)\n    case values([RootFilterValue])\n"), "\(swift)")
        // Llama Stack's content, `string | X | [X]`: X and its list were `option2(…Option2)` and `option3s([…Option3])`.
        #expect(swift.contains("case string(String)\n    case value(RootContentValue)\n    case values([RootContentValue])\n"))
        #expect(!swift.contains("typealias"), "one type each, not two of one shape")
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "OneOrMany")
    }

    @Test func stringChoicesBesideOtherTypesAreOneEnum() async throws {
        // Stripe's `cancel_at` is an integer, `''`, or `max_period_end`/`min_period_end`; an MCP tool's approval is
        // `always`, `never` or a filter. Each string enum was an open enum taking every string, so all but the first
        // were left out as unreachable, and `max_period_end` had to be written `.option2(.unknown("max_period_end"))`.
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "properties": {
            "cancel_at": { "anyOf": [{ "type": "integer" }, { "type": "string", "enum": [""] }, { "type": "string", "enum": ["max_period_end", "min_period_end"] }] },
            "approval": { "anyOf": [{ "type": "string", "enum": ["always"] }, { "const": "never" }, { "type": "null" },
                                    { "type": "object", "properties": { "tools": { "type": "array", "items": { "type": "string" } } } }] } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootCancelAt", "oneOf") as? [String] == ["int", "RootCancelAtOption2"], "\(json)")
        #expect(F.lookup(json, "models", "RootCancelAtOption2", "enum") as? [String] == ["", "max_period_end", "min_period_end"])
        #expect(F.lookup(json, "models", "RootApproval", "oneOf") as? [String] == ["RootApprovalAlwaysOrNever", "RootApprovalTools"])
        #expect(F.lookup(json, "models", "RootApprovalAlwaysOrNever", "enum") as? [String] == ["always", "never"])
        #expect(!F.warnings(F.convert(text)).contains { $0.contains("left out") }, "\(F.warnings(F.convert(text)))")
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "StringChoices")
    }

    @Test func inlineAlternativesAreNamedByWhatTellsThemApart() async throws {
        // OpenAI's stream events, truncation modes and `"auto"`-or-a-number settings were `option1`…`option10`: an
        // inline alternative is named by its title, its one to three string values, an object's one-value property, or
        // an object's one property.
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "properties": { "event": { "$ref": "#/components/schemas/Event" }, "limit": { "$ref": "#/components/schemas/Limit" },
            "truncation": { "$ref": "#/components/schemas/Truncation" }, "preset": { "$ref": "#/components/schemas/Preset" } } },
          "Event": { "oneOf": [
            { "type": "object", "required": ["event", "data"], "properties": { "data": { "type": "integer" }, "event": { "type": "string", "enum": ["thread.run.created"] } } },
            { "type": "object", "required": ["event"], "properties": { "event": { "const": "thread.run.in_progress" } } },
            { "type": "object", "properties": { "kind": { "type": "string", "enum": ["a", "b"] } } } ] },
          "Limit": { "oneOf": [{ "type": "integer" }, { "type": "string", "enum": ["inf"] }] },
          "Nodata": { "anyOf": [{ "type": "string", "enum": ["nan", "inf", "-inf"] }, { "type": "number" }] },
          "Truncation": { "oneOf": [{ "type": "string", "enum": ["auto", "disabled"] }, { "title": "Retention ratio", "type": "object", "required": ["type"],
            "properties": { "type": { "const": "retention_ratio" }, "ratio": { "type": "number" } } }] },
          "Preset": { "oneOf": [{ "type": "string", "enum": ["a", "b", "c", "d"] }, { "type": "object", "required": ["size"], "properties": { "size": { "const": "16x9" } } },
            { "type": "object", "required": ["type"], "properties": { "type": { "const": "same" }, "x": { "type": "integer" } } },
            { "type": "object", "required": ["type"], "properties": { "type": { "const": "same" }, "y": { "type": "integer" } } }] } }
        """##)
        let json = try F.native(text)
        // An object of one property without one value is named after it (Benchling's `{entityRegistryId}`).
        #expect(F.lookup(json, "models", "Event", "oneOf") as? [String] == ["EventThreadRunCreated", "EventThreadRunInProgress", "EventKind"])
        // One string is a case of its own, without a type: `inf`.
        #expect(F.lookup(json, "models", "Limit", "oneOf") as? [String] == ["int", "\"inf\""])
        // A leading minus is a word: titiler's nodata was `NanOrInfOrInf`.
        #expect(F.lookup(json, "models", "Nodata", "oneOf") as? [String] == ["NodataNanOrInfOrMinusInf", "double"])
        #expect(F.lookup(json, "models", "Truncation", "oneOf") as? [String] == ["TruncationAutoOrDisabled", "TruncationRetentionRatio"])
        // Four values and a value two alternatives share name nothing; a value that is not a word leaves its property.
        #expect(F.lookup(json, "models", "Preset", "oneOf") as? [String] == ["PresetOption1", "PresetSize", "PresetOption3", "PresetOption4"])
        let swift = F.swift(text)
        #expect(swift.contains("    case threadRunCreated(EventThreadRunCreated)\n    case threadRunInProgress(EventThreadRunInProgress)\n"), "\(swift)")
        #expect(swift.contains("    case inf\n"))
        #expect(swift.contains("    case autoOrDisabled(TruncationAutoOrDisabled)\n"))
    }

    /// OpenAI's message content, a string or a list of parts written in place, was `option2Items([ContentOption2Item])`.
    @Test func theOneListOfInlineModelsAmongAlternativesIsItems() async throws {
        let parts = ##"{ "type": "array", "items": { "oneOf": [{ "title": "TextPart", "type": "object", "properties": { "text": { "type": "string" } } }, { "title": "ImagePart", "type": "object", "properties": { "url": { "type": "string" } } }] } }"##
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": {
              "content": { "anyOf": [{ "type": "string" }, \##(parts)] },
              "both": { "anyOf": [\##(parts), { "type": "array", "items": { "type": "object", "properties": { "id": { "type": "string" } } } }] },
              "refs": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "$ref": "#/components/schemas/Tag" } }] } } },
              "Tag": { "type": "object", "properties": { "name": { "type": "string" } } } }
            """##)
        let swift = F.swift(text)
        #expect(swift.contains("    case string(String)\n    case items([RootContentItem])\n"), "\(swift)")
        #expect(swift.contains("enum RootContentItem: Codable, Hashable, Sendable {\n    case textPart(RootContentItemTextPart)"))
        // Two such lists keep their numbers; a list of a component is named by it.
        #expect(swift.contains("    case option1Items([RootBothOption1Item])\n    case option2Items([RootBothOption2Item])\n"))
        #expect(swift.contains("    case string(String)\n    case tags([Tag])\n"))
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "ListAlternatives")
    }

    @Test func anEmptyStringBesideAnyStringIsAString() throws {
        // Stripe clears a field with "": `anyOf: [{type: string, maxLength: 5000}, {type: string, enum: [""]}]`, hundreds
        // of times. It became an enum of one case (`.value`) that every real text was unknown to: `.unknown("Acme")`.
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "properties": {
            "website": { "anyOf": [{ "type": "string", "maxLength": 5000 }, { "type": "string", "enum": [""] }] },
            "code": { "anyOf": [{ "type": "string", "enum": [""] }, { "type": "integer" }, { "type": "string" }] },
            "filled": { "anyOf": [{ "type": "string", "minLength": 1 }, { "type": "string", "enum": [""] }] } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "properties", "website") as? String == "string?")
        #expect(F.lookup(json, "models", "RootCode", "oneOf") as? [String] == ["int", "string"])
        // A string that must not be empty does not take "": the choice stays.
        #expect(F.lookup(json, "models", "RootFilled", "enum") as? [String] == [""])
    }

    @Test func alternativesThatAreOneScalarBoundedTheirOwnWaysAreThatScalar() async throws {
        // drf-spectacular writes a Django field that may be blank and has a validator as `oneOf: [{type: string, format:
        // email}, {type: string, maxLength: 0}]` (NetBox's `email`, `color`, `dns_name`): it was a union of one case,
        // set as `.string("a@example.com")`. A bound every alternative says is kept at its loosest; one that only some
        // say cannot be checked on a value the others allow.
        let text = Self.schemasSentAndDecoded(##"""
        { "Root": { "type": "object", "required": ["email"], "properties": {
            "email": { "oneOf": [{ "type": "string", "format": "email", "maxLength": 254 }, { "type": "string", "maxLength": 0 }] },
            "color": { "oneOf": [{ "type": "string", "pattern": "^[0-9a-f]{6}$", "maxLength": 6 }, { "type": "string", "maxLength": 0 }] },
            "tag": { "oneOf": [{ "type": "string", "minLength": 2 }, { "$ref": "#/components/schemas/Code" }, { "enum": [null] }] },
            "count": { "anyOf": [{ "type": "integer", "minimum": 1 }, { "type": "integer", "maximum": 0 }] },
            "dated": { "oneOf": [{ "type": "string", "format": "date" }, { "type": "string", "maxLength": 0 }] } } },
          "Code": { "type": "string", "minLength": 5, "maxLength": 8 } }
        """##)
        let properties = Self.properties(try F.native(text)).mapValues { ($0 as? [String: Any])?.mapValues { "\($0)" } ?? ["type": "\($0)"] }
        #expect(properties["email"] == ["type": "string", "maxLength": "254"], "\(properties)")
        #expect(properties["color"] == ["type": "string?", "maxLength": "6"], "\(properties)")
        #expect(properties["tag"] == ["type": "string?", "nullable": "1", "minLength": "2"], "\(properties)")
        #expect(properties["count"] == ["type": "int?"], "\(properties)")
        // A string of a format is not any string: the union stays.
        #expect(properties["dated"] == ["type": "RootDated?"], "\(properties)")
        let warnings = F.warnings(F.convert(text))
        // Code's `maxLength` is reported at the reference: where Code stands alone, it is checked.
        #expect(warnings == ["'pattern' is not checked: each alternative is a string, and another one takes strings it refuses",
                             "'maxLength' is not checked: each alternative is a string, and another one takes strings it refuses",
                             "'minimum' is not checked: each alternative is a number, and another one takes numbers it refuses",
                             "'maximum' is not checked: each alternative is a number, and another one takes numbers it refuses"], "\(warnings)")
        let paths = F.convert(text).diagnostics.compactMap { $0.path?.description }
        #expect(paths.contains("$.components.schemas.Root.properties.tag.oneOf[1]"), "\(paths)")
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("public var email: String\n") && models.contains("public var color: String?\n"), "\(models)")
        #expect(!models.contains("enum RootEmail") && !models.contains("enum RootColor"), "\(models)")
        try await TypeCheck.run(result.files + [GeneratedFile(name: "Use.swift", contents: """
            func use() -> Root { Root(email: "a@example.com", color: "", count: 3) }

            """)], moduleName: "SameScalarAlternatives")
    }

    @Test func aSchemaTheDiscriminatorMapsIsAnAlternativeListedOrNot() async throws {
        // Cohere's stream events map citation-start to CitationStartEvent, which the oneOf does not list: such an event
        // decoded as unknown. A mapped component schema is one of the types the value can be.
        let text = Self.schemas(##"""
        { "Root": { "oneOf": [{ "$ref": "#/components/schemas/Start" }, { "$ref": "#/components/schemas/Stop" }],
            "discriminator": { "propertyName": "type", "mapping": { "start": "#/components/schemas/Start", "stop": "#/components/schemas/Stop",
              "cite": "#/components/schemas/Cite", "gone": "#/components/schemas/Missing" } } },
          "Start": { "type": "object", "required": ["type"], "properties": { "type": { "type": "string" } } },
          "Stop": { "type": "object", "required": ["type"], "properties": { "type": { "type": "string" }, "at": { "type": "integer" } } },
          "Cite": { "type": "object", "required": ["type", "text"], "properties": { "type": { "type": "string" }, "text": { "type": "string" } } } }
        """##)
        let result = F.convert(text)
        #expect(F.warnings(result).contains("discriminator mapping 'gone' → '#/components/schemas/Missing' is not a component schema; left out"))
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "oneOf") as? [String] == ["Start", "Stop", "Cite"])
        #expect(F.lookup(json, "models", "Root", "discriminator", "mapping") as? [String: String] == ["start": "Start", "stop": "Stop", "cite": "Cite"])
        let swift = F.swift(text)
        #expect(swift.contains("case cite(Cite)"))
    }

    @Test func enumsConstAndDeprecated() throws {
        let text = Self.schemas(#"""
        { "Root": { "type": "object", "required": ["s", "i", "c", "d", "e"], "properties": {
            "s": { "type": "string", "enum": ["new", "in_progress", "new"] }, "i": { "type": "integer", "enum": [1, 2] },
            "c": { "type": "string", "const": "fixed" }, "old": { "type": "string", "deprecated": true },
            "d": { "type": "string", "const": "same", "default": "same" }, "e": { "type": "string", "const": "one", "default": "other" } } } }
        """#)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootS", "enum") as? [String] == ["new", "in_progress"])
        let properties = Self.properties(json)
        #expect(properties["s"] as? String == "RootS")
        #expect(properties["i"] as? String == "RootI")
        #expect(F.lookup(json, "models", "RootI", "enum") as? [Int] == [1, 2])
        #expect((properties["c"] as? [String: Any])?["type"] as? String == "string")
        #expect((properties["c"] as? [String: Any])?["const"] as? String == "fixed")
        #expect((properties["old"] as? [String: Any])?["deprecated"] as? Bool == true)
        let warnings = F.warnings(F.convert(text))
        // A default equal to the constant says nothing more (Anthropic writes 165 of them); another default is reported.
        #expect(warnings.filter { $0.contains("integer enum") || $0.contains("'const'") }
            == ["a property with 'const' always holds its constant; the other 'default' beside it is not kept"])
        #expect((properties["d"] as? [String: Any])?["const"] as? String == "same")
        #expect(warnings.contains { $0.contains("duplicate enum values") })
        let swift = F.swift(text)
        #expect(swift.contains("public var c: String { \"fixed\" }"))
        #expect(swift.contains("case unknown(Int)"))
    }

    /// Values whose Swift names collide stay an enum: the model stage names them apart, as it does for native specs.
    @Test func enumValuesThatCollideAfterNamingStayAnEnum() throws {
        let text = Self.schemas(#"""
        { "Root": { "type": "object", "required": ["order", "sign"], "properties": {
            "order": { "type": "string", "enum": ["asc", "ASC"] }, "sign": { "type": "string", "enum": ["+1", "-1"] } } } }
        """#)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootOrder", "enum") as? [String] == ["asc", "ASC"])
        #expect(F.lookup(json, "models", "RootSign", "enum") as? [String] == ["+1", "-1"])
        let swift = F.swift(text)
        #expect(swift.contains("case \"ASC\": self = .ASC"))
        #expect(swift.contains("case \"+1\": self = .plus1"))
        #expect(swift.contains("case \"-1\": self = .minus1"))
    }

    @Test func constOnAnOptionalPropertyStaysAWarningAndIntegerEnumsBeyond32BitsAreEnums() throws {
        let text = Self.schemas(#"""
        { "Root": { "type": "object", "properties": { "c": { "const": "fixed" }, "big": { "type": "integer", "enum": [1, 5000000000] } } } }
        """#)
        let json = try F.native(text)
        #expect(Self.properties(json)["c"] as? String == "string?")
        #expect(Self.properties(json)["big"] as? String == "RootBig?")
        #expect(F.lookup(json, "models", "RootBig", "enum") as? [Int64] == [1, 5_000_000_000])
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.contains { $0.contains("'const' of the optional property 'c' is not kept") })
        #expect(warnings.count == 1)
    }

    @Test func anOptionalPropertysDefaultIsTheServersAndNotKept() throws {
        // What the server assumes when the key is absent. Decoded as the default, a model read and sent back sent
        // values the server never did: a PATCH reset what the app did not touch, a write-only secret its stored value.
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "properties": {
            "page": { "type": "integer", "default": 1 }, "sort": { "type": "string", "enum": ["asc", "desc"], "default": "desc" },
            "status": { "$ref": "#/components/schemas/Status" }, "secret": { "type": "string", "writeOnly": true, "default": "changeme" },
            "bad": { "type": "integer", "default": "x" }, "note": { "type": ["string", "null"], "default": "n" } } },
          "Status": { "type": "string", "enum": ["active", "planned"], "default": "active" } }
        """##)
        let properties = Self.properties(try F.native(text))
        #expect(properties["page"] as? String == "int?")
        #expect(properties["sort"] as? String == "RootSort?")
        #expect(properties["status"] as? String == "Status?")
        #expect(properties["secret"] as? String == "string?")
        #expect(properties["bad"] as? String == "int?")
        #expect((properties["note"] as? [String: Any])?["default"] == nil)
        #expect(F.warnings(F.convert(text)).isEmpty, "the document says nothing wrong")
        let swift = F.swift(text)
        #expect(swift.contains("page: Int? = nil"))
        #expect(!swift.contains("init(from decoder"), "synthesized decoding: an absent key is nil")
    }

    @Test func aRequiredPropertysDefaultIsKeptWhenItFits() throws {
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "required": ["lang", "level", "status", "bad", "note"], "properties": {
            "lang": { "type": "string", "default": "en" }, "level": { "type": "integer", "enum": [1, 2], "default": 2 },
            "status": { "$ref": "#/components/schemas/Status" }, "bad": { "type": "integer", "default": "x" },
            "note": { "type": ["string", "null"], "default": "n" } } },
          "Status": { "type": "string", "enum": ["active", "planned"], "default": "active" } }
        """##)
        let json = try F.native(text)
        func entry(_ key: String) -> [String: Any]? { Self.properties(json)[key] as? [String: Any] }
        #expect(entry("lang")?["type"] as? String == "string" && entry("lang")?["default"] as? String == "en")
        #expect(entry("level")?["type"] as? String == "RootLevel" && entry("level")?["default"] as? Int == 2)
        #expect(entry("status")?["default"] as? String == "active", "an enum's own default, through its $ref")
        #expect(Self.properties(json)["bad"] as? String == "int")
        #expect(entry("note")?["default"] == nil)
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.contains("default of property 'bad' left out: 'x' is a string, where the property is an integer"), "\(warnings)")
        #expect(warnings.contains("schema 'Root': 1 nullable property's default not kept in the generated SDK"))
        #expect(F.swift(text).contains("lang: String = \"en\""))
    }

    /// A required property's default left out names the value and why, as the document says it: Meilisearch's
    /// `GetLogs.mode` (default `Human`, values `human`, `json`, `profile`) was "schema 'GetLogs': 1 unusable property
    /// default not kept in the generated SDK".
    @Test func aRequiredPropertysDefaultLeftOutIsNamedWithWhy() throws {
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "required": ["mode", "level", "bad", "half", "link", "tags", "either", "local"], "properties": {
            "mode": { "oneOf": [{ "$ref": "#/components/schemas/LogMode" }], "default": "Human" },
            "level": { "type": "integer", "enum": [1, 2], "default": 3 }, "bad": { "type": "integer", "default": "x" },
            "half": { "type": "integer", "format": "int32", "default": 2.5 },
            "link": { "type": "string", "format": "uri", "default": "" },
            "tags": { "type": "array", "items": { "type": "string" }, "default": ["a"] },
            "either": { "oneOf": [{ "type": "string" }, { "type": "integer" }], "default": 1 },
            "local": { "$ref": "#/components/schemas/Option", "default": false } } },
          "LogMode": { "type": "string", "enum": ["human", "json", "profile"] },
          "Option": { "type": "object", "properties": { "value": { "type": "boolean" } } } }
        """##)
        let warnings = F.convert(text).diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.message) == [
            "default of property 'mode' left out: 'Human' is not one of its enum values ('human', 'json', 'profile')",
            "default of property 'level' left out: 3 is not one of its enum values (1, 2)",
            "default of property 'bad' left out: 'x' is a string, where the property is an integer",
            "default of property 'half' left out: 2.5 does not fit an integer of format 'int32'",
            "default of property 'link' left out: the generated SDK keeps no default for a string of format 'uri' ('')",
            #"default of property 'tags' left out: the generated SDK keeps no default for an array (["a"])"#,
            "default of property 'either' left out: the generated SDK keeps no default for a oneOf or anyOf (1)",
            "default of property 'local' left out: false is a boolean, where the property is an object",
        ])
        // One kind, whatever the value and the reason: `--quiet-warnings default-property-left-out` hides them all.
        #expect(Set(warnings.map(\.kind)) == ["default-property-left-out"])
        #expect(warnings.first?.hint == "write the default as the enum lists it")
        // 3 is no spelling of 1 or 2: there is nothing to copy.
        #expect(warnings.dropFirst().first?.hint == nil)
        #expect(F.swift(text).contains("public var mode: LogMode\n"))
    }

    @Test func aRequiredPropertysDefaultIsAlwaysSent() throws {
        let text = Self.schemas(#"{ "Root": { "type": "object", "required": ["page"], "properties": { "page": { "type": "integer", "default": 1 } } } }"#)
        #expect(F.lookup(try F.native(text), "models", "Root", "properties", "page", "type") as? String == "int")
        #expect(F.swift(text).contains("page: Int = 1"))
    }

    @Test func readOnlyAndWriteOnlyPropertiesOfAModelSentAndDecodedAreOptional() throws {
        let json = try F.native(Self.schemasSentAndDecoded(#"""
        { "Root": { "type": "object", "required": ["id", "secret"], "properties": { "id": { "type": "integer", "readOnly": true }, "secret": { "type": "string", "writeOnly": true } } } }
        """#))
        #expect(F.lookup(json, "models", "Root", "properties", "id", "type") as? String == "int?")
        #expect(Self.properties(json)["secret"] as? String == "string?")
    }

    @Test func aRequiredWriteOnlyPropertyOfASchemaOnlySentIsRequired() async throws {
        // Datadog's 39 write-only credentials (`password` of a create request) could be left out of the call. A schema
        // only sent, directly or through another, keeps them required; one a response may hold, or that extends one
        // (a base's subtype is decoded in its place), keeps them optional.
        let secret = ##"{ "type": "string", "writeOnly": true }"##
        let text = F.document(paths: """
            { "/credentials": { "post": {
                "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/BasicAuth" } } } },
                "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Account" } } } } } } },
              "/sessions": { "post": {
                "requestBody": { "content": { "application/json": { "schema": { "type": "object", "required": ["otp", "cat"],
                  "properties": { "otp": \(secret), "cat": { "$ref": "#/components/schemas/Cat" } } } } } },
                "responses": { "204": { "description": "ok" } } } } }
            """, components: """
            { "schemas": {
              "BasicAuth": { "type": "object", "required": ["password", "signer", "shared"], "properties": { "password": \(secret),
                "signer": { "$ref": "#/components/schemas/Signer" }, "shared": { "$ref": "#/components/schemas/Shared" } } },
              "Signer": { "type": "object", "required": ["key"], "properties": { "key": \(secret) } },
              "Shared": { "type": "object", "required": ["pin"], "properties": { "pin": \(secret) } },
              "Account": { "type": "object", "required": ["token"], "properties": { "token": \(secret), "shared": { "$ref": "#/components/schemas/Shared" },
                "pet": { "$ref": "#/components/schemas/Pet" } } },
              "Pet": { "type": "object", "required": ["kind"], "properties": { "kind": { "type": "string" } }, "discriminator": { "propertyName": "kind" } },
              "Cat": { "allOf": [{ "$ref": "#/components/schemas/Pet" }, { "type": "object", "required": ["chip"], "properties": { "chip": \(secret) } }] } } }
            """)
        let json = try F.native(text)
        #expect(Self.properties(json, "BasicAuth")["password"] as? String == "string")
        #expect(Self.properties(json, "Signer")["key"] as? String == "string", "only sent, through BasicAuth")
        #expect(Self.properties(json, "Shared")["pin"] as? String == "string?", "a response holds it too")
        #expect(Self.properties(json, "Account")["token"] as? String == "string?")
        #expect(Self.properties(json, "Cat")["chip"] as? String == "string?", "decoded in its base's place")
        #expect(Self.properties(json, "PostSessionsRequest")["otp"] as? String == "string", "written in a request body")
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "WriteOnlySent")
    }

    @Test func aRequiredReadOnlyPropertyOfASchemaOnlyDecodedIsRequired() async throws {
        // drf-spectacular marks every response's `id` read-only and required, which made `user.id!`. A schema only
        // decoded, directly, through another or written in a response, keeps it required; one a request may hold, or
        // that extends one (a base's subtype is sent in its place), keeps it optional.
        let id = ##"{ "type": "integer", "readOnly": true }"##
        let text = F.document(paths: """
            { "/users/{id}": { "get": {
                "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } }],
                "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/User" } } } } } } },
              "/notes": { "put": {
                "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Note" } } } },
                "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object", "required": ["id", "note"],
                  "properties": { "id": \(id), "note": { "$ref": "#/components/schemas/Note" } } } } } } } } },
              "/pets": { "post": {
                "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } },
                "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Cat" } } } } } } } }
            """, components: """
            { "schemas": {
              "User": { "type": "object", "required": ["id", "team"], "properties": { "id": \(id), "team": { "$ref": "#/components/schemas/Team" } } },
              "Team": { "type": "object", "required": ["id"], "properties": { "id": \(id) } },
              "Note": { "type": "object", "required": ["id", "text"], "properties": { "id": \(id), "text": { "type": "string" } } },
              "Pet": { "type": "object", "required": ["kind"], "properties": { "kind": { "type": "string" } }, "discriminator": { "propertyName": "kind" } },
              "Cat": { "allOf": [{ "$ref": "#/components/schemas/Pet" }, { "type": "object", "required": ["id"], "properties": { "id": \(id) } }] } } }
            """)
        let json = try F.native(text)
        let idType = { (model: String) in F.lookup(json, "models", model, "properties", "id", "type") as? String }
        #expect(idType("User") == "int")
        #expect(idType("Team") == "int", "only decoded, through User")
        #expect(idType("Note") == "int?", "a request holds it too")
        #expect(idType("PutNotesResponse") == "int", "written in a response")
        #expect(idType("Cat") == "int?", "sent in its base's place")
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        // Encoded elsewhere than in a request (a cache), the required read-only value is written as it is.
        #expect(SpecFixture.file("Models", of: result).contains("""
                if !encoder.writesRequest {
                    try container.encode(self.id, forKey: .id)
                }
        """))
        try await TypeCheck.run(result.files, moduleName: "ReadOnlyDecoded")
    }

    @Test func aSchemaSentThroughAPathItemOfComponentsIsNotOnlyDecoded() throws {
        // 3.1's `components.pathItems` hold operations as `paths` do: a body there is sent.
        let text = F.document(paths: ##"""
            { "/notes": { "$ref": "#/components/pathItems/Notes" },
              "/notes/{id}": { "get": { "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } }],
                "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Note" } } } } } } } }
            """##, components: ##"""
            { "pathItems": { "Notes": { "put": {
                "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Note" } } } },
                "responses": { "204": { "description": "saved" } } } } },
              "schemas": { "Note": { "type": "object", "required": ["id"], "properties": { "id": { "type": "integer", "readOnly": true } } } } }
            """##)
        #expect(F.lookup(try F.native(text), "models", "Note", "properties", "id", "type") as? String == "int?")
    }

    @Test func theMarksOfAValueThatMayBeNullAreThePropertys() throws {
        // Pydantic v2's `Optional[SecretStr]`: Fief's required write-only `encrypt_jwk` failed every decode,
        // and a read-only `updated_at` was sent back.
        let json = try F.native(Self.schemasSentAndDecoded(#"""
        { "Root": { "type": "object", "required": ["key", "updated_at"], "properties": {
            "key": { "anyOf": [{ "type": "string", "writeOnly": true }, { "type": "null" }] },
            "updated_at": { "anyOf": [{ "type": "string", "format": "date-time", "readOnly": true }, { "type": "null" }] } } } }
        """#))
        #expect(F.lookup(json, "models", "Root", "properties", "key", "type") as? String == "string?")
        #expect(F.lookup(json, "models", "Root", "properties", "updated_at", "type") as? String == "date-time?")
        #expect(F.lookup(json, "models", "Root", "properties", "updated_at", "readOnly") as? Bool == true)
    }

    @Test func readOnlyPropertiesAreLeftOutOfRequestsWhereverTheMarkIs() async throws {
        // Marked on the property, or on the schema it refers to (Datadog's `Creator`); written to responses only.
        let text = Self.schemasSentAndDecoded(##"""
        { "Root": { "type": "object", "required": ["created_by"], "properties": {
            "id": { "type": "integer", "readOnly": true }, "name": { "type": "string" },
            "created_by": { "$ref": "#/components/schemas/Creator" }, "password": { "type": "string", "writeOnly": true } } },
          "Creator": { "type": "object", "readOnly": true, "properties": { "handle": { "type": "string" } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Root", "properties", "id", "readOnly") as? Bool == true)
        #expect(F.lookup(json, "models", "Root", "properties", "created_by", "readOnly") as? Bool == true)
        #expect(F.lookup(json, "models", "Root", "properties", "created_by", "type") as? String == "Creator?")
        #expect(Self.properties(json)["name"] as? String == "string?")
        #expect(Self.properties(json)["password"] as? String == "string?")
        let result = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let models = SpecFixture.file("Models", of: result)
        // Decoding stays synthesized; encoding leaves the read-only run out of requests, keys in the model's order.
        #expect(!models.contains("init(from decoder"), "\(models)")
        #expect(models.contains("""
                var container = encoder.container(keyedBy: CodingKeys.self)
                if !encoder.writesRequest {
                    try container.encodeIfPresent(self.id, forKey: .id)
                }
                try container.encodeIfPresent(self.name, forKey: .name)
                if !encoder.writesRequest {
                    try container.encodeIfPresent(self.createdBy, forKey: .createdBy)
                }
                try container.encodeIfPresent(self.password, forKey: .password)
        """), "\(models)")
        try await TypeCheck.run(result.files, moduleName: "ReadOnlyProperties")
    }

    @Test func inlineObjectsAreNamedFromTheirPlaceAndCollisionsSayWhatTheyAreOrGetANumber() throws {
        // A property's type whose name a component has says it is the property's; an array's item, no such word.
        let json = try F.native(Self.schemas(#"""
        { "RootOwner": { "type": "object", "properties": { "x": { "type": "string" } } },
          "RootItemsItem": { "type": "object", "properties": { "y": { "type": "string" } } },
          "Root": { "type": "object", "properties": { "owner": { "type": "object", "properties": { "name": { "type": "string" } } },
                    "items": { "type": "array", "items": { "type": "object", "properties": { "n": { "type": "integer" } } } } } } }
        """#))
        #expect(Self.properties(json)["owner"] as? String == "RootOwnerProperty?")
        #expect(Self.properties(json)["items"] as? String == "[RootItemsItem2]?")
        #expect(F.lookup(json, "models", "RootOwnerProperty", "properties", "name") as? String == "string?")
        #expect(F.lookup(json, "models", "RootItemsItem2", "properties", "n") as? String == "int?")
    }

    @Test func recursiveSchemasStayModelsThroughArraysAndDirectly() throws {
        let text = Self.schemas(##"""
        { "Root": { "type": "object", "properties": { "children": { "type": "array", "items": { "$ref": "#/components/schemas/Root" } },
                    "parent": { "$ref": "#/components/schemas/Root" }, "owner": { "$ref": "#/components/schemas/Owner" } } },
          "Owner": { "type": "object", "required": ["root"], "properties": { "root": { "$ref": "#/components/schemas/Root" } } } }
        """##)
        let json = try F.native(text)
        #expect(Self.properties(json)["children"] as? String == "[Root]?")
        #expect(Self.properties(json)["parent"] as? String == "Root?")
        #expect(Self.properties(json, "Owner")["root"] as? String == "Root")
        #expect(!F.warnings(F.convert(text)).contains { $0.contains("refers back") })
        #expect(F.swift(text).contains("Indirect<Root>?"))
    }

    @Test func aReferenceToAMissingFileIsALocatedError() throws {
        let text = Self.schemas(#"{ "Root": { "type": "object", "properties": { "x": { "$ref": "other.json#/X" } } } }"#)
        let result = F.convert(text)
        #expect(!result.succeeded)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message == "'$ref' names 'other.json', which does not exist")
        #expect(error.path?.description == "$.components.schemas.Root.properties.x['$ref']")
        #expect(error.location != nil)
    }

    /// A fragment that is no JSON pointer (`#Pet`) names nothing; it once resolved to the whole document.
    @Test func aFragmentThatIsNoPointerIsALocatedError() throws {
        let text = Self.schemas(##"{ "Root": { "type": "object", "properties": { "x": { "$ref": "#Pet" } } } }"##)
        let result = F.convert(text)
        #expect(!result.succeeded)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message == "'$ref' target '#Pet' does not exist in this document", "\(error)")
        #expect(error.path?.description == "$.components.schemas.Root.properties.x['$ref']")
    }

    @Test func aModelNamedLikeARuntimeTypeIsRenamed() throws {
        let text = Self.schemas(##"{ "Root": { "type": "object", "properties": { "v": { "$ref": "#/components/schemas/JSONValue" } } }, "JSONValue": { "type": "object", "properties": { "a": { "type": "string" } } } }"##)
        let result = F.convert(text)
        let warning = try #require(result.diagnostics.first { $0.message.contains("would shadow the type 'JSONValue'") })
        #expect(warning.path?.description == "$.components.schemas.JSONValue")
        // Renaming a schema means editing the document; a prefix of every type is the configuration's.
        #expect(warning.hint == #"rename the model, or give every type a prefix with "typePrefix" in endpoint-gen.json ("Acme" makes it 'AcmeJSONValue')"#,
                "\(warning.hint ?? "")")
        #expect(F.swift(text).contains("struct JSONValueModel"))
    }

    @Test func aModelNamedLikeATypeAppsUseIsRenamed() async throws {
        // Chroma's `Collection` hid Swift's in every file importing the SDK: `func total<C: Collection>` no longer compiled
        //; a `Set` model broke every `Set<Int>`.
        let text = Self.schemas(##"{ "Root": { "type": "object", "properties": { "c": { "$ref": "#/components/schemas/Collection" }, "s": { "$ref": "#/components/schemas/Set" } } }, "Collection": { "type": "object", "properties": { "name": { "type": "string" } } }, "Set": { "type": "object", "properties": { "id": { "type": "integer" } } } }"##)
        let result = F.convert(text)
        #expect(result.diagnostics.contains { $0.message == "model name 'Collection' would shadow the type 'Collection' that code using the SDK uses; it is named 'CollectionModel' in Swift" },
                "\(result.diagnostics.map(\.message))")
        let swift = F.swift(text)
        #expect(swift.contains("struct CollectionModel") && swift.contains("struct SetModel"), "\(swift)")
        // What an app writes beside the SDK compiles.
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        let app = GeneratedFile(name: "App.swift", contents: """
            func total<C: Collection>(_ values: C) -> Int where C.Element == Int { values.reduce(0, +) }
            let ids: Set<Int> = [1, 2]
            let names: [CollectionModel] = []
            """)
        try await TypeCheck.run(generated.files + [app], moduleName: "ShadowingSDK")
    }

    @Test func aRequiredNameNoPropertyDeclaresIsReported() throws {
        // Firefly's WebhookStore requires `trigger` beside its property `triggers`: the body was built without the key
        // the server needs, without a word.
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": { "store": { "$ref": "#/components/schemas/WebhookStore" }, "split": { "$ref": "#/components/schemas/Split" }, "open": { "$ref": "#/components/schemas/Open" }, "closed": { "$ref": "#/components/schemas/Closed" } } },
              "WebhookStore": { "type": "object", "required": ["title", "trigger"], "properties": { "title": { "type": "string" }, "triggers": { "type": "array", "items": { "type": "string" } } } },
              "Split": { "allOf": [{ "type": "object", "required": ["account_id"] }, { "type": "object", "properties": { "account_id": { "type": "string" } } }] },
              "Open": { "type": "object", "required": ["anything"], "properties": { "a": { "type": "string" } }, "additionalProperties": { "type": "string" } },
              "Closed": { "type": "object", "required": ["b"], "properties": { "a": { "type": "string" } }, "additionalProperties": false } }
            """##)
        let result = F.convert(text)
        let warnings = result.diagnostics.filter { $0.message.hasPrefix("required name") }
        #expect(warnings.map(\.message) == ["required name 'trigger' is not a declared property; nothing requires it",
                                            "required name 'b' is not a declared property; nothing requires it"], "\(warnings)")
        #expect(warnings.first?.path?.description == "$.components.schemas.WebhookStore.required[1]")
        #expect(warnings.first?.hint == "did you mean 'triggers'?")
        // A name required in one part of an `allOf` and declared in another is a property, snake_case and all.
        #expect(F.swift(text).contains("public var accountId: String\n"), "\(F.swift(text))")
    }

    @Test func examplesAreReportedOncePerComponent() throws {
        let text = Self.schemas(#"{ "Root": { "type": "object", "properties": { "a": { "type": "string", "example": "x" }, "b": { "type": "string", "example": "y" } } } }"#)
        #expect(F.warnings(F.convert(text)).contains("schema 'Root': 2 schema examples not kept in the generated SDK"))
    }

    @Test func droppedExamplesAreImportsToReportNotGenerates() throws {
        // The generated client is the same without them: Firefly's 605 such warnings hid its one other.
        let text = F.operation(##"""
            { "operationId": "get", "parameters": [{ "name": "q", "in": "query", "schema": { "type": "string", "example": "x" } }],
              "responses": { "200": { "description": "ok", "content": { "text/plain": { "schema": { "type": "string" }, "example": "hi" } } } } }
            """##)
        #expect(F.warnings(F.convert(text)).filter { $0.contains("example") }.count == 2, "\(F.warnings(F.convert(text)))")
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(generated.succeeded)
        #expect(!generated.diagnostics.contains { $0.message.contains("example") }, "\(generated.diagnostics.map(\.message))")
    }

    @Test func anExampleIsReportedOnceAsTheExampleOfTheSchemaThatDeclaresIt() throws {
        // 1Password's scalar `UUID` with an example was reported as an example of each schema that used it.
        let text = Self.schemas(#"""
        { "Event": { "type": "object", "properties": { "id": { "$ref": "#/components/schemas/UUID" }, "note": { "type": "string", "example": "n" } } },
          "Item": { "type": "object", "properties": { "id": { "$ref": "#/components/schemas/UUID" } } },
          "UUID": { "type": "string", "example": "56YE2TYN" },
          "Page": { "type": "object", "properties": { "cursor": { "type": "string", "example": "c1" } } },
          "EventPage": { "allOf": [{ "$ref": "#/components/schemas/Page" }, { "type": "object", "properties": { "n": { "type": "integer" } } }] },
          "ItemPage": { "allOf": [{ "$ref": "#/components/schemas/Page" }] } }
        """#)
        let warnings = F.warnings(F.convert(text)).filter { $0.contains("example") }
        // `Page`'s example, met while converting the schemas that include it, is named after `Page`.
        #expect(warnings.sorted() == ["schema 'Event': 1 schema example not kept in the generated SDK",
                                      "schema 'Page': 1 schema example not kept in the generated SDK",
                                      "schema 'UUID': 1 schema example not kept in the generated SDK"], "\(warnings)")
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

    @Test func unionsThatFanOutAreCheckedOnce() {
        // Each union lists the next three: 3^40 paths if references were judged more than once.
        var schemas: [String] = []
        for level in 0..<40 {
            let refs = (1...3).map { ##"{ "$ref": "#/components/schemas/U\##(level + $0)" }"## }
            schemas.append(#""U\#(level)": { "oneOf": [\#(refs.joined(separator: ", "))] }"#)
        }
        for level in 40...42 { schemas.append(#""U\#(level)": { "type": "object", "properties": { "v\#(level)": { "type": "string" } } }"#) }
        let text = OpenAPISchemaTests.schemas(##"{ "Root": { "type": "object", "properties": { "u": { "$ref": "#/components/schemas/U0" } } }, \##(schemas.joined(separator: ", ")) }"##)
        let result = F.convert(text)
        #expect(result.succeeded, "\(result.diagnostics.prefix(5).map(\.description))")
        let spec = try? JSONSerialization.jsonObject(with: Data((result.spec ?? "").utf8)) as? [String: Any]
        #expect(F.lookup(spec ?? [:], "models", "U0", "oneOf") as? [String] == ["U1", "U2", "U3"])
    }

    /// A property that is one `allOf` part with bounds of its own keeps the part's bounds beside them: the part's
    /// `exclusiveMaximum` went, so a score of 10 or more was sent.
    @Test func boundsBesideAOnePartAllOfJoinThePartsOwn() throws {
        let text = F.operation(##"""
            { "operationId": "postScore", "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object",
                "required": ["score"], "properties": { "score": { "allOf": [{ "$ref": "#/components/schemas/Score" }], "minimum": 1 } } } } } },
              "responses": { "204": { "description": "ok" } } }
            """##, method: "post", components: #"{ "schemas": { "Score": { "type": "number", "exclusiveMaximum": 10 } } }"#)
        #expect(F.swift(text).contains(#"try Validate.range(score, of: "PostScoreRequest.score", min: 1.0, below: 10.0)"#))
    }
}
