import EndpointGenJSON
import EndpointGenSpec
import Foundation

/// `requestBody` → native `body`: JSON, form fields, multipart fields, text (`text/*`, XML, YAML) or raw data of the
/// media type, one entry per media type.
extension OpenAPIConverter {
    /// The media types the converter uses, in order of preference (documented in docs/spec-reference.md).
    enum BodyKind: Int {
        case json, form, multipart, octetStream, other

        init(mediaType: String) {
            let (type, subtype) = MediaKind.essence(mediaType)
            switch (type, subtype) {
            case ("application", "x-www-form-urlencoded"): self = .form
            case ("multipart", "form-data"): self = .multipart
            case ("application", "octet-stream"): self = .octetStream
            case _ where type != "*" && subtype != "*" && MediaKind(mediaType) == .json: self = .json
            default: self = .other
            }
        }
    }

    /// The request body in each media type it is declared in: the first of JSON, form, multipart, octet-stream and
    /// the others is the endpoint's own body, each other media type an alternative with a case of its own.
    mutating func requestBodies(of operation: JSONNode, endpoint: String, method: String) -> (BodySpec?, [AlternativeBodySpec]) {
        guard let raw = operation["requestBody"], let body = dereferenced(raw) else { return (nil, []) }
        // `null` is no request body, as other fields' `null` is absent; a generator that writes it writes it on every
        // operation (OPNsense's 576), so it is said once, and not as a body without 'content' 576 times.
        if body.value == .null {
            countedWarnings.note("requestBody null", message: "'requestBody' is null, read as no request body: the client method sends none", at: raw)
            return (nil, [])
        }
        let endpoint = Self.componentStem(of: raw, resolvedTo: body, in: .requestBodies) ?? endpoint
        guard let content = body["content"]?.members, !content.isEmpty else {
            warning("a request body without 'content' is left out", at: raw)
            return (nil, [])
        }
        if ["get", "head", "options"].contains(method) {
            // A form there is the query string (formQuery(of:endpoint:method:)); anything else cannot be sent.
            if content.contains(where: { $0.key.bodyKind == .form }) { return (nil, []) }
            warning("a request body of a '\(method.uppercased())' request is not supported: the client sends the request without a body", at: raw)
            return (nil, [])
        }
        // `application/json` before the other JSON media types; otherwise the document's order among equally preferred ones.
        // A JSON or form body with a file falls behind a multipart body with one: they carry the file's bytes only as
        // base64 text, which a server that takes uploads refuses (Pulp's artifacts, offered as multipart and then as a
        // form). A JSON body that names the file another way (by an id or URL) keeps its place.
        let uploads = content.contains { $0.key.bodyKind == .multipart && holdsRawFile(schema(of: $0.value)) }
        let base64Files = Set(content.indices.filter { index in
            uploads && [.json, .form].contains(content[index].key.bodyKind) && holdsRawFile(schema(of: content[index].value))
        })
        func rank(_ media: (offset: Int, element: JSONMember)) -> (Int, Int, Int, Int) {
            let behindUploads = base64Files.contains(media.offset)
            return (behindUploads ? BodyKind.multipart.rawValue : media.element.key.bodyKind.rawValue, behindUploads ? 1 : 0,
                    MediaKind.isDefault(media.element.key) ? 0 : 1, media.offset)
        }
        let ordered = content.enumerated().sorted { rank($0) < rank($1) }
        let required = body["required"]?.bool == true
        var bodies: [(body: BodySpec, node: JSONNode)] = []
        var sent: Set<String> = []
        let offersJSON = content.contains { $0.key.bodyKind == .json }
        var json: (mediaType: String, schema: JSONNode)?
        var fieldless: [JSONMember] = []
        for (_, media) in ordered {
            // ASP.NET (Swashbuckle) lists `application/json`, `text/json`, `application/json-patch+json` and
            // `application/*+json` with one schema. Another name of plain JSON (`text/json`, a range) is one body
            // with the first, not a method each; so is JSON Patch of that schema, as a JSON Patch document (RFC 6902)
            // is an array of operations, never the DTO: StockTrim got a second method for each body. A JSON format of
            // its own (`merge-patch+json`, JSON Patch of a schema of its own) stays an alternative.
            if media.key.bodyKind == .json, let schema = schema(of: media.value) {
                if let first = json, Self.repeatsPlainJSON(media.key), first.schema.hasSameValue(as: schema) {
                    warning("JSON media type '\(media.key)' repeats the schema of '\(first.mediaType)', which is sent; left out", at: media.value)
                    continue
                }
                json = json ?? (media.key, schema)
            }
            // slurmrestd takes every body as JSON and as `application/x-yaml` of one schema: a YAML method took the text
            // the JSON one writes from the typed value.
            if let json, Self.isYAML(media.key), let schema = schema(of: media.value), json.schema.hasSameValue(as: schema) {
                countedWarnings.note("request \(media.key) \(json.mediaType)",
                                     message: "request body media type '\(media.key)' has the schema of '\(json.mediaType)', which is sent from the typed value where a method of its own would take the YAML text; left out",
                                     at: media.value)
                continue
            }
            if [.form, .multipart].contains(media.key.bodyKind), hasFieldlessSchema(media.value) {
                fieldless.append(media)
                continue
            }
            guard let converted = requestBody(media, required: required, endpoint: endpoint) else { continue }
            if !offersJSON, case .text = converted {
                reportStructuredText(schema(of: media.value), mediaType: media.key, what: "request body is sent as a String the caller writes")
            }
            guard sent.insert(converted.contentType).inserted else {
                warning("media type '\(media.key)' is sent like one listed before it; left out", at: media.value)
                continue
            }
            bodies.append((converted, media.value))
        }
        bodies = addingFieldless(fieldless, to: bodies, required: required)
        guard let first = bodies.first else { return (nil, []) }
        return (first.body, bodies.dropFirst().map { AlternativeBodySpec(body: $0.body, swiftName: nil, at: $0.node) })
    }

    /// The fields of a GET, HEAD or OPTIONS request's form body, which such APIs read from the query string (a form is
    /// encoded like a query): query parameters in their Encoding Object's style, else in the query's default style.
    mutating func formQuery(of operation: JSONNode, endpoint: String, method: String) -> [ParameterSpec] {
        guard ["get", "head", "options"].contains(method), let raw = operation["requestBody"], let body = dereferenced(raw),
              let form = body["content"]?.members?.first(where: { $0.key.bodyKind == .form }) else { return [] }
        return queryFields(ofForm: form, what: "body", endpoint: Self.componentStem(of: raw, resolvedTo: body, in: .requestBodies) ?? endpoint,
                           request: "'\(method.uppercased())' request")
    }

    /// Whether `mediaType`, listed with the schema of plain JSON, is plain JSON again: another name of it (`text/json`,
    /// `text/x-json`, a range such as `application/*+json`) or JSON Patch, which Swashbuckle lists with every body's schema.
    static func repeatsPlainJSON(_ mediaType: String) -> Bool {
        let (type, subtype) = MediaKind.essence(mediaType)
        return mediaType.contains("*") || (type == "text" && ["json", "x-json"].contains(subtype))
            || (type == "application" && ["json", "json-patch+json"].contains(subtype))
    }

    /// The body of one media type.
    private mutating func requestBody(_ media: JSONMember, required: Bool, endpoint: String) -> BodySpec? {
        for key in ["example", "examples"] { if let node = media.value[key] { noteDroppedExample("request example", at: node) } }
        switch media.key.bodyKind {
        case .json:
            // A range (`application/*+json`) is no content type to send: the default one is.
            let exact = !MediaKind.isDefault(media.key) && !media.key.contains("*")
            return jsonBody(media, required: required, endpoint: endpoint, contentType: exact ? Located(media.key, at: media.value) : nil)
        case .form:
            return formBody(schema(of: media.value), at: media.value, endpoint: endpoint)
        case .multipart:
            return multipartBody(schema(of: media.value), at: media.value, endpoint: endpoint)
        case .octetStream, .other:
            let binary = schema(of: media.value).map { typeNames(of: $0).names == ["string"] && $0["format"]?.string == "binary" } ?? false
            guard SpecReader.isMediaType(media.key, allowingRanges: false) else { return rangeBody(media, binary: binary, required: required, endpoint: endpoint) }
            let contentType = Located(media.key, at: media.value)
            if MediaKind.essence(media.key).type == "multipart" {
                // Google's uploads (`multipart/related`): the parts are the caller's to write, and the boundary with them.
                warning("a '\(media.key)' body is sent as the bytes given, under a Content-Type without the boundary that separates them",
                        at: media.value, hint: "set Content-Type with its boundary in a middleware, or use the API's simple upload")
            } else if !binary, !Self.isText(media.key) {
                // Elasticsearch's `_bulk` (`application/x-ndjson` of an array): the lines are the caller's to write.
                reportStructuredText(schema(of: media.value), mediaType: media.key, what: "request body is sent as the bytes given")
            }
            return Self.isText(media.key) && !binary
                ? .text(contentType: contentType, optional: !required) : .data(contentType: contentType, optional: !required)
        }
    }

    /// The JSON body of `media`, with the constraints of its schema: FastAPI's `list[constr(max_length=3)]` body was
    /// sent unchecked and answered 422.
    private mutating func jsonBody(_ media: JSONMember, required: Bool, endpoint: String, contentType: Located<String>?) -> BodySpec {
        var bodyType = TypeExpression.json
        var bounds = ConstraintsSpec()
        if let schema = schema(of: media.value) {
            bodyType = type(of: schema, hint: Casing.upperCamel(endpoint) + "Request")
            bounds = constraints(of: schema, type: bodyType)
        }
        bodyType = required ? bodyType.unwrapped : bodyType.optionalized
        return .json(Located(bodyType, at: schema(of: media.value) ?? media.value), contentType: contentType, constraints: bounds)
    }

    /// A body of a media range the server accepts anything of (`*/*`, `application/*`, `text/*`), sent in a media type
    /// it contains: JSON for a schema (what the server reads by it), bytes as `application/octet-stream` for a binary
    /// string or no schema, text as `text/plain`. Another range (`image/*`, Hugging Face's audio and image inputs)
    /// names no type to send: its bytes go as `application/octet-stream`, with a warning. (Left out, a required body
    /// was never sent, and the call could not succeed.)
    private mutating func rangeBody(_ media: JSONMember, binary: Bool, required: Bool, endpoint: String) -> BodySpec {
        let (type, subtype) = MediaKind.essence(media.key)
        let takesApplication = subtype == "*" && (type == "*" || type == "application")
        if takesApplication, schema(of: media.value) != nil, !binary {
            return jsonBody(media, required: required, endpoint: endpoint, contentType: nil)
        }
        if takesApplication { return .data(contentType: Located("application/octet-stream", at: media.value), optional: !required) }
        if (type, subtype) == ("text", "*") {
            let plain = Located("text/plain", at: media.value)
            return binary ? .data(contentType: plain, optional: !required) : .text(contentType: plain, optional: !required)
        }
        warning("a request body of media type '\(media.key)' names no exact content type; its bytes are sent as application/octet-stream",
                at: media.value, hint: "if the server wants the exact type, set Content-Type in a middleware, or name the type in the document")
        return .data(contentType: Located("application/octet-stream", at: media.value), optional: !required)
    }

    /// `{ "multipart": { field: parameter or "file", … } }` from an object schema: binary strings are file parts,
    /// scalars text parts; other fields are reported and left out.
    private mutating func multipartBody(_ schema: JSONNode?, at media: JSONNode, endpoint: String) -> BodySpec? {
        guard let schema else {
            warning("a multipart body without 'schema' is left out", at: media)
            return nil
        }
        let flat = flatten(withoutArrayAlternatives(schema, body: "multipart"))
        reportOtherKeys(of: flat, body: "multipart")
        reportUnsupportedKeywords(ofBody: schema, flat: flat)
        // A part's own header fields (an Encoding Object's `headers`, a checksum the server requires) have no place in
        // the native format; said here, not dropped in silence.
        for part in media["encoding"]?.members ?? [] {
            let headers = (part.value["headers"]?.members ?? []).filter { !Self.isIgnoredHeader($0.key) }
            guard !headers.isEmpty else { continue }
            let names = headers.map { "'\($0.key)'" }.joined(separator: ", ")
            warning("multipart part '\(part.key)' declares header fields (\(names)), which the client does not send; left out", at: part.value["headers"] ?? part.value,
                    hint: "add them in a middleware that rewrites the body, or send the part's content with them as a raw body")
        }
        var fields: [ParameterSpec] = []
        for (key, fieldSchema) in flat.properties {
            let field = dereferenced(fieldSchema) ?? fieldSchema
            guard !Self.isReadOnly(fieldSchema, field) else { continue }
            let required = flat.required.contains(key)
            let isFile = isFilePart(field)
            let declared = media["encoding"]?[key]?["contentType"]
            if isFile || isFileList(field) || offersOneFile(field, key: key) {
                let file: TypeExpression = isFile || !isFileList(field) ? .named("file") : .array(.named("file"))
                var entry = ParameterSpec(key: Located(key, at: fieldSchema), type: Located(required ? file : .optional(file), at: fieldSchema))
                let formatType = field["format"].flatMap { Self.mediaTypeFormat($0) }
                if let formatType {
                    warning("multipart field '\(key)' gives a media type as its format ('\(formatType.string ?? "")'); it is sent as a file part of that type",
                            at: formatType, hint: "OpenAPI writes a file part as 'format: binary', with its type in the Encoding Object's 'contentType'")
                }
                entry.contentType = partContentType(declared ?? contentMediaType(of: field) ?? formatType, default: "application/octet-stream")
                fields.append(entry)
                continue
            }
            let constant = argumentConstant(of: fieldSchema)
            let type = type(of: fieldSchema, hint: Casing.upperCamel(endpoint) + Casing.upperCamel(key))
            guard isSendable(type, allowArray: true) || Self.isAnyJSON(type) || !offersBytes(type) else {
                warning("multipart field '\(key)' of type '\(openAPITypeName(type, schema: fieldSchema))' is neither a file nor a value the client can send; left out", at: fieldSchema,
                        hint: "the client sends 'format: binary' strings, or lists of them, as file parts, and other values as text or JSON parts")
                continue
            }
            var entry = fieldEntry(key, type: type, required: required, schema: fieldSchema, description: describeProperty(fieldSchema, key: key, type: type), origin: fieldSchema)
            if Self.isAnyJSON(type) || isSendable(type, allowArray: true) {
                entry.contentType = partContentType(declared, default: "text/plain")
            } else if let declared, declared.string.map({ MediaKind($0) == .json }) != true {
                warning("multipart field '\(key)' holds an object, which the client sends as application/json, not as its 'contentType'", at: declared,
                        hint: "send the part's bytes as a file part if the server wants another type")
            }
            fields.append(defaulting(entry, to: constant))
        }
        return .multipart(fields, location: media.location, path: media.path)
    }

    /// A file part's OpenAPI 3.1 `contentMediaType`, on its schema or the one alternative beside `null`, which is its
    /// type when its Encoding Object names none.
    private mutating func contentMediaType(of field: JSONNode) -> JSONNode? {
        if let type = field["contentMediaType"] { return type }
        let chosen = (field["oneOf"] ?? field["anyOf"])?.elements?.filter { !isNullSchema($0) } ?? []
        guard chosen.count == 1, let only = chosen.first else { return nil }
        return (dereferenced(only) ?? only)["contentMediaType"]
    }

    /// The `contentType` of a multipart part's Encoding Object when it names one exact media type other than the part's
    /// default (`application/octet-stream` for a file, `text/plain` for a value); a list or range leaves the file's type
    /// to the caller and a value's to its default, as does no `contentType`.
    private func partContentType(_ declared: JSONNode?, default defaultType: String) -> Located<String>? {
        guard let declared, let text = declared.string?.trimmingCharacters(in: .whitespaces), !text.contains(","),
              SpecReader.isMediaType(text, allowingRanges: false), MediaKind.essence(text) != MediaKind.essence(defaultType) else { return nil }
        return Located(text, at: declared)
    }

    /// Whether a multipart field's schema is several files: an array of file parts, or a choice of one file or several
    /// (`anyOf: [{format: binary}, {type: array, items: {format: binary}}]`, OpenAI's images to edit), sent as one part
    /// per file under the field's name.
    private mutating func isFileList(_ field: JSONNode) -> Bool {
        func isArrayOfFiles(_ schema: JSONNode) -> Bool {
            guard let items = schema["items"] else { return false }
            return isFilePart(dereferenced(items) ?? items)
        }
        if isArrayOfFiles(field) { return true }
        guard let alternatives = (field["oneOf"] ?? field["anyOf"])?.elements?.filter({ !isNullSchema($0) }), !alternatives.isEmpty else { return false }
        let resolved = alternatives.map { dereferenced($0) ?? $0 }
        return resolved.allSatisfy { isFilePart($0) || isArrayOfFiles($0) } && resolved.contains(where: isArrayOfFiles)
    }

    /// Whether a multipart field is a choice of one file or values of another kind, which is sent as the file, with a
    /// warning that says so: OpenAI's video edits take a `video` upload or a reference to an earlier one, and the
    /// field, required, was left out, so that every call was refused.
    private mutating func offersOneFile(_ field: JSONNode, key: String) -> Bool {
        guard let choice = field["oneOf"] ?? field["anyOf"], let alternatives = choice.elements?.filter({ !isNullSchema($0) }) else { return false }
        let files = alternatives.filter { isFilePart(dereferenced($0) ?? $0) }
        guard files.count == 1, alternatives.count > 1 else { return false }
        warning("multipart field '\(key)' offers a file or other values; the client sends only a file for it",
                at: choice, hint: "send the other values with a raw multipart body if the API needs them")
        return true
    }

    /// Whether `type`, an array of it, or an alternative of the union it names is raw bytes: such a multipart field is
    /// a file or a choice of files (OpenAI's image edits take one image or several), which the native format sends only
    /// as a `format: binary` field of its own, not as a value.
    private func offersBytes(_ type: TypeExpression) -> Bool {
        guard !type.mentions("bytes") else { return true }
        let base = type.unwrapped.element?.unwrapped ?? type.unwrapped
        guard let name = base.name, let index = modelIndex[name], case .union(let union)? = models[index].kind else { return false }
        return union.alternatives.contains { $0.value.mentions("bytes") }
    }

    /// A form or multipart body sends its declared fields only: other keys that the schema allows are reported.
    private mutating func reportOtherKeys(of flat: FlatObject, body: String) {
        guard let other = flat.additionalProperties, other.members != nil || other.bool == true else { return }
        warning("a \(body) body sends its declared fields only; the client cannot send the other keys 'additionalProperties' allows",
                at: other)
    }

    /// The keywords no conversion uses, of an inline form or multipart body's schema, which is read field by field here
    /// rather than by ``type(of:hint:)``: its `minProperties` went without a word, as a JSON body's did not. A component's
    /// are said with the other components' (``convertComponentSchemas()``). A body of undeclared fields alone keeps its
    /// entry bounds (``otherFields(of:schema:endpoint:)``).
    private mutating func reportUnsupportedKeywords(ofBody schema: JSONNode, flat: FlatObject) {
        guard schema["$ref"] == nil, !flat.properties.isEmpty else { return }
        reportUnsupportedKeywords(of: schema)
    }

    /// Whether a form or multipart field is `readOnly` (on the property, or on the schema it refers to): the server
    /// sets it, and a request does not send it. drf-spectacular offers every Django body as JSON, form and multipart,
    /// and each form method required the `id`, `created_at` and `updated_at` the server assigns.
    private static func isReadOnly(_ field: JSONNode, _ target: JSONNode) -> Bool {
        field["readOnly"]?.bool == true || target["readOnly"]?.bool == true
    }

    /// Whether a multipart field's schema is a file: OpenAPI 3.0's `type: string` with `format: binary` (or `byte`),
    /// or 3.1's raw binary, a `contentMediaType` without `contentEncoding` (with `type: string` or no type at all);
    /// `null` allowed or not. FastAPI writes an optional `UploadFile` as `anyOf: [{…binary}, {type: 'null'}]` or
    /// `type: [string, 'null']`, marimo puts `format: binary` beside `anyOf: [{type: string}, {type: 'null'}]`: each
    /// was a text part, its bytes sent as base64 text without a file name.
    private mutating func isFilePart(_ field: JSONNode) -> Bool {
        guard let alternatives = (field["oneOf"] ?? field["anyOf"])?.elements else { return isBinary(field) }
        let chosen = alternatives.filter { !isNullSchema($0) }
        guard chosen.count == 1, let only = chosen.first else { return false }
        return isBinary(dereferenced(only) ?? only, beside: field)
    }

    /// Whether an object schema (or a member of its `allOf`) has a property of raw bytes, or a list of them: a file,
    /// which a multipart body sends as a part of its own. `format: byte` is base64 text, which JSON carries as well.
    private mutating func holdsRawFile(_ schema: JSONNode?) -> Bool {
        guard let schema, let object = dereferenced(schema) else { return false }
        let parts = [object] + (object["allOf"]?.elements ?? []).compactMap { dereferenced($0) }
        return parts.contains { part in
            (part["properties"]?.members ?? []).contains { member in
                let field = dereferenced(member.value) ?? member.value
                guard isFilePart(field) || isFileList(field) else { return false }
                let alternatives = (field["oneOf"] ?? field["anyOf"])?.elements ?? []
                let formats = ([field, field["items"]] + alternatives.map { dereferenced($0) ?? $0 }).compactMap { $0?["format"]?.string }
                return !formats.contains("byte")
            }
        }
    }

    /// The `format` of a string when it is a media type (`format: text/csv`, Superset's CSV upload): a file of that type,
    /// which the server reads as a file part; as a text field, the upload could not work.
    private static func mediaTypeFormat(_ format: JSONNode) -> JSONNode? {
        guard let text = format.string, text.contains("/"), SpecReader.isMediaType(text, allowingRanges: false) else { return nil }
        return format
    }

    /// Whether `schema` is raw binary, reading the keywords it lacks from `outer`, the schema whose alternative it is:
    /// `format: binary` (or `byte`, or a media type), or 3.1's `contentMediaType` without `contentEncoding`.
    private func isBinary(_ schema: JSONNode, beside outer: JSONNode? = nil) -> Bool {
        func keyword(_ key: String) -> JSONNode? { schema[key] ?? outer?[key] }
        let names = typeNames(of: schema).names
        if names == ["string"], ["binary", "byte"].contains(keyword("format")?.string ?? "") { return true }
        if names == ["string"], let format = keyword("format"), Self.mediaTypeFormat(format) != nil { return true }
        return keyword("contentMediaType") != nil && keyword("contentEncoding") == nil && (names.isEmpty || names == ["string"])
    }

    /// `{ "form": { field: parameter, … } }` from an object schema, each field with the style of its Encoding Object.
    mutating func formBody(_ schema: JSONNode?, at media: JSONNode, endpoint: String) -> BodySpec? {
        guard let schema else {
            warning("a form body without 'schema' is left out", at: media)
            return nil
        }
        let flat = flatten(withoutArrayAlternatives(schema, body: "form"))
        reportUnsupportedKeywords(ofBody: schema, flat: flat)
        var fields: [ParameterSpec] = []
        for (key, fieldSchema) in flat.properties {
            guard !Self.isReadOnly(fieldSchema, dereferenced(fieldSchema) ?? fieldSchema) else { continue }
            let constant = argumentConstant(of: fieldSchema)
            formFieldInProgress = key
            let type = type(of: fieldSchema, hint: Casing.upperCamel(endpoint) + Casing.upperCamel(key))
            formFieldInProgress = nil
            guard isSendable(type, allowArray: true) || Self.isSerializable(type) || Self.isAnyJSON(type) else {
                warning("form field '\(key)' of type '\(openAPITypeName(type, schema: fieldSchema))' cannot be sent in a form by the client; left out", at: fieldSchema)
                continue
            }
            let style = formFieldStyleKeys(media["encoding"]?[key], name: key, type: type, at: fieldSchema)
            let entry = fieldEntry(key, type: type, required: flat.required.contains(key), schema: fieldSchema,
                                   description: describeProperty(fieldSchema, key: key, type: type), origin: fieldSchema, style: style)
            fields.append(defaulting(entry, to: constant))
        }
        if let other = otherFields(of: flat, schema: schema, endpoint: endpoint) {
            fields.append(other)
        } else {
            reportOtherKeys(of: flat, body: "form")
        }
        return .form(fields, location: media.location, path: media.path)
    }

    /// The field that sends the keys a form body allows beside its declared fields: a dictionary written in exploded
    /// `form` style, each entry a field of its own, named `fields` (or `otherFields` beside declared ones). A schema
    /// that declares no field allows any, as `additionalProperties` absent or `true` does; a value schema must be a
    /// scalar or an enum, which a form writes as text. Without it, Bugsink's chunk upload (`type: object`,
    /// `additionalProperties: {type: string}`) got a method that sent an empty form.
    private mutating func otherFields(of flat: FlatObject, schema: JSONNode, endpoint: String) -> ParameterSpec? {
        let origin = flat.additionalProperties ?? schema
        var value = TypeExpression.named("string")
        switch flat.additionalProperties {
        case nil: guard flat.properties.isEmpty else { return nil }
        case let other? where other.bool == true || other.members?.isEmpty == true: break
        case let other? where other.members != nil:
            value = type(of: other, hint: Casing.upperCamel(endpoint) + "Field").unwrapped
            guard isSendable(value, allowArray: false) else { return nil }
        default: return nil
        }
        let taken = Set(flat.properties.map(\.key))
        guard let name = [flat.properties.isEmpty ? "fields" : "otherFields", "additionalFields"].first(where: { !taken.contains($0) }) else { return nil }
        // Alone, the dictionary is the body; beside declared fields, optional as each of them is.
        let type: TypeExpression = flat.properties.isEmpty ? .dictionary(value) : .optional(.dictionary(value))
        var field = ParameterSpec(key: Located(name, at: origin), type: Located(type, at: origin))
        field.style = Located("form", at: origin)
        field.explode = Located(true, at: origin)
        field.description = "The fields the document does not name, each sent as a field of its own."
        // The schema's bounds (the entry count, each value's) are the dictionary's when it is the whole body.
        if flat.properties.isEmpty { field.constraints = constraints(of: schema, type: type) }
        return field
    }
}

extension String {
    /// The converter's kind of a request body's media type.
    var bodyKind: OpenAPIConverter.BodyKind { OpenAPIConverter.BodyKind(mediaType: self) }
}
