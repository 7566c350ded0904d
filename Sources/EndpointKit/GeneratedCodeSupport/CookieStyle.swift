/// How a cookie parameter that is a list or an object is written in the `Cookie` header field: OpenAPI's `form`
/// style, the one it defines for cookies, in the cookie syntax of RFC 6265.
///
/// With `color` = `"blue"`, `["blue", "black"]` or `{"R": 100, "G": 200}`:
///
/// | style | string | array | object |
/// |---|---|---|---|
/// | `.form(explode: false)` | `color=blue` | `color=blue,black` | `color=R,100,G,200` |
/// | `.form(explode: true)` | `color=blue` | `color=blue; color=black` | `R=100; G=200` |
///
/// Exploded, each element or field is a cookie of its own, as OpenAPI 3.2's `cookie` style writes it: the `&` that
/// `form` writes between them in a query is no cookie separator, so a server would read one cookie holding the rest.
/// Each value keeps what a cookie value may hold (RFC 6265's cookie-octets) and has the rest percent-encoded, as every
/// cookie parameter's value is; the `,` between elements stays as it is. An element holding a `,` would be read as two
/// once the server splits the list: building the request throws
/// ``InvalidRequestReason/ambiguousList(name:)``. An empty array or object writes nothing. What nests deeper, which
/// OpenAPI leaves undefined, is joined with `,` under its field's name.
public enum CookieStyle: Sendable, Hashable {
    /// `form`: exploded, each array element or object field is a cookie of its own; else one comma-separated cookie.
    case form(explode: Bool)

    /// Appends the cookies for `value` under `name` to `cookies`, so several parameters share one array.
    public func append(_ name: String, _ value: FormValue, to cookies: inout [QueryItem]) {
        switch (self, value) {
        case (_, .value(let text)):
            cookies.append(QueryItem(name: name, value: text))
        case (.form(explode: false), _):
            Self.appendJoined(name, value, to: &cookies)
        case (.form(explode: true), .array(let elements)):
            for element in elements { Self.appendElement(name, element, to: &cookies) }
        case (.form(explode: true), .object(let fields)):
            for field in fields {
                if case .array(let elements) = field.value {
                    for element in elements { Self.appendElement(field.key, element, to: &cookies) }
                } else {
                    Self.appendElement(field.key, field.value, to: &cookies)
                }
            }
        }
    }

    /// A scalar as a cookie of its own; an array or object, joined.
    private static func appendElement(_ name: String, _ value: FormValue, to cookies: inout [QueryItem]) {
        if case .value(let text) = value {
            cookies.append(QueryItem(name: name, value: text))
        } else {
            appendJoined(name, value, to: &cookies)
        }
    }

    /// Every scalar of `value` in one cookie, separated by `,`.
    private static func appendJoined(_ name: String, _ value: FormValue, to cookies: inout [QueryItem]) {
        var joined = ScalarJoiner(separator: ",", escaping: .cookie)
        joined.add(value, explodedPairs: false)
        guard !joined.isEmpty else { return }
        var cookie = QueryItem(name: name, percentEncodedValue: joined.text)
        cookie.isAmbiguousList = joined.holdsSeparator
        cookies.append(cookie)
    }
}
