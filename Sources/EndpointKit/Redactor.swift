import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Cuts secrets out of URLs, header fields and free text before they are logged or put in an error.
///
/// Always redacted: the user information of any URL (`https://user:pw@host` → `https://<redacted>@host`).
/// Also redacted: the values of header fields named in `headerNames` or `alsoRedacting` and of query items
/// named in `queryNames` or `alsoRedacting` (compared case-insensitively), and every occurrence of a secret.
///
/// A logger redacts every request, so the text is scanned as UTF-8 bytes (see ``ByteSearch``); Foundation's
/// search is kept for text that is not ASCII, where it finds forms of a secret that differ in bytes.
struct Redactor: Sendable {
    /// What replaces a redacted value.
    static let placeholder = placeholderLiteral.description
    /// ``placeholder`` where the program stores it, to append it without reading a string.
    private static let placeholderLiteral: StaticString = "<redacted>"
    private static let placeholderBytes = Array(placeholder.utf8)

    /// A secret, or its percent-encoded form, as text and as bytes.
    struct Secret: Sendable {
        let text: String
        let bytes: [UInt8]
        let isASCII: Bool

        init(_ text: String) {
            self.text = text
            bytes = Array(text.utf8)
            isASCII = ByteSearch.isASCII(bytes)
        }

        /// Every secret and the forms a server echoing it may write: percent-encoded (a query value travels so), with
        /// its hex digits in lower case, a space as `+` (a form), `/` left as it is (Python's `quote`), or `/` escaped
        /// in JSON (`\/`); the longest secret first so that a secret containing another is replaced whole.
        static func forms(of secrets: Set<String>) -> [Secret] {
            var forms: [Secret] = []
            for secret in secrets.sorted(by: { $0.count > $1.count }) {
                let encoded = PercentEncoding.encode(secret)
                // Most keys and tokens are spelled one way: a client carrying a bearer token works these out per
                // request, which need not pay for the other spellings.
                guard encoded != secret else {
                    forms.append(Secret(secret))
                    continue
                }
                let plus = encoded.replacing("%20", with: "+")
                let slash = encoded.replacing("%2F", with: "/")
                let json = secret.replacing("/", with: "\\/")
                var spellings: [String] = []
                for spelling in [secret, encoded, lowercaseHex(encoded), plus, lowercaseHex(plus), slash, lowercaseHex(slash), json]
                    where !spellings.contains(spelling) {
                    spellings.append(spelling)
                }
                forms += spellings.map(Secret.init)
            }
            return forms
        }

        /// `encoded` with the two hex digits after each `%` in lower case.
        private static func lowercaseHex(_ encoded: String) -> String {
            var result = ""
            var digitsLeft = 0
            for character in encoded {
                if character == "%" {
                    digitsLeft = 2
                    result.append(character)
                } else if digitsLeft > 0 {
                    digitsLeft -= 1
                    result += character.lowercased()
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }

    /// The credential names and secrets of the client sending the request.
    private let redaction: Redaction
    /// Header field and query item names whose values are redacted besides the credentials'.
    private let alsoRedacted: RedactedNames

    /// A redactor of the values of header fields in `headerNames`, of query items in `queryNames`, of both in
    /// `alsoRedacted` (names lowercased), and of `secrets`.
    init(headerNames: Set<String>, queryNames: Set<String>, alsoRedacting alsoRedacted: Set<String> = [], secrets: [Secret]) {
        self.init(
            Redaction(headerNames: RedactedNames(headerNames), queryNames: RedactedNames(queryNames), secretForms: secrets),
            alsoRedacting: RedactedNames(alsoRedacted)
        )
    }

    /// A redactor of what `redaction` names and of the values named in `alsoRedacted`, both prepared once: a
    /// logger makes one for every request.
    init(_ redaction: Redaction, alsoRedacting alsoRedacted: RedactedNames) {
        self.redaction = redaction
        self.alsoRedacted = alsoRedacted
    }

    /// The secrets in the order they are replaced (see ``Secret/forms(of:)``).
    private var secrets: [Secret] { redaction.secretForms }

    /// `url` with its user information and the values of redacted query items replaced; when it has a query,
    /// the fragment, never sent to a server, is left out.
    func url(_ url: URL?) -> String {
        var text = UTF8Writer(capacity: 128)
        append(url, to: &text)
        return text.text
    }

    /// Appends ``url(_:)``'s text to `text` as UTF-8, without making a `String` of it first.
    func append(_ url: URL?, to text: inout UTF8Writer) {
        guard let url else { return text.appendUTF8(of: "<no URL>") }
        let start = text.count
        var absolute = url.absoluteString
        // The URL's own bytes are read in place; a copy is made only to cut out user information.
        absolute.withUTF8 { bytes in
            guard let cut = Self.withoutUserInfo(bytes) else { return appendQueryRedacted(bytes, to: &text) }
            cut.withUnsafeBufferPointer { appendQueryRedacted($0, to: &text) }
        }
        removeSecrets(from: &text, after: start)
    }

    /// Appends `bytes`, a URL, with the values of redacted query items replaced and, when it has a query, without
    /// its fragment. What is not redacted is copied in runs, up to each redacted value and on from its end: copying
    /// item by item cost a third as much again.
    private func appendQueryRedacted(_ bytes: UnsafeBufferPointer<UInt8>, to text: inout UTF8Writer) {
        guard let queryStart = ByteSearch.firstIndex(of: UInt8(ascii: "?"), in: bytes) else { return text.append(bytes) }
        let queryEnd = ByteSearch.firstIndex(of: UInt8(ascii: "#"), in: bytes, within: queryStart..<bytes.count) ?? bytes.count
        var copied = 0
        var itemStart = queryStart + 1
        while true {
            let itemEnd = ByteSearch.firstIndex(of: UInt8(ascii: "&"), in: bytes, within: itemStart..<queryEnd) ?? queryEnd
            let nameEnd = ByteSearch.firstIndex(of: UInt8(ascii: "="), in: bytes, within: itemStart..<itemEnd) ?? itemEnd
            if isRedactedQueryItem(UnsafeBufferPointer(rebasing: bytes[itemStart..<nameEnd])) {
                text.append(bytes[copied..<nameEnd])
                text.append(UInt8(ascii: "="))
                text.appendLiteral(Self.placeholderLiteral)
                copied = itemEnd
            }
            guard itemEnd < queryEnd else { break }
            itemStart = itemEnd + 1
        }
        text.append(bytes[copied..<queryEnd])
    }

    /// Appends to `text`, as UTF-8, the value to show for the header field named `name` (in any case) whose value is
    /// `value`.
    func appendHeaderValue(_ value: String, name: String, to text: inout UTF8Writer) {
        if isRedactedHeader(name) { return text.appendLiteral(Self.placeholderLiteral) }
        let start = text.count
        text.appendUTF8(of: value)
        removeSecrets(from: &text, after: start)
    }

    /// `text` (an error's description, say) with URL user information and every secret replaced.
    func text(_ text: String) -> String {
        guard let cut = ByteSearch.withBytes(of: text, Self.withoutUserInfo) else { return secretsRemoved(text) }
        return secretsRemoved(String(decoding: cut, as: UTF8.self))
    }

    private func isRedactedHeader(_ name: String) -> Bool {
        redaction.headerNames.contains(name) || alsoRedacted.contains(name)
    }

    private func isRedactedQueryItem(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        redaction.queryNames.contains(queryName: name) || alsoRedacted.contains(queryName: name)
    }

    /// Replaces every occurrence of a secret in `text` from `start` on. ASCII holding no secret, as most text
    /// does, is left as it is: making a `String` of it to search cost a tenth of logging a request. A secret
    /// outside ASCII may equal ASCII text in Unicode (the Kelvin sign is a `K`), so it is searched for as text.
    private func removeSecrets(from text: inout UTF8Writer, after start: Int) {
        guard !secrets.isEmpty else { return }
        let appended = text.bytes(from: start)
        let isPlain = ByteSearch.isASCII(appended)
            && !secrets.contains { !$0.isASCII || ByteSearch.firstRange(of: $0.bytes, in: appended) != nil }
        guard !isPlain else { return }
        let removed = secretsRemoved(String(decoding: appended, as: UTF8.self))
        text.removeAll(from: start)
        text.appendUTF8(of: removed)
    }

    /// `text` with every occurrence of a secret replaced.
    private func secretsRemoved(_ text: String) -> String {
        guard !secrets.isEmpty else { return text }
        var text = text
        for secret in secrets where occurs(secret, in: text) {
            text = text.replacingOccurrences(of: secret.text, with: Self.placeholder)
        }
        return text
    }

    /// Whether `secret` occurs in `text`. Bytes decide when both are ASCII; otherwise Foundation's search also
    /// finds equivalent Unicode forms.
    private func occurs(_ secret: Secret, in text: String) -> Bool {
        let found = ByteSearch.withBytes(of: text) { bytes -> Bool? in
            guard secret.isASCII, ByteSearch.isASCII(bytes) else { return nil }
            return ByteSearch.firstRange(of: secret.bytes, in: bytes) != nil
        }
        return found ?? text.contains(secret.text)
    }

    /// `bytes` with the user information of every `scheme://user:password@host` replaced; `nil` without any.
    private static func withoutUserInfo(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        // User information ends at an `@`: text without one, as most URLs are, is not searched for `://`.
        guard ByteSearch.firstIndex(of: UInt8(ascii: "@"), in: bytes) != nil else { return nil }
        var result: [UInt8] = []
        var copied = 0
        var position = 0
        while let separator = ByteSearch.firstRange(of: schemeSeparator, in: bytes, from: position) {
            position = separator.upperBound
            // The authority ends at the first `/`, `?`, `#` or whitespace; user information ends at its last `@`.
            let authorityEnd = authorityEnd(in: bytes, from: position)
            guard let at = bytes[position..<authorityEnd].lastIndex(of: UInt8(ascii: "@")) else { continue }
            result += bytes[copied..<position]
            result += placeholderBytes
            copied = at
            position = at
        }
        return copied == 0 ? nil : result + bytes[copied...]
    }

    private static let schemeSeparator = Array("://".utf8)

    /// The index of the first `/`, `?`, `#` or whitespace character at or after `start`, else the end.
    private static func authorityEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                switch byte {
                case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: " "), 0x09...0x0D: return index
                default: index += 1
                }
            } else {
                // A character outside ASCII: decode it, as it may be Unicode whitespace such as U+00A0.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(bytes.count, index + length)
                let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first
                if scalar?.properties.isWhitespace == true { return index }
                index = end
            }
        }
        return index
    }
}

extension EndpointError {
    /// This error with URL user information and `redactor`'s secrets cut out of every text it carries.
    func redacted(by redactor: Redactor) -> EndpointError {
        switch self {
        case .noConnection(let failure):
            return .noConnection(failure.redacted(by: redactor))
        case .transport(let failure):
            return .transport(failure.redacted(by: redactor))
        case .invalidRequest(let reason):
            return .invalidRequest(reason.redacted(by: redactor))
        case .http(var failure):
            failure.message = redactor.text(failure.message)
            return .http(failure)
        case .decoding(var failure):
            // The excerpt quotes the body, and a server may echo a credential (a debug field, an HTML error page).
            failure.bodyExcerpt = redactor.text(failure.bodyExcerpt)
            failure.debugDescription = redactor.text(failure.debugDescription)
            return .decoding(failure)
        case .timedOut, .cancelled, .responseTooLarge, .eventTooLarge, .backlogTooLarge:
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
        case .invalidHeader, .invalidCredential, .missingCredentials, .crossOriginLink, .validationFailed, .ambiguousList, .endpointServerUnknown: self
        }
    }
}
