import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Cuts secrets out of URLs, header fields and free text before they are logged or put in an error.
///
/// Always redacted: the user information of any URL (`https://user:pw@host` → `https://<redacted>@host`).
/// Also redacted: the values of header fields in ``headerNames`` and of query items in ``queryNames``
/// (compared case-insensitively), and every occurrence of a string in ``secrets``.
struct Redactor: Sendable {
    /// What replaces a redacted value.
    static let placeholder = "<redacted>"

    /// Header field names whose values are redacted, lowercased.
    var headerNames: Set<String>
    /// Query item names whose values are redacted, lowercased.
    var queryNames: Set<String>
    /// Values redacted wherever they appear.
    var secrets: Set<String>

    /// `url` with its user information and the values of redacted query items replaced; the fragment,
    /// never sent to a server, is left out.
    func url(_ url: URL?) -> String {
        guard let url else { return "<no URL>" }
        let text = withoutUserInfo(url.absoluteString)
        guard let queryStart = text.firstIndex(of: "?") else { return secretsRemoved(text) }
        let fragmentStart = text[queryStart...].firstIndex(of: "#") ?? text.endIndex
        let items = text[text.index(after: queryStart)..<fragmentStart]
            .split(separator: "&", omittingEmptySubsequences: false)
        let query = items.map { item -> String in
            let name = item.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            // Foundation's percent decoding was a third of the logger's time; most names have nothing to decode.
            let decoded = name.contains("%") ? name.removingPercentEncoding ?? name : name
            return queryNames.contains(decoded.lowercased()) ? "\(name)=\(Self.placeholder)" : String(item)
        }
        return secretsRemoved(text[..<queryStart] + "?" + query.joined(separator: "&"))
    }

    /// The value to show for the header field `name` whose value is `value`.
    func headerValue(_ value: String, named name: String) -> String {
        headerNames.contains(name.lowercased()) ? Self.placeholder : secretsRemoved(value)
    }

    /// `text` (an error's description, say) with URL user information and every secret replaced.
    func text(_ text: String) -> String {
        secretsRemoved(withoutUserInfo(text))
    }

    /// `text` with every occurrence of a secret replaced, the longest first so that a secret containing
    /// another is replaced whole.
    private func secretsRemoved(_ text: String) -> String {
        var text = text
        for secret in secrets.sorted(by: { $0.count > $1.count }) {
            // A query value travels percent-encoded; the encoded form is the same secret.
            for form in [secret, PercentEncoding.encode(secret)] where text.contains(form) {
                text = text.replacingOccurrences(of: form, with: Self.placeholder)
            }
        }
        return text
    }

    /// `text` with the user information of every `scheme://user:password@host` replaced.
    private func withoutUserInfo(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let separator = rest.range(of: "://") {
            result += rest[..<separator.upperBound]
            rest = rest[separator.upperBound...]
            // The authority ends at the first `/`, `?`, `#` or whitespace; user information ends at its last `@`.
            let authorityEnd = rest.firstIndex { "/?#".contains($0) || $0.isWhitespace } ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@") {
                result += Self.placeholder
                rest = rest[at...]
            }
        }
        return result + rest
    }
}

extension EndpointError {
    /// This error with URL user information and `redactor`'s secrets cut out of every text it carries.
    func redacted(by redactor: Redactor) -> EndpointError {
        switch self {
        case .noConnection(let detail):
            return .noConnection(redactor.text(detail))
        case .transport(let detail):
            return .transport(redactor.text(detail))
        case .invalidRequest(let reason):
            return .invalidRequest(reason.redacted(by: redactor))
        case .http(var failure):
            failure.message = redactor.text(failure.message)
            return .http(failure)
        case .timedOut, .cancelled, .decoding, .responseTooLarge, .eventTooLarge, .backlogTooLarge:
            return self
        }
    }
}

extension InvalidRequestReason {
    /// This reason with URL user information and `redactor`'s secrets cut out of its text.
    func redacted(by redactor: Redactor) -> InvalidRequestReason {
        switch self {
        case .invalidBaseURL(let url): .invalidBaseURL(redactor.text(url))
        case .invalidURL(let url): .invalidURL(redactor.text(url))
        case .bodyEncodingFailed(let detail): .bodyEncodingFailed(redactor.text(detail))
        case .credentialUnavailable(let detail): .credentialUnavailable(redactor.text(detail))
        case .invalidHeader, .missingCredentials, .crossOriginLink, .validationFailed: self
        }
    }
}
