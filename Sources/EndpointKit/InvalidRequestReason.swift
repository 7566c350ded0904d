/// Why a request could not be built; carried by ``EndpointError/invalidRequest(_:)``.
///
/// Each case points at something the app controls: its configuration, its input or its models.
public enum InvalidRequestReason: Sendable, Hashable, CustomStringConvertible {
    /// The server's base URL is unparsable, lacks a scheme or host, is not `http`/`https`, or carries a
    /// query or fragment. Holds the base URL as configured.
    case invalidBaseURL(String)
    /// The base URL joined with the endpoint's path and query is not a valid URL. Holds the joined text.
    case invalidURL(String)
    /// A header name is not an HTTP token, its name or value contains CR, LF or NUL, or an element of a list
    /// it sends holds a comma. Holds the name only, because the value may be a secret.
    case invalidHeader(name: String)
    /// The body could not be encoded (a JSON value the encoder rejects, a multipart file that cannot be read or
    /// written). Holds the reason.
    case bodyEncodingFailed(String)
    /// A token provider failed to supply a token. Holds the provider's error description.
    case credentialUnavailable(String)
    /// A credential cannot be sent as it is: an empty token or API key, a basic user name holding `:`, which a server
    /// reads as the end of the name (RFC 7617), or an API key cookie whose value holds a character a cookie cannot (RFC 6265: space, `"`,
    /// `,`, `;`, `\` or a control character), which would send other cookies than the key. Holds why, never the secret.
    case invalidCredential(String)
    /// The endpoint needs credentials the client does not hold: none of the requirement's alternatives has a
    /// credential for each of its schemes. Holds the endpoint's requirement.
    case missingCredentials(SecurityRequirement)
    /// An element of a list parameter or form field, or a key or value of an object one, holds the delimiter that joins
    /// them, which the style cannot escape: a space in a `spaceDelimited` list, `|` in a `pipeDelimited` one, a comma in
    /// a non-exploded `form` list or object (percent-encoded, but servers decode before they split) or in a cookie's list
    /// (``CookieStyle``). Sent, the server would read more elements than were given. Holds the parameter's name.
    case ambiguousList(name: String)
    /// A value breaks a constraint declared in the spec (length, range, pattern); nothing was sent.
    case validationFailed(ValidationFailure)
    /// A next-page `Link` points to another origin (scheme, host or port) than the client's server, where the
    /// client's credentials must not go; paging stops there. Holds the link's origin, e.g. `https://cdn.example.com`.
    case crossOriginLink(String)
    /// The endpoint is served at a server of its own whose variables the client's server gives none of (a region's
    /// `site` beside a server made of a host name), so where to send it is not known; nothing was sent. Holds the
    /// endpoint's server template, e.g. `https://intake.{site}`.
    case endpointServerUnknown(String)

    /// A one-line explanation naming the offending input.
    public var description: String {
        switch self {
        case .invalidBaseURL(let url):
            "invalid base URL \"\(url)\" (it needs an http or https scheme, a host, and no query or fragment)"
        case .invalidURL(let url):
            "the request URL \"\(DisplayText.line(url))\" is not a valid URL"
        case .invalidHeader(let name):
            "header \"\(DisplayText.line(name))\" has an invalid name, a value containing CR, LF or NUL, or a list element holding a comma"
        case .bodyEncodingFailed(let detail):
            "the request body could not be encoded: \(detail)"
        case .credentialUnavailable(let detail):
            "the access token could not be obtained: \(detail)"
        case .invalidCredential(let detail):
            "the credential cannot be sent: \(detail)"
        case .missingCredentials(let requirement):
            "the endpoint needs credentials the client was not given (\(requirement)); pass them when creating the client"
        case .ambiguousList(let name):
            "a value in \"\(name)\" holds the delimiter that joins its elements or fields, and the server would read it as two"
        case .validationFailed(let failure):
            failure.description
        case .crossOriginLink(let origin):
            "the next page's link leads to \(origin), not to the client's server, and would not be sent its credentials"
        case .endpointServerUnknown(let template):
            "the endpoint is served at \(template), whose variables the client's server does not give; make the client with a server of the API's that gives them"
        }
    }
}
