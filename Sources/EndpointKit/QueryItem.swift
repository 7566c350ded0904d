/// One `name=value` pair of a query string or form body, held unencoded.
public struct QueryItem: Sendable, Hashable {
    /// The name, unencoded.
    public var name: String
    /// The value, unencoded.
    public var value: String

    /// Creates an item from an unencoded name and value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Creates an item whose value is the wire form of a parameter value.
    public init(_ name: String, _ value: some ParameterValue) {
        self.init(name: name, value: value.parameterValue)
    }
}
