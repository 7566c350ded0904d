import Foundation

/// Every failure ``APIClient`` reports. Nothing in EndpointKit traps on bad input or bad responses.
///
/// Switch on the case to decide what to do: retry (``noConnection(_:)``, ``timedOut``, server errors),
/// sign in again (``HTTPFailure/isAuthentication``), or fix the app (``invalidRequest(_:)``,
/// ``decoding(_:)``). `errorDescription` is a sentence suitable for a user or a log.
public enum EndpointError: Error, Sendable, LocalizedError, CustomStringConvertible {
    /// The server could not be reached: offline, DNS failure, connection refused or lost.
    /// Holds the description and the underlying error, such as a `URLError`.
    case noConnection(TransportFailure)
    /// The request timed out.
    case timedOut
    /// The task was cancelled or the transfer was cancelled.
    case cancelled
    /// Another transport failure, such as a TLS error or a non-HTTP response.
    /// Holds the description and the underlying error, if there was one.
    case transport(TransportFailure)
    /// The request could not be built from the configuration and the endpoint; nothing was sent.
    case invalidRequest(InvalidRequestReason)
    /// The server answered with a non-2xx status.
    case http(HTTPFailure)
    /// The server answered 2xx but the body did not decode as the expected type.
    case decoding(DecodingFailure)
    /// The response body is larger than ``APIClient/Configuration/maximumResponseSize`` (`limit` bytes);
    /// the transfer stopped without reading the rest.
    case responseTooLarge(limit: Int)
    /// One event of a streamed response (a Server-Sent Event or a JSON line) grew beyond `limit` bytes;
    /// the stream stopped and its connection closed.
    case eventTooLarge(limit: Int)
    /// The consumer of a streamed response fell more than `limit` bytes behind the server: that much had
    /// arrived and was still waiting to be taken when more came. The stream stopped and its connection
    /// closed, rather than hold ever more of the body in memory.
    case backlogTooLarge(limit: Int)

    /// What happened and what to do about it, in one or two sentences.
    public var errorDescription: String? {
        switch self {
        case .noConnection(let detail):
            "The server could not be reached (\(detail)). Check the internet connection and try again."
        case .timedOut:
            "The server took too long to respond. Try again in a moment."
        case .cancelled:
            "The request was cancelled before it finished. Start it again if the result is still needed."
        case .transport(let detail):
            // Not "before a response arrived": a body that breaks off, or does not decompress, fails after its head.
            "The exchange with the server failed (\(detail)). Try again later, and report the problem if it persists."
        case .invalidRequest(let reason):
            "The request was not sent because \(reason). Fix the app's configuration or input."
        case .http(let failure) where failure.isAuthentication:
            "\(failure.message) (HTTP \(failure.statusCode)) Sign in again or check the credentials."
        case .http(let failure) where failure.isNotFound:
            "\(failure.message) (HTTP \(failure.statusCode)) Check the address and the identifiers in it."
        case .http(let failure) where failure.isRateLimited:
            "\(failure.message) (HTTP \(failure.statusCode)) Wait before sending more requests\(Self.retryAfter(failure))."
        case .http(let failure) where failure.isServerError || failure.isTransient:
            "\(failure.message) (HTTP \(failure.statusCode)) Try again later."
        case .http(let failure) where failure.isClientError:
            "\(failure.message) (HTTP \(failure.statusCode)) Check the request; retrying it unchanged will not help."
        case .http(let failure):
            "\(failure.message) (HTTP \(failure.statusCode)) The app does not expect this status; update the app or report it."
        case .decoding(let failure):
            "The server's response could not be read (\(failure)). The app and the server disagree on the "
                + "response format; update the app or report the problem."
        case .responseTooLarge(let limit):
            "The server's response is larger than the app accepts (\(limit) bytes), so it was not read. "
                + "Ask for less, or raise the client's maximum response size."
        case .eventTooLarge(let limit):
            "An event in the server's stream is larger than the app accepts (\(limit) bytes), so the stream "
                + "was closed. Raise the maximum event size if such events are expected."
        case .backlogTooLarge(let limit):
            "The app read the server's stream more slowly than it arrived, and more than \(limit) bytes were "
                + "waiting, so the stream was closed. Handle events faster, or reconnect from the last event."
        }
    }

    /// ` (the server asks for N seconds)` when a 429 carries a `Retry-After` in seconds, else nothing: a negative
    /// count is no valid delay (RFC 9110 §10.2.3) and is left out.
    private static func retryAfter(_ failure: HTTPFailure) -> String {
        guard let value = failure.headers.first(where: { $0.key.lowercased() == "retry-after" })?.value,
              let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else { return "" }
        return " (the server asks for \(seconds) s)"
    }

    /// The case and its details on one line, for logs and test output.
    public var description: String {
        switch self {
        case .noConnection(let detail): "EndpointError.noConnection(\(detail))"
        case .timedOut: "EndpointError.timedOut"
        case .cancelled: "EndpointError.cancelled"
        case .transport(let detail): "EndpointError.transport(\(detail))"
        case .invalidRequest(let reason): "EndpointError.invalidRequest(\(reason))"
        case .http(let failure): "EndpointError.http(\(failure))"
        case .decoding(let failure): "EndpointError.decoding(\(failure))"
        case .responseTooLarge(let limit): "EndpointError.responseTooLarge(limit: \(limit))"
        case .eventTooLarge(let limit): "EndpointError.eventTooLarge(limit: \(limit))"
        case .backlogTooLarge(let limit): "EndpointError.backlogTooLarge(limit: \(limit))"
        }
    }
}
