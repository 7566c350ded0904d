/// A generated model or union that checks itself against the spec's constraints before it is sent.
public protocol Validatable {
    /// Throws ``EndpointError/invalidRequest(_:)`` with the ``ValidationFailure`` of the first constraint the value
    /// or a model it holds breaks.
    func validate() throws(EndpointError)
}
