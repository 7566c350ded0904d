import EndpointGenSpec

/// How a parameter or form field that is not written as a plain value is serialized: OpenAPI's `style` and
/// `explode`, and how its Swift value becomes the runtime's `FormValue`.
///
/// ``Translator`` gives a ``ParameterModel`` one only when the output differs from the plain encoding (a
/// scalar as it is, an array of scalars in a query or form as repeated keys), so existing specs generate the
/// same code as before.
package struct Serialization: Sendable, Equatable {
    /// OpenAPI's `style` values.
    package enum Style: String, Sendable, CaseIterable {
        case form, spaceDelimited, pipeDelimited, deepObject, simple, label, matrix

        /// The styles allowed for a parameter in `role` (as ``Translator`` names roles), the default first; nil
        /// where no style applies.
        package static func allowed(in role: String) -> [Style]? {
            switch role {
            case "query", "form field": [.form, .spaceDelimited, .pipeDelimited, .deepObject]
            case "path": [.simple, .label, .matrix]
            case "header": [.simple]
            case "cookie": [.form]
            default: nil
            }
        }

        /// OpenAPI's default `explode`: true for `form` (and `deepObject`, which is defined only exploded).
        var explodesByDefault: Bool { self == .form || self == .deepObject }
    }

    /// How the Swift value is turned into a `FormValue`.
    package enum Value: Sendable, Equatable {
        /// A `ParameterValue` scalar: `.of(x)`.
        case scalar
        /// An array of `ParameterValue` scalars: `.values(x)`.
        case scalars
        /// Any other `Encodable` value (a model, an array of models, a dictionary): `FormValue(encoding: x)`.
        case encodable
    }

    package var style: Style
    package var explode: Bool
    package var value: Value
}
