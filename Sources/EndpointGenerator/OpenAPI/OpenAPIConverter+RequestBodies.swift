import Foundation

/// `requestBody` → native `body`: JSON, else form fields; other media types are reported and left out.
extension OpenAPIConverter {
    /// The media types the converter uses, in order of preference (documented in docs/spec-reference.md).
    enum BodyKind: Int, CaseIterable {
        case json, form, multipart, octetStream, other

        init(mediaType: String) {
            let type = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            switch type {
            case "application/json": self = .json
            case _ where type.hasSuffix("+json"): self = .json
            case "application/x-www-form-urlencoded": self = .form
            case "multipart/form-data": self = .multipart
            case "application/octet-stream": self = .octetStream
            default: self = .other
            }
        }
    }

    mutating func requestBody(of operation: JSONNode, endpoint: String, method: String) -> NativeNode? {
        guard let raw = operation["requestBody"], let body = dereferenced(raw) else { return nil }
        guard let content = body["content"]?.members, !content.isEmpty else {
            warning("a request body without 'content' is left out", at: raw)
            return nil
        }
        guard let chosen = content.enumerated().min(by: { (BodyKind(mediaType: $0.element.key).rawValue, $0.offset) < (BodyKind(mediaType: $1.element.key).rawValue, $1.offset) })?.element else { return nil }
        let kind = BodyKind(mediaType: chosen.key)
        if ["get", "head", "options"].contains(method) {
            warning("a \(method.uppercased()) request body is not supported by the native format; left out", at: raw)
            return nil
        }
        let others = content.map(\.key).filter { $0 != chosen.key }
        if !others.isEmpty, kind == .json || kind == .form {
            warning("request body also accepts \(others.joined(separator: ", ")); the native spec sends \(chosen.key) only", at: raw)
        }
        for key in ["example", "examples"] { if let node = chosen.value[key] { dropped.note("request example", at: node) } }
        if chosen.value["encoding"] != nil, kind == .form {
            warning("'encoding' of form fields is not supported by the native format; ignored", at: chosen.value)
        }
        let required = body["required"]?.bool == true
        switch kind {
        case .json:
            if chosen.key.lowercased() != "application/json" {
                warning("'\(chosen.key)' is sent with Content-Type application/json", at: chosen.value)
            }
            var bodyType = "json"
            if let schema = chosen.value["schema"] { bodyType = type(of: schema, hint: Naming.upperCamel(endpoint) + "Request") }
            if !required, !bodyType.hasSuffix("?") { bodyType += "?" }
            if required, bodyType.hasSuffix("?") { bodyType.removeLast() }
            return .string(bodyType, from: chosen.value["schema"] ?? chosen.value)
        case .form:
            return formBody(chosen.value["schema"], at: chosen.value, endpoint: endpoint)
        case .multipart, .octetStream, .other:
            warning("request bodies of type '\(chosen.key)' are not supported by the native format yet (only JSON and form); left out",
                    at: chosen.value, hint: "send it with a hand-written Endpoint and RequestBody.multipart or .data")
            return nil
        }
    }

    /// `{ "form": { field: parameter, … } }` from an object schema; fields that are not scalars are reported and left out.
    private mutating func formBody(_ schema: JSONNode?, at media: JSONNode, endpoint: String) -> NativeNode? {
        guard let schema else {
            warning("a form body without 'schema' is left out", at: media)
            return nil
        }
        let flat = flatten(schema)
        var fields = NativeObject()
        for (key, fieldSchema) in flat.properties {
            let type = type(of: fieldSchema, hint: Naming.upperCamel(endpoint) + Naming.upperCamel(key))
            guard isSendable(type, allowArray: true) else {
                warning("form field '\(key)' of type '\(type)' cannot be sent in a form by the native format; left out", at: fieldSchema)
                continue
            }
            let entry = fieldEntry(type: type, required: flat.required.contains(key), schema: fieldSchema,
                                   description: describe(fieldSchema), origin: fieldSchema)
            fields.set(key, entry)
        }
        var object = NativeObject()
        object.set("form", fields.node(from: schema))
        return object.node(from: media)
    }
}
