import EndpointGenJSON
import EndpointGenSpec

/// A `text/event-stream` media type's `itemSchema` (else `schema`) → native events, or a type decoded from each event's
/// data with the data that ends the stream.
///
/// OpenAPI 3.2 describes each item of an event stream as the event itself (`data` beside `event`, `id`, `retry`), and the
/// JSON inside the `data` string with JSON Schema's `contentMediaType` and `contentSchema`; documents also write the
/// decoded JSON's schema as `data` directly. An event whose `data` can only be one constant string (`const`, or an `enum`
/// of one string) beside events carrying JSON ends the stream.
extension OpenAPIConverter {
    /// What the `data` of an event holds, as its schema says.
    private enum EventData {
        /// JSON of the schema `content` (nil: any JSON).
        case json(JSONNode?)
        /// JSON of the schema `content`, or the constant text `end`.
        case jsonOrEnd(JSONNode?, end: Located<String>)
        /// Always this text.
        case constant(Located<String>)
        /// Text, or anything the schema does not pin down.
        case text
    }

    /// The reading of an event stream whose items `schema` describes, and the data that ends it when the schema says.
    mutating func eventStreamReading(_ schema: JSONNode?, at media: JSONNode, hint: String)
        -> (reading: Located<MediaReadingSpec>, terminator: Located<String>?) {
        guard let schema, !isString(schema) else { return (Located(.events, at: schema ?? media), nil) }
        guard let events = eventSchemas(schema) else {
            // A schema of something other than the event: the JSON in each event's data.
            return (Located(.type(type(of: schema, hint: hint + "Event")), at: schema), nil)
        }
        guard let content = streamContent(events.map(eventData)) else { return (Located(.events, at: schema), nil) }
        let decoded = content.schema.map { type(of: $0, hint: hint + "Event") } ?? .json
        return (Located(.type(decoded), at: content.schema ?? schema), content.end)
    }

    /// The events a schema describes: itself when it is an event; its `oneOf`/`anyOf` alternatives (unions of unions
    /// flattened, as OpenAI groups its events) when each has a `data` and one of them is an event (the event that ends a
    /// stream often has its `data` alone); else nil.
    private func eventSchemas(_ schema: JSONNode) -> [JSONNode]? {
        let target = peek(schema)
        if describesEvent(target) { return [target] }
        guard target["oneOf"] ?? target["anyOf"] != nil else { return nil }
        let alternatives = leaves(of: target, depth: 4)
        guard alternatives.contains(where: describesEvent),
              alternatives.allSatisfy({ $0["properties"]?["data"] != nil }) else { return nil }
        return alternatives
    }

    /// The alternatives of a union, and of the unions among them down to `depth` levels (a bound, as references may
    /// cycle); a schema that is not a union is its own leaf.
    private func leaves(of schema: JSONNode, depth: Int) -> [JSONNode] {
        guard depth > 0, schema["properties"] == nil, let alternatives = (schema["oneOf"] ?? schema["anyOf"])?.elements else { return [schema] }
        return alternatives.flatMap { leaves(of: peek($0), depth: depth - 1) }
    }

    /// Whether a schema describes a Server-Sent Event itself: its `data` beside `event`, `id` or `retry`, or a `data`
    /// whose content it (or one of its alternatives) describes, as content keywords describe the string an event's data is.
    private func describesEvent(_ schema: JSONNode) -> Bool {
        guard let data = schema["properties"]?["data"] else { return false }
        let properties = Set(schema["properties"]?.members?.map(\.key) ?? [])
        let target = peek(data)
        let forms = [target] + ((target["oneOf"] ?? target["anyOf"])?.elements?.map(peek) ?? [])
        return !properties.isDisjoint(with: ["event", "id", "retry"])
            || forms.contains { $0["contentMediaType"] != nil || $0["contentSchema"] != nil }
    }

    /// The one JSON schema the events' data carries and the constant data that ends the stream, or nil when the events
    /// carry text, several different schemas, several different constants or no JSON at all: they are read as events.
    private func streamContent(_ events: [EventData]) -> (schema: JSONNode?, end: Located<String>?)? {
        var contents: [JSONNode?] = []
        var ends: [Located<String>] = []
        for event in events {
            switch event {
            case .json(let content): contents.append(content)
            case .jsonOrEnd(let content, let end): contents.append(content); ends.append(end)
            case .constant(let end): ends.append(end)
            case .text: return nil
            }
        }
        guard let first = contents.first, contents.allSatisfy({ sameSchema($0, first) }),
              Set(ends.map(\.value)).count <= 1 else { return nil }
        return (first, ends.first)
    }

    private func eventData(_ event: JSONNode) -> EventData {
        guard let data = event["properties"]?["data"] else { return .text }
        return dataContent(data, alternativesAllowed: true)
    }

    /// What a `data` schema says the data holds: JSON by a JSON `contentMediaType` (of its `contentSchema`) or by a schema
    /// that is not a string; one constant string; one JSON schema or a constant (`oneOf`/`anyOf`); else text.
    private func dataContent(_ data: JSONNode, alternativesAllowed: Bool) -> EventData {
        let target = peek(data)
        if let mediaType = target["contentMediaType"]?.string {
            return MediaKind(mediaType) == .json ? .json(target["contentSchema"]) : .text
        }
        if let alternatives = (target["oneOf"] ?? target["anyOf"])?.elements {
            guard alternativesAllowed else { return .text }
            let parts = alternatives.map { dataContent($0, alternativesAllowed: false) }
            let contents = parts.compactMap { part -> JSONNode?? in
                if case .json(let content) = part { return content }
                return nil
            }
            let ends = parts.compactMap { part -> Located<String>? in
                if case .constant(let end) = part { return end }
                return nil
            }
            // JSON of several schemas is one union type: the data's own schema.
            if contents.count == parts.count { return .json(data) }
            guard contents.count == 1, contents.count + ends.count == parts.count, Set(ends.map(\.value)).count == 1 else { return .text }
            return .jsonOrEnd(contents[0], end: ends[0])
        }
        if let node = soleString(target), let text = node.string { return .constant(Located(text, at: node)) }
        let names = typeNames(of: target).names
        let shaped = !names.isEmpty || ["properties", "additionalProperties", "items", "allOf"].contains { target[$0] != nil }
        return names.contains("string") || !shaped ? .text : .json(data)
    }

    /// Whether two content schemas are the same: both any JSON, references to one schema, or equal as written.
    private func sameSchema(_ first: JSONNode?, _ second: JSONNode?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        if let reference = first["$ref"]?.string { return second["$ref"]?.string == reference }
        return first.hasSameValue(as: second)
    }
}
