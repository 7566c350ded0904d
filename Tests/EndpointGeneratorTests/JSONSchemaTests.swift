@testable import EndpointGenerator
@testable import EndpointGenSpec
import Foundation
import Testing

/// `Specs/endpoints.schema.json` must allow exactly the keys ``SpecReader`` reads, so that editors
/// neither reject valid specs nor autocomplete keys the generator refuses.
///
/// Each location states its keys explicitly; the test checks that list against the schema and against the
/// keys the reader itself lists in its "unknown key" diagnostic. Adding a key to the reader without the
/// schema (or the other way round) fails here.
@Suite struct JSONSchemaTests {
    /// One place in a spec where the reader accepts a fixed set of keys.
    struct Location: Sendable, CustomTestStringConvertible {
        var name: String
        /// Keys to follow from the schema root; `$ref`s and the object branch of a `oneOf` are followed automatically.
        var schemaPath: [String]
        var keys: Set<String>
        /// A spec with the unknown key `zzqqzzqq` at this location.
        var specWithUnknownKey: String

        var testDescription: String { name }
    }

    static let unknownKey = "zzqqzzqq"

    static let sharedParameterKeys: Set<String> = ["type", "wireName", "swiftName", "description", "default", "value"]
    static let constraintKeys: Set<String> = ["minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "pattern", "each"]
    static let parameterKeys: Set<String> = Set(["type", "wireName", "swiftName", "description", "default", "style", "explode"]).union(constraintKeys)
    /// Path and query parameters and form fields, which go into a URL or a query string, may also keep reserved characters.
    static let queryParameterKeys = parameterKeys.union(["allowReserved"])

    static let endpoint = ["properties", "endpoints", "additionalProperties"]

    static func spec(
        _ extra: String = "", servers: String = "{ \"production\": \"https://api.example.com\" }",
        endpoint: String = "\"method\": \"GET\", \"path\": \"/\"", models: String = "{}") -> String {
        """
        {
          "name": "Test",
          "servers": \(servers),\(extra)
          "endpoints": { "e": { \(endpoint) } },
          "models": \(models)
        }
        """
    }

    static let locations: [Location] = [
        Location(
            name: "top level",
            schemaPath: [],
            keys: ["$schema", "specVersion", "name", "description", "imports", "servers", "defaultServer", "keyStyle", "shared", "auth",
                   "errorBody", "endpoints", "models"],
            specWithUnknownKey: spec("\n  \"\(unknownKey)\": 1,")
        ),
        Location(
            name: "endpoint",
            schemaPath: endpoint,
            keys: ["description", "swiftName", "method", "path", "server", "pathParameters", "query", "headers", "cookies", "body", "response", "auth", "retry", "timeout", "deprecated", "group",
                   "errors", "responseHeaders", "examples", "paging"],
            specWithUnknownKey: spec(endpoint: "\"method\": \"GET\", \"path\": \"/\", \"\(unknownKey)\": 1")
        ),
        Location(
            name: "path parameter",
            schemaPath: endpoint + ["properties", "pathParameters", "additionalProperties"],
            keys: queryParameterKeys,
            specWithUnknownKey: spec(endpoint: "\"method\": \"GET\", \"path\": \"/{id}\", \"pathParameters\": { \"id\": { \"type\": \"int\", \"\(unknownKey)\": 1 } }")
        ),
        Location(
            name: "query parameter",
            schemaPath: endpoint + ["properties", "query", "additionalProperties"],
            keys: queryParameterKeys,
            specWithUnknownKey: spec(endpoint: "\"method\": \"GET\", \"path\": \"/\", \"query\": { \"q\": { \"type\": \"int\", \"\(unknownKey)\": 1 } }")
        ),
        Location(
            name: "header parameter",
            schemaPath: endpoint + ["properties", "headers", "additionalProperties"],
            keys: parameterKeys,
            specWithUnknownKey: spec(endpoint: "\"method\": \"GET\", \"path\": \"/\", \"headers\": { \"H\": { \"type\": \"int\", \"\(unknownKey)\": 1 } }")
        ),
        Location(
            name: "form field",
            schemaPath: endpoint + ["properties", "body", "properties", "form", "additionalProperties"],
            keys: queryParameterKeys.union(["contentType"]),
            specWithUnknownKey: spec(endpoint: "\"method\": \"POST\", \"path\": \"/\", \"body\": { \"form\": { \"f\": { \"type\": \"int\", \"\(unknownKey)\": 1 } } }")
        ),
        Location(
            name: "cookie",
            schemaPath: endpoint + ["properties", "cookies", "additionalProperties"],
            keys: Set(["type", "wireName", "swiftName", "description", "default", "style", "explode"]).union(constraintKeys),
            specWithUnknownKey: spec(endpoint: "\"method\": \"GET\", \"path\": \"/\", \"cookies\": { \"c\": { \"type\": \"int\", \"\(unknownKey)\": 1 } }")
        ),
        Location(
            name: "media type of a response",
            schemaPath: ["$defs", "mediaResponse"],
            keys: ["type", "terminator", "swiftName", "alsoAccept"],
            specWithUnknownKey: spec(endpoint: "\"method\": \"GET\", \"path\": \"/\", \"response\": { \"text/csv\": { \"type\": \"string\", \"\(unknownKey)\": 1 } }")
        ),
        Location(
            name: "paging",
            schemaPath: endpoint + ["properties", "paging"],
            keys: ["items", "page", "cursor", "link"],
            specWithUnknownKey: spec(endpoint: "\"method\": \"GET\", \"path\": \"/\", \"paging\": { \"items\": \".\", \"link\": true, \"\(unknownKey)\": 1 }")
        ),
        Location(
            name: "paging.page",
            schemaPath: endpoint + ["properties", "paging", "properties", "page"],
            keys: ["parameter", "total", "first"],
            specWithUnknownKey: spec(endpoint: "\"method\": \"GET\", \"path\": \"/\", \"paging\": { \"items\": \".\", \"page\": { \"parameter\": \"p\", \"\(unknownKey)\": 1 } }")
        ),
        Location(
            name: "paging.cursor",
            schemaPath: endpoint + ["properties", "paging", "properties", "cursor"],
            keys: ["parameter", "from", "hasMore"],
            specWithUnknownKey: spec(endpoint: "\"method\": \"GET\", \"path\": \"/\", \"paging\": { \"items\": \".\", \"cursor\": { \"parameter\": \"c\", \"from\": \"f\", \"\(unknownKey)\": 1 } }")
        ),
        Location(
            name: "shared query parameter",
            schemaPath: ["properties", "shared", "properties", "query", "additionalProperties"],
            keys: sharedParameterKeys,
            specWithUnknownKey: spec("\n  \"shared\": { \"query\": { \"v\": { \"value\": 1, \"\(unknownKey)\": 1 } } },")
        ),
        Location(
            name: "shared header",
            schemaPath: ["properties", "shared", "properties", "headers", "additionalProperties"],
            keys: sharedParameterKeys,
            specWithUnknownKey: spec("\n  \"shared\": { \"headers\": { \"H\": { \"value\": 1, \"\(unknownKey)\": 1 } } },")
        ),
        Location(
            name: "shared",
            schemaPath: ["properties", "shared"],
            keys: ["query", "headers"],
            specWithUnknownKey: spec("\n  \"shared\": { \"\(unknownKey)\": 1 },")
        ),
        Location(
            name: "server",
            schemaPath: ["properties", "servers", "additionalProperties"],
            keys: ["url", "description", "variables"],
            specWithUnknownKey: spec(servers: "{ \"qa\": { \"url\": \"https://qa.example.com\", \"\(unknownKey)\": 1 } }")
        ),
        Location(
            name: "server variable",
            schemaPath: ["properties", "servers", "additionalProperties", "properties", "variables", "additionalProperties"],
            keys: ["default", "enum", "description"],
            specWithUnknownKey: spec(servers: "{ \"qa\": { \"url\": \"https://{t}.example.com\", \"variables\": { \"t\": { \"\(unknownKey)\": 1 } } } }")
        ),
        Location(
            name: "auth",
            schemaPath: ["properties", "auth"],
            keys: ["schemes", "require", "token", "apiKey"],
            specWithUnknownKey: spec("\n  \"auth\": { \"token\": {}, \"\(unknownKey)\": 1 },")
        ),
        Location(
            name: "auth.schemes entry",
            schemaPath: ["properties", "auth", "properties", "schemes", "additionalProperties"],
            keys: ["type", "description", "header", "scheme", "name", "in"],
            specWithUnknownKey: spec("\n  \"auth\": { \"schemes\": { \"b\": { \"type\": \"bearer\", \"\(unknownKey)\": 1 } } },")
        ),
        Location(
            name: "auth.token",
            schemaPath: ["properties", "auth", "properties", "token"],
            keys: ["header", "scheme"],
            specWithUnknownKey: spec("\n  \"auth\": { \"token\": { \"\(unknownKey)\": 1 } },")
        ),
        Location(
            name: "auth.apiKey",
            schemaPath: ["properties", "auth", "properties", "apiKey"],
            keys: ["name", "in"],
            specWithUnknownKey: spec("\n  \"auth\": { \"apiKey\": { \"name\": \"key\", \"\(unknownKey)\": 1 } },")
        ),
        Location(
            name: "errorBody",
            schemaPath: ["properties", "errorBody"],
            keys: ["model", "message"],
            specWithUnknownKey: spec("\n  \"errorBody\": { \"model\": \"E\", \"\(unknownKey)\": 1 },")
        ),
        Location(
            name: "body",
            schemaPath: endpoint + ["properties", "body"],
            keys: Set(["json", "form", "multipart", "data", "text", "style", "explode", "contentType", "swiftName", "optional"]).union(constraintKeys),
            specWithUnknownKey: spec(endpoint: "\"method\": \"POST\", \"path\": \"/\", \"body\": { \"json\": \"int\", \"\(unknownKey)\": 1 }")
        ),
        Location(
            name: "model",
            schemaPath: ["properties", "models", "additionalProperties"],
            keys: ["description", "properties", "allOf", "additionalProperties", "enum", "oneOf", "discriminator", "inline", "serverMessage"],
            specWithUnknownKey: spec(models: "{ \"M\": { \"enum\": [\"a\"], \"\(unknownKey)\": 1 } }")
        ),
        Location(
            name: "discriminator",
            schemaPath: ["properties", "models", "additionalProperties", "properties", "discriminator"],
            keys: ["property", "mapping", "optional"],
            specWithUnknownKey: spec(models: "{ \"M\": { \"oneOf\": [\"int\"], \"discriminator\": { \"property\": \"t\", \"\(unknownKey)\": 1 } } }")
        ),
        Location(
            name: "property",
            schemaPath: ["properties", "models", "additionalProperties", "properties", "properties", "additionalProperties"],
            keys: Set(["type", "wireName", "swiftName", "description", "deprecated", "nullable", "readOnly", "default", "const", "properties", "allOf",
                       "additionalProperties"]).union(constraintKeys),
            specWithUnknownKey: spec(models: "{ \"M\": { \"properties\": { \"p\": { \"type\": \"int\", \"\(unknownKey)\": 1 } } } }")
        ),
        Location(
            name: "additionalProperties",
            schemaPath: ["properties", "models", "additionalProperties", "properties", "additionalProperties"],
            keys: Set(["type", "swiftName", "description"]).union(constraintKeys),
            specWithUnknownKey: spec(models: "{ \"M\": { \"additionalProperties\": { \"type\": \"int\", \"\(unknownKey)\": 1 } } }")
        ),
    ]

    // MARK: - Schema access

    static let schemaURL = SpecFixture.packageRoot.appendingPathComponent("Specs/endpoints.schema.json")

    static func loadSchema() throws -> [String: Any] {
        let data = try Data(contentsOf: schemaURL)
        let object = try JSONSerialization.jsonObject(with: data)
        return try #require(object as? [String: Any], "the schema's root must be a JSON object")
    }

    /// Follows a local `$ref` such as `#/$defs/endpoint`.
    static func resolve(_ node: [String: Any], in root: [String: Any]) throws -> [String: Any] {
        guard let reference = node["$ref"] as? String else { return node }
        let pointer = try #require(reference.hasPrefix("#/") ? reference.dropFirst(2) : nil, "only local references are expected, found \(reference)")
        var current: Any = root
        for segment in pointer.split(separator: "/") {
            current = try #require((current as? [String: Any])?[String(segment)], "unresolvable reference \(reference)")
        }
        return try resolve(try #require(current as? [String: Any]), in: root)
    }

    /// The schema describing the object form at `node`: itself, or the branch of its `oneOf` that is an object.
    static func objectForm(_ node: [String: Any], in root: [String: Any]) throws -> [String: Any] {
        let node = try resolve(node, in: root)
        if node["type"] as? String == "object" { return node }
        guard let branches = node["oneOf"] as? [[String: Any]] else { return node }
        let objects = try branches.map { try resolve($0, in: root) }.filter { $0["type"] as? String == "object" }
        try #require(objects.count == 1, "expected exactly one object branch in a oneOf")
        return objects[0]
    }

    static func objectSchema(at path: [String], in root: [String: Any]) throws -> [String: Any] {
        var current = root
        for key in path {
            current = try objectForm(current, in: root)
            current = try #require(current[key] as? [String: Any], "no schema at '\(key)' in \(path.joined(separator: "."))")
        }
        return try objectForm(current, in: root)
    }

    // MARK: - Tests

    @Test func schemaParsesAsJSONSchema2020_12() throws {
        let schema = try Self.loadSchema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["type"] as? String == "object")
        #expect(Set(schema["required"] as? [String] ?? []) == ["name"])
        // Servers are optional: without them the client takes its server as an argument.
        #expect(schema["dependentRequired"] == nil)
    }

    @Test(arguments: locations)
    func schemaAllowsExactlyTheStatedKeys(_ location: Location) throws {
        let schema = try Self.loadSchema()
        let object = try Self.objectSchema(at: location.schemaPath, in: schema)
        let properties = try #require(object["properties"] as? [String: Any], "\(location.name) has no 'properties' in the schema")
        #expect(Set(properties.keys) == location.keys, "schema keys of \(location.name) differ from the keys SpecReader reads")
        #expect(object["additionalProperties"] as? Bool == false, "\(location.name) must set additionalProperties: false, like the reader")
        for (key, value) in properties {
            let property = try #require(value as? [String: Any])
            let resolved = try Self.resolve(property, in: schema)
            let described = property["description"] != nil || resolved["description"] != nil
            #expect(described, "\(location.name).\(key) has no description for editors to show")
        }
    }

    @Test(arguments: locations)
    func readerAllowsExactlyTheStatedKeys(_ location: Location) throws {
        let diagnostics = Generator.validate(Data(location.specWithUnknownKey.utf8), file: "keys.endpoints.json")
        let unknown = try #require(
            diagnostics.first { $0.message == "unknown key '\(Self.unknownKey)'" },
            "the reader accepted an unknown key in \(location.name): \(diagnostics.map(\.description))"
        )
        let hint = try #require(unknown.hint)
        let listed = hint.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(hint.hasPrefix("allowed keys here:"), "unexpected hint: \(hint)")
        #expect(Set(listed) == location.keys, "SpecReader reads other keys in \(location.name) than this test states")
    }

    @Test func enumerationsMatchWhatTheGeneratorAccepts() throws {
        let schema = try Self.loadSchema()
        let endpoint = try Self.objectSchema(at: Self.endpoint, in: schema)
        let methods = try #require(((endpoint["properties"] as? [String: Any])?["method"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(methods) == ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"])
        for method in methods {
            let diagnostics = Generator.validate(Data(Self.spec(endpoint: "\"method\": \"\(method)\", \"path\": \"/\"").utf8), file: "m.endpoints.json")
            #expect(diagnostics.isEmpty, "\(method): \(diagnostics.map(\.description))")
        }
        let keyStyles = try #require((try Self.objectSchema(at: ["properties", "keyStyle"], in: schema))["enum"] as? [String])
        #expect(Set(keyStyles) == Set(KeyStyle.allCases.map(\.rawValue)))
        let placements = try #require((try Self.objectSchema(at: ["properties", "auth", "properties", "apiKey", "properties", "in"], in: schema))["enum"] as? [String])
        #expect(Set(placements) == Set(APIKeyPlacement.allCases.map(\.rawValue)))
        let schemeTypes = try #require((try Self.objectSchema(at: ["properties", "auth", "properties", "schemes", "additionalProperties", "properties", "type"], in: schema))["enum"] as? [String])
        for type in schemeTypes {
            let scheme = type == "apiKey" ? "{ \"type\": \"apiKey\", \"name\": \"k\" }" : "{ \"type\": \"\(type)\" }"
            let diagnostics = Generator.validate(Data(Self.spec("\n  \"auth\": { \"schemes\": { \"s\": \(scheme) } },").utf8), file: "a.endpoints.json")
            #expect(diagnostics.isEmpty, "\(type): \(diagnostics.map(\.description))")
        }
    }

    @Test func exampleSpecsPointAtTheSchema() throws {
        let folder = SpecFixture.packageRoot.appendingPathComponent("Specs")
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(SpecFile.suffix) }
        #expect(!specs.isEmpty)
        for name in specs {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name))) as? [String: Any]
            #expect(object?["$schema"] as? String == "./endpoints.schema.json", "\(name) should declare \"$schema\": \"./endpoints.schema.json\"")
        }
    }
}
