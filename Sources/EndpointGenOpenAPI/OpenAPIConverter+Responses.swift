import EndpointGenJSON
import EndpointGenSpec

/// `responses` → native `response`, `errors`, `responseHeaders` and `examples`.
extension OpenAPIConverter {
    /// What an operation's `responses` become; nil members are left out of the endpoint.
    struct Responses {
        /// `none` is nil; one success status is its response, several are one by status.
        var response: Located<ResponseSpec>?
        var errors: [StatusErrorSpec] = []
        var headers: [ParameterSpec] = []
        var examples: [ExampleSpec] = []
    }

    /// The success responses are every `2xx` and `3xx` status (in ascending order; a 3xx such as 304 is an outcome
    /// the caller switches on) and `2XX` for the 2xx statuses not listed; without a `2xx` or `2XX`, `default`. An
    /// `application/json` body alone is decoded into its type, no content (or `204`, `304`) is `"none"`, other media
    /// types are read by media type. `3XX`–`5XX` ranges, `4xx`/`5xx` statuses and `default` beside a success with a
    /// JSON schema become `errors`; `1xx` statuses are reported.
    mutating func responses(of operation: JSONNode, endpoint: String, method: String) -> Responses {
        var result = Responses()
        guard let responses = operation["responses"], let members = responses.members, !members.isEmpty else {
            // Responses of another kind are an error already (``checkValueKinds()``); `null` is absent.
            if operation["responses"].map({ $0.members != nil || $0.value == .null }) ?? true {
                warning("an operation without 'responses' gets no response type", at: operation["responses"] ?? operation)
            }
            return result
        }
        let numbered = members.compactMap { member in
            member.key.count == 3 ? Int(member.key).map { (code: $0, member: member) } : nil
        }
        var successes = numbered.filter { (200...399).contains($0.code) }.sorted { $0.code < $1.code }.map(\.member)
        let range = members.first { $0.key.uppercased() == "2XX" }
        if numbered.contains(where: { (200...299).contains($0.code) }) {
            if let range { successes.append(range) }
        } else if let range = range ?? members.first(where: { $0.key == "default" }) {
            successes.insert(range, at: 0)
        }
        let successKeys = Set(successes.map(\.key))
        let errors = members.filter { member in
            guard !successKeys.contains(member.key) else { return false }
            if member.key == "default" { return true }
            if let code = Int(member.key), member.key.count == 3 { return (400...599).contains(code) }
            return ["3XX", "4XX", "5XX"].contains(member.key.uppercased())
        }
        // django-allauth's logout lists only the 401 it answers when the session is gone: the call always threw, unsaid.
        if successes.isEmpty, !errors.isEmpty {
            let statuses = errors.map(\.key).joined(separator: ", ")
            warning("the operation lists no success response, only \(statuses): each is thrown as an error, and a 2xx answer returns nothing",
                    at: responses, hint: "list the response a successful call gets, e.g. '204'")
        }
        let handled = successKeys.union(errors.map(\.key))
        let others = members.filter { !handled.contains($0.key) && !$0.key.isSpecificationExtension }.map(\.key)
        // Cisco's documents list 1XX beside their 200s: say why it is left out.
        let informational = others.filter { $0.hasPrefix("1") }
        if !informational.isEmpty {
            let what = informational.count == 1 ? "response \(informational[0]) is" : "responses \(informational.joined(separator: ", ")) are"
            warning("\(what) left out: informational 1xx statuses never reach an app", at: responses)
        }
        // `2xx` beside `2XX`: one class written twice.
        for key in others {
            guard let first = successKeys.first(where: { $0 != key && $0.uppercased() == key.uppercased() }) else { continue }
            warning("response \(key) is the status class \(first) again; left out", at: responses, hint: "keep one of them")
        }
        let rest = others.filter { key in !key.hasPrefix("1") && !successKeys.contains { $0.uppercased() == key.uppercased() } }
        if !rest.isEmpty {
            let what = rest.count == 1 ? "response \(rest[0]) is" : "responses \(rest.joined(separator: ", ")) are"
            warning("\(what) left out: not a status, a status range or 'default'", at: responses)
        }
        var bodies: [(status: String, body: Located<ResponseSpec>)] = []
        var headerSets: [[(required: Bool, entry: ParameterSpec)]] = []
        var firstHeaders: JSONNode?
        for (index, success) in successes.enumerated() {
            guard let response = dereferenced(success.value) else { continue }
            firstHeaders = firstHeaders ?? response["headers"]
            // A range, or `default` standing for the success statuses, is the native class `2XX`.
            let status = Int(success.key) == nil ? "2XX" : success.key
            // The first success names an inline type `<Endpoint>Response`, as with one status; later ones add theirs. A
            // name that says it already is not said twice (LNbits' `lightning_address_response` had a
            // `…ResponseResponse`).
            let stem = Self.componentStem(of: success.value, resolvedTo: response, in: .responses) ?? Casing.upperCamel(endpoint) + (index == 0 ? "" : status.lowercased())
            let hint = stem.hasSuffix("Response") ? stem : stem + "Response"
            let isRedirect = Self.redirects.contains(success.key)
            let body = successBody(response, status: status, hint: hint, isHead: method == "head")
            bodies.append((status, isRedirect ? Self.mayBeEmpty(body) : body))
            var headers = responseHeaders(response, endpoint: endpoint)
            if isRedirect, !saysWhereItPoints(response),
               !headers.contains(where: { $0.entry.key.value.lowercased() == "location" }) {
                headers.append((required: false, entry: Self.impliedLocation(at: success.value)))
            }
            headerSets.append(headers)
            example(of: response, status: success.key, at: success.value, into: &result.examples)
        }
        result.headers = mergedHeaders(headerSets)
        if bodies.count > 1 { bodies = comparable(bodies, at: responses) }
        if bodies.count == 1, Int(bodies[0].status).map({ (200...299).contains($0) }) ?? true {
            if case .none = bodies[0].body.value {} else { result.response = bodies[0].body }
        } else if !bodies.isEmpty {
            let entries = bodies.map { StatusResponseSpec(status: $0.body.with($0.status), response: $0.body) }
            result.response = Located(.byStatus(entries), at: responses)
        }
        if !result.headers.isEmpty, let response = result.response, Self.streams(response.value), let firstHeaders {
            warning("the headers of a streamed response are not read: its method returns the stream as soon as it is asked for; left out",
                    at: firstHeaders, hint: "read them with a request of their own if the app needs them")
            result.headers = []
        }
        for failure in errors {
            guard let response = dereferenced(failure.value) else { continue }
            // The native `responseHeaders` are read from success responses only.
            for header in response["headers"]?.members ?? [] {
                noteConnectionHeader(header)
                guard !Self.isIgnoredHeader(header.key) else { continue }
                dropped.note("error response header", at: header.value, hint: "read them from the 'headers' of the HTTPFailure thrown")
            }
            let key = failure.key == "default" ? "default" : failure.key.uppercased()
            // A HEAD response has no body to decode (RFC 9110 §9.3.2).
            if method != "head", let type = errorType(response, status: key, hint: Self.errorTypeName(failure.value, resolvedTo: response, status: key, endpoint: endpoint)) {
                // `4xx` and `4XX` are one key: the later one takes the earlier one's place.
                let error = StatusErrorSpec(status: type.with(key), type: type)
                if let index = result.errors.firstIndex(where: { $0.status.value == key }) { result.errors[index] = error } else { result.errors.append(error) }
                errorTypes.append(ErrorUse(type: type.value, schemaReference: errorSchemaReference(response)))
            }
            example(of: response, status: failure.key, at: failure.value, into: &result.examples)
        }
        return result
    }

    /// The native response of one success status: `none`, the type of a body that is `application/json` alone (asking
    /// for no other media type), else the response by media type (see ``mediaResponses(_:hint:)``).
    private mutating func successBody(_ response: JSONNode, status: String, hint: String, isHead: Bool) -> Located<ResponseSpec> {
        if let links = response["links"] {
            warning("response 'links' name the operations to call next with values of the response; no code is generated for them", at: links,
                    hint: "call the operation a link names with the values it says")
        }
        guard let content = response["content"], let listed = content.members, !listed.isEmpty else { return Located(.none, at: response) }
        if status == "204" || status == "304" {
            // grape-swagger describes what a route presents even on a 204 (GitLab's DELETEs).
            countedWarnings.note("content of \(status)", message: "a \(status) response has no content (RFC 9110); its 'content' is left out "
                                 + "and the method returns no body", at: content)
            return Located(.none, at: response)
        }
        if isHead {
            // FastAPI lists a GET route's content under the HEAD it adds; decoding the empty body failed every call.
            warning("HEAD response content left out: a HEAD response has no body (RFC 9110); the method returns its headers, if declared",
                    at: content, hint: "call the GET operation to read the body")
            return Located(.none, at: response)
        }
        let entries = mediaResponses(listed, hint: hint)
        guard let first = entries.first else { return Located(.data, at: content) }
        if entries.count == 1, MediaKind.isDefault(first.mediaType.value), first.alsoAccept.isEmpty, case .type(let type) = first.reading.value {
            return Located(.decoded(type), location: first.reading.location, path: first.reading.path)
        }
        return Located(.content(entries), at: content)
    }

    /// The success bodies of several statuses as the native format can read them: by media type when every status
    /// with a body offers the same media types and none is a stream, else each status its JSON type or its bytes,
    /// with a warning.
    private mutating func comparable(_ bodies: [(status: String, body: Located<ResponseSpec>)], at responses: JSONNode)
        -> [(status: String, body: Located<ResponseSpec>)] {
        let offered = bodies.compactMap { Self.mediaEssences(of: $0.body.value) }
        let hasStream = bodies.contains { Self.streams($0.body.value) }
        guard hasStream || Set(offered).count > 1 else { return bodies }
        // springdoc writes `*/*` for the statuses whose media type the code leaves out, `application/json` for the
        // others: every status is read as JSON, as the JSON entry asks, since each status must offer the same types.
        let asJSON = bodies.map { (status: $0.status, body: Self.readingRangeAsJSON($0.body)) }
        if !hasStream, Set(asJSON.compactMap { Self.mediaEssences(of: $0.body.value) }).count == 1 { return asJSON }
        let statuses = bodies.map(\.status).joined(separator: ", ")
        warning(hasStream ? "a streamed response must be the only success status, but there are \(statuses); each is read as its JSON type, else as data"
                : "success statuses \(statuses) offer different media types; each is read as its JSON type, else as data",
                at: responses, hint: "give each media type the same statuses, or one endpoint per stream")
        return asJSON.map { entry in
            guard case .content(let entries) = entry.body.value, let first = entries.first else { return entry }
            let mediaType = first.mediaType.value
            if MediaKind(mediaType) == .json || MediaKind.isJSONRange(mediaType), case .type(let type) = first.reading.value {
                return (entry.status, Located(.decoded(type), location: first.reading.location, path: first.reading.path))
            }
            return (entry.status, entry.body.with(.data))
        }
    }

    /// `body` with a type under a range holding JSON (`{ "*/*": "Owner" }`) read as a JSON media type's, `"Owner"`,
    /// whose `Content-Type` must say JSON; any other body as it is.
    private static func readingRangeAsJSON(_ body: Located<ResponseSpec>) -> Located<ResponseSpec> {
        guard case .content(let entries) = body.value, entries.count == 1, MediaKind.isJSONRange(entries[0].mediaType.value),
              case .type(let type) = entries[0].reading.value else { return body }
        return Located(.decoded(type), location: entries[0].reading.location, path: entries[0].reading.path)
    }

    /// Whether `body` offers a stream (events or JSON lines) among its media types.
    private static func streams(_ body: ResponseSpec) -> Bool {
        guard case .content(let entries) = body else { return false }
        return entries.contains { [.eventStream, .jsonLines].contains(MediaKind($0.mediaType.value)) }
    }

    /// The media types a success body is read in, as the native format compares them across statuses; nil without a
    /// body or for raw data.
    private static func mediaEssences(of body: ResponseSpec) -> Set<String>? {
        switch body {
        case .decoded: return ["application/json"]
        case .content(let entries): return Set(entries.map { MediaKind.essence($0.mediaType.value) }.map { $0.type + "/" + $0.subtype })
        case .none, .data, .byStatus: return nil
        }
    }

    /// The name of an inline error body: after its component (`NotFoundError`), else its endpoint and status
    /// (`GetPet404Error`, `GetPet4xxError`, `GetPetDefaultError`).
    private static func errorTypeName(_ response: JSONNode, resolvedTo target: JSONNode, status: String, endpoint: String) -> String {
        if let stem = componentStem(of: response, resolvedTo: target, in: .responses) { return (stem.hasSuffix("Error") ? String(stem.dropLast(5)) : stem) + "Error" }
        let suffix = status == "default" ? "Default" : status.replacingOccurrences(of: "XX", with: "xx")
        return Casing.upperCamel(endpoint) + suffix + "Error"
    }

    /// The content of an error status with a `*/*` entry whose schema is JSON-shaped read as `application/json`, when
    /// no JSON entry is listed: springdoc, and so most Spring Boot APIs, writes every JSON response as `*/*`, whose
    /// error bodies were left out. (A success body under a range is decoded whatever it is labelled, see
    /// ``mediaResponses(_:hint:)``.)
    func readingWildcardAsJSON(_ content: [JSONMember]) -> [JSONMember] {
        // Most responses list no `*/*`: looked for first, by its first byte, before any media type is parsed.
        guard let index = content.firstIndex(where: { $0.key.utf8.first == UInt8(ascii: "*") && MediaKind.essence($0.key) == ("*", "*") }),
              !content.contains(where: { MediaKind($0.key) == .json }),
              let schema = content[index].value["schema"], isJSONShaped(schema) else { return content }
        var content = content
        content[index].key = "application/json"
        return content
    }

    /// Whether a schema describes JSON rather than any bytes: an object, an array, a number or a boolean. A string or
    /// binary schema under a range such as `*/*` may be anything.
    func isJSONShaped(_ schema: JSONNode) -> Bool {
        let target = peek(schema)
        // `type` as the converter reads it: 3.1's `[object, "null"]` is an object too.
        let names = typeNames(of: target).names
        let structured = target["properties"] != nil || target["items"] != nil || target["allOf"] != nil || target["oneOf"] != nil
            || target["anyOf"] != nil || target["additionalProperties"] != nil
        return names.isEmpty ? structured : names.contains(where: { $0 != "string" })
    }

    /// The type of an error status's JSON body (named `hint` when inline), or nil without one.
    private mutating func errorType(_ response: JSONNode, status: String, hint: @autoclosure () -> String) -> Located<TypeExpression>? {
        guard let members = response["content"]?.members, !members.isEmpty else { return nil }
        let content = readingWildcardAsJSON(members)
        guard let json = content.first(where: { BodyKind(mediaType: $0.key) == .json }) else {
            // Plain text is the failure's message as the runtime reads it (Flask's `Unauthorized`): nothing is lost.
            if content.allSatisfy({ MediaKind.essence($0.key) == ("text", "plain") }) { return nil }
            warning("error response \(status) has no JSON body (\(content.map(\.key).joined(separator: ", "))); it is not declared under 'errors'",
                    at: response["content"] ?? response)
            return nil
        }
        guard let schema = schema(of: json.value) else { return nil }
        let type = type(of: schema, hint: hint())
        return Located(type.unwrapped, at: schema)
    }

    /// The `example`, else the first of `examples`, of a response's JSON body, as the example of `status`, located at
    /// the status's entry in `responses`.
    private mutating func example(of response: JSONNode, status: String, at entry: JSONNode, into examples: inout [ExampleSpec]) {
        guard readsResponseExamples else { return }
        guard Int(status) != nil, status.count == 3 else {
            // Native examples are keyed by an exact status.
            for media in response["content"]?.members ?? [] where media.value["example"] != nil || media.value["examples"] != nil {
                noteDroppedExample("response example of a status range", at: media.value["example"] ?? media.value["examples"] ?? media.value)
            }
            return
        }
        for media in response["content"]?.members ?? [] {
            let isJSON = BodyKind(mediaType: media.key) == .json
            if let node = media.value["example"] {
                if isJSON, examples.allSatisfy({ $0.status.value != status }) {
                    examples.append(ExampleSpec(status: Located(status, at: entry), json: exampleJSON(node, schema: schema(of: media.value))))
                } else if !isJSON {
                    noteDroppedExample("non-JSON response example", at: node)
                }
            }
            guard let first = media.value["examples"]?.members?.first else { continue }
            guard isJSON else {
                noteDroppedExample("non-JSON response example", at: first.value)
                continue
            }
            guard examples.allSatisfy({ $0.status.value != status }), let example = dereferenced(first.value) else { continue }
            if let value = example["value"] {
                examples.append(ExampleSpec(status: Located(status, at: entry), json: exampleJSON(value, schema: schema(of: media.value))))
            } else if let external = example["externalValue"] {
                warning("an example by 'externalValue' is not fetched; not kept", at: external)
            }
        }
    }

    /// The statuses whose response points elsewhere with `Location` (RFC 9110 §15.4).
    private static let redirects: Set<String> = ["301", "302", "303", "307", "308"]

    /// `Location`, read from a declared redirect that declares neither it nor a body that could say where it points:
    /// the redirect is the endpoint's answer, not followed, so without it the app could not learn where it points
    /// (FastAPI's `RedirectResponse` declares the status alone; Airflow's login `307` an error body of `detail` and
    /// sends none). GitHub's `301` bodies carry the new `url`, and their methods keep returning the body alone.
    private static func impliedLocation(at response: JSONNode) -> ParameterSpec {
        var entry = ParameterSpec(key: Located("Location", at: response), type: Located(.optional(.named("url")), at: response))
        entry.description = "Where the redirect points (RFC 9110); the document does not declare it."
        return entry
    }

    /// Whether `response` declares a body with a property that names where a redirect points (GitHub's `url`).
    private func saysWhereItPoints(_ response: JSONNode) -> Bool {
        (response["content"]?.members ?? []).contains { media in
            guard let schema = schema(of: media.value) else { return false }
            return (peek(schema)["properties"]?.members ?? []).contains { Self.pointingProperties.contains($0.key.lowercased()) }
        }
    }

    /// The properties by which a redirect's body says where it points.
    private static let pointingProperties: Set<String> = ["url", "location", "href", "uri", "redirect_url", "redirect_uri"]

    /// A redirect's decoded body as optional: servers send most without one (Airflow's login `307` declares JSON and
    /// sends nothing, which failed to decode).
    private static func mayBeEmpty(_ body: Located<ResponseSpec>) -> Located<ResponseSpec> {
        guard case .decoded(let type) = body.value, !type.isOptional else { return body }
        return body.with(.decoded(.optional(type)))
    }

    /// Whether the definition of the header field `name` in a response's or an encoding's `headers` is ignored:
    /// `Content-Type`, which the media type says (as OpenAPI says), and the fields that describe the connection
    /// (``TransportHeaders/describesConnection(_:)``), which no app reads: Groq's and OpenAI's `Transfer-Encoding:
    /// chunked` on createSpeech made its method return its audio beside a header that is nil. It is not read at all
    /// (nor its `$ref`, ``ReferenceSite/headers``). `Content-Length` is kept: it describes the body, which the
    /// app does receive, and URLSession hands it over (the size of a file a `HEAD` asks for).
    static func isIgnoredHeader(_ name: String) -> Bool {
        name.lowercased() == "content-type" || TransportHeaders.describesConnection(name)
    }

    /// Notes a response's `headers` entry that describes the connection, reported once for the document
    /// (``isIgnoredHeader(_:)``); `Content-Type` is said by its media type, and so left out in silence.
    private mutating func noteConnectionHeader(_ header: JSONMember) {
        guard TransportHeaders.describesConnection(header.key) else { return }
        countedWarnings.note("connection header", message: TransportHeaders.leftOutResponseHeader(header.key), at: header.value)
    }

    /// The header fields a success response declares: scalars and enums as their types, others as their text.
    private mutating func responseHeaders(_ response: JSONNode, endpoint: String) -> [(required: Bool, entry: ParameterSpec)] {
        var headers: [(required: Bool, entry: ParameterSpec)] = []
        for member in response["headers"]?.members ?? [] {
            noteConnectionHeader(member)
            guard !Self.isIgnoredHeader(member.key), let header = dereferenced(member.value) else { continue }
            let schema = header["schema"] ?? header["content"] ?? header
            // A list, an object or a `content` media type is given as the field's text, which the caller can read:
            // left out, Flask-smorest's `X-Pagination` (its page count, as JSON) could not be read at all.
            let type = header["schema"].flatMap { headerType($0, name: member.key, endpoint: endpoint) } ?? {
                warning("response header '\(member.key)' is not a string, number, boolean, uuid, url or enum; it is read as its text", at: schema,
                        hint: "decode the String the response's headers give, as JSON or as the document says it is written")
                return .named("string")
            }()
            let required = header["required"]?.bool == true
            var entry = ParameterSpec(key: Located(member.key, at: member.value), type: Located(required ? type : .optional(type), at: schema))
            entry.description = describe(header)
            headers.append((required, entry))
        }
        return headers
    }

    /// The native type of a header field's schema, or nil when a header cannot carry it (checked before a model is made).
    private mutating func headerType(_ schema: JSONNode, name: String, endpoint: String) -> TypeExpression? {
        var target = schema
        if schema["$ref"] != nil { guard let resolved = dereferenced(schema) else { return nil }; target = resolved }
        let names = typeNames(of: target).names
        guard target["oneOf"] == nil, target["anyOf"] == nil, target["allOf"] == nil, names.count == 1,
              ["string", "integer", "number", "boolean"].contains(names[0]) else { return nil }
        if names[0] == "string", ["date", "date-time"].contains(target["format"]?.string ?? "") { return .named("string") }
        let type = type(of: schema, hint: Casing.upperCamel(endpoint) + Casing.upperCamel(name)).unwrapped
        // A field is text: bytes (`format: byte`'s base64, as `Content-MD5` writes it) are read as the text received,
        // which the model stage takes; typed `bytes`, the whole document was refused.
        if type.name == "bytes" { return .named("string") }
        return isSendable(type, allowArray: false) && !["date", "date-time"].contains(type.name ?? "") ? type : nil
    }

    /// One entry per header name in order of first appearance; with several success statuses, a header is required
    /// only when every one of them requires it.
    private func mergedHeaders(_ sets: [[(required: Bool, entry: ParameterSpec)]]) -> [ParameterSpec] {
        var merged: [ParameterSpec] = []
        var seen: Set<String> = []
        for set in sets {
            for header in set where seen.insert(header.entry.key.value.lowercased()).inserted {
                let name = header.entry.key.value.lowercased()
                let everywhere = sets.allSatisfy { other in other.contains { $0.entry.key.value.lowercased() == name && $0.required } }
                var entry = header.entry
                if header.required && !everywhere { entry.type.value = entry.type.value.optionalized }
                merged.append(entry)
            }
        }
        return merged
    }
}
