/// How a query parameter or form field is written, as OpenAPI's `style` and `explode` define for `in: query`
/// and for the Encoding Object of `application/x-www-form-urlencoded` bodies.
///
/// With `color` = `"blue"`, `["blue", "black", "brown"]` or `{"R": 100, "G": 200, "B": 150}`:
///
/// | style | string | array | object |
/// |---|---|---|---|
/// | `.form(explode: true)` | `color=blue` | `color=blue&color=black&color=brown` | `R=100&G=200&B=150` |
/// | `.form(explode: false)` | `color=blue` | `color=blue,black,brown` | `color=R,100,G,200,B,150` |
/// | `.spaceDelimited` | `color=blue` | `color=blue%20black%20brown` | `color=R%20100%20G%20200%20B%20150` |
/// | `.pipeDelimited` | `color=blue` | `color=blue%7Cblack%7Cbrown` | `color=R%7C100%7CG%7C200%7CB%7C150` |
/// | `.deepObject` | `color=blue` | `color%5B%5D=blue&…` | `color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150` |
///
/// Every name and value is percent-encoded with ``PercentEncoding``; only the delimiters `,` of
/// `form(explode: false)` stay as they are, so a `,` inside a value arrives as `%2C` and stays apart from them. A space
/// in an element of a `spaceDelimited` list, or `|` in a `pipeDelimited` one, is encoded as its delimiter is, which no
/// escape tells apart: building the request throws ``InvalidRequestReason/ambiguousList(name:)``.
/// An empty array or object writes nothing. Nested objects and arrays, which OpenAPI leaves undefined, use the
/// bracket conventions of Rails, PHP and Stripe under `deepObject` (`a[b][c]=z`, `a[]=x` for an array of
/// scalars, `a[0][b]=y` for an array of objects or arrays), and under the other styles too once below the top
/// level.
public enum QueryStyle: Sendable, Hashable {
    /// `form`: exploded, each array element or object field is its own item; else one comma-separated item.
    case form(explode: Bool)
    /// `spaceDelimited` (not exploded): array elements or object keys and values joined by `%20`.
    case spaceDelimited
    /// `pipeDelimited` (not exploded): array elements or object keys and values joined by `%7C`.
    case pipeDelimited
    /// `deepObject` (exploded): `name[key]=value`, nested as deep as the value goes.
    case deepObject

    /// OpenAPI's default for query parameters and form fields: `form`, exploded.
    public static let `default` = QueryStyle.form(explode: true)
}

/// How a path parameter is written, as OpenAPI's `style` and `explode` define for `in: path` (RFC 6570).
///
/// With `color` = `"blue"`, `["blue", "black", "brown"]` or `{"R": 100, "G": 200, "B": 150}`:
///
/// | style | string | array | object |
/// |---|---|---|---|
/// | `.simple(explode: false)` | `blue` | `blue,black,brown` | `R,100,G,200,B,150` |
/// | `.simple(explode: true)` | `blue` | `blue,black,brown` | `R=100,G=200,B=150` |
/// | `.label(explode: false)` | `.blue` | `.blue,black,brown` | `.R,100,G,200,B,150` |
/// | `.label(explode: true)` | `.blue` | `.blue.black.brown` | `.R=100.G=200.B=150` |
/// | `.matrix(explode: false)` | `;color=blue` | `;color=blue,black,brown` | `;color=R,100,G,200,B,150` |
/// | `.matrix(explode: true)` | `;color=blue` | `;color=blue;color=black;color=brown` | `;R=100;G=200;B=150` |
///
/// Names, keys and values are percent-encoded with ``PercentEncoding``; the delimiters are not. An empty
/// array or object writes nothing; an empty string writes the prefix alone (`.`, `;color`).
public enum PathStyle: Sendable, Hashable {
    /// `simple`: values separated by `,`; an exploded object writes `key=value`.
    case simple(explode: Bool)
    /// `label`: a `.` first; exploded values are separated by `.` instead of `,`.
    case label(explode: Bool)
    /// `matrix`: `;name=value`; exploded, each element repeats `;name=` and each field is `;key=value`.
    case matrix(explode: Bool)
}
