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
            var joined = ScalarJoiner(separator: delimiter, escaping: .percent)
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
