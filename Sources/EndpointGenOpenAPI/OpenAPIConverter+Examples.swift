import EndpointGenJSON
import EndpointGenSpec

/// The body of a JSON media type's example, as the native `examples` keep it.
extension OpenAPIConverter {
    /// `value`, or the JSON an example string holds when the document wrote an object or array body as its text
    /// (`"value": "{\"id\": 1}"`, as TMDB's document does throughout); a string schema keeps its string.
    ///
    /// Kept as text, such an example would be a JSON string inside the sample, which decodes as no object.
    func exampleBody(_ value: JSONNode, schema: JSONNode?) -> JSONNode {
        guard case .string(let text) = value.value, !isStringSchema(schema),
              let first = text.first(where: { !$0.isWhitespace }), first == "{" || first == "[" else { return value }
        var diagnostics = DiagnosticCollector()
        // Read in place, every node located at the string and its path continuing the string's.
        guard let parsed = JSONReader.parse(Array(text.utf8), file: file, placedAt: value.location, path: value.path, diagnostics: &diagnostics),
              diagnostics.diagnostics.isEmpty
        else {
            return value
        }
        return parsed
    }

    /// Whether `schema`, after one local `$ref`, is of type `string`; read quietly, as the schema's own conversion
    /// reports its problems.
    private func isStringSchema(_ schema: JSONNode?) -> Bool {
        guard var schema else { return false }
        if let ref = schema["$ref"]?.string, ref.hasPrefix("#"), let target = document.resolve(pointer: String(ref.dropFirst())) {
            schema = target
        }
        return typeNames(of: schema).names == ["string"]
    }
}
