import EndpointGenJSON
import EndpointGenSpec

/// The media types of a success response → native `response` by media type: JSON decodes a type, `text/event-stream`
/// gives events (or decodes each event's data, see ``eventStreamReading(_:at:hint:)``), JSON lines decode each line, a
/// JSON-shaped schema under `*/*` or `application/*` decodes a type, text is a `String` and anything else `Data`; each
/// gets its `Accept` and, with several, a client method of its own.
extension OpenAPIConverter {
    /// How each media type of a success response's `content` is read, JSON media types first (their type is what the
    /// endpoint's own method returns), then in document order; media types the native format cannot key (not a
    /// `type/subtype`, or a second spelling of one already listed) are reported and left out.
    mutating func mediaResponses(_ content: [JSONMember], hint: String) -> [MediaResponseSpec] {
        var seen: Set<String> = []
        var entries: [MediaResponseSpec] = []
        // FastAPI lists `application/json` with the empty schema `{}` beside the type a route declares it answers in
        // (Phoenix's CSV download was `getExperimentCSV() -> JSONValue` beside `getExperimentCSVCSV() -> String`):
        // that JSON is the framework's default, not an answer the route gives.
        var content = content.contains(where: { MediaKind($0.key) != .json })
            ? content.filter { MediaKind($0.key) != .json || !Self.isFrameworkDefault($0.value) } : content
        // A JSON media type whose shape is not given, beside one whose shape is (stac-fastapi's `application/geo+json`
        // beside the `application/json` Item it answers), is the same answer undescribed: its own method could only
        // return `JSONValue`.
        if let described = content.first(where: { MediaKind($0.key) == .json && Self.givesShape($0.value) }) {
            content = content.filter { member in
                guard MediaKind(member.key) == .json, !Self.givesShape(member.value) else { return true }
                warning("'\(member.key)' gives no schema beside '\(described.key)', which does; left out, as the same answer undescribed",
                        at: member.value, hint: "give it the schema of '\(described.key)' to have a method that asks for it")
                return false
            }
        }
        let pruned = withoutRepeatedFormats(content)
        content = pruned.content
        let ordered = content.filter { MediaKind($0.key) == .json } + content.filter { MediaKind($0.key) != .json }
        // A media type left out that another entry spells again (`text/json; charset=utf-8` of a schema of its own) is
        // that entry's to ask for.
        let typeAndSubtype = { (mediaType: String) in
            let essence = MediaKind.essence(mediaType)
            return essence.type + "/" + essence.subtype
        }
        let listed = Set(ordered.map { typeAndSubtype($0.key) })
        let folded = pruned.folded.mapValues { $0.filter { !listed.contains(typeAndSubtype($0)) } }
        let offersJSON = ordered.first.map { MediaKind($0.key) == .json } ?? false
        for member in ordered {
            guard SpecReader.isMediaType(member.key, allowingRanges: true) else {
                warning("'\(member.key)' is not a media type (type/subtype); its response is left out", at: member.value)
                continue
            }
            let essence = MediaKind.essence(member.key)
            guard seen.insert(essence.type + "/" + essence.subtype).inserted else {
                warning("media type '\(member.key)' repeats one listed before it; left out", at: member.value)
                continue
            }
            let (reading, terminator) = mediaReading(member, hint: hint, offersJSON: offersJSON)
            if !offersJSON, MediaKind(member.key) == .other {
                // A form-encoded answer (OAuth 1's request token) is bytes, and said to be.
                switch reading.value {
                case .type(.named("string")): reportStructuredText(schema(of: member.value), mediaType: member.key, what: "response is read as a String")
                case .data: reportStructuredText(schema(of: member.value), mediaType: member.key, what: "response is read as its bytes, Data")
                default: break
                }
            }
            var entry = MediaResponseSpec(mediaType: Located(member.key, at: member.value), reading: reading)
            entry.terminator = terminator
            entry.alsoAccept = (folded[member.key] ?? []).map { Located($0, at: member.value) }
            entries.append(entry)
        }
        return entries
    }

    /// `content` without the media types that give the schema of another one again, in JSON or in its own format: one
    /// method reads them all. Swashbuckle (every ASP.NET Core API) lists each response as `text/plain`,
    /// `application/json` and `text/json` with one schema, which were three methods, the `text/plain` one failing on
    /// every call, as ASP.NET writes only strings as text and answers an object as JSON; slurmrestd lists each as JSON
    /// and `application/x-yaml`, whose method returned the text the JSON one decodes; PeerTube's feeds `application/xml`
    /// and `text/xml` (one format, RFC 7303) were `…XML` and `…Xml2`. The JSON method reads `text/json` and `+json` too;
    /// one of a format reads the others of its format (`text/xml` for `application/xml`, any JSON lines type). Each pair
    /// is reported once (``CountedWarnings``).
    ///
    /// Each kept media type comes with the ones left out for it that its method reads, in document order, which its
    /// `Accept` lists after it: a server that serves only `text/xml` answered `Accept: application/xml` with 406.
    /// YAML, and `text/plain` of what is not a string, are left out as formats the method does not read, so not listed.
    private mutating func withoutRepeatedFormats(_ content: [JSONMember]) -> (content: [JSONMember], folded: [String: [String]]) {
        guard content.count > 1 else { return (content, [:]) }
        var folded: [String: [String]] = [:]
        // A media type the method reads, once per type/subtype: not a range, which `Accept` cannot list here.
        func fold(_ mediaType: String, into kept: String) {
            guard !mediaType.contains("*") else { return }
            let essence = MediaKind.essence(mediaType)
            guard MediaKind.essence(kept) != essence, !(folded[kept] ?? []).contains(where: { MediaKind.essence($0) == essence }) else { return }
            folded[kept, default: []].append(mediaType)
        }
        let json = content.first { MediaKind.isDefault($0.key) } ?? content.first { MediaKind($0.key) == .json && !$0.key.contains("*") }
        let jsonSchema = json.flatMap { shapeSchema(of: $0.value) }
        var kept: [(member: JSONMember, schema: JSONNode?)] = []
        for member in content {
            let schema = shapeSchema(of: member.value)
            guard let schema, member.key != json?.key else {
                kept.append((member, schema))
                continue
            }
            if let json, let jsonSchema, schema.hasSameValue(as: jsonSchema), let reason = repeatsJSON(member.key, schema: schema, json: json.key) {
                countedWarnings.note("response \(member.key) \(json.key)", message: "response media type '\(member.key)' \(reason); left out", at: member.value)
                if MediaKind(member.key) == .json { fold(member.key, into: json.key) }
                continue
            }
            if let earlier = kept.first(where: { Self.isSameFormat($0.member.key, member.key) && $0.schema.map(schema.hasSameValue) == true }) {
                countedWarnings.note("response \(member.key) \(earlier.member.key)",
                                     message: "response media type '\(member.key)' is the format of '\(earlier.member.key)' with the same schema, whose method asks for and reads both; left out",
                                     at: member.value)
                fold(member.key, into: earlier.member.key)
                continue
            }
            kept.append((member, schema))
        }
        return (kept.count == content.count ? content : kept.map(\.member), folded)
    }

    /// Why a response media type with the schema of the JSON media type `json` adds no method, or nil when it does:
    /// another name of JSON, or a JSON format of its own (`application/problem+json` of RFC 9457) whose method would
    /// decode what the JSON one does, `text/plain` of something other than a string, or YAML.
    private func repeatsJSON(_ mediaType: String, schema: JSONNode, json: String) -> String? {
        if MediaKind(mediaType) == .json {
            return "is JSON with the schema of '\(json)', whose method reads it too"
        }
        if MediaKind.essence(mediaType) == ("text", "plain"), !isString(schema) {
            return "has the schema of '\(json)', which is not a string: servers answer it as JSON (ASP.NET writes only strings as text), which the method for '\(json)' reads"
        }
        if Self.isYAML(mediaType) {
            return "has the schema of '\(json)', whose method returns it decoded where one of its own would return the YAML text"
        }
        return nil
    }

    /// Whether a media type is YAML: `application/yaml`, `application/x-yaml`, `text/yaml` or `text/x-yaml`.
    static func isYAML(_ mediaType: String) -> Bool {
        let (type, subtype) = MediaKind.essence(mediaType)
        return ["application", "text"].contains(type) && ["yaml", "x-yaml"].contains(subtype)
    }

    /// Whether two media types are one format: two names of JSON lines, or one subtype under `text/` and under
    /// `application/` (`text/xml` and `application/xml`), which the runtime reads for each other.
    private static func isSameFormat(_ one: String, _ other: String) -> Bool {
        if MediaKind(one) == .jsonLines, MediaKind(other) == .jsonLines { return true }
        return MediaKind.areOneFormat(one, other)
    }

    /// The schema that gives the shape of a media type's content: OpenAPI 3.2's `itemSchema` of a sequential media
    /// type, else its `schema`.
    private func shapeSchema(of media: JSONNode) -> JSONNode? {
        media["itemSchema"] ?? schema(of: media)
    }

    /// Whether a media type object gives the shape of its content: a schema other than `{}` or `true`.
    private static func givesShape(_ media: JSONNode) -> Bool {
        guard let schema = media["schema"] else { return false }
        if let members = schema.members { return !members.isEmpty }
        return schema.bool != true
    }

    /// Whether a media type object is `{"schema": {}}` and nothing else.
    private static func isFrameworkDefault(_ media: JSONNode) -> Bool {
        guard let members = media.members, members.count == 1, members[0].key == "schema" else { return false }
        return members[0].value.members?.isEmpty == true
    }

    /// The native reading of one media type: a type for JSON (`data` for a binary string), events or a type (with the
    /// data that ends the stream) for an event stream, a type for JSON lines (`json` for a body described as a string),
    /// a type for a JSON-shaped schema under a range holding JSON (`*/*`) when `offersJSON` is false, `string` for text
    /// and `data` for the rest.
    private mutating func mediaReading(_ member: JSONMember, hint: String, offersJSON: Bool) -> (Located<MediaReadingSpec>, terminator: Located<String>?) {
        // OpenAPI 3.2 describes each item of a sequential media type with `itemSchema`.
        let itemSchema = member.value["itemSchema"]
        let schema = itemSchema ?? schema(of: member.value)
        let at = schema ?? member.value
        switch MediaKind(member.key) {
        case .json:
            guard let schema else { return (Located(.type(.json), at: at), nil) }
            if isBinaryString(schema) { return (Located(.data, at: at), nil) }
            return (Located(.type(type(of: schema, hint: hint)), at: at), nil)
        case .eventStream:
            return eventStreamReading(itemSchema ?? schema.map(streamItems), at: member.value, hint: hint)
        case .jsonLines:
            guard let schema else { return (Located(.type(.json), at: at), nil) }
            // `schema` describes the whole body (OpenAPI 3.0, 3.1): a string is its text, not lines that are JSON
            // strings. Airflow's lines are objects; each decodes as any JSON value.
            if itemSchema == nil, isString(schema) { return (Located(.type(.json), at: at), nil) }
            return (Located(.type(type(of: itemSchema ?? streamItems(schema), hint: hint + "Line")), at: at), nil)
        case .other:
            // springdoc writes every JSON response of a Spring Boot API as `*/*`; its server may label the JSON with
            // any type, so the type is decoded whatever the label (within the range).
            if !offersJSON, MediaKind.isJSONRange(member.key), let schema, isJSONShaped(schema) {
                return (Located(.type(type(of: schema, hint: hint)), at: at), nil)
            }
            guard Self.isText(member.key), !(schema.map(isBinaryString) ?? false) else { return (Located(.data, at: at), nil) }
            return (Located(.type(.named("string")), at: at), nil)
        }
    }

    /// The items of a sequential media type whose `schema` describes the whole stream (OpenAPI 3.0, 3.1): an array's
    /// `items`, as OpenAPI 3.2 reads such a schema (Go's huma writes every event stream so); else `schema` itself.
    private func streamItems(_ schema: JSONNode) -> JSONNode {
        typeNames(of: schema).names == ["array"] ? schema["items"] ?? schema : schema
    }

    /// Whether a media type's body is text: `text/*` and the XML and YAML types.
    static func isText(_ mediaType: String) -> Bool {
        let (type, subtype) = MediaKind.essence(mediaType)
        return (type == "text" && subtype != "*") || subtype.hasSuffix("+xml")
            || (type == "application" && ["xml", "yaml", "x-yaml", "javascript"].contains(subtype))
    }

    /// Reports a text body (YAML, XML, CSV) offered without JSON whose schema describes an object or a list: the
    /// native format reads and sends text as a `String`, so what the schema describes is the caller's to parse or
    /// write. Benchling's YAML manifests became `String` without a word.
    mutating func reportStructuredText(_ schema: JSONNode?, mediaType: String, what: String) {
        guard let schema else { return }
        let target = peek(schema)
        let names = typeNames(of: target).names
        if names.count == 1, let scalar = ["integer": "Int", "number": "Double", "boolean": "Bool"][names[0]] {
            // Microsoft Graph's `$count` answers `text/plain` of an integer.
            warning("a '\(mediaType)' \(what), not as the \(names[0]) its schema describes", at: schema,
                    hint: "convert the text, e.g. \(scalar)(text)")
            return
        }
        guard names.contains("object") || names.contains("array") || (names.isEmpty && (target["properties"] != nil || target["items"] != nil))
        else { return }
        warning("a '\(mediaType)' \(what), not as the structure its schema describes", at: schema,
                hint: "\(what.hasPrefix("request") ? "write the text in" : "parse the text as") \(Self.syntaxName(of: mediaType)), or offer the body as JSON too")
    }

    /// The syntax a media type's text is written in, as a person names it: `image/svg+xml` is XML ("a
    /// svg+xml library"), `application/x-yaml` YAML.
    private static func syntaxName(of mediaType: String) -> String {
        var syntax = Substring(MediaKind.essence(mediaType).subtype)
        if let plus = syntax.lastIndex(of: "+") { syntax = syntax[syntax.index(after: plus)...] }
        if syntax.hasPrefix("x-") { syntax = syntax.dropFirst(2) }
        return syntax.count <= 4 ? syntax.uppercased() : String(syntax)
    }

    /// `type: string` with `format: binary`: raw bytes.
    private func isBinaryString(_ schema: JSONNode) -> Bool {
        let target = peek(schema)
        return typeNames(of: target).names == ["string"] && target["format"]?.string == "binary"
    }

    func isString(_ schema: JSONNode) -> Bool {
        typeNames(of: peek(schema)).names == ["string"]
    }

    /// The schema of a Media Type Object: its `schema`, else the object itself when it holds a `$ref` where `schema`
    /// belongs (OPNsense writes `application/json: {$ref: …}` 361 times; its responses were `JSONValue`).
    func schema(of media: JSONNode) -> JSONNode? {
        media["schema"] ?? (media["$ref"] != nil ? media : nil)
    }
}
