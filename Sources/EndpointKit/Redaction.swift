/// What a client's requests carry that must never be logged: the names of its credential header fields and query
/// items, and its secret values, in the forms a ``Redactor`` compares and searches for.
///
/// An object, so that binding it to each request (``RequestSafety``) and reading it in a logger copies one
/// reference rather than every set and list; it never changes once made.
final class Redaction: Sendable {
    /// Header field names whose values are redacted.
    let headerNames: RedactedNames
    /// Query item names whose values are redacted.
    let queryNames: RedactedNames
    /// The secrets and their percent-encoded forms, in the order they are replaced (see ``Redactor/Secret/forms(of:)``).
    let secretForms: [Redactor.Secret]

    init(headerNames: RedactedNames, queryNames: RedactedNames, secretForms: [Redactor.Secret]) {
        self.headerNames = headerNames
        self.queryNames = queryNames
        self.secretForms = secretForms
    }

    convenience init(headerNames: RedactedNames, queryNames: RedactedNames, secrets: Set<String>) {
        self.init(headerNames: headerNames, queryNames: queryNames, secretForms: Redactor.Secret.forms(of: secrets))
    }
}
