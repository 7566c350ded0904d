import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response with a non-2xx status code; carried by ``EndpointError/http(_:)``.
public struct HTTPFailure: Sendable, CustomStringConvertible {
    /// The message used for `statusCode` when the server's error body has none or cannot be decoded: it names the
    /// status class (client error, authentication, not found, rate limited, server error), never blames the
    /// server for a 4xx.
    public static func defaultMessage(forStatus statusCode: Int) -> String {
        switch statusCode {
        case 401: "The server did not accept the credentials."
        case 403: "The server refused access to this resource."
        case 404: "The server found nothing at this address."
        case 408: "The server stopped waiting for the request."
        case 409: "The request conflicts with the resource's current state."
        case 412: "The resource changed since it was read: a precondition failed."
        case 429: "The server is limiting the rate of requests."
        case 400..<500: "The server rejected the request as invalid."
        case 500..<600: "Server error, please try again later."
        default: "The server answered with the unexpected status \(statusCode)."
        }
    }

    /// The HTTP status code, e.g. `404`.
    public var statusCode: Int
    /// The server's message from the decoded error body, else from where APIs conventionally put one in a JSON
    /// object (`message`, `msg`, `detail`, `error_description`, `error_message`, `title`, `description` or `error`, one of
    /// those one level down as in `error.message`, or the first of `errors`), else ``defaultMessage(forStatus:)``.
    /// Never empty; one line of at most 1,000 characters, fit to show or log.
    public var message: String
    /// The error body decoded as the client's configured ``ServerErrorBody`` type, or `nil` if none is
    /// configured or the body did not decode (empty, HTML, another shape).
    public var payload: (any ServerErrorBody)?
    /// The error body decoded as the endpoint's own model for this status (a spec's `errors`, e.g. a
    /// `NotFound` for 404), or `nil` if the endpoint declares none or the body did not decode.
    public var statusPayload: (any Sendable)?
    /// The raw response body, possibly empty.
    public var body: Data
    /// The response header fields.
    public var headers: [String: String]

    /// Creates a failure; an empty or whitespace-only `message` is replaced by ``defaultMessage(forStatus:)``, and any
    /// other made one line of at most 1,000 characters, its line breaks spaces and its other control and bidirectional
    /// formatting characters escapes (`\u{1B}`).
    public init(
        statusCode: Int,
        message: String? = nil,
        payload: (any ServerErrorBody)? = nil,
        statusPayload: (any Sendable)? = nil,
        body: Data = Data(),
        headers: [String: String] = [:]
    ) {
        self.statusCode = statusCode
        let trimmed = DisplayText.line(message?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        self.message = trimmed.isEmpty ? Self.defaultMessage(forStatus: statusCode) : trimmed
        self.payload = payload
        self.statusPayload = statusPayload
        self.body = body
        self.headers = headers
    }

    /// The decoded error body as `type`: the ``statusPayload`` if it is one, else the ``payload``.
    ///
    /// ```swift
    /// catch EndpointError.http(let failure) where failure.statusCode == 404 {
    ///     let notFound = failure.payload(as: NotFound.self)
    /// }
    /// ```
    public func payload<Payload>(as type: Payload.Type) -> Payload? {
        statusPayload as? Payload ?? payload as? Payload
    }

    /// Whether the server refused the credentials or the access: status 401 or 403.
    public var isAuthentication: Bool { statusCode == 401 || statusCode == 403 }

    /// Whether the status is 4xx: the request was wrong or, for 408 and 429, came at a bad time.
    public var isClientError: Bool { (400..<500).contains(statusCode) }

    /// Whether the same request may succeed later: 408 (Request Timeout) or 429 (Too Many Requests), the
    /// 4xx statuses ``RetryMiddleware`` retries.
    public var isTransient: Bool { statusCode == 408 || statusCode == 429 }

    /// Whether the status is 5xx: the server failed and a later retry may succeed.
    public var isServerError: Bool { (500..<600).contains(statusCode) }

    /// Whether the server asks the client to slow down: status 429.
    public var isRateLimited: Bool { statusCode == 429 }

    /// Whether the server has nothing at the address: status 404 or 410.
    public var isNotFound: Bool { statusCode == 404 || statusCode == 410 }

    /// The status code and message, e.g. `HTTP 404: Movie not found.`
    public var description: String { "HTTP \(statusCode): \(message)" }
}

extension HTTPFailure {
    /// What a redirect the client returned instead of following says: where it led. A cross-origin 307 of a request
    /// with a body read "the unexpected status 307".
    private static func unfollowedRedirect(_ response: HTTPURLResponse) -> String? {
        guard RedirectPolicy.followedStatuses.contains(response.statusCode),
              let location = response.value(forHTTPHeaderField: "Location"), !location.isEmpty else { return nil }
        return "The server redirected the request to \(location), which the client did not follow: another origin or scheme, "
            + "a body that would be sent again, or redirects turned off."
    }

    /// Builds the failure for `response`, decoding `body` as `errorBody` and as `statusError` when possible;
    /// the message comes from the status's own payload when it carries one, else the API's, else the body as read
    /// by ``ConventionalErrorMessage`` (a JSON object's conventional key, or plain text).
    init(
        response: HTTPURLResponse,
        body: Data,
        errorBody: (any ServerErrorBody.Type)?,
        statusError: (any (Decodable & Sendable).Type)? = nil,
        decoder: JSONDecoder
    ) {
        // An HTML error page or an empty body simply yields no payload; it must never throw or trap.
        let payload = errorBody.flatMap { type in body.isEmpty ? nil : try? decoder.decode(type, from: body) }
        let statusPayload = statusError.flatMap { type in body.isEmpty ? nil : try? decoder.decode(type, from: body) }
        self.init(
            statusCode: response.statusCode,
            message: (statusPayload as? any ServerErrorBody)?.serverMessage ?? payload?.serverMessage
                ?? ConventionalErrorMessage.message(in: body, contentType: response.contentType) ?? Self.unfollowedRedirect(response),
            payload: payload,
            statusPayload: statusPayload,
            body: body,
            headers: response.headerFields
        )
    }
}
