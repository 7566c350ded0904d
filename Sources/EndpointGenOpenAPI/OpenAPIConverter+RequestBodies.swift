import EndpointGenJSON
import EndpointGenSpec
import Foundation

/// `requestBody` → native `body`: JSON, else form fields, else multipart fields, else text (`text/*`, XML, YAML) or raw
/// data of the media type.
extension OpenAPIConverter {
    /// The media types the converter uses, in order of preference (documented in docs/spec-reference.md).
    enum BodyKind: Int {
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

    mutating func requestBody(of operation: JSONNode, endpoint: String, method: String) -> BodySpec? {
        guard let raw = operation["requestBody"], let body = dereferenced(raw) else { return nil }
        guard let content = body["content"]?.members, !content.isEmpty else {
            warning("a request body without 'content' is left out", at: raw)
            return nil
        }
        // min(by:) keeps the first of equally preferred media types.
        guard let chosen = content.min(by: { BodyKind(mediaType: $0.key).rawValue < BodyKind(mediaType: $1.key).rawValue }) else { return nil }
        let kind = BodyKind(mediaType: chosen.key)
        if ["get", "head", "options"].contains(method) {
            warning("a \(method.uppercased()) request body is not supported by the native format; left out", at: raw)
            return nil
        }
        let others = content.map(\.key).filter { $0 != chosen.key }
        if !others.isEmpty {
            warning("request body also accepts \(others.joined(separator: ", ")); the native spec sends \(chosen.key) only", at: raw)
        }
        for key in ["example", "examples"] { if let node = chosen.value[key] { dropped.note("request example", at: node) } }
        let required = body["required"]?.bool == true
        switch kind {
        case .json:
            if chosen.key.lowercased() != "application/json" {
                warning("'\(chosen.key)' is sent with Content-Type application/json", at: chosen.value)
            }
            var bodyType = TypeExpression.json
            if let schema = chosen.value["schema"] { bodyType = type(of: schema, hint: Casing.upperCamel(endpoint) + "Request") }
            bodyType = required ? bodyType.unwrapped : bodyType.optionalized
            return .json(Located(bodyType, at: chosen.value["schema"] ?? chosen.value))
        case .form:
            return formBody(chosen.value["schema"], at: chosen.value, endpoint: endpoint)
        case .multipart:
            return multipartBody(chosen.value["schema"], at: chosen.value, endpoint: endpoint)
        case .octetStream, .other:
            guard SpecReader.isMediaType(chosen.key, allowingRanges: false) else {
                warning("a request body of media type '\(chosen.key)' needs an exact content type; left out", at: chosen.value,
                        hint: "name the content type, e.g. application/octet-stream")
                return nil
            }
            let binary = chosen.value["schema"].map { typeNames(of: $0).names == ["string"] && $0["format"]?.string == "binary" } ?? false
            let contentType = Located(chosen.key, at: chosen.value)
            return Self.isText(chosen.key) && !binary ? .text(contentType: contentType) : .data(contentType: contentType)
        }
    }

    /// `{ "multipart": { field: parameter or "file", … } }` from an object schema: binary strings are file parts,
    /// scalars text parts; other fields are reported and left out.
    private mutating func multipartBody(_ schema: JSONNode?, at media: JSONNode, endpoint: String) -> BodySpec? {
        guard let schema else {
            warning("a multipart body without 'schema' is left out", at: media)
            return nil
        }
        let flat = flatten(schema)
        reportOtherKeys(of: flat, body: "multipart")
        var fields: [ParameterSpec] = []
        for (key, fieldSchema) in flat.properties {
            let field = dereferenced(fieldSchema) ?? fieldSchema
            let required = flat.required.contains(key)
            if Self.isFilePart(field) {
                let file = TypeExpression.named("file")
                fields.append(ParameterSpec(key: Located(key, at: fieldSchema), type: Located(required ? file : .optional(file), at: fieldSchema)))
                continue
            }
            let type = type(of: fieldSchema, hint: Casing.upperCamel(endpoint) + Casing.upperCamel(key))
            guard isSendable(type, allowArray: true) else {
                warning("multipart field '\(key)' of type '\(type)' is neither a file nor a text value; left out", at: fieldSchema,
                        hint: "the native format sends files (format: binary) and scalars as parts")
                continue
            }
            fields.append(fieldEntry(key, type: type, required: required, schema: fieldSchema, description: describe(fieldSchema), origin: fieldSchema))
        }
        return .multipart(fields, location: media.location, path: media.path)
    }

    /// A form or multipart body sends its declared fields only: other keys that the schema allows are reported.
    private mutating func reportOtherKeys(of flat: FlatObject, body: String) {
        guard let other = flat.additionalProperties, other.members != nil || other.bool == true else { return }
        warning("a \(body) body sends its declared fields only; the other keys 'additionalProperties' allows are not supported by the native format",
                at: other)
    }

    /// Whether a multipart field's schema is a file: OpenAPI 3.0's `type: string` with `format: binary` (or `byte`),
    /// or 3.1's raw binary, a `contentMediaType` without `contentEncoding` (with `type: string` or no type at all).
    private static func isFilePart(_ field: JSONNode) -> Bool {
        let type = field["type"]?.string
        if type == "string", ["binary", "byte"].contains(field["format"]?.string ?? "") { return true }
        return field["contentMediaType"] != nil && field["contentEncoding"] == nil && (type == nil || type == "string")
    }

    /// `{ "form": { field: parameter, … } }` from an object schema, each field with the style of its Encoding Object.
    private mutating func formBody(_ schema: JSONNode?, at media: JSONNode, endpoint: String) -> BodySpec? {
        guard let schema else {
            warning("a form body without 'schema' is left out", at: media)
            return nil
        }
        let flat = flatten(schema)
        reportOtherKeys(of: flat, body: "form")
        var fields: [ParameterSpec] = []
        for (key, fieldSchema) in flat.properties {
            let type = type(of: fieldSchema, hint: Casing.upperCamel(endpoint) + Casing.upperCamel(key))
            guard isSendable(type, allowArray: true) || Self.isSerializable(type) else {
                warning("form field '\(key)' of type '\(type)' cannot be sent in a form by the native format; left out", at: fieldSchema)
                continue
            }
            let style = formFieldStyleKeys(media["encoding"]?[key], name: key, type: type, at: fieldSchema)
            fields.append(fieldEntry(key, type: type, required: flat.required.contains(key), schema: fieldSchema,
                                     description: describe(fieldSchema), origin: fieldSchema, style: style))
        }
        return .form(fields, location: media.location, path: media.path)
    }
}
