/// How a streamed response body is split into the values ``APIClient/stream(_:format:decoding:errors:maximumEventSize:maximumBacklog:)``
/// decodes.
public enum StreamFormat: Sendable, Hashable {
    /// `text/event-stream`: each Server-Sent Event's `data` is one JSON value. An event whose data equals
    /// `terminator` (OpenAI's `[DONE]`) ends the stream normally instead of being decoded; without one, `[DONE]` does.
    case serverSentEvents(terminator: String? = nil)
    /// `application/jsonl`, `application/x-ndjson` or `application/json-seq`: each line (or record) is
    /// one JSON value.
    case jsonLines
}

extension StreamFormat {
    /// The data that ends an event stream without a terminator of its own: OpenAI's, which the servers that copy its
    /// API send too, often without their documents saying so (Letta's). It is no JSON, so it could only fail to decode.
    static let conventionalTerminator = "[DONE]"

    /// The `Accept` field a streamed request sends when its endpoint sets none.
    var acceptField: String {
        switch self {
        case .serverSentEvents: "text/event-stream"
        case .jsonLines: "application/jsonl, application/x-ndjson, application/json-seq, application/json;q=0.5"
        }
    }

    /// The media type named in errors.
    var mediaTypeName: String {
        switch self {
        case .serverSentEvents: "text/event-stream"
        case .jsonLines: "JSON lines (application/jsonl, application/x-ndjson or application/json-seq)"
        }
    }

    /// Whether a body whose `Content-Type` is `contentType` is read in this format: an event stream only as
    /// `text/event-stream`; JSON lines as any of their media types, or as JSON (`application/json`, `*/*+json`), which
    /// servers such as httpbin send them as and whose single-line values are JSON lines too.
    func isRead(from contentType: String) -> Bool {
        switch self {
        case .serverSentEvents:
            return MediaType.matches(contentType, range: "text/event-stream")
        case .jsonLines:
            guard let (type, subtype) = MediaType.essence(of: contentType) else { return false }
            let lines = type == "application" && (MediaType.jsonLinesSubtypes.contains(subtype) || subtype == "json-seq" || subtype == "json")
            return lines || subtype.hasSuffix("+json") || subtype.hasSuffix("+json-seq")
                || (type == "text" && subtype == "json")
        }
    }
}
