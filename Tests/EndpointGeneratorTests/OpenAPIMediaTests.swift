@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAPI media types → native `response` by media type and text bodies: every declared media type of a success
/// response is reachable, streams stay streams, and what cannot be kept is reported.
@Suite struct OpenAPIMediaTests {
    typealias F = OpenAPIFixture

    static let chat = ##"{ "schemas": { "Chat": { "type": "object", "properties": { "id": { "type": "string" } } } } }"##

    @Test func aTypedBodyTheNativeFormatDoesNotDecodeSaysSo() throws {
        // Graph's `$count` (text of an integer), OAuth 1's form-encoded token, Elasticsearch's NDJSON `_bulk`: each was
        // a String or Data without a word.
        let text = F.document(paths: ##"""
        { "/count": { "get": { "operationId": "count", "responses": { "200": { "description": "n", "content": { "text/plain": { "schema": { "type": "integer" } } } } } } },
          "/token": { "post": { "operationId": "token", "responses": { "200": { "description": "t", "content": {
              "application/x-www-form-urlencoded": { "schema": { "type": "object", "properties": { "oauth_token": { "type": "string" } } } } } } } } },
          "/bulk": { "post": { "operationId": "bulk", "requestBody": { "content": {
              "application/x-ndjson": { "schema": { "type": "array", "items": { "type": "object" } } } } }, "responses": { "204": { "description": "ok" } } } } }
        """##)
        #expect(F.warnings(F.convert(text)) == [
            "a 'text/plain' response is read as a String, not as the integer its schema describes",
            "a 'application/x-www-form-urlencoded' response is read as its bytes, Data, not as the structure its schema describes",
            "a 'application/x-ndjson' request body is sent as the bytes given, not as the structure its schema describes",
        ])
    }

    @Test func aWildcardResponseWithAJSONShapedSchemaIsDecodedFromJSONWhateverItsLabel() throws {
        // springdoc writes every JSON response of a Spring Boot API as `*/*`: it was raw `Data`, its errors untyped; then
        // it decoded only when the server said JSON, but the document allows any label (`application/octet-stream`).
        let owner = ##"{ "type": "object", "properties": { "id": { "type": "integer" } } }"##
        let text = F.operation(##"""
        { "operationId": "getOwner", "responses": {
            "200": { "description": "ok", "content": { "*/*": { "schema": \##(owner) } } },
            "404": { "description": "none", "content": { "*/*": { "schema": { "type": "object", "properties": { "title": { "type": "string" } } } } } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "getOwner", "response", "*/*") as? String == "GetOwnerResponse")
        #expect(F.lookup(json, "endpoints", "getOwner", "errors", "404") as? String == "GetOwner404Error")
        let swift = F.swift(text)
        #expect(swift.contains("try response.decode(GetOwnerResponse.self, matching: \"*/*\")"))
        #expect(swift.contains(#"HTTPHeader(name: "Accept", value: "application/json, */*;q=0.8")"#))
        #expect(F.warnings(F.convert(text)).isEmpty)
        // `application/*` holds JSON too; `text/*` and a JSON entry beside the range do not make the range JSON.
        let ranges = F.operation(##"""
        { "operationId": "getOwner", "responses": { "200": { "description": "ok", "content": { "application/*": { "schema": \##(owner) } } } } }
        """##)
        #expect(F.lookup(try F.native(ranges), "endpoints", "getOwner", "response", "application/*") as? String == "GetOwnerResponse")
        #expect(F.swift(ranges).contains(#"HTTPHeader(name: "Accept", value: "application/json, application/*;q=0.8")"#))
        let beside = F.operation(##"""
        { "operationId": "getOwner", "responses": { "200": { "description": "ok", "content": {
            "application/json": { "schema": \##(owner) }, "*/*": { "schema": \##(owner) } } } } }
        """##)
        #expect(F.lookup(try F.native(beside), "endpoints", "getOwner", "response", "*/*") as? String == "data")
        // Beside a status declared as JSON, a status under `*/*` is read as JSON too (each status offers the same types).
        let mixed = F.operation(##"""
        { "operationId": "getOwner", "responses": {
            "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Chat" } } } },
            "202": { "description": "later", "content": { "*/*": { "schema": { "$ref": "#/components/schemas/Chat" } } } } } }
        """##, components: Self.chat)
        #expect(F.lookup(try F.native(mixed), "endpoints", "getOwner", "response") as? [String: String] == ["200": "Chat", "202": "Chat"])
        #expect(F.warnings(F.convert(mixed)).isEmpty)
        // A string or binary body under `*/*` may be anything, and stays bytes.
        for schema in [##"{ "type": "string" }"##, ##"{ "type": "string", "format": "binary" }"##] {
            let download = F.operation(##"{ "operationId": "download", "responses": { "200": { "description": "ok", "content": { "*/*": { "schema": \##(schema) } } } } }"##)
            #expect(F.lookup(try F.native(download), "endpoints", "download", "response", "*/*") as? String == "data", "\(schema)")
        }
    }

    @Test func jsonAndAnEventStreamAreTwoMethodsEachAskingForItsMediaType() throws {
        let text = F.operation(##"""
        { "operationId": "chat", "responses": { "200": { "description": "ok", "content": {
            "text/event-stream": { "schema": { "$ref": "#/components/schemas/Chat" } },
            "application/json": { "schema": { "$ref": "#/components/schemas/Chat" } } } } } }
        """##, method: "post", components: Self.chat)
        let json = try F.native(text)
        let response = try #require(F.lookup(json, "endpoints", "chat", "response") as? [String: String])
        #expect(response == ["application/json": "Chat", "text/event-stream": "Chat"])
        #expect(F.warnings(F.convert(text)).isEmpty)
        let swift = F.swift(text)
        #expect(swift.contains("func chat() async throws -> Chat {"))
        #expect(swift.contains("func chatEvents() -> AsyncThrowingStream<Chat, any Error> {"))
        // The enum of the media types points at where the document lists them (it said `….post.response`, no key of
        // an operation).
        #expect(swift.contains("/// - Remark: Generated from `$.paths['/items'].post.responses['200'].content`.\n    public nonisolated enum ChatMediaType"))
    }

    /// Datadog's usage API: `application/json;datetime-format=rfc3339` was asked for as `application/json`, so
    /// a server choosing by the parameter answered in its other date format. A `charset` chooses nothing.
    @Test func aJSONMediaTypeWithAParameterIsAskedForWithIt() throws {
        func document(_ mediaType: String) -> String {
            F.operation(##"{ "operationId": "usage", "responses": { "200": { "description": "ok", "content": { "\##(mediaType)": { "schema": { "$ref": "#/components/schemas/Chat" } } } } } }"##,
                        components: Self.chat)
        }
        let parameter = document("application/json;datetime-format=rfc3339")
        #expect(F.lookup(try F.native(parameter), "endpoints", "usage", "response") as? [String: String] == ["application/json;datetime-format=rfc3339": "Chat"])
        #expect(F.swift(parameter).contains(#"headers: [HTTPHeader(name: "Accept", value: "application/json;datetime-format=rfc3339")]"#))
        let charset = document("application/json; charset=utf-8")
        #expect(F.lookup(try F.native(charset), "endpoints", "usage", "response") as? String == "Chat")
        #expect(!F.swift(charset).contains(#"HTTPHeader(name: "Accept""#))
    }

    @Test func theEmptyJSONFastAPIListsBesideAnotherMediaTypeIsNotAnAnswer() throws {
        // Phoenix's CSV download was `getExperimentCSV() -> JSONValue` beside `getExperimentCSVCSV() -> String`.
        let csv = F.operation(##"""
        { "operationId": "getExperimentCSV", "responses": { "200": { "description": "ok", "content": {
            "application/json": { "schema": {} }, "text/csv": { "schema": { "type": "string" } } } } } }
        """##)
        #expect(F.warnings(F.convert(csv)).isEmpty)
        #expect(F.lookup(try F.native(csv), "endpoints", "getExperimentCSV", "response") as? [String: String] == ["text/csv": "string"])
        #expect(F.swift(csv).contains("func getExperimentCSV() async throws -> String"))
        // JSON alone, or any schema it names, is an answer.
        let alone = F.operation(##"{ "operationId": "get", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": {} } } } } }"##)
        #expect(F.lookup(try F.native(alone), "endpoints", "get", "response") as? String == "json")
        let typed = csv.replacingOccurrences(of: #""schema": {} }"#, with: #""schema": { "type": "object" } }"#)
        #expect((F.lookup(try F.native(typed), "endpoints", "getExperimentCSV", "response") as? [String: String])?.count == 2)
    }

    /// stac-fastapi answers an Item as `application/json` and lists `application/geo+json` without a schema beside
    /// it: eight `…GeoJSON` methods returned `JSONValue` for the same Item.
    @Test func aJSONMediaTypeWithoutASchemaBesideADescribedOneIsLeftOut() throws {
        for undescribed in [#"{}"#, #"{ "schema": {} }"#, #"{ "schema": true }"#] {
            let document = F.operation(##"""
            { "operationId": "getItem", "responses": { "200": { "description": "ok", "content": {
                "application/json": { "schema": { "$ref": "#/components/schemas/Chat" } }, "application/geo+json": \##(undescribed) } } } }
            """##, components: Self.chat)
            #expect(F.warnings(F.convert(document)) == ["'application/geo+json' gives no schema beside 'application/json', which does; left out, as the same answer undescribed"], "\(undescribed)")
            #expect(F.lookup(try F.native(document), "endpoints", "getItem", "response") as? String == "Chat")
        }
        // Described both, or neither, each keeps its method.
        let both = F.operation(##"""
        { "operationId": "getItem", "responses": { "200": { "description": "ok", "content": {
            "application/json": { "schema": { "$ref": "#/components/schemas/Chat" } }, "application/geo+json": { "schema": { "type": "object" } } } } } }
        """##, components: Self.chat)
        #expect((F.lookup(try F.native(both), "endpoints", "getItem", "response") as? [String: String])?.count == 2)
        let neither = F.operation(##"""
        { "operationId": "getItem", "responses": { "200": { "description": "ok", "content": { "application/json": {}, "application/geo+json": {} } } } }
        """##)
        #expect((F.lookup(try F.native(neither), "endpoints", "getItem", "response") as? [String: String])?.count == 2)
    }

    @Test func aStructuredTextBodyWithoutJSONIsAStringWithAWarning() throws {
        // Benchling's YAML manifests became `String` without a word; an XML body beside JSON is an alternative only.
        let yaml = F.operation(##"""
        { "operationId": "putManifest", "requestBody": { "content": { "text/yaml": { "schema": { "$ref": "#/components/schemas/Chat" } } } },
          "responses": { "200": { "description": "ok", "content": { "application/x-yaml": { "schema": { "$ref": "#/components/schemas/Chat" } } } } } }
        """##, method: "put", components: Self.chat)
        #expect(F.warnings(F.convert(yaml)) == [
            "a 'text/yaml' request body is sent as a String the caller writes, not as the structure its schema describes",
            "a 'application/x-yaml' response is read as a String, not as the structure its schema describes",
        ])
        #expect(F.swift(yaml).contains("func putManifest(_ body: String? = nil) async throws -> String"))
        // The note names the syntax as a person does ("a svg+xml library").
        let hints = F.convert(yaml).diagnostics.compactMap(\.hint)
        // A request body's text is the caller's to write, a response's to parse.
        #expect(hints == ["write the text in YAML, or offer the body as JSON too", "parse the text as YAML, or offer the body as JSON too"])
        let svg = yaml.replacingOccurrences(of: "text/yaml", with: "image/svg+xml")
        #expect(F.convert(svg).diagnostics.first?.hint == "write the text in XML, or offer the body as JSON too")
        let both = F.operation(##"""
        { "operationId": "putChat", "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Chat" } },
                                                                  "application/xml": { "schema": { "$ref": "#/components/schemas/Chat" } } } },
          "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Chat" } },
                                                                    "application/xml": { "schema": { "$ref": "#/components/schemas/Chat" } },
                                                                    "text/plain": { "schema": { "type": "string" } } } } } }
        """##, method: "put", components: Self.chat)
        #expect(F.warnings(F.convert(both)).isEmpty)
    }

    @Test func eventsDescribedAsTextOrAsTheEventItselfAreReadAsTheyAre() throws {
        for schema in [##"{ "type": "string" }"##, ##"{ "type": "object", "properties": { "data": { "type": "string" }, "event": { "type": "string" } } }"##, "null"] {
            let media = schema == "null" ? "{}" : ##"{ "schema": \##(schema) }"##
            let text = F.operation(##"{ "operationId": "feed", "responses": { "200": { "description": "ok", "content": { "text/event-stream": \##(media) } } } }"##)
            #expect(F.lookup(try F.native(text), "endpoints", "feed", "response", "text/event-stream") as? String == "events", "\(schema)")
        }
        let text = F.operation(##"{ "operationId": "feed", "responses": { "200": { "description": "ok", "content": { "text/event-stream": { "schema": { "type": "string" } } } } } }"##)
        #expect(F.swift(text).contains("func feed() -> AsyncThrowingStream<ServerSentEvent, any Error> {"))
    }

    @Test func jsonLinesDecodeEachLineAlsoWhenTheSchemaIsTheWholeArray() throws {
        let text = F.operation(##"""
        { "operationId": "export", "responses": { "200": { "description": "ok", "content": {
            "application/x-ndjson": { "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Chat" } } } } } } }
        """##, components: Self.chat)
        #expect(F.lookup(try F.native(text), "endpoints", "export", "response", "application/x-ndjson") as? String == "Chat")
        let swift = F.swift(text)
        #expect(swift.contains("func export() -> AsyncThrowingStream<Chat, any Error> {"))
        #expect(swift.contains(#"HTTPHeader(name: "Accept", value: "application/x-ndjson")"#))
    }

    /// Cohere streams `application/stream+json` (Spring WebFlux's name for JSON lines); read as one
    /// `+json` value, its method failed at the second line of every real answer.
    @Test func streamJSONIsJSONLines() throws {
        let text = F.operation(##"""
        { "operationId": "generate", "responses": { "200": { "description": "ok", "content": {
            "application/stream+json": { "schema": { "$ref": "#/components/schemas/Chat" } } } } } }
        """##, components: Self.chat)
        let swift = F.swift(text)
        #expect(swift.contains("func generate() -> AsyncThrowingStream<Chat, any Error> {"), "\(swift)")
        #expect(swift.contains("apiClient.stream(TestEndpoint.generate, format: .jsonLines, decoding: Chat.self)"))
    }

    @Test func jsonLinesDescribedAsAStringDecodeEachLineAsAnyJSONValue() throws {
        // OpenAPI 3.0 and 3.1 describe the whole body: Airflow's `type: string` is its text, and every line (an object)
        // failed to decode as a JSON string.
        let text = F.operation(##"""
        { "operationId": "wait", "responses": { "200": { "description": "ok", "content": {
            "application/x-ndjson": { "schema": { "type": "string", "example": "{\"state\": \"running\"}\n" } } } } } }
        """##)
        #expect(F.lookup(try F.native(text), "endpoints", "wait", "response", "application/x-ndjson") as? String == "json")
        #expect(F.swift(text).contains("apiClient.stream(TestEndpoint.wait, format: .jsonLines, decoding: JSONValue.self)"))
        // OpenAPI 3.2's `itemSchema` describes each line: a string there is a JSON string a line; an object schema is each line's.
        let items = F.operation(##"""
        { "operationId": "wait", "responses": { "200": { "description": "ok", "content": {
            "application/x-ndjson": { "itemSchema": { "type": "string" } } } } } }
        """##)
        #expect(F.lookup(try F.native(items), "endpoints", "wait", "response", "application/x-ndjson") as? String == "string")
        let objects = F.operation(##"""
        { "operationId": "wait", "responses": { "200": { "description": "ok", "content": {
            "application/x-ndjson": { "schema": { "$ref": "#/components/schemas/Chat" } } } } } }
        """##, components: Self.chat)
        #expect(F.lookup(try F.native(objects), "endpoints", "wait", "response", "application/x-ndjson") as? String == "Chat")
    }

    @Test func textIsAStringBytesAreDataAndJSONComesFirst() throws {
        let text = F.operation(##"""
        { "operationId": "pet", "responses": { "200": { "description": "ok", "content": {
            "application/xml": { "schema": { "$ref": "#/components/schemas/Chat" } },
            "application/json": { "schema": { "$ref": "#/components/schemas/Chat" } },
            "text/csv": { "schema": { "type": "string" } },
            "image/png": { "schema": { "type": "string", "format": "binary" } } } } } }
        """##, components: Self.chat)
        let json = try F.native(text)
        let response = try #require(F.lookup(json, "endpoints", "pet", "response") as? [String: String])
        #expect(response == ["application/json": "Chat", "application/xml": "string", "text/csv": "string", "image/png": "data"])
        let swift = F.swift(text)
        #expect(swift.contains("case pet(accept: PetMediaType = .json)"))
        #expect(swift.contains("func petXML() async throws -> String {"))
        #expect(swift.contains("func petCSV() async throws -> String {"))
        #expect(swift.contains("func petPNG() async throws -> Data {"))
    }

    @Test func oneMediaTypeOtherThanJSONIsAskedForAndChecked() throws {
        let text = F.operation(##"{ "operationId": "logo", "responses": { "200": { "description": "ok", "content": { "image/svg+xml": {} } } } }"##)
        #expect(F.lookup(try F.native(text), "endpoints", "logo", "response", "image/svg+xml") as? String == "string")
        let swift = F.swift(text)
        #expect(swift.contains(#"HTTPHeader(name: "Accept", value: "image/svg+xml")"#))
        #expect(swift.contains("try response.text(matching: \"image/svg+xml\")"))
    }

    @Test func statusesOfDifferentMediaTypesOrAStreamBesideAnotherStatusAreReadAsBeforeWithAWarning() throws {
        let mixed = F.operation(##"""
        { "operationId": "get", "responses": {
            "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Chat" } } } },
            "202": { "description": "later", "content": { "text/plain": { "schema": { "type": "string" } } } } } }
        """##, components: Self.chat)
        #expect(F.lookup(try F.native(mixed), "endpoints", "get", "response", "202") as? String == "data")
        #expect(F.warnings(F.convert(mixed)).contains("success statuses 200, 202 offer different media types; each is read as its JSON type, else as data"))
        let stream = F.operation(##"""
        { "operationId": "watch", "responses": {
            "200": { "description": "ok", "content": { "text/event-stream": {} } }, "204": { "description": "none" } } }
        """##)
        #expect(F.lookup(try F.native(stream), "endpoints", "watch", "response", "200") as? String == "data")
        #expect(F.warnings(F.convert(stream)).contains { $0.hasPrefix("a streamed response must be the only success status, but there are 200, 204") })
    }

    @Test func aMediaTypeSpelledTwiceOrNotAMediaTypeIsReported() throws {
        let text = F.operation(##"""
        { "operationId": "get", "responses": { "200": { "description": "ok", "content": {
            "application/json": {}, "application/json; charset=utf-8": {}, "text": {} } } } }
        """##)
        #expect(F.lookup(try F.native(text), "endpoints", "get", "response") as? String == "json")
        let warnings = F.warnings(F.convert(text))
        #expect(warnings.contains("media type 'application/json; charset=utf-8' repeats one listed before it; left out"))
        #expect(warnings.contains("'text' is not a media type (type/subtype); its response is left out"))
    }

    @Test func aTextRequestBodyIsAStringAndABinaryOneData() throws {
        let csv = F.operation(##"{ "operationId": "upload", "requestBody": { "required": true, "content": { "text/csv": { "schema": { "type": "string" } } } }, "responses": {} }"##,
                              method: "post")
        #expect(F.lookup(try F.native(csv), "endpoints", "upload", "body", "text") as? String == "text/csv")
        #expect(F.swift(csv).contains("func upload(_ body: String) async throws {"))
        let binary = F.operation(##"{ "operationId": "upload", "requestBody": { "content": { "text/plain": { "schema": { "type": "string", "format": "binary" } } } }, "responses": {} }"##,
                                 method: "post")
        #expect(F.lookup(try F.native(binary), "endpoints", "upload", "body", "data") as? String == "text/plain")
    }
}
