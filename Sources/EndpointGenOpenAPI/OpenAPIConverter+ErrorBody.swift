import EndpointGenJSON
import EndpointGenSpec

/// The API-wide `errorBody`, inferred where the document makes it clear: every error response with a JSON body
/// uses one component schema.
extension OpenAPIConverter {
    /// One error response's body: its native type and the component schema it refers to, if it refers to one.
    struct ErrorUse {
        var type: TypeExpression
        var schemaReference: String?
    }

    /// Keys that hold an error's human-readable text, most specific first: EndpointKit's `ConventionalErrorMessage.keys`,
    /// which the generator cannot import (a test keeps the two alike). `msg` is Flask-JWT-Extended's, and dstack's inside
    /// `detail`; `reason` Open-Meteo's (beside a boolean `error`) and Elasticsearch's (inside `error`).
    static let messageKeys = ["message", "msg", "detail", "error_description", "error_message", "title", "description", "error", "reason"]

    /// The `$ref` of an error response's JSON schema (`#/components/schemas/Error`), or nil for an inline schema.
    func errorSchemaReference(_ response: JSONNode) -> String? {
        let json = response["content"]?.members?.first { BodyKind(mediaType: $0.key) == .json }
        return json.flatMap { schema(of: $0.value) }?["$ref"]?.string
    }

    /// `{ "model": <type>, "message": <path> }` when every error body is the same component schema; its message is
    /// the first string property named like one (`message`, `detail`, …), or one level down (`error.message`).
    mutating func errorBody() -> ErrorBodySpec? {
        guard let first = errorTypes.first, let reference = first.schemaReference,
              errorTypes.allSatisfy({ $0.schemaReference == reference }), let model = first.type.name,
              let pointer = reference.hasPrefix("#") ? String(reference.dropFirst()) : nil,
              let schema = components.resolve(pointer: pointer, in: document),
              // Only an object model can be the errorBody (not an array, enum or union of them).
              Casing.isPlainIdentifier(model), schema["properties"] != nil
        else { return nil }
        var body = ErrorBodySpec(model: Located(model, at: schema))
        body.messageProperty = messagePath(in: schema, depth: 0).map { Located($0, at: schema) }
        return body
    }

    /// Gives each object model an operation declares as an error body, other than the API-wide one, the property that
    /// holds its message: OpenBB's error model (`detail`) beside FastAPI's automatic 422 made no errorBody, and "No
    /// results found" never reached `EndpointError`.
    mutating func markServerMessages(besides errorBody: ErrorBodySpec?) {
        for use in errorTypes {
            guard let name = use.type.unwrapped.name, name != errorBody?.model.value, let index = modelIndex[name],
                  models[index].serverMessage == nil, case .object? = models[index].kind,
                  let message = messagePath(in: models[index].origin, depth: 0)
            else { continue }
            models[index].serverMessage = Located(message, at: models[index].origin)
        }
    }

    private func messagePath(in schema: JSONNode, depth: Int) -> String? {
        let object = components.followingLocalReference(schema, in: document)
        guard let properties = object["properties"]?.members else { return nil }
        for key in Self.messageKeys {
            if let property = properties.first(where: { $0.key == key }), isPlainText(property.value) { return key }
        }
        guard depth == 0 else { return nil }
        for key in Self.messageKeys + properties.map(\.key) {
            if let property = properties.first(where: { $0.key == key }), let nested = messagePath(in: property.value, depth: 1) {
                return "\(key).\(nested)"
            }
        }
        return nil
    }

    /// Whether a property is read as text, as an error's message is: a string, `null` allowed or not (ASP.NET's
    /// ProblemDetails makes `detail` nullable, and its message was lost), not an enum or a constant, not a date, URL or
    /// other text that has a type of its own.
    private func isPlainText(_ schema: JSONNode) -> Bool {
        typeNames(of: schema).names == ["string"] && schema["enum"] == nil && schema["const"] == nil
            && Self.stringScalar(format: schema["format"]?.string, of: schema) == "string"
    }
}
