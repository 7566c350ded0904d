import EndpointGenSpec

extension BodySpec {
    /// What the endpoint case of a body after the first adds to the endpoint's name: `Form`, `Multipart`, `JSON`, the
    /// JSON media type's own name (`application/merge-patch+json` → `MergePatch`) and the parameters that choose its
    /// representation (`application/json;simple` → `Simple`), else the media type's short name
    /// followed by `Body` (`XMLBody`, `CSVBody`, `BinaryBody`): the short name alone names the method that asks for a
    /// response in that media type (`addPetXML`).
    package var caseSuffix: String {
        switch self {
        case .form: return "Form"
        case .multipart: return "Multipart"
        case .json(_, let contentType, _):
            let mediaType = contentType?.value ?? "application/json"
            let subtype = MediaKind.essence(mediaType).subtype
            // A representation's parameters name it: `application/json;simple` → `Simple`.
            let representation = MediaKind.representationParameters(mediaType)
            let parameters = representation.isEmpty ? "" : Casing.upperCamel(representation.joined(separator: " "))
            guard subtype.hasSuffix("+json") else { return parameters.isEmpty ? "JSON" : parameters }
            return MediaKind.methodSuffix(ofCase: MediaKind.shortName(ofSubtype: subtype.dropLast("+json".count))) + parameters
        case .data(let contentType, _), .text(let contentType, _):
            return MediaKind.methodSuffix(ofCase: MediaKind.caseName(of: contentType.value)) + "Body"
        }
    }
}

extension EndpointSpec {
    /// The endpoint as the case of one of its alternative bodies: that body only, and no examples (the endpoint's own
    /// case `ownCase` carries them). Its name says which body it sends, for diagnostics and `diff`; its documentation
    /// points to the endpoint's own case rather than repeating it.
    func sending(_ alternative: AlternativeBodySpec, besides ownCase: String) -> EndpointSpec {
        var chosen = self
        chosen.name = Located("\(name.value) (\(alternative.body.contentType))", location: alternative.location, path: alternative.path,
                              file: alternative.file)
        chosen.description = "`\(ownCase)` with the body sent as \(alternative.body.contentType)."
        chosen.body = alternative.body
        chosen.alternativeBodies = []
        chosen.examples = []
        return chosen
    }
}
