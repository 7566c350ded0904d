import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response with a non-2xx status code; carried by ``EndpointError/http(_:)``.
public struct HTTPFailure: Sendable, CustomStringConvertible {
    /// The message used when the server's error body has none or cannot be decoded.
    public static let defaultMessage = "Server error, please try again later."

    /// The HTTP status code, e.g. `404`.
    public var statusCode: Int
    /// The server's message from the decoded error body, else ``defaultMessage``. Never empty.
    public var message: String
    /// The error body decoded as the client's configured ``ServerErrorBody`` type, or `nil` if none is
    /// configured or the body did not decode (empty, HTML, another shape).
    public var payload: (any ServerErrorBody)?
    /// The raw response body, possibly empty.
    public var body: Data
    /// The response header fields.
    public var headers: [String: String]

    /// Creates a failure; an empty or whitespace-only `message` is replaced by ``defaultMessage``.
    public init(
        statusCode: Int,
        message: String? = nil,
        payload: (any ServerErrorBody)? = nil,
        body: Data = Data(),
        headers: [String: String] = [:]
    ) {
        self.statusCode = statusCode
        let trimmed = message?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        self.message = trimmed.isEmpty ? Self.defaultMessage : trimmed
        self.payload = payload
        self.body = body
        self.headers = headers
    }

    /// Whether the server refused the credentials or the access: status 401 or 403.
    public var isAuthentication: Bool { statusCode == 401 || statusCode == 403 }

    /// Whether the status is 4xx: the request was wrong and retrying it unchanged will not help.
    public var isClientError: Bool { (400..<500).contains(statusCode) }

    /// Whether the status is 5xx: the server failed and a later retry may succeed.
    public var isServerError: Bool { (500..<600).contains(statusCode) }

    /// The status code and message, e.g. `HTTP 404: Movie not found.`
    public var description: String { "HTTP \(statusCode): \(message)" }
}

extension HTTPFailure {
    /// Builds the failure for `response`, decoding `body` as `errorBody` when possible.
    init(response: HTTPURLResponse, body: Data, errorBody: (any ServerErrorBody.Type)?, decoder: JSONDecoder) {
        // An HTML error page or an empty body simply yields no payload; it must never throw or trap.
        let payload = errorBody.flatMap { type in body.isEmpty ? nil : try? decoder.decode(type, from: body) }
        self.init(
            statusCode: response.statusCode,
            message: payload?.serverMessage,
            payload: payload,
            body: body,
            headers: response.headerFields
        )
    }
}
