import EndpointGenEmit
import EndpointGenJSON
import EndpointGenModel
import EndpointGenSpec

/// What one run of the ``Generator`` produced.
package struct GeneratorOutput: Sendable {
    /// The generated files: the SDK's Swift files, or the converted native spec; empty when there are errors.
    package var files: [GeneratedFile] = []
    /// The spec as read (or converted from OpenAPI), before endpoints are selected; nil when it does not read.
    package var spec: Spec?
    /// The resolved model; nil when there are errors.
    package var model: APIModel?
    /// Every problem found, errors and warnings, in file order.
    package var diagnostics: [Diagnostic] = []
    /// The size of the files an OpenAPI document's `$ref`s read besides the input itself.
    package var referencedBytes = 0

    /// Whether the run succeeded (no error diagnostics).
    package var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
}
