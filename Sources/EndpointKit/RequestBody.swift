import Foundation

/// How an endpoint's body is sent.
public enum RequestBody: Sendable {
    /// A value encoded with the client's `JSONEncoder`, sent as `application/json`.
    case json(any Encodable & Sendable)
    /// Fields sent as `application/x-www-form-urlencoded`, encoded like a query string.
    case form([QueryItem])
    /// Raw bytes with their content type.
    case data(Data, contentType: String)
}
