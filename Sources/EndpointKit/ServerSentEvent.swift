/// One event of a `text/event-stream` response, as the WHATWG HTML standard's event-stream
/// interpretation dispatches it.
///
/// ```swift
/// for try await event in apiClient.serverSentEvents(ChatEndpoint.complete(body: request)) {
///     print(event.type, event.data)
/// }
/// ```
public struct ServerSentEvent: Sendable, Hashable {
    /// The event's type: the last `event` field of the event, or `message` when it has none.
    public var type: String
    /// The event's `data` fields joined with line feeds (`data: a` + `data: b` is `"a\nb"`), never
    /// ending in the line feed that follows the last field.
    public var data: String
    /// The stream's last event ID when the event was dispatched: the value of the most recent `id`
    /// field of this or an earlier event, empty when none was sent (or an empty `id` reset it). Send it
    /// as `Last-Event-ID` when reconnecting.
    public var lastEventID: String
    /// The reconnection time in milliseconds the stream most recently asked for with a `retry` field,
    /// or `nil` when it has not; reconnecting, and when, is the app's choice.
    public var retry: Int?

    /// Creates an event.
    public init(type: String = "message", data: String, lastEventID: String = "", retry: Int? = nil) {
        self.type = type
        self.data = data
        self.lastEventID = lastEventID
        self.retry = retry
    }
}
