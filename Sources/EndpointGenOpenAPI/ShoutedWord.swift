import EndpointGenSpec

/// A value written as one word in capitals (`INDIVIDUAL`, `PENDING`), as APIs whose values are SCREAMING_SNAKE_CASE
/// write a value of one word. In a type name it is that word, not an acronym: Toaztr's actors, told apart by
/// `type: INDIVIDUAL` and `type: LegalPerson`, were `CaseSummaryActorsItemINDIVIDUAL` beside
/// `CaseSummaryActorsItemLegalPerson`, while the case of each was already `individual` and `legalPerson`.
///
/// A word of up to three capitals is as likely an acronym or a code (`URL`, `ID`, `USD`, `AU`) and stays in capitals,
/// as do the common longer initialisms (`JSON`, `HTTPS`, `UUID`).
enum ShoutedWord {
    /// `value` with its letters after the first in lower case when it is one word in capitals of four or more letters
    /// that is no known initialism (`INDIVIDUAL` → `Individual`); else `value` as written.
    static func spelled(_ value: String) -> String {
        guard value.utf8.count >= 4, value.utf8.allSatisfy(\.isASCIIUppercase), !initialisms.contains(value) else { return value }
        return value.prefix(1) + value.dropFirst().lowercased()
    }

    /// Initialisms of four letters or more that values write (formats, protocols, identifiers), which keep their capitals.
    private static let initialisms: Set<String> = [
        "AVIF", "BACS", "CORS", "CSRF", "CUSIP", "GUID", "GZIP", "HEIC", "HMAC", "HTML", "HTTP", "HTTPS", "IBAN", "IMAP", "ISBN",
        "ISIN", "JPEG", "JSON", "LDAP", "MPEG", "NTLM", "OIDC", "SAML", "SEPA", "SFTP", "SMTP", "TIFF", "ULID", "UUID", "WEBP",
        "XHTML", "YAML",
    ]
}
