/// One HTTP header field.
public struct HTTPHeader: Sendable, Hashable {
    /// The field name, e.g. `Authorization`.
    public var name: String
    /// The field value.
    public var value: String

    /// Creates a header field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Creates a header field whose value is the wire form of a parameter value.
    public init(_ name: String, _ value: some ParameterValue) {
        self.init(name: name, value: value.parameterValue)
    }
}
