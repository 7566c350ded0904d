import EndpointGenJSON
import EndpointGenSpec

/// `responses` → native `response`, `errors`, `responseHeaders` and `examples`.
extension OpenAPIConverter {
    /// What an operation's `responses` become; nil members are left out of the endpoint.
    struct Responses {
        /// `"none"` is nil; one success status is the short form, several an object by status.
        var response: NativeNode?
        var errors = NativeObject()
        var headers = NativeObject()
        var examples = NativeObject()
    }

    /// The success responses are every `2xx` and `3xx` status (in ascending order; a 3xx such as 304 is an outcome
    /// the caller switches on), and without a `2xx` also `2XX`, else `default`. A JSON body is decoded into its type,
    /// no content (or `204`, `304`) is `"none"`, any other media type is `"data"`. `3XX`–`5XX` ranges, `4xx`/`5xx`
    /// statuses and `default` beside a success with a JSON schema become `errors`; `1xx` statuses are reported.
    mutating func responses(of operation: JSONNode, endpoint: String) -> Responses {
        var result = Responses()
        guard let responses = operation["responses"], let members = responses.members, !members.isEmpty else {
            warning("an operation without 'responses' gets no response type", at: operation["responses"] ?? operation)
            return result
        }
        let numbered = members.compactMap { member in
            member.key.count == 3 ? Int(member.key).map { (code: $0, member: member) } : nil
        }
        var successes = numbered.filter { (200...399).contains($0.code) }.sorted { $0.code < $1.code }.map(\.member)
        if !numbered.contains(where: { (200...299).contains($0.code) }),
           let range = members.first(where: { $0.key.uppercased() == "2XX" }) ?? members.first(where: { $0.key == "default" }) {
            successes.insert(range, at: 0)
        }
        let successKeys = Set(successes.map(\.key))
        let errors = members.filter { member in
            guard !successKeys.contains(member.key) else { return false }
            if member.key == "default" { return true }
            if let code = Int(member.key), member.key.count == 3 { return (400...599).contains(code) }
            return ["3XX", "4XX", "5XX"].contains(member.key.uppercased())
        }
        let handled = successKeys.union(errors.map(\.key))
        let others = members.filter { !handled.contains($0.key) }.map(\.key)
        if !others.isEmpty {
            let what = others.count == 1 ? "response \(others[0]) is" : "responses \(others.joined(separator: ", ")) are"
            warning("\(what) not expressed by the native format (informational 1xx statuses never reach an app)", at: responses)
        }
        var bodies: [(status: String, body: NativeNode)] = []
        var headerSets: [[(name: String, required: Bool, entry: NativeNode)]] = []
        for (index, success) in successes.enumerated() {
            guard let response = dereferenced(success.value) else { continue }
            // The first success names an inline type `<Endpoint>Response`, as with one status; later ones add theirs.
            let hint = Casing.upperCamel(endpoint) + (index == 0 ? "" : success.key) + "Response"
            // A range or `default` standing for the success statuses is keyed 200 beside a 3xx.
            let status = Int(success.key) == nil ? "200" : success.key
            bodies.append((status, successBody(response, status: status, hint: hint)))
            headerSets.append(responseHeaders(response, endpoint: endpoint))
            example(of: response, status: success.key, into: &result.examples)
        }
        result.headers = mergedHeaders(headerSets)
        if bodies.count == 1, Int(bodies[0].status).map({ (200...299).contains($0) }) ?? true {
            if case .string("none") = bodies[0].body.value {} else { result.response = bodies[0].body }
        } else if !bodies.isEmpty {
            var object = NativeObject()
            for (status, body) in bodies { object.set(status, body) }
            result.response = object.node(from: responses)
        }
        for failure in errors {
            guard let response = dereferenced(failure.value) else { continue }
            // The native `responseHeaders` are read from success responses only.
            for header in response["headers"]?.members ?? [] { dropped.note("error response header", at: header.value) }
            let key = failure.key == "default" ? "default" : failure.key.uppercased()
            if let type = errorType(response, status: key, endpoint: endpoint) {
                result.errors.set(key, type)
                errorTypes.append(ErrorUse(type: type, schemaReference: errorSchemaReference(response)))
            }
            example(of: response, status: failure.key, into: &result.examples)
        }
        return result
    }

    /// The native response of one success status: `"none"`, `"data"` or the JSON body's type.
    private mutating func successBody(_ response: JSONNode, status: String, hint: String) -> NativeNode {
        if let links = response["links"] { warning("response 'links' are not supported by the native format; ignored", at: links) }
        guard let content = response["content"]?.members, !content.isEmpty, status != "204", status != "304" else { return .string("none", from: response) }
        guard let json = content.first(where: { BodyKind(mediaType: $0.key) == .json }) else {
            return .string("data", from: content.first?.value)
        }
        if content.count > 1 {
            warning("response also has \(content.map(\.key).filter { $0 != json.key }.joined(separator: ", ")); the native spec decodes \(json.key) only", at: response["content"] ?? response)
        }
        guard let schema = json.value["schema"] else { return .string("json", from: json.value) }
        if typeNames(of: schema).names == ["string"], schema["format"]?.string == "binary" { return .string("data", from: schema) }
        return .string(type(of: schema, hint: hint), from: schema)
    }

    /// The type of an error status's JSON body (`<Endpoint><Status>Error` when inline), or nil without one.
    private mutating func errorType(_ response: JSONNode, status: String, endpoint: String) -> NativeNode? {
        guard let content = response["content"]?.members, !content.isEmpty else { return nil }
        guard let json = content.first(where: { BodyKind(mediaType: $0.key) == .json }) else {
            warning("error response \(status) has no JSON body (\(content.map(\.key).joined(separator: ", "))); it is not declared under 'errors'",
                    at: response["content"] ?? response)
            return nil
        }
        guard let schema = json.value["schema"] else { return nil }
        let suffix = status == "default" ? "Default" : status.replacingOccurrences(of: "XX", with: "xx")
        var type = type(of: schema, hint: Casing.upperCamel(endpoint) + suffix + "Error")
        if type.hasSuffix("?") { type.removeLast() }
        return .string(type, from: schema)
    }

    /// The `example`, else the first of `examples`, of a response's JSON body, as `examples[status]`.
    private mutating func example(of response: JSONNode, status: String, into examples: inout NativeObject) {
        guard Int(status) != nil, status.count == 3 else {
            // Native examples are keyed by an exact status.
            for media in response["content"]?.members ?? [] where media.value["example"] != nil || media.value["examples"] != nil {
                dropped.note("response example of a status range", at: media.value["example"] ?? media.value["examples"] ?? media.value)
            }
            return
        }
        for media in response["content"]?.members ?? [] {
            let isJSON = BodyKind(mediaType: media.key) == .json
            if let node = media.value["example"] {
                if isJSON, examples.members.allSatisfy({ $0.key != status }) {
                    examples.set(status, NativeNode(copying: node))
                } else if !isJSON {
                    dropped.note("non-JSON response example", at: node)
                }
            }
            guard let first = media.value["examples"]?.members?.first else { continue }
            guard isJSON else {
                dropped.note("non-JSON response example", at: first.value)
                continue
            }
            guard examples.members.allSatisfy({ $0.key != status }), let example = dereferenced(first.value) else { continue }
            if let value = example["value"] {
                examples.set(status, NativeNode(copying: value))
            } else if let external = example["externalValue"] {
                warning("an example by 'externalValue' is not fetched; not kept", at: external)
            }
        }
    }

    /// The header fields a success response declares that the native format can read (scalars and enums).
    private mutating func responseHeaders(_ response: JSONNode, endpoint: String) -> [(name: String, required: Bool, entry: NativeNode)] {
        var headers: [(name: String, required: Bool, entry: NativeNode)] = []
        for member in response["headers"]?.members ?? [] {
            // OpenAPI ignores a Content-Type header definition: the media type says it.
            guard member.key.lowercased() != "content-type", let header = dereferenced(member.value) else { continue }
            guard let schema = header["schema"] else {
                warning("response header '\(member.key)' has no 'schema' (or uses 'content'); left out", at: header)
                continue
            }
            guard let type = headerType(schema, name: member.key, endpoint: endpoint) else {
                warning("response header '\(member.key)' is not a string, number, boolean, uuid, url or enum, which a header field can carry; left out", at: schema)
                continue
            }
            var object = NativeObject()
            let required = header["required"]?.bool == true
            object.set("type", type + (required ? "" : "?"), from: schema)
            if let description = describe(header) { object.set("description", description) }
            headers.append((member.key, required, object.members.count == 1 ? object.members[0].value : object.node(from: header)))
        }
        return headers
    }

    /// The native type of a header field's schema, or nil when a header cannot carry it (checked before a model is made).
    private mutating func headerType(_ schema: JSONNode, name: String, endpoint: String) -> String? {
        var target = schema
        if schema["$ref"] != nil { guard let resolved = dereferenced(schema) else { return nil }; target = resolved }
        let names = typeNames(of: target).names
        guard target["oneOf"] == nil, target["anyOf"] == nil, target["allOf"] == nil, names.count == 1,
              ["string", "integer", "number", "boolean"].contains(names[0]) else { return nil }
        if names[0] == "string", ["date", "date-time"].contains(target["format"]?.string ?? "") { return "string" }
        var type = type(of: schema, hint: Casing.upperCamel(endpoint) + Casing.upperCamel(name))
        if type.hasSuffix("?") { type.removeLast() }
        return isSendable(type, allowArray: false) && !["date", "date-time"].contains(type) ? type : nil
    }

    /// One entry per header name in order of first appearance; with several success statuses, a header is required
    /// only when every one of them requires it.
    private func mergedHeaders(_ sets: [[(name: String, required: Bool, entry: NativeNode)]]) -> NativeObject {
        var object = NativeObject()
        var seen: Set<String> = []
        for set in sets {
            for header in set where seen.insert(header.name.lowercased()).inserted {
                let everywhere = sets.allSatisfy { other in other.contains { $0.name.lowercased() == header.name.lowercased() && $0.required } }
                object.set(header.name, header.required && !everywhere ? optional(header.entry) : header.entry)
            }
        }
        return object
    }

    /// A header entry made optional.
    private func optional(_ entry: NativeNode) -> NativeNode {
        switch entry.value {
        case .string(let type):
            return NativeNode(.string(type + "?"), from: nil).with(origin: entry.origin)
        case .object(var members):
            if let index = members.firstIndex(where: { $0.key == "type" }), case .string(let type) = members[index].value.value {
                members[index].value = NativeNode(.string(type + "?")).with(origin: members[index].value.origin)
            }
            return NativeNode(.object(members)).with(origin: entry.origin)
        default:
            return entry
        }
    }
}

extension NativeNode {
    /// The same value with `origin`.
    func with(origin: Origin?) -> NativeNode {
        var copy = self
        copy.origin = origin
        return copy
    }
}
