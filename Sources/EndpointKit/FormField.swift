/// One field of a form body (``RequestBody/formFields(_:)``): a `name=value` item, or a value sent as its JSON text.
public enum FormField: Sendable {
    /// A field written as it is.
    case item(QueryItem)
    /// `name=<JSON text of value>`: what OpenAPI sends by default for an object in a form, encoded by the client's
    /// `JSONEncoder` (its date coding, sorted keys) when the request is built.
    case json(String, any Encodable & Sendable)
}

extension QueryStyle {
    /// Appends the items for `value` under `name` to the fields of a form that also sends JSON text.
    public func append(_ name: String, _ value: FormValue, to fields: inout [FormField]) {
        var items: [QueryItem] = []
        append(name, value, to: &items)
        fields += items.map(FormField.item)
    }
}
