import EndpointGenJSON
import EndpointGenSpec

/// The body of a JSON media type's example as the native `examples` keep it: compact JSON text.
extension OpenAPIConverter {
    /// The compact JSON text of `value`, or of the JSON an example string holds when the document wrote an object
    /// or array body as its text (`"value": "{\"id\": 1}"`, as TMDB's document does throughout); a string schema
    /// keeps its string.
    ///
    /// Kept as text, such an example would be a JSON string inside the sample, which decodes as no object.
    func exampleJSON(_ value: JSONNode, schema: JSONNode?) -> String {
        guard case .string(let text) = value.value, !isStringSchema(schema),
              let first = text.first(where: { !$0.isWhitespace }), first == "{" || first == "[" else { return value.value.compactText }
        // Most such text is plain JSON, compacted without reading it into values; the reader decides the rest.
        if let compact = JSONCompactor.compactText(of: text) { return compact }
        var diagnostics = DiagnosticCollector()
        // Read in place, every node located at the string and its path continuing the string's.
        guard let parsed = JSONReader.parse(Array(text.utf8), file: file, placedAt: value.location, path: value.path, diagnostics: &diagnostics),
              diagnostics.diagnostics.isEmpty
        else {
            return value.value.compactText
        }
        return parsed.value.compactText
    }

    /// Whether `schema`, after one local `$ref`, is of type `string`; read quietly, as the schema's own conversion
    /// reports its problems.
    private func isStringSchema(_ schema: JSONNode?) -> Bool {
        guard var schema else { return false }
        if let ref = schema["$ref"]?.string, ref.hasPrefix("#"), let target = components.resolve(pointer: String(ref.dropFirst()), in: document) {
            schema = target
        }
        return typeNames(of: schema).names == ["string"]
    }
}
