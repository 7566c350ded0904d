/// How a streamed response body is split into the values ``APIClient/stream(_:format:decoding:maximumEventSize:maximumBacklog:)``
/// decodes.
public enum StreamFormat: Sendable, Hashable {
    /// `text/event-stream`: each Server-Sent Event's `data` is one JSON value. An event whose data equals
    /// `terminator` (OpenAI's `[DONE]`) ends the stream normally instead of being decoded.
    case serverSentEvents(terminator: String? = nil)
    /// `application/jsonl`, `application/x-ndjson` or `application/json-seq`: each line (or record) is
    /// one JSON value.
    case jsonLines
}
