/// A value of any JSON type in a form field or multipart text part: what OpenAPI's Encoding Object sends by default,
/// a string as is, a number or boolean as JSON writes it, and an array or object as its JSON text
/// (`application/json`), compact with sorted keys. `null` is sent empty.
///
/// Inside a model sent with brackets (`deepObject`), a `JSONValue` is written as the nested fields it holds instead
/// (see ``FormValue/init(encoding:)``).
extension JSONValue: ParameterValue {
    public var parameterValue: String { parameterText }
}
