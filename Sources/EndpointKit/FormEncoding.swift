/// The query-string and form-body encoding policy, and helpers that flatten arrays and nested objects
/// into ``QueryItem``s.
///
/// **Policy.** Query strings and `application/x-www-form-urlencoded` bodies are written the same way:
/// `name=value` pairs joined by `&`, in order. Every name and value is percent-encoded with
/// ``PercentEncoding``: only RFC 3986 unreserved characters (`A-Z a-z 0-9 - . _ ~`) stay as they are;
/// a space becomes `%20` (never `+`), and reserved characters such as `& = + / ? # [ ] %` and every
/// non-ASCII UTF-8 byte become `%XX` with uppercase hex digits.
///
/// - Arrays are repeated keys by default (`tag=a&tag=b`); ``ArrayStyle/brackets`` writes `tag[]=a&tag[]=b`
///   for servers such as Rails and PHP. An empty array writes nothing.
/// - Nested objects use brackets: `user[name]=Ann&user[address][city]=Oslo`, in the order given.
/// - Brackets belong to the name and are percent-encoded like any other reserved character, so
///   `tag[]` is sent as `tag%5B%5D`; servers decode it before parsing brackets.
///
/// Generated code writes OpenAPI's styles (comma, space and pipe lists, `deepObject`) with ``QueryStyle``.
///
/// ```swift
/// let items = FormEncoding(arrays: .brackets).items("filter", .object([
///     "genre": ["drama", "comedy"], "year": .of(2024),
/// ]))
/// // filter[genre][]=drama & filter[genre][]=comedy & filter[year]=2024
/// ```
public struct FormEncoding: Sendable, Hashable {
    /// How array elements are named.
    public enum ArrayStyle: Sendable, Hashable {
        /// The key repeated for each element: `key=a&key=b`. The default.
        case repeatedKeys
        /// The key followed by `[]` for each element: `key[]=a&key[]=b`.
        case brackets
    }

    /// How array elements are named; ``ArrayStyle/repeatedKeys`` by default.
    public var arrays: ArrayStyle

    /// Creates an encoding.
    public init(arrays: ArrayStyle = .repeatedKeys) {
        self.arrays = arrays
    }

    /// Repeated keys for arrays, brackets for nested objects.
    public static let `default` = FormEncoding()

    /// The items for `value` under `name`, flattened per this policy, not yet percent-encoded.
    public func items(_ name: String, _ value: FormValue) -> [QueryItem] {
        switch value {
        case .value(let text):
            return [QueryItem(name: name, value: text)]
        case .array(let elements):
            let elementName = arrays == .brackets ? name + "[]" : name
            return elements.flatMap { items(elementName, $0) }
        case .object(let fields):
            return fields.flatMap { items("\(name)[\($0.key)]", $0.value) }
        }
    }

    /// The items for every top-level field, in order.
    public func items(_ fields: KeyValuePairs<String, FormValue>) -> [QueryItem] {
        fields.flatMap { items($0.key, $0.value) }
    }

    /// `items` percent-encoded and joined: `name=value&…`, exactly as query strings and form bodies are
    /// written by ``RequestBuilder``.
    public static func encode(_ items: [QueryItem]) -> String {
        RequestBuilder.formEncoded(items)
    }
}

extension QueryItem {
    /// The items for `value` under `name`, flattened with `encoding` (repeated keys for arrays and
    /// `name[key]` for objects by default).
    public static func items(_ name: String, _ value: FormValue, encoding: FormEncoding = .default) -> [QueryItem] {
        encoding.items(name, value)
    }
}
