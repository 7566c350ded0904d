/// One difference between two versions of a spec, as it affects the generated Swift API.
package struct Change: Sendable, Equatable {
    package enum Impact: Sendable, Equatable {
        /// Code written against the old SDK may stop compiling, or the app may send or expect something else.
        case breaking
        /// Calls keep compiling; code that lists the API exhaustively does not: a `switch` without `default` over a
        /// generated enum, a pattern binding an endpoint case's values, a type conforming to a generated protocol (the
        /// fakes its documentation invites). The detail names that code.
        case breaksExhaustiveUses
        /// Code keeps compiling, with a deprecation warning where it uses the symbol: an error under
        /// `-warnings-as-errors`. The detail names that code.
        case deprecation
        /// Existing code keeps compiling and behaving as before.
        case additive
    }

    package var impact: Impact
    /// What changed, e.g. `endpoint 'recommended'`.
    package var subject: String
    /// The Swift symbol it affects, e.g. `MoviesEndpoint.recommended`.
    package var symbol: String
    /// What happened to it, e.g. `removed`.
    package var detail: String
    /// Where in the spec (the new one, or the old one for removals), e.g. `$.endpoints.recommended.path`.
    package var specPath: String

    /// The report line: `- endpoint 'x' (XEndpoint.x): removed (at $.endpoints.x)`.
    package var line: String { "- \(subject) (\(symbol)): \(detail) (at \(specPath))" }
}
