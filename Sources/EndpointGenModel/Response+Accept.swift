import EndpointGenSpec

extension EndpointModel.Response {
    /// The `Accept` field that asks for a body declared as `mediaType` and read as this response: the media type as
    /// written, except for a type decoded from a range (`*/*`, `application/*`), which asks for JSON first and the range
    /// after it, `application/json, */*;q=0.8`.
    ///
    /// JSON first, because it is what the client decodes, and a server that negotiates (Spring without `produces`)
    /// answers it; the range after it, at a lower quality (RFC 9110 §12.5.1), because the document allows any type in
    /// it, so a server with only another type to offer answers instead of refusing with 406 Not Acceptable.
    package func accept(asking mediaType: String) -> String {
        guard decodesWithinRange else { return mediaType }
        let (type, subtype) = MediaKind.essence(mediaType)
        return "application/json, \(type)/\(subtype);q=0.8"
    }

    /// Whether a body of this response, or of one of its statuses, is a type decoded from a media range.
    private var decodesWithinRange: Bool {
        switch self {
        case .decodedWithin: true
        case .byStatus(let statuses): statuses.contains { $0.body.decodesWithinRange }
        case .none, .data, .decoded, .bytes, .text, .stream: false
        }
    }
}
