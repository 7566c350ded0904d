@testable import EndpointGenerator
import Foundation
import Testing

/// Event streams described the OpenAPI 3.2 way (`itemSchema` of the event, JSON data by `contentMediaType` and
/// `contentSchema`, a constant `data` that ends the stream) → a native type decoded from each event's data with its
/// terminator; streams whose events carry text or several types stay raw events.
@Suite struct OpenAPIEventStreamTests {
    typealias F = OpenAPIFixture

    static let chunk = ##"{ "schemas": { "Chunk": { "type": "object", "properties": { "delta": { "type": "string" } } } } }"##

    /// A JSON document whose `stream` operation answers `text/event-stream` with `media`.
    static func document(_ media: String, components: String = chunk) -> String {
        F.operation(##"{ "operationId": "stream", "responses": { "200": { "description": "ok", "content": { "text/event-stream": \##(media) } } } }"##,
                    components: components)
    }

    /// The native response of `text/event-stream` for `text`, a JSON document, or a YAML one when `file` ends in `.yaml`.
    static func eventStream(_ text: String, file: String = "api.json") throws -> Any? {
        let result = F.convert(text, file: file)
        #expect(F.warnings(result).isEmpty, "\(F.warnings(result))")
        let spec = try #require(result.spec, "\(result.diagnostics.map(\.description))")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(spec.utf8)) as? [String: Any])
        return F.lookup(json, "endpoints", "stream", "response", "text/event-stream")
    }

    @Test func anEventWhoseDataIsJSONContentDecodesThatContent() throws {
        let text = Self.document(##"""
        { "itemSchema": { "type": "object", "required": ["data"], "properties": {
            "data": { "type": "string", "contentMediaType": "application/json", "contentSchema": { "$ref": "#/components/schemas/Chunk" } },
            "id": { "type": "string" } } } }
        """##)
        #expect(try Self.eventStream(text) as? String == "Chunk")
        #expect(F.swift(text).contains("func stream() -> AsyncThrowingStream<Chunk, any Error> {"))
        // A JSON media type with parameters or a +json suffix is JSON; without a content schema, any JSON.
        let anyJSON = Self.document(##"{ "itemSchema": { "properties": { "data": { "contentMediaType": "application/vnd.feed+json; v=2" } } } }"##)
        #expect(try Self.eventStream(anyJSON) as? String == "json")
    }

    @Test func dataOfJSONContentOrAConstantStringEndsTheStreamAtTheConstant() throws {
        let yaml = Self.yaml(itemSchema: """
        type: object
        properties:
          event: { type: string }
          data:
            oneOf:
              - contentMediaType: application/json
                contentSchema: { $ref: "#/components/schemas/Chunk" }
              - const: "[DONE]"
        """)
        #expect(try Self.eventStream(yaml, file: "api.yaml") as? [String: String] == ["type": "Chunk", "terminator": "[DONE]"])
        // An `enum` of one string is a constant too, and `anyOf` is read as `oneOf`; the text is whatever the schema says.
        let json = Self.document(##"""
        { "itemSchema": { "properties": { "data": { "anyOf": [
            { "type": "string", "enum": ["END"] },
            { "contentMediaType": "application/json", "contentSchema": { "$ref": "#/components/schemas/Chunk" } } ] } } } }
        """##)
        #expect(try Self.eventStream(json) as? [String: String] == ["type": "Chunk", "terminator": "END"])
        let swift = F.swift(json)
        #expect(swift.contains(#"format: .serverSentEvents(terminator: "END")"#), "\(swift)")
    }

    /// A YAML document whose `stream` operation answers `text/event-stream` items of `itemSchema`, with `Chunk` and
    /// `schemas` in its components.
    static func yaml(itemSchema: String, schemas: String = "") -> String {
        func indented(_ text: String, by spaces: Int) -> String {
            text.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
        }
        return """
        openapi: 3.2.0
        info: { title: Test, version: "1" }
        servers: [{ url: "https://api.example.com" }]
        paths:
          /chat:
            post:
              operationId: stream
              responses:
                "200":
                  description: ok
                  content:
                    text/event-stream:
                      itemSchema:
        \(indented(itemSchema, by: 16))
        components:
          schemas:
            Chunk: { type: object, properties: { delta: { type: string } } }
        \(indented(schemas, by: 4))
        """
    }

    /// OpenAI's way: one event per kind of data, the last one's data the constant that ends the stream.
    static let doneEvents = yaml(itemSchema: """
    oneOf:
      - $ref: "#/components/schemas/DeltaEvent"
      - $ref: "#/components/schemas/DoneEvent"
    """, schemas: """
    Usage: { type: object, properties: { tokens: { type: integer } } }
    DeltaEvent:
      type: object
      required: [event, data]
      properties:
        event: { type: string, enum: [delta] }
        data: { $ref: "#/components/schemas/Chunk" }
    DoneEvent:
      type: object
      required: [event, data]
      properties:
        event: { type: string, enum: [done] }
        data: { type: string, enum: ["[DONE]"] }
    """)

    @Test func eventsOfOneJSONTypeBesideAnEventOfConstantDataAreThatTypeEndedByTheConstant() throws {
        #expect(try Self.eventStream(Self.doneEvents, file: "api.yaml") as? [String: String] == ["type": "Chunk", "terminator": "[DONE]"])
        // Events grouped into unions of unions, as OpenAI's AssistantStreamEvent groups them, are the same events.
        let grouped = Self.doneEvents.replacingOccurrences(of: ##"- $ref: "#/components/schemas/DeltaEvent""##,
                                                           with: ##"- oneOf: [{ $ref: "#/components/schemas/DeltaEvent" }]"##)
        #expect(try Self.eventStream(grouped, file: "api.yaml") as? [String: String] == ["type": "Chunk", "terminator": "[DONE]"])
        // The same written with content keywords and inline alternatives, as the OpenAPI 3.2 specification does.
        let inline = Self.document(##"""
        { "itemSchema": { "type": "object", "required": ["event"], "oneOf": [
            { "properties": { "event": { "const": "delta" }, "data": { "contentMediaType": "application/json", "contentSchema": { "$ref": "#/components/schemas/Chunk" } } } },
            { "properties": { "event": { "const": "again" }, "data": { "contentMediaType": "application/json", "contentSchema": { "$ref": "#/components/schemas/Chunk" } } } },
            { "properties": { "data": { "const": "bye" } } } ] } }
        """##)
        // The event that ends the stream may have its data alone: its siblings say the items are events.
        #expect(try Self.eventStream(inline) as? [String: String] == ["type": "Chunk", "terminator": "bye"])
    }

    @Test func eventsOfSeveralTypesOrTextOrSeveralConstantsAreReadAsTheyAre() throws {
        // The event name, not the data's shape, says which type an event carries: a union of the data could not tell.
        let severalTypes = Self.doneEvents.replacingOccurrences(of: ##"- $ref: "#/components/schemas/DoneEvent""##,
                                                                with: ##"- { properties: { event: { const: usage }, data: { $ref: "#/components/schemas/Usage" } } }"##)
        #expect(try Self.eventStream(severalTypes, file: "api.yaml") as? String == "events")
        let content = ##"{ "contentMediaType": "application/json", "contentSchema": { "$ref": "#/components/schemas/Chunk" } }"##
        for data in [
            ##"{ "oneOf": [\##(content), { "type": "string" }] }"##,                                  // text beside JSON
            ##"{ "oneOf": [\##(content), { "const": "[DONE]" }, { "const": "[END]" }] }"##,            // two ends
            ##"{ "contentMediaType": "text/plain" }"##,                                                 // text by its media type
            ##"{ "const": "ping" }"##,                                                                  // constant only
            ##"{}"##,                                                                                   // unconstrained
        ] {
            let text = Self.document(##"{ "itemSchema": { "properties": { "event": { "type": "string" }, "data": \##(data) } } }"##)
            #expect(try Self.eventStream(text) as? String == "events", "\(data)")
        }
    }

    /// `retry` is an event's field as `event` and `id` are: a schema of `data` and `retry` describes the event, whose
    /// text data is read as events, not decoded as a JSON object of those two keys.
    @Test func aSchemaOfDataAndRetryDescribesTheEvent() throws {
        let text = Self.document(##"{ "itemSchema": { "properties": { "data": { "type": "string" }, "retry": { "type": "integer" } } } }"##)
        #expect(try Self.eventStream(text) as? String == "events")
    }

    /// OpenAPI 3.0 and 3.1 have no `itemSchema`: a `schema` describes the whole stream, and as an array (Go's huma writes
    /// every event stream so) its `items` describe one event, as they describe one line of JSON lines. Decoding each
    /// event's data as an array failed on the first event.
    @Test func aSchemaOfTheWholeStreamAsAnArrayDescribesEachEventByItsItems() throws {
        let ticks = Self.document(##"{ "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Chunk" } } }"##)
        #expect(try Self.eventStream(ticks) as? String == "Chunk")
        #expect(F.swift(ticks).contains("func stream() -> AsyncThrowingStream<Chunk, any Error> {"))
        // huma's events: the array's items are events whose data are of different schemas by name, read as events.
        let schemas = ##"{ "schemas": { "Chunk": { "type": "object", "properties": { "delta": { "type": "string" } } },"##
            + ##" "Usage": { "type": "object", "properties": { "tokens": { "type": "integer" } } } } }"##
        let event = { (name: String, schema: String) in
            ##"{ "type": "object", "required": ["data"], "properties": { "data": { "$ref": "#/components/schemas/\##(schema)" },"##
                + ##" "event": { "type": "string", "const": "\##(name)" }, "id": { "type": "integer" }, "retry": { "type": "integer" } } }"##
        }
        let huma = Self.document(##"{ "schema": { "title": "Server Sent Events", "type": "array", "items": { "oneOf": [\##(event("message", "Chunk")), \##(event("usage", "Usage"))] } } }"##,
                                 components: schemas)
        #expect(try Self.eventStream(huma) as? String == "events")
        // Events of one data schema are that schema's stream.
        let oneType = Self.document(##"{ "schema": { "type": "array", "items": \##(event("message", "Chunk")) } }"##)
        #expect(try Self.eventStream(oneType) as? String == "Chunk")
        // An `itemSchema` is one event already: an array there is each event's data.
        let arrays = Self.document(##"{ "itemSchema": { "type": "array", "items": { "$ref": "#/components/schemas/Chunk" } } }"##)
        #expect(try Self.eventStream(arrays) as? String == "[Chunk]")
    }

    @Test func aSchemaOfTheDataItselfIsDecodedAsBeforeWithoutATerminator() throws {
        let text = Self.document(##"{ "schema": { "$ref": "#/components/schemas/Chunk" } }"##)
        #expect(try Self.eventStream(text) as? String == "Chunk")
        // Alternatives that have a `data` but none of them an event's other fields or content keywords are JSON data.
        let union = Self.document(##"{ "schema": { "oneOf": [{ "$ref": "#/components/schemas/Chunk" }, { "required": ["data"], "properties": { "data": { "const": "x" } } }] } }"##)
        #expect(try Self.eventStream(union) as? String == "StreamResponseEvent")
        // Data that carries JSON of one schema, written out twice, is one type.
        let inline = ##"{ "type": "object", "properties": { "n": { "type": "integer" } } }"##
        let twice = Self.document(##"""
        { "itemSchema": { "anyOf": [
            { "properties": { "event": { "const": "a" }, "data": \##(inline) } },
            { "properties": { "event": { "const": "b" }, "data": \##(inline) } } ] } }
        """##)
        #expect(try Self.eventStream(twice) as? String == "StreamResponseEvent")
    }

    @Test func headersOfAStreamedResponseAreLeftOutWithAWarning() throws {
        // OpenAI's speech operation answers audio bytes or an event stream (its `Transfer-Encoding` is left out as the
        // connection's, ``OpenAPIBodyTests``): a stream's method returns it before the response arrives, so there are
        // no headers to give back, and generation goes on.
        let text = F.operation(##"""
            { "operationId": "speech", "responses": { "200": { "description": "ok",
                "headers": { "Openai-Processing-Ms": { "schema": { "type": "string" } } },
                "content": { "application/octet-stream": { "schema": { "type": "string", "format": "binary" } },
                             "text/event-stream": { "schema": { "$ref": "#/components/schemas/Chunk" } } } } } }
            """##, components: Self.chunk)
        let result = F.convert(text)
        #expect(F.warnings(result) == [
            "the headers of a streamed response are not read: its method returns the stream as soon as it is asked for; left out",
        ])
        #expect(F.lookup(try F.native(text), "endpoints", "speech", "responseHeaders") == nil)
        let swift = F.swift(text)
        #expect(swift.contains("public func speech() async throws -> Data {") && swift.contains("public func speechEvents() -> AsyncThrowingStream<Chunk, any Error> {"))
        // The same headers beside a body that is not a stream are read.
        let bytes = F.operation(##"""
            { "operationId": "speech", "responses": { "200": { "description": "ok",
                "headers": { "X-Request-Id": { "schema": { "type": "string" } } },
                "content": { "application/octet-stream": { "schema": { "type": "string", "format": "binary" } } } } } }
            """##)
        #expect(F.warnings(F.convert(bytes)).isEmpty)
        #expect(F.lookup(try F.native(bytes), "endpoints", "speech", "responseHeaders") != nil)
    }
}
