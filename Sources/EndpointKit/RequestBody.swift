import Foundation

/// How an endpoint's body is sent.
public enum RequestBody: Sendable {
    /// A value encoded with the client's `JSONEncoder`, sent with `contentType`: `application/json`, or another JSON
    /// media type the server tells apart, such as `application/merge-patch+json`.
    case json(any Encodable & Sendable, contentType: String = "application/json")
    /// Fields sent as `application/x-www-form-urlencoded`, encoded like a query string.
    case form([QueryItem])
    /// Fields sent as `application/x-www-form-urlencoded`, some of them values sent as their JSON text.
    case formFields([FormField])
    /// Raw bytes with their content type.
    case data(Data, contentType: String)
    /// A `multipart/form-data` body of text fields and files, sent with
    /// `Content-Type: multipart/form-data; boundary=<the form's boundary>`.
    ///
    /// ``APIClient/send(_:decoding:)`` and the other in-memory calls assemble the whole body in memory,
    /// reading file parts into it. ``APIClient/upload(_:progress:)`` streams it instead: the body is
    /// assembled into a temporary file by a chunked copy and uploaded from that file.
    case multipart(MultipartForm)
}
