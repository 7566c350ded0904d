import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request failed without an HTTP answer to return (no response came, or its body could not be read), carried
/// by ``EndpointError/noConnection(_:)`` and ``EndpointError/transport(_:)``: a sentence for people and logs, and the
/// error it came from, for code.
///
/// ```swift
/// catch let EndpointError.noConnection(failure) {
///     if (failure.underlyingError as? URLError)?.code == .notConnectedToInternet { showOfflineBanner() }
/// }
/// ```
///
/// Neither carries the client's secrets: the description has URL user information, API keys and tokens
/// replaced by `<redacted>`, and so do the URLs and texts in a `URLError`'s user info.
public struct TransportFailure: Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// What went wrong, e.g. `The Internet connection appears to be offline.`
    public var description: String
    /// The error the transport or a middleware threw, e.g. a `URLError`; `nil` when EndpointKit found the
    /// failure itself (a response that is not HTTP, a device the ``OfflineMiddleware`` finds offline).
    ///
    /// A `URLError` is kept with the same code and redacted user info; any other error is kept as thrown, so
    /// an error of your own transport or middleware can be matched by type. Describe ``EndpointError``, not
    /// this error, where its text may hold a secret.
    public var underlyingError: (any Error)?

    /// Creates a failure described by `description`, coming from `underlyingError` if given.
    public init(_ description: String, underlyingError: (any Error)? = nil) {
        self.description = description
        self.underlyingError = underlyingError
    }

    /// Creates a failure with no underlying error, e.g. `.transport("the proxy refused the request")`.
    public init(stringLiteral description: String) {
        self.init(description)
    }
}

extension TransportFailure {
    /// This failure with URL user information and `redactor`'s secrets cut out of its description and, for a
    /// `URLError`, out of the texts and URLs of its user info.
    func redacted(by redactor: Redactor) -> TransportFailure {
        TransportFailure(redactor.text(description), underlyingError: underlyingError.map { Self.redacted($0, by: redactor) })
    }

    private static func redacted(_ error: any Error, by redactor: Redactor) -> any Error {
        guard let urlError = error as? URLError else { return error }
        var userInfo: [String: Any] = [:]
        for (key, value) in urlError.userInfo {
            switch value {
            case let url as URL:
                // A URL that does not parse once redacted is left out rather than kept whole.
                if let redacted = URL(string: redactor.url(url)) { userInfo[key] = redacted }
            case let text as String:
                userInfo[key] = redactor.text(text)
            case let nested as URLError:
                userInfo[key] = redacted(nested, by: redactor)
            default:
                userInfo[key] = value
            }
        }
        return URLError(urlError.code, userInfo: userInfo)
    }
}
