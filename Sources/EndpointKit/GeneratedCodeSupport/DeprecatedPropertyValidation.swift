/// A generated model with deprecated properties that have constraints.
///
/// Reading a deprecated property warns unless the reader is deprecated too, so the model checks those properties in a
/// deprecated method of its own, and its `validate()` calls that method through this protocol (see
/// ``Validate/deprecatedProperties(of:)``), whose requirement is not deprecated: every property is checked and the
/// SDK builds without warnings.
public protocol DeprecatedPropertyValidation {
    /// Checks the deprecated properties against the spec's constraints.
    func validateDeprecatedProperties() throws(EndpointError)
}

extension Validate {
    /// Checks `value`'s deprecated properties, without the deprecation warning a direct call would raise.
    public static func deprecatedProperties(of value: some DeprecatedPropertyValidation) throws(EndpointError) {
        try value.validateDeprecatedProperties()
    }
}
