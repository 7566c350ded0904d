/// One `name=value` pair of a query string, a form body or the `Cookie` header field, held unencoded.
public struct QueryItem: Sendable, Hashable {
    /// The name, unencoded.
    public var name: String
    /// The value, unencoded unless ``isValuePercentEncoded``.
    public var value: String
    /// Whether ``value`` is already percent-encoded and is written as it is: a delimited list whose
    /// delimiters must stay unencoded (see ``QueryStyle``).
    public var isValuePercentEncoded: Bool
    /// Whether an element of the list it writes holds the list's delimiter, so a server would read more elements
    /// than were given; building the request then throws ``InvalidRequestReason/ambiguousList(name:)``.
    var isAmbiguousList = false

    /// Creates an item from an unencoded name and value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
        isValuePercentEncoded = false
    }

    /// Creates an item from an unencoded name and a value that is percent-encoded already.
    public init(name: String, percentEncodedValue: String) {
        self.name = name
        value = percentEncodedValue
        isValuePercentEncoded = true
    }

    /// Creates an item whose value is the wire form of a parameter value.
    public init(_ name: String, _ value: some ParameterValue) {
        self.init(name: name, value: value.parameterValue)
    }
}
