extension QueryStyle {
    /// The items for `value` under `name`, in order, written as the table on ``QueryStyle`` shows.
    public func items(_ name: String, _ value: FormValue) -> [QueryItem] {
        var items: [QueryItem] = []
        append(name, value, to: &items)
        return items
    }

    /// Appends the items for `value` under `name` to `items`, so several parameters share one array.
    public func append(_ name: String, _ value: FormValue, to items: inout [QueryItem]) {
        switch (self, value) {
        case (_, .value(let text)):
            items.append(QueryItem(name: name, value: text))
        case (.deepObject, _):
            Self.appendBracketed(name, value, to: &items)
        case (.form(explode: true), .array(let elements)):
            for (index, element) in elements.enumerated() {
                if case .value(let text) = element {
                    items.append(QueryItem(name: name, value: text))
                } else {
                    Self.appendBracketed(Self.indexed(name, index), element, to: &items)
                }
            }
        case (.form(explode: true), .object(let fields)):
            // OpenAPI's exploded form object: each field becomes a parameter of its own, without the name, so an array
            // of scalars repeats its key as an exploded form array does (`sort=a&sort=b`, which Spring's `Pageable`
            // reads and `sort[]` is lost to); what nests deeper is written in brackets.
            for field in fields {
                if case .array = field.value { append(field.key, field.value, to: &items) } else { Self.appendBracketed(field.key, field.value, to: &items) }
            }
        case (.form(explode: false), _), (.spaceDelimited, _), (.pipeDelimited, _):
            var joined = ScalarJoiner(separator: delimiter, encode: true)
            joined.add(value, explodedPairs: false)
            guard !joined.isEmpty else { return }
            var item = QueryItem(name: name, percentEncodedValue: joined.text)
            // A space in a `spaceDelimited` element is `%20` like the delimiter, and OpenAPI has no escape for it; a
            // comma in a `form` element is `%2C`, which servers decode before splitting.
            item.isAmbiguousList = joined.holdsSeparator
            items.append(item)
        }
    }

    /// The delimiter of a style that joins values into one item, already percent-encoded.
    private var delimiter: String {
        switch self {
        case .spaceDelimited: "%20"
        case .pipeDelimited: "%7C"
        case .form, .deepObject: ","
        }
    }

    /// `name[key]` for object fields, `name[]` for scalar array elements and `name[index]` for array elements
    /// that are objects or arrays themselves (so servers can tell where one element ends).
    static func appendBracketed(_ name: String, _ value: FormValue, to items: inout [QueryItem]) {
        switch value {
        case .value(let text):
            items.append(QueryItem(name: name, value: text))
        case .object(let fields):
            for field in fields { appendBracketed(name + "[" + field.key + "]", field.value, to: &items) }
        case .array(let elements):
            let scalarName = name + "[]"
            for (index, element) in elements.enumerated() {
                if case .value(let text) = element {
                    items.append(QueryItem(name: scalarName, value: text))
                } else {
                    appendBracketed(indexed(name, index), element, to: &items)
                }
            }
        }
    }

    private static func indexed(_ name: String, _ index: Int) -> String {
        name + "[" + String(index) + "]"
    }
}

/// Joins the scalars of a value with a separator, as the non-exploded styles write arrays and objects
/// (`blue,black,brown`, `R,100,G,200`), percent-encoding each scalar but not the separators.
struct ScalarJoiner {
    let separator: String
    /// Whether scalars are percent-encoded (URLs) or written as they are (header fields).
    let encode: Bool
    private(set) var text = ""
    private(set) var isEmpty = true
    /// Whether a scalar holds the separator, so that the text reads as more scalars than it has once decoded: a comma
    /// in a header list or a `form` list (`%2C`, which servers decode before they split: connexion and openapi-core
    /// read `a%2Cb,c` as three elements), a space in `spaceDelimited` (both `%20`), `|` in `pipeDelimited`.
    private(set) var holdsSeparator = false
    /// The separator's one byte as the server reads it once decoded.
    private let separatorByte: UInt8

    init(separator: String, encode: Bool) {
        self.separator = separator
        self.encode = encode
        separatorByte = separator.utf8.count == 3 && separator.hasPrefix("%")
            ? UInt8(separator.dropFirst(), radix: 16) ?? 0 : separator.utf8.first ?? 0
    }

    /// Adds one scalar after a separator (none before the first).
    mutating func add(scalar: String) {
        if !isEmpty { text += separator }
        text += encode ? PercentEncoding.encode(scalar) : scalar
        note(scalar)
        isEmpty = false
    }

    /// Notes whether `scalar`, as given, holds the separator.
    private mutating func note(_ scalar: String) {
        if !holdsSeparator, scalar.utf8.contains(separatorByte) { holdsSeparator = true }
    }

    /// Adds every scalar of `value` depth first. An object's key and value are joined by `=` when
    /// `explodedPairs` (`R=100`), else separated like the rest (`R,100`). OpenAPI leaves nested arrays and
    /// objects undefined for these styles; they are flattened the same way.
    mutating func add(_ value: FormValue, explodedPairs: Bool) {
        switch value {
        case .value(let text):
            add(scalar: text)
        case .array(let elements):
            for element in elements { add(element, explodedPairs: explodedPairs) }
        case .object(let fields):
            for field in fields {
                add(scalar: field.key)
                if explodedPairs, case .value(let text) = field.value {
                    self.text += "=" + (encode ? PercentEncoding.encode(text) : text)
                    note(text)
                } else {
                    add(field.value, explodedPairs: explodedPairs)
                }
            }
        }
    }
}
