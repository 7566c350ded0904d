@testable import EndpointGenModel
@testable import EndpointGenSpec
import Testing

/// The spec stage and the model stage agree on the native format's scalar type names.
@Suite struct ScalarNameTests {
    /// The importer avoids naming a model like a scalar by ``TypeExpression/scalarNames``; the model stage maps the same
    /// names to Swift types.
    @Test func everyScalarNameHasASwiftType() {
        #expect(Set(SwiftType.scalars.keys) == TypeExpression.scalarNames)
    }
}
